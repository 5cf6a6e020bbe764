/**
 * The live refresh of the chain on screen, a live feed on the
 * one poller (live/poller.ts), which owns the timing: shown only (hidden, no refresh at all),
 * within the Markets budget, backing off on failure. What is the refresher's own: the fetch (the
 * watched chain narrowed to the strikes in view, and the underlier), the diff against the last
 * pushed quotes by OSI key, and the push of only what changed (`chain:quotes`). A full reload
 * stays the renderer's deliberate `chain:get`. One watched chain at a time; a chain belongs to
 * the session and environment it was watched in (the session news ends or renews it).
 */
import type { FeedStatus } from '../../../shared/domain/feed-status.ts';
import type { ChainAnswer } from '../../../shared/domain/chain-query.ts';
import { CHAIN_REFRESH_SECONDS, type ChainQuotesUpdate, type ChainWatch } from '../../../shared/domain/chain-refresh.ts';
import type { OptionChain } from '../../../shared/domain/option-chain.ts';
import { fail, ok, type Result } from '../../../shared/result.ts';
import type { BrokerClient } from '../broker/broker-client.ts';
import type { Poller } from '../live/feed.ts';
import { createPoller } from '../live/poller.ts';
import type { SessionNews } from '../live/session-news.ts';
import type { Clock, Logger } from '../services.ts';
import { freshMemory, newsToPush, takeAnswer, type ChainMemory } from './chain-diff.ts';
import { expectedCost, refreshQuery } from './chain-refresh-query.ts';

export interface ChainRefresherOptions {
  clock: Clock;
  random: () => number;
  logger: Logger;
  /** The client of the session the app holds now. */
  client(): Result<BrokerClient>;
  /** The session news: another session or environment ends or renews the watch. */
  news: Pick<SessionNews, 'subscribe' | 'check' | 'environment'>;
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
  stop(): void;
}

/** A watched chain: the environment and the query as text (a different one is a different chain), its client, poller and memory. */
interface Watched {
  key: string;
  environment: string | null;
  client: BrokerClient;
  memory: ChainMemory;
  poller: Poller<FeedStatus>;
}

/** Creates the refresher; nothing happens until `watch`. */
export function createChainRefresher(options: ChainRefresherOptions): ChainRefresher {
  let watched: Watched | null = null;
  let stopped = false;

  function start(watch: ChainWatch, key: string, environment: string | null, client: BrokerClient): Watched {
    watched?.poller.stop();
    const memory = freshMemory(watch);
    const poller = createPoller<ChainAnswer<OptionChain>, FeedStatus>({
      ...options,
      name: 'chain',
      hidden: 'stop',
      seconds: options.refreshSeconds,
      bounds: CHAIN_REFRESH_SECONDS,
      shown: () => memory.watch.visible,
      cost: () => expectedCost(memory.watch, memory.lastCost),
      pace: (intervalMs, requests) => client.quota.pace('markets', requests, intervalMs),
      session: options.news,
      fetch: (signal) => client.getOptionChain(refreshQuery(memory.watch), signal),
      accept: (answer, at) => takeAnswer(memory, answer, at),
      compose: (status) => status,
      emit(status, landed) {
        // Pushed after each refresh only, and only when it says something new.
        const news = landed ? newsToPush(memory, status, options.clock.now()) : null;
        if (news !== null) options.emit({ ...news, ...status, query: memory.watch.query, costPerRefresh: expectedCost(memory.watch, memory.lastCost) });
      },
    });
    return { key, environment, client, memory, poller };
  }

  function drop(): void {
    watched?.poller.stop();
    watched = null;
  }

  const stopNews = options.news.subscribe((news) => {
    // Signed out or another environment: the watch ends (the renderer watches again when it shows
    // a chain). A new session of the same environment: the chain's memory starts afresh.
    const current = watched;
    if (current === null) return;
    const api = options.client();
    if (news.kind === 'signed-out' || !api.ok || api.data.generation !== 'v1' || news.environment !== current.environment) drop();
    else if (news.kind === 'replaced') (watched = start(current.memory.watch, current.key, current.environment, api.data)).poller.reschedule();
  });

  return {
    watch(watch) {
      if (stopped) return fail('internal', 'The chain refresher has been shut down.');
      const api = options.client();
      if (!api.ok) return api;
      if (api.data.generation !== 'v1') {
        return fail('unsupported', 'Live quotes need the current API (v1); this environment speaks the legacy API, whose chains carry no quotes.');
      }
      options.news.check();
      const environment = options.news.environment();
      const key = JSON.stringify([environment, watch.query]);
      // The renderer has just loaded this chain: the first refresh is one interval away. A scroll
      // or resize of the same chain: new strikes in view, same memory and schedule.
      if (watched === null || watched.key !== key || watched.client !== api.data) watched = start(watch, key, environment, api.data);
      else watched.memory.watch = watch;
      watched.poller.reschedule();
      return ok({
        watching: true,
        intervalMs: watched.poller.status().intervalMs,
        costPerRefresh: expectedCost(watched.memory.watch, watched.memory.lastCost),
      });
    },
    unwatch() {
      drop();
      return { watching: false };
    },
    reschedule: () => watched?.poller.reschedule(),
    async refresh() {
      await watched?.poller.refresh();
    },
    stop() {
      stopped = true;
      stopNews();
      drop();
    },
  };
}
