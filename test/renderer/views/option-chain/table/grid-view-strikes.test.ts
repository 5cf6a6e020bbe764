import { describe, expect, it } from 'vitest';
import { flattenChain } from '../../../../../renderer/views/option-chain/table/chain-rows.ts';
import { atTheMoneyRow, landingRow, strikesInView } from '../../../../../renderer/views/option-chain/table/grid-view-strikes.ts';
import { emptyOptionChain } from '../../../../../shared/domain/option-chain.ts';
import { chain, expiry } from '../chain-fixtures.ts';

// Rows: 0 heading (no strikes), 1 heading, 2..6 strikes 100-120, 7 heading, 8..9 strikes 105-110.
const rows = flattenChain(chain(expiry('2027-03-12', []), expiry('2027-03-19', [100, 105, 110, 115, 120]), expiry('2027-04-16', [105, 110])));

describe('atTheMoneyRow: where a chain opens centred', () => {
  it.each([
    [111, 4],
    [113, 5],
    [112.5, 4],
    [90, 2],
    [500, 6],
  ])('at price %s it is row %s, in the first expiry that has strikes', (price, row) => {
    expect(atTheMoneyRow(rows, price)).toBe(row);
  });

  it('is none without a price or without strikes', () => {
    expect(atTheMoneyRow(rows, null)).toBeNull();
    expect(atTheMoneyRow(flattenChain(emptyOptionChain()), 150)).toBeNull();
    expect(atTheMoneyRow(flattenChain(chain(expiry('2027-03-12', []))), 150)).toBeNull();
  });
});

describe('landingRow: where a link from a position puts the cursor', () => {
  it('is the row of the strike in its expiry, in whichever section it is', () => {
    expect(landingRow(rows, { expiry: '2027-03-19', strike: 115 })).toBe(5);
    expect(landingRow(rows, { expiry: '2027-04-16', strike: 110 })).toBe(9);
  });

  it('is none when the grid does not show that strike of that expiry (or nothing was asked)', () => {
    expect(landingRow(rows, { expiry: '2027-04-16', strike: 120 })).toBeNull();
    expect(landingRow(rows, { expiry: '2027-05-21', strike: 110 })).toBeNull();
    expect(landingRow(rows, null)).toBeNull();
  });
});

describe('strikesInView: what main keeps fresh', () => {
  it('counts the strikes among the rows shown, headings left out, and names the one on the middle row', () => {
    expect(strikesInView(rows, 0, 5)).toEqual({ centre: 100, inView: 3 });
    expect(strikesInView(rows, 2, 4)).toEqual({ centre: 110, inView: 4 });
  });

  it('names the first of the two strikes nearest a middle row that is a heading', () => {
    expect(strikesInView(rows, 5, 5)).toEqual({ centre: 120, inView: 4 });
  });

  it('stops at the last row, and finds nothing in headings alone', () => {
    expect(strikesInView(rows, 8, 30)).toEqual({ centre: 110, inView: 2 });
    expect(strikesInView(rows, 0, 2)).toEqual({ centre: null, inView: 0 });
  });
});
