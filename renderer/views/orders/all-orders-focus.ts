/**
 * "Show this order" under All accounts: a link followed in the details, or a clicked
 * notification. Order IDs repeat across accounts, so the order is looked for in its account (the
 * notification's, or the account of the row the link was followed from), its group opened and
 * its row made active, the view staying on All accounts.
 */
import { useEffect } from 'react';
import type { OrderBook } from '../../../shared/domain/order-watch.ts';
import { inTab } from './order-status.ts';
import { accountRowKey, allOrders, orderKey, type AccountOf } from './order-rows.ts';
import { useOrdersStore } from '../../feeds/orders/orders-store.ts';
import { groupKey, orderValues } from './unit-values.ts';

/**
 * Opens the group of order `orderId` (of account `prefer` when it has one, else, unless `strict`,
 * the first account that does) and makes its row active; answers its row key, or `null`.
 */
export function revealInAll(book: OrderBook, accountOf: AccountOf, scope: string, orderId: string, prefer?: string, strict = false): string | null {
  const matches = [...allOrders(book)].filter((order) => order.orderId === orderId);
  const order = matches.find((candidate) => accountOf(candidate)?.key === prefer) ?? (strict ? undefined : matches[0]);
  const account = order === undefined ? null : accountOf(order);
  if (order === undefined || account === null) return null;
  const store = useOrdersStore.getState();
  if (!inTab(order, store.tab)) store.setTab('all');
  const needle = store.search.trim().toLowerCase();
  if (needle !== '' && !orderValues(order).searchText.includes(needle)) store.setSearch('');
  const group = book.groups.find((candidate) => candidate.orders.includes(order));
  if (group !== undefined) store.setExpanded(scope, accountRowKey(account.key, groupKey(group)), true);
  const key = accountRowKey(account.key, orderKey(order.orderId));
  store.setActive(key);
  return key;
}

/**
 * Follows a clicked notification's request under All accounts: its account is one of them, so
 * the view stays and the order is shown in its account's rows; while a first load is under way
 * (`partial`), an order not in it yet keeps the request for the rest.
 */
export function useAllFocusRequest(book: OrderBook | null, accountOf: AccountOf, scope: string, partial: boolean): void {
  const request = useOrdersStore((s) => s.focusRequest);
  useEffect(() => {
    if (request === null || book === null) return;
    const key = revealInAll(book, accountOf, scope, request.orderId, request.accountId, true);
    if (key === null && partial) return;
    useOrdersStore.getState().requestFocus(null);
  }, [request, book, accountOf, scope, partial]);
}
