/**
 * The positions feeds of the accounts the Positions view shows, for the IPC layer. Every
 * read works with the session the app holds right now (the session-bound client); the session news
 * only stops or restarts the feeds, and the last read stays, marked stale. A feed lives while the
 * app does once watched, so that coming back to an account shows its last read at once (and
 * refreshes it); hidden, it costs nothing. Per-account state lives in Maps (no account key reaches
 * an object's prototype). The legacy API has no portfolio: watching answers `unsupported`.
 */
import { snapshotKeying, type PositionsPush, type PositionsState } from '../../../shared/domain/positions-watch.ts';
import { fail, ok, type Result } from '../../../shared/result.ts';
import { budgetPace, withClient, type SessionClient } from '../broker/session-client.ts';
import { pushEncoder } from '../live/push-encoder.ts';
import { createFeedSet, type LiveLifecycle } from '../live/feed-set.ts';
import type { Clock, Logger } from '../services.ts';
import { createPositionsFeed, type PositionsFeed, type SnapshotRead } from './positions-feed.ts';

export interface PositionsServiceDeps {
  client: SessionClient;
  clock: Clock;
  logger: Logger;
  random?: () => number;
  /** Push to the UI: the snapshot as a change against the revision this account's last push brought (shared/domain/feed-push.ts). */
  emitPositions(push: PositionsPush): void;
  /** Settings `positionsView.refreshSeconds`, read at every plan. */
  refreshSeconds(): number;
}

export interface PositionsService extends LiveLifecycle {
  /** The view shows the account: its feed starts (or resumes) and answers its state after a refresh. */
  watch(accountKey: string): Promise<Result<PositionsState>>;
  /** The view no longer shows the account: its feed stops refreshing and keeps its last read. */
  unwatch(accountKey: string): Result<{ watching: false }>;
  refresh(accountKey: string): Promise<Result<PositionsState>>;
  pause(accountKey: string, paused: boolean): Result<PositionsState>;
}

/** One read: every page of the portfolio (COMPLETE, for the greeks) and the balance, side by side. */
export async function readAccount(client: SessionClient, accountKey: string, signal: AbortSignal): Promise<Result<SnapshotRead>> {
  return withClient(client, async (api) => {
    if (api.generation === 'legacy') return fail('unsupported', 'Positions need the current API (v1); the legacy API has no portfolio.');
    const [portfolio, balance] = await Promise.all([api.getPortfolio(accountKey, { view: 'COMPLETE' }, signal), api.getBalance(accountKey, signal)]);
    if (!portfolio.ok) return portfolio;
    if (!balance.ok) return balance;
    return ok({ snapshot: { portfolio: portfolio.data, balance: balance.data }, requests: portfolio.data.pages + 1 });
  });
}

/** Creates the positions service. */
export function createPositionsService(deps: PositionsServiceDeps): PositionsService {
  const random = deps.random ?? Math.random;
  const feeds = createFeedSet(deps.client.news, (accountKey): PositionsFeed => {
    /** What this account's pushes sent: each carries what changed since the last one, by position key. */
    const encoder = pushEncoder(snapshotKeying);
    return createPositionsFeed({
      accountKey,
      clock: deps.clock,
      random,
      logger: deps.logger,
      session: deps.client.news,
      read: (signal) => readAccount(deps.client, accountKey, signal),
      pace: (intervalMs, requests) => budgetPace(deps.client, 'accounts', requests, intervalMs),
      refreshSeconds: deps.refreshSeconds,
      windowVisible: () => feeds.windowVisible(),
      emit: (state) => deps.emitPositions({ ...state, snapshot: encoder.encode(accountKey, state.snapshot) }),
    });
  });

  const notWatched = (accountKey: string) => fail('invalid-argument', `The positions of account ${accountKey} are not being watched: open them first.`);

  return {
    async watch(accountKey) {
      if (feeds.disposed()) return fail('internal', 'The positions service has been shut down.');
      const api = deps.client.get();
      if (!api.ok) return api;
      if (api.data.generation === 'legacy')
        return fail('unsupported', 'Positions need the current API (v1); the legacy API has no portfolio. Choose the current API under Settings → Advanced.');
      const feed = feeds.open(accountKey);
      feed.show(true);
      const state = feed.state();
      // Shown again with a read in hand: at once, the refresh follows by its plan (overdue: now).
      if (state.snapshot !== null && (state.refreshing || state.nextRefreshAt !== null)) return ok(state);
      return ok(await feed.refresh());
    },
    unwatch(accountKey) {
      feeds.get(accountKey)?.show(false);
      return ok({ watching: false });
    },
    async refresh(accountKey) {
      const feed = feeds.get(accountKey);
      return feed === undefined ? notWatched(accountKey) : ok(await feed.refresh());
    },
    pause(accountKey, paused) {
      const feed = feeds.get(accountKey);
      return feed === undefined ? notWatched(accountKey) : ok(feed.pause(paused));
    },
    setWindowVisible: feeds.setWindowVisible,
    settingsChanged: feeds.settingsChanged,
    dispose: feeds.dispose,
  };
}
