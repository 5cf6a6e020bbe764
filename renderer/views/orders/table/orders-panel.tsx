/**
 * The loaded orders view: status tabs with counts, search, columns, CSV export, the table and,
 * when opened, the details panel of the active order. Filtering, sorting and flattening are
 * memoised on the book, so a push that changes nothing (only "refreshing") recomputes nothing.
 */
import { useCallback, useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import type { OrderBook } from '../../../../shared/domain/order-watch.ts';
import type { EnvironmentId } from '../../../../shared/settings.ts';
import { PlacedWithDate } from './order-cells.tsx';
import { revealInAll } from '../all-accounts/all-orders-focus.ts';
import { COLUMNS, columnsBesideDetails, withAccountColumn, type ColumnDef } from './order-columns.ts';
import { OrderDetailsPanel } from '../details/order-details-panel.tsx';
import { OrderJumpContext } from '../details/order-jump.tsx';
import { orderIndexOf } from '../details/order-links.ts';
import { flattenRows, orderKey, visibleUnits, type AccountOf, type TableRow } from './order-rows.ts';
import { ordersCsv } from '../format/orders-csv.ts';
import { expandedOf, useOrdersStore, type RefreshMarks } from '../../../feeds/orders/orders-store.ts';
import { NoMatches } from '../orders-states.tsx';
import { OrdersTable } from './orders-table.tsx';
import { ORDERS_TABPANEL_ID, OrderSearch, StatusTabs, statusTabId } from './status-tabs.tsx';
import { countOrders, orderCountWords } from '../../../../shared/domain/order-count.ts';
import { ColumnChooser } from '../../../components/tree-table/column-chooser.tsx';
import { downloadText } from '../../../components/tree-table/table-csv.ts';

interface OrdersPanelProps {
  environment: EnvironmentId;
  /** The account key (store state is kept per key). */
  accountKey: string;
  book: OrderBook;
  /** The CSV file's name (account number and range). */
  fileName: string;
  /** The table's accessible name. */
  tableLabel: string;
  /** A window of several days: the Placed column shows the day too. */
  multiDay: boolean;
  /** Today's start (epoch ms) on the live list: the count says apart the orders placed before it; `null` for history. */
  dayStart: number | null;
  columns: readonly ColumnDef[];
  /** The default layout's columns (the chooser's "Default columns"). */
  defaultColumns: readonly ColumnDef[];
  sort: { column: ColumnDef; direction: 'asc' | 'desc' };
  onSort(columnId: string): void;
  onColumns(ids: string[] | null): void;
  marks: RefreshMarks;
  stale: boolean;
  /** The first load's later pages are still merging in (the book holds those read so far). */
  loading?: boolean;
  searchRef: RefObject<HTMLInputElement | null>;
  /**
   * Under "All accounts": each order's account (the Account column, search, sort, CSV, the
   * details' account), each account's flashes, and the accounts whose rows are stale.
   */
  all?: AllAccountsRows;
}

/** What "All accounts" adds to the panel. */
export interface AllAccountsRows {
  accountOf: AccountOf;
  accountMarks: ReadonlyMap<string, RefreshMarks>;
  staleAccounts: ReadonlySet<string>;
}

/** The order (and its group) a row stands for; `null` for a group's own row. */
function activeOrderOf(rows: readonly TableRow[], book: OrderBook, key: string | null) {
  const row = key === null ? undefined : rows.find((candidate) => candidate.key === key);
  if (row === undefined) return { order: null, group: null };
  // A group row shows its first member with the group: on v1 the members share the platform's
  // order ID, whose details and events are the group's.
  if (row.kind === 'group') return { order: row.group.orders[0] ?? null, group: row.group };
  // By the object first: under All accounts, two accounts' orders may share an ID.
  const group =
    book.groups.find((candidate) => candidate.orders.includes(row.order)) ??
    book.groups.find((candidate) => candidate.orders.some((member) => member.orderId === row.order.orderId)) ??
    null;
  return { order: row.order, group };
}

/** Tabs, search, export, the table and the details panel of a loaded book. */
export function OrdersPanel(props: OrdersPanelProps) {
  const {
    environment,
    accountKey,
    book,
    fileName,
    tableLabel,
    multiDay,
    dayStart,
    columns: chosenColumns,
    defaultColumns,
    sort,
    onSort,
    onColumns,
    marks,
    stale,
    loading = false,
    searchRef,
    all,
  } = props;
  const accountOf = all?.accountOf;
  // By whether All accounts is on, not by its props object (new on every push): the same columns keep every row memoised.
  const allAccounts = all !== undefined;
  const columns = useMemo(() => (allAccounts ? withAccountColumn(chosenColumns) : chosenColumns), [allAccounts, chosenColumns]);
  const tab = useOrdersStore((s) => s.tab);
  const search = useOrdersStore((s) => s.search);
  const setTab = useOrdersStore((s) => s.setTab);
  const setSearch = useOrdersStore((s) => s.setSearch);
  const detailsOpen = useOrdersStore((s) => s.detailsOpen);
  const setDetailsOpen = useOrdersStore((s) => s.setDetailsOpen);
  const activeKey = useOrdersStore((s) => s.activeKey);
  const jumpMiss = useOrdersStore((s) => s.jumpMiss);
  const expanded = useOrdersStore((s) => expandedOf(s, accountKey));
  const { units, counts } = useMemo(
    () => visibleUnits(book, { tab, search, sort, ...(accountOf === undefined ? {} : { accountOf }) }),
    [book, tab, search, sort, accountOf],
  );
  const rows = useMemo(() => flattenRows(units, expanded, accountOf), [units, expanded, accountOf]);
  // What the All tab counts, in words: the same count the command line and the demo broker say.
  const countWords = useMemo(() => orderCountWords(countOrders(book, dayStart)), [book, dayStart]);
  const present = orderIndexOf(book);

  // One jump function for the life of the panel: rows hold it through a context and must not
  // re-render when the book changes.
  const bookRef = useRef(book);
  const accountOfRef = useRef(accountOf);
  useLayoutEffect(() => {
    bookRef.current = book;
    accountOfRef.current = accountOf;
  });
  const jumpTo = useCallback(
    (target: string) => {
      const store = useOrdersStore.getState();
      // Links name the platform's IDs; the row of a v1 group member has an ID of its own.
      const orderId = orderIndexOf(bookRef.current).get(target);
      if (orderId === undefined) {
        store.setJumpMiss(target);
        return;
      }
      const tagged = accountOfRef.current;
      if (tagged === undefined) {
        store.setJump(orderKey(orderId));
        store.requestFocus({ accountId: accountKey, orderId });
        return;
      }
      // Under All accounts a link stays in its order's account (IDs repeat across accounts).
      const from = store.activeKey?.split('/')[0];
      const found = revealInAll(bookRef.current, tagged, accountKey, orderId, from);
      if (found !== null) store.setJump(found);
    },
    [accountKey],
  );

  const exportCsv = () => downloadText(ordersCsv(units, columns, accountOf), fileName);
  const active = detailsOpen ? activeOrderOf(rows, book, activeKey) : { order: null, group: null };
  // The details of an order of All accounts are asked of its own account.
  const detailsAccount = (active.order === null ? null : accountOf?.(active.order)?.key) ?? accountKey;
  const tableColumns = useMemo(() => (detailsOpen ? columnsBesideDetails(columns) : columns), [detailsOpen, columns]);
  const detailsToggle = useRef<HTMLButtonElement | null>(null);

  return (
    <OrderJumpContext.Provider value={jumpTo}>
      <div className="orders-filters">
        <StatusTabs tab={tab} counts={counts} onTab={setTab} allTitle={search.trim() === '' ? countWords : null} />
        <OrderSearch value={search} onChange={setSearch} inputRef={searchRef} />
        <span className="filters-end">
          <button
            type="button"
            className="button button-small"
            ref={detailsToggle}
            aria-pressed={detailsOpen}
            onClick={() => setDetailsOpen(!detailsOpen)}
            title="Show the active order’s details and events beside the table"
            data-testid="details-toggle"
          >
            Details
          </button>
          <ColumnChooser all={COLUMNS} shown={chosenColumns} defaults={defaultColumns} onChange={onColumns} />
          <button
            type="button"
            className="button button-small"
            onClick={exportCsv}
            disabled={units.length === 0}
            title="Save the orders shown, with all legs, as a CSV file"
          >
            Export CSV
          </button>
        </span>
      </div>
      {book.truncated ? (
        <p className="view-notice" role="note">
          The brokerage returned more pages than the app reads in one refresh: the oldest orders of the day may be missing.
        </p>
      ) : null}
      {jumpMiss === null ? null : (
        <p className="orders-jump-miss" role="status" data-testid="jump-miss">
          Order #{jumpMiss} is not in this list: it belongs to another range, or the server-side filters leave it out.
        </p>
      )}
      <div className="view-main">
        <div className={multiDay ? 'orders-tabpanel multi-day' : 'orders-tabpanel'} role="tabpanel" id={ORDERS_TABPANEL_ID} aria-labelledby={statusTabId(tab)}>
          {rows.length === 0 ? (
            <NoMatches
              onClear={() => {
                setTab('all');
                setSearch('');
              }}
            />
          ) : (
            <PlacedWithDate.Provider value={multiDay}>
              <OrdersTable
                accountId={accountKey}
                rows={rows}
                columns={tableColumns}
                sort={sort}
                onSort={onSort}
                marks={marks}
                {...(all === undefined ? {} : { accountMarks: all.accountMarks, staleAccounts: all.staleAccounts })}
                stale={stale}
                label={tableLabel}
                data={book}
                loading={loading}
              />
            </PlacedWithDate.Provider>
          )}
        </div>
        {detailsOpen ? (
          <OrderDetailsPanel
            environment={environment}
            accountKey={detailsAccount}
            order={active.order}
            group={active.group}
            present={present}
            onJump={jumpTo}
            onClose={() => {
              setDetailsOpen(false);
              // The Close button goes with the panel: the focus goes back to the toggle that opened it.
              detailsToggle.current?.focus();
            }}
          />
        ) : null}
      </div>
    </OrderJumpContext.Provider>
  );
}
