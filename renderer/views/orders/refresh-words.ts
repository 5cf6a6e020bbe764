/**
 * The schedule part of the orders' freshness line: "every 10 s, next in 4 s", and why polling is
 * slower than the setting when the Orders budget slowed it (as the chain's live bar says it).
 */
import type { OrderWatchState } from '../../../shared/domain/order-watch.ts';
import { formatQuantity } from '../../../shared/domain/order-words.ts';
import { formatDuration } from '../../time.ts';

/** " · every 30 s, next in 12 s · slower: Orders budget running low…" (leading separator included). */
export function scheduleWords(state: Pick<OrderWatchState, 'paused' | 'refreshing' | 'intervalMs' | 'nextRefreshAt' | 'slowedBecause'>, now: number): string {
  if (state.paused) return ' · paused';
  const next = state.nextRefreshAt ?? null;
  const nextIn = !state.refreshing && next !== null && next > now ? `, next in ${formatDuration(next - now)}` : '';
  const slowed = state.slowedBecause === null || state.slowedBecause === undefined || state.slowedBecause === '' ? '' : ` · slower: ${state.slowedBecause}`;
  return ` · every ${formatDuration(state.intervalMs)}${nextIn}${slowed}`;
}

/** While a first load merges in its later pages: "Loading the rest… 300 orders so far". */
export const loadingWords = (orders: number): string => `Loading the rest… ${formatQuantity(orders)} ${orders === 1 ? 'order' : 'orders'} so far`;
