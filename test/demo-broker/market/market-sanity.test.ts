/**
 * The simulated market is sane wherever it is looked at (fast-check, seeded): for any seed,
 * symbol, instant, expiry and strike, bid <= ask, call delta in [0, 1], put delta in [-1, 0],
 * put-call parity (dividend-free: C - P = S - K e^(-rT)) holds within the quoted spreads, and
 * the greeks are the derivatives of the pricer's own price (central finite differences).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blackScholes, RISK_FREE_RATE } from '../../../demo-broker/market/black-scholes.ts';
import { basePrice, findInstrument, knownSymbols } from '../../../demo-broker/market/instruments.ts';
import { marketMoment } from '../../../demo-broker/market/market-hours.ts';
import { MIN_YEARS, quoteContract } from '../../../demo-broker/market/option-quotes.ts';
import { quoteContextOf } from '../../../demo-broker/market/quote-context.ts';
import { UnderlierPaths } from '../../../demo-broker/market/underlier-path.ts';
import { strikeLadder, underlierProfile } from '../../../demo-broker/market/underliers.ts';
import { hashParts } from '../../../demo-broker/market/seeded-random.ts';
import { osiKey } from '../../../demo-broker/market/v1-contract-names.ts';
import { listedExpiries, yearsToExpiry } from '../../../demo-broker/market/v1-expiry-calendar.ts';

const OPTIONABLE = knownSymbols().filter((symbol) => findInstrument(symbol)?.hasOptions);
const FROM = Date.parse('2025-01-01T00:00:00Z');
const TO = Date.parse('2028-12-31T00:00:00Z');

const scenario = fc.record({
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  symbol: fc.constantFrom(...OPTIONABLE),
  now: fc.integer({ min: FROM, max: TO }),
  expiryPick: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
  strikePick: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
});

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

/** Both sides of one strike as the chain quotes them, with what the checks need. */
function quoteBoth({ seed, symbol, now, expiryPick, strikePick }: Scenario) {
  const moment = marketMoment(now);
  const paths = new UnderlierPaths(seed);
  const state = paths.state(symbol, moment);
  const expiries = listedExpiries(moment.instant, underlierProfile(symbol, seed).listing);
  const expiry = expiries[Math.floor(expiryPick * expiries.length)] ?? expiries[0];
  if (!expiry) throw new Error('no expiry listed');
  const ladder = strikeLadder(symbol, basePrice(symbol, seed));
  const strike = ladder[Math.floor(strikePick * ladder.length)] ?? 0;
  const context = { ...quoteContextOf(symbol, seed, moment, state), tick: 0 };
  const years = yearsToExpiry(expiry, moment.instant);
  const previousYears = yearsToExpiry(expiry, moment.previous.close);
  const terms = (side: 'CALL' | 'PUT') => ({ side, strike, years, previousYears, hash: hashParts(seed, ['contract', osiKey(symbol, expiry, side, strike)]) });
  return {
    spot: state.last,
    strike,
    years: Math.max(years, MIN_YEARS),
    call: quoteContract(context, terms('CALL')),
    put: quoteContract(context, terms('PUT')),
  };
}

const RUNS = { seed: 20261123, numRuns: 400 };

describe('simulated market sanity', () => {
  it('quotes bid <= ask with non-negative prices and sizes', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        for (const quote of Object.values(quoteBoth(s)).filter((v) => typeof v === 'object')) {
          expect(quote.bid).toBeLessThanOrEqual(quote.ask);
          expect(quote.bid).toBeGreaterThanOrEqual(0);
          expect(quote.bidSize).toBeGreaterThanOrEqual(0);
          expect(quote.volume).toBeLessThanOrEqual(quote.openInterest * 10);
          expect(Number.isFinite(quote.iv) && quote.iv > 0).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('keeps call delta in [0, 1] and put delta in [-1, 0]', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { call, put, strike, spot } = quoteBoth(s);
        expect(call.greeks.delta).toBeGreaterThanOrEqual(0);
        expect(call.greeks.delta).toBeLessThanOrEqual(1);
        expect(put.greeks.delta).toBeGreaterThanOrEqual(-1);
        expect(put.greeks.delta).toBeLessThanOrEqual(0);
        expect(call.greeks.gamma).toBeGreaterThanOrEqual(0);
        // Exactly one side is in the money, unless the strike is the price itself.
        if (strike !== spot) expect(call.inTheMoney).toBe(!put.inTheMoney);
      }),
      RUNS,
    );
  });

  it('holds put-call parity within the spread', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { call, put, spot, strike, years } = quoteBoth(s);
        const forward = spot - strike * Math.exp(-RISK_FREE_RATE * years);
        const slack = 1e-9 * Math.max(1, spot);
        // Buy the call and sell the put at the quotes, or the reverse: neither beats the forward.
        expect(call.bid - put.ask).toBeLessThanOrEqual(forward + slack);
        expect(call.ask - put.bid).toBeGreaterThanOrEqual(forward - slack);
      }),
      RUNS,
    );
  });

  it('quotes greeks that are the derivatives of its price', () => {
    fc.assert(
      fc.property(scenario, fc.constantFrom<'CALL' | 'PUT'>('CALL', 'PUT'), (s, side) => {
        const { spot, strike, years, call, put } = quoteBoth(s);
        const quote = side === 'CALL' ? call : put;
        const volatility = quote.iv;
        const price = (S: number, T = years, v = volatility) => blackScholes(side, { spot: S, strike, years: T, volatility: v }).price;
        const h = spot * 1e-4;
        const delta = (price(spot + h) - price(spot - h)) / (2 * h);
        const gamma = (price(spot + h) - 2 * price(spot) + price(spot - h)) / (h * h);
        const vega = (price(spot, years, volatility + 1e-4) - price(spot, years, volatility - 1e-4)) / 2e-4 / 100;
        expect(quote.greeks.delta).toBeCloseTo(delta, 4);
        // Gamma by second difference is noisy where it is tiny: compare relative to the scale of 1/S.
        expect(Math.abs(quote.greeks.gamma - gamma)).toBeLessThanOrEqual(1e-3 / spot + 1e-3 * Math.abs(gamma));
        expect(Math.abs(quote.greeks.vega - vega)).toBeLessThanOrEqual(1e-6 * spot + 1e-4 * Math.abs(vega));
        if (years > 2 / 365) {
          const dt = 1 / 365 / 24;
          const theta = (price(spot, years - dt) - price(spot, years + dt)) / (2 * dt) / 365;
          expect(Math.abs(quote.greeks.theta - theta)).toBeLessThanOrEqual(1e-4 * spot + 1e-3 * Math.abs(theta));
        }
      }),
      RUNS,
    );
  });

  it('widens spreads away from the money', () => {
    const s = { seed: 7, symbol: 'AAPL', now: Date.parse('2026-11-18T17:00:00Z'), expiryPick: 0.5 };
    const spreadAt = (strikePick: number): number => {
      const { call, put, strike, spot } = quoteBoth({ ...s, strikePick });
      const outOfMoney = strike >= spot ? call : put;
      return (outOfMoney.ask - outOfMoney.bid) / Math.max(0.01, (outOfMoney.ask + outOfMoney.bid) / 2);
    };
    expect(spreadAt(0.05)).toBeGreaterThan(spreadAt(0.5));
    expect(spreadAt(0.95)).toBeGreaterThan(spreadAt(0.5));
  });
});

describe('through the session', () => {
  it('grows volume and open interest from the open to the close, and holds them after', () => {
    const base = { seed: 3, symbol: 'MSFT', expiryPick: 0.1, strikePick: 0.5 };
    const at = (iso: string) => quoteBoth({ ...base, now: Date.parse(iso) }).call;
    const morning = at('2026-11-18T15:00:00Z');
    const afternoon = at('2026-11-18T20:00:00Z');
    const evening = at('2026-11-18T23:00:00Z');
    expect(afternoon.volume).toBeGreaterThan(morning.volume);
    expect(afternoon.openInterest).toBeGreaterThan(morning.openInterest);
    expect(evening.volume).toBeGreaterThanOrEqual(afternoon.volume);
    expect(at('2026-11-19T01:00:00Z')).toEqual(evening);
  });
});
