/**
 * Market data for the IPC layer: option chains, expiry dates and quotes of the environment the
 * app is signed in to, and the live refresh of the chain on screen.
 */
import type { ChainAnswer, ChainQuery } from '../../../shared/domain/chain-query.ts';
import type { ChainQuotesUpdate, ChainWatch } from '../../../shared/domain/chain-refresh.ts';
import type { ExpiryDate, ExpiryKind } from '../../../shared/domain/expiries.ts';
import type { OptionChain } from '../../../shared/domain/option-chain.ts';
import type { QuoteAnswer } from '../../../shared/domain/quotes.ts';
import { fail, type Result } from '../../../shared/result.ts';
import { withClient, type SessionClient } from '../broker/session-client.ts';
import type { Clock, Logger } from '../services.ts';
import { createChainRefresher } from './chain-refresher.ts';
import type { LiveLifecycle } from '../live/feed-set.ts';

export interface MarketService extends LiveLifecycle {
  /** The chain for a query parsed at the edge. */
  getOptionChain(query: ChainQuery): Promise<Result<ChainAnswer<OptionChain>>>;
  /** Expiry dates of an underlier, nearest first (current API). */
  getExpiryDates(symbol: string, kind?: ExpiryKind): Promise<Result<ExpiryDate[]>>;
  /** Quotes of any number of symbols (batched by the client; current API). */
  getQuotes(symbols: readonly string[]): Promise<Result<QuoteAnswer>>;
  watchChain(watch: ChainWatch): Result<{ watching: true; intervalMs: number; costPerRefresh: number }>;
  unwatchChain(): { watching: false };
}

/** What the live refresh needs beyond the client; without it, the refresh runs on defaults. */
export interface MarketServiceDeps {
  clock: Clock;
  logger: Logger;
  random?: () => number;
  /** Settings `chainView.refreshSeconds`, read on every cycle. */
  refreshSeconds(): number;
  emitQuotes(update: ChainQuotesUpdate): void;
}

/** Creates the market service over the session-bound client. */
export function createMarketService(client: SessionClient, deps?: MarketServiceDeps): MarketService {
  let visible = true;
  const refresher =
    deps === undefined
      ? null
      : createChainRefresher({
          clock: deps.clock,
          random: deps.random ?? Math.random,
          logger: deps.logger,
          client: () => client.get(),
          news: client.news,
          refreshSeconds: deps.refreshSeconds,
          windowVisible: () => visible,
          emit: deps.emitQuotes,
        });
  return {
    getOptionChain: (query) => withClient(client, (api) => api.getOptionChain(query)),
    getExpiryDates: (symbol, kind) => withClient(client, (api) => api.getExpiryDates(symbol, kind)),
    getQuotes: (symbols) => withClient(client, (api) => api.getQuotes(symbols)),
    watchChain: (watch) => refresher?.watch(watch) ?? fail('internal', 'The live chain refresh is not set up.'),
    unwatchChain: () => refresher?.unwatch() ?? { watching: false },
    setWindowVisible(next) {
      if (visible === next) return;
      visible = next;
      refresher?.reschedule();
    },
    settingsChanged: () => refresher?.reschedule(),
    dispose: () => refresher?.stop(),
  };
}
