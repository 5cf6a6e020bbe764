/**
 * The positions feeds of the accounts the Positions view shows, for the IPC layer. Every
 * read works with the session the app holds right now (the session-bound client); the session news
 * only stops or restarts the feeds, and the last read stays, marked stale. Each watch counts:
 * a feed is shown while one watcher is left. Let go by its last watcher, a feed is kept idle
 * (hidden, costing nothing) so that coming back to the account shows its last read at once (and
 * refreshes it), at most IDLE_POSITIONS_KEPT of them, the most recently let go: an older one, and
 * every idle one when the session is replaced (its read was the old session's), is released.
 * Per-account state lives in Maps (no account key reaches an object's prototype). The legacy API
 * has no portfolio: watching answers `unsupported`.
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
  /** The page that watched went away without unwatching (reloaded, its process gone): every watch is let go. */
  pageGone(): void;
}

/** The most feeds no view watches kept for a quick return; the one let go longest ago is released first. */
export const IDLE_POSITIONS_KEPT = 8;

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
  /** How many watches each shown account has. */
  const watchers = new Map<string, number>();
  /** Feeds no view watches, let go oldest first (a Set keeps the order they were added in). */
  const idle = new Set<string>();
  const release = (accountKey: string): void => {
    idle.delete(accountKey);
    feeds.close(accountKey);
  };
  // Heard before the feeds hear it (subscribed first): an idle feed of a replaced session is
  // released before it would start reading with the new one.
  const stopNews = deps.client.news.subscribe((news) => {
    if (news.kind === 'replaced') for (const accountKey of [...idle]) release(accountKey);
  });
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

  const service: PositionsService = {
    async watch(accountKey) {
      if (feeds.disposed()) return fail('internal', 'The positions service has been shut down.');
      const api = deps.client.get();
      if (!api.ok) return api;
      if (api.data.generation === 'legacy')
        return fail('unsupported', 'Positions need the current API (v1); the legacy API has no portfolio. Choose the current API under Settings → Advanced.');
      const feed = feeds.open(accountKey);
      watchers.set(accountKey, (watchers.get(accountKey) ?? 0) + 1);
      idle.delete(accountKey);
      feed.show(true);
      const state = feed.state();
      // Shown again with a read in hand: at once, the refresh follows by its plan (overdue: now).
      if (state.snapshot !== null && (state.refreshing || state.nextRefreshAt !== null)) return ok(state);
      return ok(await feed.refresh());
    },
    unwatch(accountKey) {
      const count = watchers.get(accountKey) ?? 0;
      if (count > 1) {
        watchers.set(accountKey, count - 1);
        return ok({ watching: false });
      }
      watchers.delete(accountKey);
      const feed = feeds.get(accountKey);
      if (feed === undefined) return ok({ watching: false });
      feed.show(false);
      idle.delete(accountKey);
      idle.add(accountKey);
      for (const oldest of idle) {
        if (idle.size <= IDLE_POSITIONS_KEPT) break;
        release(oldest);
      }
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
    pageGone() {
      // One window holds every watch (main.ts): each goes as its last unwatch would, kept idle.
      for (const accountKey of [...watchers.keys()]) {
        watchers.set(accountKey, 1);
        service.unwatch(accountKey);
      }
    },
    setWindowVisible: feeds.setWindowVisible,
    settingsChanged: feeds.settingsChanged,
    dispose() {
      stopNews();
      feeds.dispose();
      watchers.clear();
      idle.clear();
    },
  };
  return service;
}
