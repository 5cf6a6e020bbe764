/**
 * The risk profile's figures against closed forms: a vertical's max profit, max loss and
 * breakeven; a straddle's breakevens at the strike ± the premium; an iron condor's two
 * breakevens; a long call's unlimited profit; a short put's loss bounded at a price of 0; a
 * calendar at the front expiry worth the back leg's model value less the front's intrinsic; the
 * chance of profit of a long call as N(d2) at its breakeven; today's curve at today's price as the
 * legs' marks less their entries; and the net entry exact to the cent.
 */
import { describe, expect, it } from 'vitest';
import { newYorkCloseOf } from '../../../shared/domain/market-time.ts';
import { normalCdf, optionValue, probabilityItm, yearsToExpiry } from '../../../shared/domain/option-model.ts';
import {
  chanceBelow,
  netEntry,
  positionGreeks,
  priceGrid,
  profitAt,
  profitCurve,
  riskFigures,
  type PriceDistribution,
  type StrategyLeg,
} from '../../../shared/domain/risk-profile.ts';

const EXPIRY = '2027-03-19';
const LATER = '2027-04-16';
const NOW = Date.parse('2027-01-19T15:00:00Z');
const setting = { rate: 0.04, dividendYield: 0 };

const option = (right: 'call' | 'put', strike: number, quantity: number, entry: number, expiry = EXPIRY, iv = 0.3): StrategyLeg => ({
  kind: 'option',
  right,
  strike,
  expiry,
  quantity,
  multiplier: 100,
  entry,
  iv,
});

const figures = (legs: StrategyLeg[], distribution?: PriceDistribution) => riskFigures(legs, { setting, reference: 100, distribution, nowMs: NOW });

const distribution = (iv: number): PriceDistribution => ({ spot: 100, iv, years: yearsToExpiry(EXPIRY, NOW) ?? 0, rate: 0.04, dividendYield: 0 });

describe('figures at the first expiry, exact', () => {
  it('a call debit vertical: max profit = width − debit, max loss = the debit, breakeven = lower strike + debit', () => {
    const f = figures([option('call', 100, 1, 5), option('call', 110, -1, 2)], distribution(0.3));
    expect(f.exact).toBe(true);
    expect(f.netEntry).toBe(300);
    expect(f.maxProfit).toBeCloseTo(700, 9);
    expect(f.maxLoss).toBeCloseTo(-300, 9);
    expect(f.breakevens).toHaveLength(1);
    expect(f.breakevens[0]).toBeCloseTo(103, 9);
    expect(f.returnOnRisk).toBeCloseTo(700 / 300, 9);
    // The max profit is had at and above the upper strike.
    expect(f.probabilityOfMaxProfit).toBeCloseTo(1 - chanceBelow(110 - 0.005 / 100, distribution(0.3)), 9);
  });

  it('a long straddle: breakevens at the strike ± the premium, profit unlimited, the loss the premium', () => {
    const f = figures([option('call', 100, 1, 4), option('put', 100, 1, 3.5)]);
    expect(f.breakevens.map((x) => Number(x.toFixed(9)))).toEqual([92.5, 107.5]);
    expect(f.maxProfit).toBeNull();
    expect(f.maxLoss).toBeCloseTo(-750, 9);
    expect(f.returnOnRisk).toBeNull();
  });

  it('a short iron condor: two breakevens at the short strikes ∓ the credit, profit the credit, loss the wing less the credit', () => {
    const f = figures([option('put', 90, 1, 0.5), option('put', 95, -1, 1.5), option('call', 105, -1, 1.5), option('call', 110, 1, 0.5)]);
    expect(f.netEntry).toBe(-200);
    expect(f.breakevens.map((x) => Number(x.toFixed(9)))).toEqual([93, 107]);
    expect(f.maxProfit).toBeCloseTo(200, 9);
    expect(f.maxLoss).toBeCloseTo(-300, 9);
  });

  it('a long call: profit unlimited, the loss its premium, the breakeven the strike plus the premium', () => {
    const f = figures([option('call', 100, 2, 6.25)]);
    expect(f.maxProfit).toBeNull();
    expect(f.maxLoss).toBeCloseTo(-1250, 9);
    expect(f.breakevens[0]).toBeCloseTo(106.25, 9);
  });

  it('a short put: the loss bounded where the price reaches 0 (the strike less the premium), the profit its premium', () => {
    const f = figures([option('put', 100, -1, 4)]);
    expect(f.maxProfit).toBeCloseTo(400, 9);
    expect(f.maxLoss).toBeCloseTo(-9600, 9);
    expect(f.breakevens[0]).toBeCloseTo(96, 9);
  });

  it('short stock: the loss unlimited, the profit the price it was sold at', () => {
    const f = figures([{ kind: 'stock', quantity: -100, entry: 50 }]);
    expect(f.maxLoss).toBeNull();
    expect(f.maxProfit).toBeCloseTo(5000, 9);
    expect(f.breakevens[0]).toBeCloseTo(50, 9);
  });

  it('a covered call: the profit capped at the strike, the loss where the stock reaches 0', () => {
    const f = figures([{ kind: 'stock', quantity: 100, entry: 98 }, option('call', 105, -1, 2)]);
    expect(f.maxProfit).toBeCloseTo((105 - 98 + 2) * 100, 9);
    expect(f.maxLoss).toBeCloseTo(-(98 - 2) * 100, 9);
    expect(f.breakevens[0]).toBeCloseTo(96, 9);
  });
});

describe('the chance of profit', () => {
  it('of a long call is N(d2) at its breakeven (plus the cent that makes a profit)', () => {
    const d = distribution(0.3);
    const f = figures([option('call', 100, 1, 5)], d);
    const strike = 105 + 0.01 / 100;
    expect(f.probabilityOfProfit).toBeCloseTo(probabilityItm('call', { spot: 100, strike, years: d.years, iv: 0.3, rate: 0.04 }) ?? Number.NaN, 10);
    // And by hand: N(d2) with d2 = (ln(S/K) + (r − σ²/2)T) / (σ√T).
    const d2 = (Math.log(100 / strike) + (0.04 - 0.045) * d.years) / (0.3 * Math.sqrt(d.years));
    expect(f.probabilityOfProfit).toBeCloseTo(normalCdf(d2), 10);
  });

  it('of an iron condor is the chance of ending between its breakevens', () => {
    const d = distribution(0.25);
    const f = figures([option('put', 90, 1, 0.5), option('put', 95, -1, 1.5), option('call', 105, -1, 1.5), option('call', 110, 1, 0.5)], d);
    expect(f.probabilityOfProfit).toBeCloseTo(chanceBelow(107 - 0.0001, d) - chanceBelow(93 + 0.0001, d), 9);
  });

  it('is null without a distribution', () => {
    expect(figures([option('call', 100, 1, 5)]).probabilityOfProfit).toBeNull();
  });
});

describe('a calendar (legs after the first expiry)', () => {
  const legs = [option('call', 100, -1, 3, EXPIRY, 0.3), option('call', 100, 1, 5, LATER, 0.28)];

  it('at the front expiry is worth the back leg’s model value less the front’s intrinsic value', () => {
    const atMs = newYorkCloseOf(EXPIRY) ?? 0;
    for (const price of [80, 95, 100, 104.5, 130]) {
      const back = optionValue('call', { spot: price, strike: 100, years: yearsToExpiry(LATER, atMs) ?? 0, iv: 0.28, ...setting });
      expect(profitAt(legs, price, { atMs, ivShift: 0 }, setting)).toBeCloseTo((back - Math.max(price - 100, 0)) * 100 - 200, 9);
    }
  });

  it('has a bounded profit near the strike, two breakevens, and is searched rather than exact', () => {
    const f = figures(legs);
    expect(f.exact).toBe(false);
    expect(f.maxProfit).not.toBeNull();
    expect(f.maxLoss).toBeCloseTo(-200, 1);
    expect(f.breakevens).toHaveLength(2);
    const atMs = newYorkCloseOf(EXPIRY) ?? 0;
    for (const x of f.breakevens) expect(Math.abs(profitAt(legs, x, { atMs, ivShift: 0 }, setting))).toBeLessThan(1e-5);
    // The peak is at the strike, where the back leg keeps all its time value and the front is worthless.
    expect(f.maxProfit).toBeCloseTo(profitAt(legs, 100, { atMs, ivShift: 0 }, setting), 3);
  });
});

describe('the curve on a day', () => {
  it('today at today’s price is the legs’ marks less what they cost', () => {
    const legs = [option('call', 100, 1, 5), option('put', 95, -2, 1.75), { kind: 'stock' as const, quantity: 50, entry: 99.5 }];
    const years = yearsToExpiry(EXPIRY, NOW) ?? 0;
    const marks =
      optionValue('call', { spot: 100, strike: 100, years, iv: 0.3, ...setting }) * 100 -
      2 * optionValue('put', { spot: 100, strike: 95, years, iv: 0.3, ...setting }) * 100 +
      50 * 100;
    expect(profitAt(legs, 100, { atMs: NOW, ivShift: 0 }, setting)).toBeCloseTo(marks - netEntry(legs), 9);
  });

  it('an IV shift moves every leg’s volatility, and never below a floor', () => {
    const legs = [option('call', 100, 1, 5)];
    const up = profitAt(legs, 100, { atMs: NOW, ivShift: 0.05 }, setting);
    const years = yearsToExpiry(EXPIRY, NOW) ?? 0;
    expect(up).toBeCloseTo(optionValue('call', { spot: 100, strike: 100, years, iv: 0.35, ...setting }) * 100 - 500, 9);
    expect(Number.isFinite(profitAt(legs, 100, { atMs: NOW, ivShift: -1 }, setting))).toBe(true);
  });

  it('the curve is the P/L at each point of an even grid', () => {
    const grid = priceGrid(80, 120, 401);
    expect(grid).toHaveLength(401);
    expect(grid[0]).toBe(80);
    expect(grid[400]).toBe(120);
    expect(grid[200]).toBeCloseTo(100, 12);
    const legs = [option('call', 100, 1, 5)];
    expect(profitCurve(legs, [90, 110], { atMs: NOW, ivShift: 0 }, setting)).toEqual(
      [90, 110].map((p) => profitAt(legs, p, { atMs: NOW, ivShift: 0 }, setting)),
    );
  });

  it('the position’s greeks are the legs’ greeks times their shares, stock adding its shares to delta', () => {
    const legs = [option('call', 100, 2, 5), { kind: 'stock' as const, quantity: -100, entry: 100 }];
    const g = positionGreeks(legs, 100, { atMs: NOW, ivShift: 0 }, setting);
    const h = 0.01;
    const slope = (profitAt(legs, 100 + h, { atMs: NOW, ivShift: 0 }, setting) - profitAt(legs, 100 - h, { atMs: NOW, ivShift: 0 }, setting)) / (2 * h);
    expect(g.delta).toBeCloseTo(slope, 4);
    const vegaMove = profitAt(legs, 100, { atMs: NOW, ivShift: 0.01 }, setting) - profitAt(legs, 100, { atMs: NOW, ivShift: 0 }, setting);
    expect(g.vega).toBeCloseTo(vegaMove, 1);
  });
});

describe('the net entry', () => {
  it('adds up to the cent however many legs, where a float sum would not', () => {
    const legs = [option('call', 100, 1, 0.29), option('call', 105, 1, 0.57), option('put', 95, 1, 1.13)];
    // As floats, 0.29 × 100 + 0.57 × 100 + 1.13 × 100 is 198.99999999999997.
    expect(legs.reduce((sum, leg) => sum + leg.entry * 100, 0)).not.toBe(199);
    expect(netEntry(legs)).toBe(199);
    // 3 × 100 × 1.235 − 7 × 100 × 0.615 + 13 × 123.4567 = 370.50 − 430.50 + 1,604.9371.
    expect(netEntry([option('call', 100, 3, 1.235), option('put', 100, -7, 0.615), { kind: 'stock', quantity: 13, entry: 123.4567 }])).toBe(1544.9371);
  });
});
