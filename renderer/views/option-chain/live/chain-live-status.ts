/**
 * The chain's own words beside the feed's (components/feed-status/feed-words.ts): what a refresh
 * costs against the hourly quote budget, and the meter. Pure, for the toolbar and its tests.
 */
import type { QuotaSnapshot } from '../../../../shared/domain/quota.ts';
import { SEPARATOR } from '../../../components/feed-status/feed-words.ts';
import { formatAgo } from '../../../time.ts';

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Quotes an hour a refresh of `costPerRefresh` quotes every `intervalMs` spends. */
export const quotesPerHour = (costPerRefresh: number, intervalMs: number): number =>
  intervalMs > 0 ? Math.round((costPerRefresh * 3_600_000) / intervalMs) : 0;

/** "42 quotes a refresh (30,240 an hour)": what the chain's refresh costs, said after its interval. */
export const costWords = (costPerRefresh: number | null, intervalMs: number): string =>
  costPerRefresh === null ? '' : `${grouped.format(costPerRefresh)} quotes a refresh (${grouped.format(quotesPerHour(costPerRefresh, intervalMs))} an hour)`;

/** "Quotes 12,345 of 140,000 this hour" and its level, from the meter; null without one. */
export function quotaWords(snapshot: QuotaSnapshot | undefined): { text: string; level: string } | null {
  const markets = snapshot?.modules.markets;
  if (markets === undefined) return null;
  const blocked = markets.blockedUntil !== null ? ' · held back by the provider' : '';
  return { text: `Quotes ${grouped.format(markets.used)} of ${grouped.format(markets.limit)} this hour${blocked}`, level: markets.level };
}

/**
 * The bar's refresh words: "Updated 4 s ago · every 5 s · …", or only the schedule. While the chain
 * on screen is stale (the last request failed, the session expired) it never says "Updated": the
 * summary's stale mark is the one word on the chain's age, and a fresh-sounding time beside it
 * would contradict it.
 */
export function refreshWords(updatedAt: number | null, schedule: string, now: number, chainStale: boolean): string {
  if (updatedAt === null || chainStale) return schedule.startsWith(SEPARATOR) ? schedule.slice(SEPARATOR.length) : schedule;
  return `Updated ${formatAgo(updatedAt, now)}${schedule}`;
}
