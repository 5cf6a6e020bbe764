import { describe, expect, it } from 'vitest';
import { quoteContract, type QuoteContext } from '../../../demo-broker/market/option-quotes.ts';
import { smileOf } from '../../../demo-broker/market/volatility-surface.ts';
import { atTheMoneyPair, expiryFigures, midOf } from '../../../shared/domain/expiry-figures.ts';
import { greeksNotCurrent } from '../../../shared/domain/greeks-currency.ts';
import { figuresLine, figureTexts } from '../../../shared/domain/expiry-figures-text.ts';
import type { ChainExpiry, OptionContract, StrikeRow } from '../../../shared/domain/option-chain.ts';

const DATE = '2027-04-16';
/** 16:00 New York (EDT) on DATE. */
const CLOSE = Date.UTC(2027, 3, 16, 20);
const DAY = 86_400_000;

interface Side {
  bid: number;
  ask: number;
  iv: number;
  volume: number;
  oi: number;
  current?: boolean;
}

function contract({ bid, ask, iv, volume, oi, current = true }: Side, adjusted = false): OptionContract {
  return {
    optionSymbol: null,
    exchange: null,
    rootSymbol: adjusted ? 'XYZ1' : 'XYZ',
    adjusted,
    quote: { bid, ask, bidSize: 1, askSize: 1, last: null, netChange: null, volume, openInterest: oi, inTheMoney: null, time: null },
    greeks: { delta: null, gamma: null, theta: null, vega: null, rho: null, iv, current },
  };
}

const row = (strike: number, call: OptionContract | null, put: OptionContract | null): StrikeRow => ({
  strike,
  pairType: call && put ? 'CALLPUT' : call ? 'CALLONLY' : 'PUTONLY',
  call,
  put,
});

const expiryOf = (strikes: StrikeRow[], daysToExpiry = 30): ChainExpiry => ({ date: DATE, daysToExpiry, expiryType: 'MONTHLY', strikes });

describe('expiryFigures by hand', () => {
  // Three strikes around 101.00; the 100 strike is at the money.
  const strikes = [
    row(95, contract({ bid: 7.0, ask: 7.2, iv: 0.27, volume: 100, oi: 1000 }), contract({ bid: 1.1, ask: 1.2, iv: 0.29, volume: 300, oi: 2500 })),
    row(
      100,
      contract({ bid: 3.9, ask: 4.1, iv: 0.24, volume: 500, oi: 4000 }),
      contract({ bid: 2.9, ask: 3.1, iv: 0.26, volume: 400, oi: 3000, current: false }),
    ),
    row(
      105,
      contract({ bid: 1.5, ask: 1.6, iv: 0.23, volume: 200, oi: 1500, current: false }),
      contract({ bid: 4.9, ask: 5.3, iv: 0.25, volume: 50, oi: 500 }),
    ),
    // An adjusted contract counts in no figure (its deliverable differs), save the stale count.
    row(101.37, contract({ bid: 9, ask: 9.5, iv: 0.9, volume: 9999, oi: 9999, current: false }, true), null),
  ];
  const figures = expiryFigures(expiryOf(strikes), 101, CLOSE - 30 * DAY);

  it('takes the at-the-money strike with both sides and its IVs’ mean', () => {
    expect(figures.atmStrike).toBe(100);
    expect(figures.atmIv).toBeCloseTo(0.25, 12);
  });

  it('prices the move by the straddle’s mid: (3.9 + 4.1) / 2 + (2.9 + 3.1) / 2 = 7.00, 6.93 % of 101', () => {
    expect(figures.straddle).toBeCloseTo(7, 12);
    expect(figures.straddlePercent).toBeCloseTo(7 / 101, 12);
  });

  it('gives the one-σ move S·σ·√T: 101 · 0.25 · √(30/365) = 7.2390', () => {
    expect(figures.years).toBeCloseTo(30 / 365, 12);
    expect(figures.ivMove).toBeCloseTo(101 * 0.25 * Math.sqrt(30 / 365), 10);
    expect(figures.ivMove).toBeCloseTo(7.239, 3);
    expect(figures.ivMovePercent).toBeCloseTo(0.25 * Math.sqrt(30 / 365), 12);
  });

  it('divides puts by calls: volume 750 / 800, open interest 6,000 / 6,500', () => {
    expect(figures.callVolume).toBe(800);
    expect(figures.putVolume).toBe(750);
    expect(figures.putCallVolume).toBeCloseTo(0.9375, 12);
    expect(figures.putCallOpenInterest).toBeCloseTo(6000 / 6500, 12);
  });

  it('counts the contracts whose greeks are not current, of those with greeks, over the strikes given', () => {
    expect(greeksNotCurrent([expiryOf(strikes)])).toEqual({ stale: 3, withGreeks: 7 });
    expect(greeksNotCurrent([expiryOf(strikes), expiryOf(strikes)])).toEqual({ stale: 6, withGreeks: 14 });
    // The strikes shown, not those loaded: the 100 strike alone has one of two not current.
    expect(greeksNotCurrent([expiryOf(strikes.slice(1, 2))])).toEqual({ stale: 1, withGreeks: 2 });
    expect(greeksNotCurrent([])).toEqual({ stale: 0, withGreeks: 0 });
  });

  it('names the strikes its sums were taken over: 3 standard strikes, 95 to 105, a window of the expiry', () => {
    expect(figures.basis).toEqual({ strikes: 3, low: 95, high: 105, whole: false });
    expect(figures.moneyReached).toBe(true);
  });

  it('reads as one line in the terminal’s and the heading’s words, saying what the ratios cover', () => {
    expect(figuresLine(figures)).toBe(
      'ATM IV 25.0% · Move ±7.00 (±6.9%) · 1σ ±7.24 (±7.2%) · P/C vol 0.94 · P/C OI 0.92 · P/C of 3 loaded strikes (95–105) · 30 days',
    );
    expect(figureTexts(figures, false).map((f) => f.key)).toEqual(['iv', 'move', 'sigma', 'pcVolume', 'pcOpenInterest', 'basis']);
    const whole = expiryFigures(expiryOf(strikes), 101, CLOSE - 30 * DAY, true);
    expect(figureTexts(whole, false).map((f) => f.key)).toEqual(['iv', 'move', 'sigma', 'pcVolume', 'pcOpenInterest']);
    expect(figureTexts(whole).find((f) => f.key === 'pcVolume')?.title).toContain('every strike of the expiry (95–105)');
    expect(figureTexts(figures).find((f) => f.key === 'sigma')?.title).toContain('Black-Scholes');
  });
});

describe('expiryFigures where the chain lacks something', () => {
  it('leaves out what it cannot give rather than showing zero', () => {
    const strikes = [row(100, contract({ bid: 0, ask: 0, iv: 0.3, volume: 0, oi: 0 }), null)];
    const figures = expiryFigures(expiryOf(strikes), 100, CLOSE - 30 * DAY);
    expect(figures.straddle).toBeNull();
    expect(figures.putCallVolume).toBeNull();
    expect(figures.putCallOpenInterest).toBeNull();
    expect(figures.atmIv).toBeCloseTo(0.3, 12);
    expect(figureTexts(figures).map((f) => f.key)).toEqual(['iv', 'sigma', 'days']);
  });

  it('takes no strike at the money where the strikes given do not reach the price', () => {
    const one = contract({ bid: 1, ask: 1.2, iv: 0.3, volume: 10, oi: 20 });
    // Strikes 100–110 by 5; the price 120 is 10 past the last, more than half a step.
    const window = [row(100, one, one), row(105, one, one), row(110, one, one)];
    const far = expiryFigures(expiryOf(window), 120, CLOSE - 30 * DAY);
    expect(far.moneyReached).toBe(false);
    expect(far.atmStrike).toBeNull();
    expect(far.atmIv).toBeNull();
    expect(far.straddle).toBeNull();
    expect(far.putCallVolume).toBeCloseTo(1, 12);
    expect(figureTexts(far, false).map((f) => f.key)).toEqual(['noMoney', 'pcVolume', 'pcOpenInterest', 'basis']);
    // 112.4 is 2.4 past the last strike, under half the step of 5: 110 is the ladder's nearest.
    const near = expiryFigures(expiryOf(window), 112.4, CLOSE - 30 * DAY);
    expect(near.atmStrike).toBe(110);
    expect(near.straddle).toBeCloseTo(2.2, 12);
  });

  it('has no at-the-money figures without a price, and no σ move once expired', () => {
    const strikes = [row(100, contract({ bid: 1, ask: 1.1, iv: 0.3, volume: 1, oi: 1 }), contract({ bid: 1, ask: 1.1, iv: 0.3, volume: 1, oi: 1 }))];
    const none = expiryFigures(expiryOf(strikes), null, CLOSE - DAY);
    expect(none.atmStrike).toBeNull();
    expect(none.straddle).toBeNull();
    expect(none.ivMove).toBeNull();
    expect(expiryFigures(expiryOf(strikes, -1), 100, CLOSE + DAY).ivMove).toBeNull();
    expect(figureTexts(expiryFigures(expiryOf(strikes, -1), 100, CLOSE + DAY)).at(-1)?.text).toBe('expired');
  });

  it('takes a mid only from a quote that is not crossed', () => {
    expect(midOf(contract({ bid: 1, ask: 1.2, iv: 0.2, volume: 0, oi: 0 }))).toBeCloseTo(1.1, 12);
    expect(midOf(contract({ bid: 1.3, ask: 1.2, iv: 0.2, volume: 0, oi: 0 }))).toBeNull();
    expect(midOf(null)).toBeNull();
  });

  it('picks the nearest strike with both sides over a nearer one-sided strike', () => {
    const one = contract({ bid: 1, ask: 1.1, iv: 0.3, volume: 1, oi: 1 });
    const rows = [row(99, one, one), row(100, one, null), row(102, one, one)];
    expect(atTheMoneyPair(rows, 100)?.strike).toBe(99);
    expect(atTheMoneyPair([row(100, one, null)], 100)?.strike).toBe(100);
  });
});

describe('expiryFigures on the demo market’s own model', () => {
  const spot = 187.3;
  const context: QuoteContext = {
    spot,
    previousSpot: 185,
    smile: smileOf({ kind: 'stock', shortVol: 0.34, longVol: 0.27 }),
    spreadShare: 0.006,
    sessionFraction: 0.5,
    tick: 7,
    volumeScale: 5000,
  };
  const years = 30 / 365;
  const ladder = Array.from({ length: 41 }, (_, i) => 150 + 2.5 * i);
  const quoted = (side: 'CALL' | 'PUT', strike: number, hash: number): OptionContract => {
    const q = quoteContract(context, { side, strike, years, previousYears: years + 1 / 365, hash });
    return contract({ bid: q.bid, ask: q.ask, iv: q.iv, volume: q.volume, oi: q.openInterest });
  };
  const strikes = ladder.map((strike, i) => row(strike, quoted('CALL', strike, 1000 + i), quoted('PUT', strike, 5000 + i)));
  const figures = expiryFigures(expiryOf(strikes), spot, CLOSE - 30 * DAY);

  it('finds the strike at the money and the model’s IV there', () => {
    expect(figures.atmStrike).toBe(187.5);
    const atm = strikes.find((r) => r.strike === 187.5);
    expect(figures.atmIv).toBeCloseTo(((atm?.call?.greeks?.iv ?? 0) + (atm?.put?.greeks?.iv ?? 0)) / 2, 12);
  });

  it('prices a straddle near √(2/π) of the one-σ move, as the model says an at-the-money straddle does', () => {
    const ratio = (figures.straddle ?? 0) / (figures.ivMove ?? 1);
    // Bid/ask rounding, the rate and the half-strike from the money move it by a few per cent.
    expect(ratio).toBeGreaterThan(0.76);
    expect(ratio).toBeLessThan(0.84);
  });

  it('sums the market’s volumes and open interest side by side', () => {
    const sum = (read: (r: StrikeRow) => number) => strikes.reduce((total, r) => total + read(r), 0);
    expect(figures.callVolume).toBe(sum((r) => r.call?.quote?.volume ?? 0));
    expect(figures.putCallOpenInterest).toBeCloseTo(sum((r) => r.put?.quote?.openInterest ?? 0) / sum((r) => r.call?.quote?.openInterest ?? 0), 12);
    expect(greeksNotCurrent([expiryOf(strikes)]).stale).toBe(0);
  });
});
