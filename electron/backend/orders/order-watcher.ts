/**
 * Watches today's orders of one account (DESIGN.md "Orders"): refreshes on the interval in force,
 * one request chain at a time, diffs each snapshot against the last, pushes the state, notifies
 * order transitions. When a refresh fails the last book stays, marked stale with the reason, and
 * the next refresh backs off. Only the last book and its index are kept, so memory does not grow
 * with the number of refreshes.
 */
import type { OrderBook, OrderWatchState } from '../../../shared/domain/order-watch.ts';
import { fail, type AppError, type Result } from '../../../shared/result.ts';
import type { PaceAdvice } from '../broker/quota-pace.ts';
import type { Clock, Logger } from '../services.ts';
import { diffOrders, indexBook, type OrderIndex } from './order-diff.ts';
import { notesFor, type OrderNote } from './order-notifications.ts';
import type { DayOrders, PartialBook } from './order-paging.ts';
import { pollIntervalMs } from './poll-interval.ts';

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
  /** Refreshes now (or joins the refresh under way) and resolves with the state after it. */
  refresh(): Promise<OrderWatchState>;
  pause(paused: boolean): OrderWatchState;
  /** The interval may have changed (window shown or hidden, settings): plan the next refresh anew. */
  reschedule(): void;
  /** The session is gone: stop polling, keep the book, say why. `resume` starts again. */
  suspend(error: AppError): void;
  resume(): void;
  stop(): void;
}

const countOrders = (book: OrderBook): number => book.groups.reduce((sum, group) => sum + group.orders.length, book.orders.length);

/** A first load that stopped half way shows no book: half a day's orders must not pass for the day. */
const withoutPartial = (state: OrderWatchState): OrderWatchState => (state.loading ? { ...state, book: null, loading: null } : state);

/** Creates a watcher; it does nothing until `refresh()` (or `resume()`). */
export function createOrderWatcher(options: OrderWatcherOptions): OrderWatcher {
  const { accountKey, clock, logger } = options;
  /** Requests the last successful refresh cost: what the next one is expected to cost. */
  let requestsPerRefresh = 1;
  let slowedBecause: string | null = null;
  let state: OrderWatchState = {
    accountKey,
    book: null,
    changes: [],
    dataTime: null,
    stale: null,
    intervalMs: interval(0),
    paused: false,
    refreshing: false,
    nextRefreshAt: null,
    slowedBecause: null,
  };
  let index: OrderIndex | null = null;
  let failures = 0;
  let lastCycleEnd = clock.now();
  let inFlight: Promise<OrderWatchState> | null = null;
  let abort: AbortController | null = null;
  let cancelTimer: (() => void) | null = null;
  let suspended = false;
  let stopped = false;

  function interval(failed: number): number {
    const asked = pollIntervalMs({ refreshSeconds: options.preferences().refreshSeconds, visible: options.windowVisible(), failures: failed, random: options.random });
    if (options.pace === undefined) return asked;
    const advice = options.pace(asked, requestsPerRefresh);
    slowedBecause = advice.slowedBecause;
    // The budget may only slow the watcher down, never speed up a backoff.
    return Math.max(asked, advice.intervalMs);
  }

  function publish(next: OrderWatchState): void {
    state = next;
    if (stopped) return;
    try {
      options.emit(state);
    } catch (error) {
      logger.error('orders:changed listener failed', { error: String(error) });
    }
  }

  function clearTimer(): void {
    cancelTimer?.();
    cancelTimer = null;
  }

  /** Plans the next refresh from the end of the last one; overdue means now. */
  function schedule(): void {
    clearTimer();
    const intervalMs = interval(failures);
    const slowed = (state.slowedBecause ?? null) === slowedBecause ? {} : { slowedBecause };
    if (stopped || suspended || state.paused || inFlight !== null) {
      if (state.intervalMs !== intervalMs || state.nextRefreshAt !== null || 'slowedBecause' in slowed) publish({ ...state, ...slowed, intervalMs, nextRefreshAt: null });
      return;
    }
    const at = Math.max(clock.now(), lastCycleEnd + intervalMs);
    cancelTimer = clock.setTimeout(() => {
      cancelTimer = null;
      void refresh();
    }, at - clock.now());
    if (state.intervalMs !== intervalMs || state.nextRefreshAt !== at || 'slowedBecause' in slowed) publish({ ...state, ...slowed, intervalMs, nextRefreshAt: at });
  }

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

  async function cycle(): Promise<OrderWatchState> {
    clearTimer();
    const controller = new AbortController();
    abort = controller;
    publish({ ...state, refreshing: true, nextRefreshAt: null });
    // A first load shows each page as it comes (marked `loading`); later refreshes swap whole books.
    const onPartial: PartialBook | undefined =
      state.book !== null
        ? undefined
        : (book, pages) => {
            if (!stopped && !controller.signal.aborted) publish({ ...state, book, loading: { pages, orders: countOrders(book) } });
          };
    let result: Result<DayOrders>;
    try {
      result = await options.fetchDay(controller.signal, onPartial);
    } catch (error) {
      // A bug below must not leave the watcher "refreshing" forever.
      result = fail('internal', 'Refreshing the orders failed unexpectedly; please report this.', String(error));
    }
    abort = null;
    lastCycleEnd = clock.now();
    if (stopped || controller.signal.aborted) return state;
    if (result.ok) {
      const next = indexBook(result.data.book);
      // The first snapshot is a baseline: nothing "changed", nothing to notify.
      const changes = index === null ? [] : diffOrders(index, next);
      if (index !== null) notify(changes, next);
      index = next;
      failures = 0;
      requestsPerRefresh = Math.max(1, result.data.pages);
      publish({ ...state, ...(state.loading ? { loading: null } : {}), book: result.data.book, changes, dataTime: lastCycleEnd, stale: null, refreshing: false });
    } else {
      failures += 1;
      const since = state.stale?.since ?? lastCycleEnd;
      logger.warn('order refresh failed', { code: result.error.code, failures });
      publish({ ...withoutPartial(state), stale: { error: result.error, since }, refreshing: false });
    }
    return state;
  }

  function refresh(): Promise<OrderWatchState> {
    if (stopped) return Promise.resolve(state);
    // One request chain at a time: a refresh asked for during one joins it.
    inFlight ??= (async () => {
      try {
        await cycle();
      } finally {
        inFlight = null;
        schedule();
      }
      // The state after planning the next refresh, so callers see when it will be.
      return state;
    })();
    return inFlight;
  }

  return {
    state: () => state,
    refresh,
    pause(paused) {
      if (state.paused !== paused) {
        publish({ ...state, paused });
        // Resuming after a long pause refreshes at once (the data is overdue).
        schedule();
      }
      return state;
    },
    reschedule: () => {
      if (cancelTimer !== null || (inFlight === null && !suspended && !state.paused)) schedule();
    },
    suspend(error) {
      // Told again while already suspended for the same reason: nothing new to say.
      if (suspended && state.stale?.error.code === error.code && state.stale.error.message === error.message) return;
      suspended = true;
      clearTimer();
      abort?.abort();
      publish({ ...withoutPartial(state), stale: { error, since: state.stale?.since ?? clock.now() }, refreshing: false, nextRefreshAt: null });
    },
    resume() {
      if (!suspended || stopped) return;
      suspended = false;
      // An aborted chain may still be unwinding: start the new one after it.
      void (inFlight ?? Promise.resolve()).then(() => refresh());
    },
    stop() {
      stopped = true;
      clearTimer();
      abort?.abort();
      index = null;
    },
  };
}
