/**
 * How orders point at each other on the current API: a changed order's old version says
 * "replaced by #377", the new one "replaces #374"; a group order's members carry the numbers the
 * platform gives them (1, 2, … as `orderNumber`). Links jump to the other order when it is in the
 * list shown, and say so when it is not (another day, filtered out).
 */
import type { OrderBook } from '../../../shared/domain/order-watch.ts';
import type { Order } from '../../../shared/domain/orders.ts';
import { allOrders } from './order-rows.ts';

/** The v1 fields this module reads; optional so that an order of the legacy generation reads as "none". */
export interface OrderLinkFields {
  replacesOrderId?: string | null;
  replacedByOrderId?: string | null;
  /** The platform's number of a group member (wire `orderNumber`). */
  orderNumber?: number | null;
  /** A v1 group member's `orderId` is `${platformOrderId}-${orderNumber}`; this is the platform's own. */
  platformOrderId?: string;
}

/** One link of an order to another. */
export interface OrderLink {
  kind: 'replaces' | 'replaced-by';
  orderId: string;
  /** "replaces #374", "replaced by #377". */
  words: string;
  /** Whether the other order is in the list shown (else the link cannot jump). */
  present: boolean;
}

/** The order's ID as the platform knows it (a v1 group member's is its group's). */
export const platformId = (order: Order): string => (order as Order & OrderLinkFields).platformOrderId ?? order.orderId;

const linkFields = (order: Order): OrderLinkFields => order as Order & OrderLinkFields;

/** The member number the platform gave a group member, or `null`. */
export function memberNumber(order: Order): number | null {
  const number = linkFields(order).orderNumber;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

/** "#2": the member's number as the platform numbers it. */
export const memberLabel = (order: Order): string | null => {
  const number = memberNumber(order);
  return number === null ? null : `#${number}`;
};

/**
 * "Member #2 of One-cancels-all 2061400330": a member's place in its group for the details panel.
 * A member the platform left unnumbered says so; no number is made up for it.
 */
export const memberOfWords = (order: Order, groupWords: string, groupOrderId: string | null): string => {
  const label = memberLabel(order);
  const who = label === null ? 'Unnumbered member' : `Member ${label}`;
  return groupOrderId === null ? `${who} of ${groupWords}` : `${who} of ${groupWords} ${groupOrderId}`;
};

/**
 * The order's ID wherever people see it: the platform's ID, a group member's with its number
 * ("20614 #2"); never the book's internal member ID ("374-2").
 */
export const shownOrderId = (order: Order): string => {
  const number = memberNumber(order);
  const platform = platformId(order);
  return number === null || platform === order.orderId ? platform : `${platform} #${number}`;
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
  const fields = linkFields(order);
  const links: OrderLink[] = [];
  const replaces = idOf(fields.replacesOrderId, platformId(order));
  if (replaces !== null) links.push({ kind: 'replaces', orderId: replaces, words: `replaces #${replaces}`, present: present.has(replaces) });
  const replacedBy = idOf(fields.replacedByOrderId, platformId(order));
  if (replacedBy !== null) links.push({ kind: 'replaced-by', orderId: replacedBy, words: `replaced by #${replacedBy}`, present: present.has(replacedBy) });
  return links;
}
