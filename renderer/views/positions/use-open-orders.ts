/**
 * The link from a position to its orders of today (issue 19, "Links"): the Orders view on the same
 * account, today's list, every status, searched for the position's instrument (an option by its
 * contract's words, as its legs describe it; a stock by its symbol). The orders view's own search
 * box shows the search, so it is plain to see and to clear.
 */
import { useCallback } from 'react';
import type { Position } from '../../../shared/domain/positions.ts';
import type { EnvironmentId } from '../../../shared/settings.ts';
import { useUpdateSettings } from '../../queries/app-queries.ts';
import { useUiStore } from '../../state/ui-store.ts';
import { useOrdersStore } from '../orders/orders-store.ts';

/** What the orders' search is given for a position: the words its order legs carry. */
export const orderSearchOf = (position: Position): string => (position.option !== null && position.description !== null ? position.description : position.symbol);

/** Opens today's orders of a position's account (`accountKey`), searched for it. */
export function useOpenOrders(environment: EnvironmentId): (position: Position, accountKey: string | null) => void {
  const { mutate: patchSettings } = useUpdateSettings();
  return useCallback(
    (position: Position, accountKey: string | null) => {
      if (accountKey === null) return;
      patchSettings({ ordersView: { accounts: { [environment]: accountKey } } });
      const orders = useOrdersStore.getState();
      orders.setRange({ kind: 'today' });
      orders.setTab('all');
      orders.setSearch(orderSearchOf(position));
      useUiStore.getState().showView('orders');
    },
    [patchSettings, environment],
  );
}
