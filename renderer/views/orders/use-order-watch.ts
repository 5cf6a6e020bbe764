/**
 * Server state of the orders view through React Query: the watch state of the chosen account
 * (the accounts list is queries/use-accounts.ts), fetched once by `orders:watch` and then kept current by main's
 * `orders:changed` pushes, which land in the cache in one place (queries/push-landing.ts). The
 * watcher keeps running while another view is shown, so notifications still come; it is stopped
 * when the user picks another account.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { OrderWatchState } from '../../../shared/domain/order-watch.ts';
import type { EnvironmentId } from '../../../shared/settings.ts';
import { api, unwrap } from '../../api.ts';
import { keepHeldData, landOrders } from '../../queries/push-landing.ts';
import { orderKeys } from '../../feeds/orders/order-keys.ts';
import { useOrdersStore } from '../../feeds/orders/orders-store.ts';

/** The account being watched, so that switching stops the previous watcher. */
let watched: { environment: EnvironmentId; accountId: string } | null = null;

function switchWatch(client: QueryClient, environment: EnvironmentId, accountId: string | null): void {
  if (watched !== null && (watched.accountId !== accountId || watched.environment !== environment)) {
    const previous = watched;
    void api().unwatchOrders({ accountKey: previous.accountId });
    // Coming back to it must watch anew rather than show a cache nobody updates.
    client.removeQueries({ queryKey: orderKeys.watch(previous.environment, previous.accountId) });
  }
  watched = accountId === null ? null : { environment, accountId };
}

/** The watch state of `accountId`, live. */
export function useOrderWatch(environment: EnvironmentId, accountId: string | null) {
  const client = useQueryClient();

  useEffect(() => {
    switchWatch(client, environment, accountId);
  }, [client, environment, accountId]);

  return useQuery({
    queryKey: orderKeys.watch(environment, accountId),
    queryFn: async (): Promise<OrderWatchState> => {
      const state = await unwrap(api().watchOrders({ accountKey: accountId as string }));
      useOrdersStore.getState().recordRefresh(state);
      return state;
    },
    enabled: accountId !== null,
    staleTime: Infinity,
    // An answer of the revision held keeps the book held; a push's landing shared its rows already.
    structuralSharing: keepHeldData<OrderWatchState>('book'),
  });
}

/** "Refresh now" and pause/resume; their answers land where the pushes do. */
export function useOrderControls(accountId: string | null) {
  const client = useQueryClient();
  const store = (state: OrderWatchState) => landOrders(client, state);
  const refresh = useMutation({
    mutationFn: () => unwrap(api().refreshOrders({ accountKey: accountId as string })),
    onSuccess: store,
  });
  const pause = useMutation({
    mutationFn: (paused: boolean) => unwrap(api().pauseOrders({ accountKey: accountId as string, paused })),
    onSuccess: store,
  });
  return { refresh, pause };
}
