/**
 * TEST-ONLY: a v1 order list in memory that answers pages the way the platform does
 * (docs/platform/current-api.md, "Orders"): newest first, the window by New York day of placement,
 * one status, `marker` only when another page exists. Counts the requests.
 */
import type { OrderPageRequest } from '../../../../electron/backend/broker/broker-client.ts';
import { newYorkDate } from '../../../../shared/domain/market-time.ts';
import type { OrderDetails } from '../../../../shared/domain/order-history.ts';
import { completeOrder } from '../../../../shared/domain/order-assembly.ts';
import type { Order, OrderListPage } from '../../../../shared/domain/orders.ts';
import { fail, ok, type Result } from '../../../../shared/result.ts';
import { legFields, orderFields } from '../../../helpers/order-fixtures.ts';

/** An order placed at `placedAt` with `status`. */
export const placed = (orderId: number, placedAt: number, status = 'OPEN'): Order =>
  completeOrder(
    orderFields({ orderId: String(orderId), placedAt, status, legs: [legFields({ orderedQuantity: 10, filledQuantity: status === 'EXECUTED' ? 10 : 0 })] }),
  );

export interface FakeV1Orders {
  /** Every order of the account; sorted newest first on each request. */
  orders: Order[];
  requests: OrderPageRequest[];
  detailRequests: string[];
  fetchPage(page: OrderPageRequest): Promise<Result<OrderListPage>>;
  fetchDetails(orderId: string): Promise<Result<OrderDetails>>;
}

export function fakeV1Orders(orders: Order[]): FakeV1Orders {
  const fake: FakeV1Orders = {
    orders,
    requests: [],
    detailRequests: [],
    async fetchPage(page) {
      fake.requests.push(page);
      const filter = page.filter;
      const matching = [...fake.orders]
        .sort((a, b) => (b.placedAt ?? 0) - (a.placedAt ?? 0))
        .filter((order) => {
          if (filter === undefined) return true;
          const day = newYorkDate(order.placedAt ?? 0);
          if (day < filter.from || day > filter.to) return false;
          return filter.status === undefined || order.status === filter.status;
        });
      const start = page.marker === undefined ? 0 : Number(page.marker);
      const count = page.count ?? 25;
      const slice = matching.slice(start, start + count);
      const more = start + count < matching.length;
      return ok({ count: slice.length, marker: more ? String(start + count) : null, orders: slice, groups: [] });
    },
    async fetchDetails(orderId) {
      fake.detailRequests.push(orderId);
      const order = fake.orders.find((candidate) => candidate.orderId === orderId);
      return order === undefined ? fail('provider', 'no such order') : ok({ order, group: null, events: [] });
    },
  };
  return fake;
}
