/**
 * Standard-deviation marks of an expiry: the prices one and two standard deviations either side
 * of the underlier's by expiry (the expected move), the strikes nearest them, and the strikes
 * within two. One σ is the model's S·σ·√T at the ATM IV (expiry-figures.ts), or the straddle's
 * move where the chain has no IV at the money.
 */
import type { ExpiryFigures } from './expiry-figures.ts';
import { strikesReach } from './strike-reach.ts';

/** Which mark: below (-) or above (+) the price, one or two standard deviations away. */
export type SigmaMark = '-2σ' | '-1σ' | '+1σ' | '+2σ';

/** A mark's price level. */
export interface SigmaLevel {
  readonly mark: SigmaMark;
  readonly price: number;
}

/** One standard deviation of the price to expiry in dollars, or null. */
export const sigmaOf = (figures: ExpiryFigures | null | undefined): number | null => figures?.ivMove ?? figures?.straddle ?? null;

const usable = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/** The four levels, lowest first; none without a price or a σ. A level below zero is left out. */
export function sigmaLevels(spot: number | null | undefined, sigma: number | null | undefined): SigmaLevel[] {
  if (!usable(spot) || !usable(sigma)) return [];
  const levels: SigmaLevel[] = [
    { mark: '-2σ', price: spot - 2 * sigma },
    { mark: '-1σ', price: spot - sigma },
    { mark: '+1σ', price: spot + sigma },
    { mark: '+2σ', price: spot + 2 * sigma },
  ];
  return levels.filter((level) => level.price > 0);
}

/** The index of the strike nearest `price` (the lower on a tie), for `strikes` ascending and not empty: a binary search. */
function nearestIndex(strikes: readonly number[], price: number): number {
  let low = 0;
  let high = strikes.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((strikes[mid] as number) < price) low = mid + 1;
    else high = mid;
  }
  // `low` is the first strike at or above the price; the one before may be nearer.
  if (low === 0) return 0;
  if (low === strikes.length) return strikes.length - 1;
  return price - (strikes[low - 1] as number) <= (strikes[low] as number) - price ? low - 1 : low;
}

/**
 * The strike nearest each level, for `strikes` ascending: a level out of the strikes' reach marks
 * nothing (the last strike loaded is not "one σ away"); two levels on one strike keep the outer.
 */
export function sigmaStrikes(strikes: readonly number[], levels: readonly SigmaLevel[]): Map<number, SigmaMark> {
  const marks = new Map<number, SigmaMark>();
  if (strikes.length === 0) return marks;
  for (const level of levels) {
    if (!strikesReach(strikes.length, (i) => strikes[i] as number, level.price)) continue;
    const nearest = strikes[nearestIndex(strikes, level.price)] as number;
    const taken = marks.get(nearest);
    if (taken === undefined || taken.includes('1')) marks.set(nearest, level.mark);
  }
  return marks;
}

/**
 * The index range [start, end) of the strikes (ascending) from the one nearest two σ below the
 * price to the one nearest two σ above it (so the ±2σ strikes are in it, marked), or null
 * without a σ. Beyond the strikes loaded, the range stops at the first or last.
 */
export function withinTwoSigma(strikes: readonly number[], spot: number | null | undefined, sigma: number | null | undefined): [number, number] | null {
  if (!usable(spot) || !usable(sigma)) return null;
  if (strikes.length === 0) return [0, 0];
  return [nearestIndex(strikes, spot - 2 * sigma), nearestIndex(strikes, spot + 2 * sigma) + 1];
}
