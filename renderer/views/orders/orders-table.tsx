/**
 * The orders treegrid: a sticky header, then only the rows in view (components/virtual-rows)
 * inside a body as tall as all rows. Row elements are recycled slots, each row placed by its own
 * `top`; rows are memoised and the table passes each one only what concerns it, so a refresh that
 * leaves the rows in place re-renders the rows that changed and no others.
 *
 * The keyboard focus stays on the table itself and aria-activedescendant names the active row,
 * as in the chain's grid: a focused row element would be recycled to show another row as soon as
 * the table scrolls, or removed when a filter shortens the list, and the focus would go with it.
 */
import { useCallback, useContext, useId, useLayoutEffect, useRef, type CSSProperties, type FocusEvent, type KeyboardEvent } from 'react';
import { PlacedWithDate } from './order-cells.tsx';
import type { ColumnDef } from './order-columns.ts';
import { ROW_HEIGHT, TableRowView } from './order-row.tsx';
import type { TableRow } from './order-rows.ts';
import { EMPTY_MARKS, useOrdersStore, type RefreshMarks } from '../../feeds/orders/orders-store.ts';
import { OrdersHeader } from './orders-header.tsx';
import { keyAction } from './table-keys.ts';
import { useRowAnchor } from './use-row-anchor.ts';
import { slotId, slotOfRow } from '../../components/virtual-rows/row-window.ts';
import { useVirtualRows } from '../../components/virtual-rows/use-virtual-rows.ts';
import { VirtualRowGroup } from '../../components/virtual-rows/virtual-row-group.tsx';

export { ROW_HEIGHT };
const HEADER_HEIGHT = 32;
/**
 * Rows rendered beyond each edge of the viewport. A scroll renders its new rows in its own event
 * (use-virtual-rows.ts), so overscan only covers what the compositor scrolls ahead of the main
 * thread: 4 rows (120 px) hold a wheel notch, as in the chain's grid. Every mounted row is styled,
 * laid out and painted with the table: 8 a side kept 37 rows mounted at the default window, 4 keep 29.
 */
const OVERSCAN = 4;
/** The expander's column: the 20 px button and its 6 px inset (order-columns.ts counts it). */
const TREE_TRACK = '28px';
/** The Placed column in a window of history: "2026-06-09 13:53" in its smaller type. */
const PLACED_WITH_DATE_WIDTH = '124px';

interface OrdersTableProps {
  accountId: string;
  rows: readonly TableRow[];
  columns: readonly ColumnDef[];
  sort: { column: ColumnDef; direction: 'asc' | 'desc' };
  onSort(columnId: string): void;
  marks: RefreshMarks;
  /** Under All accounts: each account's marks (a row flashes by its account's last refresh). */
  accountMarks?: ReadonlyMap<string, RefreshMarks>;
  /** Under All accounts: the accounts whose feed is stale (their rows are marked). */
  staleAccounts?: ReadonlySet<string>;
  stale: boolean;
  /** The table's accessible name: "Today's orders", "Orders, last 7 days". */
  label: string;
  /** What the rows were made from (the book): a new one keeps the rows in view still (use-row-anchor.ts). */
  data: unknown;
  /** The first load's later pages are still merging in. */
  loading: boolean;
}

// A run of digits is tried from its first digit only: from each of its digits, the search was quadratic.
const pxOf = (track: string): number => Number(/(?<!\d)(\d+)px/.exec(track)?.[1] ?? 60);

/** The virtualised, keyboard-driven orders table. */
export function OrdersTable({ accountId, rows, columns, sort, onSort, marks, accountMarks, staleAccounts, stale, label, data, loading }: OrdersTableProps) {
  const activeKey = useOrdersStore((s) => s.activeKey);
  const activeSeq = useOrdersStore((s) => s.activeSeq);
  const setActive = useOrdersStore((s) => s.setActive);
  const toggleKey = useOrdersStore((s) => s.toggle);
  const setExpanded = useOrdersStore((s) => s.setExpanded);
  const jump = useOrdersStore((s) => s.jump);
  const {
    ref: scrollRef,
    range,
    shown,
    onScroll,
    reveal,
    scrollBy,
    seen,
  } = useVirtualRows(
    {
      count: rows.length,
      rowHeight: ROW_HEIGHT,
      headerHeight: HEADER_HEIGHT,
      overscan: OVERSCAN,
    },
    { sizeKey: 'orders-table' },
  );
  useRowAnchor({ rows, data, merging: loading, activeKey, headerHeight: HEADER_HEIGHT, rowHeight: ROW_HEIGHT, seen, scrollBy });
  const rowsRef = useRef(rows);
  const idBase = useId();
  const activeIndex = activeKey === null ? -1 : rows.findIndex((row) => row.key === activeKey);

  useLayoutEffect(() => {
    rowsRef.current = rows;
  });

  const onToggle = useCallback((key: string) => toggleKey(accountId, key), [toggleKey, accountId]);
  const onActivate = useCallback((key: string) => setActive(key), [setActive]);

  // A new active row (keys, a click, a notification) is brought into view, and the table takes
  // the focus (a notification's click comes from outside it).
  useLayoutEffect(() => {
    if (activeSeq === 0 || activeKey === null) return;
    const index = rowsRef.current.findIndex((row) => row.key === activeKey);
    if (index === -1) return;
    reveal(index);
    const table = scrollRef.current;
    if (table !== null && document.activeElement !== table) table.focus({ preventScroll: true });
  }, [activeSeq, activeKey, reveal, scrollRef]);

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || rows.length === 0) return;
    // Entering the table makes the first row active when none is; by the keyboard, it also brings
    // the active row back into view (a click must not scroll the row away from under the mouse).
    if (activeIndex === -1) setActive(rows[0]?.key ?? null);
    else if (event.currentTarget.matches(':focus-visible')) reveal(activeIndex);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Keys on the header's sort buttons are theirs (Enter and Space press them).
    if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return;
    const action = keyAction(event.key, rows, activeIndex === -1 ? 0 : activeIndex, range.pageRows);
    if (action === null) return;
    event.preventDefault();
    if ('move' in action) {
      const row = rows[action.move];
      if (row !== undefined) setActive(row.key);
    } else if (action.open === undefined) toggleKey(accountId, action.toggle);
    else setExpanded(accountId, action.toggle, action.open);
  };

  const withDate = useContext(PlacedWithDate);
  const widthOf = (column: ColumnDef): string => (withDate && column.id === 'placed' ? PLACED_WITH_DATE_WIDTH : column.width);
  const template = [TREE_TRACK, ...columns.map(widthOf)].join(' ');
  const minWidth = pxOf(TREE_TRACK) + columns.reduce((sum, column) => sum + pxOf(widthOf(column)), 0);
  const style = { '--orders-grid': template, '--orders-min-width': `${minWidth}px`, '--row-height': `${ROW_HEIGHT}px` } as CSSProperties;
  const renderRow = (index: number, id: string) => {
    const row = rows[index];
    if (row === undefined) return null;
    // A row of All accounts flashes by its own account's refresh (order IDs repeat across accounts).
    const own = row.account === undefined || accountMarks === undefined ? marks : (accountMarks.get(row.account.key) ?? EMPTY_MARKS);
    const flashClass = own.refresh % 2 === 0 ? 'flash-a' : 'flash-b';
    let flash: string | null = null;
    if (row.kind === 'group') flash = row.group.orders.some((order) => own.changed.has(order.orderId)) ? flashClass : null;
    else if (row.kind === 'order') flash = own.changed.has(row.order.orderId) ? flashClass : null;
    return (
      <TableRowView
        id={id}
        row={row}
        index={index}
        columns={columns}
        active={row.key === activeKey}
        flash={flash}
        jumped={jump !== null && jump.key === row.key ? (jump.seq % 2 === 0 ? 'jump-a' : 'jump-b') : null}
        isNew={row.kind === 'order' && own.arrivals.has(row.order.orderId)}
        stale={row.account !== undefined && staleAccounts?.has(row.account.key) === true}
        onToggle={onToggle}
        onActivate={onActivate}
      />
    );
  };
  // Only a rendered row can be named; scrolled away, the table names none until it is back.
  const activeRendered = activeIndex >= shown.first && activeIndex < shown.end;

  return (
    <div
      ref={scrollRef}
      className={`orders-table${stale ? ' is-stale' : ''}`}
      role="treegrid"
      aria-label={label}
      aria-rowcount={rows.length + 1}
      aria-colcount={columns.length + 1}
      aria-multiselectable={false}
      aria-busy={loading}
      aria-activedescendant={activeRendered ? slotId(idBase, slotOfRow(shown, activeIndex)) : undefined}
      tabIndex={0}
      style={style}
      onScroll={onScroll}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      data-testid="orders-table"
      data-changed-count={accountMarks === undefined ? marks.changed.size : [...accountMarks.values()].reduce((sum, own) => sum + own.changed.size, 0)}
    >
      <OrdersHeader columns={columns} sort={sort} onSort={onSort} />
      <VirtualRowGroup shown={shown} idBase={idBase} height={rows.length * ROW_HEIGHT} className="orders-body" renderRow={renderRow} />
    </div>
  );
}
