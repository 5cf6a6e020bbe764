/**
 * Expiries opened as extra sections beside the asked one (current API: one expiry a request).
 * Each is its own cached chain (same environment and query, another expiry day); the view shows
 * them below the asked one. Only the asked one is refreshed live.
 */
import { useQueries } from '@tanstack/react-query';
import type { ChainQuery } from '../../../../shared/domain/chain-query.ts';
import type { ChainExpiry, OptionChain } from '../../../../shared/domain/option-chain.ts';
import type { EnvironmentId } from '../../../../shared/settings.ts';
import { api, unwrap } from '../../../api.ts';
import { chainKey, type CachedChain } from '../../../queries/chain-cache.ts';
import { useHeldCombine } from '../../../queries/held-combine.ts';

/** Each section's answer as its query holds it. */
const answersOf = (results: readonly { data?: CachedChain }[]) => results.map((result) => result.data);

/** The query of the expiry `date` ("YYYY-MM-DD") on the asked query's terms. */
export function queryForExpiry(base: ChainQuery, date: string, weekly: boolean): ChainQuery {
  const [year, month, day] = date.split('-').map(Number);
  return { ...base, year: year ?? base.year, month: month ?? base.month, day: day ?? 1, includeWeekly: weekly || base.includeWeekly === true };
}

/** The asked chain with the extra sections' expiries after it, by date, each date once. */
export function withSections(chain: OptionChain, extras: readonly (OptionChain | undefined)[]): OptionChain {
  const more = extras.flatMap((extra) => extra?.expiries ?? []);
  if (more.length === 0) return chain;
  const byDate = new Map<string, ChainExpiry>();
  for (const expiry of [...chain.expiries, ...more]) if (!byDate.has(expiry.date)) byDate.set(expiry.date, expiry);
  return { ...chain, expiries: [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)) };
}

/**
 * The answers of the extra sections (undefined while one loads or when it failed): their chains,
 * and when each was fetched (compared expiries say how old their quotes are).
 */
export function useExtraSections(environment: EnvironmentId | undefined, base: ChainQuery | null, dates: readonly string[]): (CachedChain | undefined)[] {
  const combine = useHeldCombine(answersOf, 1);
  return useQueries({
    queries: dates.map((date) => {
      const query = base === null ? null : queryForExpiry(base, date, true);
      const key = environment === undefined || query === null ? (['chain', 'none', date] as const) : chainKey(environment, query);
      return {
        queryKey: key,
        queryFn: () => (query === null ? Promise.reject(new Error('no chain asked')) : unwrap(api().getOptionChain(query))),
        enabled: environment !== undefined && query !== null,
        staleTime: Infinity,
        gcTime: Infinity,
        networkMode: 'always' as const,
        structuralSharing: false,
      };
    }),
    // One array for as long as the answers in it stay the same (the view memoises on it).
    combine,
  }).value;
}
