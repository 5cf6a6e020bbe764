/**
 * The one timing engine of every live feed (docs/architecture.md, "The live spine"). A feed brings
 * what is its alone: a fetch, what to do with an answer (the diff), the state it shows and its
 * pushes (the words); the poller runs it: it plans each refresh from the end of the last
 * (feed-timing.ts), keeps one cycle in flight (a refresh asked for meanwhile joins it), aborts it
 * on stop and suspend, backs off after failures, asks the budget for the pace of the feed's
 * expected cost, follows the feed's hidden-window policy, keeps the feed status (stale since,
 * interval, why slowed, next refresh, refreshing, paused) and drops any answer fetched with a
 * session that changed before it landed. The clock and random are injected.
 */
import type { FeedStatus } from '../../../shared/domain/feed-status.ts';
import { fail, type Result } from '../../../shared/result.ts';
import type { FeedDeps, Poller } from './feed.ts';
import { planWait, settingMs, type HiddenPolicy } from './feed-timing.ts';

export interface PollerOptions<T, S> extends FeedDeps {
  /** Names the feed in the log ("orders refresh failed"). */
  name: string;
  hidden: HiddenPolicy;
  /** The refresh setting in seconds, read at every plan, and its bounds (a hand-edited file may hold anything). */
  seconds(): number;
  bounds: Parameters<typeof settingMs>[1];
  /** Whether the feed's own view shows it (the window aside), read at every plan; absent: always. */
  shown?(): boolean;
  /** Requests the next refresh is expected to cost (the last one's), for the budget. */
  cost(): number;
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
  /** Before each push, the state composed: `landed` when a cycle's answer was just taken (accepted or failed). */
  settle?(status: FeedStatus, landed: boolean): void;
  /** The feed's state: its data beside the status. */
  compose(status: FeedStatus): S;
  /** The status changed, or (`landed`) a cycle's answer was taken and the next refresh planned. */
  emit(state: S, landed: boolean): void;
  /** The session was replaced: forget what the old one read (the next read is a new baseline). */
  forget?(): void;
}

const sameStatus = (a: FeedStatus, b: FeedStatus): boolean =>
  a.stale === b.stale &&
  a.intervalMs === b.intervalMs &&
  a.slowedBecause === b.slowedBecause &&
  a.nextRefreshAt === b.nextRefreshAt &&
  a.refreshing === b.refreshing &&
  a.paused === b.paused;

/** Creates a poller; nothing runs until `refresh()`, `reschedule()` or `resume()`. */
export function createPoller<T, S>(options: PollerOptions<T, S>): Poller<S> {
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
  let state: S | null = null;

  const wait = () =>
    planWait({
      baseMs: settingMs(options.seconds(), options.bounds),
      visible: (options.shown?.() ?? true) && options.windowVisible(),
      hidden: options.hidden,
      failures,
      random: options.random,
      pace: (intervalMs) => options.pace?.(intervalMs, options.cost()) ?? { intervalMs, slowedBecause: null },
    });
  let status: FeedStatus = { stale: null, intervalMs: wait().intervalMs, slowedBecause: null, nextRefreshAt: null, refreshing: false, paused: false };
  const current = (): S => (state ??= options.compose(status));

  function publish(landed: boolean): void {
    try {
      options.settle?.(status, landed);
      state = options.compose(status);
      options.emit(state, landed);
    } catch (error) {
      logger.error(`${options.name} listener failed`, { error: String(error) });
    }
  }

  function update(patch: Partial<FeedStatus>, landed: boolean): void {
    const next = { ...status, ...patch };
    const changed = !sameStatus(status, next);
    status = next;
    if (!stopped && (changed || landed)) publish(landed);
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
      const counts = () => !stopped && begun === generation && !controller.signal.aborted && options.session?.check() === serial;
      result = await options.fetch(controller.signal, counts);
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
    state: current,
    status: () => status,
    cost: () => (stopped || status.paused ? 0 : options.cost()),
    async refresh() {
      await refresh();
      return current();
    },
    pause(paused) {
      if (status.paused !== paused) {
        update({ paused }, false);
        // Resuming after a long pause refreshes at once (the data is overdue).
        plan(false);
      }
      return current();
    },
    reschedule() {
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
      if (!suspended || stopped) return null;
      suspended = false;
      // An aborted cycle may still be unwinding: start the new one after it.
      return (inFlight ?? Promise.resolve()).then(() => refresh());
    },
    forget() {
      options.forget?.();
      state = null;
    },
    stop() {
      stopped = true;
      generation += 1;
      clearTimer();
      abort?.abort();
    },
    push() {
      if (!stopped) publish(false);
    },
    touch() {
      state = null;
    },
  };
}
