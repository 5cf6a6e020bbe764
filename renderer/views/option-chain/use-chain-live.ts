/**
 * The live side of the chain on screen (current API): pushed quotes merged into the cache, and
 * main told what is in view so it refreshes only that. The view reports every change of the
 * strikes in view; main hears of it once the scrolling settles (debounced), and again when the
 * window is hidden or shown. Leaving the view (or showing a chain without quotes) unwatches.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ChainQuery } from '../../../shared/domain/chain-query.ts';
import type { ChainQuotesUpdate } from '../../../shared/domain/chain-refresh.ts';
import type { EnvironmentId } from '../../../shared/settings.ts';
import type { AppError } from '../../../shared/result.ts';
import { api } from '../../api.ts';
import { patchCachedQuotes } from '../../queries/chain-cache.ts';
import { sameQuery } from './chain-live-status.ts';

/** How long the strikes in view must stay put before main is told: a fling sends one watch, not forty. */
export const WATCH_DEBOUNCE_MS = 300;

/** What the live refresh says about itself, for the toolbar. */
export interface ChainLiveStatus {
  /** Epoch ms of the last push (or of the watch starting), null before. */
  updatedAt: number | null;
  intervalMs: number | null;
  slowedBecause: string | null;
  costPerRefresh: number | null;
  stale: { error: AppError; since: number } | null;
  /** Contracts changed by the last push. */
  lastChanges: number;
}

const IDLE: ChainLiveStatus = { updatedAt: null, intervalMs: null, slowedBecause: null, costPerRefresh: null, stale: null, lastChanges: 0 };

/** Live quotes for `query` in `environment` while `enabled`; returns the status and the view reporter for the grid. */
export function useChainLive(environment: EnvironmentId | undefined, query: ChainQuery | null, enabled: boolean) {
  const client = useQueryClient();
  const [status, setStatus] = useState<ChainLiveStatus>(IDLE);
  // A status belongs to the query it came for: another chain starts from idle (adjusted while rendering).
  const [statusFor, setStatusFor] = useState(query);
  if (!sameQuery(statusFor, query) && statusFor !== query) {
    setStatusFor(query);
    setStatus(IDLE);
  }
  const view = useRef<{ centre: number | null; inView: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const live = enabled && environment !== undefined && query !== null;

  useEffect(() => {
    if (!live) return undefined;
    return api().onChainQuotes((update: ChainQuotesUpdate) => {
      if (!sameQuery(update.query, query)) return;
      patchCachedQuotes(client, environment, update);
      // Rendered now, in the push's own task: the query observer already holds the patched chain
      // (React Query tells React only from a later timer), so this render reads it and the changed
      // rows, their flashes and the status commit together, and the next frame paints them. Left
      // to the timer, a frame went by in between (a trace showed push to paint 64 ms, 12 of them
      // a frame that painted nothing new).
      flushSync(() =>
        setStatus({
          updatedAt: update.fetchedAt,
          intervalMs: update.intervalMs,
          slowedBecause: update.slowedBecause,
          costPerRefresh: update.costPerRefresh,
          stale: update.stale,
          lastChanges: update.changes.length,
        }),
      );
    });
  }, [live, client, environment, query]);

  const send = useCallback(() => {
    const seen = view.current;
    if (!live || seen === null) return;
    const visible = document.visibilityState === 'visible';
    void api()
      .watchChain({ query, centreStrike: seen.centre, strikesInView: Math.min(2000, Math.max(1, seen.inView)), visible })
      .then((result) => {
        if (result.ok) setStatus((s) => ({ ...s, intervalMs: result.data.intervalMs, costPerRefresh: result.data.costPerRefresh }));
        else setStatus((s) => ({ ...s, stale: { error: result.error, since: Date.now() } }));
      });
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
