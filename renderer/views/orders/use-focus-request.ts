/**
 * Carries out a "show this order" request (a clicked notification): switch to its account, then,
 * once its orders are loaded, make its row visible (status tab, search, its group expanded) and
 * give it the keyboard focus.
 */
import { useEffect } from 'react';
import type { OrderBook } from '../../../shared/domain/order-watch.ts';
import { inTab } from './order-status.ts';
import { allOrders, keysToReveal, orderKey } from './order-rows.ts';
import { useOrdersStore } from '../../feeds/orders/orders-store.ts';
import { orderValues } from './unit-values.ts';

/**
 * Follows the store's focus request against the account and book shown; while the book is the
 * first pages of a load (`partial`), an order not in them yet keeps the request for the rest.
 */
export function useFocusRequest(
  accountId: string | null,
  book: OrderBook | null,
  chooseAccount: (accountId: string) => void,
  partial = false,
  active = true,
): void {
  const request = useOrdersStore((s) => s.focusRequest);
  useEffect(() => {
    // Under All accounts the request is theirs (all-orders-focus.ts): no account is chosen for it.
    if (request === null || !active) return;
    if (request.accountId !== accountId) {
      chooseAccount(request.accountId);
      return;
    }
    if (book === null) return;
    const store = useOrdersStore.getState();
    const reveal = keysToReveal(book, request.orderId);
    if (reveal === null && partial) return;
    store.requestFocus(null);
    // Gone from today's list (or not yet in it): nothing to point at.
    if (reveal === null) return;
    const order = [...allOrders(book)].find((candidate) => candidate.orderId === request.orderId);
    if (order !== undefined && !inTab(order, store.tab)) store.setTab('all');
    const needle = store.search.trim().toLowerCase();
    if (order !== undefined && needle !== '' && !orderValues(order).searchText.includes(needle)) store.setSearch('');
    for (const key of reveal) store.setExpanded(request.accountId, key, true);
    store.setActive(orderKey(request.orderId));
  }, [request, accountId, book, chooseAccount, partial, active]);
}
