/**
 * The demo's index and ETFs list options as the exchanges do (docs/demo-broker.md, "The current
 * API (v1)"), over a year of demo dates: SPX's strikes 5 points apart near the money and
 * 25, 50, 100 further out, SPY's and QQQ's 1 point near and 5 further out, AAPL's one interval;
 * an expiry every trading day for SPX, SPY and QQQ (today's, the 0DTE, until the close), none on
 * other weekdays for AAPL; an index quote without a bid, an ask or a volume; open interest that
 * falls away from the money.
 */
import { describe, expect, it } from 'vitest';
import { findInstrument } from '../../../demo-broker/market/instruments.ts';
import { isTradingDay } from '../../../demo-broker/market/market-holidays.ts';
import { SimulatedMarket } from '../../../demo-broker/market/simulated-market.ts';
import { buildV1Chain, type V1ChainQuery } from '../../../demo-broker/market/v1-chain.ts';
import { listedExpiries } from '../../../demo-broker/market/v1-expiry-calendar.ts';
import { quoteData } from '../../../demo-broker/market/v1-quote-data.ts';
import { underlierProfile } from '../../../demo-broker/market/underliers.ts';

const SEED = 20_270_101;
const DAY = 86_400_000;
/** Every sixth day of 2027 at 11:00 New York (16:00 UTC), weekends included (they list the coming days). */
const DATES = Array.from({ length: 61 }, (_, i) => Date.UTC(2027, 0, 4, 16) + i * 6 * DAY);

interface Contract {
  strikePrice: number;
  openInterest: number;
}
interface Chain {
  OptionPair: { Call?: Contract; Put?: Contract }[];
  SelectedED: { year: number; month: number; day: number };
}

const query = (symbol: string, extra: Partial<V1ChainQuery> = {}): V1ChainQuery => ({
  symbol,
  includeWeekly: true,
  skipAdjusted: true,
  optionCategory: 'STANDARD',
  chainType: 'CALLPUT',
  priceType: 'ALL',
  ...extra,
});

function chainAt(symbol: string, now: number, extra: Partial<V1ChainQuery> = {}): { chain: Chain; spot: number } {
  const market = new SimulatedMarket(SEED, { now: () => now });
  const moment = market.moment();
  const built = buildV1Chain(query(symbol, extra), moment, market);
  if (built === undefined) throw new Error(`${symbol}: no chain`);
  return { chain: built.tree as unknown as Chain, spot: market.paths.state(symbol, moment).last };
}

/** The gaps between neighbouring strikes by distance from the level, as [distance, gap]. */
function gapsOf(strikes: readonly number[], level: number): [number, number][] {
  return strikes.slice(1).map((strike, i) => [Math.abs((strike + (strikes[i] ?? 0)) / 2 - level) / level, strike - (strikes[i] ?? 0)]);
}

describe('strike intervals by distance from the money', () => {
  it.each([
    ['SPX', [5, 25, 50, 100], 0.07],
    ['SPY', [1, 5], 0.09],
    ['QQQ', [1, 5], 0.09],
    ['AAPL', [5], 1],
  ] as const)('%s lists %j, the finest near the money', (symbol, intervals, near) => {
    const level = underlierProfile(symbol, SEED).level;
    for (const now of DATES.filter((_, i) => i % 6 === 0)) {
      const strikes = chainAt(symbol, now).chain.OptionPair.map((pair) => pair.Call?.strikePrice ?? 0);
      expect([...strikes].sort((a, b) => a - b)).toEqual(strikes);
      const gaps = gapsOf(strikes, level);
      expect([...new Set(gaps.map(([, gap]) => gap))].sort((a, b) => a - b)).toEqual([...intervals]);
      // The finest interval near the money, never a finer one further out than a wider one.
      for (const [distance, gap] of gaps) if (distance <= near) expect(gap).toBe(intervals[0]);
      // On each side of the money the interval only widens going out.
      const below = gapsOf(strikes.filter((strike) => strike <= level).reverse(), level).map(([, gap]) => -gap);
      const above = gapsOf(
        strikes.filter((strike) => strike >= level),
        level,
      ).map(([, gap]) => gap);
      for (const side of [below, above]) for (let i = 1; i < side.length; i += 1) expect((side[i] ?? 0) + 1e-9).toBeGreaterThanOrEqual(side[i - 1] ?? 0);
      for (const strike of strikes) expect(Number.isInteger(Math.round(strike * 100) / 100)).toBe(true);
    }
  });
});

describe('expiries', () => {
  it.each(['SPX', 'SPY', 'QQQ'])('%s expires every trading day of the next three weeks, today included until the close', (symbol) => {
    const listing = underlierProfile(symbol, SEED).listing;
    for (const now of DATES) {
      const listed = new Set(listedExpiries(now, listing).map((item) => Date.UTC(item.year, item.month - 1, item.day)));
      const today = new Date(now);
      for (let ahead = 0; ahead < 14; ahead += 1) {
        const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) + ahead * DAY);
        const trading = isTradingDay(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
        expect({ date: date.toISOString().slice(0, 10), listed: listed.has(date.getTime()) }).toEqual({
          date: date.toISOString().slice(0, 10),
          listed: trading,
        });
      }
    }
  });

  it('lists SPX’s 0DTE as the nearest expiry during a session and drops it at the close', () => {
    for (const now of DATES) {
      const date = new Date(now);
      if (!isTradingDay(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate())) continue;
      const { chain } = chainAt('SPX', now, { priceType: 'ATNM', noOfStrikes: 10 });
      expect(chain.SelectedED).toEqual({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
      const afterClose = listedExpiries(now + 6 * 3_600_000, underlierProfile('SPX', SEED).listing)[0];
      expect(afterClose?.day).not.toBe(date.getUTCDate());
    }
  });

  it('gives AAPL no daily expiries: Fridays, and the Thursday before a Friday holiday', () => {
    for (const now of DATES) {
      for (const item of listedExpiries(now, underlierProfile('AAPL', SEED).listing)) {
        const weekday = new Date(Date.UTC(item.year, item.month - 1, item.day)).getUTCDay();
        expect([4, 5]).toContain(weekday);
        if (weekday === 4) expect(isTradingDay(item.year, item.month, item.day + 1)).toBe(false);
      }
    }
  });
});

describe('quotes', () => {
  it('quotes SPX, an index, without a bid, an ask or a volume; SPY and AAPL with them', () => {
    for (const now of DATES.filter((_, i) => i % 4 === 0)) {
      const market = new SimulatedMarket(SEED, { now: () => now });
      const moment = market.moment();
      const all = (symbol: string) => (quoteData(findInstrument(symbol)!, moment, market.paths, SEED, 'ALL') as { All: Record<string, number> }).All;
      expect(all('SPX')).toMatchObject({ bid: 0, ask: 0, bidSize: 0, askSize: 0, totalVolume: 0, previousDayVolume: 0 });
      expect(all('SPX').lastTrade).toBeGreaterThan(1000);
      for (const symbol of ['SPY', 'AAPL']) {
        const quote = all(symbol);
        expect(quote.bid).toBeGreaterThan(0);
        expect(quote.ask).toBeGreaterThan(quote.bid ?? 0);
        expect(quote.previousDayVolume).toBeGreaterThan(0);
      }
    }
  });

  it.each(['SPX', 'SPY', 'QQQ', 'AAPL'])('gives %s open interest that falls away from the money', (symbol) => {
    for (const now of DATES.filter((_, i) => i % 10 === 0)) {
      const { chain, spot } = chainAt(symbol, now, { expiryYear: undefined });
      const mean = (low: number, high: number): number => {
        const near = chain.OptionPair.filter((pair) => {
          const distance = Math.abs((pair.Call?.strikePrice ?? 0) / spot - 1);
          return distance >= low && distance < high;
        });
        return near.reduce((sum, pair) => sum + (pair.Call?.openInterest ?? 0) + (pair.Put?.openInterest ?? 0), 0) / Math.max(1, near.length);
      };
      const atTheMoney = mean(0, 0.01);
      expect(atTheMoney).toBeGreaterThan(mean(0.05, 0.1));
      expect(mean(0.05, 0.1)).toBeGreaterThan(mean(0.25, 0.4));
      expect(mean(0.25, 0.4)).toBeLessThan(atTheMoney / 10);
    }
  });
});
