/**
 * The loaded orders view: status tabs with counts, search, columns, CSV export and the table.
 * Filtering, sorting and flattening are memoised on the book, so a push that changes nothing
 * (only "refreshing") recomputes nothing.
 */
import { useMemo, type RefObject } from 'react';
import type { OrderBook } from '../../../shared/domain/order-watch.ts';
import { ColumnPicker } from './column-picker.tsx';
import type { ColumnDef } from './order-columns.ts';
import { flattenRows, visibleUnits } from './order-rows.ts';
import { downloadText, ordersCsv } from './orders-csv.ts';
import { expandedOf, useOrdersStore, type RefreshMarks } from './orders-store.ts';
import { NoMatches } from './orders-states.tsx';
import { OrdersTable } from './orders-table.tsx';
import { ORDERS_TABPANEL_ID, OrderSearch, StatusTabs, statusTabId } from './status-tabs.tsx';
import { formatEasternStamp } from './order-format.ts';

interface OrdersPanelProps {
  accountId: string;
  book: OrderBook;
  dataTime: number | null;
  columns: readonly ColumnDef[];
  sort: { column: ColumnDef; direction: 'asc' | 'desc' };
  onSort(columnId: string): void;
  onColumns(ids: string[] | null): void;
  marks: RefreshMarks;
  stale: boolean;
  searchRef: RefObject<HTMLInputElement | null>;
}

/** Tabs, search, export and the table of a loaded book. */
export function OrdersPanel({ accountId, book, dataTime, columns, sort, onSort, onColumns, marks, stale, searchRef }: OrdersPanelProps) {
  const tab = useOrdersStore((s) => s.tab);
  const search = useOrdersStore((s) => s.search);
  const setTab = useOrdersStore((s) => s.setTab);
  const setSearch = useOrdersStore((s) => s.setSearch);
  const expanded = useOrdersStore((s) => expandedOf(s, accountId));
  const { units, counts } = useMemo(() => visibleUnits(book, { tab, search, sort }), [book, tab, search, sort]);
  const rows = useMemo(() => flattenRows(units, expanded), [units, expanded]);

  const exportCsv = () => {
    const stamp = formatEasternStamp(dataTime ?? Date.now()).replaceAll(':', '').replace(' ', '-');
    downloadText(ordersCsv(units, columns), `orders-${accountId}-${stamp}.csv`);
  };

  return (
    <>
      <div className="orders-filters">
        <StatusTabs tab={tab} counts={counts} onTab={setTab} />
        <OrderSearch value={search} onChange={setSearch} inputRef={searchRef} />
        <span className="filters-end">
          <ColumnPicker shown={columns} onChange={onColumns} />
          <button type="button" className="button button-small" onClick={exportCsv} disabled={units.length === 0} title="Save the orders shown, with all legs, as a CSV file">
            Export CSV
          </button>
        </span>
      </div>
      {book.truncated ? (
        <p className="orders-truncated" role="note">
          The brokerage returned more pages than the app reads in one refresh: the oldest orders of the day may be missing.
        </p>
      ) : null}
      <div className="orders-tabpanel" role="tabpanel" id={ORDERS_TABPANEL_ID} aria-labelledby={statusTabId(tab)}>
        {rows.length === 0 ? (
          <NoMatches
            onClear={() => {
              setTab('all');
              setSearch('');
            }}
          />
        ) : (
          <OrdersTable accountId={accountId} rows={rows} columns={columns} sort={sort} onSort={onSort} marks={marks} stale={stale} />
        )}
      </div>
    </>
  );
}
