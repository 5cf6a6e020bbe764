/**
 * The grid's cursor and row selection, held in the chain's UI store (they outlive the view, and
 * a live update of the chain keeps them) and reset whenever another chain is shown: they belong to
 * a chain identity (its cache key, and its row count, since row indices address them) rather than
 * to the rows object, which a live update replaces.
 */
import type { ChainRows } from './chain-rows.ts';
import { useChainUiStore, type HeldCursor } from '../chain-ui-store.ts';
import { firstCursor, type Cursor } from './grid-cursor.ts';

/**
 * Cursor, selection and their setters for the chain `chainId` with `rows`; `startCol` is where a
 * fresh cursor sits, on `startRow` when given (the strike at the money), else the first strike.
 */
export function useGridCursor(chainId: string, rows: ChainRows, startCol: number, colCount: number, startRow: number | null = null) {
  const stored = useChainUiStore((s) => s.held);
  const hold = useChainUiStore((s) => s.hold);
  const chain = `${chainId}:${rows.rows.length}`;
  const fresh = (): HeldCursor => ({ chain, cursor: startRow === null ? firstCursor(rows, startCol) : { row: startRow, col: startCol }, anchor: null });
  const current = stored !== null && stored.chain === chain ? stored : fresh();
  // Columns may have been hidden since: keep the cursor inside the grid.
  const cursor = current.cursor === null ? null : { ...current.cursor, col: Math.min(current.cursor.col, colCount - 1) };

  const setCursor = (next: Cursor, extend: boolean) =>
    hold((held) => {
      const base = held !== null && held.chain === chain ? held : fresh();
      const anchor = extend ? (base.anchor ?? base.cursor?.row ?? next.row) : null;
      return { chain, cursor: next, anchor };
    });

  const selectRange = (anchor: number, to: Cursor) => hold({ chain, cursor: to, anchor });
  const clearSelection = () => hold({ chain, cursor, anchor: null });

  const selected: [number, number] | null =
    current.anchor === null || cursor === null || current.anchor === cursor.row
      ? null
      : [Math.min(current.anchor, cursor.row), Math.max(current.anchor, cursor.row)];

  return { cursor, selected, setCursor, selectRange, clearSelection };
}
