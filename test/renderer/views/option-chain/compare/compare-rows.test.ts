import { describe, expect, it } from 'vitest';
import type { ExpiryFigures } from '../../../../../shared/domain/expiry-figures.ts';
import { compareColumns, resolveColumns, type GridColumn } from '../../../../../renderer/views/option-chain/table/chain-columns.ts';
import { priceLinePlaces, sameGridRow, type ChainGridRow } from '../../../../../renderer/views/option-chain/table/chain-rows.ts';
import { priceLineIndex } from '../../../../../renderer/views/option-chain/table/chain-price-line.ts';
import { compareRows, groupAt, laneOf, openComparison } from '../../../../../renderer/views/option-chain/compare/compare-rows.ts';
import { atTheMoneyRow, landingRow } from '../../../../../renderer/views/option-chain/table/grid-view-strikes.ts';
import { expiry, quotedStrike } from '../chain-fixtures.ts';

const NEAR = '2027-03-19';
const FAR = '2027-06-18';
/** A near expiry 2.50 apart, a far one 5 apart: the union interleaves them. */
const near = expiry(
  NEAR,
  [95, 97.5, 100, 102.5, 105].map((k) => quotedStrike(NEAR, k)),
);
const far = expiry(
  FAR,
  [90, 95, 100, 105, 110].map((k) => quotedStrike(FAR, k)),
);
/** Figures with only what the σ marks read: the price and one standard deviation (S·σ·√T). */
const figuresOf = (entries: [string, number][]) =>
  new Map(entries.map(([date, ivMove]) => [date, { date, spot: 100, ivMove, straddle: null } as unknown as ExpiryFigures]));

const strikeRows = (rows: readonly ChainGridRow[]) => rows.flatMap((row) => (row.kind === 'strike' ? [row] : []));

describe('compareRows: strikes aligned across expiries', () => {
  it('makes one row per strike of the union, ascending, with no heading rows', () => {
    const rows = compareRows([near, far], [near, far]);
    expect(rows.rows.map((row) => (row.kind === 'strike' ? row.row.strike : -1))).toEqual([90, 95, 97.5, 100, 102.5, 105, 110]);
    expect(rows.expiryStarts).toEqual([]);
    // Pairs: five strikes of each expiry (the summary's "10 pairs in 2 expiries"), blanks not counted.
    expect(rows.pairCount).toBe(10);
    expect(rows.groups?.map((g) => g.expiry.date)).toEqual([NEAR, FAR]);
  });

  it('puts each expiry’s own contracts in its lane, a blank where it lists no such strike', () => {
    const rows = strikeRows(compareRows([near, far], [near, far]).rows);
    const at = (strike: number) => rows.find((row) => row.row.strike === strike);
    // 97.5: the near expiry's, nothing of the far one.
    expect(at(97.5)?.lanes?.[0]?.row).toBe(near.strikes[1]);
    expect(at(97.5)?.lanes?.[1]?.row).toBeNull();
    // 110: the far expiry's only.
    expect(at(110)?.lanes?.[0]?.row).toBeNull();
    expect(at(110)?.lanes?.[1]?.row).toBe(far.strikes[4]);
    // 100: both, each its own (never one expiry's price under the other's heading).
    expect(at(100)?.lanes?.[0]?.row?.call?.osiKey).toContain('270319C');
    expect(at(100)?.lanes?.[1]?.row?.call?.osiKey).toContain('270618C');
    // The shared strike column's row carries no contract.
    expect(at(100)?.row.call).toBeNull();
    expect(at(100)?.row.put).toBeNull();
  });

  it('rows come from the windows shown; lanes fill from every strike loaded', () => {
    // The near expiry shows two strikes, the far one three: a far strike the near expiry lists
    // but did not show still reads in the near lane.
    const shownNear = { ...near, strikes: near.strikes.slice(2, 4) };
    const shownFar = { ...far, strikes: far.strikes.slice(1, 4) };
    const rows = strikeRows(compareRows([shownNear, shownFar], [near, far]).rows);
    expect(rows.map((row) => row.row.strike)).toEqual([95, 100, 102.5, 105]);
    expect(rows[0]?.lanes?.[0]?.row).toBe(near.strikes[0]);
    expect(rows[2]?.lanes?.[1]?.row).toBeNull();
  });

  it('marks each expiry’s own ±1σ and ±2σ strikes among the strikes its lane lists', () => {
    // Near: σ 2.5 → -2σ 95, -1σ 97.5, +1σ 102.5, +2σ 105. Far: σ 5 → -2σ 90, -1σ 95, +1σ 105, +2σ 110.
    const rows = strikeRows(
      compareRows(
        [near, far],
        [near, far],
        figuresOf([
          [NEAR, 2.5],
          [FAR, 5],
        ]),
      ).rows,
    );
    const marks = (lane: number) => Object.fromEntries(rows.flatMap((row) => (row.lanes?.[lane]?.sigma ? [[row.lanes[lane].sigma, row.row.strike]] : [])));
    expect(marks(0)).toEqual({ '-2σ': 95, '-1σ': 97.5, '+1σ': 102.5, '+2σ': 105 });
    expect(marks(1)).toEqual({ '-2σ': 90, '-1σ': 95, '+1σ': 105, '+2σ': 110 });
    // The shared strike column carries no mark: whose would it be?
    expect(rows.every((row) => row.sigma === undefined)).toBe(true);
    // A far σ of 4: +1σ at 104 is nearest the far lane's 105, never the near lane's 102.5 or 105 of another expiry.
    const narrower = strikeRows(compareRows([near, far], [near, far], figuresOf([[FAR, 4]])).rows);
    expect(narrower.find((row) => row.lanes?.[1]?.sigma === '+1σ')?.row.strike).toBe(105);
    expect(narrower.some((row) => row.lanes?.[0]?.sigma !== undefined)).toBe(false);
  });

  it('gives each group its heading figures and as-of time, the live one null', () => {
    const figures = figuresOf([[NEAR, 2.5]]);
    const rows = compareRows([near, far], [near, far], figures, (date) => (date === FAR ? 1_700_000_000_000 : null));
    expect(rows.groups?.map((g) => [g.figures?.ivMove ?? null, g.asOf])).toEqual([
      [2.5, null],
      [null, 1_700_000_000_000],
    ]);
  });

  it('openComparison compares only the open expiries, and needs two of them loaded', () => {
    const other = expiry('2027-04-16', [100]);
    expect(openComparison([near, other, far], [near, other, far], [NEAR, FAR], undefined, () => null)?.groups?.map((g) => g.expiry.date)).toEqual([NEAR, FAR]);
    expect(openComparison([near, other], [near, other], [NEAR, FAR], undefined, () => null)).toBeNull();
  });

  it('re-renders a row only when a lane’s contracts or marks change', () => {
    const a = strikeRows(compareRows([near, far], [near, far]).rows);
    const b = strikeRows(compareRows([near, far], [near, far]).rows);
    expect(a.every((row, i) => sameGridRow(row, b[i] as ChainGridRow))).toBe(true);
    const patched = { ...far, strikes: far.strikes.map((row) => (row.strike === 100 ? { ...row } : row)) };
    const c = strikeRows(compareRows([near, patched], [near, patched]).rows);
    expect(c.map((row, i) => sameGridRow(row, a[i] as ChainGridRow))).toEqual([true, true, true, false, true, true, true]);
    const marked = strikeRows(compareRows([near, far], [near, far], figuresOf([[NEAR, 2.5]])).rows);
    expect(sameGridRow(marked[1] as ChainGridRow, a[1] as ChainGridRow)).toBe(false);
  });

  it('opens at the money, draws one price line and lands on a contract of any expiry compared', () => {
    const rows = compareRows([near, far], [near, far]);
    expect(atTheMoneyRow(rows, 101)).toBe(3);
    expect([...priceLinePlaces(rows, (strikes) => priceLineIndex(strikes, 101))]).toEqual([[3, 'below']]);
    expect([...priceLinePlaces(rows, (strikes) => priceLineIndex(strikes, 80))]).toEqual([[0, 'above']]);
    expect(landingRow(rows, { expiry: FAR, strike: 110 })).toBe(6);
    expect(landingRow(rows, { expiry: '2027-09-17', strike: 110 })).toBeNull();
  });
});

describe('compareColumns: the same columns in each group', () => {
  const columns = resolveColumns(['bid', 'ask'], true);
  const layout = compareColumns(columns, 'CALLPUT', 3);

  it('lays out the strike, then calls | σ | puts per expiry', () => {
    expect(layout.map((c) => c.key)).toEqual([
      'strike',
      ...[0, 1, 2].flatMap((g) => [`g${g}-call-bid`, `g${g}-call-ask`, `g${g}-sigma`, `g${g}-put-bid`, `g${g}-put-ask`]),
    ]);
    expect(layout.filter((c) => c.groupStart === true).map((c) => c.key)).toEqual(['g0-call-bid', 'g1-call-bid', 'g2-call-bid']);
    expect(groupAt(layout, 0)).toBe(-1);
    expect(groupAt(layout, 7)).toBe(1);
  });

  it('keeps only the side of a calls-only chain', () => {
    expect(compareColumns(columns, 'CALL', 2).map((c) => c.key)).toEqual([
      'strike',
      'g0-call-bid',
      'g0-call-ask',
      'g0-sigma',
      'g1-call-bid',
      'g1-call-ask',
      'g1-sigma',
    ]);
  });

  it('mirrors every column when the settings ask for it', () => {
    expect(compareColumns(columns, 'CALL', 1, 'mirrored').map((c) => c.key)).toEqual(['strike', 'g0-call-ask', 'g0-call-bid', 'g0-sigma']);
  });

  it('reads each cell from its own group’s lane', () => {
    const row = strikeRows(compareRows([near, far], [near, far]).rows).find((r) => r.row.strike === 100);
    if (row === undefined) throw new Error('no row at 100');
    const g1Bid = layout[9] as GridColumn;
    expect(g1Bid.key).toBe('g1-put-bid');
    expect(laneOf(row, g1Bid).expiry.date).toBe(FAR);
    expect(laneOf(row, layout[0]).row).toBe(row.row);
    // A group beyond the lanes (a column set wider than the rows) reads blank, never another expiry's.
    expect(laneOf(row, layout[12]).row).toBeNull();
  });
});
