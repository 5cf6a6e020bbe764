/**
 * Server state of the positions view through React Query: the shown accounts' positions and
 * balances (one account, or every open one under "All accounts"), each fetched once by
 * `positions:watch` and then kept current by main's `positions:changed` pushes, which land in the
 * cache in one place (queries/push-landing.ts). A feed runs only while the view shows its account:
 * leaving the view or showing other accounts sends `positions:unwatch`, which stops its refreshes
 * (its last read stays in main for a quick return).
 */
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { PositionsState } from '../../../shared/domain/positions-watch.ts';
import type { EnvironmentId } from '../../../shared/settings.ts';
import { api, toAppError, unwrap } from '../../api.ts';
import { keepHeldData, landPositions } from '../../queries/push-landing.ts';
import { useHeldCombine } from '../../queries/held-combine.ts';
import { feedsShown, type FeedsShown } from './position-feeds.ts';
import { positionKeys } from '../../feeds/positions/position-keys.ts';
import type { AccountTag } from './position-rows.ts';

/** Each feed's state and failure as the queries hold them (kept while each is the same). */
const feedsOf = (results: readonly { data?: PositionsState; isError: boolean; error: unknown }[]) =>
  results.map((result) => ({ state: result.data, error: result.isError ? toAppError(result.error) : null }));

/**
 * The positions of each of `accounts`, live while this hook is mounted with them, as the view shows
 * them (position-feeds.ts): made again only when an account's state changed, so the rows below
 * are made again only then.
 */
export function usePositionFeeds(environment: EnvironmentId, accounts: readonly AccountTag[]): FeedsShown {
  const client = useQueryClient();
  // Account keys are letters, digits, - and _: a space joins them into one dependency.
  const joined = accounts.map((account) => account.key).join(' ');
  useEffect(() => {
    const keys = joined === '' ? [] : joined.split(' ');
    return () => {
      for (const accountKey of keys) {
        void api().unwatchPositions({ accountKey });
        // Coming back must watch anew (main answers its last read at once and refreshes it).
        client.removeQueries({ queryKey: positionKeys.watch(environment, accountKey) });
      }
    };
  }, [client, environment, joined]);

  // The same list while no state changed (held-combine.ts), so the view's positions (and the rows
  // made from them) are made again only then; a failure is made anew from its error each time.
  const combine = useHeldCombine(feedsOf, 3);
  const states = useQueries({
    queries: accounts.map(({ key: accountKey }) => ({
      queryKey: positionKeys.watch(environment, accountKey),
      queryFn: async (): Promise<PositionsState> => {
        // A whole state names no change: nothing flashes until a push says what changed.
        return unwrap(api().watchPositions({ accountKey }));
      },
      staleTime: Infinity,
      retry: false,
      // An answer of the revision held keeps the snapshot held; a push's landing shared its rows already.
      structuralSharing: keepHeldData<PositionsState>('snapshot'),
    })),
    combine,
  }).value;
  return useMemo(() => feedsShown(accounts.map((account, i) => ({ account, state: states[i]?.state, error: states[i]?.error ?? null }))), [accounts, states]);
}

/** "Refresh now" and pause/resume of every feed shown; their answers land where the pushes do. */
export function usePositionControls(accountKeys: readonly string[]) {
  const client = useQueryClient();
  const each = async (call: (accountKey: string) => Promise<PositionsState>) => {
    for (const state of await Promise.all(accountKeys.map(call))) landPositions(client, state);
  };
  const refresh = useMutation({ mutationFn: () => each((accountKey) => unwrap(api().refreshPositions({ accountKey }))) });
  const pause = useMutation({ mutationFn: (paused: boolean) => each((accountKey) => unwrap(api().pausePositions({ accountKey, paused }))) });
  return { refresh, pause };
}
