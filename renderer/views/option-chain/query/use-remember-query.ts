/**
 * Remembers the chain asked (the form's next start, and the recent symbols) in the settings once
 * the chain asked is on screen (or failed), after that frame is painted, rather than as the
 * request leaves or when the page is first idle: the write's optimistic update and its answer
 * each render the app again, and an idle page is found while the answer waits for its render,
 * which put two renders of the whole view between the answer and its first paint. A chain slow
 * to come holds the write back MAX_WAIT at most; leaving the view writes it at once. Asks made
 * before the write (a symbol typed, then another) are folded into one write that keeps every one
 * of them in the recent symbols, newest first.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChainQuery } from '../../../../shared/domain/chain-query.ts';
import { useUpdateSettings } from '../../../queries/app-queries.ts';

/** Recent symbols kept, newest first. */
const RECENT_SYMBOLS = 12;
/** The longest a remembered query waits for the chain asked (ms). */
const MAX_WAIT = 2_000;

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

/**
 * Returns `remember(query)`, given the recent symbols the settings hold now and whether the
 * chain asked is still loading.
 */
export function useRememberQuery(savedRecents: readonly string[], loading: boolean): (query: ChainQuery) => void {
  const { mutate } = useUpdateSettings();
  const pending = useRef<Remembered | null>(null);
  // Counts asks: an ask renders with the chain's loading state, so the effects below see both.
  const [asks, setAsks] = useState(0);
  const write = useCallback(() => {
    const chainView = pending.current;
    pending.current = null;
    if (chainView !== null) mutate({ chainView });
  }, [mutate]);

  useEffect(() => {
    if (loading || pending.current === null) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A task queued from the frame's animation callback runs once that frame is painted.
    const frame = requestAnimationFrame(() => (timer = setTimeout(write, 0)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [loading, asks, write]);
  useEffect(() => {
    if (asks === 0) return undefined;
    const timer = setTimeout(write, MAX_WAIT);
    return () => clearTimeout(timer);
  }, [asks, write]);
  useEffect(() => write, [write]);

  return useCallback(
    (query: ChainQuery) => {
      pending.current = foldAsk(pending.current, savedRecents, query);
      setAsks((count) => count + 1);
    },
    [savedRecents],
  );
}
