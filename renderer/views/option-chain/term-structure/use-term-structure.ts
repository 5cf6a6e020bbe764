/**
 * The term structure's server state: the plan (what drawing would spend now, asked of main without
 * spending anything, again after each draw and when a cached answer runs out) and the answer, asked
 * only when the user presses Draw. Keyed by environment, underlier and expiry set, as main caches it.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ExpiryDate } from '../../../../shared/domain/expiries.ts';
import { termExpiries, type TermAnswer, type TermQuery, type TermScope } from '../../../../shared/domain/term-structure.ts';
import type { EnvironmentId } from '../../../../shared/environments.ts';
import { api, unwrap } from '../../../api.ts';

/** The query of a scope over the listed dates, or null before they came. */
export function termQueryOf(underlier: string | null, dates: readonly ExpiryDate[] | undefined, scope: TermScope): TermQuery | null {
  if (underlier === null || dates === undefined) return null;
  const expiries = termExpiries(dates, scope).map((d) => d.date);
  return expiries.length === 0 ? null : { underlier, expiries };
}

/** The answer is of the query's underlier and expiries (the last chart stays up while they are drawn again). */
const sameExpiries = (answer: TermAnswer, query: TermQuery): boolean =>
  answer.underlier === query.underlier && answer.points.length === query.expiries.length && answer.points.every((p, i) => p.date === query.expiries[i]);

/** The plan and the answer of the term structure of `query`, and the Draw action. */
export function useTermStructure(environment: EnvironmentId | undefined, query: TermQuery | null) {
  const client = useQueryClient();
  const key = useMemo(() => (environment === undefined || query === null ? null : JSON.stringify([environment, query])), [environment, query]);
  // The draw asked for this key, counted so that Draw again asks main again (main answers from its cache within the minute).
  const [drawn, setDrawn] = useState<{ key: string; serial: number } | null>(null);
  const asked = drawn !== null && drawn.key === key ? drawn.serial : null;

  const plan = useQuery({
    queryKey: ['term-plan', environment, query],
    queryFn: () => (query === null ? Promise.reject(new Error('no term structure asked')) : unwrap(api().planTermStructure(query))),
    enabled: key !== null,
    staleTime: 0,
    networkMode: 'always',
    retry: false,
  });
  // When the cached answer runs out, the plan is asked again (it costs nothing) to say what drawing costs now.
  const freshUntil = plan.data?.freshUntil ?? null;
  const refetchPlan = plan.refetch;
  useEffect(() => {
    if (freshUntil === null) return undefined;
    const handle = setTimeout(() => void refetchPlan(), Math.max(0, freshUntil - Date.now()) + 50);
    return () => clearTimeout(handle);
  }, [freshUntil, refetchPlan]);
  const answer = useQuery({
    queryKey: ['term', environment, query, asked],
    queryFn: async () => {
      if (query === null) throw new Error('no term structure asked');
      try {
        return await unwrap(api().getTermStructure(query));
      } finally {
        // What drawing again costs now: nothing within the minute, the failed expiries' quotes, or all.
        void client.invalidateQueries({ queryKey: ['term-plan'] });
      }
    },
    enabled: asked !== null,
    staleTime: Infinity,
    gcTime: 5 * 60_000,
    networkMode: 'always',
    retry: false,
    // Draw again keeps the last chart up until the new answer comes (same expiries only).
    placeholderData: (previous) => (previous !== undefined && query !== null && sameExpiries(previous, query) ? previous : undefined),
  });
  const draw = useCallback(() => {
    if (key !== null) setDrawn((last) => ({ key, serial: last !== null && last.key === key ? last.serial + 1 : 1 }));
  }, [key]);
  const current = asked !== null;
  return { plan, answer: current ? answer : null, draw };
}
