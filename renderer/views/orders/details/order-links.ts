/**
 * How orders point at each other on the current API: a changed order's old version says
 * "replaced by #377", the new one "replaces #374"; a group order's members carry the numbers the
 * platform gives them (1, 2, … as `orderNumber`). Links jump to the other order when it is in the
 * list shown, and say so when it is not (another day, filtered out).
 */
import { memberLabel, platformId } from '../../../../shared/domain/order-identity.ts';
import type { OrderBook } from '../../../../shared/domain/order-watch.ts';
import type { Order } from '../../../../shared/domain/orders.ts';
import { allOrders } from '../table/order-rows.ts';

// How an order is named lives in one module for the whole app (and the notifications).
export { memberLabel, memberNumber, platformId, shownOrderId } from '../../../../shared/domain/order-identity.ts';

/** One link of an order to another. */
export interface OrderLink {
  kind: 'replaces' | 'replaced-by';
  orderId: string;
  /** "replaces #374", "replaced by #377". */
  words: string;
  /** Whether the other order is in the list shown (else the link cannot jump). */
  present: boolean;
}

/**
 * "Member #2 of One-cancels-all 2061400330": a member's place in its group for the details panel.
 * A member the platform left unnumbered says so; no number is made up for it.
 */
export const memberOfWords = (order: Order, groupWords: string, groupOrderId: string | null): string => {
  const label = memberLabel(order);
  const who = label === null ? 'Unnumbered member' : `Member ${label}`;
  return groupOrderId === null ? `${who} of ${groupWords}` : `${who} of ${groupWords} ${groupOrderId}`;
};

const idOf = (value: string | null | undefined, self: string): string | null =>
  typeof value === 'string' && value !== '' && value !== '0' && value !== self ? value : null;

/**
 * Where each platform order ID is in a book: the book's own order ID of that order (for a group
 * member, its first member's). Links name platform IDs; rows are keyed by the book's IDs.
 * Built once per book.
 */
const indexCache = new WeakMap<OrderBook, ReadonlyMap<string, string>>();
export function orderIndexOf(book: OrderBook): ReadonlyMap<string, string> {
  let index = indexCache.get(book);
  if (index === undefined) {
    const map = new Map<string, string>();
    for (const order of allOrders(book)) {
      if (!map.has(order.orderId)) map.set(order.orderId, order.orderId);
      const platform = platformId(order);
      if (!map.has(platform)) map.set(platform, order.orderId);
    }
    index = map;
    indexCache.set(book, index);
  }
  return index;
}

/** The links of an order: "replaces" first (its past), then "replaced by" (its future). */
export function orderLinks(order: Order, present: { has(orderId: string): boolean }): OrderLink[] {
  const links: OrderLink[] = [];
  const replaces = idOf(order.replacesOrderId, platformId(order));
  if (replaces !== null) links.push({ kind: 'replaces', orderId: replaces, words: `replaces #${replaces}`, present: present.has(replaces) });
  const replacedBy = idOf(order.replacedByOrderId, platformId(order));
  if (replacedBy !== null) links.push({ kind: 'replaced-by', orderId: replacedBy, words: `replaced by #${replacedBy}`, present: present.has(replacedBy) });
  return links;
}
