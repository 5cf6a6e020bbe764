/**
 * The link from a position to the option chain (issue 19, "Links"): an option opens the chain of
 * its underlier at its expiry with its strike under the cursor; a stock opens its own chain at the
 * nearest expiry (the expiry list, cached as the chain's strip caches it). The chain is asked as
 * the chain's form asks it (remembered as the last query, its symbol first among the recent ones),
 * then the Option chain view is shown.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ChainQuery } from '../../../shared/domain/chain-query.ts';
import { newYorkDate } from '../../../shared/domain/market-time.ts';
import type { Position } from '../../../shared/domain/positions.ts';
import { DEFAULT_USER_SETTINGS } from '../../../shared/settings.ts';
import { api, unwrap } from '../../api.ts';
import { queryKeys, useUpdateSettings } from '../../queries/app-queries.ts';
import { useUiStore } from '../../state/ui-store.ts';
import type { SettingsSnapshot } from '../../../shared/settings.ts';
import { useChainUiStore } from '../option-chain/chain-ui-store.ts';

/** The chain query of an expiry date (`YYYY-MM-DD`) of `underlier`, weeklies included. */
export function chainQueryAt(underlier: string, date: string): ChainQuery | null {
  const [year, month, day] = date.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined || ![year, month, day].every(Number.isInteger)) return null;
  return { underlier, year, month, day, chainType: 'CALLPUT', includeAdjusted: false, includeWeekly: true };
}

/** Opens the chain of a position. */
export function useOpenChain(): (position: Position) => void {
  const client = useQueryClient();
  const { mutate: patchSettings } = useUpdateSettings();
  return useCallback(
    (position: Position) => {
      const underlier = position.underlier.toUpperCase();
      const show = (query: ChainQuery, strike: number | null) => {
        useChainUiStore.getState().land(query, strike === null ? null : { expiry: isoDateOf(query), strike });
        const settings = client.getQueryData<SettingsSnapshot>(queryKeys.settings)?.values ?? DEFAULT_USER_SETTINGS;
        const recentSymbols = [underlier, ...settings.chainView.recentSymbols.filter((s) => s !== underlier)].slice(0, 12);
        patchSettings({ chainView: { lastQuery: query, recentSymbols } });
        useUiStore.getState().showView('chain');
      };
      const option = position.option;
      const contract = option?.expiry == null ? null : chainQueryAt(underlier, option.expiry);
      if (contract !== null) {
        show(contract, option?.strike ?? null);
        return;
      }
      // A stock (or an option whose expiry the provider left out): its nearest expiry.
      const environment = client.getQueryData<SettingsSnapshot>(queryKeys.settings)?.values.environment ?? 'demo';
      void client
        .fetchQuery({ queryKey: ['chain-expiries', environment, underlier], queryFn: () => unwrap(api().getExpiryDates({ symbol: underlier })), staleTime: 10 * 60_000 })
        .then((dates) => dates.find((date) => date.daysToExpiry >= 0)?.date ?? null)
        .catch(() => null)
        .then((date) => {
          // No expiry list: this month's chain, the provider picks the expiry (the chain view offers the months nearby).
          const month = chainQueryAt(underlier, newYorkDate(Date.now()));
          const query = date === null ? (month === null ? null : { ...month, day: undefined }) : chainQueryAt(underlier, date);
          if (query !== null) show(query, null);
        });
    },
    [client, patchSettings],
  );
}

/** The query's expiry as `YYYY-MM-DD`. */
const isoDateOf = (query: ChainQuery): string => `${query.year}-${String(query.month).padStart(2, '0')}-${String(query.day ?? 1).padStart(2, '0')}`;
