/**
 * What "All" and "±2σ" show, said plainly beside the strikes-shown control: All is every strike
 * loaded (the provider's window near the money, not the expiry's whole ladder); ±2σ says where
 * the strikes loaded stop short of the range, and offers to load the range with its cost said
 * first, within what is left of the hour's quote budget.
 */
import type { ChainQuery } from '../../../../shared/domain/chain-query.ts';
import type { ChainExpiry, StrikeRow } from '../../../../shared/domain/option-chain.ts';
import type { QuotaSnapshot } from '../../../../shared/domain/quota.ts';
import { twoSigmaReach, type TwoSigmaReach } from '../../../../shared/domain/strike-window.ts';
import type { StrikesShown } from '../table/chain-price-line.ts';

const strike = (value: number): string => value.toLocaleString('en-US', { maximumFractionDigits: 2 });
const count = (value: number): string => value.toLocaleString('en-US');

/** What the note says, and the wider window it offers to load (null where nothing is offered). */
export interface ReachWords {
  text: string;
  load: { label: string; query: ChainQuery; affordable: boolean } | null;
}

/**
 * The note for the window `shown` over the asked expiry's strikes loaded, or null where the
 * window says what it shows (a count, or ±2σ reached, or a chain asked with every strike).
 */
export function reachWords(
  shown: StrikesShown,
  expiry: ChainExpiry,
  query: ChainQuery,
  spot: number | null,
  sigma: number | null,
  quotesLeft: number | null,
): ReachWords | null {
  const rows = expiry.strikes;
  if (query.priceType === 'ALL' || rows.length === 0 || (shown !== 'all' && shown !== '2sd')) return null;
  const loaded = `${count(rows.length)} strikes loaded, ${strike((rows[0] as StrikeRow).strike)}–${strike((rows.at(-1) as StrikeRow).strike)}`;
  if (shown === 'all') return { text: `All: the ${loaded}, not every strike of the expiry.`, load: null };
  const strikes = rows.map((row) => row.strike);
  const reach: TwoSigmaReach | null = twoSigmaReach(strikes, spot, sigma);
  if (reach === null || reach.covered || spot === null) return null;
  const text = `±2σ is ${strike(reach.wanted.low)}–${strike(reach.wanted.high)}; the ${loaded}, reach only part of it.`;
  const affordable = quotesLeft === null || reach.quotes <= quotesLeft;
  const label = `Load ±2σ: up to ${count(reach.strikesNeeded)} strikes, ${count(reach.quotes)} quotes${affordable ? '' : ' (more than this hour has left)'}`;
  return { text, load: { label, query: { ...query, strikesNear: spot, strikeCount: reach.strikesNeeded, priceType: 'ATNM' }, affordable } };
}

/** Quotes left of the hour's market-data budget, or null before the meter is heard. */
export const quotesLeft = (snapshot: QuotaSnapshot | undefined): number | null => {
  const markets = snapshot?.modules.markets;
  return markets === undefined ? null : Math.max(0, markets.limit - markets.used);
};
