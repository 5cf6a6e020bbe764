/**
 * Server state of the positions view through React Query: the shown account's positions and
 * balance, fetched once by `positions:watch` and then kept current by main's `positions:changed`
 * pushes, which land in the cache in one place (queries/push-landing.ts). The feed runs only while
 * the view shows the account: leaving the view or picking another account sends
 * `positions:unwatch`, which stops its refreshes (its last read stays in main for a quick return).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PositionsState } from '../../../shared/domain/positions-watch.ts';
import type { EnvironmentId } from '../../../shared/settings.ts';
import { api, unwrap } from '../../api.ts';
import { landPositions } from '../../queries/push-landing.ts';
import { positionKeys } from './position-keys.ts';
import { usePositionsStore } from './positions-store.ts';
import { sharePositions } from './share-positions.ts';

/** The positions of `accountKey`, live while this hook is mounted with it. */
export function usePositions(environment: EnvironmentId, accountKey: string | null) {
  const client = useQueryClient();
  useEffect(() => {
    if (accountKey === null) return;
    return () => {
      void api().unwatchPositions({ accountKey });
      // Coming back must watch anew (main answers its last read at once and refreshes it).
      client.removeQueries({ queryKey: positionKeys.watch(environment, accountKey) });
    };
  }, [client, environment, accountKey]);

  return useQuery({
    queryKey: positionKeys.watch(environment, accountKey),
    queryFn: async (): Promise<PositionsState> => {
      const state = await unwrap(api().watchPositions({ accountKey: accountKey as string }));
      usePositionsStore.getState().recordRefresh(state);
      return state;
    },
    enabled: accountKey !== null,
    staleTime: Infinity,
    retry: false,
    structuralSharing: (previous: unknown, next: unknown) => sharePositions(previous as PositionsState | undefined, next as PositionsState),
  });
}

/** "Refresh now" and pause/resume; their answers land where the pushes do. */
export function usePositionControls(accountKey: string | null) {
  const client = useQueryClient();
  const store = (state: PositionsState) => landPositions(client, state);
  const refresh = useMutation({ mutationFn: () => unwrap(api().refreshPositions({ accountKey: accountKey as string })), onSuccess: store });
  const pause = useMutation({ mutationFn: (paused: boolean) => unwrap(api().pausePositions({ accountKey: accountKey as string, paused })), onSuccess: store });
  return { refresh, pause };
}
