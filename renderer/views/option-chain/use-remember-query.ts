/**
 * Remembers the chain asked (the form's next start, and the recent symbols) in the settings,
 * once the page is idle (within a second) rather than as the request leaves: the write's
 * optimistic update and its answer each render the app again, and doing that while the chain is
 * on its way puts two renders of the whole view between the answer and its first paint. Asks
 * made before the write (a symbol typed, then another) are folded into one write that keeps
 * every one of them in the recent symbols, newest first.
 */
import { useCallback, useRef } from 'react';
import type { ChainQuery } from '../../../shared/domain/chain-query.ts';
import { useUpdateSettings } from '../../queries/app-queries.ts';

/** Recent symbols kept, newest first. */
const RECENT_SYMBOLS = 12;
/** The longest a remembered query waits for an idle page (ms). */
const IDLE_WITHIN = 1_000;

export interface Remembered {
  lastQuery: ChainQuery;
  recentSymbols: string[];
}

/**
 * What to write after an ask: the query, and the recent symbols with its underlier first, from
 * the write still waiting if there is one (so it keeps the asks before it), else from the settings.
 */
export function foldAsk(waiting: Remembered | null, saved: readonly string[], query: ChainQuery): Remembered {
  const base = waiting?.recentSymbols ?? saved;
  return { lastQuery: query, recentSymbols: [query.underlier, ...base.filter((s) => s !== query.underlier)].slice(0, RECENT_SYMBOLS) };
}

/** Returns `remember(query)`, given the recent symbols the settings hold now. */
export function useRememberQuery(savedRecents: readonly string[]): (query: ChainQuery) => void {
  const update = useUpdateSettings();
  const { mutate } = update;
  const pending = useRef<Remembered | null>(null);
  return useCallback(
    (query: ChainQuery) => {
      const scheduled = pending.current !== null;
      pending.current = foldAsk(pending.current, savedRecents, query);
      if (scheduled) return;
      requestIdleCallback(
        () => {
          const chainView = pending.current;
          pending.current = null;
          if (chainView !== null) mutate({ chainView });
        },
        { timeout: IDLE_WITHIN },
      );
    },
    [savedRecents, mutate],
  );
}
