/**
 * The demo market at the levels a trader expects in late 2026: underliers near their documented
 * levels (underlier-table.ts), at-the-money volatility near the table's, an index skew steeper
 * than a stock's, calls' wing below the at-the-money volatility on the index, spreads as tight as
 * such names trade, and short-dated wings priced in cents: every strike 40 % or more out of the
 * money a week before expiry is bid 0.00 and offered at 0.01, as the platform's own chains show
 * (at most a few cents on the high-volatility names).
 */
import { describe, expect, it } from 'vitest';
import { findInstrument, knownSymbols, realizedVolatility } from '../../../demo-broker/market/instruments.ts';
import { SimulatedMarket } from '../../../demo-broker/market/simulated-market.ts';
import { UNDERLIER_TABLE } from '../../../demo-broker/market/underlier-table.ts';
import { underlierProfile } from '../../../demo-broker/market/underliers.ts';
import { buildV1Chain } from '../../../demo-broker/market/v1-chain.ts';
import { listedExpiries } from '../../../demo-broker/market/v1-expiry-calendar.ts';

const OPTIONABLE = knownSymbols().filter((symbol) => findInstrument(symbol)?.hasOptions);
const SEED = 20_260_101;

interface Side {
  bid: number;
  ask: number;
  OptionGreeks: { iv: number };
}
interface Row {
  strike: number;
  call: Side;
  put: Side;
}

/** Every standard strike of the expiry `days` ahead (the first listed at least that far), at `iso`. */
function chainAt(symbol: string, iso: string, days: number): { spot: number; rows: Row[] } {
  const now = Date.parse(iso);
  const market = new SimulatedMarket(SEED, { now: () => now });
  const moment = market.moment();
  const expiry = listedExpiries(moment.instant, underlierProfile(symbol, SEED).listing).find((item) => item.expiresAt - moment.instant >= days * 86_400_000);
  if (expiry === undefined) throw new Error(`no expiry ${days} days out`);
  const built = buildV1Chain(
    {
      symbol,
      expiryYear: expiry.year,
      expiryMonth: expiry.month,
      expiryDay: expiry.day,
      includeWeekly: true,
      skipAdjusted: true,
      optionCategory: 'STANDARD',
      chainType: 'CALLPUT',
      priceType: 'ALL',
    },
    moment,
    market,
  );
  const pairs = (built?.tree.OptionPair ?? []) as unknown as { Call: Side & { strikePrice: number }; Put: Side }[];
  return { spot: market.paths.state(symbol, moment).last, rows: pairs.map((pair) => ({ strike: pair.Call.strikePrice, call: pair.Call, put: pair.Put })) };
}

const nearest = (rows: readonly Row[], strike: number): Row => rows.reduce((a, b) => (Math.abs(b.strike - strike) < Math.abs(a.strike - strike) ? b : a));

describe('underlier levels', () => {
  it.each([
    ['SPX', 6000, 7000],
    ['SPY', 600, 700],
    ['AAPL', 250, 300],
    ['MSFT', 450, 550],
  ])('keeps %s between %i and %i in the table', (symbol, low, high) => {
    const level = UNDERLIER_TABLE.get(symbol)?.level ?? 0;
    expect(level).toBeGreaterThan(low);
    expect(level).toBeLessThan(high);
  });

  it('walks every underlier within four deviations of its level through 2026 and 2027 (14 % for the index, 40 % for TSLA)', () => {
    const market = new SimulatedMarket(SEED, { now: () => 0 });
    for (const [symbol, profile] of UNDERLIER_TABLE) {
      // A close is the level moved by the last 20 sessions' shocks at half a day's deviation each.
      const bound = 4 * realizedVolatility(symbol, SEED) * Math.sqrt(10 / 252);
      for (let t = Date.parse('2026-01-05T18:00:00Z'); t < Date.parse('2027-12-31T00:00:00Z'); t += 11 * 86_400_000) {
        const last = market.paths.lastAt(symbol, t);
        expect(Math.abs(Math.log(last / profile.level)), `${symbol} at ${new Date(t).toISOString()}: ${last}`).toBeLessThan(bound);
      }
    }
  });
});

describe('volatility', () => {
  const month = (symbol: string) => chainAt(symbol, '2026-11-18T17:00:00Z', 28);

  it.each(OPTIONABLE)('prices %s at the money near its table volatility', (symbol) => {
    const { spot, rows } = month(symbol);
    const profile = UNDERLIER_TABLE.get(symbol);
    const iv = nearest(rows, spot).call.OptionGreeks.iv;
    expect(iv).toBeGreaterThan((profile?.shortVol ?? 0) - 0.03);
    expect(iv).toBeLessThan((profile?.longVol ?? 0) + 0.03);
  });

  it("skews the index's puts more than a stock's, and dips its calls' wing below the money", () => {
    const skew = (symbol: string) => {
      const { spot, rows } = month(symbol);
      const atm = nearest(rows, spot).put.OptionGreeks.iv;
      return { put: nearest(rows, spot * 0.9).put.OptionGreeks.iv - atm, call: nearest(rows, spot * 1.05).call.OptionGreeks.iv - atm };
    };
    const index = skew('SPX');
    const stock = skew('AAPL');
    expect(index.put).toBeGreaterThan(0.06);
    expect(index.put).toBeGreaterThan(stock.put);
    expect(stock.put).toBeGreaterThan(0.02);
    expect(index.call).toBeLessThan(0);
  });
});

describe('quotes', () => {
  it.each([
    ['SPY', 0.05],
    ['AAPL', 0.15],
    ['SPX', 1],
  ])('quotes %s at the money no wider than %f', (symbol, width) => {
    const { spot, rows } = chainAt(symbol, '2026-11-18T17:00:00Z', 28);
    const row = nearest(rows, spot);
    expect(row.call.ask - row.call.bid).toBeLessThanOrEqual(width + 1e-9);
    expect(row.put.ask - row.put.bid).toBeLessThanOrEqual(width + 1e-9);
  });

  it.each(OPTIONABLE)('prices %s strikes 40 per cent out of the money a week before expiry in cents', (symbol) => {
    // Each time the strikes 40 % out on either side exist (the price walks around the ladder's centre).
    const wings = ['2026-12-11T17:00:00Z', '2027-03-12T17:00:00Z', '2027-06-04T17:00:00Z', '2027-09-10T17:00:00Z'].flatMap((iso) => {
      const { spot, rows } = chainAt(symbol, iso, 6);
      return rows.flatMap((row) => [...(row.strike >= spot * 1.4 ? [row.call] : []), ...(row.strike <= spot * 0.6 ? [row.put] : [])]);
    });
    expect(wings.length).toBeGreaterThan(0);
    const calm = (UNDERLIER_TABLE.get(symbol)?.shortVol ?? 1) <= 0.35;
    for (const quote of wings) {
      if (calm) expect([quote.bid, quote.ask]).toEqual([0, 0.01]);
      else expect(quote.ask).toBeLessThanOrEqual(0.03);
    }
  });
});
