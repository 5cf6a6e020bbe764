/**
 * `strikeboard analyze`: what a strategy makes or loses at its first expiry and on a chosen day,
 * as the underlier's price moves (docs/cli.md, "Analyze a strategy"). Each expiry the legs name is
 * asked once, with the strikes around the legs and the price (wider, once, if a leg's strike lies
 * past what came back); the underlier's price from its quote, or `--spot`. A saved chain
 * (`--input`) is analysed as of its own time. The figures come from the option model
 * (shared/domain/risk-profile.ts), the same the app uses.
 */
import { chainQuerySchema, type ChainQuery } from '../../shared/domain/chain-query.ts';
import { expiryFigures } from '../../shared/domain/expiry-figures.ts';
import { newYorkCloseOf } from '../../shared/domain/market-time.ts';
import type { ChainExpiry, OptionChain } from '../../shared/domain/option-chain.ts';
import { MODEL_RATE, yearsToExpiry } from '../../shared/domain/option-model.ts';
import { firstExpiry, priceGrid, profitAt, positionGreeks, riskFigures, type ModelSetting, type StrategyLeg } from '../../shared/domain/risk-profile.ts';
import { fail, ok, type Result } from '../../shared/result.ts';
import type { BrokerClient } from '../../electron/backend/broker/broker-client.ts';
import { decodeV1OptionChain } from '../../electron/backend/broker/v1/decode/index.ts';
import { underlierPrice } from '../../electron/backend/term-structure/term-points.ts';
import type { AnalyzeCommand } from '../flags/analyze-flags.ts';
import type { CliIo } from '../io/cli-io.ts';
import { openDataClient, readSavedResponse } from '../session/data-client.ts';
import { analyzeLines, type Analysis } from '../tables/analyze-table.ts';
import { priceLegs } from './analyze-legs.ts';
import { noExpiryOn } from './expiry-choice.ts';

/** The model's setting: the chain's rate, no dividends (said on every answer). */
const SETTING: ModelSetting = { rate: MODEL_RATE, dividendYield: 0 };

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
async function fromProvider(
  command: AnalyzeCommand,
  io: CliIo,
): Promise<Result<{ expiries: Map<string, ChainExpiry>; spot: number; asOf: number; quotes: number }>> {
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
async function fromFile(
  command: AnalyzeCommand,
  path: string,
  io: CliIo,
): Promise<Result<{ expiries: Map<string, ChainExpiry>; spot: number; asOf: number; quotes: number }>> {
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

/** Runs `analyze`. */
export async function runAnalyze(command: AnalyzeCommand, io: CliIo): Promise<Result<void>> {
  const data = command.input === undefined ? await fromProvider(command, io) : await fromFile(command, command.input, io);
  if (!data.ok) return data;
  const { expiries, spot, asOf } = data.data;
  const priced = priceLegs(command.legs, command.stock, expiries, { price: command.price, spot, asOf, setting: SETTING });
  if (!priced.ok) return priced;
  const legs: StrategyLeg[] = priced.data.map((p) => p.leg);
  const first = firstExpiry(legs);
  const firstClose = first === null ? null : newYorkCloseOf(first);
  const atMs = command.date === null ? asOf : (newYorkCloseOf(command.date) ?? asOf);
  if (command.date !== null && firstClose !== null && atMs > firstClose)
    return fail('invalid-argument', `--date ${command.date} is after the first expiry among the legs (${first}): the curve on a day runs from now to it.`);
  if (command.date !== null && atMs < asOf)
    return fail('invalid-argument', `--date ${command.date} is before the analysis's time: the curve on a day runs from now to the first expiry.`);
  const ivShift = command.ivShift / 100;
  // The chances are taken under the first expiry's ATM IV (else the legs' mean), from now to that expiry.
  const years = first === null ? null : yearsToExpiry(first, asOf);
  const firstChain = first === null ? undefined : expiries.get(first);
  const atmIv = firstChain === undefined ? null : expiryFigures(firstChain, spot, asOf).atmIv;
  const optionIvs = legs.flatMap((leg) => (leg.kind === 'option' && leg.expiry === first ? [leg.iv] : []));
  const baseIv = atmIv ?? (optionIvs.length === 0 ? null : optionIvs.reduce((a, b) => a + b, 0) / optionIvs.length);
  const distributionIv = baseIv === null ? null : Math.max(baseIv + ivShift, 1e-4);
  const distribution =
    years === null || years <= 0 || distributionIv === null
      ? undefined
      : { spot, iv: distributionIv, years, rate: SETTING.rate, dividendYield: SETTING.dividendYield };
  const figures = riskFigures(legs, { setting: SETTING, reference: spot, distribution, nowMs: asOf });
  const sigma = distribution === undefined ? spot * 0.1 : spot * distribution.iv * Math.sqrt(distribution.years);
  const prices =
    command.range === null
      ? roundLadder(Math.max(0, spot - 2 * sigma), spot + 2 * sigma, command.points)
      : priceGrid(command.range.low, command.range.high, command.points);
  const expiryScenario = { atMs: firstClose ?? atMs, ivShift };
  const dayScenario = { atMs, ivShift };
  const analysis: Analysis = {
    symbol: command.symbol,
    spot,
    asOf,
    price: command.price,
    date: command.date,
    ivShift: command.ivShift,
    legs: priced.data,
    figures,
    distributionIv: distribution?.iv ?? null,
    distributionFrom: atmIv === null ? 'legs' : 'atm',
    greeks: { now: positionGreeks(legs, spot, { atMs: asOf, ivShift }, SETTING), atDate: positionGreeks(legs, spot, dayScenario, SETTING) },
    curve: prices.map((price) => ({ price, expiry: profitAt(legs, price, expiryScenario, SETTING), atDate: profitAt(legs, price, dayScenario, SETTING) })),
    setting: SETTING,
    quotes: data.data.quotes,
  };
  if (command.json) io.out(JSON.stringify(analysisJson(analysis), null, 2));
  else for (const line of analyzeLines(analysis)) io.out(line);
  return ok(undefined);
}

/**
 * `points` prices a round step apart (1, 2, 2.5 or 5 times a power of ten) covering about `low` to
 * `high`, so the ladder reads 250, 255, 260 rather than 251.37, 256.02.
 */
function roundLadder(low: number, high: number, points: number): number[] {
  const raw = (high - low) / Math.max(1, points - 1);
  const power = 10 ** Math.floor(Math.log10(raw > 0 ? raw : 1));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((candidate) => candidate >= raw) ?? 10 * power;
  const mid = (low + high) / 2;
  const start = Math.max(0, Math.round((mid - (step * (points - 1)) / 2) / step) * step);
  return Array.from({ length: points }, (_, i) => Math.round((start + i * step) * 10_000) / 10_000);
}

const cents = (dollars: number): number => Math.round(dollars * 100) / 100;

/** The answer as `--json` carries it: dollars to the cent, `null` where unlimited or unknown. */
function analysisJson(a: Analysis) {
  const f = a.figures;
  return {
    symbol: a.symbol,
    spot: a.spot,
    asOf: new Date(a.asOf).toISOString(),
    price: a.price,
    date: a.date,
    ivShift: a.ivShift,
    model: { name: 'Black-Scholes-Merton per leg at its own IV', rate: a.setting.rate, dividendYield: a.setting.dividendYield, earlyExercise: false },
    legs: a.legs.map(({ leg, text, ivSource }) =>
      leg.kind === 'stock'
        ? { text, kind: 'stock', quantity: leg.quantity, entry: leg.entry }
        : { text, kind: 'option', right: leg.right, strike: leg.strike, expiry: leg.expiry, quantity: leg.quantity, entry: leg.entry, iv: leg.iv, ivSource },
    ),
    net: f.netEntry,
    expiry: f.expiry,
    maxProfit: f.maxProfit === null ? null : cents(f.maxProfit),
    maxLoss: f.maxLoss === null ? null : cents(f.maxLoss),
    breakevens: f.breakevens.map((x) => Math.round(x * 10_000) / 10_000),
    pop: f.probabilityOfProfit,
    probabilityOfMaxProfit: f.probabilityOfMaxProfit,
    returnOnRisk: f.returnOnRisk,
    exact: f.exact,
    distributionIv: a.distributionIv,
    greeks: a.greeks,
    curve: a.curve.map((p) => ({ price: Math.round(p.price * 10_000) / 10_000, expiry: cents(p.expiry), atDate: cents(p.atDate) })),
    quotes: a.quotes,
  };
}
