/**
 * How far the strikes loaded reach against what a strikes-shown window promises: "All" is every
 * strike loaded, which is the provider's window near the money, not the expiry's ladder; "±2σ" is
 * the strikes from two standard deviations below the price to two above, which the strikes loaded
 * may not reach. Where they do not, what loading the range would take: the strikes at the step the
 * ladder has near the money (so at most that many), two quotes a pair against the hourly budget.
 */
import { strikesReach } from './strike-reach.ts';

/** The widest window a chain query may ask for (the query schema's `strikeCount` maximum). */
export const WIDEST_STRIKE_WINDOW = 2_000;

/** The strikes loaded against the ±2σ range. */
export interface TwoSigmaReach {
  readonly loaded: { readonly count: number; readonly low: number; readonly high: number };
  readonly wanted: { readonly low: number; readonly high: number };
  /** The strikes loaded reach both ends of the range (the strike nearest each end is among them). */
  readonly covered: boolean;
  /** Strikes a window around the price holding the range would ask for (at the nearest step, capped). */
  readonly strikesNeeded: number;
  /** What loading them costs: two quotes a pair. */
  readonly quotes: number;
}

/** The smallest positive gap between neighbouring strikes (the ladder's step near the money), or null. */
function finestStep(strikes: readonly number[]): number | null {
  let step: number | null = null;
  for (let i = 1; i < strikes.length; i += 1) {
    const gap = (strikes[i] as number) - (strikes[i - 1] as number);
    if (gap > 1e-9 && (step === null || gap < step)) step = gap;
  }
  return step;
}

const usable = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * The reach of `strikes` (ascending) against `spot` ± 2·`sigma`; null without a price, a σ or two
 * strikes. The range's low end is never below zero.
 */
export function twoSigmaReach(strikes: readonly number[], spot: number | null | undefined, sigma: number | null | undefined): TwoSigmaReach | null {
  if (!usable(spot) || !usable(sigma) || strikes.length < 2) return null;
  const step = finestStep(strikes);
  if (step === null) return null;
  const low = Math.max(0, spot - 2 * sigma);
  const high = spot + 2 * sigma;
  const at = (i: number) => strikes[i] as number;
  const covered = strikesReach(strikes.length, at, low) && strikesReach(strikes.length, at, high);
  // Both ends' strikes and every step between them, one more for the end not on the step.
  const strikesNeeded = Math.min(WIDEST_STRIKE_WINDOW, Math.ceil((high - low) / step) + 2);
  return {
    loaded: { count: strikes.length, low: at(0), high: at(strikes.length - 1) },
    wanted: { low, high },
    covered,
    strikesNeeded,
    quotes: 2 * strikesNeeded,
  };
}
