/**
 * What one refresh of the watched chain asks for and costs: only the strikes in view
 * and a margin around the centre, at 2 quotes per pair plus the underlier's quote.
 */
import type { ChainQuery } from '../../../shared/domain/chain-query.ts';
import type { ChainWatch } from '../../../shared/domain/chain-refresh.ts';

/** Strikes asked for beyond those in view, so a small scroll is already fresh. */
export const STRIKE_MARGIN = 2;

/** Quotes one refresh costs: 2 per pair asked for, plus the underlier's quote. */
export const refreshCost = (strikesInView: number): number => 2 * (strikesInView + STRIKE_MARGIN) + 1;

/**
 * The chain query one refresh sends: the watched one, narrowed to the strikes in view. The price
 * type is always ATNM: with ALL the provider answers every strike whatever `noOfStrikes` says (a
 * whole SPX ladder, 10,000 quotes, every refresh).
 */
export function refreshQuery(watch: ChainWatch): ChainQuery {
  const near = watch.centreStrike ?? watch.query.strikesNear;
  return { ...watch.query, ...(near === undefined ? {} : { strikesNear: near }), strikeCount: watch.strikesInView + STRIKE_MARGIN, priceType: 'ATNM' };
}

/** What an answered refresh really cost, and the strike count it asked for. */
export interface RefreshCost {
  strikeCount: number;
  units: number;
}

/** What the next refresh is expected to cost: the strikes asked for, or more if the last one of that count really cost more. */
export function expectedCost(watch: ChainWatch, last: RefreshCost | null): number {
  const estimate = refreshCost(watch.strikesInView);
  return last !== null && last.strikeCount === refreshQuery(watch).strikeCount ? Math.max(estimate, last.units) : estimate;
}
