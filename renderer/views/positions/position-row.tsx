/**
 * A row of the positions table, memoised: it renders again only when its own figures (the values
 * object, kept while its position is unchanged: position-values.ts), its expansion, activity,
 * flash, place or columns changed, so a refresh renders the rows it changed and no others. It
 * wears the orders table's classes (styles/orders.css): one look for both tables.
 */
import { memo } from 'react';
import { positionCell } from './position-cells.tsx';
import type { PositionColumn } from './position-columns.ts';
import type { PositionRow } from './position-rows.ts';
import { TreeCell } from '../../components/tree-cell.tsx';

/** Height of every row (px), as the orders table's. */
export const POSITION_ROW_HEIGHT = 30;

export interface PositionRowProps {
  /** The element's id, fixed for its slot. */
  id: string;
  row: PositionRow;
  index: number;
  columns: readonly PositionColumn[];
  active: boolean;
  /** `flash-a` / `flash-b` while the last refresh changed the row (the parity restarts the animation). */
  flash: string | null;
  onToggle(key: string): void;
  onActivate(key: string): void;
  /** Double-click on a position: its chain (links). */
  onOpen(key: string): void;
}

const sameProps = (a: PositionRowProps, b: PositionRowProps): boolean =>
  a.id === b.id &&
  a.index === b.index &&
  a.columns === b.columns &&
  a.active === b.active &&
  a.flash === b.flash &&
  a.onToggle === b.onToggle &&
  a.onActivate === b.onActivate &&
  a.onOpen === b.onOpen &&
  a.row.key === b.row.key &&
  a.row.values === b.row.values &&
  (a.row.kind === 'group' && b.row.kind === 'group' ? a.row.expanded === b.row.expanded : a.row.kind === b.row.kind);

/** A group (an underlier with its positions) or a position. */
export const PositionRowView = memo(function PositionRowView({ id, row, index, columns, active, flash, onToggle, onActivate, onOpen }: PositionRowProps) {
  const group = row.kind === 'group';
  const expanded = group ? row.expanded : null;
  const classes = ['orders-row', group ? 'row-group' : 'row-order', group ? 'level-1' : 'level-2'];
  if (active) classes.push('row-active');
  if (flash !== null) classes.push(flash);
  return (
    <div
      role="row"
      id={id}
      className={classes.join(' ')}
      aria-rowindex={index + 2}
      style={{ top: index * POSITION_ROW_HEIGHT }}
      aria-level={group ? 1 : 2}
      aria-expanded={expanded ?? undefined}
      aria-selected={active}
      aria-label={group ? `${row.underlier}: ${row.values.description}` : row.values.symbol}
      data-key={row.key}
      data-changed={flash === null ? undefined : 'true'}
      onClick={() => onActivate(row.key)}
      onDoubleClick={() => (group ? onToggle(row.key) : onOpen(row.key))}
    >
      <TreeCell expanded={expanded} rowKey={row.key} onActivate={onActivate} onToggle={onToggle} />
      {columns.map((column) => (
        <div role="gridcell" key={column.id} className={`cell cell-${column.id}${column.numeric ? ' cell-num' : ''}`}>
          {positionCell(column.id, row.values, group)}
        </div>
      ))}
    </div>
  );
}, sameProps);
