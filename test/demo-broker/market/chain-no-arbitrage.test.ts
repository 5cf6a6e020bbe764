/**
 * No demo chain can be arbitraged: every chain the current-API market can produce (every
 * optionable underlier, every expiry it lists, standard, mini and adjusted series, every strike)
 * at several clock times drawn from a fixed seed (in the session, at the close, minutes before an
 * expiry's close, over a weekend) passes the trader's checks of chain-arbitrage.ts: bid <= ask,
 * calls falling and puts rising with the strike, no vertical beyond its width, no butterfly for a
 * credit, put-call parity within the spread. The checker is shown to catch each kind of violation
 * on tampered chains, so a pass means something.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RISK_FREE_RATE } from '../../../demo-broker/market/black-scholes.ts';
import { ContractIdentities } from '../../../demo-broker/market/contract-identity.ts';
import { findInstrument, knownSymbols } from '../../../demo-broker/market/instruments.ts';
import { MIN_YEARS } from '../../../demo-broker/market/option-quotes.ts';
import { SimulatedMarket } from '../../../demo-broker/market/simulated-market.ts';
import { underlierProfile } from '../../../demo-broker/market/underliers.ts';
import { buildV1Chain, type V1ChainQuery } from '../../../demo-broker/market/v1-chain.ts';
import { listedExpiries, yearsToExpiry, type V1Expiry } from '../../../demo-broker/market/v1-expiry-calendar.ts';
import type { WireObject } from '../../../demo-broker/wire/wire-tree.ts';
import { arbitrageViolations, type QuotedSeries, type QuotedStrike, type Violation } from './chain-arbitrage.ts';

const OPTIONABLE = knownSymbols().filter((symbol) => findInstrument(symbol)?.hasOptions);

/** The clock times and broker seeds checked: a few fixed edges, and instants drawn from a fixed seed. */
const FIXED: readonly [string, number][] = [
  // Friday 18 December 2026, 15:50 New York: a monthly ten minutes before its close.
  ['2026-12-18T20:50:00Z', 20_260_101],
  // Saturday 26 June 2027: the market at Friday's close, a weekend away from Monday.
  ['2027-06-26T15:00:00Z', 7],
];
const DRAWN = fc
  .sample(
    fc.record({
      at: fc.integer({ min: Date.parse('2026-01-05T00:00:00Z'), max: Date.parse('2028-12-15T00:00:00Z') }),
      seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
    }),
    { seed: 28, numRuns: 1 },
  )
  .map(({ at, seed }): [string, number] => [new Date(at).toISOString(), seed]);

const side = (node: unknown): { bid: number; ask: number } | undefined => {
  if (node === undefined) return undefined;
  const quote = node as { bid: number; ask: number };
  return { bid: quote.bid, ask: quote.ask };
};

/** The series of one built chain, by option root (standard, mini and adjusted are apart). */
function seriesOf(tree: WireObject, label: string, spot: number, years: number): QuotedSeries[] {
  const byRoot = new Map<string, QuotedStrike[]>();
  for (const pair of tree.OptionPair as { Call?: WireObject; Put?: WireObject }[]) {
    const any = (pair.Call ?? pair.Put) as WireObject;
    const root = String(any.optionRootSymbol);
    const rows = byRoot.get(root) ?? [];
    rows.push({ strike: Number(any.strikePrice), call: side(pair.Call), put: side(pair.Put) });
    byRoot.set(root, rows);
  }
  return [...byRoot].map(([root, strikes]) => ({ label: `${label} ${root}`, spot, years, rate: RISK_FREE_RATE, strikes }));
}

/** Every violation in every chain of every underlier at one clock time. */
function violationsAt(iso: string, seed: number): { chains: number; contracts: number; violations: Violation[] } {
  const now = Date.parse(iso);
  const market = new SimulatedMarket(seed, { now: () => now });
  const moment = market.moment();
  let chains = 0;
  let contracts = 0;
  const violations: Violation[] = [];
  for (const symbol of OPTIONABLE) {
    const spot = market.paths.state(symbol, moment).last;
    for (const expiry of listedExpiries(moment.instant, underlierProfile(symbol, seed).listing)) {
      const query: V1ChainQuery = {
        symbol,
        expiryYear: expiry.year,
        expiryMonth: expiry.month,
        expiryDay: expiry.day,
        includeWeekly: true,
        skipAdjusted: false,
        optionCategory: 'ALL',
        chainType: 'CALLPUT',
        priceType: 'ALL',
      };
      // Contract names are built afresh per chain: the same names, without keeping 500,000 of them alive.
      const built = buildV1Chain(query, moment, { paths: market.paths, identities: new ContractIdentities(seed), seed });
      if (built === undefined) throw new Error(`${symbol}: the listed expiry ${expiry.year}-${expiry.month}-${expiry.day} has no chain`);
      chains += 1;
      contracts += 2 * built.pairs;
      const years = Math.max(yearsToExpiry(expiry as V1Expiry, moment.instant), MIN_YEARS);
      for (const series of seriesOf(built.tree, `${symbol} ${expiry.year}-${expiry.month}-${expiry.day}`, spot, years))
        violations.push(...arbitrageViolations(series));
    }
  }
  return { chains, contracts, violations };
}

describe('every demo chain is free of arbitrage', () => {
  it.each([...FIXED, ...DRAWN])(
    'at %s (seed %i)',
    (iso, seed) => {
      const { chains, contracts, violations } = violationsAt(iso, seed);
      // Every optionable underlier lists at least 19 expiries (the stocks; the index and ETFs more).
      expect(chains).toBeGreaterThanOrEqual(19 * OPTIONABLE.length);
      // Many contracts in all (SPX on its real ladder: 5 points near the money, wider out; the ETFs with dailies).
      expect(contracts).toBeGreaterThan(150_000);
      expect(violations.slice(0, 5)).toEqual([]);
    },
    120_000,
  );
});

describe('the checker', () => {
  const base: QuotedSeries = {
    label: 'T',
    spot: 100,
    years: 0.1,
    rate: RISK_FREE_RATE,
    // Intrinsic value against the forward plus one: convex, ordered, and parity exact.
    strikes: [90, 95, 100, 105, 110].map((strike) => {
      const discounted = strike * Math.exp(-RISK_FREE_RATE * 0.1);
      const call = Math.max(0, 100 - discounted) + 1;
      const put = Math.max(0, discounted - 100) + 1;
      return { strike, call: { bid: call - 0.05, ask: call + 0.05 }, put: { bid: put - 0.05, ask: put + 0.05 } };
    }),
  };
  const tamper = (index: number, change: (row: QuotedStrike) => QuotedStrike): QuotedSeries => ({
    ...base,
    strikes: base.strikes.map((row, i) => (i === index ? change(row) : row)),
  });
  const rules = (series: QuotedSeries) => new Set(arbitrageViolations(series).map((v) => v.rule));

  it('passes a chain of intrinsic value plus a constant', () => {
    expect(arbitrageViolations(base)).toEqual([]);
  });

  it.each([
    ['bid-above-ask', tamper(2, (r) => ({ ...r, call: { bid: 5, ask: 4 } }))],
    ['negative-bid', tamper(4, (r) => ({ ...r, put: { bid: -0.01, ask: r.put?.ask ?? 0 } }))],
    ['call-rises', tamper(4, (r) => ({ ...r, call: { bid: 9, ask: 9.1 } }))],
    ['put-falls', tamper(0, (r) => ({ ...r, put: { bid: 9, ask: 9.1 } }))],
    ['vertical-too-wide', tamper(0, (r) => ({ ...r, call: { bid: 30, ask: 30.1 } }))],
    ['butterfly-credit', tamper(2, (r) => ({ ...r, call: { bid: 7, ask: 7.1 } }))],
    ['parity', tamper(2, (r) => ({ ...r, put: { bid: 0.5, ask: 0.6 } }))],
  ] as const)('catches %s', (rule, series) => {
    expect(rules(series)).toContain(rule);
  });

  it("catches the old demo's AAPL call wing (mids 0.06, 0.14, 0.30, 0.56, 0.94 rising from 55 to 65)", () => {
    const wing = [0.06, 0.14, 0.3, 0.56, 0.94].map((mid, i) => ({ strike: 55 + 2.5 * i, call: { bid: Math.max(0, mid - 0.02), ask: mid + 0.02 } }));
    expect(rules({ ...base, spot: 45, strikes: wing })).toContain('call-rises');
  });
});
