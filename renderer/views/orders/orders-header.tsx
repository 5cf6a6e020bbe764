/**
 * The header row of the orders table: every column sorts on click (again to reverse), and says
 * its sort to assistive technology through aria-sort.
 */
import { memo } from 'react';
import type { ColumnDef } from './order-columns.ts';

/** Column headers as sort buttons. Memoised: scrolling never renders it again. */
export const OrdersHeader = memo(function OrdersHeader({
  columns,
  sort,
  onSort,
}: {
  columns: readonly ColumnDef[];
  sort: { column: ColumnDef; direction: 'asc' | 'desc' };
  onSort(columnId: string): void;
}) {
  return (
    <div role="rowgroup" className="orders-head">
      <div role="row" className="orders-row row-header" aria-rowindex={1}>
        <div role="columnheader" className="cell cell-tree">
          <span className="visually-hidden">Expand</span>
        </div>
        {columns.map((column) => {
          const sorted = sort.column.id === column.id;
          return (
            <div
              role="columnheader"
              key={column.id}
              className={`cell cell-${column.id}${column.numeric ? ' cell-num' : ''}`}
              aria-sort={sorted ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
            >
              <button type="button" className="sort-button" title={`${column.title}: sort`} onClick={() => onSort(column.id)} data-column={column.id}>
                {column.label}
                <span className="sort-arrow" aria-hidden="true">
                  {sorted ? (sort.direction === 'asc' ? '▲' : '▼') : ''}
                </span>
              </button>
            </div>
          );
        })}
      </div>
    </div>
  );
});
