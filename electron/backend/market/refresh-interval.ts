/**
 * How long the chain refresher waits: the setting (2-300 s), slower when the quote budget runs
 * low (the meter's pace), and after failures an exponential backoff with jitter, as the order
 * watcher does. Hidden windows do not refresh at all (the chain is only worth its quotes on screen).
 */
import { CHAIN_REFRESH_SECONDS } from '../../../shared/domain/chain-refresh.ts';

/** The longest wait after repeated failures. */
export const CHAIN_MAX_BACKOFF_MS = 300_000;

/** The setting in ms, within bounds (a hand-edited file may hold anything). */
export function refreshBaseMs(refreshSeconds: number): number {
  const seconds = Number.isFinite(refreshSeconds) ? refreshSeconds : CHAIN_REFRESH_SECONDS.default;
  return Math.min(CHAIN_REFRESH_SECONDS.max, Math.max(CHAIN_REFRESH_SECONDS.min, seconds)) * 1000;
}

/** The wait after `failures` failed refreshes in a row; `random` in [0, 1) shortens it by up to a quarter. */
export function backoffMs(pacedMs: number, failures: number, random: () => number): number {
  if (failures <= 0) return pacedMs;
  const backedOff = Math.min(CHAIN_MAX_BACKOFF_MS, pacedMs * 2 ** Math.min(failures, 10));
  return Math.max(pacedMs, Math.round(backedOff * (1 - 0.25 * Math.min(1, Math.max(0, random())))));
}
