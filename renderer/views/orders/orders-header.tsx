/**
 * The header row of the orders table (and the positions table, which shares its look): every
 * column sorts on click (again to reverse), and says its sort to assistive technology through
 * aria-sort.
 */
import { memo } from 'react';
import type { ColumnDef } from './order-columns.ts';

/** What a header needs of a column: any table's column definitions have these. */
export type HeaderColumn = Pick<ColumnDef, 'label' | 'title' | 'numeric'> & { id: string };

/** Column headers as sort buttons. Memoised: scrolling never renders it again. */
export const OrdersHeader = memo(function OrdersHeader({
  columns,
  sort,
  onSort,
}: {
  columns: readonly HeaderColumn[];
  sort: { column: { id: string }; direction: 'asc' | 'desc' };
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
