/**
 * What changed between two snapshots of an account's orders: added, removed, status changed, fills
 * changed. Each snapshot is indexed once into a Map by order ID (group members included), so a
 * diff is one pass over each side, and only the last index is kept between refreshes.
 */
import type { OrderBook, OrderChange } from '../../../shared/domain/order-watch.ts';
import { fillChange } from '../../../shared/domain/order-quantities.ts';
import type { Order } from '../../../shared/domain/orders.ts';

/** Orders by ID, in the book's order (a Map keeps insertion order). */
export type OrderIndex = ReadonlyMap<string, Order>;

/** Indexes a book: normal orders first, then each group's members. */
export function indexBook(book: OrderBook): OrderIndex {
  const index = new Map<string, Order>();
  for (const order of book.orders) if (!index.has(order.orderId)) index.set(order.orderId, order);
  for (const group of book.groups) for (const order of group.orders) if (!index.has(order.orderId)) index.set(order.orderId, order);
  return index;
}

/** The changes from `previous` to `next`, in the new book's order, removals last. */
export function diffOrders(previous: OrderIndex, next: OrderIndex): OrderChange[] {
  const changes: OrderChange[] = [];
  for (const [orderId, order] of next) {
    const before = previous.get(orderId);
    if (before === undefined) {
      changes.push({ kind: 'added', orderId });
      continue;
    }
    // Same object: decoded from the same bytes cannot happen, but a reused snapshot can.
    if (before === order) continue;
    if (before.status !== order.status) changes.push({ kind: 'status', orderId, from: before.status, to: order.status });
    // Per unit: a buy-write's shares and contracts have no total whose change could be seen.
    const fill = fillChange(before, order);
    if (fill !== null) changes.push({ kind: 'fill', orderId, ...fill });
  }
  for (const orderId of previous.keys()) if (!next.has(orderId)) changes.push({ kind: 'removed', orderId });
  return changes;
}
