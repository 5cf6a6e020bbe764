/**
 * The rows of the orders table, memoised: a row re-renders only when its own order (or leg, or
 * group) object, its expansion, focus or highlight changed. Order objects stay the same across
 * refreshes while unchanged (share-watch-state.ts), so a refresh re-renders only changed rows.
 */
import { memo, type ReactNode } from 'react';
import type { GroupOrder, Order, OrderLeg } from '../../../shared/domain/orders.ts';
import type { ColumnDef } from './order-columns.ts';
import { groupCell, legCell, orderCell } from './order-cells.tsx';
import { useRenderProbe } from './render-probe.ts';

/** What every row gets from the table. */
interface RowBase {
  rowKey: string;
  level: number;
  columns: readonly ColumnDef[];
  active: boolean;
  onToggle(key: string): void;
  onActivate(key: string): void;
}

interface FrameProps extends RowBase {
  kind: 'order' | 'leg' | 'group';
  expanded: boolean | null;
  /** `flash-a` / `flash-b` while the last refresh changed the row (the parity restarts the animation). */
  flash: string | null;
  isNew: boolean;
  orderId?: string;
  label: string;
  cells: (column: ColumnDef) => ReactNode;
}

function RowFrame(props: FrameProps) {
  const { rowKey, level, columns, active, expanded, flash, isNew, kind, onToggle, onActivate } = props;
  useRenderProbe(rowKey);
  const classes = ['orders-row', `row-${kind}`, `level-${level}`];
  if (active) classes.push('row-active');
  if (flash !== null) classes.push(flash);
  return (
    <div
      role="row"
      className={classes.join(' ')}
      aria-level={level}
      aria-expanded={expanded ?? undefined}
      aria-selected={active}
      aria-label={props.label}
      tabIndex={active ? 0 : -1}
      data-key={rowKey}
      data-order-id={kind === 'order' ? props.orderId : undefined}
      data-changed={flash === null ? undefined : 'true'}
      data-new={isNew ? 'true' : undefined}
      onClick={() => onActivate(rowKey)}
      onDoubleClick={() => expanded !== null && onToggle(rowKey)}
    >
      <div role="gridcell" className="cell cell-tree">
        {expanded === null ? null : (
          <button
            type="button"
            tabIndex={-1}
            className="tree-toggle"
            aria-label={expanded ? 'Collapse' : 'Expand'}
            onClick={(event) => {
              event.stopPropagation();
              onActivate(rowKey);
              onToggle(rowKey);
            }}
          >
            <svg viewBox="0 0 10 10" width="10" height="10" aria-hidden="true">
              <path d="M3 1.5 7 5 3 8.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
            </svg>
          </button>
        )}
      </div>
      {columns.map((column) => (
        <div role="gridcell" key={column.id} className={`cell cell-${column.id}${column.numeric ? ' cell-num' : ''}`}>
          {props.cells(column)}
        </div>
      ))}
    </div>
  );
}

/** An order, at the top level or inside a group. */
export const OrderRow = memo(function OrderRow(
  props: RowBase & { order: Order; expandable: boolean; expanded: boolean; flash: string | null; isNew: boolean },
) {
  const { order } = props;
  return (
    <RowFrame
      {...props}
      kind="order"
      orderId={order.orderId}
      label={`Order ${order.orderId}`}
      expanded={props.expandable ? props.expanded : null}
      cells={(column) => orderCell(column.id, order, props.isNew)}
    />
  );
});

/** A leg of a multi-leg order. */
export const LegRow = memo(function LegRow(props: RowBase & { leg: OrderLeg; legIndex: number; orderId: string }) {
  const { leg, legIndex } = props;
  return (
    <RowFrame
      {...props}
      kind="leg"
      label={`Leg ${leg.legNumber ?? legIndex + 1} of order ${props.orderId}`}
      expanded={null}
      flash={null}
      isNew={false}
      cells={(column) => legCell(column.id, leg, legIndex)}
    />
  );
});

/** A group order, its members nested below when expanded. */
export const GroupRow = memo(function GroupRow(
  props: RowBase & { group: GroupOrder; expanded: boolean; shown: number; flash: string | null },
) {
  const { group, shown } = props;
  return (
    <RowFrame
      {...props}
      kind="group"
      label={`Group order ${group.groupOrderId ?? ''}`}
      isNew={false}
      cells={(column) => groupCell(column.id, group, shown)}
    />
  );
});
