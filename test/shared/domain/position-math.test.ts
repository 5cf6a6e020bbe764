/**
 * The positions' arithmetic, checked against sums done by hand: greeks in share equivalents
 * (quantity × multiplier × delta, the short's sign from its quantity), sums over known figures
 * only, groups by underlier, and re-pricing that moves value and gains by the price's move without
 * inventing a cost, a date or a percentage.
 */
import { describe, expect, it } from 'vitest';
import { accountGreeks, groupByUnderlier, netPortfolioPercent, repricePosition, sumPositions } from '../../../shared/domain/position-math.ts';
import { positionKey } from '../../../shared/domain/positions.ts';
import { position } from '../../helpers/position-builder.ts';

const call = (overrides: Parameters<typeof position>[0] = {}) =>
  position({ option: { callPut: 'CALL', expiry: '2026-07-17', strike: 200 }, quantity: 2, ...overrides });

describe('accountGreeks', () => {
  it('sums quantity × multiplier × greek, shorts by their negative quantity, stock as one delta per share', () => {
    const totals = accountGreeks([
      position({ quantity: 100 }),
      call({ greeks: { delta: 0.5, gamma: 0.02, theta: -0.05, vega: 0.12, rho: 0.03, iv: 0.3 } }),
      position({
        option: { callPut: 'PUT', expiry: '2026-07-17', strike: 180 },
        side: 'SHORT',
        quantity: -3,
        greeks: { delta: -0.4, gamma: 0.03, theta: -0.04, vega: 0.1, rho: -0.02, iv: 0.35 },
      }),
      position({ side: 'SHORT', quantity: -50 }),
    ]);
    // delta: 100 + 2·100·0.5 + (−3)·100·(−0.4) − 50 = 100 + 100 + 120 − 50
    expect(totals.delta).toBeCloseTo(270, 9);
    // gamma: 2·100·0.02 + (−3)·100·0.03 = 4 − 9
    expect(totals.gamma).toBeCloseTo(-5, 9);
    // theta: 200·(−0.05) + (−300)·(−0.04) = −10 + 12
    expect(totals.theta).toBeCloseTo(2, 9);
    // vega: 200·0.12 − 300·0.1 = 24 − 30; rho: 200·0.03 + (−300)·(−0.02) = 6 + 6
    expect(totals.vega).toBeCloseTo(-6, 9);
    expect(totals.rho).toBeCloseTo(12, 9);
    expect(totals.missing).toBe(0);
  });

  it('takes the position’s multiplier (a mini contract of 10) and counts options without greeks as missing', () => {
    const totals = accountGreeks([
      call({ quantity: 5, multiplier: 10, greeks: { delta: 0.6, gamma: 0, theta: 0, vega: 0, rho: 0 } }),
      call({ greeks: null }),
      call({ greeks: { delta: 0.1 } }),
    ]);
    // 5·10·0.6 + 2·100·0.1 (the third counts its delta, and is missing its other greeks)
    expect(totals.delta).toBeCloseTo(50, 9);
    expect(totals.missing).toBe(2);
  });

  it('a fund or bond carries no delta; nothing at all is all zeros', () => {
    expect(accountGreeks([position({ securityType: 'MF', quantity: 10 }), position({ securityType: 'BOND', quantity: 5 })]).delta).toBe(0);
    expect(accountGreeks([])).toEqual({ delta: 0, gamma: 0, theta: 0, vega: 0, rho: 0, missing: 0 });
  });
});

describe('sumPositions', () => {
  it('adds the known figures; a position of unknown cost is left out of cost and gain, and counted', () => {
    const sums = sumPositions([
      position({ marketValue: 15_000, totalCost: 12_000, totalGain: 3_000, daysGain: 200 }),
      call({ marketValue: 800, totalCost: 1_000, totalGain: -200, daysGain: null }),
      position({ symbol: 'KO', marketValue: 500, totalCost: null, totalGain: null, daysGain: -5 }),
      position({ side: 'SHORT', quantity: -50, marketValue: -5_000, totalCost: -6_000, totalGain: 1_000, daysGain: 25 }),
    ]);
    expect(sums.marketValue).toBe(15_000 + 800 + 500 - 5_000);
    expect(sums.daysGain).toBe(200 - 5 + 25);
    expect(sums.totalCost).toBe(12_000 + 1_000 - 6_000);
    expect(sums.totalGain).toBe(3_000 - 200 + 1_000);
    // 3,800 over |7,000|
    expect(sums.totalGainPercent).toBeCloseTo(54.285714, 5);
    expect(sums.unknownCost).toBe(1);
  });

  it('nothing known is null, not 0', () => {
    expect(sumPositions([position({ totalCost: null })])).toEqual({
      marketValue: null,
      daysGain: null,
      totalGain: null,
      totalCost: null,
      totalGainPercent: null,
      unknownCost: 1,
    });
  });
});

describe('a mixed long/short group: net figures, one basis', () => {
  // A covered call: 100 shares bought for 10,000.00, worth 10,512.34; one call sold for 312.50,
  // now worth 480.10 against the account. Net value 10,512.34 − 480.10 = 10,032.24; net cost
  // 10,000.00 − 312.50 = 9,687.50; gain 512.34 − 167.60 = 344.74, 3.5586 % of the net cost.
  const stock = position({ quantity: 100, marketValue: 10_512.34, totalCost: 10_000, totalGain: 512.34, daysGain: 41.1, portfolioPercent: 2.5 });
  const shortCall = call({
    side: 'SHORT',
    quantity: -1,
    marketValue: -480.1,
    totalCost: -312.5,
    totalGain: -167.6,
    daysGain: -20.2,
    portfolioPercent: 0.1142,
  });

  it('value, cost and gain are net, to the cent', () => {
    const sums = sumPositions([stock, shortCall]);
    expect(sums.marketValue).toBe(10_032.24);
    expect(sums.totalCost).toBe(9_687.5);
    expect(sums.totalGain).toBe(344.74);
    expect(sums.daysGain).toBe(20.9);
    // 344.74 / 9,687.50 = 0.035586…
    expect(sums.totalGainPercent).toBeCloseTo(3.558606, 6);
  });

  it('the share of the portfolio is net like the value: a short lowers it', () => {
    // 2.5 % − 0.1142 % (the provider sends the short's share as a positive figure)
    expect(netPortfolioPercent([stock, shortCall])).toBe(2.3858);
    expect(netPortfolioPercent([shortCall])).toBe(-0.1142);
    expect(netPortfolioPercent([position({ portfolioPercent: null })])).toBeNull();
  });

  it('sums in whole cents: no float drift over many positions', () => {
    // Ten positions of 0.10: 1.00 exactly (in floats, 0.1 added ten times is 0.9999999999999999).
    const tens = Array.from({ length: 10 }, (_, i) => position({ positionId: String(i), marketValue: 0.1, totalCost: 0.1, totalGain: 0 }));
    expect(sumPositions(tens).marketValue).toBe(1);
    expect(sumPositions(tens).totalCost).toBe(1);
  });

  it('a net credit: the gain is a percentage of what was received', () => {
    // A put credit spread: sold for 500.00 (cost −500.00), bought for 200.00; the net credit 300.00
    // now costs 120.00 to close: a gain of 180.00, 60 % of the credit.
    const sold = position({ positionId: 's', quantity: -1, marketValue: -150, totalCost: -500, totalGain: 350 });
    const bought = position({ positionId: 'b', quantity: 1, marketValue: 30, totalCost: 200, totalGain: -170 });
    const sums = sumPositions([sold, bought]);
    expect(sums.totalCost).toBe(-300);
    expect(sums.totalGain).toBe(180);
    expect(sums.totalGainPercent).toBe(60);
  });
});

describe('groupByUnderlier', () => {
  it('puts a stock and its options together (any letter case), shares first, then options by expiry, strike, side', () => {
    const stock = position({ positionId: '1' });
    const short = position({ positionId: '2', side: 'SHORT', quantity: -10 });
    const late = call({ positionId: '3', underlier: 'aapl', option: { callPut: 'CALL', expiry: '2026-09-18', strike: 150 } });
    const lowPut = call({ positionId: '4', option: { callPut: 'PUT', expiry: '2026-07-17', strike: 150 } });
    const lowCall = call({ positionId: '5', option: { callPut: 'CALL', expiry: '2026-07-17', strike: 150 } });
    const msft = position({ positionId: '6', symbol: 'MSFT', underlier: 'MSFT', marketValue: 4_000 });
    const groups = groupByUnderlier([msft, late, lowPut, short, lowCall, stock]);
    expect(groups.map((group) => group.underlier)).toEqual(['AAPL', 'MSFT']);
    expect(groups[0]?.positions.map((p) => p.positionId)).toEqual(['1', '2', '5', '4', '3']);
    expect(groups[1]?.sums.marketValue).toBe(4_000);
    // 100 − 10 shares, the options have no greeks (missing 3)
    expect(groups[0]?.greeks).toMatchObject({ delta: 90, missing: 3 });
  });
});

describe('repricePosition', () => {
  it('a long stock: value and gains move by 100 × 1.5, percentages on the same bases', () => {
    // last 150, previous close 148, no trades today; cost 12,000
    const before = position({
      marketValue: 15_000,
      daysGain: 200,
      daysGainPercent: (100 * 200) / 14_800,
      totalCost: 12_000,
      totalGain: 3_000,
      totalGainPercent: 25,
      todayQuantity: 0,
      quote: { last: 150, change: 2 },
    });
    const after = repricePosition(before, { last: 151.5 });
    expect(after.marketValue).toBeCloseTo(15_150, 9);
    expect(after.daysGain).toBeCloseTo(350, 9);
    // 350 over the day's base, 15,000 − 200 = 14,800
    expect(after.daysGainPercent).toBeCloseTo(2.364865, 5);
    expect(after.totalGain).toBeCloseTo(3_150, 9);
    expect(after.totalGainPercent).toBeCloseTo(26.25, 9);
    // the change from the previous close 148, derived when the quote does not say
    expect(after.quote.change).toBeCloseTo(3.5, 9);
    expect(after.quote.changePercent).toBeCloseTo((100 * 3.5) / 148, 9);
  });

  it('a short option: a fall of the price is a gain (−2 contracts × 100 × −0.50 = +100)', () => {
    const before = position({
      option: { osiKey: 'AAPL--260717P00180000', callPut: 'PUT', expiry: '2026-07-17', strike: 180 },
      side: 'SHORT',
      quantity: -2,
      marketValue: -600,
      totalCost: -800,
      totalGain: 200,
      totalGainPercent: 25,
      daysGain: 40,
      daysGainPercent: null,
      quote: { last: 3, change: -0.2 },
    });
    const after = repricePosition(before, { last: 2.5, change: -0.7, changePercent: -21.875 });
    expect(after.marketValue).toBeCloseTo(-500, 9);
    expect(after.daysGain).toBeCloseTo(140, 9);
    expect(after.totalGain).toBeCloseTo(300, 9);
    // 300 over |−800|
    expect(after.totalGainPercent).toBeCloseTo(37.5, 9);
    // the provider sent no day's percentage: none is made up
    expect(after.daysGainPercent).toBeNull();
    expect(after.quote).toMatchObject({ last: 2.5, change: -0.7, changePercent: -21.875 });
  });

  it('an unknown cost stays unknown: no total gain, no percentage, only the value moves', () => {
    const before = position({
      quantity: 100,
      marketValue: 500,
      totalCost: null,
      totalGain: null,
      totalGainPercent: null,
      acquiredAt: null,
      quote: { last: 5 },
    });
    const after = repricePosition(before, { last: 6 });
    expect(after).toMatchObject({ marketValue: 600, totalGain: null, totalGainPercent: null, acquiredAt: null, totalCost: null });
  });

  it('an adjusted deliverable re-prices by what the market value says a point is worth (150 shares, not 100)', () => {
    const before = call({ quantity: 1, marketValue: 1_725, quote: { last: 11.5 } });
    expect(repricePosition(before, { last: 12 }).marketValue).toBeCloseTo(1_800, 9);
  });

  it('without an earlier price, the day’s gain comes from the quote’s change only when nothing traded today', () => {
    const quiet = position({ quantity: 10, todayQuantity: 0 });
    expect(repricePosition(quiet, { last: 20, change: 1 })).toMatchObject({ marketValue: 200, daysGain: 10 });
    const traded = position({ quantity: 10, todayQuantity: 10 });
    expect(repricePosition(traded, { last: 20, change: 1 }).daysGain).toBeNull();
  });

  it('a quote without a last price changes nothing; greeks and identity stay', () => {
    const before = call({ greeks: { delta: 0.5 }, marketValue: 800, quote: { last: 4 } });
    expect(repricePosition(before, { last: null })).toBe(before);
    const after = repricePosition(before, { last: 5, bid: 4.9, ask: 5.1 });
    expect(after.greeks).toEqual(before.greeks);
    expect(positionKey(after)).toBe(positionKey(before));
    expect(after.quote).toMatchObject({ bid: 4.9, ask: 5.1 });
  });
});

describe('positionKey', () => {
  it('is the platform’s id, else what it holds and its side', () => {
    expect(positionKey(position({ positionId: '197107285900' }))).toBe('197107285900');
    expect(positionKey(position({ positionId: null, side: 'SHORT' }))).toBe('AAPL|SHORT');
    expect(positionKey(call({ positionId: null, option: { osiKey: 'AAPL--260717C00200000' } }))).toBe('AAPL--260717C00200000|LONG');
  });
});
