/**
 * The underlier's simulated price: a close per session and a path through each session, both
 * drawn from the seed, so any instant's price is a pure function of (seed, symbol, instant).
 * Closes are a moving sum of the last 20 sessions' shocks around the symbol's base price (bounded,
 * no history to replay). A session opens with a small gap from the previous close and follows a
 * Brownian bridge, on a 10-second grid, to its own close; between grid points the price moves in
 * a straight line, so a client polling every few seconds sees it move.
 */
import { marketMoment, sessionOn, type MarketMoment, type Session } from './market-hours.ts';
import { basePrice, realizedVolatility } from './instruments.ts';
import { cents, randomFrom, type Random } from './seeded-random.ts';

const WINDOW = 20;
/** The path's grid: a point every 10 seconds, open to close. */
export const TICK_MS = 10_000;
export const TICKS = (6.5 * 3_600_000) / TICK_MS;
const CACHE_LIMIT = 256;

/** A standard normal draw (Box-Muller). */
export function gaussian(random: Random): number {
  const u = Math.max(random.next(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.next());
}

/** The underlier at a market moment. */
export interface UnderlierState {
  /** Last trade, in cents. */
  last: number;
  previousClose: number;
  open: number;
  high: number;
  low: number;
}

/** Prices of the simulated underliers; caches each session's path. */
export class UnderlierPaths {
  readonly #seed: number;
  readonly #shocks = new Map<string, number>();
  readonly #paths = new Map<string, Float64Array>();
  readonly #grids = new Map<string, Float64Array>();

  constructor(seed: number) {
    this.#seed = seed;
  }

  #shock(symbol: string, index: number): number {
    const key = `${symbol}|${index}`;
    let shock = this.#shocks.get(key);
    if (shock === undefined) {
      shock = gaussian(randomFrom(this.#seed, 'close', symbol, index));
      if (this.#shocks.size > 50_000) this.#shocks.clear();
      this.#shocks.set(key, shock);
    }
    return shock;
  }

  #dailyDeviation(symbol: string): number {
    return realizedVolatility(symbol, this.#seed) / Math.sqrt(252);
  }

  /** The close of the session with this index (unrounded). */
  closeOf(symbol: string, index: number): number {
    const scale = this.#dailyDeviation(symbol) / Math.SQRT2;
    let sum = 0;
    for (let k = index - WINDOW + 1; k <= index; k += 1) sum += this.#shock(symbol, k);
    return basePrice(symbol, this.#seed) * Math.exp(scale * sum);
  }

  /** Log prices on the session's 10-second grid, TICKS + 1 points from open to close. */
  #path(symbol: string, session: Session): Float64Array {
    const key = `${symbol}|${session.index}`;
    const cached = this.#paths.get(key);
    if (cached) return cached;
    const daily = this.#dailyDeviation(symbol);
    const random = randomFrom(this.#seed, 'path', symbol, session.index);
    const logOpen = Math.log(this.closeOf(symbol, session.index - 1)) + 0.3 * daily * gaussian(random);
    const logClose = Math.log(this.closeOf(symbol, session.index));
    const walk = new Float64Array(TICKS + 1);
    const step = daily / Math.sqrt(TICKS);
    for (let i = 1; i <= TICKS; i += 1) walk[i] = (walk[i - 1] ?? 0) + step * gaussian(random);
    const end = walk[TICKS] ?? 0;
    const path = new Float64Array(TICKS + 1);
    for (let i = 0; i <= TICKS; i += 1) {
      const f = i / TICKS;
      path[i] = logOpen + f * (logClose - logOpen) + (walk[i] ?? 0) - f * end;
    }
    if (this.#paths.size >= CACHE_LIMIT) this.#paths.delete(this.#paths.keys().next().value ?? '');
    this.#paths.set(key, path);
    return path;
  }

  /**
   * The last trade (in cents) at each point of the session's grid, open to close: what a quote at
   * the instant `session.open + i * TICK_MS` says. Orders fill at these points.
   */
  gridPrices(symbol: string, session: Session): Float64Array {
    const key = `${symbol}|${session.index}`;
    let prices = this.#grids.get(key);
    if (prices === undefined) {
      const path = this.#path(symbol, session);
      prices = new Float64Array(TICKS + 1);
      for (let i = 0; i <= TICKS; i += 1) prices[i] = cents(Math.exp(path[i] ?? 0));
      if (this.#grids.size >= CACHE_LIMIT) this.#grids.delete(this.#grids.keys().next().value ?? '');
      this.#grids.set(key, prices);
    }
    return prices;
  }

  /** The unrounded price at an instant inside (or at the edges of) a session. */
  #priceIn(symbol: string, session: Session, instant: number): number {
    const path = this.#path(symbol, session);
    const position = Math.min(TICKS, Math.max(0, (instant - session.open) / TICK_MS));
    const i = Math.floor(position);
    const a = path[i] ?? 0;
    const b = path[Math.min(TICKS, i + 1)] ?? a;
    return Math.exp(a + (position - i) * (b - a));
  }

  /** Everything a quote says about the underlier at a market moment. */
  state(symbol: string, moment: MarketMoment): UnderlierState {
    const { session, instant } = moment;
    const path = this.#path(symbol, session);
    const reached = Math.min(TICKS, Math.floor((instant - session.open) / TICK_MS));
    let high = -Infinity;
    let low = Infinity;
    for (let i = 0; i <= reached; i += 1) {
      const value = path[i] ?? 0;
      if (value > high) high = value;
      if (value < low) low = value;
    }
    const last = this.#priceIn(symbol, session, instant);
    return {
      last: cents(last),
      previousClose: cents(this.closeOf(symbol, session.index - 1)),
      open: cents(Math.exp(path[0] ?? 0)),
      high: cents(Math.max(Math.exp(high), last)),
      low: cents(Math.min(Math.exp(low), last)),
    };
  }

  /**
   * The first instant of `session`, on its 10-second grid and not after `until`, at which the last
   * trade (in cents, as a quote would say it at that instant) is at or above `level` (`up`) or at
   * or below it (`down`); null when it never gets there. Price alerts are drawn from this.
   */
  firstReach(symbol: string, session: Session, level: number, direction: 'up' | 'down', until: number): number | null {
    const path = this.#path(symbol, session);
    const last = Math.min(TICKS, Math.floor((Math.min(until, session.close) - session.open) / TICK_MS));
    for (let i = 0; i <= last; i += 1) {
      const price = cents(Math.exp(path[i] ?? 0));
      if (direction === 'up' ? price >= level : price <= level) return session.open + i * TICK_MS;
    }
    return null;
  }

  /** The last trade at a clock instant (the market instant it maps to). */
  lastAt(symbol: string, now: number): number {
    return this.state(symbol, marketMoment(now)).last;
  }

  /** The session's close (in cents), as the previous close of the next session. */
  sessionClose(symbol: string, dayNumber: number): number {
    return cents(this.closeOf(symbol, sessionOn(dayNumber).index));
  }
}
