/**
 * The link from a position to its orders of today: the Orders view on the same
 * account, today's list, every status, searched for the position's instrument (an option by its
 * contract's words, as its legs describe it; a stock by its symbol). The orders view's own search
 * box shows the search, so it is plain to see and to clear.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Position } from '../../../shared/domain/positions.ts';
import { applySettingsPatch, type EnvironmentId, type SettingsPatch, type SettingsSnapshot } from '../../../shared/settings.ts';
import { queryKeys, useUpdateSettings } from '../../queries/app-queries.ts';
import { useUiStore } from '../../state/ui-store.ts';
import { useOrdersStore } from '../../feeds/orders/orders-store.ts';

/** What the orders' search is given for a position: the words its order legs carry. */
export const orderSearchOf = (position: Position): string =>
  position.option !== null && position.description !== null ? position.description : position.symbol;

/** Opens today's orders of a position's account (`accountKey`), searched for it. */
export function useOpenOrders(environment: EnvironmentId): (position: Position, accountKey: string | null) => void {
  const client = useQueryClient();
  const { mutate: patchSettings } = useUpdateSettings();
  return useCallback(
    (position: Position, accountKey: string | null) => {
      if (accountKey === null) return;
      // That account alone, whether the Orders view was on All accounts or not.
      const patch: SettingsPatch = { ordersView: { accounts: { [environment]: accountKey }, allAccounts: false } };
      // In the page's settings before the Orders view renders: the mutation's own optimistic copy
      // lands a few ticks later, after the view had opened on its default account and saved that.
      const current = client.getQueryData<SettingsSnapshot>(queryKeys.settings);
      if (current !== undefined) client.setQueryData(queryKeys.settings, { ...current, values: applySettingsPatch(current.values, patch) });
      patchSettings(patch);
      const orders = useOrdersStore.getState();
      orders.setRange({ kind: 'today' });
      orders.setTab('all');
      orders.setSearch(orderSearchOf(position));
      useUiStore.getState().showView('orders');
    },
    [client, patchSettings, environment],
  );
}
