/**
 * What a position or a strategy makes or loses as the underlier's price, the day and the implied
 * volatility move: the pure part of the risk lab (docs/architecture.md, "The option model"). Every leg is
 * priced with the one option model (option-model.ts: Black-Scholes-Merton at the leg's own IV, the
 * rate and dividend yield of the setting), so a figure here and a figure of the chain never
 * disagree.
 *
 * - **The curves**: P/L against the underlier's price on a day (`profitAt`), and at the first
 *   expiry among the legs, where the legs that expire then are worth their intrinsic value and the
 *   later ones their model value on that day.
 * - **The figures at the first expiry** (`riskFigures`): max profit and max loss ("unlimited" as
 *   `null` where the curve keeps rising or falling as the price grows), the breakevens, the chance
 *   of a profit of at least $0.01 and of the max profit under a lognormal price at a stated
 *   volatility, and the return on risk. When every option leg expires on the first expiry the curve
 *   is piecewise linear with its kinks at the strikes, and the figures are exact: they are read at
 *   the kinks and on the tail's slope. With later legs (a calendar, a diagonal) the curve is smooth
 *   between the kinks and is searched on a fine grid, each extreme and root refined to 1e-9 of
 *   the price.
 * - **Money**: the net entry is summed in whole ten-thousandths of a dollar (prices carry at most
 *   four decimals; a mid is a half cent at most), never as a float sum, so a debit or credit adds
 *   up to the cent.
 */
import { optionGreeks, optionPricer, normalCdf, yearsToExpiry, type OptionRight } from './option-model.ts';
import { newYorkCloseOf } from './market-time.ts';

/** A leg of a strategy: shares, or option contracts, long (quantity above 0) or short (below 0). */
export type StrategyLeg =
  | {
      kind: 'stock';
      /** Shares, signed. */
      quantity: number;
      /** The price paid (or received, short) per share. */
      entry: number;
    }
  | {
      kind: 'option';
      right: OptionRight;
      strike: number;
      /** The expiry date, "2027-03-19". */
      expiry: string;
      /** Contracts, signed. */
      quantity: number;
      /** Shares per contract (100 for a standard contract). */
      multiplier: number;
      /** The premium paid (or received, short) per share. */
      entry: number;
      /** The leg's own implied volatility, as a fraction. */
      iv: number;
    };

/** The model's rate and the underlier's dividend yield, per year, continuously compounded. */
export interface ModelSetting {
  rate: number;
  dividendYield: number;
}

/** When the legs are valued and how their volatilities are moved. */
export interface Scenario {
  /** The instant of the valuation, epoch ms. */
  atMs: number;
  /** Added to every leg's IV (0.05 is five vol points); an IV is never taken below 0.01 %. */
  ivShift: number;
}

/** Years from an instant to an expiry's close; injected by tests, the model's count by default. */
export type YearsOf = (expiry: string, atMs: number) => number | null;

/** The least IV a shifted leg is priced at (0.01 %). */
export const MIN_IV = 1e-4;
const PRICE_UNITS = 10_000;

const units = (dollars: number): number => Math.round(dollars * PRICE_UNITS);

/** The shares a leg stands for: its quantity, times the contract's shares for an option. */
export const legShares = (leg: StrategyLeg): number => (leg.kind === 'stock' ? leg.quantity : leg.quantity * leg.multiplier);

/**
 * What the legs cost to enter, in dollars: above 0 a net debit, below 0 a net credit. Summed in
 * whole ten-thousandths of a dollar, so it is exact to the cent whatever the number of legs.
 */
export function netEntry(legs: readonly StrategyLeg[]): number {
  let total = 0;
  for (const leg of legs) total += units(leg.entry) * legShares(leg);
  return total / PRICE_UNITS;
}

/** The first expiry among the option legs ("2027-03-19"), or null for stock alone. */
export function firstExpiry(legs: readonly StrategyLeg[]): string | null {
  let first: string | null = null;
  for (const leg of legs) if (leg.kind === 'option' && (first === null || leg.expiry < first)) first = leg.expiry;
  return first;
}

/**
 * The legs' P/L as a function of the underlier's price in one scenario. What does not change with
 * the price (each leg's time to expiry and volatility, the net entry) is worked out once, so a
 * curve of hundreds of prices costs only the option values.
 */
export function profitFunction(
  legs: readonly StrategyLeg[],
  scenario: Scenario,
  setting: ModelSetting,
  yearsOf: YearsOf = yearsToExpiry,
): (price: number) => number {
  const entry = netEntry(legs);
  let shares = 0;
  const options: { shares: number; value: (price: number) => number }[] = [];
  for (const leg of legs) {
    if (leg.kind === 'stock') {
      shares += leg.quantity;
      continue;
    }
    const years = yearsOf(leg.expiry, scenario.atMs);
    if (years === null) return () => Number.NaN;
    const iv = Math.max(leg.iv + scenario.ivShift, MIN_IV);
    options.push({ shares: leg.quantity * leg.multiplier, value: optionPricer(leg.right, { strike: leg.strike, years, iv, ...setting }) });
  }
  return (price) => {
    let value = shares * price;
    for (const option of options) value += option.shares * option.value(price);
    return value - entry;
  };
}

/** The legs' P/L in dollars at the underlier's `price` in the scenario: their value less what they cost. */
export function profitAt(legs: readonly StrategyLeg[], price: number, scenario: Scenario, setting: ModelSetting, yearsOf: YearsOf = yearsToExpiry): number {
  return profitFunction(legs, scenario, setting, yearsOf)(price);
}

/** `points` prices from `low` to `high`, evenly spaced (both ends included). */
export function priceGrid(low: number, high: number, points: number): number[] {
  const count = Math.max(2, Math.floor(points));
  const step = (high - low) / (count - 1);
  return Array.from({ length: count }, (_, i) => (i === count - 1 ? high : low + step * i));
}

/** The P/L at each price of `prices` in the scenario. */
export function profitCurve(
  legs: readonly StrategyLeg[],
  prices: readonly number[],
  scenario: Scenario,
  setting: ModelSetting,
  yearsOf: YearsOf = yearsToExpiry,
): number[] {
  const at = profitFunction(legs, scenario, setting, yearsOf);
  return prices.map(at);
}

/** The greeks of the whole position in a trader's units. */
export interface PositionGreeks {
  /** Share equivalents: the dollars gained per dollar the underlier rises. */
  delta: number;
  /** Share equivalents gained per dollar the underlier rises. */
  gamma: number;
  /** Dollars a calendar day. */
  theta: number;
  /** Dollars per vol point. */
  vega: number;
}

/** The legs' greeks summed at the underlier's `price` in the scenario (options at or past expiry carry only their payoff's delta). */
export function positionGreeks(
  legs: readonly StrategyLeg[],
  price: number,
  scenario: Scenario,
  setting: ModelSetting,
  yearsOf: YearsOf = yearsToExpiry,
): PositionGreeks {
  const total: PositionGreeks = { delta: 0, gamma: 0, theta: 0, vega: 0 };
  for (const leg of legs) {
    if (leg.kind === 'stock') {
      total.delta += leg.quantity;
      continue;
    }
    const years = yearsOf(leg.expiry, scenario.atMs);
    const greeks =
      years === null ? null : optionGreeks(leg.right, { spot: price, strike: leg.strike, years, iv: Math.max(leg.iv + scenario.ivShift, MIN_IV), ...setting });
    if (greeks === null) return { delta: Number.NaN, gamma: Number.NaN, theta: Number.NaN, vega: Number.NaN };
    const shares = leg.quantity * leg.multiplier;
    total.delta += greeks.delta * shares;
    total.gamma += greeks.gamma * shares;
    total.theta += greeks.theta * shares;
    total.vega += greeks.vega * shares;
  }
  return total;
}

/** The lognormal price at the first expiry that the probabilities are taken under. */
export interface PriceDistribution {
  spot: number;
  /** The volatility of the price to expiry, as a fraction (the first expiry's ATM IV, say). */
  iv: number;
  /** Years from now to the first expiry's close. */
  years: number;
  rate: number;
  dividendYield: number;
}

/**
 * P(S_T ≤ x) for the risk-neutral lognormal price: Φ((ln(x/S) − (r − q − σ²/2)T) / (σ√T)). 0 at
 * and below 0; a step at the forward price without time or volatility.
 */
export function chanceBelow(x: number, d: PriceDistribution): number {
  if (!(x > 0)) return 0;
  if (x === Number.POSITIVE_INFINITY) return 1;
  const volRoot = d.iv * Math.sqrt(Math.max(d.years, 0));
  const forward = d.spot * Math.exp((d.rate - d.dividendYield) * Math.max(d.years, 0));
  if (!(volRoot > 0)) return x >= forward ? 1 : 0;
  return normalCdf((Math.log(x / d.spot) - (d.rate - d.dividendYield - (d.iv * d.iv) / 2) * d.years) / volRoot);
}

/** The figures of a strategy at its first expiry. */
export interface RiskFigures {
  /** The expiry the figures are at ("2027-03-19"); null for stock alone (the figures are then at the scenario's day). */
  expiry: string | null;
  /** Above 0 a net debit, below 0 a net credit, in dollars. */
  netEntry: number;
  /** The best P/L; null when unlimited (the curve keeps rising with the price). */
  maxProfit: number | null;
  /** The worst P/L (below 0 a loss); null when unlimited (the curve keeps falling with the price). */
  maxLoss: number | null;
  /** The underlier's prices where the P/L crosses 0, ascending. */
  breakevens: number[];
  /** The chance of a P/L of at least $0.01 under the distribution; null without one. */
  probabilityOfProfit: number | null;
  /** The chance of the max profit (within half a cent); null without a distribution or when the max profit is unlimited. */
  probabilityOfMaxProfit: number | null;
  /** Max profit over max loss; null when either is unlimited or nothing can be lost. */
  returnOnRisk: number | null;
  /** Whether the figures are exact (every option leg expires on the first expiry) or searched on a grid (later legs). */
  exact: boolean;
}

/** The least profit that counts as one. */
export const PROFIT_THRESHOLD = 0.01;

/** Points the smooth curve (legs after the first expiry) is searched on. */
const SEARCH_POINTS = 2_001;

/** The P/L at the first expiry as a function of the price, with what shapes it. */
interface ExpiryCurve {
  at: (price: number) => number;
  /** Sorted prices where the curve bends (the expiring legs' strikes), 0 first. */
  kinks: number[];
  /** Whether the legs after the first expiry make it smooth between the kinks. */
  smooth: boolean;
  /** The sign of the slope as the price grows without bound: +1, 0 or -1. */
  tail: number;
}

function expiryCurve(legs: readonly StrategyLeg[], setting: ModelSetting, scenario: Scenario, yearsOf: YearsOf): ExpiryCurve {
  const expiry = firstExpiry(legs);
  const kinks = new Set<number>([0]);
  let smooth = false;
  let slope = 0;
  for (const leg of legs) {
    if (leg.kind === 'stock') {
      slope += leg.quantity;
      continue;
    }
    if (leg.expiry === expiry) kinks.add(leg.strike);
    else smooth = true;
    // A call's value grows like the price (its delta tends to 1, or e^(-qT) before expiry); a put's tends to 0.
    if (leg.right === 'call') slope += leg.quantity * leg.multiplier;
  }
  const at = profitFunction(legs, scenario, setting, yearsOf);
  return { at, kinks: [...kinks].sort((a, b) => a - b), smooth, tail: Math.sign(slope) };
}

/** A root of `f` in [a, b] where f(a) and f(b) differ in sign: bisection to 1e-9 of the price, or exact on a line. */
function rootIn(f: (x: number) => number, a: number, b: number, fa: number, fb: number, linear: boolean): number {
  if (fa === 0) return a;
  if (fb === 0) return b;
  if (linear) return a + ((b - a) * fa) / (fa - fb);
  let low = a;
  let high = b;
  let flow = fa;
  for (let i = 0; i < 200 && high - low > 1e-9 * Math.max(1, Math.abs(high)); i += 1) {
    const mid = (low + high) / 2;
    const fm = f(mid);
    if (fm === 0) return mid;
    if (Math.sign(fm) === Math.sign(flow)) {
      low = mid;
      flow = fm;
    } else high = mid;
  }
  return (low + high) / 2;
}

/** The peak of a smooth `f` between a and b (golden-section search, to 1e-9 of the price), as [x, f(x)]. */
function peakIn(f: (x: number) => number, a: number, b: number): [number, number] {
  const ratio = (Math.sqrt(5) - 1) / 2;
  let low = a;
  let high = b;
  let x1 = high - ratio * (high - low);
  let x2 = low + ratio * (high - low);
  let f1 = f(x1);
  let f2 = f(x2);
  for (let i = 0; i < 200 && high - low > 1e-9 * Math.max(1, Math.abs(high)); i += 1) {
    if (f1 < f2) {
      low = x1;
      x1 = x2;
      f1 = f2;
      x2 = low + ratio * (high - low);
      f2 = f(x2);
    } else {
      high = x2;
      x2 = x1;
      f2 = f1;
      x1 = high - ratio * (high - low);
      f1 = f(x1);
    }
  }
  const x = (low + high) / 2;
  return [x, f(x)];
}

/** The prices the curve is read at: the kinks and, for a smooth curve, a fine grid to well past them. */
function samplePrices(curve: ExpiryCurve, reference: number): number[] {
  const top = Math.max(curve.kinks[curve.kinks.length - 1] ?? 0, reference) * 3 + 1;
  if (!curve.smooth) return [...curve.kinks, top];
  return [...new Set([...curve.kinks, ...priceGrid(0, top, SEARCH_POINTS)])].sort((a, b) => a - b);
}

/**
 * The prices where `f(x) - level` changes sign over the samples, and past the last one along the
 * tail: a line for an exact curve, a search outwards for a smooth one.
 */
function crossings(curve: ExpiryCurve, prices: readonly number[], values: readonly number[], level: number): number[] {
  const g = (x: number) => curve.at(x) - level;
  const found: number[] = [];
  for (let i = 0; i + 1 < prices.length; i += 1) {
    const a = prices[i] as number;
    const b = prices[i + 1] as number;
    const ga = (values[i] as number) - level;
    const gb = (values[i + 1] as number) - level;
    if (ga === 0) {
      if (i === 0 || Math.sign((values[i - 1] as number) - level) !== 0) found.push(a);
      continue;
    }
    if (gb !== 0 && Math.sign(ga) !== Math.sign(gb)) found.push(rootIn(g, a, b, ga, gb, !curve.smooth));
  }
  const last = prices.length - 1;
  const end = prices[last] as number;
  const gEnd = (values[last] as number) - level;
  if (gEnd === 0 && last > 0 && Math.sign((values[last - 1] as number) - level) !== 0) found.push(end);
  else if (gEnd !== 0 && curve.tail !== 0 && Math.sign(gEnd) !== curve.tail) {
    // The curve turns back across the level past the samples: find a price on the other side.
    let far = end * 2 + 1;
    for (let i = 0; i < 60 && Math.sign(g(far)) === Math.sign(gEnd); i += 1) far *= 2;
    const gFar = g(far);
    if (Math.sign(gFar) !== Math.sign(gEnd)) found.push(rootIn(g, end, far, gEnd, gFar, !curve.smooth));
  }
  return found;
}

/** The chance under `d` that the price ends where `f(x) ≥ level`, read between the crossings. */
function chanceAtLeast(curve: ExpiryCurve, roots: readonly number[], level: number, d: PriceDistribution, reference: number): number {
  const bounds = [0, ...roots, Number.POSITIVE_INFINITY];
  let chance = 0;
  for (let i = 0; i + 1 < bounds.length; i += 1) {
    const a = bounds[i] as number;
    const b = bounds[i + 1] as number;
    const probe = b === Number.POSITIVE_INFINITY ? Math.max(a * 2, reference * 4, 1) : (a + b) / 2;
    if (curve.at(probe) >= level) chance += chanceBelow(b, d) - chanceBelow(a, d);
  }
  return Math.min(1, Math.max(0, chance));
}

/**
 * The figures of the legs at their first expiry (docs/architecture.md, "The option model"): read
 * exactly off the kinks when every option leg expires then, searched on a grid otherwise.
 * `reference` is the underlier's price now (it sets how far the search reaches); `distribution`,
 * when given, is the price at the first expiry the chances are taken under.
 */
export function riskFigures(
  legs: readonly StrategyLeg[],
  options: { setting: ModelSetting; reference: number; distribution?: PriceDistribution | undefined; yearsOf?: YearsOf; nowMs?: number },
): RiskFigures {
  const yearsOf = options.yearsOf ?? yearsToExpiry;
  const expiry = firstExpiry(legs);
  const atMs = expiry === null ? (options.nowMs ?? 0) : (newYorkCloseOf(expiry) ?? Number.NaN);
  const curve = expiryCurve(legs, options.setting, { atMs, ivShift: 0 }, yearsOf);
  const prices = samplePrices(curve, options.reference);
  const values = prices.map(curve.at);
  let best = -Infinity;
  let worst = Infinity;
  let bestAt = 0;
  values.forEach((value, i) => {
    if (value > best) [best, bestAt] = [value, i];
    if (value < worst) worst = value;
  });
  if (curve.smooth && bestAt > 0 && bestAt < prices.length - 1) {
    best = Math.max(best, peakIn(curve.at, prices[bestAt - 1] as number, prices[bestAt + 1] as number)[1]);
  }
  if (curve.smooth) {
    const worstAt = values.indexOf(worst);
    if (worstAt > 0 && worstAt < prices.length - 1) {
      worst = Math.min(worst, -peakIn((x) => -curve.at(x), prices[worstAt - 1] as number, prices[worstAt + 1] as number)[1]);
    }
  }
  const maxProfit = curve.tail > 0 ? null : best;
  const maxLoss = curve.tail < 0 ? null : worst;
  const breakevens = crossings(curve, prices, values, 0);
  const d = options.distribution;
  const probabilityOfProfit =
    d === undefined ? null : chanceAtLeast(curve, crossings(curve, prices, values, PROFIT_THRESHOLD), PROFIT_THRESHOLD, d, options.reference);
  const maxLevel = maxProfit === null ? null : maxProfit - 0.005;
  const probabilityOfMaxProfit =
    d === undefined || maxLevel === null ? null : chanceAtLeast(curve, crossings(curve, prices, values, maxLevel), maxLevel, d, options.reference);
  const returnOnRisk = maxProfit === null || maxLoss === null || maxLoss >= 0 ? null : maxProfit / -maxLoss;
  return { expiry, netEntry: netEntry(legs), maxProfit, maxLoss, breakevens, probabilityOfProfit, probabilityOfMaxProfit, returnOnRisk, exact: !curve.smooth };
}
