/**
 * The positions treegrid, built as the orders table is (and from its parts: the virtual rows, the
 * sortable header, the treegrid keys, the look): a sticky header, then only the rows in view. The
 * keyboard focus stays on the table and aria-activedescendant names the active row. Enter on a
 * group opens or closes it; on a position (or a double-click) it opens the position's chain, and O
 * its orders of today.
 */
import { useCallback, useId, useLayoutEffect, useRef, type CSSProperties, type FocusEvent, type KeyboardEvent } from 'react';
import { positionKey } from '../../../shared/domain/positions.ts';
import { slotId, slotOfRow } from '../../components/virtual-rows/row-window.ts';
import { useVirtualRows } from '../../components/virtual-rows/use-virtual-rows.ts';
import { VirtualRowGroup } from '../../components/virtual-rows/virtual-row-group.tsx';
import { OrdersHeader } from '../orders/orders-header.tsx';
import { treeKeyAction } from '../orders/table-keys.ts';
import type { PositionColumn } from './position-columns.ts';
import { POSITION_ROW_HEIGHT, PositionRowView } from './position-row.tsx';
import { POSITION_TREE, type AccountTag, type PositionRow } from './position-rows.ts';
import { marksOf, usePositionsStore, type PositionMarks } from '../../feeds/positions/positions-store.ts';
import type { Position } from '../../../shared/domain/positions.ts';

const HEADER_HEIGHT = 32;
const OVERSCAN = 8;
const TREE_TRACK = '40px';

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

// A run of digits is tried from its first digit only (linear on any text).
const pxOf = (track: string): number => Number(/(?<!\d)(\d+)px/.exec(track)?.[1] ?? 60);

/** The virtualised, keyboard-driven positions table. */
export function PositionsTable({ scope, accountOf, rows, columns, sort, onSort, marks, stale, label, onOpen, onOrders }: PositionsTableProps) {
  const activeKey = usePositionsStore((s) => s.activeKey);
  const activeSeq = usePositionsStore((s) => s.activeSeq);
  const setActive = usePositionsStore((s) => s.setActive);
  const toggleGroup = usePositionsStore((s) => s.toggle);
  const setExpanded = usePositionsStore((s) => s.setExpanded);
  const {
    ref: scrollRef,
    range,
    shown,
    onScroll,
    reveal,
  } = useVirtualRows({ count: rows.length, rowHeight: POSITION_ROW_HEIGHT, headerHeight: HEADER_HEIGHT, overscan: OVERSCAN }, { sizeKey: 'positions-table' });
  const rowsRef = useRef(rows);
  const idBase = useId();
  const activeIndex = activeKey === null ? -1 : rows.findIndex((row) => row.key === activeKey);
  useLayoutEffect(() => {
    rowsRef.current = rows;
  });

  const onToggle = useCallback(
    (key: string) => {
      const underlier = underlierOf(rowsRef.current, key);
      if (underlier !== null) toggleGroup(scope, underlier);
    },
    [toggleGroup, scope],
  );
  const onActivate = useCallback((key: string) => setActive(key), [setActive]);
  const onOpenKey = useCallback(
    (key: string) => {
      const row = rowsRef.current.find((candidate) => candidate.key === key);
      if (row?.kind === 'position') onOpen(row);
    },
    [onOpen],
  );

  // A new active row (keys, a click) is brought into view.
  useLayoutEffect(() => {
    if (activeSeq === 0 || activeKey === null) return;
    const index = rowsRef.current.findIndex((row) => row.key === activeKey);
    if (index !== -1) reveal(index);
  }, [activeSeq, activeKey, reveal]);

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || rows.length === 0) return;
    if (activeIndex === -1) setActive(rows[0]?.key ?? null);
    else if (event.currentTarget.matches(':focus-visible')) reveal(activeIndex);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return;
    const at = activeIndex === -1 ? 0 : activeIndex;
    const row = rows[at];
    if ((event.key === 'Enter' || event.key === 'o' || event.key === 'O') && row?.kind === 'position') {
      event.preventDefault();
      if (event.key === 'Enter') onOpen(row);
      else onOrders(row);
      return;
    }
    const action = treeKeyAction(event.key, rows, at, range.pageRows, POSITION_TREE);
    if (action === null) return;
    event.preventDefault();
    if ('move' in action) {
      const next = rows[action.move];
      if (next !== undefined) setActive(next.key);
      return;
    }
    const underlier = underlierOf(rows, action.toggle);
    if (underlier === null) return;
    if (action.open === undefined) toggleGroup(scope, underlier);
    else setExpanded(scope, underlier, action.open);
  };

  const template = [TREE_TRACK, ...columns.map((column) => column.width)].join(' ');
  const minWidth = pxOf(TREE_TRACK) + columns.reduce((sum, column) => sum + pxOf(column.width), 0);
  const style = { '--orders-grid': template, '--orders-min-width': `${minWidth}px`, '--row-height': `${POSITION_ROW_HEIGHT}px` } as CSSProperties;
  // Each account's refresh restarts its own rows' flash (two class names, by the parity of its count).
  const flashIn = (position: Position): string | null => {
    const own = marksOf(marks, accountOf?.(position)?.key ?? scope);
    return own.changed.has(positionKey(position)) ? (own.refresh % 2 === 0 ? 'flash-a' : 'flash-b') : null;
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
  const renderRow = (index: number, id: string) => {
    const row = rows[index];
    if (row === undefined) return null;
    return (
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
  };
  const activeRendered = activeIndex >= shown.first && activeIndex < shown.end;

  return (
    <div
      ref={scrollRef}
      className={`orders-table positions-table${stale ? ' is-stale' : ''}`}
      role="treegrid"
      aria-label={label}
      aria-rowcount={rows.length + 1}
      aria-colcount={columns.length + 1}
      aria-multiselectable={false}
      aria-activedescendant={activeRendered ? slotId(idBase, slotOfRow(shown, activeIndex)) : undefined}
      tabIndex={0}
      style={style}
      onScroll={onScroll}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      data-testid="positions-table"
      data-changed-count={changedCount}
      data-refresh={refreshes}
    >
      <OrdersHeader columns={columns} sort={sort} onSort={onSort} />
      <VirtualRowGroup shown={shown} idBase={idBase} height={rows.length * POSITION_ROW_HEIGHT} className="orders-body" renderRow={renderRow} />
    </div>
  );
}
