/**
 * How long the order watcher waits between refreshes. The user's setting (default 10 s) is the
 * pace while the window is shown; hidden, the list is only needed for notifications, so it slows
 * down; after failures it backs off exponentially with jitter. Never faster than 5 s: the provider
 * publishes no rate limit, so we stay well clear of any.
 */
import { REFRESH_SECONDS } from '../../../shared/settings.ts';

/** Hidden windows poll this many times slower... */
export const HIDDEN_SLOWDOWN = 6;
/** ...but at least this often, so notifications still arrive within a couple of minutes. */
export const HIDDEN_MAX_MS = 120_000;
/** The longest wait after repeated failures. */
export const MAX_BACKOFF_MS = 300_000;

/** The wait in force. `failures` counts consecutive failed refreshes; `random` is in [0, 1). */
export function pollIntervalMs(input: { refreshSeconds: number; visible: boolean; failures: number; random: () => number }): number {
  const seconds = Number.isFinite(input.refreshSeconds) ? input.refreshSeconds : REFRESH_SECONDS.default;
  const base = Math.min(REFRESH_SECONDS.max, Math.max(REFRESH_SECONDS.min, seconds)) * 1000;
  const paced = input.visible ? base : Math.max(base, Math.min(base * HIDDEN_SLOWDOWN, HIDDEN_MAX_MS));
  if (input.failures <= 0) return paced;
  const backedOff = Math.min(MAX_BACKOFF_MS, paced * 2 ** Math.min(input.failures, 10));
  // Up to a quarter shorter at random, so several accounts failing together do not retry together.
  return Math.max(paced, Math.round(backedOff * (1 - 0.25 * Math.min(1, Math.max(0, input.random())))));
}
