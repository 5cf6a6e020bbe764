/**
 * What an order can trade at: the points of its day's session on the simulated underlier's path
 * (underlier-path.ts), with the order's own price at each. A stock trades at the path's last trade
 * every 10 seconds; an option or a spread every minute at its premium from the chain's own model at
 * that point's underlier price and instant (a bought leg near the ask, a sold one near the bid, as
 * the chain quotes them). rules/index.ts decides where on these points an order fills.
 */
import { easternMidnight } from '../eastern-time.ts';
import { isWeekday, sessionOn, type Session } from '../market/market-hours.ts';
import { halfSpread, modelPremium, SPREAD_SHARES } from '../market/option-quotes.ts';
import { cents } from '../market/seeded-random.ts';
import { TICK_MS, TICKS, UnderlierPaths } from '../market/underlier-path.ts';
import { underlierProfile } from '../market/underliers.ts';
import { smileOf } from '../market/volatility-surface.ts';
import type { LegSpec } from './order-model.ts';
import type { TradePoints } from './rules/index.ts';

const YEAR_MS = 365 * 86_400_000;
/** Options and spreads trade on a one-minute grid: every sixth point of the path. */
export const OPTION_STRIDE = 6;
/** A working option order is looked at every five minutes, then back to the minute that met it (rules/index.ts). */
const OPTION_SCAN = 5;
/** A working stock order is looked at every minute, then back to the 10-second point that met it. */
const EQUITY_SCAN = 6;

const PATHS = new Map<number, UnderlierPaths>();

/** The underliers' paths of a seed, shared by every day that trades on them. */
export function pathsOf(seed: number): UnderlierPaths {
  let paths = PATHS.get(seed);
  if (paths === undefined) {
    if (PATHS.size >= 8) PATHS.clear();
    paths = new UnderlierPaths(seed);
    PATHS.set(seed, paths);
  }
  return paths;
}

const SESSIONS = new Map<number, Session | null>();

/** The session of an Eastern day number, or undefined on a weekend (kept: the zone arithmetic is slow). */
export function sessionOfDay(dayNumber: number): Session | undefined {
  let session = SESSIONS.get(dayNumber);
  if (session === undefined) {
    session = isWeekday(dayNumber) ? sessionOn(dayNumber) : null;
    if (SESSIONS.size > 4_096) SESSIONS.clear();
    SESSIONS.set(dayNumber, session);
  }
  return session ?? undefined;
}

/**
 * The last trade of `symbol` at an instant of the Eastern day `dayNumber`, as an order placed then
 * sees it: the latest grid point during the session, the previous session's close before the open
 * (or all day on a weekend), the close after it.
 */
export function lastTradeAt(seed: number, symbol: string, dayNumber: number, at: number): number {
  const paths = pathsOf(seed);
  const session = sessionOfDay(dayNumber);
  if (session !== undefined && at >= session.open) {
    const grid = paths.gridPrices(symbol, session);
    return grid[Math.min(TICKS, Math.floor((at - session.open) / TICK_MS))] ?? 0;
  }
  let day = dayNumber - 1;
  while (!isWeekday(day)) day -= 1;
  const previous = sessionOfDay(day);
  // A session's path ends at its close: the close alone, without drawing the path to it.
  return previous === undefined ? 0 : cents(paths.closeOf(symbol, previous.index));
}

/** 16:00 New York of an expiry day. */
const EXPIRES = new Map<string, number>();
export function expiresAt(option: NonNullable<LegSpec['option']>): number {
  const key = `${option.expYear}-${option.expMonth}-${option.expDay}`;
  let at = EXPIRES.get(key);
  if (at === undefined) {
    at = easternMidnight(option.expYear, option.expMonth, option.expDay) + 16 * 3_600_000;
    EXPIRES.set(key, at);
  }
  return at;
}

/** What pricing one option leg needs, worked out once per order. */
interface LegPricing {
  smile: ReturnType<typeof smileOf>;
  share: number;
  expiresAt: number;
  buy: boolean;
  option: NonNullable<LegSpec['option']>;
}

function pricingOf(leg: LegSpec, option: NonNullable<LegSpec['option']>, seed: number): LegPricing {
  const profile = underlierProfile(leg.symbol, seed);
  return { smile: smileOf(profile), share: SPREAD_SHARES[profile.kind], expiresAt: expiresAt(option), buy: leg.orderAction.startsWith('BUY'), option };
}

function premiumOf(pricing: LegPricing, spot: number, at: number): number {
  const price = modelPremium(pricing, pricing.option.callPut, pricing.option.strikePrice, spot, (pricing.expiresAt - at) / YEAR_MS);
  const half = halfSpread(price, pricing.share);
  return Math.max(0.01, cents(pricing.buy ? price + 0.8 * half : price - 0.8 * half));
}

/**
 * An option leg's premium at an underlier price and instant, as a fill gets it: the model's price
 * and a bought leg 0.8 of the half-spread over it, a sold one under it, never under a cent.
 */
export function legPremium(leg: LegSpec, spot: number, at: number, seed: number): number {
  const option = leg.option;
  if (option === undefined) return spot;
  return premiumOf(pricingOf(leg, option, seed), spot, at);
}

/** Units of a leg per spread: contracts, or round lots of a stock leg. */
const lotsOf = (leg: LegSpec): number => (leg.option === undefined ? leg.orderedQuantity / 100 : leg.orderedQuantity);

/** Spreads in a multi-leg order: its smallest leg's units. */
export const spreadsOf = (legs: readonly LegSpec[]): number => legs.reduce((fewest, leg) => Math.min(fewest, lotsOf(leg)), Number.POSITIVE_INFINITY);

/** The net of legs at given leg prices, per spread (positive: a debit). */
export function netAt(legs: readonly LegSpec[], priceOf: (leg: LegSpec) => number): number {
  const spreads = spreadsOf(legs);
  let net = 0;
  for (const leg of legs) net += (leg.orderAction.startsWith('BUY') ? 1 : -1) * (lotsOf(leg) / spreads) * priceOf(leg);
  return Math.round(net * 100) / 100;
}

/** Each leg's price at a point: a stock leg the underlier, an option leg its premium. */
export function legPricesAt(legs: readonly LegSpec[], spot: number, at: number, seed: number): number[] {
  return legs.map((leg) => (leg.option === undefined ? spot : legPremium(leg, spot, at, seed)));
}

/** Lowest and highest price of each block of a grid's points. */
const BLOCK = 30;
const BLOCKS = new WeakMap<Float64Array, { low: Float64Array; high: Float64Array }>();
function blocksOf(grid: Float64Array): { low: Float64Array; high: Float64Array } {
  let blocks = BLOCKS.get(grid);
  if (blocks === undefined) {
    const count = Math.ceil(grid.length / BLOCK);
    blocks = { low: new Float64Array(count).fill(Infinity), high: new Float64Array(count).fill(-Infinity) };
    for (let i = 0; i < grid.length; i += 1) {
      const b = Math.floor(i / BLOCK);
      const price = grid[i] ?? 0;
      if (price < (blocks.low[b] ?? Infinity)) blocks.low[b] = price;
      if (price > (blocks.high[b] ?? -Infinity)) blocks.high[b] = price;
    }
    BLOCKS.set(grid, blocks);
  }
  return blocks;
}

/** The first point of `grid` from `from` on at or under `level` (`down`) or at or over it; -1 when none. */
function seekIn(grid: Float64Array, from: number, level: number, down: boolean): number {
  const { low, high } = blocksOf(grid);
  const meets = (price: number): boolean => (down ? price <= level + 1e-9 : price >= level - 1e-9);
  let i = Math.max(0, from);
  while (i < grid.length) {
    const b = Math.floor(i / BLOCK);
    if (i % BLOCK === 0 && !meets(down ? (low[b] ?? Infinity) : (high[b] ?? -Infinity))) {
      i += BLOCK;
      continue;
    }
    if (meets(grid[i] ?? 0)) return i;
    i += 1;
  }
  return -1;
}

/** The points an order on `legs` trades at on the Eastern day `dayNumber` (none on a weekend). */
export function tradePoints(legs: readonly LegSpec[], dayNumber: number, seed: number): TradePoints {
  const session = sessionOfDay(dayNumber);
  const symbol = legs[0]?.symbol ?? '';
  if (session === undefined) {
    return { count: 0, instant: () => 0, price: () => 0, underlier: () => 0, open: undefined, close: undefined };
  }
  const grid = pathsOf(seed).gridPrices(symbol, session);
  const single = legs.length === 1 ? legs[0] : undefined;
  if (single !== undefined && single.option === undefined) {
    return {
      count: TICKS + 1,
      scan: EQUITY_SCAN,
      seek: (from, level, paid) => seekIn(grid, from, level, paid),
      instant: (i) => session.open + i * TICK_MS,
      price: (i) => grid[i] ?? 0,
      underlier: (i) => grid[i] ?? 0,
      open: session.open,
      close: session.close,
    };
  }
  const count = TICKS / OPTION_STRIDE + 1;
  const pricings = legs.map((leg) => (leg.option === undefined ? undefined : pricingOf(leg, leg.option, seed)));
  const spreads = spreadsOf(legs);
  const weights = legs.map((leg) => ((leg.orderAction.startsWith('BUY') ? 1 : -1) * lotsOf(leg)) / spreads);
  const prices = new Float64Array(count).fill(Number.NaN);
  const priceAt = (i: number): number => {
    let price = prices[i] ?? Number.NaN;
    if (Number.isNaN(price)) {
      const spot = grid[i * OPTION_STRIDE] ?? 0;
      const at = session.open + i * OPTION_STRIDE * TICK_MS;
      const one = pricings[0];
      if (single !== undefined && one !== undefined) price = premiumOf(one, spot, at);
      else {
        let net = 0;
        for (let k = 0; k < legs.length; k += 1) {
          const pricing = pricings[k];
          net += (weights[k] ?? 0) * (pricing === undefined ? spot : premiumOf(pricing, spot, at));
        }
        price = Math.round(net * 100) / 100;
      }
      prices[i] = price;
    }
    return price;
  };
  return {
    count,
    scan: OPTION_SCAN,
    instant: (i) => session.open + i * OPTION_STRIDE * TICK_MS,
    price: priceAt,
    underlier: (i) => grid[i * OPTION_STRIDE] ?? 0,
    open: session.open,
    close: session.close,
  };
}
