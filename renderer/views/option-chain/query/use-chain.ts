/**
 * The chain the view shows, from the React Query cache: the asked query's entry
 * (`['chain', environment, query]`), and the last chain that loaded under it while it loads or
 * fails. Asking always asks the brokerage (a cached chain is refreshed, not just shown again).
 */
import { hashKey, notifyManager, skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import type { ChainQuery } from '../../../../shared/domain/chain-query.ts';
import type { EnvironmentId } from '../../../../shared/settings.ts';
import { api, unwrap } from '../../../api.ts';
import { chainKey, pruneChains, sameChainKey, type CachedChain, type ChainKey } from '../../../queries/chain-cache.ts';
import { findNearbyMonths, hasPairs, type NearbyMonths } from './chain-nearby.ts';
import { useChainUiStore } from '../chain-ui-store.ts';
import { chainViewState, type ChainViewState } from './chain-view-state.ts';

/** The key observed when there is no chain to observe. */
const NO_CHAIN = ['chain', 'none'] as const;

/**
 * How chains are cached: kept until replaced (a new answer comes from asking, or later from live
 * updates patched in place), never garbage-collected under the view's feet (pruneChains drops
 * the ones no longer needed), asked regardless of the page's idea of being online (the request
 * goes to main, and the local demo needs no network), and without structural sharing (an answer
 * is replaced whole or patched with identity kept by chain-cache.ts; comparing 10,000 pairs deeply
 * would only cost time).
 */
const CHAIN_QUERY = { staleTime: Infinity, gcTime: Infinity, networkMode: 'always', structuralSharing: false } as const;

const fetchChain = (key: ChainKey) => () => unwrap(api().getOptionChain(key[2]));

/** What the chain view needs: the state to show, the nearby months after an empty answer, and the actions. */
export interface ChainView extends ChainViewState {
  query: ChainQuery | null;
  /** The cache key of the chain on screen (its identity for the cursor), or null. */
  shownKey: ChainKey | null;
  nearby: NearbyMonths;
  ask(query: ChainQuery): void;
  retry(): void;
}

/** The chain view's data for `environment` (undefined until the session is known). */
export function useChain(environment: EnvironmentId | undefined): ChainView {
  const client = useQueryClient();
  const asked = useChainUiStore((s) => s.asked);
  const shown = useChainUiStore((s) => s.shown);
  const setShown = useChainUiStore((s) => s.setShown);
  const key = useMemo(() => (asked !== null && environment !== undefined ? chainKey(environment, asked) : null), [asked, environment]);
  const current = useQuery<CachedChain>({ ...CHAIN_QUERY, queryKey: key ?? NO_CHAIN, queryFn: key === null ? skipToken : fetchChain(key) });
  // The last chain that loaded, on screen while the asked one loads or failed (same environment only).
  const fallbackKey = shown !== null && shown[1] === environment && !sameChainKey(shown, key) ? shown : null;
  const fallback = useQuery<CachedChain>({
    ...CHAIN_QUERY,
    queryKey: fallbackKey ?? NO_CHAIN,
    queryFn: fallbackKey === null ? skipToken : fetchChain(fallbackKey),
    enabled: false,
  });

  // Once the asked chain loaded it is the one on screen. When its answer comes, the switch is
  // queued in the answer's own notification batch, so both land in one render (an effect after
  // the answer's commit rendered the whole view a second time before the chain's first paint).
  // A chain already cached when asked switches in the effect below; a render after the switch,
  // when the fallback no longer observes the chain shown before, every other chain is dropped.
  useEffect(() => {
    if (key === null) return undefined;
    const hash = hashKey(key);
    return client.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success' || event.query.queryHash !== hash) return;
      notifyManager.schedule(() => {
        if (!sameChainKey(useChainUiStore.getState().shown, key)) setShown(key);
      });
    });
  }, [client, key, setShown]);
  const loaded = key !== null && current.status === 'success';
  useEffect(() => {
    if (!loaded || key === null) return;
    if (sameChainKey(shown, key)) pruneChains(client, key);
    else setShown(key);
  }, [loaded, key, shown, setShown, client]);

  const state = chainViewState(key === null ? null : current, fallback.data);
  const shownKey = state.answer === null ? null : state.answer === current.data ? key : fallbackKey;

  // After an empty answer, the months around it that have options (server state too).
  const answer = state.answer;
  const empty = state.phase !== 'loading' && answer !== null && !hasPairs(answer.chain);
  const nearbyKey = empty && environment !== undefined ? (['chain-nearby', environment, answer.query] as const) : null;
  const nearby = useQuery({
    queryKey: nearbyKey ?? ['chain-nearby', 'none'],
    queryFn: nearbyKey === null ? skipToken : ({ signal }) => findNearbyMonths(nearbyKey[2], Date.now(), (query) => api().getOptionChain(query), signal),
    staleTime: Infinity,
    networkMode: 'always',
  });

  const ask = useCallback(
    (query: ChainQuery) => {
      useChainUiStore.getState().ask(query);
      // A chain already cached is asked again (Load means "ask the brokerage"): refetched now if
      // it is the one observed, else marked stale so the observer fetches it on the switch.
      if (environment !== undefined) void client.invalidateQueries({ queryKey: chainKey(environment, query), exact: true });
    },
    [client, environment],
  );
  const { refetch } = current;
  const retry = useCallback(() => void refetch(), [refetch]);

  return {
    ...state,
    query: asked,
    shownKey,
    nearby:
      nearbyKey === null ? { status: 'idle', months: [] } : nearby.isSuccess ? { status: 'done', months: nearby.data } : { status: 'searching', months: [] },
    ask,
    retry,
  };
}
