/**
 * The orders treegrid: a tree-table (components/tree-table) of the book's rows, an order's legs
 * and a group's members under it. Rows are memoised and the table passes each one only what
 * concerns it, so a refresh that leaves the rows in place re-renders the rows that changed and no
 * others; the rows in view stay still while the later pages of a first load merge in or a refresh
 * adds an order above (use-row-anchor.ts).
 */
import { useCallback, useContext } from 'react';
import { PlacedWithDate } from './order-cells.tsx';
import type { ColumnDef } from './order-columns.ts';
import { ROW_HEIGHT, TableRowView } from './order-row.tsx';
import { ORDER_TREE, type TableRow } from './order-rows.ts';
import { EMPTY_MARKS, useOrdersStore, type RefreshMarks } from '../../../feeds/orders/orders-store.ts';
import { flashClass } from '../../../components/tree-table/tree-row.tsx';
import { TreeTable } from '../../../components/tree-table/tree-table.tsx';

export { ROW_HEIGHT };
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

/** The virtualised, keyboard-driven orders table. */
export function OrdersTable({ accountId, rows, columns, sort, onSort, marks, accountMarks, staleAccounts, stale, label, data, loading }: OrdersTableProps) {
  const activeKey = useOrdersStore((s) => s.activeKey);
  const activeSeq = useOrdersStore((s) => s.activeSeq);
  const setActive = useOrdersStore((s) => s.setActive);
  const toggleKey = useOrdersStore((s) => s.toggle);
  const setExpanded = useOrdersStore((s) => s.setExpanded);
  const jump = useOrdersStore((s) => s.jump);

  const onToggle = useCallback((key: string) => toggleKey(accountId, key), [toggleKey, accountId]);
  const onTreeToggle = useCallback(
    (key: string, open?: boolean) => (open === undefined ? toggleKey(accountId, key) : setExpanded(accountId, key, open)),
    [toggleKey, setExpanded, accountId],
  );
  const onActivate = useCallback((key: string) => setActive(key), [setActive]);

  const withDate = useContext(PlacedWithDate);
  const widthOf = (column: ColumnDef): string => (withDate && column.id === 'placed' ? PLACED_WITH_DATE_WIDTH : column.width);
  const renderRow = (row: TableRow, index: number, id: string) => {
    // A row of All accounts flashes by its own account's refresh (order IDs repeat across accounts).
    const own = row.account === undefined || accountMarks === undefined ? marks : (accountMarks.get(row.account.key) ?? EMPTY_MARKS);
    let flash: string | null = null;
    if (row.kind === 'group') flash = row.group.orders.some((order) => own.changed.has(order.orderId)) ? flashClass(own.refresh) : null;
    else if (row.kind === 'order') flash = own.changed.has(row.order.orderId) ? flashClass(own.refresh) : null;
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
  const changed = accountMarks === undefined ? marks.changed.size : [...accountMarks.values()].reduce((sum, own) => sum + own.changed.size, 0);

  return (
    <TreeTable
      rows={rows}
      columns={columns}
      tree={ORDER_TREE}
      treeTrack={TREE_TRACK}
      label={label}
      name="orders-table"
      className="orders-table"
      rowHeight={ROW_HEIGHT}
      overscan={OVERSCAN}
      widthOf={widthOf}
      sort={sort}
      onSort={onSort}
      activeKey={activeKey}
      activeSeq={activeSeq}
      onActive={onActivate}
      onToggle={onTreeToggle}
      stickyFirst
      focusOnReveal
      anchor={{ data, merging: loading }}
      stale={stale}
      busy={loading}
      renderRow={renderRow}
      data={{ 'data-changed-count': changed }}
    />
  );
}
