/**
 * Which opened orders' details (and event timelines) a refresh of the watch made out of date: the
 * orders its changes name, by the ID the details are fetched with (the platform's: a v1 group
 * member's is its group's). The timeline of a working order otherwise stays as first fetched.
 */
import type { OrderWatchState } from '../../../shared/domain/order-watch.ts';
import { platformIdOf } from '../../../shared/domain/orders.ts';

/** The platform IDs whose details to fetch again after `state`'s refresh (none on a first load). */
export function changedDetailIds(state: Pick<OrderWatchState, 'book' | 'changes'>): string[] {
  if (state.book === null || state.changes.length === 0) return [];
  const changed = new Set(state.changes.map((change) => change.orderId));
  const ids = new Set<string>();
  for (const order of [...state.book.orders, ...state.book.groups.flatMap((group) => group.orders)])
    if (changed.has(order.orderId)) ids.add(platformIdOf(order));
  // A removed order is no longer in the book: its own ID is the platform's.
  for (const change of state.changes) if (change.kind === 'removed') ids.add(change.orderId);
  return [...ids];
}
