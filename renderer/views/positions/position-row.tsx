/**
 * A row of the positions table, memoised: it renders again only when its own figures (the values
 * object, kept while its position is unchanged: position-values.ts), its expansion, activity,
 * flash, place or columns changed, so a refresh renders the rows it changed and no others. Each is
 * a tree-table row (components/tree-table/tree-row.tsx): one look for every table.
 */
import { memo } from 'react';
import { positionCell } from './position-cells.tsx';
import type { PositionColumn } from './position-columns.ts';
import type { PositionRow } from './position-rows.ts';
import { TreeRow } from '../../components/tree-table/tree-row.tsx';

/** Height of every row (px), as the orders table's. */
export const POSITION_ROW_HEIGHT = 30;

export interface PositionRowProps {
  /** The element's id, fixed for its slot. */
  id: string;
  row: PositionRow;
  index: number;
  columns: readonly PositionColumn[];
  active: boolean;
  /** flashClass() while the last refresh changed the row. */
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
  return (
    <TreeRow
      id={id}
      index={index}
      rowKey={row.key}
      rowHeight={POSITION_ROW_HEIGHT}
      level={group ? 1 : 2}
      expanded={group ? row.expanded : null}
      active={active}
      flash={flash}
      className={group ? 'row-group' : 'row-order'}
      label={group ? `${row.underlier}: ${row.values.description}` : row.values.symbol}
      columns={columns}
      cell={(column) => positionCell(column.id, row.values, group)}
      onActivate={onActivate}
      onToggle={onToggle}
      onDoubleClick={group ? onToggle : onOpen}
    />
  );
}, sameProps);
