/** TEST-ONLY: orders and books built in a line, for paging, diff and watcher tests. */
import type { OrderBook } from '../../../../shared/domain/order-watch.ts';
import { completeOrder, type Order, type OrderListPage } from '../../../../shared/domain/orders.ts';

/** An equity order with one leg: BUY `ordered` XYZ at a limit. */
export function order(orderId: string | number, options: { status?: string; filled?: number; ordered?: number } = {}): Order {
  return completeOrder({
    orderId: String(orderId),
    placedAt: 1_781_100_000_000,
    executedAt: null,
    orderValue: null,
    status: options.status ?? 'OPEN',
    orderType: 'EQ',
    orderTerm: 'GOOD_FOR_DAY',
    priceType: 'LIMIT',
    routingDestination: 'AUTO',
    limitPrice: 12.5,
    stopPrice: null,
    stopLimitPrice: null,
    bracketLimitPrice: null,
    initialStopPrice: null,
    trailPrice: null,
    triggerPrice: null,
    conditionPrice: null,
    conditionSymbol: null,
    conditionType: null,
    conditionFollowPrice: null,
    replacedByOrderId: null,
    allOrNone: false,
    legs: [
      {
        legNumber: 1,
        symbol: 'XYZ',
        symbolDescription: null,
        action: 'BUY',
        orderedQuantity: options.ordered ?? 100,
        filledQuantity: options.filled ?? 0,
        executedPrice: null,
        estimatedCommission: null,
        estimatedFees: null,
        reserveQuantity: null,
        option: null,
      },
    ],
  });
}

/** A book of normal orders. */
export const book = (...orders: Order[]): OrderBook => ({ orders, groups: [] });

/** A page of normal orders with the marker of the next one. */
export const page = (marker: string | null, ...orders: Order[]): OrderListPage => ({ count: orders.length, marker, orders, groups: [] });
