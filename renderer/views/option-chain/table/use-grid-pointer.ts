/**
 * The grid's mouse: a click puts the cursor on a strike's cell (Shift+click selects rows from the
 * anchor), a double click opens the details, a right click opens the context menu on the cell
 * (keeping a selection it falls in), and an adjusted contract's badge explains itself on hover.
 */
import { useState } from 'react';
import type { AdjustedHover } from '../details/adjusted-tooltip.tsx';
import { cellAt } from './chain-grid-row.tsx';
import type { ChainRows } from './chain-rows.ts';
import type { Cursor } from './grid-cursor.ts';
import type { GridActions } from './use-grid-actions.ts';

interface Options {
  rows: ChainRows;
  cursor: Cursor | null;
  /** The selected rows, first and last, or null. */
  selected: [number, number] | null;
  actions: Pick<GridActions, 'openDetails' | 'openMenu'>;
  setCursor(next: Cursor, extend: boolean): void;
  selectRange(anchor: number, to: Cursor): void;
  /** Header rows above the body (aria-rowindex counts them). */
  headerRows?: number;
}

/** The badge under the mouse (for the adjusted tooltip) and the mouse handlers of the grid element. */
export function useGridPointer({ rows, cursor, selected, actions, setCursor, selectRange, headerRows }: Options) {
  const [hover, setHover] = useState<AdjustedHover | null>(null);
  const cellFromEvent = (event: React.MouseEvent) => cellAt(event.target, headerRows);

  const handlers = {
    onMouseDown: (event: React.MouseEvent<HTMLDivElement>) => {
      const at = cellFromEvent(event);
      if (at === null || rows.rows[at.row]?.kind !== 'strike' || event.button !== 0) return;
      if (event.shiftKey && cursor !== null) selectRange(selected?.[0] === cursor.row ? selected[1] : (selected?.[0] ?? cursor.row), at);
      else setCursor(at, false);
    },
    onDoubleClick: (event: React.MouseEvent<HTMLDivElement>) => cellFromEvent(event) && actions.openDetails(),
    onContextMenu: (event: React.MouseEvent<HTMLDivElement>) => {
      const at = cellFromEvent(event);
      if (at === null || rows.rows[at.row]?.kind !== 'strike') return;
      event.preventDefault();
      if (selected === null || at.row < selected[0] || at.row > selected[1]) setCursor(at, false);
      actions.openMenu(event.clientX, event.clientY);
    },
    onMouseOver: (event: React.MouseEvent<HTMLDivElement>) => {
      const badge = (event.target as HTMLElement).closest<HTMLElement>('[data-adjusted-root]');
      if (badge === null) return setHover(null);
      const rect = badge.getBoundingClientRect();
      setHover({ x: Math.min(rect.left, window.innerWidth - 340), y: rect.bottom + 6, root: badge.dataset['adjustedRoot'] ?? '' });
    },
    onMouseLeave: () => setHover(null),
  };
  return { hover, handlers };
}
