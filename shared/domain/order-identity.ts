/**
 * Which order: the one module that says how an order is named wherever people see it (the
 * orders view, its details panel and CSV, the live region, desktop notifications). On the current
 * API a group member's `orderId` in the book is internal ("374-2"); people know the platform's ID
 * and the member's number ("374 #2").
 */
import { platformIdOf, type Order } from './orders.ts';

/** The order's ID as the platform knows it (a v1 group member's is its group's). */
export const platformId = (order: Pick<Order, 'orderId' | 'platformOrderId'>): string => platformIdOf(order);

/** The member number the platform gave a group member, or `null` (legacy orders, unnumbered members). */
export function memberNumber(order: Pick<Order, 'orderNumber'>): number | null {
  const number = order.orderNumber;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

/** "#2": the member's number as the platform numbers it. */
export function memberLabel(order: Pick<Order, 'orderNumber'>): string | null {
  const number = memberNumber(order);
  return number === null ? null : `#${number}`;
}

/**
 * The order's ID wherever people see it: the platform's ID, a group member's with its number
 * ("20614 #2"); never the book's internal member ID ("374-2").
 */
export function shownOrderId(order: Pick<Order, 'orderId' | 'platformOrderId' | 'orderNumber'>): string {
  const number = memberNumber(order);
  const platform = platformId(order);
  return number === null || platform === order.orderId ? platform : `${platform} #${number}`;
}
