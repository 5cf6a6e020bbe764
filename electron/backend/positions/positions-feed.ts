/**
 * One account's positions, live while the Positions view shows it (issue 19): a feed on the one
 * poller (live/poller.ts), which owns the timing. What is the feed's own: the fetch (every page of
 * the portfolio in the COMPLETE view, for the greeks, and the balance), the diff of each read
 * against the last (position-diff.ts) and its push. Hidden (another view, or the window), it stops:
 * positions are only worth their quota on screen. When a refresh fails the last read stays, marked
 * stale with the reason.
 *
 * Why it re-reads the portfolio instead of quoting the positions' symbols (README, "Positions"):
 * a read costs one Accounts request per 100 positions plus one for the balance, and brings the
 * quantities, gains and greeks the quotes lack; quoting costs one Markets quote per position
 * (`bench/positions-quota.bench.ts` measures both against the demo broker).
 */
import type { FeedStatus } from '../../../shared/domain/feed-status.ts';
import { POSITIONS_REFRESH_SECONDS, type AccountSnapshot, type PositionsState } from '../../../shared/domain/positions-watch.ts';
import type { AppError, Result } from '../../../shared/result.ts';
import type { PaceAdvice } from '../broker/quota-pace.ts';
import { settingMs } from '../live/feed-timing.ts';
import { createPoller } from '../live/poller.ts';
import type { Clock, Logger } from '../services.ts';
import { diffPositions, indexPositions, type PositionIndex } from './position-diff.ts';

/** A read and the requests it cost (portfolio pages plus the balance). */
export interface SnapshotRead {
  snapshot: AccountSnapshot;
  requests: number;
}

export interface PositionsFeedOptions {
  accountKey: string;
  clock: Clock;
  random: () => number;
  logger: Logger;
  /** The session news (live/session-news.ts): an answer fetched with a replaced session is dropped. */
  session?: { check(): number };
  /** One read of the account; `signal` aborts it. */
  read(signal: AbortSignal): Promise<Result<SnapshotRead>>;
  /** The Accounts budget's say for `requests` every `intervalMs`. Absent: as asked. */
  pace?: (intervalMs: number, requests: number) => PaceAdvice;
  /** Settings `positionsView.refreshSeconds`, read at every plan. */
  refreshSeconds(): number;
  windowVisible(): boolean;
  emit(state: PositionsState): void;
}

export interface PositionsFeed {
  state(): PositionsState;
  /** Refreshes now (or joins the refresh under way); resolves with the state after it. */
  refresh(): Promise<PositionsState>;
  pause(paused: boolean): PositionsState;
  /** The view shows the account (true) or no longer does: hidden, no refresh is planned. */
  show(shown: boolean): void;
  /** Visibility or settings changed: plan anew. */
  reschedule(): void;
  suspend(error: AppError): void;
  resume(): void;
  /** The session was replaced: forget what the old one read. */
  forget(): void;
  stop(): void;
}

/** Creates the feed; nothing runs until `refresh()` (or `resume()`). */
export function createPositionsFeed(options: PositionsFeedOptions): PositionsFeed {
  const { accountKey } = options;
  let shown = true;
  /** Requests the last read cost: what the next is expected to cost. */
  let requestsPerRefresh = 2;
  let index: PositionIndex | null = null;
  let data: Pick<PositionsState, 'snapshot' | 'changed' | 'removed' | 'dataTime'> = { snapshot: null, changed: [], removed: [], dataTime: null };
  let status: FeedStatus;

  const compose = (): PositionsState => ({ accountKey, ...data, ...status, shown });

  const poller = createPoller<SnapshotRead>({
    name: 'positions',
    clock: options.clock,
    random: options.random,
    logger: options.logger,
    hidden: 'stop',
    baseMs: () => settingMs(options.refreshSeconds(), POSITIONS_REFRESH_SECONDS),
    visible: () => shown && options.windowVisible(),
    pace: (intervalMs) => options.pace?.(intervalMs, requestsPerRefresh) ?? { intervalMs, slowedBecause: null },
    ...(options.session === undefined ? {} : { session: options.session }),
    fetch: (signal) => options.read(signal),
    accept(read, at) {
      const next = indexPositions(read.snapshot.portfolio.positions);
      // The first read is a baseline: nothing "changed".
      const changes = index === null ? { changed: [], removed: [] } : diffPositions(index, next);
      index = next;
      requestsPerRefresh = Math.max(1, read.requests);
      data = { snapshot: read.snapshot, ...changes, dataTime: at };
    },
    emit(next, landed) {
      status = next;
      // A push that is not a new read carries no changes: the rows flashed once already.
      if (!landed) data = { ...data, changed: [], removed: [] };
      options.emit(compose());
    },
  });
  status = poller.status();

  return {
    state: compose,
    async refresh() {
      await poller.refresh();
      return compose();
    },
    pause(paused) {
      poller.pause(paused);
      return compose();
    },
    show(next) {
      if (shown === next) return;
      shown = next;
      poller.replan();
    },
    reschedule: () => poller.replan(),
    suspend: (error) => poller.suspend(error),
    resume: () => poller.resume(),
    forget() {
      index = null;
      data = { snapshot: null, changed: [], removed: [], dataTime: null };
      requestsPerRefresh = 2;
    },
    stop() {
      poller.stop();
      index = null;
    },
  };
}
