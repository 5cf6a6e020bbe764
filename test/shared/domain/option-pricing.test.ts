/**
 * The option model's prices, greeks and implied volatility against closed forms: the textbook
 * values, put-call parity, the greeks as the derivatives of the price, the bounds at expiry and
 * without volatility, and implied volatility as the inverse of the price. Random inputs are seeded.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { impliedVolatility, intrinsicValue, normalCdf, optionGreeks, optionValue, type PricingInput } from '../../../shared/domain/option-model.ts';

const base: PricingInput = { spot: 100, strike: 100, years: 1, iv: 0.2, rate: 0.05, dividendYield: 0 };

const inputs = fc.record({
  spot: fc.double({ min: 5, max: 1_000, noNaN: true }),
  moneyness: fc.double({ min: 0.6, max: 1.6, noNaN: true }),
  years: fc.double({ min: 0.01, max: 3, noNaN: true }),
  iv: fc.double({ min: 0.05, max: 1.5, noNaN: true }),
  rate: fc.double({ min: 0, max: 0.08, noNaN: true }),
  dividendYield: fc.double({ min: 0, max: 0.06, noNaN: true }),
});
const toInput = (v: { spot: number; moneyness: number; years: number; iv: number; rate: number; dividendYield: number }): PricingInput => ({
  spot: v.spot,
  strike: v.spot * v.moneyness,
  years: v.years,
  iv: v.iv,
  rate: v.rate,
  dividendYield: v.dividendYield,
});
const SEEDED = { seed: 20261202, numRuns: 300 };

/** Marsaglia's series Φ(x) = 1/2 + φ(x)·(x + x³/3 + x⁵/(3·5) + …): slow, but every term of one sign. */
function seriesCdf(x: number): number {
  let term = x;
  let sum = x;
  for (let n = 3; n < 2_000; n += 2) {
    term = (term * x * x) / n;
    const next = sum + term;
    if (next === sum) break;
    sum = next;
  }
  return 0.5 + Math.exp(-(x * x) / 2) * 0.3989422804014327 * sum;
}

describe('normalCdf', () => {
  it('agrees with Marsaglia’s series to 2e-15 from −8 to 8', () => {
    let worst = 0;
    for (let x = -8; x <= 8; x += 0.0013) worst = Math.max(worst, Math.abs(normalCdf(x) - seriesCdf(x)));
    expect(worst).toBeLessThan(2e-15);
  });

  it('keeps its relative accuracy far in the lower tail, where the series loses it (Φ(−10) = 7.6199e-24)', () => {
    expect(normalCdf(-10) / 7.619853024160527e-24).toBeCloseTo(1, 7);
    expect(normalCdf(-40)).toBe(0);
    expect(normalCdf(40)).toBe(1);
  });
});

describe('optionValue', () => {
  it('gives the textbook values: S = K = 100, T = 1, r = 5 %, σ = 20 %: call 10.4506, put 5.5735', () => {
    expect(optionValue('call', base)).toBeCloseTo(10.450583572185565, 10);
    expect(optionValue('put', base)).toBeCloseTo(5.573526022256971, 10);
  });

  it('with a dividend yield: S = 100, K = 95, T = 0.5, r = 10 %, q = 5 %, σ = 20 % (Merton): call 9.629', () => {
    // d1 = (ln(100/95) + (0.10 − 0.05 + 0.02) × 0.5) / (0.2 × √0.5) = 0.6102, d2 = 0.4688; from the
    // normal table N(d1) = 0.72914, N(d2) = 0.68039: C = 100·e^(−0.025)·0.72914 − 95·e^(−0.05)·0.68039.
    const d1 = (Math.log(100 / 95) + (0.1 - 0.05 + 0.02) * 0.5) / (0.2 * Math.sqrt(0.5));
    expect(d1).toBeCloseTo(0.6102, 4);
    const byTable = 100 * Math.exp(-0.025) * 0.72914 - 95 * Math.exp(-0.05) * 0.68039;
    expect(optionValue('call', { spot: 100, strike: 95, years: 0.5, iv: 0.2, rate: 0.1, dividendYield: 0.05 })).toBeCloseTo(byTable, 3);
  });

  it('keeps put-call parity: C − P = S·e^(−qT) − K·e^(−rT)', () => {
    fc.assert(
      fc.property(inputs, (v) => {
        const input = toInput(v);
        const parity = input.spot * Math.exp(-input.dividendYield * input.years) - input.strike * Math.exp(-input.rate * input.years);
        expect(optionValue('call', input) - optionValue('put', input)).toBeCloseTo(parity, 8);
      }),
      SEEDED,
    );
  });

  it('is worth its intrinsic value at and past expiry, and the forward’s without volatility', () => {
    expect(optionValue('call', { ...base, spot: 112, years: 0 })).toBe(12);
    expect(optionValue('put', { ...base, spot: 112, years: -0.1 })).toBe(0);
    expect(optionValue('put', { ...base, spot: 90, iv: 0 })).toBeCloseTo(100 * Math.exp(-0.05) - 90, 12);
    expect(intrinsicValue('put', 90, 100)).toBe(10);
  });

  it('says NaN for what names no option', () => {
    expect(optionValue('call', { ...base, strike: 0 })).toBeNaN();
    expect(optionValue('call', { ...base, spot: -1 })).toBeNaN();
    expect(optionValue('call', { ...base, iv: Number.NaN })).toBeNaN();
  });
});

describe('optionGreeks', () => {
  it('are the derivatives of the value (central differences)', () => {
    fc.assert(
      fc.property(inputs, fc.constantFrom('call' as const, 'put' as const), (v, right) => {
        const input = toInput(v);
        const greeks = optionGreeks(right, input);
        if (greeks === null) throw new Error('no greeks');
        const h = input.spot * 1e-4;
        const at = (change: Partial<PricingInput>) => optionValue(right, { ...input, ...change });
        const scale = Math.max(1, input.spot / 100);
        expect(greeks.delta).toBeCloseTo((at({ spot: input.spot + h }) - at({ spot: input.spot - h })) / (2 * h), 5);
        expect(greeks.gamma * scale).toBeCloseTo(((at({ spot: input.spot + h }) - 2 * at({}) + at({ spot: input.spot - h })) / (h * h)) * scale, 3);
        expect(greeks.vega).toBeCloseTo((at({ iv: input.iv + 1e-5 }) - at({ iv: input.iv - 1e-5 })) / 2e-5 / 100, 5);
        expect(greeks.rho).toBeCloseTo((at({ rate: input.rate + 1e-6 }) - at({ rate: input.rate - 1e-6 })) / 2e-6 / 100, 4);
        // Theta: the value's change a calendar day as time passes (the time left shrinks).
        const dt = 1e-6;
        expect(greeks.theta).toBeCloseTo(-((at({ years: input.years + dt }) - at({ years: input.years - dt })) / (2 * dt)) / 365, 5);
      }),
      SEEDED,
    );
  });

  it('at expiry are the payoff’s: delta 1, 0 or −1 by the side of the money, ½ at the strike', () => {
    expect(optionGreeks('call', { ...base, spot: 101, years: 0 })).toEqual({ delta: 1, gamma: 0, theta: 0, vega: 0, rho: 0 });
    expect(optionGreeks('put', { ...base, spot: 101, years: 0 })?.delta).toBe(0);
    expect(optionGreeks('put', { ...base, spot: 99, years: 0 })?.delta).toBe(-1);
    expect(optionGreeks('call', { ...base, years: 0 })?.delta).toBe(0.5);
  });
});

describe('impliedVolatility', () => {
  it('is the inverse of the value', () => {
    fc.assert(
      fc.property(inputs, fc.constantFrom('call' as const, 'put' as const), (v, right) => {
        const input = toInput(v);
        const price = optionValue(right, input);
        const vega = optionGreeks(right, input)?.vega ?? 0;
        // Where the price hardly moves with volatility (deep in or out of the money), it says little of it.
        if (vega < 1e-3) return;
        const iv = impliedVolatility(right, price, input);
        expect(iv).not.toBeNull();
        expect(Math.abs(optionValue(right, { ...input, iv: iv ?? 0 }) - price)).toBeLessThan(1e-9 * Math.max(1, price) + 1e-9);
      }),
      SEEDED,
    );
  });

  it('is null where no volatility gives the price', () => {
    const { iv: _iv, ...rest } = base;
    expect(impliedVolatility('call', 0.5, { ...rest, spot: 130 })).toBeNull();
    expect(impliedVolatility('call', 101, rest)).toBeNull();
    expect(impliedVolatility('call', 5, { ...rest, years: 0 })).toBeNull();
    expect(impliedVolatility('call', Number.NaN, rest)).toBeNull();
  });
});
