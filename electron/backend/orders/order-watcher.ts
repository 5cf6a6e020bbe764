/**
 * Watches today's orders of one account (docs/architecture.md, "How data moves"): a live feed on
 * the one poller (live/poller.ts), which owns the timing. What is the watcher's own: the fetch
 * (every page of the day), the diff of each snapshot against the last, and the notifications of
 * order transitions. When a refresh fails the last book stays, marked stale with the reason. Only
 * the last book and its index are kept, so memory does not grow with the number of refreshes.
 */
import type { OrderWatchState } from '../../../shared/domain/order-watch.ts';
import { REFRESH_SECONDS } from '../../../shared/settings.ts';
import type { Result } from '../../../shared/result.ts';
import type { FeedDeps, Poller } from '../live/feed.ts';
import { createPoller } from '../live/poller.ts';
import { revisionOf } from '../live/push-encoder.ts';
import { firstLoadPages, type PartialState } from './first-load.ts';
import { diffOrders, indexBook, type OrderIndex } from './order-diff.ts';
import { notesFor, type OrderNote } from '../notifications/order-notices.ts';
import type { DayOrders, PartialBook } from './order-paging.ts';

export interface OrderWatcherOptions extends FeedDeps {
  /** v1 `accountIdKey` or the legacy numeric account ID. */
  accountKey: string;
  /**
   * How notifications name the account (its account ID, never the opaque key): `null` names none.
   * Absent: the key (the legacy key is the account ID).
   */
  accountLabel?: () => string | null;
  /**
   * One request chain: every page of the day. `signal` aborts it (unwatch, sign-out). On a first
   * load `onPartial` hears the book of the pages so far while more requests follow.
   */
  fetchDay(signal: AbortSignal, onPartial?: PartialBook): Promise<Result<DayOrders>>;
  /** Read on every cycle, so a settings change takes effect at the next refresh. */
  preferences(): { refreshSeconds: number; notifications: boolean };
  emit(state: OrderWatchState): void;
  /** Shows a notification (only called when notifications are on). */
  notify(note: OrderNote): void;
  /** The requests a refresh is expected to cost just changed (a refresh landed, the session was replaced). */
  costChanged?(): void;
}

export type OrderWatcher = Poller<OrderWatchState>;

/** Creates a watcher; it does nothing until `refresh()` (or `resume()`). */
export function createOrderWatcher(options: OrderWatcherOptions): OrderWatcher {
  const { accountKey, logger } = options;
  /** Requests the last successful refresh cost: what the next one is expected to cost. */
  let requestsPerRefresh = 1;
  let index: OrderIndex | null = null;
  let data: Pick<OrderWatchState, 'book' | 'changes' | 'dataTime'> = { book: null, changes: [], dataTime: null };
  /**
   * A first load's book so far, only while the cycle that read it is refreshing: when it ends in
   * any other way (failed, suspended, its session replaced) the partial goes, so half a day never
   * passes for it.
   */
  let partial: PartialState | null = null;

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

  const feed = createPoller<DayOrders, OrderWatchState>({
    ...options,
    name: 'orders',
    // Hidden, the list is only needed for notifications: slower, never stopped.
    hidden: 'slow',
    seconds: () => options.preferences().refreshSeconds,
    bounds: REFRESH_SECONDS,
    cost: () => requestsPerRefresh,
    fetch: (signal, current) =>
      data.book === null
        ? // A first load's pages so far are shown until the whole book lands (first-load.ts).
          options.fetchDay(
            signal,
            firstLoadPages(
              current,
              (shown) => ((partial = shown), feed.push()),
              () => options.clock.now(),
            ),
          )
        : options.fetchDay(signal),
    accept(day, at) {
      const next = indexBook(day.book);
      // The first snapshot is a baseline: nothing "changed", nothing to notify.
      const changes = index === null ? [] : diffOrders(index, next);
      if (index !== null) notify(changes, next);
      index = next;
      requestsPerRefresh = Math.max(1, day.pages);
      data = { book: day.book, changes, dataTime: at };
      partial = null;
      options.costChanged?.();
    },
    settle(status) {
      if (!status.refreshing) partial = null;
    },
    compose(status) {
      const book = partial?.book ?? data.book;
      return { accountKey, ...data, loading: null, ...(partial ?? {}), revision: revisionOf(book), ...status };
    },
    emit: (state) => options.emit(state),
    forget() {
      index = null;
      data = { book: null, changes: [], dataTime: null };
      partial = null;
      requestsPerRefresh = 1;
      options.costChanged?.();
    },
  });
  return feed;
}
