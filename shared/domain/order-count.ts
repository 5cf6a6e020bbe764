/**
 * How many orders a book holds, said the same way by the app, the terminal and the demo broker.
 * One rule: an order is what the platform numbers and gives a status, so a group order's members
 * count one each (a one-cancels-all of two is two orders) and the groups are said apart; a
 * multi-leg order is one order, whatever its legs. On today's list the orders placed before today
 * that are still working (a good-till-cancelled order from last week) are said apart too, so
 * "placed today" is a number the demo broker can say for the same moment.
 */
import type { OrderBook } from './order-watch.ts';
import { formatQuantity } from './order-words.ts';
import type { Order } from './orders.ts';

/** What a book holds. */
export interface OrderCount {
  /** Every order: single ones and group members, one each. */
  orders: number;
  /** Group orders. */
  groups: number;
  /** Of `orders`, the groups' members. */
  inGroups: number;
  /** Of `orders`, those placed before the day asked about (0 when no day is asked). */
  earlier: number;
}

/** Counts a book; `dayStart` (epoch ms) sets apart the orders placed before it. */
export function countOrders(book: OrderBook, dayStart: number | null = null): OrderCount {
  let earlier = 0;
  const seeOrder = (order: Order): void => {
    if (dayStart !== null && order.placedAt !== null && order.placedAt < dayStart) earlier += 1;
  };
  let inGroups = 0;
  for (const order of book.orders) seeOrder(order);
  for (const group of book.groups) {
    inGroups += group.orders.length;
    for (const member of group.orders) seeOrder(member);
  }
  return { orders: book.orders.length + inGroups, groups: book.groups.length, inGroups, earlier };
}

/** "1 order", "1,447 orders". */
export const ordersWords = (count: number): string => `${formatQuantity(count)} ${count === 1 ? 'order' : 'orders'}`;

/** "1 group order", "87 group orders". */
const groupsWords = (count: number): string => `${formatQuantity(count)} group ${count === 1 ? 'order' : 'orders'}`;

/**
 * The count in words, saying what it counts: "58 orders"; "1,450 orders (174 of them in 87 group
 * orders; 3 placed before today, still working)".
 */
export function orderCountWords(count: OrderCount): string {
  const notes: string[] = [];
  if (count.groups > 0) notes.push(`${formatQuantity(count.inGroups)} of them in ${groupsWords(count.groups)}`);
  if (count.earlier > 0) notes.push(`${formatQuantity(count.earlier)} placed before today, still working`);
  return notes.length === 0 ? ordersWords(count.orders) : `${ordersWords(count.orders)} (${notes.join('; ')})`;
}
