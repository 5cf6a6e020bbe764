/**
 * Keeps the rows a person is looking at still when new data moves a tree-table's list around them:
 * the later pages of a first load merging in, a refresh that adds a row above (an order), a Refresh
 * of a window of history. The anchor is the active row when it is in view (the focus stays under the eye), else
 * the first row in view; once the new rows are committed, before they are painted, the table
 * scrolls by as far as the anchor moved, so nothing jumps under the cursor. At the very top of the
 * list nothing is held unless pages are merging in: a new row shows at the top, where a person
 * watching the top expects it. Changes of the person's own making (a tab, the search, a sort, a
 * row unfolded) come with the same data and move nothing.
 *
 * Deciding reads no layout: the scroll position and height come from the virtual rows, as last
 * seen (reading scrollTop or clientHeight here, after React wrote the new rows, made the browser
 * lay the page out in the middle of every refresh's commit). Only an actual move touches the element.
 */
import { useLayoutEffect, useRef } from 'react';

/** What the anchor needs of a row: its key, unique in the table. */
interface KeyedRow {
  key: string;
}

interface RowAnchorInput {
  /** The rows as now committed. */
  rows: readonly KeyedRow[];
  /** What the rows were made from (the book): only a new one moves the anchor. */
  data: unknown;
  /** The first load is still merging in pages: hold the anchor even at the top. */
  merging: boolean;
  activeKey: string | null;
  /** The fixed heights of the table's header and rows. */
  headerHeight: number;
  rowHeight: number;
  /** The list's scroll position and height as last seen, without reading layout (use-virtual-rows.ts). */
  seen(): { top: number; height: number };
  /** Scrolls by `delta` px and renders the rows there before the frame is painted. */
  scrollBy(delta: number): void;
}

/** Where the table was and what the rows were, when the data changed. */
export interface AnchorView {
  /** scrollTop of the table, px. */
  top: number;
  /** The body's visible height, px. */
  body: number;
  rowHeight: number;
  activeKey: string | null;
  /** The rows before the change were the first pages of a load. */
  merging: boolean;
}

/** The row to hold in place and its index, in the rows before the change; `null` for none. */
function anchorOf(rows: readonly KeyedRow[], { top, body, rowHeight, activeKey, merging }: AnchorView): { key: string; index: number } | null {
  if (top <= 0 && !merging) return null;
  const first = Math.floor(top / rowHeight);
  const last = Math.ceil((top + body) / rowHeight) - 1;
  if (activeKey !== null) {
    const active = rows.findIndex((row) => row.key === activeKey);
    if (active >= first && active <= last) return { key: activeKey, index: active };
  }
  const row = rows[first];
  return row === undefined ? null : { key: row.key, index: first };
}

/** How far (px) to scroll so the anchor row of `before` stays where it was among `after`; 0 for not at all. */
export function anchorShift(before: readonly KeyedRow[], after: readonly KeyedRow[], view: AnchorView): number {
  const anchor = anchorOf(before, view);
  if (anchor === null) return 0;
  const index = after.findIndex((row) => row.key === anchor.key);
  return index === -1 ? 0 : (index - anchor.index) * view.rowHeight;
}

/** Holds the anchor row where it was when `data` changes (see the module's comment). */
export function useRowAnchor({ rows, data, merging, activeKey, headerHeight, rowHeight, seen, scrollBy }: RowAnchorInput): void {
  const last = useRef<{ rows: readonly KeyedRow[]; data: unknown; merging: boolean } | null>(null);
  useLayoutEffect(() => {
    const before = last.current;
    last.current = { rows, data, merging };
    if (before === null || before.data === data || before.rows === rows) return;
    const { top, height } = seen();
    const shift = anchorShift(before.rows, rows, { top, body: height - headerHeight, rowHeight, activeKey, merging: before.merging });
    // By the shift, from where the list really is: a scroll not yet announced by its event moves with it.
    if (shift !== 0) scrollBy(shift);
  }, [rows, data, merging, activeKey, headerHeight, rowHeight, seen, scrollBy]);
}
