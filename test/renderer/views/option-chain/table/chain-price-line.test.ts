import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { atTheMoneyIndex, limitStrikes, priceLineIndex, stepStrikesShown } from '../../../../../renderer/views/option-chain/table/chain-price-line.ts';
import { expiry } from '../chain-fixtures.ts';

const MARCH = '2027-03-19';
const strikes = expiry(MARCH, [100, 105, 110, 115, 120]).strikes;

describe('priceLineIndex: the line between the two strikes the price falls between', () => {
  it.each([
    [107.3, 2],
    [105, 2],
    [99, 0],
    [120, 5],
    [500, 5],
    [104.99, 1],
  ])('price %s goes after %s strikes', (price, index) => {
    expect(priceLineIndex(strikes, price)).toBe(index);
  });

  it.each([null, undefined, Number.NaN])('has no place without a price (%s)', (price) => {
    expect(priceLineIndex(strikes, price)).toBeNull();
    expect(priceLineIndex([], 100)).toBeNull();
  });

  it('always has every strike above it at or below the price (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 2000 }), { minLength: 1, maxLength: 60 }),
        fc.double({ min: 0, max: 2100, noNaN: true }),
        (values, price) => {
          const rows = expiry(
            MARCH,
            [...values].sort((a, b) => a - b),
          ).strikes;
          const at = priceLineIndex(rows, price) ?? -1;
          expect(rows.slice(0, at).every((r) => r.strike <= price)).toBe(true);
          expect(rows.slice(at).every((r) => r.strike > price)).toBe(true);
        },
      ),
      { seed: 12, numRuns: 300 },
    );
  });
});

describe('atTheMoneyIndex: where the chain opens centred', () => {
  it.each([
    [107.3, 1],
    [107.6, 2],
    [107.5, 1],
    [10, 0],
    [999, 4],
  ])('price %s → strike index %s', (price, index) => {
    expect(atTheMoneyIndex(strikes, price)).toBe(index);
  });
});

describe('limitStrikes: the strikes-shown control', () => {
  const many = expiry(
    MARCH,
    Array.from({ length: 100 }, (_, i) => 50 + i),
  );
  it('keeps half below and half above the price, the same row objects', () => {
    const ten = limitStrikes(many, 10, 99.5);
    expect(ten.strikes.map((r) => r.strike)).toEqual([95, 96, 97, 98, 99, 100, 101, 102, 103, 104]);
    expect(ten.strikes[0]).toBe(many.strikes[45]);
  });

  it('takes more from one side when the other runs out', () => {
    expect(limitStrikes(many, 10, 20).strikes.map((r) => r.strike)[0]).toBe(50);
    expect(
      limitStrikes(many, 10, 1000)
        .strikes.map((r) => r.strike)
        .at(-1),
    ).toBe(149);
  });

  it('returns the same expiry for "all" and when there are fewer strikes than asked', () => {
    expect(limitStrikes(many, 'all', 99)).toBe(many);
    expect(limitStrikes(expiry(MARCH, [1, 2, 3]), 10, 2).strikes).toHaveLength(3);
  });

  it('keeps the middle without a price', () => {
    expect(limitStrikes(many, 20, null).strikes[0]?.strike).toBe(90);
  });

  it('steps through 10, 20, 40, all and stops at the ends', () => {
    expect(stepStrikesShown(10, 1)).toBe(20);
    expect(stepStrikesShown(40, 1)).toBe('all');
    expect(stepStrikesShown('all', 1)).toBe('all');
    expect(stepStrikesShown(10, -1)).toBe(10);
  });

  it('"within 2σ" keeps the strikes from the one nearest -2σ to the one nearest +2σ, the same row objects (hand: 99.6 ± 2·5 → 90…110)', () => {
    const within = limitStrikes(many, '2sd', 99.6, 5);
    expect(within.strikes.map((r) => r.strike)).toEqual(Array.from({ length: 21 }, (_, i) => 90 + i));
    expect(within.strikes[0]).toBe(many.strikes[40]);
    expect(limitStrikes(many, '2sd', 99.5, 1000)).toBe(many);
  });

  it('"within 2σ" without a σ keeps 40 strikes around the price, and steps to All or 40', () => {
    expect(limitStrikes(many, '2sd', 99.5, null).strikes).toHaveLength(40);
    expect(stepStrikesShown('2sd', 1)).toBe('all');
    expect(stepStrikesShown('2sd', -1)).toBe(40);
  });
});
