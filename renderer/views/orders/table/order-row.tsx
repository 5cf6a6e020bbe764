/**
 * The rows of the orders table (each a tree-table row: components/tree-table/tree-row.tsx),
 * memoised: a row re-renders only when its own order (or leg, or group) object, its expansion,
 * focus or highlight changed. Order objects stay the same across
 * refreshes while unchanged (share-watch-state.ts), so a refresh re-renders only changed rows.
 */
import { memo, type ReactNode } from 'react';
import type { ColumnDef } from './order-columns.ts';
import { accountCell } from './account-cell.tsx';
import { groupCell, legCell, orderCell } from './order-cells.tsx';
import type { TableRow } from './order-rows.ts';
import { TreeRow } from '../../../components/tree-table/tree-row.tsx';

/** Height of every row (px); fixed, so the window is arithmetic. The stylesheet gets it as --row-height. */
export const ROW_HEIGHT = 30;

/** What a row of any kind draws: the frame's props less those every kind shares. */
interface FrameProps {
  id: string;
  index: number;
  rowKey: string;
  level: number;
  columns: readonly ColumnDef[];
  active: boolean;
  onToggle(key: string): void;
  onActivate(key: string): void;
  kind: 'order' | 'leg' | 'group';
  expanded: boolean | null;
  /** flashClass() while the last refresh changed the row. */
  flash: string | null;
  /** `jump-a` / `jump-b` on the row a link jumped to (the parity restarts the highlight). */
  jumped: string | null;
  isNew: boolean;
  /** Under All accounts: the row's account no longer refreshes (its last orders are shown). */
  stale: boolean;
  orderId?: string;
  label: string;
  cells: (column: ColumnDef) => ReactNode;
}

function RowFrame(props: FrameProps) {
  const { kind, jumped, stale } = props;
  let className = `row-${kind}`;
  if (jumped !== null) className += ` ${jumped}`;
  if (stale) className += ' row-stale';
  return (
    <TreeRow
      id={props.id}
      index={props.index}
      rowKey={props.rowKey}
      rowHeight={ROW_HEIGHT}
      level={props.level}
      expanded={props.expanded}
      active={props.active}
      flash={props.flash}
      className={className}
      label={props.label}
      data={{
        'data-order-id': kind === 'order' ? props.orderId : undefined,
        'data-new': props.isNew ? 'true' : undefined,
        'data-stale': stale ? 'true' : undefined,
      }}
      columns={props.columns}
      cell={props.cells}
      onActivate={props.onActivate}
      onToggle={props.onToggle}
    />
  );
}

/** What the table passes for one row (all stable while scrolling, so only rows entering the window render). */
export interface TableRowProps {
  /** The element's id, fixed for its slot (the body's aria-owns lists rows in reading order by it). */
  id: string;
  row: TableRow;
  /** 0-based row index: places the row and gives its aria-rowindex. */
  index: number;
  columns: readonly ColumnDef[];
  active: boolean;
  flash: string | null;
  jumped: string | null;
  isNew: boolean;
  /** Under All accounts: the row's account is stale. */
  stale: boolean;
  onToggle(key: string): void;
  onActivate(key: string): void;
}

/**
 * Row objects are rebuilt on every refresh; what a row shows is its own order (or leg, or group)
 * object, which stays the same while unchanged (share-watch-state.ts), and its expansion.
 */
function sameRow(a: TableRow, b: TableRow): boolean {
  if (a === b) return true;
  if (a.key !== b.key || a.level !== b.level) return false;
  if (a.kind === 'order' && b.kind === 'order') return a.order === b.order && a.expandable === b.expandable && a.expanded === b.expanded;
  if (a.kind === 'leg' && b.kind === 'leg') return a.leg === b.leg && a.legIndex === b.legIndex && a.order.orderId === b.order.orderId;
  if (a.kind === 'group' && b.kind === 'group') return a.group === b.group && a.expanded === b.expanded && a.shown === b.shown;
  return false;
}

const sameProps = (a: TableRowProps, b: TableRowProps): boolean =>
  a.id === b.id &&
  a.index === b.index &&
  a.columns === b.columns &&
  a.active === b.active &&
  a.flash === b.flash &&
  a.jumped === b.jumped &&
  a.isNew === b.isNew &&
  a.stale === b.stale &&
  a.onToggle === b.onToggle &&
  a.onActivate === b.onActivate &&
  sameRow(a.row, b.row);

/**
 * Any row of the table: an order (top level or in a group), a leg of a multi-leg order, or a
 * group. One component for every kind, so a recycled slot keeps its element whatever it shows.
 */
export const TableRowView = memo(function TableRowView({ row, ...props }: TableRowProps) {
  const base = { ...props, rowKey: row.key, level: row.level };
  // The Account column (All accounts) is the row's account, whatever the row shows.
  const { account } = row;
  const withAccount = (cell: (column: ColumnDef) => ReactNode) => (column: ColumnDef) =>
    column.id === 'account' ? accountCell(account, props.stale) : cell(column);
  if (row.kind === 'group') {
    const { group, shown } = row;
    return (
      <RowFrame
        {...base}
        kind="group"
        label={`Group order ${group.groupOrderId ?? ''}`}
        expanded={row.expanded}
        isNew={false}
        cells={withAccount((column) => groupCell(column.id, group, shown))}
      />
    );
  }
  if (row.kind === 'leg') {
    const { leg, legIndex } = row;
    return (
      <RowFrame
        {...base}
        kind="leg"
        label={`Leg ${leg.legNumber ?? legIndex + 1} of order ${row.order.orderId}`}
        expanded={null}
        flash={null}
        isNew={false}
        cells={withAccount((column) => legCell(column.id, leg, legIndex))}
      />
    );
  }
  const { order } = row;
  return (
    <RowFrame
      {...base}
      kind="order"
      orderId={order.orderId}
      label={`Order ${order.orderId}`}
      expanded={row.expandable ? row.expanded : null}
      cells={withAccount((column) => orderCell(column.id, order, props.isNew))}
    />
  );
}, sameProps);
