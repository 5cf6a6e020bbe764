/**
 * Server state of the orders view that is not live: a window of history (`orders:history`,
 * fetched once per query and again on Refresh, keeping unchanged order objects so only changed
 * rows re-render), and one order's details with its event timeline (`orders:details`, fetched
 * when a person opens the order; a failure stays in the panel).
 */
import { useQuery } from '@tanstack/react-query';
import type { OrderDetails, OrderHistory, OrderHistoryQuery } from '../../../shared/domain/order-history.ts';
import type { EnvironmentId } from '../../../shared/settings.ts';
import { api, unwrap } from '../../api.ts';
import { historyKeys } from '../../feeds/orders/history-keys.ts';
import { shareHistory } from './share-watch-state.ts';

/** A window of history; `null` asks for nothing (Today is the watcher's). */
export function useOrderHistory(environment: EnvironmentId, query: OrderHistoryQuery | null) {
  return useQuery({
    queryKey: historyKeys.window(environment, query),
    queryFn: (): Promise<OrderHistory> => unwrap(api().getOrderHistory(query as OrderHistoryQuery)),
    enabled: query !== null,
    // History is not live: it changes only when the person asks (Refresh).
    staleTime: Infinity,
    retry: false,
    structuralSharing: (previous: unknown, next: unknown) => shareHistory(previous as OrderHistory | undefined, next as OrderHistory),
  });
}

/** One order's details and events; `null` asks for nothing. */
export function useOrderDetails(environment: EnvironmentId, accountKey: string | null, orderId: string | null) {
  return useQuery({
    queryKey: historyKeys.details(environment, accountKey ?? '', orderId ?? ''),
    queryFn: (): Promise<OrderDetails> => unwrap(api().getOrderDetails({ accountKey: accountKey as string, orderId: orderId as string })),
    enabled: accountKey !== null && orderId !== null,
    staleTime: 30_000,
    // The sandbox answers this call with error 100: asking again does not help.
    retry: false,
  });
}
