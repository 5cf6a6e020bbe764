/**
 * What the grid does besides moving: details panel, copy, context menu. Shared by the keyboard,
 * the mouse and the menu, so all three do exactly the same thing.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { ChainExpiry, StrikeRow } from '../../../../shared/domain/option-chain.ts';
import { announce } from '../../../components/live-region/announcer.ts';
import type { GridColumn } from './chain-columns.ts';
import type { MenuItem } from './chain-context-menu.tsx';
import type { ChainRows } from './chain-rows.ts';
import { cellCopyText, contractAt, rowsToTsv, writeClipboard } from './copy-text.ts';
import { osiKeyCopyText, symbolCopyText } from './copy-text.ts';
import { cursorAtStrike, moveCursor, type Cursor } from './grid-cursor.ts';
import { groupAt, laneOf } from '../compare/compare-rows.ts';

interface Options {
  rows: ChainRows;
  layout: readonly GridColumn[];
  cursor: Cursor | null;
  selected: [number, number] | null;
  gridRef: RefObject<HTMLDivElement | null>;
  setCursor(next: Cursor, extend: boolean): void;
}

/** The details panel's subject: the row under the cursor and the side the cursor is on. */
export interface DetailsTarget {
  expiry: ChainExpiry;
  row: StrikeRow;
  side: 'call' | 'put' | 'strike';
}

/** Actions of the grid and the state they show (open panel, open menu, last copy). */
export function useGridActions({ rows, layout, cursor, selected, gridRef, setCursor }: Options) {
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [menu, setMenu] = useState<{ x: number; y: number } | null>(null);
  const [copied, setCopied] = useState('');
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(clearTimer.current), []);

  const row = cursor === null ? undefined : rows.rows[cursor.row];
  const column = cursor === null ? undefined : layout[cursor.col];
  // The panel follows the cursor while open, so arrowing through strikes updates it. With expiries
  // compared it shows the cursor's expiry (nothing where that expiry lists no such strike).
  // (The shared strike column of compared expiries: the first expiry's.)
  const lane = row?.kind !== 'strike' ? null : rows.groups !== undefined && column?.group === undefined ? (row.lanes?.[0] ?? null) : laneOf(row, column);
  const details: DetailsTarget | null =
    detailsOpen && lane !== null && lane.row !== null ? { expiry: lane.expiry, row: lane.row, side: column?.side ?? 'strike' } : null;

  const selectedRows = selected === null ? [] : rows.rows.slice(selected[0], selected[1] + 1).filter((r) => r.kind === 'strike');
  const symbol = symbolCopyText(contractAt(row, column));

  const copyText = useCallback(async (text: string, what?: string) => {
    const done = await writeClipboard(text);
    const message = done.ok ? `Copied ${what ?? text}` : `Could not copy: ${done.error.message}`;
    setCopied(message);
    announce(message);
    clearTimeout(clearTimer.current);
    clearTimer.current = setTimeout(() => setCopied(''), 4000);
  }, []);

  const copyRows = () => {
    const list = selectedRows.length > 1 ? selectedRows : row ? [row] : [];
    if (list.length > 0) void copyText(rowsToTsv(list, layout), `${list.length} row${list.length === 1 ? '' : 's'} as tab-separated text`);
  };

  const copy = async () => {
    if (selectedRows.length > 1) return copyRows();
    const text = cellCopyText(row, column, layout);
    if (text !== null) await copyText(text, column?.side === 'strike' ? 'the row as tab-separated text' : text);
  };

  const focusGrid = () => gridRef.current?.focus();
  const closeDetails = useCallback(() => {
    setDetailsOpen(false);
    gridRef.current?.focus();
  }, [gridRef]);
  const closeMenu = useCallback(() => {
    setMenu(null);
    gridRef.current?.focus();
  }, [gridRef]);

  const jump = (move: 'nextExpiry' | 'previousExpiry') => cursor && setCursor(moveCursor(rows, cursor, move, layout.length, 1), false);
  // The expiry the cursor is in and how many there are: sections, or column groups when compared.
  const groups = rows.groups?.length;
  const expiryIndex = groups === undefined ? (row?.expiryIndex ?? 0) : Math.max(0, groupAt(layout, cursor?.col ?? 0));
  const lastExpiry = (groups ?? rows.expiryStarts.length) - 1;

  const osiKey = osiKeyCopyText(contractAt(row, column));
  const menuItems: MenuItem[] = [
    { label: 'Copy option symbol', shortcut: 'Ctrl+C', disabled: symbol === null, run: () => symbol && void copyText(symbol) },
    ...(osiKey === null ? [] : [{ label: 'Copy OSI key', shortcut: 'Ctrl+Shift+C', disabled: false, run: () => void copyText(osiKey) }]),
    {
      label: selectedRows.length > 1 ? `Copy ${selectedRows.length} rows (tab-separated)` : 'Copy row (tab-separated)',
      shortcut: 'Shift+↑↓',
      disabled: row?.kind !== 'strike',
      run: copyRows,
    },
    { label: 'Show details', shortcut: 'Enter', disabled: (lane?.row ?? null) === null, run: () => setDetailsOpen(true) },
    { label: 'Next expiry', shortcut: 'E', disabled: expiryIndex >= lastExpiry, run: () => jump('nextExpiry') },
    { label: 'Previous expiry', shortcut: 'Shift+E', disabled: expiryIndex <= 0, run: () => jump('previousExpiry') },
  ];

  return {
    /** Copies the cursor's OSI key; false when it has none (legacy). */
    copyOsiKey: (): boolean => {
      if (osiKey === null) return false;
      void copyText(osiKey);
      return true;
    },
    details,
    openDetails: () => lane !== null && lane.row !== null && setDetailsOpen(true),
    closeDetails,
    menu,
    openMenu: (x: number, y: number) => setMenu({ x, y }),
    closeMenu,
    menuItems,
    copy,
    copyText,
    copied,
    focusGrid,
    cursorAtStrike: (strike: number) => (cursor ? cursorAtStrike(rows, cursor, strike) : { row: 0, col: 0 }),
  };
}

/** What `useGridActions` gives the grid's keyboard and mouse. */
export type GridActions = ReturnType<typeof useGridActions>;
