/**
 * The live refresh of the chain on screen (issue 12, "Quota-aware refresh"): while a chain is
 * watched and the window shows it, every interval re-ask the chain for the strikes in view only
 * (`strikePriceNear` = the centre strike, `noOfStrikes` = the strikes in view + a margin) and the
 * underlier, diff against the last pushed quotes by OSI key and push only what changed
 * (`chain:quotes`). Hidden: no refresh at all. Budget low: the meter's slower pace. Failure: the
 * last data stays, marked stale, and the next try backs off. A full reload stays the renderer's
 * deliberate `chain:get`. One watched chain at a time; one refresh in flight at a time.
 */
import type { ChainAnswer, ChainQuery } from '../../../shared/domain/chain-query.ts';
import type { ChainQuotesUpdate, ChainWatch } from '../../../shared/domain/chain-refresh.ts';
import type { OptionChain } from '../../../shared/domain/option-chain.ts';
import type { Quote } from '../../../shared/domain/quotes.ts';
import { fail, ok, type AppError, type Result } from '../../../shared/result.ts';
import type { BrokerClient } from '../broker/broker-client.ts';
import { UNMETERED, type PaceAdvice } from '../broker/quota-pace.ts';
import type { Clock, Logger } from '../services.ts';
import { diffChainQuotes, quoteChanged, type KnownQuotes } from './chain-diff.ts';
import { backoffMs, refreshBaseMs } from './refresh-interval.ts';

/** Strikes asked for beyond those in view, so a small scroll is already fresh. */
export const STRIKE_MARGIN = 2;

/** Quotes one refresh costs: 2 per pair asked for, plus the underlier's quote. */
export const refreshCost = (strikesInView: number): number => 2 * (strikesInView + STRIKE_MARGIN) + 1;

/**
 * The chain query one refresh sends: the watched one, narrowed to the strikes in view. The price
 * type is always ATNM: with ALL the provider answers every strike whatever `noOfStrikes` says (a
 * whole SPX ladder, 10,000 quotes, every refresh).
 */
export function refreshQuery(watch: ChainWatch): ChainQuery {
  const near = watch.centreStrike ?? watch.query.strikesNear;
  return { ...watch.query, ...(near === undefined ? {} : { strikesNear: near }), strikeCount: watch.strikesInView + STRIKE_MARGIN, priceType: 'ATNM' };
}

export interface ChainRefresherOptions {
  clock: Clock;
  random: () => number;
  logger: Logger;
  /** The client of the session the app holds now (asked on every refresh). */
  client(): Result<BrokerClient>;
  /** The environment that session signs for (null when signed out); part of what a watched chain is. */
  environmentId?(): string | null;
  /** Settings `chainView.refreshSeconds`, read on every cycle. */
  refreshSeconds(): number;
  windowVisible(): boolean;
  emit(update: ChainQuotesUpdate): void;
}

export interface ChainRefresher {
  watch(watch: ChainWatch): Result<{ watching: true; intervalMs: number; costPerRefresh: number }>;
  unwatch(): { watching: false };
  /** Visibility or settings changed: plan the next refresh anew. */
  reschedule(): void;
  /** Refreshes now (or joins the refresh under way); for tests and a manual "refresh quotes". */
  refresh(): Promise<void>;
  /**
   * The session changed: signed out, or signed in to another environment, the watch ends (the
   * renderer watches again when it shows a chain); a new session of the same environment starts
   * the watched chain's memory afresh (known quotes, stale mark, backoff) with the new client.
   */
  sessionChanged(): void;
  stop(): void;
}

interface Watched {
  watch: ChainWatch;
  /** The environment and the query as text: a different one is a different chain. */
  key: string;
  environment: string | null;
  /** The client the watch began with: another one means another session. */
  client: BrokerClient;
  /** The real cost of the last answered refresh and its strike count: the pace never assumes less. */
  lastCost: { strikeCount: number; units: number } | null;
  known: KnownQuotes;
  underlier: Quote | null;
  failures: number;
  stale: { error: AppError; since: number } | null;
  lastCycleEnd: number;
  /** What the last push said about pace, to push when only that changed. */
  lastPace: string;
}

/** Creates the refresher; nothing happens until `watch`. */
export function createChainRefresher(options: ChainRefresherOptions): ChainRefresher {
  const { clock, logger } = options;
  let watched: Watched | null = null;
  let cancelTimer: (() => void) | null = null;
  let inFlight: Promise<void> | null = null;
  let abort: AbortController | null = null;
  let stopped = false;

  const visible = (): boolean => watched !== null && watched.watch.visible && options.windowVisible();

  const environmentNow = (): string | null => options.environmentId?.() ?? null;

  /** What one refresh of `current` is expected to cost: the strikes asked for, or more if the last one really cost more. */
  function expectedCost(current: Watched): number {
    const estimate = refreshCost(current.watch.strikesInView);
    const last = current.lastCost;
    return last !== null && last.strikeCount === refreshQuery(current.watch).strikeCount ? Math.max(estimate, last.units) : estimate;
  }

  function pace(current: Watched): PaceAdvice & { waitMs: number } {
    const api = options.client();
    const quota = api.ok ? api.data.quota : UNMETERED;
    const advice = quota.pace('markets', expectedCost(current), refreshBaseMs(options.refreshSeconds()));
    return { ...advice, waitMs: backoffMs(advice.intervalMs, current.failures, options.random) };
  }

  function clearTimer(): void {
    cancelTimer?.();
    cancelTimer = null;
  }

  function schedule(): void {
    clearTimer();
    const current = watched;
    if (stopped || current === null || inFlight !== null || !visible()) return;
    const at = Math.max(clock.now(), current.lastCycleEnd + pace(current).waitMs);
    cancelTimer = clock.setTimeout(() => {
      cancelTimer = null;
      void refresh();
    }, at - clock.now());
  }

  function push(current: Watched, update: Omit<ChainQuotesUpdate, 'query' | 'stale' | 'intervalMs' | 'slowedBecause' | 'costPerRefresh'>, force: boolean): void {
    const advice = pace(current);
    // Whole seconds and slowed-or-not: the words carry this hour's count, which moves every refresh.
    const paceText = `${Math.round(advice.intervalMs / 1000)}|${advice.slowedBecause === null}|${current.stale?.since ?? ''}`;
    if (!force && update.changes.length === 0 && update.underlier === null && paceText === current.lastPace) return;
    current.lastPace = paceText;
    try {
      options.emit({
        ...update,
        query: current.watch.query,
        stale: current.stale,
        intervalMs: advice.intervalMs,
        slowedBecause: advice.slowedBecause,
        costPerRefresh: expectedCost(current),
      });
    } catch (error) {
      logger.error('chain:quotes listener failed', { error: String(error) });
    }
  }

  async function cycle(current: Watched): Promise<void> {
    clearTimer();
    const controller = new AbortController();
    abort = controller;
    const api = options.client();
    // Another environment signed in meanwhile: this chain is not its to ask for.
    if (current.environment !== environmentNow()) {
      drop();
      return;
    }
    const asked = refreshQuery(current.watch);
    let result: Result<ChainAnswer<OptionChain>>;
    try {
      result = api.ok ? await api.data.getOptionChain(asked, controller.signal) : api;
    } catch (error) {
      result = fail('internal', 'Refreshing the chain failed unexpectedly; please report this.', String(error));
    }
    abort = null;
    // Unwatched, replaced or stopped meanwhile: this answer belongs to nobody.
    if (stopped || controller.signal.aborted || watched !== current) return;
    current.lastCycleEnd = clock.now();
    if (result.ok) {
      const wasStale = current.stale !== null;
      current.failures = 0;
      current.stale = null;
      const changes = diffChainQuotes(current.known, result.data.chain);
      const next = result.data.underlier ?? null;
      const underlier = next !== null && quoteChanged(current.underlier, next) ? next : null;
      if (next !== null) current.underlier = next;
      const { chain } = result.data;
      const pairs = chain.expiries.reduce((sum, expiry) => sum + expiry.strikes.length, 0);
      current.lastCost = { strikeCount: asked.strikeCount ?? 0, units: 2 * pairs + (result.data.underlier === null ? 0 : 1) };
      push(current, { changes, underlier, quoteType: chain.quoteType ?? null, quoteTime: chain.quoteTime ?? null, fetchedAt: current.lastCycleEnd }, wasStale);
    } else {
      current.failures += 1;
      current.stale = { error: result.error, since: current.stale?.since ?? current.lastCycleEnd };
      logger.warn('chain refresh failed', { code: result.error.code, failures: current.failures });
      push(current, { changes: [], underlier: null, quoteType: null, quoteTime: null, fetchedAt: current.lastCycleEnd }, current.failures === 1);
    }
  }

  /** Ends the watch: no timer, nothing in flight counts. */
  function drop(): void {
    clearTimer();
    abort?.abort();
    watched = null;
  }

  const fresh = (watch: ChainWatch, key: string, environment: string | null, client: BrokerClient): Watched => ({
    watch,
    key,
    environment,
    client,
    known: new Map(),
    underlier: null,
    failures: 0,
    stale: null,
    lastCycleEnd: clock.now(),
    lastPace: '',
    lastCost: null,
  });

  function refresh(): Promise<void> {
    const current = watched;
    if (stopped || current === null) return Promise.resolve();
    inFlight ??= (async () => {
      try {
        await cycle(current);
      } finally {
        inFlight = null;
        schedule();
      }
    })();
    return inFlight;
  }

  return {
    watch(watch) {
      if (stopped) return fail('internal', 'The chain refresher has been shut down.');
      const api = options.client();
      if (!api.ok) return api;
      if (api.data.generation !== 'v1') {
        return fail('unsupported', 'Live quotes need the current API (v1); this environment speaks the legacy API, whose chains carry no quotes.');
      }
      const environment = environmentNow();
      const key = JSON.stringify([environment, watch.query]);
      if (watched === null || watched.key !== key || watched.client !== api.data) {
        abort?.abort();
        // The renderer has just loaded this chain: the first refresh is one interval away.
        watched = fresh(watch, key, environment, api.data);
      } else {
        // A scroll or resize: new strikes in view, same chain and schedule.
        watched.watch = watch;
      }
      schedule();
      const advice = pace(watched);
      return ok({ watching: true, intervalMs: advice.intervalMs, costPerRefresh: expectedCost(watched) });
    },
    unwatch() {
      drop();
      return { watching: false };
    },
    sessionChanged() {
      // Called on every change of the session (each request's activity included): cheap, and
      // nothing happens unless the session went away, was replaced or signs for another environment.
      const current = watched;
      if (current === null) return;
      const api = options.client();
      if (!api.ok || api.data.generation !== 'v1' || current.environment !== environmentNow()) {
        drop();
        return;
      }
      if (api.data === current.client) return;
      abort?.abort();
      watched = fresh(current.watch, current.key, current.environment, api.data);
      if (inFlight === null) schedule();
    },
    reschedule() {
      if (inFlight === null) schedule();
    },
    refresh,
    stop() {
      stopped = true;
      drop();
    },
  };
}
