/**
 * `strikeboard analyze`: what a strategy makes or loses at its first expiry and on a chosen day,
 * as the underlier's price moves (docs/cli.md, "Analyze a strategy"). Typed legs are priced from
 * the chains of their expiries (analyze-chains.ts, analyze-legs.ts); a held group (`--account --position`) comes from
 * the account itself (analyze-held.ts). The figures come from the option model
 * (shared/domain/risk-profile.ts), the same the app uses.
 */
import { expiryFigures } from '../../shared/domain/expiry-figures.ts';
import { newYorkCloseOf } from '../../shared/domain/market-time.ts';
import type { ChainExpiry } from '../../shared/domain/option-chain.ts';
import { MODEL_RATE, yearsToExpiry } from '../../shared/domain/option-model.ts';
import { firstExpiry, priceGrid, profitAt, positionGreeks, riskFigures, type ModelSetting, type StrategyLeg } from '../../shared/domain/risk-profile.ts';
import { fail, ok, type Result } from '../../shared/result.ts';
import type { AnalyzeCommand } from '../flags/analyze-flags.ts';
import type { CliIo } from '../io/cli-io.ts';
import { analyzeLines, type Analysis } from '../tables/analyze-table.ts';
import { fromFile, fromProvider } from './analyze-chains.ts';
import { readHeldGroup } from './analyze-held.ts';
import { priceLegs, type PricedLeg } from './analyze-legs.ts';

/** The model's setting: the chain's rate, no dividends (said on every answer). */
const SETTING: ModelSetting = { rate: MODEL_RATE, dividendYield: 0 };

/** What an analysis starts from: the priced legs, the chains of their expiries (none for a held group), the price and the time. */
interface Prepared {
  priced: PricedLeg[];
  expiries: ReadonlyMap<string, ChainExpiry>;
  spot: number;
  asOf: number;
  quotes: number;
  held: Analysis['held'];
}

async function prepare(command: AnalyzeCommand, io: CliIo): Promise<Result<Prepared>> {
  if (command.held !== null) {
    const group = await readHeldGroup(command, io, SETTING);
    if (!group.ok) return group;
    const g = group.data;
    for (const note of g.notes) io.err(`note: ${note}`);
    const held = { accountId: g.accountId, positions: g.positions, totalGain: g.totalGain, price: g.price, requests: g.requests };
    return ok({ priced: g.legs, expiries: new Map(), spot: command.spot ?? g.price, asOf: g.asOf, quotes: g.quotes, held });
  }
  const data = command.input === undefined ? await fromProvider(command, io) : await fromFile(command, command.input, io);
  if (!data.ok) return data;
  const { expiries, spot, asOf, quotes } = data.data;
  const priced = priceLegs(command.legs, command.stock, expiries, { price: command.price, spot, asOf, setting: SETTING });
  return priced.ok ? ok({ priced: priced.data, expiries, spot, asOf, quotes, held: null }) : priced;
}

/** Runs `analyze`. */
export async function runAnalyze(command: AnalyzeCommand, io: CliIo): Promise<Result<void>> {
  const prepared = await prepare(command, io);
  if (!prepared.ok) return prepared;
  const { expiries, spot, asOf, priced: pricedLegs } = prepared.data;
  const legs: StrategyLeg[] = pricedLegs.map((p) => p.leg);
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
    legs: pricedLegs,
    figures,
    distributionIv: distribution?.iv ?? null,
    distributionFrom: atmIv === null ? 'legs' : 'atm',
    greeks: { now: positionGreeks(legs, spot, { atMs: asOf, ivShift }, SETTING), atDate: positionGreeks(legs, spot, dayScenario, SETTING) },
    curve: prices.map((price) => ({ price, expiry: profitAt(legs, price, expiryScenario, SETTING), atDate: profitAt(legs, price, dayScenario, SETTING) })),
    now: profitAt(legs, spot, { atMs: asOf, ivShift: 0 }, SETTING),
    setting: SETTING,
    quotes: prepared.data.quotes,
    held: prepared.data.held,
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
    now: { price: a.spot, pl: cents(a.now) },
    held: a.held,
    quotes: a.quotes,
  };
}
