/**
 * The positions treegrid: a tree-table (components/tree-table) of the positions grouped by
 * underlier. Enter on a group opens or closes it; on a position (or a double-click) it opens the
 * position's chain, and O its orders of today.
 */
import { useCallback, useLayoutEffect, useRef } from 'react';
import { positionKey } from '../../../shared/domain/positions.ts';
import { flashClass } from '../../components/tree-table/tree-row.tsx';
import { TreeTable } from '../../components/tree-table/tree-table.tsx';
import type { PositionColumn } from './position-columns.ts';
import { POSITION_ROW_HEIGHT, PositionRowView } from './position-row.tsx';
import { POSITION_TREE, type AccountTag, type PositionRow } from './position-rows.ts';
import { marksOf, usePositionsStore, type PositionMarks } from '../../feeds/positions/positions-store.ts';
import type { Position } from '../../../shared/domain/positions.ts';

const OVERSCAN = 8;
const TREE_TRACK = '32px';

interface PositionsTableProps {
  /** The table's scope: the account shown, or the name of all accounts (groups open and close per scope). */
  scope: string;
  /** Under "All accounts", each position's account; absent: every position is the scope's account's. */
  accountOf?: (position: Position) => AccountTag | null;
  rows: readonly PositionRow[];
  columns: readonly PositionColumn[];
  sort: { column: PositionColumn; direction: 'asc' | 'desc' };
  onSort(columnId: string): void;
  /** Each account's marks of its last refresh. */
  marks: ReadonlyMap<string, PositionMarks>;
  stale: boolean;
  label: string;
  /** Enter or double-click on a position row: its chain. */
  onOpen(row: Extract<PositionRow, { kind: 'position' }>): void;
  /** O on a position row: its orders of today. */
  onOrders(row: Extract<PositionRow, { kind: 'position' }>): void;
}

/** The underlier of the group row `key`, or null for any other row. */
function underlierOf(rows: readonly PositionRow[], key: string): string | null {
  const row = rows.find((candidate) => candidate.key === key);
  return row?.kind === 'group' ? row.underlier : null;
}

/** The virtualised, keyboard-driven positions table. */
export function PositionsTable({ scope, accountOf, rows, columns, sort, onSort, marks, stale, label, onOpen, onOrders }: PositionsTableProps) {
  const activeKey = usePositionsStore((s) => s.activeKey);
  const activeSeq = usePositionsStore((s) => s.activeSeq);
  const setActive = usePositionsStore((s) => s.setActive);
  const toggleGroup = usePositionsStore((s) => s.toggle);
  const setExpanded = usePositionsStore((s) => s.setExpanded);
  const rowsRef = useRef(rows);
  useLayoutEffect(() => {
    rowsRef.current = rows;
  });

  const onToggle = useCallback(
    (key: string, open?: boolean) => {
      const underlier = underlierOf(rowsRef.current, key);
      if (underlier === null) return;
      if (open === undefined) toggleGroup(scope, underlier);
      else setExpanded(scope, underlier, open);
    },
    [toggleGroup, setExpanded, scope],
  );
  const onActivate = useCallback((key: string) => setActive(key), [setActive]);
  const onOpenKey = useCallback(
    (key: string) => {
      const row = rowsRef.current.find((candidate) => candidate.key === key);
      if (row?.kind === 'position') onOpen(row);
    },
    [onOpen],
  );
  // Enter on a position opens its chain, O its orders; on a group Enter is the tree's (it folds).
  const onKey = (key: string, row: PositionRow | undefined): boolean => {
    if (row?.kind !== 'position' || (key !== 'Enter' && key !== 'o' && key !== 'O')) return false;
    if (key === 'Enter') onOpen(row);
    else onOrders(row);
    return true;
  };

  // Each account's refresh restarts its own rows' flash (two class names, by the parity of its count).
  const flashIn = (position: Position): string | null => {
    const own = marksOf(marks, accountOf?.(position)?.key ?? scope);
    return own.changed.has(positionKey(position)) ? flashClass(own.refresh) : null;
  };
  const flashOf = (row: PositionRow): string | null => {
    if (row.kind === 'position') return flashIn(row.position);
    for (const position of row.positions) {
      const flash = flashIn(position);
      if (flash !== null) return flash;
    }
    return null;
  };
  let refreshes = 0;
  let changedCount = 0;
  for (const [key, own] of marks) {
    if (accountOf === undefined && key !== scope) continue;
    refreshes += own.refresh;
    changedCount += own.changed.size;
  }
  const renderRow = (row: PositionRow, index: number, id: string) => (
    <PositionRowView
      id={id}
      row={row}
      index={index}
      columns={columns}
      active={row.key === activeKey}
      flash={flashOf(row)}
      onToggle={onToggle}
      onActivate={onActivate}
      onOpen={onOpenKey}
    />
  );

  return (
    <TreeTable
      rows={rows}
      columns={columns}
      tree={POSITION_TREE}
      treeTrack={TREE_TRACK}
      label={label}
      name="positions-table"
      className="positions-table"
      rowHeight={POSITION_ROW_HEIGHT}
      overscan={OVERSCAN}
      sort={sort}
      onSort={onSort}
      activeKey={activeKey}
      activeSeq={activeSeq}
      onActive={onActivate}
      onToggle={onToggle}
      onKey={onKey}
      stickyFirst
      stale={stale}
      renderRow={renderRow}
      data={{ 'data-changed-count': changedCount, 'data-refresh': refreshes }}
    />
  );
}
