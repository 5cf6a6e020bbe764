/**
 * What every live feed of an account or a session (orders, positions, alerts) shares around the
 * one poller (poller.ts): the setting read within its bounds, the budget asked for the pace of the
 * refresh's expected cost, the feed status kept, and the controls its service drives (refresh,
 * pause, replan, suspend, resume, forget, stop). A feed brings only what is its own (README, "How a
 * live feed is built"): its fetch, what it keeps of an answer (the diff), the state it shows, and
 * its pushes. The chain refresher, one watch at a time that ends with its session, drives a poller
 * of its own.
 */
import type { FeedStatus } from '../../../shared/domain/feed-status.ts';
import type { AppError } from '../../../shared/result.ts';
import type { PaceAdvice } from '../broker/quota-pace.ts';
import type { Clock, Logger } from '../services.ts';
import { settingMs, type HiddenPolicy } from './feed-timing.ts';
import { createPoller, type PollerOptions } from './poller.ts';

/** What a feed's service hands every feed it makes. */
export interface FeedDeps {
  clock: Clock;
  /** In [0, 1): the backoff's jitter. */
  random: () => number;
  logger: Logger;
  /** The session news (session-news.ts): an answer fetched with a replaced session is dropped. */
  session?: { check(): number };
  /** The budget's say for `requests` every `intervalMs` (the service knows the module). Absent: as asked. */
  pace?: (intervalMs: number, requests: number) => PaceAdvice;
  windowVisible(): boolean;
}

/** The controls of a live feed. */
export interface LiveFeed<S> {
  state(): S;
  /** Requests the next refresh is expected to cost; 0 while paused or stopped: it spends nothing. */
  cost(): number;
  /** Refreshes now (or joins the refresh under way); resolves with the state after it (the next refresh planned). */
  refresh(): Promise<S>;
  pause(paused: boolean): S;
  /** Visibility or settings changed: plan the next refresh anew (overdue means now). */
  reschedule(): void;
  /** The session is gone: stop polling, keep the data, say why. `resume` starts again. */
  suspend(error: AppError): void;
  resume(): void;
  /** The session was replaced: forget what the old one read; the next read is a new baseline. */
  forget(): void;
  stop(): void;
}

export interface LiveFeedOptions<T, S> extends FeedDeps, Pick<PollerOptions<T>, 'fetch' | 'accept'> {
  /** Names the feed in the log ("orders refresh failed"). */
  name: string;
  hidden: HiddenPolicy;
  /** The refresh setting in seconds, read at every plan, and its bounds. */
  seconds(): number;
  bounds: Parameters<typeof settingMs>[1];
  /** Whether the feed's own view shows it (the window aside); absent: always. */
  shown?(): boolean;
  /** Requests the next refresh is expected to cost (the last one's). */
  cost(): number;
  /** Every status push, before the state is composed: `landed` says whether it carries a new answer. */
  settle?(status: FeedStatus, landed: boolean): void;
  /** The state of the feed's data with the status. */
  compose(status: FeedStatus): S;
  emit(state: S, landed: boolean): void;
  /** Forgets what the feed read and keeps for its diff (the session was replaced). */
  forget(): void;
}

/** A feed's controls, and what a feed calls when its own data changed between refreshes. */
export type LiveFeedCore<S> = LiveFeed<S> & {
  /** Composes the state anew and pushes it (a first load's pages, an alert read). */
  push(): void;
  /** Composes the state anew when next asked, pushing nothing (what the feed shows changed). */
  touch(): void;
};

/**
 * Creates a feed on its own poller; nothing runs until `refresh()` (or `resume()`). The state is
 * one object from one change to the next: what `state()` answers is what was last pushed.
 */
export function createLiveFeed<T, S>(options: LiveFeedOptions<T, S>): LiveFeedCore<S> {
  const { logger } = options;
  let stopped = false;
  let status: FeedStatus;
  let state: S | null = null;
  const current = (): S => (state ??= options.compose(status));
  const poller = createPoller<T>({
    name: options.name,
    clock: options.clock,
    random: options.random,
    logger,
    hidden: options.hidden,
    baseMs: () => settingMs(options.seconds(), options.bounds),
    visible: () => (options.shown?.() ?? true) && options.windowVisible(),
    pace: (intervalMs) => options.pace?.(intervalMs, options.cost()) ?? { intervalMs, slowedBecause: null },
    ...(options.session === undefined ? {} : { session: options.session }),
    fetch: options.fetch,
    accept: options.accept,
    emit(next, landed) {
      status = next;
      options.settle?.(next, landed);
      state = options.compose(status);
      options.emit(state, landed);
    },
  });
  status = poller.status();

  return {
    state: current,
    cost: () => (stopped || status.paused ? 0 : options.cost()),
    async refresh() {
      await poller.refresh();
      return current();
    },
    pause(paused) {
      poller.pause(paused);
      return current();
    },
    reschedule: () => poller.replan(),
    suspend: (error) => poller.suspend(error),
    resume: () => poller.resume(),
    forget() {
      options.forget();
      state = null;
    },
    stop() {
      stopped = true;
      poller.stop();
    },
    push() {
      state = options.compose(status);
      try {
        options.emit(state, false);
      } catch (error) {
        logger.error(`${options.name} listener failed`, { error: String(error) });
      }
    },
    touch() {
      state = null;
    },
  };
}
