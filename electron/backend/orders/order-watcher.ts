/**
 * Watches today's orders of one account (DESIGN.md "Orders"): a live feed on the one poller
 * (live/poller.ts), which owns the timing. What is the watcher's own: the fetch (every page of the
 * day), the diff of each snapshot against the last, and the notifications of order transitions.
 * When a refresh fails the last book stays, marked stale with the reason. Only the last book and
 * its index are kept, so memory does not grow with the number of refreshes.
 */
import type { OrderWatchState } from '../../../shared/domain/order-watch.ts';
import type { AppError, Result } from '../../../shared/result.ts';
import { REFRESH_SECONDS } from '../../../shared/settings.ts';
import type { FeedStatus } from '../../../shared/domain/feed-status.ts';
import type { PaceAdvice } from '../broker/quota-pace.ts';
import { settingMs } from '../live/feed-timing.ts';
import { createPoller } from '../live/poller.ts';
import type { Clock, Logger } from '../services.ts';
import { firstLoadPages, type PartialState } from './first-load.ts';
import { diffOrders, indexBook, type OrderIndex } from './order-diff.ts';
import { notesFor, type OrderNote } from '../notifications/order-notices.ts';
import type { DayOrders, PartialBook } from './order-paging.ts';

export interface OrderWatcherOptions {
  /** v1 `accountIdKey` or the legacy numeric account ID. */
  accountKey: string;
  /**
   * How notifications name the account (its account ID, never the opaque key): `null` names none.
   * Absent: the key (the legacy key is the account ID).
   */
  accountLabel?: () => string | null;
  /**
   * The Orders budget's say on the interval: given the interval the settings and backoff ask for
   * and the requests the last refresh cost, the interval to use. Absent: as asked.
   */
  pace?: (intervalMs: number, requestsPerRefresh: number) => PaceAdvice;
  clock: Clock;
  random: () => number;
  logger: Logger;
  /** The session news (live/session-news.ts): an answer fetched with a replaced session is dropped. */
  session?: { check(): number };
  /**
   * One request chain: every page of the day. `signal` aborts it (unwatch, sign-out). On a first
   * load `onPartial` hears the book of the pages so far while more requests follow.
   */
  fetchDay(signal: AbortSignal, onPartial?: PartialBook): Promise<Result<DayOrders>>;
  /** Read on every cycle, so a settings change takes effect at the next refresh. */
  preferences(): { refreshSeconds: number; notifications: boolean };
  windowVisible(): boolean;
  emit(state: OrderWatchState): void;
  /** Shows a notification (only called when notifications are on). */
  notify(note: OrderNote): void;
}

export interface OrderWatcher {
  state(): OrderWatchState;
  /** Requests the next refresh is expected to cost (the last one's); 0 while paused or stopped: it spends nothing. */
  cost(): number;
  /** Refreshes now (or joins the refresh under way) and resolves with the state after it. */
  refresh(): Promise<OrderWatchState>;
  pause(paused: boolean): OrderWatchState;
  /** The interval may have changed (window shown or hidden, settings): plan the next refresh anew. */
  reschedule(): void;
  /** The session is gone: stop polling, keep the book, say why. `resume` starts again. */
  suspend(error: AppError): void;
  resume(): void;
  /** The session was replaced: forget the book (another session fetched it); the next refresh is a new baseline. */
  forget(): void;
  stop(): void;
}

/** Creates a watcher; it does nothing until `refresh()` (or `resume()`). */
export function createOrderWatcher(options: OrderWatcherOptions): OrderWatcher {
  const { accountKey, logger } = options;
  /** Requests the last successful refresh cost: what the next one is expected to cost. */
  let requestsPerRefresh = 1;
  let index: OrderIndex | null = null;
  let data: Pick<OrderWatchState, 'book' | 'changes' | 'dataTime'> = { book: null, changes: [], dataTime: null };
  let status: FeedStatus;
  let state: OrderWatchState;

  function notify(changes: OrderWatchState['changes'], next: OrderIndex): void {
    if (!options.preferences().notifications || changes.length === 0) return;
    for (const note of notesFor(changes, next, options.accountLabel === undefined ? accountKey : options.accountLabel())) {
      try {
        options.notify(note);
      } catch (error) {
        logger.warn('order notification failed', { error: String(error) });
      }
    }
  }

  /**
   * A first load's book so far, only while the cycle that read it is refreshing: when it ends in
   * any other way (failed, suspended, its session replaced) the partial goes, so half a day never
   * passes for it.
   */
  let partial: PartialState | null = null;

  const compose = (): OrderWatchState => ({ accountKey, ...data, loading: null, ...(partial ?? {}), ...status });

  /** A first load's pages so far, shown until the whole book lands (first-load.ts). */
  const onPartial = (current: () => boolean): PartialBook =>
    firstLoadPages(current, (shown) => {
      partial = shown;
      state = compose();
      try {
        options.emit(state);
      } catch (error) {
        logger.error('orders listener failed', { error: String(error) });
      }
    }, () => options.clock.now());

  const poller = createPoller<DayOrders>({
    name: 'orders',
    clock: options.clock,
    random: options.random,
    logger,
    // Hidden, the list is only needed for notifications: slower, never stopped.
    hidden: 'slow',
    baseMs: () => settingMs(options.preferences().refreshSeconds, REFRESH_SECONDS),
    visible: options.windowVisible,
    pace: (intervalMs) => options.pace?.(intervalMs, requestsPerRefresh) ?? { intervalMs, slowedBecause: null },
    ...(options.session === undefined ? {} : { session: options.session }),
    fetch: (signal, current) => (data.book === null ? options.fetchDay(signal, onPartial(current)) : options.fetchDay(signal)),
    accept(day, at) {
      const next = indexBook(day.book);
      // The first snapshot is a baseline: nothing "changed", nothing to notify.
      const changes = index === null ? [] : diffOrders(index, next);
      if (index !== null) notify(changes, next);
      index = next;
      requestsPerRefresh = Math.max(1, day.pages);
      data = { book: day.book, changes, dataTime: at };
      partial = null;
    },
    emit(next) {
      status = next;
      if (!next.refreshing) partial = null;
      state = compose();
      options.emit(state);
    },
  });
  status = poller.status();
  state = compose();

  let stopped = false;
  return {
    state: () => state,
    cost: () => (stopped || status.paused ? 0 : requestsPerRefresh),
    async refresh() {
      await poller.refresh();
      // The state after planning the next refresh, so callers see when it will be.
      return state;
    },
    pause(paused) {
      poller.pause(paused);
      return state;
    },
    reschedule: () => poller.replan(),
    suspend: (error) => poller.suspend(error),
    resume: () => poller.resume(),
    forget() {
      index = null;
      data = { book: null, changes: [], dataTime: null };
      partial = null;
      requestsPerRefresh = 1;
    },
    stop() {
      stopped = true;
      poller.stop();
      index = null;
      partial = null;
    },
  };
}
