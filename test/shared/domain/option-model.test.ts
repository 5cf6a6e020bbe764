import { describe, expect, it } from 'vitest';
import { blackScholes, normalCdf as demoNormalCdf, RISK_FREE_RATE } from '../../../demo-broker/market/black-scholes.ts';
import { modelPrice } from '../../../demo-broker/market/option-quotes.ts';
import { smileOf } from '../../../demo-broker/market/volatility-surface.ts';
import {
  d2Of,
  inverseNormalCdf,
  MODEL_RATE,
  MODEL_WORDS,
  normalCdf,
  probabilityItm,
  probabilityItmFromDelta,
  sigmaMove,
  yearsToExpiry,
} from '../../../shared/domain/option-model.ts';

describe('normalCdf', () => {
  it('gives the table values (hand: Φ(0) = 0.5, Φ(1) = 0.841344746, Φ(-1.96) = 0.024997895)', () => {
    expect(normalCdf(0)).toBe(0.5);
    expect(normalCdf(1)).toBeCloseTo(0.8413447460685429, 14);
    expect(normalCdf(-1.96)).toBeCloseTo(0.024997895148220435, 14);
    expect(normalCdf(3)).toBeCloseTo(0.9986501019683699, 14);
  });

  it('agrees with the demo market’s own distribution function to 1e-13 from -9 to 9', () => {
    for (let x = -9; x <= 9; x += 0.037) expect(Math.abs(normalCdf(x) - demoNormalCdf(x))).toBeLessThan(1e-13);
  });

  it('stays in [0, 1], is symmetric and says NaN for NaN', () => {
    for (const x of [-40, -8.5, -8.49, 8.49, 8.5, 40]) {
      expect(normalCdf(x)).toBeGreaterThanOrEqual(0);
      expect(normalCdf(x)).toBeLessThanOrEqual(1);
      expect(normalCdf(x) + normalCdf(-x)).toBeCloseTo(1, 14);
    }
    expect(normalCdf(Number.NaN)).toBeNaN();
  });
});

describe('yearsToExpiry', () => {
  it('counts to 16:00 New York of the expiry in years of 365 days, daylight time or not', () => {
    // 2027-03-19 is in EDT (UTC-4): its close is 20:00 UTC; one day before is 1/365 of a year.
    expect(yearsToExpiry('2027-03-19', Date.UTC(2027, 2, 18, 20))).toBeCloseTo(1 / 365, 15);
    // 2027-01-15 is in EST (UTC-5): its close is 21:00 UTC.
    expect(yearsToExpiry('2027-01-15', Date.UTC(2027, 0, 15, 21))).toBe(0);
    expect(yearsToExpiry('2027-01-15', Date.UTC(2027, 0, 15, 22))).toBeLessThan(0);
  });

  it('is null for a date that does not parse', () => {
    for (const date of ['', '2027-02-30', '2027-3-19', 'not a date']) expect(yearsToExpiry(date, 0)).toBeNull();
  });
});

describe('probabilityItm', () => {
  it('is N(d2) for a call and N(-d2) for a put (hand: S = K = 100, T = 0.25, σ = 0.2, r = 4 %: d2 = 0.05)', () => {
    const input = { spot: 100, strike: 100, years: 0.25, iv: 0.2 };
    expect(d2Of(input)).toBeCloseTo(0.05, 14);
    expect(probabilityItm('call', input)).toBeCloseTo(0.5199388058383725, 12);
    expect(probabilityItm('put', input)).toBeCloseTo(0.4800611941616275, 12);
  });

  it('matches the probability implied by the demo market’s prices: N(d2) = (S·Δ - C) / (K·e^(-rT))', () => {
    expect(MODEL_RATE).toBe(RISK_FREE_RATE);
    const smile = smileOf({ kind: 'stock', shortVol: 0.32, longVol: 0.26 });
    for (const years of [3 / 365, 30 / 365, 0.5, 2]) {
      for (const strike of [70, 90, 100, 105, 130]) {
        const call = modelPrice({ smile }, 'CALL', strike, 100, years);
        const implied = (100 * call.delta - call.price) / (strike * Math.exp(-RISK_FREE_RATE * years));
        const ours = probabilityItm('call', { spot: 100, strike, years, iv: call.iv });
        expect(Math.abs((ours ?? Number.NaN) - implied)).toBeLessThan(1e-9);
        const put = blackScholes('PUT', { spot: 100, strike, years, volatility: call.iv });
        // A put's: N(-d2) = (P - S·Δp) / (K·e^(-rT)), Δp = N(d1) - 1.
        const putImplied = (put.price - 100 * put.delta) / (strike * Math.exp(-RISK_FREE_RATE * years));
        expect(Math.abs((probabilityItm('put', { spot: 100, strike, years, iv: call.iv }) ?? Number.NaN) - putImplied)).toBeLessThan(1e-9);
      }
    }
  });

  it('is null without time, IV, price or strike', () => {
    for (const input of [
      { spot: 100, strike: 100, years: 0, iv: 0.2 },
      { spot: 100, strike: 100, years: -1, iv: 0.2 },
      { spot: 100, strike: 100, years: 1, iv: 0 },
      { spot: 0, strike: 100, years: 1, iv: 0.2 },
      { spot: 100, strike: Number.NaN, years: 1, iv: 0.2 },
    ])
      expect(probabilityItm('call', input)).toBeNull();
  });

  it('names its model', () => {
    expect(MODEL_WORDS).toContain('Black-Scholes');
    expect(MODEL_WORDS).toContain('4 %');
  });
});

describe('sigmaMove', () => {
  it('is S·σ·√T (hand: 100 · 0.2 · √0.25 = 10)', () => {
    expect(sigmaMove(100, 0.2, 0.25)).toBeCloseTo(10, 12);
    expect(sigmaMove(250, 0.3, 1 / 365)).toBeCloseTo(250 * 0.3 * Math.sqrt(1 / 365), 12);
    expect(sigmaMove(100, 0.2, 0)).toBeNull();
    expect(sigmaMove(Number.NaN, 0.2, 1)).toBeNull();
  });
});

describe('inverseNormalCdf', () => {
  it('undoes Φ (hand: Φ⁻¹(0.975) = 1.959963985)', () => {
    expect(inverseNormalCdf(0.975)).toBeCloseTo(1.959963984540054, 12);
    expect(inverseNormalCdf(0.5)).toBeCloseTo(0, 14);
    for (const x of [-2.5, -0.3, 0.01, 1, 4.2]) expect(inverseNormalCdf(normalCdf(x))).toBeCloseTo(x, 9);
    // Far in the tail Φ itself holds about 1e-16 absolute: x to 1e-7.
    expect(inverseNormalCdf(normalCdf(-6))).toBeCloseTo(-6, 7);
  });

  it('is infinite at 0 and 1 and NaN outside', () => {
    expect(inverseNormalCdf(0)).toBe(Number.NEGATIVE_INFINITY);
    expect(inverseNormalCdf(1)).toBe(Number.POSITIVE_INFINITY);
    expect(inverseNormalCdf(1.5)).toBeNaN();
    expect(inverseNormalCdf(Number.NaN)).toBeNaN();
  });
});

describe('probabilityItmFromDelta', () => {
  it('gives the spot-based N(d2) from the demo market’s own delta and IV, calls and puts', () => {
    const smile = smileOf({ kind: 'index', shortVol: 0.18, longVol: 0.2 });
    for (const years of [2 / 365, 45 / 365, 1]) {
      for (const strike of [4200, 4700, 5000, 5100, 5600]) {
        const call = modelPrice({ smile }, 'CALL', strike, 5000, years);
        const put = modelPrice({ smile }, 'PUT', strike, 5000, years);
        const input = { spot: 5000, strike, years, iv: call.iv };
        // Unrounded greeks: the same number to 1e-9.
        expect(Math.abs((probabilityItmFromDelta(call.delta, call.iv, years) ?? Number.NaN) - (probabilityItm('call', input) ?? Number.NaN))).toBeLessThan(
          1e-9,
        );
        expect(Math.abs((probabilityItmFromDelta(put.delta, put.iv, years) ?? Number.NaN) - (probabilityItm('put', input) ?? Number.NaN))).toBeLessThan(1e-9);
        // The wire's four places of delta move it by under a tenth of a percentage point.
        const wire = Math.round(call.delta * 10_000) / 10_000;
        expect(Math.abs((probabilityItmFromDelta(wire, call.iv, years) ?? Number.NaN) - (probabilityItm('call', input) ?? Number.NaN))).toBeLessThan(0.001);
      }
    }
  });

  it('reads the side from the delta’s sign and the ends as certain (hand: Δ = 0.5, σ√T = 0.1: N(-0.1) = 0.460172)', () => {
    expect(probabilityItmFromDelta(0.5, 0.2, 0.25)).toBeCloseTo(0.460172162722971, 9);
    // A put of delta -0.5: N(d1) = 0.5, N(-d2) = N(0.1).
    expect(probabilityItmFromDelta(-0.5, 0.2, 0.25)).toBeCloseTo(0.539827837277029, 9);
    expect(probabilityItmFromDelta(1, 0.2, 0.25)).toBe(1);
    expect(probabilityItmFromDelta(-1, 0.2, 0.25)).toBe(1);
    expect(probabilityItmFromDelta(0, 0.2, 0.25)).toBe(0);
  });

  it('is null without delta, IV or time, or for a delta out of range', () => {
    for (const [delta, iv, years] of [
      [null, 0.2, 1],
      [0.5, null, 1],
      [0.5, 0.2, 0],
      [0.5, 0.2, null],
      [1.2, 0.2, 1],
      [Number.NaN, 0.2, 1],
    ] as const) {
      expect(probabilityItmFromDelta(delta, iv, years)).toBeNull();
    }
  });
});
