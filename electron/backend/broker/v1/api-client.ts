/**
 * The current API's (v1) data calls over a session's signed transport: validate, build the URL
 * (api-requests.ts), send within the quota (api-send.ts), decode into the shared/ models. Quotes
 * go 25 symbols a request and are matched to the request by symbol; the option chain comes with
 * its underlier's quote (the chain is still shown when that quote fails).
 */
import type { ChainQuery } from '../../../../shared/domain/chain-query.ts';
import type { ChainRequest, OptionChain } from '../../../../shared/domain/option-chain.ts';
import type { Quote, QuoteAnswer, QuoteProblem } from '../../../../shared/domain/quotes.ts';
import type { Environment } from '../../../../shared/environments.ts';
import { ok, type Result } from '../../../../shared/result.ts';
import { ACCOUNTS_BODY_BYTES, DEFAULT_API_BODY_BYTES, OPTION_CHAIN_BODY_BYTES, ORDER_PAGE_BODY_BYTES } from '../../oauth/body-limits.ts';
import type { Clock } from '../../services.ts';
import type { Session } from '../../session/session-types.ts';
import type { BrokerClient } from '../broker-client.ts';
import { DEFAULT_REQUEST_TIMEOUT_MS, type RetryNotice } from '../legacy/api-client.ts';
import { validateChainQuery } from '../legacy/api-requests.ts';
import type { QuotaMeter } from '../quota-meter.ts';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from '../retry-policy.ts';
import * as realDecoders from './decode/index.ts';
import { createSender } from './api-send.ts';
import { expiryDatesUrl, quoteBatches, v1AccountsListUrl, v1OptionChainUrl, v1OrderDetailsUrl, v1OrderListUrl } from './api-requests.ts';

/** The decoders the client uses: the real ones, or a test's own. */
export type V1Decoders = Pick<
  typeof realDecoders,
  'decodeAccountList' | 'decodeExpiryDates' | 'decodeV1OptionChain' | 'decodeQuotes' | 'decodeV1OrderList' | 'decodeV1OrderDetails'
>;

export interface V1ClientOptions {
  session: Pick<Session, 'signedFetch'>;
  environment: Environment;
  clock: Clock;
  /** The environment's meter (kept by the session client across rebuilds). */
  meter: QuotaMeter;
  /** Jitter source in [0, 1); Math.random when absent. */
  random?: () => number;
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  onRetry?: (notice: RetryNotice) => void;
  decoders?: V1Decoders;
}

/** A chain the provider has not answered yet costs the strikes asked for, 2 quotes each; else a guess of one pair. */
export const estimatedChainCost = (query: ChainQuery): number => 2 * (query.strikeCount ?? 1);

/** 2 quotes per pair in the answer (provider v1 notes, "Rate limits"). */
export const chainCost = (chain: OptionChain): number => 2 * chain.expiries.reduce((sum, expiry) => sum + expiry.strikes.length, 0);

const problemFor = (symbol: string, message: string): QuoteProblem => ({ symbol, code: null, message });

/** Merges the batches' answers in the order asked: one quote per symbol, a problem for each one missing. */
function mergeQuotes(asked: readonly string[], answers: readonly { symbols: string[]; result: Result<QuoteAnswer> }[]): QuoteAnswer {
  const bySymbol = new Map<string, Quote>();
  const problems: QuoteProblem[] = [];
  for (const { symbols, result } of answers) {
    if (!result.ok) {
      for (const symbol of symbols) problems.push(problemFor(symbol, result.error.message));
      continue;
    }
    for (const quote of result.data.quotes) {
      const key = quote.symbol.toUpperCase();
      if (!bySymbol.has(key)) bySymbol.set(key, quote);
    }
    problems.push(...result.data.problems);
  }
  const named = new Set(problems.map((problem) => problem.symbol?.toUpperCase()));
  const quotes: Quote[] = [];
  for (const symbol of asked) {
    const quote = bySymbol.get(symbol);
    if (quote !== undefined) quotes.push(quote);
    else if (!named.has(symbol)) problems.push(problemFor(symbol, `The provider sent no quote for ${symbol}.`));
  }
  return { quotes, problems };
}

/** Failures after which the remaining quote batches are not sent. */
const STOPPING: ReadonlySet<string> = new Set(['rate-limited', 'not-signed-in', 'cancelled']);

/** Creates the v1 client. */
export function createV1Client(options: V1ClientOptions): BrokerClient {
  const { environment, clock, meter } = options;
  const decoders = options.decoders ?? realDecoders;
  const send = createSender({
    session: options.session,
    clock,
    meter,
    random: options.random ?? Math.random,
    timeoutMs: options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
    policy: { ...DEFAULT_RETRY_POLICY, ...options.retry },
    onRetry: options.onRetry,
  });

  async function getQuotes(symbols: readonly string[], signal?: AbortSignal): Promise<Result<QuoteAnswer>> {
    const batches = quoteBatches(environment, symbols);
    if (!batches.ok) return batches;
    const answers: { symbols: string[]; result: Result<QuoteAnswer> }[] = [];
    // Held back, signed out or cancelled: the later batches would fail the same way, unsent.
    let stopped: Result<QuoteAnswer> | null = null;
    // One batch after the other: a burst of parallel requests is what rate limits punish.
    for (const batch of batches.data) {
      const result: Result<QuoteAnswer> =
        stopped ?? (await send({ url: batch.url, module: 'markets', cost: batch.symbols.length, maxBodyBytes: DEFAULT_API_BODY_BYTES, signal, decode: decoders.decodeQuotes }));
      answers.push({ symbols: batch.symbols, result });
      if (!result.ok && STOPPING.has(result.error.code)) stopped = result;
    }
    const firstFailure = answers.find((answer) => !answer.result.ok);
    if (firstFailure !== undefined && answers.every((answer) => !answer.result.ok)) return firstFailure.result;
    return ok(mergeQuotes(batches.data.flatMap((batch) => batch.symbols), answers));
  }

  return {
    generation: 'v1',
    quota: meter,
    listAccounts: (signal) =>
      send({ url: v1AccountsListUrl(environment), module: 'accounts', cost: 1, maxBodyBytes: ACCOUNTS_BODY_BYTES, signal, decode: decoders.decodeAccountList }),
    async getExpiryDates(symbol, kind, signal) {
      const url = expiryDatesUrl(environment, symbol, kind);
      if (!url.ok) return url;
      return send({ url: url.data, module: 'markets', cost: 1, maxBodyBytes: DEFAULT_API_BODY_BYTES, signal, decode: (response) => decoders.decodeExpiryDates(response, clock.now()) });
    },
    getQuotes,
    async getOptionChain(query, signal) {
      const valid = validateChainQuery(query);
      if (!valid.ok) return valid;
      const url = v1OptionChainUrl(environment, valid.data);
      if (!url.ok) return url;
      const { underlier, month, year, chainType } = valid.data;
      const request: ChainRequest = { underlier, expirationMonth: month, expirationYear: year, chainType };
      let fetchedAt = 0;
      const [chain, quote] = await Promise.all([
        send({
          url: url.data,
          module: 'markets',
          cost: estimatedChainCost(valid.data),
          maxBodyBytes: OPTION_CHAIN_BODY_BYTES,
          signal,
          decode: (response) => {
            fetchedAt = clock.now();
            return decoders.decodeV1OptionChain(response, request, fetchedAt);
          },
          realCost: chainCost,
        }),
        getQuotes([underlier], signal),
      ]);
      if (!chain.ok) return chain;
      const underlierQuote = quote.ok ? (quote.data.quotes.find((q) => q.symbol.toUpperCase() === underlier) ?? null) : null;
      return ok({ query: valid.data, chain: chain.data, fetchedAt, underlier: underlierQuote });
    },
    async getOrderPage(accountKey, page = {}, signal) {
      const url = v1OrderListUrl(environment, accountKey, page);
      if (!url.ok) return url;
      return send({ url: url.data, module: 'orders', cost: 1, maxBodyBytes: ORDER_PAGE_BODY_BYTES, signal, decode: decoders.decodeV1OrderList });
    },
    async getOrderDetails(accountKey, orderId, signal) {
      const url = v1OrderDetailsUrl(environment, accountKey, orderId);
      if (!url.ok) return url;
      return send({ url: url.data, module: 'orders', cost: 1, maxBodyBytes: ORDER_PAGE_BODY_BYTES, signal, decode: decoders.decodeV1OrderDetails });
    },
  };
}
