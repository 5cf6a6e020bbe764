/**
 * The current API's (v1) data calls over a session's signed transport: validate, build the URL
 * (api-requests.ts), send within the quota (api-send.ts), decode into the shared/ models. Quotes
 * go 25 symbols a request and are matched to the request by symbol; the option chain comes with
 * its underlier's quote (the chain is still shown when that quote fails).
 */
import type { ChainQuery } from '../../../../shared/domain/chain-query.ts';
import type { ExpiryDate } from '../../../../shared/domain/expiries.ts';
import type { OptionChain } from '../../../../shared/domain/option-chain.ts';
import type { Quote, QuoteAnswer, QuoteProblem } from '../../../../shared/domain/quotes.ts';
import type { Environment } from '../../../../shared/environments.ts';
import { ok, type Result } from '../../../../shared/result.ts';
import { ACCOUNTS_BODY_BYTES, DEFAULT_API_BODY_BYTES, OPTION_CHAIN_BODY_BYTES, ORDER_PAGE_BODY_BYTES } from '../../oauth/body-limits.ts';
import type { Clock } from '../../services.ts';
import type { Session } from '../../session/session-types.ts';
import type { BrokerClient } from '../broker-client.ts';
import { chainTooLarge, MAX_CHAIN_STRIKES, strikeRowsOf, windowOverrun } from '../chain-size.ts';
import { DEFAULT_REQUEST_TIMEOUT_MS, DEFAULT_RETRY_POLICY, type RetryNotice, type RetryPolicy } from '../common/retry-policy.ts';
import { withAnswerBytes } from '../common/order-page.ts';
import type { QuotaMeter } from '../quota/quota-meter.ts';
import * as realDecoders from './decode/index.ts';
import type { V1ChainRequest } from './decode/index.ts';
import { alertCalls } from './alert-calls.ts';
import { createSender, type SendRequest } from './api-send.ts';
import { expiryDatesUrl, quoteBatches, v1AccountsListUrl, v1OptionChainUrl, v1OrderDetailsUrl, v1OrderListUrl } from './api-requests.ts';
import { portfolioCalls } from './portfolio-calls.ts';

/** The decoders the client uses: the real ones, or a test's own (the account decoders are the real ones unless given). */
export type V1Decoders = Pick<
  typeof realDecoders,
  'decodeAccountList' | 'decodeExpiryDates' | 'decodeV1OptionChain' | 'decodeQuotes' | 'decodeV1OrderList' | 'decodeV1OrderDetails'
> &
  Partial<Pick<typeof realDecoders, 'decodeAlerts' | 'decodeAlertDetails' | 'decodePortfolioPage' | 'decodeBalance'>>;

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
  /** The most strike rows a chain may hold (chain-size.ts); a test may ask for fewer. */
  maxChainStrikes?: number;
}

/**
 * Quotes a chain is assumed to cost when nothing better is known and the query does not limit the
 * strikes (no `noOfStrikes`, or `priceType=ALL`, which answers the whole ladder): the largest
 * ladders (SPX) run past 5,000 pairs at 2 quotes each.
 */
export const UNSEEN_LADDER_COST = 10_000;

/** Does the query limit the answer to `noOfStrikes` pairs? `priceType=ALL` answers every strike whatever the count. */
const limitsStrikes = (query: ChainQuery): query is ChainQuery & { strikeCount: number } => query.strikeCount !== undefined && query.priceType !== 'ALL';

/** The chain whatever strikes are asked for (same underlier, expiry, types and categories). */
const ladderKey = (query: ChainQuery): string => {
  const { strikesNear: _near, strikeCount: _count, priceType: _price, ...chain } = query;
  return JSON.stringify(chain);
};
/** The query whatever its centre (a scroll moves the centre, not the cost). */
const costKey = (query: ChainQuery): string => {
  const { strikesNear: _near, ...rest } = query;
  return JSON.stringify(rest);
};

/** Remembered real costs, per query and per ladder: bounded, oldest forgotten first. */
const REMEMBERED_COSTS = 256;

/**
 * The estimate a chain request is admitted and counted on before its answer (then settled to the
 * real cost): what the same query really cost last time, and never less than the strikes it asks
 * for (2 quotes each); a query that does not limit the strikes is assumed to answer the full
 * ladder seen last time, or `UNSEEN_LADDER_COST` when none was seen.
 */
export function estimatedChainCost(
  query: ChainQuery,
  seen: { lastCost(key: string): number | undefined; ladder(key: string): number | undefined } = NOTHING_SEEN,
): number {
  const base = limitsStrikes(query) ? 2 * query.strikeCount : (seen.ladder(ladderKey(query)) ?? UNSEEN_LADDER_COST);
  return Math.max(base, seen.lastCost(costKey(query)) ?? 0);
}
const NOTHING_SEEN = { lastCost: () => undefined, ladder: () => undefined };

/** Sets `key` to `value` as the newest entry, forgetting the oldest beyond the bound. */
function remember<T>(map: Map<string, T>, key: string, value: T): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > REMEMBERED_COSTS) {
    const oldest = map.keys().next();
    if (oldest.done !== true) map.delete(oldest.value);
  }
}

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
    // One by one: spread into push, 300,000 messages overflowed the stack (past about 125,000 arguments).
    for (const problem of result.data.problems) problems.push(problem);
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
  /** Real chain costs by query (`costKey`) and the largest answer seen per ladder (`ladderKey`). */
  const lastCosts = new Map<string, number>();
  const ladders = new Map<string, number>();
  const seenCosts = { lastCost: (key: string) => lastCosts.get(key), ladder: (key: string) => ladders.get(key) };
  /** The last expiry dates per underlier, which name a chain's expiry kind. */
  const knownExpiries = new Map<string, ExpiryDate[]>();
  /** Strike rows of chains refused as too large, per query (`costKey`): not asked for again. */
  const tooLarge = new Map<string, number>();
  const maxStrikes = options.maxChainStrikes ?? MAX_CHAIN_STRIKES;
  /** The chain if it is small enough to show; remembered and refused when it is not (chain-size.ts). */
  const sizeChecked = (query: ChainQuery, chain: OptionChain): Result<OptionChain> => {
    const rows = strikeRowsOf(chain);
    if (rows <= maxStrikes) return ok(chain);
    if (limitsStrikes(query)) return windowOverrun(query, rows, query.strikeCount, maxStrikes);
    remember(tooLarge, costKey(query), rows);
    return chainTooLarge(query, rows, { seen: 'answered', generation: 'v1', limit: maxStrikes });
  };
  const send = createSender({
    session: options.session,
    clock,
    meter,
    random: options.random ?? Math.random,
    timeoutMs: options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
    policy: { ...DEFAULT_RETRY_POLICY, ...options.retry },
    onRetry: options.onRetry,
  });
  /** Sends to a URL that was built, or answers why it could not be. */
  const sendTo = <T>(url: Result<string>, request: Omit<SendRequest<T>, 'url'>): Promise<Result<T>> =>
    url.ok ? send({ ...request, url: url.data }) : Promise.resolve(url);

  async function getQuotes(symbols: readonly string[], signal?: AbortSignal): Promise<Result<QuoteAnswer>> {
    const batches = quoteBatches(environment, symbols);
    if (!batches.ok) return batches;
    const answers: { symbols: string[]; result: Result<QuoteAnswer> }[] = [];
    // Held back, signed out or cancelled: the later batches would fail the same way, unsent.
    let stopped: Result<QuoteAnswer> | null = null;
    // One batch after the other: a burst of parallel requests is what rate limits punish.
    for (const batch of batches.data) {
      const result: Result<QuoteAnswer> =
        stopped ??
        // The batch's symbols tie a `Messages` problem inside a 200 to the symbol it is about.
        (await send({
          url: batch.url,
          module: 'markets',
          cost: batch.symbols.length,
          maxBodyBytes: DEFAULT_API_BODY_BYTES,
          signal,
          decode: (response) => decoders.decodeQuotes(response, batch.symbols),
        }));
      answers.push({ symbols: batch.symbols, result });
      if (!result.ok && STOPPING.has(result.error.code)) stopped = result;
    }
    const firstFailure = answers.find((answer) => !answer.result.ok);
    if (firstFailure !== undefined && answers.every((answer) => !answer.result.ok)) return firstFailure.result;
    return ok(
      mergeQuotes(
        batches.data.flatMap((batch) => batch.symbols),
        answers,
      ),
    );
  }

  return {
    generation: 'v1',
    quota: meter,
    listAccounts: (signal) =>
      send({ url: v1AccountsListUrl(environment), module: 'accounts', cost: 1, maxBodyBytes: ACCOUNTS_BODY_BYTES, signal, decode: decoders.decodeAccountList }),
    async getExpiryDates(symbol, kind, signal) {
      const result = await sendTo(expiryDatesUrl(environment, symbol, kind), {
        module: 'markets',
        cost: 1,
        maxBodyBytes: DEFAULT_API_BODY_BYTES,
        signal,
        decode: (response) => decoders.decodeExpiryDates(response, clock.now()),
      });
      if (result.ok && typeof symbol === 'string') remember(knownExpiries, symbol.trim().toUpperCase(), result.data);
      return result;
    },
    getQuotes,
    async getOptionChain(query, signal, options) {
      const url = v1OptionChainUrl(environment, query);
      const known = tooLarge.get(costKey(query));
      if (known !== undefined) return chainTooLarge(query, known, { seen: 'known', generation: 'v1', limit: maxStrikes });
      const { underlier, month, year, day, chainType } = query;
      // The day lets the decoder check the answer is the expiry asked for.
      const request: V1ChainRequest = {
        underlier,
        expirationMonth: month,
        expirationYear: year,
        chainType,
        ...(day === undefined ? {} : { expirationDay: day }),
      };
      const expiries = knownExpiries.get(underlier.toUpperCase());
      let fetchedAt = 0;
      const [chain, quote] = await Promise.all([
        send({
          url,
          module: 'markets',
          // Never more than the whole budget: such a chain could never be sent, even in an empty hour.
          cost: Math.min(estimatedChainCost(query, seenCosts), Math.max(1, meter.snapshot().modules.markets.limit)),
          maxBodyBytes: OPTION_CHAIN_BODY_BYTES,
          signal,
          decode: (response) => {
            fetchedAt = clock.now();
            const decoded = decoders.decodeV1OptionChain(response, request, fetchedAt, expiries);
            return decoded.ok ? sizeChecked(query, decoded.data) : decoded;
          },
          realCost: (answer) => {
            // 2 quotes per pair in the answer (docs/platform/budgets.md, "What a call costs").
            const cost = 2 * strikeRowsOf(answer);
            remember(lastCosts, costKey(query), cost);
            // Only an answer of every strike is the ladder; a few strikes near the money say nothing of it.
            if (!limitsStrikes(query)) remember(ladders, ladderKey(query), cost);
            return cost;
          },
        }),
        options?.underlier === false ? Promise.resolve(null) : getQuotes([underlier], signal),
      ]);
      if (!chain.ok) return chain;
      const underlierQuote = quote?.ok === true ? (quote.data.quotes.find((q) => q.symbol.toUpperCase() === underlier) ?? null) : null;
      return ok({ query, chain: chain.data, fetchedAt, underlier: underlierQuote });
    },
    getOrderPage: (accountKey, page = {}, signal) =>
      sendTo(v1OrderListUrl(environment, accountKey, page), {
        module: 'orders',
        cost: 1,
        maxBodyBytes: ORDER_PAGE_BODY_BYTES,
        signal,
        decode: withAnswerBytes(decoders.decodeV1OrderList),
      }),
    getOrderDetails: (accountKey, orderId, signal) =>
      sendTo(v1OrderDetailsUrl(environment, accountKey, orderId), {
        module: 'orders',
        cost: 1,
        maxBodyBytes: ORDER_PAGE_BODY_BYTES,
        signal,
        decode: decoders.decodeV1OrderDetails,
      }),
    ...alertCalls({ environment, send, decoders }),
    ...portfolioCalls({ environment, clock, send, decoders }),
  };
}
