/**
 * The tree-table: the renderer's one table of many rows (orders, positions, alerts; the history and
 * risk tables to come). A sticky header, then only the rows in view (components/virtual-rows) inside
 * a body as tall as all rows; each row placed by its own `top` in a recycled slot, so a scroll
 * rewrites a few rows and a refresh renders only the rows whose memo says they changed.
 *
 * The API, all data:
 * - `columns`: `TableColumn`s (table-types.ts: id, header words, a title for the tooltip and the
 *   chooser, a CSS grid track, numeric or not), in the order shown. ColumnChooser picks them; the
 *   view keeps the choice.
 * - `rows`: the rows on screen, in order, each with a `key` unique in the table; `tree` says how
 *   they nest (which rows have children, which are open, each row's parent): the view flattens
 *   its data with what is open (tree-keys.ts has the shape; `FLAT` for a table without children,
 *   drawn without the expander's column, as a grid rather than a treegrid).
 * - `sort` and `onSort`: the header's sort buttons (aria-sort); without `onSort`, plain headers.
 *   The view sorts its rows.
 * - `renderRow(row, index, id)`: the view's memoised row component, which renders a `TreeRow`
 *   (tree-row.tsx) with its cells, flash (flashClass) and classes.
 * - The cursor: `activeKey` and `onActive`; `activeSeq`, counted up by the view on each move it
 *   asks for, brings the row into view (without it, every change of `activeKey` does).
 *   `onToggle(key, open?)` folds or unfolds a row; `onKey` sees a key press first (a view's Enter,
 *   Escape or letter) and returns whether it took it.
 * - Cut cells get their whole text as their title on hover (cut-cell-title.ts); table-csv.ts
 *   writes and downloads a view's CSV; `anchor` keeps the rows in view still while new data moves
 *   the list (use-row-anchor.ts); `stickyFirst` keeps the first column in view while the table
 *   scrolls sideways (sticky only while it is scrolled so).
 *
 * The keyboard focus stays on the table itself and aria-activedescendant names the active row, as
 * in the chain's grid: a focused row element would be recycled to show another row as soon as the
 * table scrolls, or removed when a filter shortens the list, and the focus would go with it. Keys
 * are the treegrid's (tree-keys.ts). The look is tree-table.css, with neutral class names a view
 * styles its own columns by (`.cell-<column id>`).
 */
import { useId, useLayoutEffect, useRef, useState, type CSSProperties, type FocusEvent, type KeyboardEvent, type ReactNode, type UIEvent } from 'react';
import { slotId, slotOfRow } from '../virtual-rows/row-window.ts';
import { useVirtualRows } from '../virtual-rows/use-virtual-rows.ts';
import { VirtualRowGroup } from '../virtual-rows/virtual-row-group.tsx';
import { TreeHeader } from './tree-header.tsx';
import { treeKeyAction, type TreeShape } from './tree-keys.ts';
import type { TableColumn, TableSort } from './table-types.ts';
import { useRowAnchor } from './use-row-anchor.ts';
import '../../styles/tree-table.css';

/** Keeps the rows in view still when the data the rows were made from changes (use-row-anchor.ts). */
export interface TableAnchor {
  /** What the rows were made from: only a new one moves the anchor. */
  data: unknown;
  /** A first load's later pages are still merging in: hold the rows even at the top. */
  merging: boolean;
}

export interface TreeTableProps<R extends { key: string }, C extends TableColumn> {
  rows: readonly R[];
  columns: readonly C[];
  tree: TreeShape<NoInfer<R>>;
  /** The expander's track (`28px`); absent for a flat table. */
  treeTrack?: string;
  /** The table's accessible name. */
  label: string;
  /** data-testid, and the name the virtual rows remember the viewport's height by. */
  name: string;
  /** The view's own class beside `tree-table` (its columns' look). */
  className?: string;
  rowHeight: number;
  /** Rows rendered beyond each edge of the viewport. */
  overscan: number;
  /** A column's track when the view changes it with its state (a wider Placed in a window of history). */
  widthOf?(column: C): string;
  sort: TableSort | null;
  onSort?(columnId: string): void;
  activeKey: string | null;
  activeSeq?: number;
  onActive(key: string): void;
  onToggle(key: string, open?: boolean): void;
  onKey?(key: string, row: R | undefined, index: number): boolean;
  /** Rows a Page Up/Down moves; the rows in view by default. */
  pageSize?: number;
  /** A row brought into view also takes the focus to the table (a notification's click comes from outside it). */
  focusOnReveal?: boolean;
  anchor?: TableAnchor;
  /** The first column after the expander stays in view while the table scrolls sideways. */
  stickyFirst?: boolean;
  stale: boolean;
  busy?: boolean;
  /** The view's row component for `row` (see the module's comment); `id` is its slot's element id. */
  renderRow(row: R, index: number, id: string): ReactNode;
  /** The view's data attributes on the table (for its tests: a count of changed rows). */
  data?: Readonly<Record<`data-${string}`, string | number | undefined>>;
}

/** The sticky header's height, px (tree-table.css draws it so). */
const HEADER_HEIGHT = 32;

// A run of digits is tried from its first digit only: from each of its digits, the search was quadratic.
const pxOf = (track: string): number => Number(/(?<!\d)(\d+)px/.exec(track)?.[1] ?? 60);

/** The grid template and the least width of a table's columns (a `minmax()` track counts its least). */
export function tableTracks(tracks: readonly string[]): { template: string; minWidth: number } {
  return { template: tracks.join(' '), minWidth: tracks.reduce((sum, track) => sum + pxOf(track), 0) };
}

/** The no-op anchor of a table that keeps none: nothing to compare, nothing moves. */
const NO_ANCHOR: TableAnchor = { data: undefined, merging: false };

/** The virtualised, keyboard-driven tree-table (see the module's comment). */
export function TreeTable<R extends { key: string }, C extends TableColumn>(props: TreeTableProps<R, C>) {
  const { rows, columns, tree, treeTrack, rowHeight, activeKey, activeSeq, onActive, onToggle, onKey, renderRow } = props;
  const {
    ref: scrollRef,
    range,
    shown,
    onScroll,
    reveal,
    scrollBy,
    seen,
  } = useVirtualRows({ count: rows.length, rowHeight, headerHeight: HEADER_HEIGHT, overscan: props.overscan }, { sizeKey: props.name });
  // Sticky cells are made sticky only while the table is scrolled sideways: a sticky cell in every
  // row is a compositor layer of its own, laid out again in every frame, for nothing at scrollLeft 0.
  const [sideways, setSideways] = useState(false);
  const onTableScroll = (event: UIEvent<HTMLDivElement>) => {
    onScroll(event);
    const now = event.currentTarget.scrollLeft > 0;
    if (now !== sideways) setSideways(now);
  };
  const anchor = props.anchor ?? NO_ANCHOR;
  // Without an anchor the data never changes, so the hook never moves anything.
  useRowAnchor({ rows, data: anchor.data, merging: anchor.merging, activeKey, headerHeight: HEADER_HEIGHT, rowHeight, seen, scrollBy });
  const rowsRef = useRef(rows);
  const idBase = useId();
  const activeIndex = activeKey === null ? -1 : rows.findIndex((row) => row.key === activeKey);
  useLayoutEffect(() => {
    rowsRef.current = rows;
  });

  // A new active row (keys, a click, a link from elsewhere) is brought into view; with
  // focusOnReveal the table takes the focus too.
  const focusOnReveal = props.focusOnReveal === true;
  useLayoutEffect(() => {
    if (activeSeq === 0 || activeKey === null) return;
    const index = rowsRef.current.findIndex((row) => row.key === activeKey);
    if (index === -1) return;
    reveal(index);
    const table = scrollRef.current;
    if (focusOnReveal && table !== null && document.activeElement !== table) table.focus({ preventScroll: true });
  }, [activeSeq, activeKey, reveal, scrollRef, focusOnReveal]);

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || rows.length === 0) return;
    // Entering the table makes the first row active when none is; by the keyboard, it also brings
    // the active row back into view (a click must not scroll the row away from under the mouse).
    if (activeIndex === -1) {
      const first = rows[0];
      if (first !== undefined) onActive(first.key);
    } else if (event.currentTarget.matches(':focus-visible')) reveal(activeIndex);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Keys on the header's sort buttons are theirs (Enter and Space press them).
    if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return;
    const at = activeIndex === -1 ? 0 : activeIndex;
    if (onKey?.(event.key, rows[at], at) === true) {
      event.preventDefault();
      return;
    }
    const action = treeKeyAction(event.key, rows, at, props.pageSize ?? range.pageRows, tree);
    if (action === null) return;
    event.preventDefault();
    if ('move' in action) {
      const row = rows[action.move];
      if (row !== undefined) onActive(row.key);
    } else onToggle(action.toggle, action.open);
  };

  const widthOf = props.widthOf ?? ((column: C) => column.width);
  const tracks = columns.map(widthOf);
  const { template, minWidth } = tableTracks(treeTrack === undefined ? tracks : [treeTrack, ...tracks]);
  const style = {
    '--tree-grid': template,
    '--tree-min-width': `${minWidth}px`,
    '--row-height': `${rowHeight}px`,
    '--tree-track': treeTrack ?? '0px',
  } as CSSProperties;
  const renderAt = (index: number, id: string) => {
    const row = rows[index];
    return row === undefined ? null : renderRow(row, index, id);
  };
  // Only a rendered row can be named; scrolled away, the table names none until it is back.
  const activeRendered = activeIndex >= shown.first && activeIndex < shown.end;
  let className = 'tree-table';
  if (props.className !== undefined) className += ` ${props.className}`;
  if (props.stickyFirst === true && sideways) className += ' sticky-first';
  if (props.stale) className += ' is-stale';

  return (
    <div
      ref={scrollRef}
      className={className}
      role={treeTrack === undefined ? 'grid' : 'treegrid'}
      aria-label={props.label}
      aria-rowcount={rows.length + 1}
      aria-colcount={columns.length + (treeTrack === undefined ? 0 : 1)}
      aria-multiselectable={false}
      aria-busy={props.busy}
      aria-activedescendant={activeRendered ? slotId(idBase, slotOfRow(shown, activeIndex)) : undefined}
      tabIndex={0}
      style={style}
      onScroll={onTableScroll}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      data-testid={props.name}
      {...props.data}
    >
      <TreeHeader columns={columns} tree={treeTrack !== undefined} sort={props.sort} onSort={props.onSort} />
      <VirtualRowGroup shown={shown} idBase={idBase} height={rows.length * rowHeight} className="tree-table-body" renderRow={renderAt} />
    </div>
  );
}
