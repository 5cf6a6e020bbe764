/**
 * The words every live feed says about itself (the feed status in shared/domain/feed-status.ts):
 * how often it refreshes and when next, why slower than the setting, since when it is stale. One
 * set for the orders, the chain and the feeds to come, so they all say it the same way.
 */
import type { FeedStatus } from '../../../shared/domain/feed-status.ts';
import { formatQuantity } from '../../../shared/domain/order-words.ts';
import type { AppError } from '../../../shared/result.ts';
import { formatDuration } from '../../time.ts';

/** What separates the parts of a feed's words. */
export const SEPARATOR = ' · ';

/** "5 s", "2 min": an interval to the nearest second under a minute, to the nearest minute above. */
export function intervalWords(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  return ms < 3_600_000 ? `${Math.round(ms / 60_000)} min` : formatDuration(ms);
}

/** " · slower: Orders budget running low…", or nothing when the budget did not slow the feed. */
export const slowedWords = (slowedBecause: string | null | undefined): string =>
  slowedBecause === null || slowedBecause === undefined || slowedBecause === '' ? '' : `${SEPARATOR}slower: ${slowedBecause}`;

/**
 * " · every 30 s, next in 12 s · slower: Orders budget running low…" (leading separator included);
 * `cost` goes after the interval (" · 21 quotes a refresh (658 an hour)"); paused says so alone.
 * A status without `nextRefreshAt` says no "next in".
 */
export function scheduleWords(
  status: Pick<FeedStatus, 'paused' | 'refreshing' | 'intervalMs' | 'slowedBecause'> & { nextRefreshAt?: number | null },
  now: number,
  cost = '',
): string {
  if (status.paused) return `${SEPARATOR}paused`;
  const next = status.nextRefreshAt ?? null;
  const nextIn = !status.refreshing && next !== null && next > now ? `, next in ${formatDuration(next - now)}` : '';
  return `${SEPARATOR}every ${intervalWords(status.intervalMs)}${nextIn}${cost === '' ? '' : `${SEPARATOR}${cost}`}${slowedWords(status.slowedBecause)}`;
}

/** What a feed's items are called, one and many ("order", "orders"). */
export interface ItemNames {
  one: string;
  many: string;
}

/** While a first load merges in its later pages: "Loading the rest… 300 orders so far". */
export const loadingWords = (count: number, names: ItemNames): string =>
  `Loading the rest… ${formatQuantity(count)} ${count === 1 ? names.one : names.many} so far`;

/** Why a feed is not fresh: its stale mark, or the session that ended (nothing will refresh until sign-in). */
export function staleReason(stale: FeedStatus['stale'], sessionEnded: boolean): AppError | null {
  if (stale !== null) return stale.error;
  return sessionEnded ? { code: 'not-signed-in', message: 'The session has ended; sign in again to refresh.' } : null;
}
