/**
 * Asking a chain from the form. A new symbol opens on its nearest listed expiry (weekly or not),
 * as the command line does, rather than on the month the form happens to show (the provider
 * answers a month with its monthly): the expiry list is asked first, one request, the one the
 * strip shows anyway. A symbol the provider refuses as asked (not a valid symbol) asks no chain,
 * is said once, in the chain's place, and is not kept among the recent symbols. The same symbol and
 * month again is a reload of the chain shown, its expiry day kept.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { ChainQuery } from '../../../../shared/domain/chain-query.ts';
import { nearestExpiry, type ExpiryDate } from '../../../../shared/domain/expiries.ts';
import type { EnvironmentId } from '../../../../shared/settings.ts';
import type { AppError } from '../../../../shared/result.ts';
import { api, toAppError, unwrap } from '../../../api.ts';
import { queryForExpiry } from './use-extra-sections.ts';

/** The expiry dates' query (the strip's too): server state, kept ten minutes. */
export const expiryDatesQuery = (environment: EnvironmentId, symbol: string) => ({
  queryKey: ['chain-expiries', environment, symbol] as readonly string[],
  queryFn: (): Promise<ExpiryDate[]> => unwrap(api().getExpiryDates({ symbol })),
  staleTime: 10 * 60_000,
  networkMode: 'always' as const,
  retry: false,
});

/** How the form asked: `nearest` for a symbol entered (Enter, Load, a recent chip), not for a month chosen. */
export interface AskHow {
  nearest: boolean;
}

/**
 * The query to ask for `asked`, given the query on screen and, for a new symbol, its listed
 * expiries: the nearest of them where `nearest`; the query on screen again (its day kept) for the
 * same symbol and month; else the form's query as it is.
 */
export function queryToAsk(asked: ChainQuery, current: ChainQuery | null, how: AskHow, listed: readonly ExpiryDate[] | null): ChainQuery {
  const same = current !== null && current.underlier === asked.underlier;
  if (same && current.month === asked.month && current.year === asked.year)
    return { ...current, chainType: asked.chainType, includeAdjusted: asked.includeAdjusted };
  if (!how.nearest || same || listed === null) return asked;
  const nearest = nearestExpiry(listed);
  return nearest === undefined ? asked : queryForExpiry(asked, nearest.date, nearest.kind === 'WEEKLY');
}

/** A symbol the provider refused as asked: what was asked and its error. */
export interface RefusedSymbol {
  query: ChainQuery;
  error: AppError;
}

/**
 * Returns `ask(query, how)` and the symbol last refused (null once another is asked). `send` asks
 * the chain (and remembers it); `current` is the query on screen.
 */
export function useAskChain(environment: EnvironmentId | undefined, current: ChainQuery | null, send: (query: ChainQuery) => void) {
  const client = useQueryClient();
  const [refused, setRefused] = useState<RefusedSymbol | null>(null);
  // Only the latest ask goes on: a lookup answered after a newer ask is dropped.
  const latest = useRef(0);
  const ask = useCallback(
    (asked: ChainQuery, how: AskHow) => {
      const turn = (latest.current += 1);
      const known = current !== null && current.underlier === asked.underlier;
      if (environment === undefined || known) {
        setRefused(null);
        send(queryToAsk(asked, current, how, null));
        return;
      }
      void client.fetchQuery(expiryDatesQuery(environment, asked.underlier)).then(
        (listed) => {
          if (turn !== latest.current) return;
          setRefused(null);
          send(queryToAsk(asked, current, how, listed));
        },
        (reason: unknown) => {
          if (turn !== latest.current) return;
          const error = toAppError(reason);
          // Asking the chain would only be refused again; a lookup that failed otherwise (the
          // legacy API has no expiry list, the network) leaves the chain to be asked as typed.
          if (error.refusedAsAsked === true) setRefused({ query: asked, error });
          else {
            setRefused(null);
            send(asked);
          }
        },
      );
    },
    [client, environment, current, send],
  );
  return { ask, refused };
}
