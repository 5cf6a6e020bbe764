/**
 * The live side of the chain on screen (current API): main told what is in view so it refreshes
 * only that; its pushes land in the cache and the chain's live store (queries/push-landing.ts),
 * which this hook reads. The view reports every change of the
 * strikes in view; main hears of it once the scrolling settles (debounced), and again when the
 * window is hidden or shown. Leaving the view (or showing a chain without quotes) unwatches.
 */
import { useCallback, useEffect, useRef } from 'react';
import type { ChainQuery } from '../../../../shared/domain/chain-query.ts';
import type { EnvironmentId } from '../../../../shared/settings.ts';
import { api } from '../../../api.ts';
import { landChainUnwatched, landChainWatch } from '../../../queries/push-landing.ts';
import { IDLE, sameQuery, useChainLiveStore, type ChainLiveStatus } from '../../../feeds/chain/chain-live-store.ts';

export type { ChainLiveStatus } from '../../../feeds/chain/chain-live-store.ts';

/** How long the strikes in view must stay put before main is told: a fling sends one watch, not forty. */
export const WATCH_DEBOUNCE_MS = 300;

/** Live quotes for `query` in `environment` while `enabled`; returns the status and the view reporter for the grid. */
export function useChainLive(environment: EnvironmentId | undefined, query: ChainQuery | null, enabled: boolean) {
  // A status belongs to the query it came for: another chain reads as idle until its own is heard.
  const status: ChainLiveStatus = useChainLiveStore((state) => (sameQuery(state.query, query) ? state.status : IDLE));
  const view = useRef<{ centre: number | null; inView: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const live = enabled && environment !== undefined && query !== null;

  const send = useCallback(() => {
    const seen = view.current;
    if (!live || seen === null) return;
    const visible = document.visibilityState === 'visible';
    const watch = { query, centreStrike: seen.centre, strikesInView: Math.min(2000, Math.max(1, seen.inView)), visible };
    void api()
      .watchChain(watch)
      .then((result) => landChainWatch(watch, result));
  }, [live, query]);

  // Watching lasts while the chain is live; the first watch goes as soon as the grid reports.
  useEffect(() => {
    if (!live) return undefined;
    const onVisibility = () => send();
    document.addEventListener('visibilitychange', onVisibility);
    send();
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      clearTimeout(timer.current);
      void api().unwatchChain();
      landChainUnwatched();
    };
  }, [live, send]);

  const reportView = useCallback(
    (centre: number | null, inView: number) => {
      const first = view.current === null;
      view.current = { centre, inView };
      clearTimeout(timer.current);
      if (first) send();
      else timer.current = setTimeout(send, WATCH_DEBOUNCE_MS);
    },
    [send],
  );

  return { status, reportView };
}
