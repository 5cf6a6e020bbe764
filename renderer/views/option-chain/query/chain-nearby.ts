/**
 * After an empty answer, the months around it that do have options, so the view can offer them.
 * The requests are injected: the view passes the bridge, a test passes a fake provider.
 */
import type { ChainAnswer, ChainQuery } from '../../../../shared/domain/chain-query.ts';
import type { OptionChain } from '../../../../shared/domain/option-chain.ts';
import type { Result } from '../../../../shared/result.ts';
import { easternMonth, shiftMonth, type YearMonth } from './chain-months.ts';

/** Months near an empty one that do have options, and whether the search is still going. */
export interface NearbyMonths {
  status: 'idle' | 'searching' | 'done';
  months: YearMonth[];
}

/** A chain has pairs when any expiry has a strike. */
export const hasPairs = (chain: OptionChain): boolean => chain.expiries.some((expiry) => expiry.strikes.length > 0);

/** Probe order around the empty month: next, previous, then further out; never before the current New York month. */
function probeMonths(query: ChainQuery, now: number): YearMonth[] {
  const current = easternMonth(now);
  const floor = current.year * 12 + current.month;
  return [1, -1, 2, -2, 3].map((delta) => shiftMonth(query, delta)).filter((m) => m.year * 12 + m.month >= floor);
}

/**
 * Asks the months around `query`'s in probe order, one at a time, stopping at two with options
 * (an answer for another month than asked does not count); a failure (session gone, provider
 * down) ends the search, since the main answer already said what is wrong. Sorted by month.
 * `signal` stops the search before the next probe: the person asked for something else, and each
 * probe is a full chain request against the hourly quota.
 */
export async function findNearbyMonths(
  query: ChainQuery,
  now: number,
  fetchChain: (query: ChainQuery) => Promise<Result<ChainAnswer<OptionChain>>>,
  signal?: AbortSignal,
): Promise<YearMonth[]> {
  const found: YearMonth[] = [];
  for (const month of probeMonths(query, now)) {
    if (found.length >= 2 || signal?.aborted === true) break;
    const result = await fetchChain({ ...query, month: month.month, year: month.year });
    if (!result.ok) break;
    if (hasPairs(result.data.chain) && result.data.chain.mismatch === null) found.push(month);
  }
  return found.sort((a, b) => a.year * 12 + a.month - (b.year * 12 + b.month));
}
