/**
 * The grid's keyboard: carries out the command a key asks for (grid-keys.ts says which key asks
 * for what): moves, details, copy, the context menu, select all, and typing a strike to jump to it.
 */
import { useRef } from 'react';
import { cellId } from './chain-grid-row.tsx';
import type { ChainRows } from './chain-rows.ts';
import { moveCursor, type Cursor } from './grid-cursor.ts';
import { commandFor } from './grid-keys.ts';
import type { GridActions } from './use-grid-actions.ts';

/** Digits typed within this many milliseconds of the last one extend the strike typed ("1", "15", "150"). */
const TYPE_AHEAD_MS = 1200;

interface Options {
  rows: ChainRows;
  cursor: Cursor | null;
  /** Columns of the grid, for moves along a row. */
  colCount: number;
  /** Rows a page holds, for Page Up and Page Down. */
  pageRows: number;
  actions: Pick<GridActions, 'openDetails' | 'copy' | 'copyOsiKey' | 'openMenu' | 'cursorAtStrike'>;
  setCursor(next: Cursor, extend: boolean): void;
  selectRange(anchor: number, to: Cursor): void;
  clearSelection(): void;
  /** Scrolls a row into view (centred when asked). */
  revealRow(row: number, center?: boolean): void;
}

/** The grid's keydown handler. */
export function useGridKeyboard({ rows, cursor, colCount, pageRows, actions, setCursor, selectRange, clearSelection, revealRow }: Options) {
  const typed = useRef({ text: '', at: 0 });

  // A key always brings the cursor into view, even when it does not move (Ctrl+Home at the top
  // after scrolling away with the wheel).
  const go = (next: Cursor, extend: boolean, center = false) => {
    setCursor(next, extend);
    revealRow(next.row, center);
  };

  return (event: React.KeyboardEvent<HTMLDivElement>) => {
    const command = commandFor(event);
    if (command === null || cursor === null) return;
    event.preventDefault();
    switch (command.kind) {
      case 'move':
        go(moveCursor(rows, cursor, command.move, colCount, pageRows), command.extend);
        return;
      case 'details':
        actions.openDetails();
        return;
      case 'copy':
        void actions.copy();
        return;
      case 'copyOsiKey':
        // Legacy contracts have no OSI key: Ctrl+Shift+C then copies as Ctrl+C does.
        if (!actions.copyOsiKey()) void actions.copy();
        return;
      case 'menu': {
        const rect = document.getElementById(cellId(cursor.row, cursor.col))?.getBoundingClientRect();
        actions.openMenu(rect ? rect.left + 12 : 200, rect ? rect.bottom : 200);
        return;
      }
      case 'selectAll':
        selectRange(0, { ...cursor, row: rows.rows.length - 1 });
        return;
      case 'clear':
        clearSelection();
        return;
      case 'type': {
        const now = performance.now();
        typed.current = { text: now - typed.current.at < TYPE_AHEAD_MS ? typed.current.text + command.char : command.char, at: now };
        const strike = Number(typed.current.text);
        if (Number.isFinite(strike)) go(actions.cursorAtStrike(strike), false, true);
      }
    }
  };
}
