/**
 * Keyboard movement in a tree-table (tree-table.tsx), the WAI-ARIA treegrid pattern with the active
 * row named by aria-activedescendant: arrows move, Right opens or steps into, Left closes or steps
 * out to the parent, Enter and Space toggle, Home/End and Page Up/Down jump. A flat table (no tree)
 * keeps the moves; nothing opens.
 */

/** What a key press asks for: `move` is the row index to go to; `toggle` a row's key (`open`: to a given state). */
export type KeyAction = { move: number } | { toggle: string; open?: boolean } | null;

/** How a table's rows nest: what opens, what is open, whose child a row is. */
export interface TreeShape<R> {
  expandable(row: R): boolean;
  isOpen(row: R): boolean;
  /** The key of the row this one sits under; null at the top level. */
  parentKey(row: R): string | null;
}

/** The shape of a flat table: no row opens, none has a parent. */
export const FLAT: TreeShape<unknown> = { expandable: () => false, isOpen: () => false, parentKey: () => null };

/** The action for `key` on the row at `index` of a table whose rows nest as `tree` says. */
export function treeKeyAction<R extends { key: string }>(key: string, rows: readonly R[], index: number, pageSize: number, tree: TreeShape<R>): KeyAction {
  const { expandable, isOpen } = tree;
  const last = rows.length - 1;
  if (last < 0) return null;
  const row = rows[Math.min(Math.max(index, 0), last)] as R;
  switch (key) {
    case 'ArrowDown':
      return { move: Math.min(last, index + 1) };
    case 'ArrowUp':
      return { move: Math.max(0, index - 1) };
    case 'Home':
      return { move: 0 };
    case 'End':
      return { move: last };
    case 'PageDown':
      return { move: Math.min(last, index + pageSize) };
    case 'PageUp':
      return { move: Math.max(0, index - pageSize) };
    case 'ArrowRight':
      if (!expandable(row)) return null;
      return isOpen(row) ? { move: Math.min(last, index + 1) } : { toggle: row.key, open: true };
    case 'ArrowLeft': {
      if (expandable(row) && isOpen(row)) return { toggle: row.key, open: false };
      const parent = tree.parentKey(row);
      if (parent === null) return null;
      const at = rows.findIndex((candidate) => candidate.key === parent);
      return at === -1 ? null : { move: at };
    }
    case 'Enter':
    case ' ':
      return expandable(row) ? { toggle: row.key } : null;
    default:
      return null;
  }
}
