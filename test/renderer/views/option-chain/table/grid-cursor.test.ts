import { describe, expect, it } from 'vitest';
import { flattenChain } from '../../../../../renderer/views/option-chain/table/chain-rows.ts';
import { cursorAtStrike, firstCursor, groupColumn, moveCursor, type CursorMove } from '../../../../../renderer/views/option-chain/table/grid-cursor.ts';
import { compareRows } from '../../../../../renderer/views/option-chain/compare/compare-rows.ts';
import { emptyOptionChain } from '../../../../../shared/domain/option-chain.ts';
import { chain, expiry, strike } from '../chain-fixtures.ts';

const COLS = 5;
const PAGE = 3;

/**
 * Rows:  0 E0 | 1 145 | 2 150 | 3 155 | 4 E1 (no strikes) | 5 E2 | 6 150 | 7 160 | 8 E3 (no strikes)
 */
const rows = flattenChain(chain(expiry('2026-12-18', [145, 150, 155]), expiry('2026-12-24', []), expiry('2027-01-15', [150, 160]), expiry('2027-01-22', [])));

const move = (row: number, how: CursorMove, col = 2, pageRows = PAGE) => moveCursor(rows, { row, col }, how, COLS, pageRows);

describe('firstCursor', () => {
  it('sits on the first strike row, never on a heading', () => {
    expect(firstCursor(rows, 2)).toEqual({ row: 1, col: 2 });
    const late = flattenChain(chain(expiry('2027-03-05', []), expiry('2027-03-19', [150])));
    expect(firstCursor(late, 0)).toEqual({ row: 2, col: 0 });
  });

  it('is null for a chain without strikes', () => {
    expect(firstCursor(flattenChain(emptyOptionChain()), 0)).toBeNull();
    expect(firstCursor(flattenChain(chain(expiry('2027-03-19', []))), 0)).toBeNull();
  });
});

describe('moveCursor: rows', () => {
  it.each([
    [1, 'down', 2, 'to the next strike'],
    [3, 'down', 6, 'over an empty expiry and a heading'],
    [6, 'up', 3, 'back over them'],
    [1, 'up', 1, 'the first strike holds'],
    [7, 'down', 7, 'the last strike holds, the empty expiry below is not a place'],
    [1, 'pageDown', 6, 'a page that lands on a heading goes on to a strike'],
    [6, 'pageUp', 3, 'a page up that lands on a heading goes back to a strike'],
    [6, 'pageDown', 7, 'past the end stops at the last strike'],
    [2, 'pageUp', 1, 'past the start stops at the first strike'],
    [6, 'gridStart', 1, 'Ctrl+Home'],
    [1, 'gridEnd', 7, 'Ctrl+End skips the empty last expiry'],
  ] as const)('from row %i, %s goes to row %i (%s)', (from, how, to, _why) => {
    expect(move(from, how)).toEqual({ row: to, col: 2 });
  });

  it('moves at least one row per page, whatever the page holds', () => {
    expect(move(1, 'pageDown', 2, 0).row).toBe(2);
    expect(move(2, 'pageUp', 2, -5).row).toBe(1);
  });
});

describe('moveCursor: columns', () => {
  it.each([
    [2, 'left', 1],
    [0, 'left', 0],
    [2, 'right', 3],
    [4, 'right', 4],
    [3, 'rowStart', 0],
    [1, 'rowEnd', 4],
  ] as const)('from column %i, %s goes to column %i and keeps the row', (col, how, to) => {
    expect(move(2, how, col)).toEqual({ row: 2, col: to });
  });
});

describe('moveCursor: expiries (E and Shift+E)', () => {
  it('goes to the first strike of the next expiry that has strikes, keeping the column', () => {
    expect(move(2, 'nextExpiry', 4)).toEqual({ row: 6, col: 4 });
  });

  it('goes back to the first strike of the previous expiry that has strikes', () => {
    expect(move(7, 'previousExpiry')).toEqual({ row: 1, col: 2 });
  });

  it('stays put on the last expiry with strikes, even when empty expiries follow it', () => {
    expect(move(7, 'nextExpiry')).toEqual({ row: 7, col: 2 });
  });

  it('stays put on the first expiry', () => {
    expect(move(2, 'previousExpiry')).toEqual({ row: 2, col: 2 });
  });

  it('never lands on a heading when only empty expiries lie before the cursor', () => {
    const leading = flattenChain(chain(expiry('2027-03-05', []), expiry('2027-03-19', [150, 155])));
    // E0 | E1 | 150 | 155
    expect(moveCursor(leading, { row: 3, col: 1 }, 'previousExpiry', COLS, PAGE)).toEqual({ row: 3, col: 1 });
  });

  it('every move from every strike ends on a strike row', () => {
    const moves: CursorMove[] = ['up', 'down', 'pageUp', 'pageDown', 'gridStart', 'gridEnd', 'nextExpiry', 'previousExpiry'];
    for (let row = 0; row < rows.rows.length; row += 1) {
      if (rows.rows[row]?.kind !== 'strike') continue;
      for (const how of moves) expect(rows.rows[move(row, how).row]?.kind, `${how} from ${row}`).toBe('strike');
    }
  });
});

describe('cursorAtStrike: typing a strike', () => {
  const date = '2027-03-19';
  // E0 | 140 | 150 | 150 (adjusted) | 160 | E1 | 150
  const typed = flattenChain(chain(expiry(date, [140, strike(date, 150), strike(date, 150, 'both', 'AAPL1'), 160]), expiry('2027-04-16', [150])));

  it.each([
    [150, 2, 'the standard contract, first of two sharing the strike'],
    [141, 1, 'the nearest strike'],
    [145, 1, 'a tie goes to the lower strike'],
    [159.5, 4, 'a fraction'],
    [5000, 4, 'beyond the ladder: the highest strike'],
    [0, 1, 'below it: the lowest'],
  ])('%d goes to row %i (%s)', (price, row) => {
    expect(cursorAtStrike(typed, { row: 4, col: 3 }, price)).toEqual({ row, col: 3 });
  });

  it('stays inside the cursor’s expiry', () => {
    expect(cursorAtStrike(typed, { row: 6, col: 0 }, 140)).toEqual({ row: 6, col: 0 });
  });
});

describe('the cursor across compared expiries', () => {
  // Three expiries, two columns a side: strike | (c c σ p p) × 3 = 16 columns; strikes 95..110 (union).
  const compared = compareRows(
    [expiry('2027-03-19', [95, 100, 105]), expiry('2027-04-16', [100, 110]), expiry('2027-06-18', [100, 105])],
    [expiry('2027-03-19', [95, 100, 105]), expiry('2027-04-16', [100, 110]), expiry('2027-06-18', [100, 105])],
  );
  const cols = 16;
  const go = (row: number, col: number, how: CursorMove) => moveCursor(compared, { row, col }, how, cols, PAGE);

  it('moves over every row of the union, blanks included, and along the whole row', () => {
    expect(firstCursor(compared, 0)).toEqual({ row: 0, col: 0 });
    expect(go(0, 3, 'down')).toEqual({ row: 1, col: 3 });
    expect(go(3, 3, 'down')).toEqual({ row: 3, col: 3 });
    expect(go(1, 5, 'right')).toEqual({ row: 1, col: 6 });
    expect(go(1, 15, 'right')).toEqual({ row: 1, col: 15 });
    expect(go(1, 9, 'rowEnd')).toEqual({ row: 1, col: 15 });
    expect(go(1, 9, 'rowStart')).toEqual({ row: 1, col: 0 });
    expect(go(0, 9, 'pageDown')).toEqual({ row: 3, col: 9 });
    expect(go(3, 9, 'gridStart')).toEqual({ row: 0, col: 9 });
    expect(go(0, 9, 'gridEnd')).toEqual({ row: 3, col: 9 });
  });

  it('E and Shift+E move to the same column of the next or previous expiry; edges hold', () => {
    expect(go(1, 2, 'nextExpiry')).toEqual({ row: 1, col: 7 });
    expect(go(1, 7, 'nextExpiry')).toEqual({ row: 1, col: 12 });
    expect(go(1, 12, 'nextExpiry')).toEqual({ row: 1, col: 12 });
    expect(go(1, 12, 'previousExpiry')).toEqual({ row: 1, col: 7 });
    expect(go(1, 2, 'previousExpiry')).toEqual({ row: 1, col: 2 });
    // From the strike column: the first expiry's σ column; back from there stays in the groups.
    expect(go(1, 0, 'nextExpiry')).toEqual({ row: 1, col: 3 });
    expect(go(1, 0, 'previousExpiry')).toEqual({ row: 1, col: 0 });
  });

  it('groupColumn holds on a layout that is not whole groups', () => {
    expect(groupColumn(3, 4, 1, 15)).toBe(4);
  });

  it('typing a strike looks over the whole union', () => {
    expect(cursorAtStrike(compared, { row: 0, col: 7 }, 109)).toEqual({ row: 3, col: 7 });
  });
});
