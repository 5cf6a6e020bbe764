/**
 * The header row of a tree-table (tree-table.tsx), sticky above the rows: with `onSort`, every
 * column sorts on click (again to reverse) and says its sort to assistive technology through
 * aria-sort; without, the headers are plain words (a table in a fixed order).
 */
import { memo } from 'react';
import type { TableColumn, TableSort } from './table-types.ts';

/** Column headers, as sort buttons when the table sorts. Memoised: scrolling never renders it again. */
export const TreeHeader = memo(function TreeHeader({
  columns,
  tree,
  sort,
  onSort,
}: {
  columns: readonly TableColumn[];
  /** The table has the expander's column first. */
  tree: boolean;
  sort: TableSort | null;
  onSort: ((columnId: string) => void) | undefined;
}) {
  return (
    <div role="rowgroup" className="tree-table-head">
      <div role="row" className="tree-row row-header" aria-rowindex={1}>
        {tree ? (
          <div role="columnheader" className="cell cell-tree">
            <span className="visually-hidden">Expand</span>
          </div>
        ) : null}
        {columns.map((column) => {
          const sorted = sort !== null && sort.column.id === column.id;
          const className = `cell cell-${column.id}${column.numeric ? ' cell-num' : ''}`;
          if (onSort === undefined)
            return (
              <div role="columnheader" key={column.id} className={className} title={column.title === column.label ? undefined : column.title}>
                {column.label}
              </div>
            );
          return (
            <div
              role="columnheader"
              key={column.id}
              className={className}
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
