/**
 * The chains `analyze` prices typed legs from: each expiry the legs name asked once, with the
 * strikes around the legs and the price (wider, once, if a leg's strike lies past what came back),
 * the underlier's price from its quote or `--spot`; or one saved chain (`--input`), as of its own
 * time.
 */
import { chainQuerySchema, type ChainQuery } from '../../shared/domain/chain-query.ts';
import type { ChainExpiry, OptionChain } from '../../shared/domain/option-chain.ts';
import { fail, ok, type Result } from '../../shared/result.ts';
import type { BrokerClient } from '../../electron/backend/broker/broker-client.ts';
import { decodeV1OptionChain } from '../../electron/backend/broker/v1/decode/index.ts';
import { underlierPrice } from '../../electron/backend/term-structure/term-points.ts';
import type { AnalyzeCommand } from '../flags/analyze-flags.ts';
import type { CliIo } from '../io/cli-io.ts';
import { openDataClient, readSavedResponse } from '../session/data-client.ts';
import { noExpiryOn } from './expiry-choice.ts';

/** The chains of the legs' expiries by date, the price, the time of the analysis and the quotes it cost. */
export interface LegChains {
  expiries: Map<string, ChainExpiry>;
  spot: number;
  asOf: number;
  quotes: number;
}

/** Strikes asked around the legs first, and at most after widening. */
const FIRST_STRIKES = 40;
const MOST_STRIKES = 400;

const queryFor = (symbol: string, date: string, near: number, strikes: number): ChainQuery => {
  const [year, month, day] = date.split('-').map(Number);
  return chainQuerySchema.parse({
    underlier: symbol,
    year,
    month,
    day,
    chainType: 'CALLPUT',
    includeAdjusted: false,
    includeWeekly: true,
    strikesNear: Math.round(near * 100) / 100,
    strikeCount: strikes,
  });
};

/** Whether every strike the legs of `date` name lies within what came back. */
const covers = (expiry: ChainExpiry, strikes: readonly number[]): boolean => {
  const low = expiry.strikes[0]?.strike;
  const high = expiry.strikes.at(-1)?.strike;
  return low !== undefined && high !== undefined && strikes.every((s) => s >= low && s <= high);
};

/** One expiry's chain around the legs and the price, widened once when a leg lies past it; the quotes it cost. */
async function expiryChain(
  client: BrokerClient,
  command: AnalyzeCommand,
  date: string,
  spot: number,
): Promise<Result<{ expiry: ChainExpiry; quotes: number }>> {
  const strikes = command.legs.filter((leg) => leg.expiry === date).map((leg) => leg.strike);
  let low = spot;
  let high = spot;
  for (const strike of strikes) [low, high] = [Math.min(low, strike), Math.max(high, strike)];
  const near = (low + high) / 2;
  let quotes = 0;
  for (const count of [FIRST_STRIKES, MOST_STRIKES]) {
    const answer = await client.getOptionChain(queryFor(command.symbol, date, near, count), undefined, { underlier: false });
    if (!answer.ok) {
      if (answer.error.refusedAsAsked !== true) return answer;
      const listed = await client.getExpiryDates(command.symbol);
      const words = listed.ok ? noExpiryOn(command.symbol, date, listed.data) : null;
      return words === null ? answer : { ok: false, error: { ...answer.error, message: words, code: 'invalid-argument' } };
    }
    const expiry = answer.data.chain.expiries.find((e) => e.date === date);
    quotes += 2 * answer.data.chain.expiries.reduce((sum, e) => sum + e.strikes.length, 0);
    if (expiry === undefined) {
      const listed = await client.getExpiryDates(command.symbol);
      const words = listed.ok ? noExpiryOn(command.symbol, date, listed.data) : null;
      return fail('invalid-argument', words ?? `The chain of ${command.symbol} for ${date} came back without that expiry.`);
    }
    if (covers(expiry, strikes) || count === MOST_STRIKES) return ok({ expiry, quotes });
  }
  return fail('internal', 'unreachable');
}

/** The chains and the price from the provider. */
export async function fromProvider(command: AnalyzeCommand, io: CliIo): Promise<Result<LegChains>> {
  const opened = await openDataClient(command, io);
  if (!opened.ok) return opened;
  const { client } = opened.data;
  try {
    if (client.generation !== 'v1') return fail('unsupported', 'analyze needs the quotes and greeks of the current API (v1): run it with --api v1.');
    let spot = command.spot;
    let quotes = 0;
    if (spot === null) {
      const price = await underlierPrice(client, command.symbol);
      if (!price.ok) return price;
      spot = price.data;
      quotes += 1;
    }
    const expiries = new Map<string, ChainExpiry>();
    for (const date of [...new Set(command.legs.map((leg) => leg.expiry))].sort()) {
      const chain = await expiryChain(client, command, date, spot);
      if (!chain.ok) return chain;
      expiries.set(date, chain.data.expiry);
      quotes += chain.data.quotes;
    }
    return ok({ expiries, spot, asOf: io.clock.now(), quotes });
  } finally {
    await opened.data.close();
  }
}

/** The chain and the price from a saved answer: as of the answer's own time; the price from --spot. */
export async function fromFile(command: AnalyzeCommand, path: string, io: CliIo): Promise<Result<LegChains>> {
  const body = await readSavedResponse(path, io);
  if (!body.ok) return body;
  const first = command.legs[0]?.expiry;
  const [year, month] = (first ?? '2000-01').split('-').map(Number);
  const request = { underlier: command.symbol, expirationMonth: month ?? 1, expirationYear: year ?? 2000, chainType: 'CALLPUT' as const };
  const decoded = decodeV1OptionChain({ body: body.data }, request, io.clock.now());
  if (!decoded.ok) return decoded;
  const chain: OptionChain = decoded.data;
  const spot = command.spot;
  if (spot === null) return fail('invalid-argument', 'A saved chain carries no quote of the underlier: give its price with --spot PRICE.');
  const expiries = new Map(chain.expiries.map((e) => [e.date, e]));
  const held = [...expiries.keys()].join(', ') || 'no expiry';
  for (const leg of command.legs) {
    if (!expiries.has(leg.expiry)) return fail('invalid-argument', `Leg "${leg.text}": the saved chain holds ${held}, not ${leg.expiry}.`);
  }
  return ok({ expiries, spot, asOf: chain.quoteTime ?? io.clock.now(), quotes: 0 });
}
