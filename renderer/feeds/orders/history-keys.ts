/** The query keys of the orders that are not live: a window of history, and one order's details with its events. */
import type { OrderHistoryQuery } from '../../../shared/domain/order-history.ts';
import type { EnvironmentId } from '../../../shared/settings.ts';

export const historyKeys = {
  window: (environment: EnvironmentId, query: OrderHistoryQuery | null) => ['orders-history', environment, query] as const,
  details: (environment: EnvironmentId, accountKey: string, orderId: string) => ['order-details', environment, accountKey, orderId] as const,
};
