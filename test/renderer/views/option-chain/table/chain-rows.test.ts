import { describe, expect, it } from 'vitest';
import { expiryIndexAt, flattenChain, nearestStrikeRow } from '../../../../../renderer/views/option-chain/table/chain-rows.ts';
import type { ExpiryFigures } from '../../../../../shared/domain/expiry-figures.ts';
import { emptyOptionChain } from '../../../../../shared/domain/option-chain.ts';
import { chain, expiry, strike } from '../chain-fixtures.ts';

/** "E0", "150", …: a row list a reader can check at a glance. */
const shape = (rows: ReturnType<typeof flattenChain>) =>
  rows.rows.map((row) => (row.kind === 'expiry' ? `E${row.expiryIndex}` : `${row.expiryIndex}:${row.row.strike}`));

describe('flattenChain', () => {
  it('gives nothing for an empty chain', () => {
    const rows = flattenChain(emptyOptionChain());
    expect(rows).toEqual({ rows: [], expiryStarts: [], pairCount: 0 });
  });

  it('puts each expiry’s heading before its strikes, expiries in order', () => {
    const rows = flattenChain(chain(expiry('2026-12-18', [145, 150]), expiry('2027-01-15', [150])));
    expect(shape(rows)).toEqual(['E0', '0:145', '0:150', 'E1', '1:150']);
    expect(rows.expiryStarts).toEqual([0, 3]);
    expect(rows.pairCount).toBe(3);
  });

  it('keeps the heading of an expiry without strikes, so its date is still seen', () => {
    const rows = flattenChain(chain(expiry('2027-03-05', []), expiry('2027-03-19', [150]), expiry('2027-03-26', [])));
    expect(shape(rows)).toEqual(['E0', 'E1', '1:150', 'E2']);
    expect(rows.expiryStarts).toEqual([0, 1, 3]);
    expect(rows.pairCount).toBe(1);
  });

  it('keeps an adjusted contract and a standard one that share a strike, as two rows', () => {
    const date = '2027-03-19';
    const rows = flattenChain(chain(expiry(date, [strike(date, 150), strike(date, 150, 'both', 'AAPL1'), strike(date, 155)])));
    expect(shape(rows)).toEqual(['E0', '0:150', '0:150', '0:155']);
    const roots = rows.rows.flatMap((row) => (row.kind === 'strike' ? [row.row.call?.rootSymbol] : []));
    expect(roots).toEqual(['AAPL', 'AAPL1', 'AAPL']);
    expect(rows.pairCount).toBe(3);
  });

  it('counts one-sided pairs as pairs', () => {
    const date = '2027-03-19';
    const rows = flattenChain(chain(expiry(date, [strike(date, 145, 'call'), strike(date, 150, 'put')])));
    expect(rows.pairCount).toBe(2);
  });

  it('gives each row its own expiry object', () => {
    const december = expiry('2026-12-18', [150]);
    const january = expiry('2027-01-15', [150]);
    const rows = flattenChain(chain(december, january));
    expect(rows.rows.map((row) => row.expiry)).toEqual([december, december, january, january]);
  });
});

describe('expiryIndexAt', () => {
  const rows = flattenChain(chain(expiry('2026-12-18', [150]), expiry('2027-01-15', [150, 155])));

  it.each([
    [0, 0],
    [1, 0],
    [2, 1],
    [4, 1],
    [99, 0],
    [-1, 0],
  ])('row %i belongs to expiry %i', (index, expected) => {
    expect(expiryIndexAt(rows, index)).toBe(expected);
  });
});

describe('nearestStrikeRow', () => {
  // E0 | 0:150 | E1 (no strikes) | E2 | 2:150 | 2:155
  const rows = flattenChain(chain(expiry('2026-12-18', [150]), expiry('2026-12-24', []), expiry('2027-01-15', [150, 155])));

  it.each([
    [0, 1, 1, 'from a heading down to its first strike'],
    [1, 1, 1, 'a strike row is its own nearest'],
    [2, 1, 4, 'over an empty expiry and the next heading'],
    [3, -1, 1, 'up over two headings'],
    [5, 1, 5, 'the last row'],
    [0, -1, -1, 'nothing above the first heading'],
    [6, 1, -1, 'past the end'],
    [6, -1, -1, 'an index past the end finds nothing, even upwards'],
    [-1, 1, -1, 'before the start'],
  ] as const)('from %i in direction %i is %i (%s)', (index, direction, expected, _why) => {
    expect(nearestStrikeRow(rows, index, direction)).toBe(expected);
  });

  it('finds nothing in an empty chain', () => {
    expect(nearestStrikeRow(flattenChain(emptyOptionChain()), 0, 1)).toBe(-1);
  });
});

describe('sameGridRow: which rows a live update re-renders', () => {
  it('is true for rebuilt wrappers of the same strike row, false once the row was replaced', async () => {
    const { flattenChain, sameGridRow } = await import('../../../../../renderer/views/option-chain/table/chain-rows.ts');
    const { chain: build, expiry: exp, quotedStrike } = await import('../chain-fixtures.ts');
    const date = '2027-03-19';
    const before = build(exp(date, [quotedStrike(date, 150), quotedStrike(date, 155)]));
    const strikes = before.expiries[0]!.strikes;
    const after = { ...before, expiries: [{ ...before.expiries[0]!, strikes: [strikes[0]!, { ...strikes[1]! }] }] };
    const [a, b] = [flattenChain(before).rows, flattenChain(after).rows];
    expect(a.map((row, i) => sameGridRow(row, b[i]!))).toEqual([true, true, false]);
    const relabelled = flattenChain({ ...after, expiries: [{ ...after.expiries[0]!, daysToExpiry: 1 }] }).rows;
    expect(sameGridRow(b[1]!, relabelled[1]!)).toBe(false);
  });
});

describe('priceLinePlaces: the row edge each expiry draws its price line on', () => {
  it('draws below the last strike under the price, above the first when all are over it', async () => {
    const { flattenChain, priceLinePlaces } = await import('../../../../../renderer/views/option-chain/table/chain-rows.ts');
    const { priceLineIndex } = await import('../../../../../renderer/views/option-chain/table/chain-price-line.ts');
    const { chain: build, expiry: exp } = await import('../chain-fixtures.ts');
    const rows = flattenChain(build(exp('2027-03-19', [100, 105, 110]), exp('2027-04-16', [120, 125]), exp('2027-05-21', [])));
    const at = (price: number) => [...priceLinePlaces(rows, (strikes) => priceLineIndex(strikes, price)).entries()];
    // rows: 0 Mar heading, 1-3 Mar strikes, 4 Apr heading, 5-6 Apr strikes, 7 May heading
    expect(at(107)).toEqual([
      [2, 'below'],
      [4 + 1, 'above'],
    ]);
    expect(at(130)).toEqual([
      [3, 'below'],
      [6, 'below'],
    ]);
    expect([...priceLinePlaces(rows, () => null).entries()]).toEqual([]);
  });
});

describe('flattenChain with the expiries’ figures', () => {
  it('gives each heading its figures and marks the strikes nearest ±1σ and ±2σ, re-rendering a row when its mark moves', async () => {
    const { sameGridRow } = await import('../../../../../renderer/views/option-chain/table/chain-rows.ts');
    const date = '2027-03-19';
    const shown = chain(
      expiry(
        date,
        Array.from({ length: 21 }, (_, i) => 90 + i),
      ),
    );
    const figures = (ivMove: number) => new Map([[date, { spot: 100, ivMove, straddle: null } as unknown as ExpiryFigures]]);
    const rows = flattenChain(shown, figures(4)).rows;
    const heading = rows[0];
    expect(heading?.kind === 'expiry' ? heading.figures?.ivMove : null).toBe(4);
    const marked = rows.flatMap((row) => (row.kind === 'strike' && row.sigma ? [[row.row.strike, row.sigma]] : []));
    expect(marked).toEqual([
      [92, '-2σ'],
      [96, '-1σ'],
      [104, '+1σ'],
      [108, '+2σ'],
    ]);
    // A wider σ moves the marks: the rows that gain or lose one are not the same row.
    const wider = flattenChain(shown, figures(5)).rows;
    expect(sameGridRow(rows[3]!, wider[3]!)).toBe(false);
    expect(sameGridRow(rows[11]!, wider[11]!)).toBe(true);
    expect(sameGridRow(rows[0]!, wider[0]!)).toBe(false);
    // No figures: no marks, headings without figures.
    expect(flattenChain(shown).rows.some((row) => (row.kind === 'strike' ? row.sigma !== undefined : row.figures !== null))).toBe(false);
  });
});
