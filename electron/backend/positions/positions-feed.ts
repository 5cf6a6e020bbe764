/**
 * One account's positions, live while the Positions view shows it: a feed on the one
 * poller (live/poller.ts), which owns the timing. What is the feed's own: the fetch (every page of
 * the portfolio in the COMPLETE view, for the greeks, and the balance) and its push, which says
 * what changed by position key (live/push-encoder.ts). Hidden (another view, or the window), it stops:
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
import { revisionOf } from '../live/push-encoder.ts';

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
  let data: Pick<PositionsState, 'snapshot' | 'dataTime'> = { snapshot: null, dataTime: null };

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
      requestsPerRefresh = Math.max(1, read.requests);
      // What changed is the push's to say (live/push-encoder.ts): the read is kept whole.
      data = { snapshot: read.snapshot, dataTime: at };
    },
    compose: (status) => ({ accountKey, ...data, revision: revisionOf(data.snapshot), ...status, shown }),
    emit: (state) => options.emit(state),
    forget() {
      data = { snapshot: null, dataTime: null };
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
