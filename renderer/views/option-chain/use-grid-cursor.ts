/**
 * The grid's cursor and row selection, reset whenever a new chain arrives. Kept beside the rows
 * they index ("for"), so a new chain gets a fresh cursor without an effect that resets state.
 */
import { useState } from 'react';
import type { ChainRows } from './chain-rows.ts';
import { firstCursor, type Cursor } from './grid-cursor.ts';

interface Held {
  rows: ChainRows;
  cursor: Cursor | null;
  /** Where a Shift-selection started (a row index), or null for no selection. */
  anchor: number | null;
}

/** Cursor, selection and their setters for `rows`; `startCol` is where a fresh cursor sits. */
export function useGridCursor(rows: ChainRows, startCol: number, colCount: number) {
  const [held, setHeld] = useState<Held>(() => ({ rows, cursor: firstCursor(rows, startCol), anchor: null }));
  const current = held.rows === rows ? held : { rows, cursor: firstCursor(rows, startCol), anchor: null };
  // Columns may have been hidden since: keep the cursor inside the grid.
  const cursor = current.cursor === null ? null : { ...current.cursor, col: Math.min(current.cursor.col, colCount - 1) };

  const setCursor = (next: Cursor, extend: boolean) =>
    setHeld((h) => {
      const base = h.rows === rows ? h : { rows, cursor: firstCursor(rows, startCol), anchor: null };
      const anchor = extend ? (base.anchor ?? base.cursor?.row ?? next.row) : null;
      return { rows, cursor: next, anchor };
    });

  const selectRange = (anchor: number, to: Cursor) => setHeld({ rows, cursor: to, anchor });
  const clearSelection = () => setHeld((h) => ({ ...h, rows, cursor: cursor, anchor: null }));

  const selected: [number, number] | null =
    current.anchor === null || cursor === null || current.anchor === cursor.row
      ? null
      : [Math.min(current.anchor, cursor.row), Math.max(current.anchor, cursor.row)];

  return { cursor, selected, setCursor, selectRange, clearSelection };
}
