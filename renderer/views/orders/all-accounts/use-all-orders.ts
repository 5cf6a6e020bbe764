/**
 * Server state of "All accounts": `orders:watchAll` starts main's watcher of every open
 * account and answers their states; each lands in a query of its own (`orderKeys.allWatch`), where
 * main's `orders:changed` pushes keep it current (queries/push-landing.ts), the orders a push does
 * not name keeping their objects. Choosing one account sends `orders:unwatchAll`: the
 * watchers of accounts not also shown on their own stop. History windows are read per account and
 * merged by the view, as today's books are.
 */
import { useMutation, useQueries, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { OrderHistory, OrderHistoryQuery } from '../../../../shared/domain/order-history.ts';
import type { AllOrdersState, OrderWatchState } from '../../../../shared/domain/order-watch.ts';
import type { EnvironmentId } from '../../../../shared/settings.ts';
import { api, toAppError, unwrap } from '../../../api.ts';
import { keepHeldData, landOrders } from '../../../queries/push-landing.ts';
import { useHeldCombine } from '../../../queries/held-combine.ts';
import type { AccountTag } from '../../../components/accounts/account-options.ts';
import { ALL_ACCOUNTS_PART, orderKeys } from '../../../feeds/orders/order-keys.ts';
import { useOrdersStore } from '../../../feeds/orders/orders-store.ts';
import { shareHistory } from '../share-watch-state.ts';
import { historyKeys } from '../../../feeds/orders/history-keys.ts';

/** Each account's state as the queries hold it (the list kept while every state is the same object). */
const statesOf = (results: readonly { data?: OrderWatchState | null }[]) => results.map((result) => result.data ?? undefined);

/** Each history window, its failure and whether any is on its way (kept while each is the same). */
const historiesOf = (results: readonly { data?: OrderHistory; isError: boolean; error: unknown; isFetching: boolean }[]) => ({
  histories: results.map((result) => result.data),
  errors: results.map((result) => (result.isError ? toAppError(result.error) : null)),
  fetching: results.some((result) => result.isFetching),
});

/** Every account's state of All accounts gone from the cache (coming back watches anew). */
const forgetAll = (client: QueryClient, environment: EnvironmentId) => {
  client.removeQueries({ queryKey: orderKeys.all(environment) });
  client.removeQueries({
    predicate: (query) => query.queryKey[0] === 'orders' && query.queryKey[1] === environment && query.queryKey[3] === ALL_ACCOUNTS_PART,
  });
};

/** The environment whose All accounts main watches for this page, so that leaving it stops them. */
let watchedAll: EnvironmentId | null = null;

/**
 * Called by the orders view on every choice: All accounts in `environment`, or `null` for one
 * account. Like one account's watcher, All accounts' watchers keep running while another view is
 * shown (their notifications still come); they stop when the person picks one account or the
 * environment changes.
 */
export function useAllOrdersChoice(environment: EnvironmentId | null): void {
  const client = useQueryClient();
  useEffect(() => {
    if (watchedAll !== null && watchedAll !== environment) {
      void api().unwatchAllOrders();
      forgetAll(client, watchedAll);
    }
    watchedAll = environment;
  }, [client, environment]);
}

/**
 * Watches every open account (the view shows All accounts); answers the accounts main watches (the
 * picker's open accounts, in its order; past main's limit only the first ones, with `limited`
 * saying so in words), their states, `undefined` for one main has not answered yet, and the
 * watch's own failure (the legacy API, the accounts list). The queries stay in the cache while
 * another view is shown (pushes keep landing); `useAllOrdersChoice` removes them.
 */
export function useAllOrders(environment: EnvironmentId, open: readonly AccountTag[]) {
  const client = useQueryClient();
  const combine = useHeldCombine(statesOf, 1);

  const watch = useQuery({
    queryKey: orderKeys.all(environment),
    queryFn: async (): Promise<AllOrdersState> => {
      const answer = await unwrap(api().watchAllOrders());
      // Each account's query exists from the answer on, so the pushes that follow land in it.
      for (const state of answer.states) {
        client.setQueryData(orderKeys.allWatch(environment, state.accountKey), state);
        useOrdersStore.getState().recordRefresh(state);
      }
      return answer;
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  const limited = watch.data?.limited ?? null;
  const answered = watch.data?.states;
  const accounts = useMemo(() => {
    if (limited === null || answered === undefined) return open;
    const watched = new Set(answered.map((state) => state.accountKey));
    return open.filter((account) => watched.has(account.key));
  }, [open, limited, answered]);
  const states = useQueries({
    queries: accounts.map(({ key }) => ({
      queryKey: orderKeys.allWatch(environment, key),
      // Filled by the answer above and the pushes; never fetched on its own.
      queryFn: (): OrderWatchState | null => client.getQueryData<OrderWatchState>(orderKeys.allWatch(environment, key)) ?? null,
      enabled: false,
      staleTime: Infinity,
      gcTime: Infinity,
      structuralSharing: keepHeldData<OrderWatchState>('book'),
    })),
    combine,
  }).value;
  return { watch, error: watch.isError ? toAppError(watch.error) : null, accounts, limited, states };
}

/** "Refresh now" and pause/resume of every account of All accounts; their answers land where the pushes do. */
export function useAllOrderControls(accountKeys: readonly string[]) {
  const client = useQueryClient();
  const each = async (call: (accountKey: string) => Promise<OrderWatchState>) => {
    for (const state of await Promise.all(accountKeys.map(call))) landOrders(client, state);
  };
  const refresh = useMutation({ mutationFn: () => each((accountKey) => unwrap(api().refreshOrders({ accountKey }))) });
  const pause = useMutation({ mutationFn: (paused: boolean) => each((accountKey) => unwrap(api().pauseOrders({ accountKey, paused }))) });
  return { refresh, pause };
}

/** The same window of history for every account (one `orders:history` each, kept as one account's is). */
export function useAllHistory(environment: EnvironmentId, queries: readonly OrderHistoryQuery[]) {
  const client = useQueryClient();
  // The list, each entry's failure, one level more: a failure is made anew from its error each time.
  const combine = useHeldCombine(historiesOf, 3);
  const held = useQueries({
    queries: queries.map((query) => ({
      queryKey: historyKeys.window(environment, query),
      queryFn: (): Promise<OrderHistory> => unwrap(api().getOrderHistory(query)),
      staleTime: Infinity,
      retry: false,
      structuralSharing: (previous: unknown, next: unknown) => shareHistory(previous as OrderHistory | undefined, next as OrderHistory),
    })),
    combine,
  }).value;
  const refetch = () => Promise.all(queries.map((query) => client.refetchQueries({ queryKey: historyKeys.window(environment, query), exact: true })));
  return { ...held, refetch };
}
