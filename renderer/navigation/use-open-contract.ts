/**
 * Links into the option chain from elsewhere: a contract (a position's, an
 * order leg's) opens the chain of its underlier at its expiry with its strike under the cursor; a
 * stock (no expiry) opens its own chain at the nearest expiry (the expiry list, cached as the
 * chain's strip caches it). The chain is asked as the chain's form asks it (remembered as the last
 * query, its symbol first among the recent ones), then the Option chain view is shown.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ChainQuery } from '../../shared/domain/chain-query.ts';
import { newYorkDate } from '../../shared/domain/market-time.ts';
import { DEFAULT_USER_SETTINGS, type SettingsSnapshot } from '../../shared/settings.ts';
import { api, unwrap } from '../api.ts';
import { queryKeys, useUpdateSettings } from '../queries/app-queries.ts';
import { useUiStore } from '../state/ui-store.ts';
import { useChainUiStore } from '../views/option-chain/chain-ui-store.ts';

/** What a link names: an underlier, and for an option its expiry (`YYYY-MM-DD`) and strike. */
export interface ContractLink {
  underlier: string;
  expiry: string | null;
  strike: number | null;
}

/** The chain query of an expiry date (`YYYY-MM-DD`) of `underlier`, weeklies included. */
export function chainQueryAt(underlier: string, date: string): ChainQuery | null {
  const [year, month, day] = date.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined || ![year, month, day].every(Number.isInteger)) return null;
  return { underlier, year, month, day, chainType: 'CALLPUT', includeAdjusted: false, includeWeekly: true };
}

/** The query's expiry as `YYYY-MM-DD`. */
const isoDateOf = (query: ChainQuery): string => `${query.year}-${String(query.month).padStart(2, '0')}-${String(query.day ?? 1).padStart(2, '0')}`;

/** Opens the chain at a contract (or a stock's chain). */
export function useOpenContract(): (link: ContractLink) => void {
  const client = useQueryClient();
  const { mutate: patchSettings } = useUpdateSettings();
  return useCallback(
    (link: ContractLink) => {
      const underlier = link.underlier.toUpperCase();
      const settings = () => client.getQueryData<SettingsSnapshot>(queryKeys.settings)?.values ?? DEFAULT_USER_SETTINGS;
      const show = (query: ChainQuery, strike: number | null) => {
        useChainUiStore.getState().land(query, strike === null ? null : { expiry: isoDateOf(query), strike });
        const recentSymbols = [underlier, ...settings().chainView.recentSymbols.filter((s) => s !== underlier)].slice(0, 12);
        patchSettings({ chainView: { lastQuery: query, recentSymbols } });
        useUiStore.getState().showView('chain');
      };
      const contract = link.expiry === null ? null : chainQueryAt(underlier, link.expiry);
      if (contract !== null) {
        show(contract, link.strike);
        return;
      }
      // A stock (or a contract whose expiry was left out): its nearest expiry.
      void client
        .fetchQuery({
          queryKey: ['chain-expiries', settings().environment, underlier],
          queryFn: () => unwrap(api().getExpiryDates({ symbol: underlier })),
          staleTime: 10 * 60_000,
        })
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
