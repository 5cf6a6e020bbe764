/**
 * Where the cell cursor goes for each key: the grid keyboard model as a pure function, so the
 * rules (strike rows only, expiry headings skipped, edges hold) are testable without a DOM.
 */
import { expiryIndexAt, nearestStrikeRow, type ChainRows } from './chain-rows.ts';

/** The cell cursor: an index into the flat rows (always a strike row) and a grid column. */
export interface Cursor {
  row: number;
  col: number;
}

/** What the user asked the cursor to do. */
export type CursorMove =
  'up' | 'down' | 'left' | 'right' | 'pageUp' | 'pageDown' | 'rowStart' | 'rowEnd' | 'gridStart' | 'gridEnd' | 'nextExpiry' | 'previousExpiry';

/** The first strike row of the grid, or null for a grid with none. */
export function firstCursor(rows: ChainRows, col: number): Cursor | null {
  const row = nearestStrikeRow(rows, 0, 1);
  return row < 0 ? null : { row, col };
}

/** Moves the cursor; `pageRows` is how many rows a page holds. The cursor never leaves the grid. */
export function moveCursor(rows: ChainRows, cursor: Cursor, move: CursorMove, colCount: number, pageRows: number): Cursor {
  const last = rows.rows.length - 1;
  const stay = (row: number, direction: 1 | -1): number => {
    const found = nearestStrikeRow(rows, Math.min(last, Math.max(0, row)), direction);
    return found < 0 ? nearestStrikeRow(rows, Math.min(last, Math.max(0, row)), direction === 1 ? -1 : 1) : found;
  };
  switch (move) {
    case 'up': {
      const row = nearestStrikeRow(rows, cursor.row - 1, -1);
      return row < 0 ? cursor : { ...cursor, row };
    }
    case 'down': {
      const row = nearestStrikeRow(rows, cursor.row + 1, 1);
      return row < 0 ? cursor : { ...cursor, row };
    }
    case 'left':
      return { ...cursor, col: Math.max(0, cursor.col - 1) };
    case 'right':
      return { ...cursor, col: Math.min(colCount - 1, cursor.col + 1) };
    case 'pageUp':
      return { ...cursor, row: stay(cursor.row - Math.max(1, pageRows), -1) };
    case 'pageDown':
      return { ...cursor, row: stay(cursor.row + Math.max(1, pageRows), 1) };
    case 'rowStart':
      return { ...cursor, col: 0 };
    case 'rowEnd':
      return { ...cursor, col: colCount - 1 };
    case 'gridStart':
      return { ...cursor, row: stay(0, 1) };
    case 'gridEnd':
      return { ...cursor, row: stay(last, -1) };
    case 'nextExpiry':
    case 'previousExpiry': {
      if (rows.groups !== undefined) return { ...cursor, col: groupColumn(rows.groups.length, cursor.col, move === 'nextExpiry' ? 1 : -1, colCount) };
      const current = expiryIndexAt(rows, cursor.row);
      const target = current + (move === 'nextExpiry' ? 1 : -1);
      const start = rows.expiryStarts[target];
      if (start === undefined) return cursor;
      const row = nearestStrikeRow(rows, start, 1);
      // An expiry without strikes is skipped over: keep going in the same direction. When none
      // with strikes lies beyond, the search ends on the heading it started from: stay put instead.
      if (row < 0 || rows.rows[row]?.expiryIndex !== target) {
        const beyond = moveCursor(rows, { ...cursor, row: start }, move, colCount, pageRows);
        return beyond.row === start ? cursor : beyond;
      }
      return { ...cursor, row };
    }
  }
}

/**
 * With expiries compared (the strike column, then `groups` groups of equal width): the same column
 * of the next or previous group; from the strike column, the first group's σ column. Edges hold.
 */
export function groupColumn(groups: number, col: number, direction: 1 | -1, colCount: number): number {
  const width = (colCount - 1) / groups;
  if (!Number.isInteger(width) || width < 1) return col;
  if (col === 0) return direction === 1 ? 1 + Math.floor(width / 2) : col;
  const group = Math.floor((col - 1) / width) + direction;
  return group < 0 || group >= groups ? col : col + direction * width;
}

/** The strike row whose strike is closest to `strike` within the cursor's expiry (type-ahead). */
export function cursorAtStrike(rows: ChainRows, cursor: Cursor, strike: number): Cursor {
  const expiry = expiryIndexAt(rows, cursor.row);
  let best = cursor.row;
  let bestDistance = Infinity;
  for (let i = rows.expiryStarts[expiry] ?? 0; i < rows.rows.length; i += 1) {
    const row = rows.rows[i];
    if (row === undefined || row.expiryIndex !== expiry) break;
    if (row.kind !== 'strike') continue;
    const distance = Math.abs(row.row.strike - strike);
    if (distance < bestDistance) {
      best = i;
      bestDistance = distance;
    }
  }
  return { ...cursor, row: best };
}
