/**
 * Which opened orders' details (and event timelines) a push made out of date: the rows it named
 * (shared/domain/feed-push.ts), by the ID the details are fetched with (the platform's: a v1
 * group member's is its group's). The timeline of a working order otherwise stays as first
 * fetched.
 */
import type { Row } from '../../../shared/domain/feed-push.ts';
import { bookKeying, type BookRow, type OrderBook } from '../../../shared/domain/order-watch.ts';
import { platformIdOf } from '../../../shared/domain/orders.ts';

/** The orders of the rows under `keys`. */
function ordersUnder(rows: readonly Row<BookRow>[], keys: readonly string[]) {
  const wanted = new Set(keys);
  return rows.filter(([key]) => wanted.has(key)).flatMap(([, row]) => (row.order === undefined ? row.group.orders : [row.order]));
}

/**
 * The platform IDs whose details to fetch again after a push took the book from `before` to
 * `after`, naming `upserted` and `removed` (a snapshot names none: nothing changed on a first
 * load). A removed order is found in the book before it.
 */
export function changedDetailIds(before: OrderBook | null, after: OrderBook | null, upserted: readonly string[], removed: readonly string[]): string[] {
  const ids = new Set<string>();
  if (after !== null && upserted.length > 0) for (const order of ordersUnder(bookKeying.rows(after), upserted)) ids.add(platformIdOf(order));
  if (before !== null && removed.length > 0) for (const order of ordersUnder(bookKeying.rows(before), removed)) ids.add(platformIdOf(order));
  return [...ids];
}
