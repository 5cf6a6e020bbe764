/**
 * The one timing engine of every live feed (README, "How a live feed is built"). A feed brings
 * what is its alone: a fetch, what to do with an answer (the diff) and its pushes (the words); the
 * poller runs it: it plans each refresh from the end of the last (feed-timing.ts), keeps one cycle
 * in flight (a refresh asked for meanwhile joins it), aborts it on stop and suspend, backs off
 * after failures, asks the budget for the pace, follows the feed's hidden-window policy, keeps the
 * feed status (stale since, interval, why slowed, next refresh, refreshing, paused) and drops any
 * answer fetched with a session that changed before it landed. The clock and random are injected.
 */
import type { FeedStatus } from '../../../shared/domain/feed-status.ts';
import { fail, type AppError, type Result } from '../../../shared/result.ts';
import type { PaceAdvice } from '../broker/quota-pace.ts';
import type { Clock, Logger } from '../services.ts';
import { planWait, type HiddenPolicy } from './feed-timing.ts';

export interface PollerOptions<T> {
  /** Names the feed in the log ("orders refresh failed"). */
  name: string;
  clock: Clock;
  /** In [0, 1): the backoff's jitter. */
  random: () => number;
  logger: Logger;
  hidden: HiddenPolicy;
  /** The setting in ms, read at every plan (settings-bounds it: feed-timing.ts `settingMs`). */
  baseMs(): number;
  /** Whether the feed is on screen (the window and the feed's own view), read at every plan. */
  visible(): boolean;
  /** The budget's say for a refresh every `intervalMs` (the feed knows its module and cost); absent: none. */
  pace?(intervalMs: number): PaceAdvice;
  /** The serial of the session news (session-news.ts `check`); an answer is published only if it did not move. */
  session?: { check(): number };
  /**
   * One cycle's request chain; `signal` aborts it. A throw is an internal failure, never a stuck
   * feed. `current()` says whether the cycle's answer would still count now (not stopped, not
   * suspended, the session unchanged): a feed that shows part of an answer while the rest is
   * fetched (the orders' first load) asks it before each part, so the rule that drops a whole
   * answer drops its parts too.
   */
  fetch(signal: AbortSignal, current: () => boolean): Promise<Result<T>>;
  /** An answer that counts: diff it, keep what the next diff needs. Runs before the next refresh is planned. */
  accept(data: T, at: number): void;
  /** The status changed, or (`landed`) a cycle's answer was taken (accepted or failed) and the next refresh planned. */
  emit(status: FeedStatus, landed: boolean): void;
}

export interface Poller {
  status(): FeedStatus;
  /** Refreshes now, or joins the refresh under way; resolves once the next one is planned. */
  refresh(): Promise<void>;
  pause(paused: boolean): void;
  /** Visibility or settings changed: plan the next refresh anew (overdue means now). */
  replan(): void;
  /** The session is gone: abort, stop planning, mark stale with `error` (its first time kept). */
  suspend(error: AppError): void;
  /** After a suspend: refresh at once (once an aborted cycle has unwound). */
  resume(): void;
  /** Ends the feed: no timer, no push, nothing in flight counts. */
  stop(): void;
}

const sameStatus = (a: FeedStatus, b: FeedStatus): boolean =>
  a.stale === b.stale &&
  a.intervalMs === b.intervalMs &&
  a.slowedBecause === b.slowedBecause &&
  a.nextRefreshAt === b.nextRefreshAt &&
  a.refreshing === b.refreshing &&
  a.paused === b.paused;

/** Creates a poller; nothing runs until `refresh()`, `replan()` or `resume()`. */
export function createPoller<T>(options: PollerOptions<T>): Poller {
  const { clock, logger } = options;
  let failures = 0;
  let lastCycleEnd = clock.now();
  let inFlight: Promise<void> | null = null;
  let abort: AbortController | null = null;
  let cancelTimer: (() => void) | null = null;
  let suspended = false;
  let stopped = false;
  /** Moves on suspend and stop: a cycle begun before the move publishes nothing. */
  let generation = 0;

  const wait = () =>
    planWait({ baseMs: options.baseMs(), visible: options.visible(), hidden: options.hidden, failures, random: options.random, pace: options.pace?.bind(options) });
  let status: FeedStatus = { stale: null, intervalMs: wait().intervalMs, slowedBecause: null, nextRefreshAt: null, refreshing: false, paused: false };

  function update(patch: Partial<FeedStatus>, landed: boolean): void {
    const next = { ...status, ...patch };
    const changed = !sameStatus(status, next);
    status = next;
    if (stopped || (!changed && !landed)) return;
    try {
      options.emit(status, landed);
    } catch (error) {
      logger.error(`${options.name} listener failed`, { error: String(error) });
    }
  }

  function clearTimer(): void {
    cancelTimer?.();
    cancelTimer = null;
  }

  /** Plans the next refresh from the end of the last one; overdue means now. */
  function plan(landed: boolean): void {
    clearTimer();
    const next = wait();
    let at: number | null = null;
    if (!stopped && !suspended && !status.paused && inFlight === null && next.runs) {
      at = Math.max(clock.now(), lastCycleEnd + next.intervalMs);
      cancelTimer = clock.setTimeout(() => {
        cancelTimer = null;
        void refresh();
      }, at - clock.now());
    }
    update({ intervalMs: next.intervalMs, slowedBecause: next.slowedBecause, nextRefreshAt: at }, landed);
  }

  /** One cycle; true when its answer was taken. */
  async function cycle(): Promise<boolean> {
    clearTimer();
    const begun = generation;
    // Looking at the session may bring news that suspends or stops this very feed.
    const serial = options.session?.check();
    if (stopped || begun !== generation) return false;
    const controller = new AbortController();
    abort = controller;
    update({ refreshing: true, nextRefreshAt: null }, false);
    let result: Result<T>;
    try {
      const current = () => !stopped && begun === generation && !controller.signal.aborted && options.session?.check() === serial;
      result = await options.fetch(controller.signal, current);
    } catch (error) {
      result = fail('internal', `Refreshing the ${options.name} failed unexpectedly; please report this.`, String(error));
    }
    if (abort === controller) abort = null;
    // Stopped, suspended, or the session changed meanwhile: this answer belongs to nobody.
    if (stopped || begun !== generation || options.session?.check() !== serial) {
      update({ refreshing: false }, false);
      return false;
    }
    lastCycleEnd = clock.now();
    if (result.ok) {
      try {
        options.accept(result.data, lastCycleEnd);
      } catch (error) {
        result = fail('internal', `Reading the ${options.name} failed unexpectedly; please report this.`, String(error));
      }
    }
    if (result.ok) {
      failures = 0;
      status = { ...status, stale: null, refreshing: false };
    } else {
      failures += 1;
      logger.warn(`${options.name} refresh failed`, { code: result.error.code, failures });
      status = { ...status, stale: { error: result.error, since: status.stale?.since ?? lastCycleEnd }, refreshing: false };
    }
    return true;
  }

  function refresh(): Promise<void> {
    if (stopped) return Promise.resolve();
    inFlight ??= (async () => {
      let landed = false;
      try {
        landed = await cycle();
      } finally {
        inFlight = null;
        plan(landed);
      }
    })();
    return inFlight;
  }

  return {
    status: () => status,
    refresh,
    pause(paused) {
      if (status.paused === paused) return;
      update({ paused }, false);
      // Resuming after a long pause refreshes at once (the data is overdue).
      plan(false);
    },
    replan() {
      if (inFlight === null) plan(false);
    },
    suspend(error) {
      // Told again while already suspended for the same reason: nothing new to say.
      if (suspended && status.stale?.error.code === error.code && status.stale.error.message === error.message) return;
      suspended = true;
      generation += 1;
      clearTimer();
      abort?.abort();
      update({ stale: { error, since: status.stale?.since ?? clock.now() }, refreshing: false, nextRefreshAt: null }, false);
    },
    resume() {
      if (!suspended || stopped) return;
      suspended = false;
      // An aborted cycle may still be unwinding: start the new one after it.
      void (inFlight ?? Promise.resolve()).then(() => refresh());
    },
    stop() {
      stopped = true;
      generation += 1;
      clearTimer();
      abort?.abort();
    },
  };
}
