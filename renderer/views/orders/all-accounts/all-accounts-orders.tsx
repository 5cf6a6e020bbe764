/**
 * The orders view on "All accounts" (the current API): today's orders of every open
 * account live in one table with an Account column (its number and nickname), or a window of
 * history read for each of them; filterable by account, with the tabs, search, details, CSV and
 * flashes of one account's table; one status line for all the accounts' feeds, and above the
 * table the accounts still loading, failed or stale (their rows marked).
 */
import { useMemo, useState, type ReactNode, type RefObject } from 'react';
import { newYorkDayStart } from '../../../../shared/domain/market-time.ts';
import type { EnvironmentId } from '../../../../shared/settings.ts';
import { toAppError } from '../../../api.ts';
import { FeedStatusLine } from '../../../components/feed-status/feed-status.tsx';
import type { AccountTag } from '../../../components/accounts/account-options.ts';
import { AccountProblems } from './account-problems.tsx';
import { useAllFocusRequest } from './all-orders-focus.ts';
import { allOrdersShown, createBookMerger, mergeAccountBooks } from './all-orders.ts';
import { historyQuery } from '../history/history-query.ts';
import { HistoryStatus } from '../history/history-status.tsx';
import type { ColumnDef } from '../table/order-columns.ts';
import { rangeDates, rangeWords, type OrderRange } from '../history/order-range.ts';
import { accountText } from '../table/order-rows.ts';
import { ordersFileName } from '../format/orders-file-name.ts';
import { OrdersPanel } from '../table/orders-panel.tsx';
import { NoHistory, NoOrders } from '../orders-states.tsx';
import { FirstLoad, LoadFailed } from '../../../components/load-states.tsx';
import { EMPTY_MARKS, useOrdersStore, type HistoryFilters } from '../../../feeds/orders/orders-store.ts';
import { useAllHistory, useAllOrderControls, useAllOrders } from './use-all-orders.ts';

/** The store's scope of All accounts (expanded rows): never an account key, those have no space. */
export const ALL_ACCOUNTS_SCOPE = 'all accounts';
const ORDER_NAMES = { one: 'order', many: 'orders' } as const;

interface AllAccountsOrdersProps {
  environment: EnvironmentId;
  /** The open accounts, in the list's order (closed ones are never watched). */
  accounts: readonly AccountTag[];
  range: OrderRange;
  filters: HistoryFilters;
  now: number;
  sessionEnded: boolean;
  /** The toolbar's start: the account picker and the range control. */
  toolbar: ReactNode;
  columns: readonly ColumnDef[];
  /** The default layout's columns (the chooser's "Default columns"). */
  defaultColumns: readonly ColumnDef[];
  sort: { column: ColumnDef; direction: 'asc' | 'desc' };
  onSort(columnId: string): void;
  onColumns(ids: string[] | null): void;
  searchRef: RefObject<HTMLInputElement | null>;
}

/** The All accounts section of the orders view. */
export function AllAccountsOrders(props: AllAccountsOrdersProps) {
  const { environment, range, filters, now, sessionEnded } = props;
  // Past main's limit, All accounts is the first open accounts main watches (`all.limited` says so).
  const all = useAllOrders(environment, props.accounts);
  const accounts = all.accounts;
  const live = range.kind === 'today';
  const filter = useOrdersStore((s) => s.accountFilter);
  const setFilter = useOrdersStore((s) => s.setAccountFilter);
  const accountMarks = useOrdersStore((s) => s.accountMarks);
  // A filter on an account no longer open shows every account.
  const chosen = accounts.find((account) => account.key === filter) ?? null;
  const shownAccounts = useMemo(() => (chosen === null ? accounts : [chosen]), [accounts, chosen]);
  const [liveMerge] = useState(createBookMerger);
  const [historyMerge] = useState(createBookMerger);

  const keys = useMemo(() => accounts.map((account) => account.key), [accounts]);
  const controls = useAllOrderControls(keys);
  const shown = useMemo(
    () =>
      allOrdersShown(
        accounts.map((account, i) => ({ account, state: all.states[i] })),
        chosen === null ? null : new Set([chosen.key]),
        liveMerge,
      ),
    [accounts, all.states, chosen, liveMerge],
  );
  const queries = useMemo(() => shownAccounts.flatMap((account) => historyQuery(account.key, range, filters, now) ?? []), [shownAccounts, range, filters, now]);
  const history = useAllHistory(environment, queries);
  const histories = useMemo(
    () =>
      mergeAccountBooks(
        historyMerge,
        shownAccounts.map((account, i) => ({ account, book: history.histories[i]?.book })),
      ),
    [historyMerge, shownAccounts, history.histories],
  );
  const historyFailed = shownAccounts.flatMap((account, i) => {
    const error = history.errors[i];
    return error == null ? [] : [{ account, error }];
  });
  useAllFocusRequest(live ? shown.book : null, shown.accountOf, ALL_ACCOUNTS_SCOPE, shown.loading.length > 0);

  const dates = rangeDates(range, live ? (shown.status?.dataTime ?? now) : now);
  const words = rangeWords(range, dates);
  const whose = chosen === null ? 'all accounts' : `account ${accountText(chosen)}`;
  const panelBase = {
    environment,
    accountKey: ALL_ACCOUNTS_SCOPE,
    fileName: ordersFileName(chosen === null ? 'all-accounts' : chosen.number, dates, live ? (shown.status?.dataTime ?? now) : null),
    tableLabel: live ? `Today's orders of ${whose}` : `Orders of ${whose}, ${words}`,
    multiDay: dates.from !== dates.to,
    dayStart: live ? newYorkDayStart(shown.status?.dataTime ?? now) : null,
    columns: props.columns,
    defaultColumns: props.defaultColumns,
    sort: props.sort,
    onSort: props.onSort,
    onColumns: props.onColumns,
    searchRef: props.searchRef,
  };

  let body: ReactNode;
  const firstFailure = shown.failed[0];
  if (all.error !== null) body = <LoadFailed error={all.error} onRetry={() => void all.watch.refetch()} retrying={all.watch.isFetching} />;
  else if (!live) {
    const first = historyFailed[0];
    if (histories === null && first !== undefined && historyFailed.length === shownAccounts.length)
      body = <LoadFailed error={first.error} onRetry={() => void history.refetch()} retrying={history.fetching} title="The orders could not be loaded." />;
    else if (histories === null) body = <FirstLoad accountId="" whose={whose} what={`the orders of ${words}`} />;
    else if (histories.book.orders.length === 0 && histories.book.groups.length === 0)
      body = <NoHistory accountId={whose} range={words} filtered={filters.status !== null || filters.symbols.length > 0 || filters.securityType !== null} />;
    else
      body = (
        <OrdersPanel
          {...panelBase}
          book={histories.book}
          marks={EMPTY_MARKS}
          stale={false}
          all={{ accountOf: histories.accountOf, accountMarks: new Map(), staleAccounts: new Set() }}
        />
      );
  } else if (shown.book === null && shown.loading.length === 0 && firstFailure !== undefined)
    body = (
      <LoadFailed
        error={firstFailure.error}
        onRetry={() => controls.refresh.mutate()}
        retrying={controls.refresh.isPending || shown.status?.refreshing === true}
      />
    );
  else if (shown.book === null) body = <FirstLoad accountId="" whose={whose} />;
  else if (shown.book.orders.length === 0 && shown.book.groups.length === 0 && shown.loading.length === 0)
    body = <NoOrders accountId={whose} all={chosen === null} />;
  else
    body = (
      <OrdersPanel
        {...panelBase}
        book={shown.book}
        marks={EMPTY_MARKS}
        stale={sessionEnded}
        loading={shown.loading.length > 0}
        all={{ accountOf: shown.accountOf, accountMarks, staleAccounts: shown.staleKeys }}
      />
    );

  return (
    <>
      <div className="view-toolbar">
        {props.toolbar}
        <AccountFilter accounts={accounts} chosen={chosen} onChoose={setFilter} />
        {!live ? (
          <HistoryStatus
            fetchedAt={history.histories.reduce<number | null>((at, h) => (h === undefined ? at : at === null ? h.fetchedAt : Math.min(at, h.fetchedAt)), null)}
            fetching={history.fetching}
            onRefresh={() => void history.refetch()}
          />
        ) : shown.status === null ? null : (
          <FeedStatusLine
            state={shown.status}
            sessionEnded={sessionEnded}
            busy={controls.refresh.isPending}
            onRefresh={() => controls.refresh.mutate()}
            onPause={(paused) => controls.pause.mutate(paused)}
            loading={shown.loading.length > 0 && shown.book !== null ? { count: shown.book.orders.length + shown.book.groups.length, ...ORDER_NAMES } : null}
          />
        )}
        {live && all.limited !== null ? (
          <p className="muted all-accounts-limited" data-testid="all-accounts-limited">
            {all.limited}
          </p>
        ) : null}
      </div>
      {live ? (
        <AccountProblems
          loading={shown.book === null ? [] : shown.loading}
          failed={shown.book === null ? [] : shown.failed}
          stale={shown.stale}
          what="today’s orders"
        />
      ) : (
        <AccountProblems loading={[]} failed={historyFailed} stale={[]} what={`the orders of ${words}`} />
      )}
      {controls.refresh.isError || controls.pause.isError ? (
        <p className="view-action-error" role="alert">
          {toAppError(controls.refresh.error ?? controls.pause.error).message}
        </p>
      ) : null}
      <div className="view-content">{body}</div>
    </>
  );
}

/** Which account's orders the All accounts table shows: every one, or one of them. */
function AccountFilter({
  accounts,
  chosen,
  onChoose,
}: {
  accounts: readonly AccountTag[];
  chosen: AccountTag | null;
  onChoose(accountKey: string | null): void;
}) {
  return (
    <label className="account-filter">
      <span className="toolbar-label">Show</span>
      <select value={chosen?.key ?? ''} onChange={(event) => onChoose(event.target.value === '' ? null : event.target.value)} data-testid="account-filter">
        <option value="">Every account</option>
        {accounts.map((account) => (
          <option key={account.key} value={account.key}>
            {accountText(account)}
          </option>
        ))}
      </select>
    </label>
  );
}
