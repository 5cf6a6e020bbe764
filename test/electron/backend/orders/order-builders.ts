/** TEST-ONLY: orders and books built in a line, for paging, diff and watcher tests. */
import type { OrderBook } from '../../../../shared/domain/order-watch.ts';
import { completeOrder } from '../../../../shared/domain/order-assembly.ts';
import type { Order, OrderListPage } from '../../../../shared/domain/orders.ts';
import { legFields, orderFields } from '../../../helpers/order-fixtures.ts';

/** An equity order with one leg: BUY `ordered` XYZ at a limit. */
export function order(orderId: string | number, options: { status?: string; filled?: number; ordered?: number } = {}): Order {
  return completeOrder(
    orderFields({
      orderId: String(orderId),
      placedAt: 1_781_100_000_000,
      status: options.status ?? 'OPEN',
      legs: [legFields({ orderedQuantity: options.ordered ?? 100, filledQuantity: options.filled ?? 0 })],
    }),
  );
}

/** A buy-write: BUY 1,400 XYZ and SELL_OPEN 14 XYZ calls, with these fills (shares, contracts). */
export function buyWrite(orderId: string | number, shares: number, contracts: number, status = 'OPEN'): Order {
  return completeOrder(
    orderFields({
      orderId: String(orderId),
      placedAt: 1_781_100_000_000,
      status,
      orderType: 'BUY_WRITES',
      priceType: 'NET_DEBIT',
      limitPrice: 41.5,
      legs: [
        legFields({ legNumber: 1, action: 'BUY', orderedQuantity: 1400, filledQuantity: shares }),
        legFields({
          legNumber: 2,
          action: 'SELL_OPEN',
          orderedQuantity: 14,
          filledQuantity: contracts,
          option: { callPut: 'CALL', expiry: '2026-07-17', strikePrice: 45 },
        }),
      ],
    }),
  );
}

/** A book of normal orders. */
export const book = (...orders: Order[]): OrderBook => ({ orders, groups: [] });

/** A page of normal orders with the marker of the next one. */
export const page = (marker: string | null, ...orders: Order[]): OrderListPage => ({ count: orders.length, marker, orders, groups: [] });
