/**
 * One account's positions, live while the Positions view shows it: a feed on the one
 * poller (live/poller.ts), which owns the timing. What is the feed's own: the fetch (every page of
 * the portfolio in the COMPLETE view, for the greeks, and the balance), the diff of each read
 * against the last (position-diff.ts) and its push. Hidden (another view, or the window), it stops:
 * positions are only worth their quota on screen. When a refresh fails the last read stays, marked
 * stale with the reason.
 *
 * Why it re-reads the portfolio instead of quoting the positions' symbols (docs/user-guide.md,
 * "Positions"): a read costs one Accounts request per 100 positions plus one for the balance, and
 * brings the quantities, gains and greeks the quotes lack; quoting costs one Markets quote per
 * position (`bench/positions-quota.bench.ts` measures both against the demo broker).
 */
import { POSITIONS_REFRESH_SECONDS, type AccountSnapshot, type PositionsState } from '../../../shared/domain/positions-watch.ts';
import type { Result } from '../../../shared/result.ts';
import type { FeedDeps, Poller } from '../live/feed.ts';
import { createPoller } from '../live/poller.ts';
import { diffPositions, indexPositions, type PositionIndex } from './position-diff.ts';

/** A read and the requests it cost (portfolio pages plus the balance). */
export interface SnapshotRead {
  snapshot: AccountSnapshot;
  requests: number;
}

export interface PositionsFeedOptions extends FeedDeps {
  accountKey: string;
  /** One read of the account; `signal` aborts it. */
  read(signal: AbortSignal): Promise<Result<SnapshotRead>>;
  /** Settings `positionsView.refreshSeconds`, read at every plan. */
  refreshSeconds(): number;
  emit(state: PositionsState): void;
}

export interface PositionsFeed extends Poller<PositionsState> {
  /** The view shows the account (true) or no longer does: hidden, no refresh is planned. */
  show(shown: boolean): void;
}

/** Creates the feed; nothing runs until `refresh()` (or `resume()`). */
export function createPositionsFeed(options: PositionsFeedOptions): PositionsFeed {
  const { accountKey } = options;
  let shown = true;
  /** Requests the last read cost: what the next is expected to cost. */
  let requestsPerRefresh = 2;
  let index: PositionIndex | null = null;
  let data: Pick<PositionsState, 'snapshot' | 'changed' | 'removed' | 'dataTime'> = { snapshot: null, changed: [], removed: [], dataTime: null };

  const feed = createPoller<SnapshotRead, PositionsState>({
    ...options,
    name: 'positions',
    hidden: 'stop',
    seconds: options.refreshSeconds,
    bounds: POSITIONS_REFRESH_SECONDS,
    shown: () => shown,
    cost: () => requestsPerRefresh,
    fetch: (signal) => options.read(signal),
    accept(read, at) {
      const next = indexPositions(read.snapshot.portfolio.positions);
      // The first read is a baseline: nothing "changed".
      const changes = index === null ? { changed: [], removed: [] } : diffPositions(index, next);
      index = next;
      requestsPerRefresh = Math.max(1, read.requests);
      data = { snapshot: read.snapshot, ...changes, dataTime: at };
    },
    settle(_status, landed) {
      // A push that is not a new read carries no changes: the rows flashed once already.
      if (!landed) data = { ...data, changed: [], removed: [] };
    },
    compose: (status) => ({ accountKey, ...data, ...status, shown }),
    emit: (state) => options.emit(state),
    forget() {
      index = null;
      data = { snapshot: null, changed: [], removed: [], dataTime: null };
      requestsPerRefresh = 2;
    },
  });

  return {
    ...feed,
    show(next) {
      if (shown === next) return;
      shown = next;
      feed.touch();
      feed.reschedule();
    },
  };
}
