/**
 * Keeps the objects of orders that did not change from one Refresh of a history window to the
 * next. Every answer arrives as a fresh copy (IPC clones it), so without this every row would
 * look new and re-render. Matching is by order ID, not by position: a new order at the top must
 * not make every row below it look changed (React Query's own sharing compares arrays by index).
 * The live watch needs none of this: its pushes name what changed (renderer/queries/push-landing.ts).
 */
import type { OrderHistory } from '../../../shared/domain/order-history.ts';
import type { OrderBook } from '../../../shared/domain/order-watch.ts';
import type { GroupOrder, Order, OrderLeg } from '../../../shared/domain/orders.ts';

const sameValue = (a: unknown, b: unknown): boolean => a === b || (Number.isNaN(a) && Number.isNaN(b));

/** How many own enumerable keys an object has, counted without building an array of them. */
const keyCount = (value: object): number => {
  let count = 0;
  for (const _ in value) count += 1;
  return count;
};

/**
 * Field by field, one level into objects (a leg's option side); `skip` is compared by the caller.
 * A refresh compares every order of the day (1,000+), so the keys are walked, not listed.
 */
function sameRecord(a: object, b: object, skip?: string): boolean {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  let count = 0;
  for (const key in right) {
    count += 1;
    if (key === skip) continue;
    const x = left[key];
    const y = right[key];
    if (sameValue(x, y)) continue;
    if (x === null || y === null || typeof x !== 'object' || typeof y !== 'object' || Array.isArray(x) || Array.isArray(y)) return false;
    if (!sameRecord(x, y)) return false;
  }
  return count === keyCount(left);
}

function sameLegs(a: readonly OrderLeg[], b: readonly OrderLeg[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (!sameRecord(a[i] as OrderLeg, b[i] as OrderLeg)) return false;
  return true;
}

/** The previous object when nothing in the order changed, else the new one. */
function shareOrder(previous: Order | undefined, next: Order): Order {
  if (previous === undefined) return next;
  return sameRecord(previous, next, 'legs') && sameLegs(previous.legs, next.legs) ? previous : next;
}

function indexOrders(book: OrderBook): Map<string, Order> {
  const index = new Map<string, Order>();
  for (const order of book.orders) index.set(order.orderId, order);
  for (const group of book.groups) for (const order of group.orders) index.set(order.orderId, order);
  return index;
}

/** Every field of the group but its members (v1 adds total value and commission): the same values. */
function sameGroupFields(previous: GroupOrder, next: GroupOrder): boolean {
  const keys = Object.keys(next) as (keyof GroupOrder)[];
  if (keys.length !== Object.keys(previous).length) return false;
  return keys.every((key) => key === 'orders' || sameValue(previous[key], next[key]));
}

function shareGroup(previous: GroupOrder | undefined, next: GroupOrder, orders: Order[]): GroupOrder {
  const same =
    previous !== undefined &&
    sameGroupFields(previous, next) &&
    previous.orders.length === orders.length &&
    previous.orders.every((order, i) => order === orders[i]);
  return same ? previous : { ...next, orders };
}

/** The new book with every unchanged order (and group) replaced by the object already shown. */
export function shareBook(previous: OrderBook | null, next: OrderBook | null): OrderBook | null {
  if (previous === null || next === null) return next;
  const before = indexOrders(previous);
  const groupsBefore = new Map(previous.groups.map((group) => [group.groupOrderId, group]));
  const orders = next.orders.map((order) => shareOrder(before.get(order.orderId), order));
  const groups = next.groups.map((group) =>
    shareGroup(
      groupsBefore.get(group.groupOrderId),
      group,
      group.orders.map((order) => shareOrder(before.get(order.orderId), order)),
    ),
  );
  const unchanged =
    orders.length === previous.orders.length &&
    orders.every((order, i) => order === previous.orders[i]) &&
    groups.length === previous.groups.length &&
    groups.every((group, i) => group === previous.groups[i]) &&
    previous.truncated === next.truncated;
  return unchanged ? previous : { ...next, orders, groups };
}

/**
 * The history window to keep in the cache after a Refresh: the previous book's objects wherever
 * they still hold, so that only the rows of orders that changed re-render. A window of another
 * query (another range, account or filter) shares nothing.
 */
export function shareHistory(previous: OrderHistory | undefined, next: OrderHistory): OrderHistory {
  if (previous === undefined || JSON.stringify(previous.query) !== JSON.stringify(next.query)) return next;
  const book = shareBook(previous.book, next.book) ?? next.book;
  const sameCap = previous.capped?.shown === next.capped?.shown;
  if (book === previous.book && sameCap && previous.fetchedAt === next.fetchedAt) return previous;
  return { ...next, book, capped: sameCap ? previous.capped : next.capped };
}
