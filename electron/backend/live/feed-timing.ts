/**
 * How long a live feed waits between refreshes: the one rule every feed follows
 * (docs/architecture.md, "The live spine"), in four steps, each only ever making the wait longer:
 *
 * 1. **The setting**, within the feed's bounds (a hand-edited file may hold anything).
 * 2. **The hidden window**, by the feed's named policy: `keep` (the same pace: alerts, whose news
 *    must arrive hidden), `slow` (six times slower, at most two minutes, never faster than the
 *    setting: orders, needed hidden only for notifications), `stop` (no refresh at all: the chain
 *    and positions, only worth their quota on screen).
 * 3. **Backoff** after failures in a row: doubled per failure, at most five minutes, up to a quarter
 *    shorter at random so that feeds failing together do not retry together; never shorter than 2.
 * 4. **The budget**: the quota meter is asked for the pace of a refresh of the expected cost every
 *    wait of step 3, and the wait is the longer of the two. So the budget never shortens a backoff,
 *    and a backoff never multiplies the budget's pace: a provider's hold ends when it ends, not
 *    twice as late.
 */
import type { PaceAdvice } from '../broker/quota/quota-pace.ts';

/** What a feed does while the window is hidden (step 2). */
export type HiddenPolicy = 'keep' | 'slow' | 'stop';

/** `slow`: this many times slower while hidden... */
export const HIDDEN_SLOWDOWN = 6;
/** ...but at least this often, so notifications still arrive within a couple of minutes. */
export const HIDDEN_MAX_MS = 120_000;
/** The longest wait after repeated failures. */
export const MAX_BACKOFF_MS = 300_000;

/** A setting in seconds as ms, within `bounds` (not a finite number: the default). */
export function settingMs(seconds: number, bounds: { readonly min: number; readonly max: number; readonly default: number }): number {
  const value = Number.isFinite(seconds) ? seconds : bounds.default;
  return Math.min(bounds.max, Math.max(bounds.min, value)) * 1000;
}

/** Steps 2 and 3: the wait before the budget has its say. `random` is in [0, 1). */
export function backedOffMs(input: { baseMs: number; visible: boolean; hidden: HiddenPolicy; failures: number; random: () => number }): number {
  const { baseMs } = input;
  const paced = input.visible || input.hidden !== 'slow' ? baseMs : Math.max(baseMs, Math.min(baseMs * HIDDEN_SLOWDOWN, HIDDEN_MAX_MS));
  if (input.failures <= 0) return paced;
  const backedOff = Math.min(MAX_BACKOFF_MS, paced * 2 ** Math.min(input.failures, 10));
  return Math.max(paced, Math.round(backedOff * (1 - 0.25 * Math.min(1, Math.max(0, input.random())))));
}

/** The plan of the next refresh. */
export interface Wait {
  /** The wait in force (all four steps). */
  intervalMs: number;
  /** The budget's words when it made the wait longer than step 3. */
  slowedBecause: string | null;
  /** False while hidden under the `stop` policy: no refresh is planned. */
  runs: boolean;
}

/** All four steps. `pace` is the budget's say (absent: no budget to keep). */
export function planWait(input: Parameters<typeof backedOffMs>[0] & { pace?: ((intervalMs: number) => PaceAdvice) | undefined }): Wait {
  const asked = backedOffMs(input);
  const advice = input.pace?.(asked) ?? { intervalMs: asked, slowedBecause: null };
  const slower = advice.intervalMs > asked;
  return {
    intervalMs: slower ? advice.intervalMs : asked,
    slowedBecause: slower ? advice.slowedBecause : null,
    runs: input.visible || input.hidden !== 'stop',
  };
}
