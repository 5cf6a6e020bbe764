/**
 * `strikeboard chain`: the option chain of an underlier, from the provider over the stored session
 * or from a saved response (--input), as a table or as the decoded model (--json). On the current
 * API (v1) one expiry with quotes and greeks (the nearest, weekly or not, when none is named; a
 * named day with no expiry is answered with the expiries around it); on the legacy API an expiry
 * month, identity only.
 */
import type { ChainAnswer, ChainQuery } from '../../shared/domain/chain-query.ts';
import { isoDate } from '../../shared/domain/calendar.ts';
import { nearestExpiry, withListedKinds } from '../../shared/domain/expiries.ts';
import { describeChainMismatch, type ChainExpiry, type OptionChain } from '../../shared/domain/option-chain.ts';
import type { ApiGeneration } from '../../shared/environments.ts';
import { fail, ok, type AppError, type Result } from '../../shared/result.ts';
import type { BrokerClient } from '../../electron/backend/broker/broker-client.ts';
import { decodeOptionChain } from '../../electron/backend/broker/legacy/decode/decode-option-chain.ts';
import { decodeV1OptionChain } from '../../electron/backend/broker/v1/decode/index.ts';
import { commandGeneration } from '../session/cli-environment.ts';
import type { CliIo } from '../io/cli-io.ts';
import { chainQuoteLines, hasQuotes } from '../tables/chain-quote-table.ts';
import { chainLines } from '../tables/chain-table.ts';
import { openDataClient, readSavedResponse } from '../session/data-client.ts';
import type { DataCommand } from '../flags/data-flags.ts';
import { noExpiryOn } from './expiry-choice.ts';

type ChainCommand = Extract<DataCommand, { name: 'chain' }>;

/** A saved v1 chain names its pairs `OptionPair` (legacy: `optionPairs`) and its expiry `SelectedED`. */
const looksLikeV1Chain = (body: string): boolean => body.includes('OptionPair') || body.includes('SelectedED');

const NO_EXPIRY_ON_LEGACY = 'The legacy API needs an expiry month: give --month and --year (or --expiry YYYY-MM-DD).';

/**
 * The generation of a saved answer: --api, else the one an environment file names (--env), else
 * what the file holds (a saved chain says which generation wrote it).
 */
async function savedGeneration(command: ChainCommand, body: string, io: CliIo): Promise<Result<ApiGeneration>> {
  if (command.api !== undefined || (command.env !== undefined && !['demo', 'sandbox', 'production'].includes(command.env)))
    return commandGeneration(command, io);
  return ok(looksLikeV1Chain(body) ? 'v1' : 'legacy');
}

/** Decodes a saved answer of either generation. */
function decodeSaved(command: ChainCommand, api: ApiGeneration, body: string, now: number): Result<OptionChain> {
  const { query } = command;
  if (api === 'legacy') {
    if (!command.expiryGiven) return fail('invalid-argument', NO_EXPIRY_ON_LEGACY);
    return decodeOptionChain(
      { body },
      { underlier: query.underlier, expirationMonth: query.month, expirationYear: query.year, chainType: query.chainType },
      now,
    );
  }
  const request = {
    underlier: query.underlier,
    expirationMonth: query.month,
    expirationYear: query.year,
    chainType: query.chainType,
    expirationDay: query.day,
  };
  const decoded = decodeV1OptionChain({ body }, request, now);
  if (!decoded.ok || command.expiryGiven) return decoded;
  // No expiry was asked for: only the symbol can disagree with the request.
  const date = decoded.data.expiries[0]?.date;
  const mismatch =
    date === undefined
      ? null
      : describeChainMismatch(
          { underlier: query.underlier, expirationYear: Number(date.slice(0, 4)), expirationMonth: Number(date.slice(5, 7)) },
          decoded.data.symbol,
          [date],
        );
  return ok({ ...decoded.data, mismatch });
}

/** The day a v1 query names, or null without one. */
const queryDay = (query: ChainQuery): string | null => (query.day === undefined ? null : isoDate(query.year, query.month, query.day));

/**
 * A refusal of a named day (v1 10031, "no options for the given month") reworded with the
 * expiries around it, one request more; the provider's own refusal when the lookup fails or the
 * day is listed after all.
 */
async function withNearestExpiries(refusal: AppError, query: ChainQuery, client: BrokerClient): Promise<AppError> {
  const day = queryDay(query);
  if (day === null || refusal.refusedAsAsked !== true) return refusal;
  const expiries = await client.getExpiryDates(query.underlier);
  const message = expiries.ok ? noExpiryOn(query.underlier, day, expiries.data) : null;
  return message === null ? refusal : { ...refusal, message };
}

/** Asks the provider; without an expiry (v1), looks up the nearest first. */
async function fromProvider(command: ChainCommand, client: BrokerClient): Promise<Result<ChainAnswer<OptionChain>>> {
  let query: ChainQuery = command.query;
  if (!command.expiryGiven) {
    if (client.generation === 'legacy') return fail('invalid-argument', NO_EXPIRY_ON_LEGACY);
    const expiries = await client.getExpiryDates(query.underlier);
    if (!expiries.ok) return expiries;
    const nearest = nearestExpiry(expiries.data);
    if (nearest === undefined)
      return { ok: false, error: { code: 'provider', message: `The provider lists no coming option expiries for ${query.underlier}.`, refusedAsAsked: true } };
    const [year, month, day] = nearest.date.split('-').map(Number);
    // A weekly is asked for as one (the provider's includeWeekly default is false), as the app does.
    const weekly = nearest.kind === 'WEEKLY' || query.includeWeekly === true;
    query = { ...query, year: year ?? query.year, month: month ?? query.month, day, ...(weekly ? { includeWeekly: true } : {}) };
  }
  const answer = await client.getOptionChain(query);
  if (answer.ok) return client.generation === 'v1' ? withKinds(answer.data, query, client) : answer;
  if (client.generation !== 'v1' || !command.expiryGiven) return answer;
  return { ok: false, error: await withNearestExpiries(answer.error, query, client) };
}

/**
 * A named expiry the chain answer left without a kind (a v1 chain names none; a third Friday is
 * known as monthly) named from the expiry list, one request more, so `chain` says the kind
 * `expiries` and the app's strip say. Without the list the chain is printed as it came.
 */
async function withKinds(answer: ChainAnswer<OptionChain>, query: ChainQuery, client: BrokerClient): Promise<Result<ChainAnswer<OptionChain>>> {
  if (answer.chain.expiries.every((expiry) => expiry.expiryType !== null)) return ok(answer);
  const listed = await client.getExpiryDates(query.underlier);
  return ok(listed.ok ? { ...answer, chain: withListedKinds(answer.chain, listed.data) } : answer);
}

/** Whether a query asks a window of strikes (around a price, or a count) rather than the provider's answer near the money. */
const asksWindow = (query: ChainQuery): boolean => query.priceType !== 'ALL' && (query.strikesNear !== undefined || query.strikeCount !== undefined);

/**
 * The strikes the expiry's figures are computed from where the answer is a window: the same
 * expiry as the provider answers it near the money (one request more, the app's own chain), so
 * the ATM IV, the move and the put/call ratios are the same whatever window is printed. Without
 * it (the request failed) the figures come from the window, and their words say so.
 */
async function figuresBasis(answer: ChainAnswer<OptionChain>, client: BrokerClient): Promise<Map<string, ChainExpiry> | undefined> {
  if (!asksWindow(answer.query)) return undefined;
  const { strikesNear: _near, strikeCount: _count, ...nearMoney } = answer.query;
  const basis = await client.getOptionChain(nearMoney);
  return basis.ok ? new Map(basis.data.chain.expiries.map((expiry) => [expiry.date, expiry])) : undefined;
}

/** Runs `chain`. */
export async function runChain(command: ChainCommand, io: CliIo): Promise<Result<void>> {
  let answer: ChainAnswer<OptionChain>;
  let basis: Map<string, ChainExpiry> | undefined;
  if (command.input !== undefined) {
    const body = await readSavedResponse(command.input, io);
    if (!body.ok) return body;
    const api = await savedGeneration(command, body.data, io);
    if (!api.ok) return api;
    const fetchedAt = io.clock.now();
    const chain = decodeSaved(command, api.data, body.data, fetchedAt);
    if (!chain.ok) return chain;
    answer = { query: command.query, chain: chain.data, fetchedAt };
  } else {
    const opened = await openDataClient(command, io);
    if (!opened.ok) return opened;
    try {
      const fetched = await fromProvider(command, opened.data.client);
      if (!fetched.ok) return fetched;
      answer = fetched.data;
      if (!command.json && hasQuotes(answer.chain)) basis = await figuresBasis(answer, opened.data.client);
    } finally {
      await opened.data.close();
    }
  }
  const { query, chain } = answer;
  if (command.json) io.out(JSON.stringify(answer, null, 2));
  else if (hasQuotes(chain)) {
    // Figures from the underlier's quote when it came (a saved answer has none: the near price then).
    const figuresAt = { spot: answer.underlier?.last ?? chain.nearPrice ?? null, now: chain.quoteTime ?? answer.fetchedAt };
    const figuresFrom = { expiries: basis ?? new Map<string, ChainExpiry>(), whole: basis === undefined && query.priceType === 'ALL' };
    const view = {
      chainType: query.chainType,
      includeAdjusted: query.includeAdjusted,
      near: query.strikesNear,
      strikes: query.strikeCount,
      figuresAt,
      figuresFrom,
    };
    for (const line of chainQuoteLines(chain, view, query.underlier)) io.out(line);
  } else for (const line of chainLines(query, chain)) io.out(line);
  // A mismatched answer is still an answer (the sandbox's canned one): the warning goes to standard
  // error in both outputs, and the JSON model carries it too.
  if (chain.mismatch !== null) io.err(`strikeboard: warning: ${chain.mismatch} A sandbox answers every request with stored sample data.`);
  return ok(undefined);
}
