/**
 * The orders treegrid: a sticky header, then only the rows in view (use-virtual-rows.ts) inside
 * a spacer as tall as all rows. Rows are memoised and keyed by order ID; the table passes each
 * one only what concerns it, so a refresh re-renders the rows that changed and no others.
 */
import { useCallback, useLayoutEffect, useRef, type CSSProperties, type KeyboardEvent } from 'react';
import type { ColumnDef } from './order-columns.ts';
import { GroupRow, LegRow, OrderRow } from './order-row.tsx';
import type { TableRow } from './order-rows.ts';
import { useOrdersStore, type RefreshMarks } from './orders-store.ts';
import { OrdersHeader } from './orders-header.tsx';
import { keyAction } from './table-keys.ts';
import { useVirtualRows } from './use-virtual-rows.ts';

/** Height of every row (px); fixed, so the window is arithmetic. */
export const ROW_HEIGHT = 30;
const HEADER_HEIGHT = 32;
const TREE_TRACK = '40px';

interface OrdersTableProps {
  accountId: string;
  rows: readonly TableRow[];
  columns: readonly ColumnDef[];
  sort: { column: ColumnDef; direction: 'asc' | 'desc' };
  onSort(columnId: string): void;
  marks: RefreshMarks;
  stale: boolean;
}

const pxOf = (track: string): number => Number(/(\d+)px/.exec(track)?.[1] ?? 60);

/** The virtualised, keyboard-driven orders table. */
export function OrdersTable({ accountId, rows, columns, sort, onSort, marks, stale }: OrdersTableProps) {
  const activeKey = useOrdersStore((s) => s.activeKey);
  const activeSeq = useOrdersStore((s) => s.activeSeq);
  const setActive = useOrdersStore((s) => s.setActive);
  const toggleKey = useOrdersStore((s) => s.toggle);
  const setExpanded = useOrdersStore((s) => s.setExpanded);
  const { ref: scrollRef, start, end, onScroll, reveal, pageSize } = useVirtualRows(rows.length, ROW_HEIGHT, HEADER_HEIGHT);
  const bodyRef = useRef<HTMLDivElement | null>(null);
  const rowsRef = useRef(rows);
  const pendingFocus = useRef<string | null>(null);
  const activeIndex = activeKey === null ? -1 : rows.findIndex((row) => row.key === activeKey);

  useLayoutEffect(() => {
    rowsRef.current = rows;
  });

  const onToggle = useCallback((key: string) => toggleKey(accountId, key), [toggleKey, accountId]);
  const onActivate = useCallback((key: string) => setActive(key), [setActive]);

  // A new active row (keys, a click, a notification) is brought into view and given the focus.
  useLayoutEffect(() => {
    if (activeSeq === 0 || activeKey === null) return;
    const index = rowsRef.current.findIndex((row) => row.key === activeKey);
    if (index === -1) return;
    reveal(index);
    pendingFocus.current = activeKey;
  }, [activeSeq, activeKey, reveal]);

  // After every render: focus a row that was waiting to be drawn, and number the drawn rows
  // (aria-rowindex) here rather than as props, so a row above moving does not re-render them.
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (body === null) return;
    const children = body.children;
    for (let i = 0; i < children.length; i += 1) children[i]?.setAttribute('aria-rowindex', String(start + i + 2));
    const key = pendingFocus.current;
    if (key === null) return;
    const element = body.querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"]`);
    if (element !== null) {
      pendingFocus.current = null;
      if (document.activeElement !== element) element.focus({ preventScroll: true });
    }
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const action = keyAction(event.key, rows, activeIndex === -1 ? 0 : activeIndex, pageSize);
    if (action === null) return;
    event.preventDefault();
    if ('move' in action) {
      const row = rows[action.move];
      if (row !== undefined) setActive(row.key);
    } else if (action.open === undefined) toggleKey(accountId, action.toggle);
    else setExpanded(accountId, action.toggle, action.open);
  };

  const template = [TREE_TRACK, ...columns.map((column) => column.width)].join(' ');
  const minWidth = pxOf(TREE_TRACK) + columns.reduce((sum, column) => sum + pxOf(column.width), 0);
  const style = { '--orders-grid': template, '--orders-min-width': `${minWidth}px`, '--row-height': `${ROW_HEIGHT}px` } as CSSProperties;
  const flashClass = marks.refresh % 2 === 0 ? 'flash-a' : 'flash-b';
  const flashOf = (orderId: string): string | null => (marks.changed.has(orderId) ? flashClass : null);
  const base = { columns, onToggle, onActivate };
  const focusable = activeIndex >= start && activeIndex < end;

  return (
    <div
      ref={scrollRef}
      className={`orders-table${stale ? ' is-stale' : ''}`}
      role="treegrid"
      aria-label="Today's orders"
      aria-rowcount={rows.length + 1}
      aria-colcount={columns.length + 1}
      aria-multiselectable={false}
      tabIndex={focusable ? -1 : 0}
      style={style}
      onScroll={onScroll}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        // Tabbing into the table lands on the active row, or the first one.
        if (event.target === event.currentTarget && rows.length > 0) setActive(rows[activeIndex === -1 ? 0 : activeIndex]?.key ?? null);
      }}
      data-testid="orders-table"
      data-changed-count={marks.changed.size}
    >
      <OrdersHeader columns={columns} sort={sort} onSort={onSort} />
      <div role="presentation" className="orders-spacer" style={{ height: rows.length * ROW_HEIGHT }}>
        <div role="rowgroup" ref={bodyRef} className="orders-body" style={{ transform: `translateY(${start * ROW_HEIGHT}px)` }}>
          {rows.slice(start, end).map((row) => {
            const active = row.key === activeKey;
            if (row.kind === 'group') {
              const flash = row.group.orders.some((order) => marks.changed.has(order.orderId)) ? flashClass : null;
              return <GroupRow key={row.key} {...base} rowKey={row.key} level={1} active={active} group={row.group} expanded={row.expanded} shown={row.shown} flash={flash} />;
            }
            if (row.kind === 'leg') {
              return <LegRow key={row.key} {...base} rowKey={row.key} level={row.level} active={active} leg={row.leg} legIndex={row.legIndex} orderId={row.order.orderId} />;
            }
            return (
              <OrderRow
                key={row.key}
                {...base}
                rowKey={row.key}
                level={row.level}
                active={active}
                order={row.order}
                expandable={row.expandable}
                expanded={row.expanded}
                flash={flashOf(row.order.orderId)}
                isNew={marks.arrivals.has(row.order.orderId)}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
}
