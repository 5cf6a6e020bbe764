import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { newYorkDayStart } from '../../shared/domain/market-time.ts';
import { DEFAULT_USER_SETTINGS, type UserSettings } from '../../shared/settings.ts';
import { toAppError } from '../api.ts';
import { useSettings, useUpdateSettings } from '../queries/app-queries.ts';
import { useSession } from '../queries/session-queries.ts';
import { useNow } from '../time.ts';
import { accountNumber, chosenKey, defaultAccountKey, isAccountNumber, openAccountTags } from '../components/accounts/account-options.ts';
import { AllAccountsOrders } from './orders/all-accounts/all-accounts-orders.tsx';
import { useAllOrdersChoice } from './orders/all-accounts/use-all-orders.ts';
import { AccountPicker } from '../components/accounts/account-picker.tsx';
import { generationOf } from '../components/accounts/environment-generation.ts';
import { historyQuery } from './orders/history/history-query.ts';
import { CappedNote, HistoryRefreshFailed, HistoryStatus } from './orders/history/history-status.tsx';
import { defaultColumns, effectiveSort, shownColumns } from './orders/table/order-columns.ts';
import { rangeDates, rangeOn, rangeWords } from './orders/history/order-range.ts';
import { ordersFileName } from './orders/format/orders-file-name.ts';
import { OrdersPanel } from './orders/table/orders-panel.tsx';
import { NoAccount, NoHistory, NoOrders } from './orders/orders-states.tsx';
import { FirstLoad, LoadFailed } from '../components/load-states.tsx';
import { EMPTY_MARKS, useOrdersStore } from '../feeds/orders/orders-store.ts';
import { RangeControl } from './orders/history/range-control.tsx';
import { FeedStatusLine, StaleNotice } from '../components/feed-status/feed-status.tsx';
import { useOrderControls, useOrderWatch } from './orders/use-order-watch.ts';
import { useAccounts } from '../queries/use-accounts.ts';
import { useFocusRequest } from './orders/use-focus-request.ts';
import { useOrderHistory } from './orders/use-order-history.ts';
import { useViewKeys } from './orders/use-view-keys.ts';
import '../styles/view-frame.css';
import '../styles/orders.css';
import '../styles/orders-cells-fit.css';
import '../styles/orders-all-accounts.css';

/** What the status line calls the orders while the first load merges in its later pages. */
const ORDER_NAMES = { one: 'order', many: 'orders' } as const;

/**
 * The orders view: the orders of the account chosen for this environment (by account key), today's
 * live from the main-side watcher or a window of history on request, multi-leg orders and groups
 * expandable, changed orders linked, filtered, sorted and exportable, each order's events in its
 * details.
 */
export function OrdersView() {
  const settings = useSettings();
  const updateSettings = useUpdateSettings();
  const session = useSession();
  const values = settings.data?.values ?? DEFAULT_USER_SETTINGS;
  const environment = values.environment;
  const sessionState = session.data?.session.state;
  const signedIn = sessionState === 'active' || sessionState === 'inactive';
  const accounts = useAccounts(environment, signedIn);
  const generation = generationOf(values, environment);
  // Stored as chosen; named as this environment's generation names it (key on v1, number on legacy).
  const storedAccount = values.ordersView.accounts[environment];
  // Nothing chosen in this environment yet: the tab opens on the first trading account.
  const openingAccount = storedAccount === null ? defaultAccountKey(accounts.data, generation) : null;
  const accountKey = chosenKey(storedAccount, accounts.data, generation) ?? openingAccount;
  // "All accounts" is the current API's (the legacy one lists one account's orders at a time).
  const allChosen = generation === 'v1' && values.ordersView.allAccounts;
  const openAccounts = useMemo(() => openAccountTags(accounts.data, generation), [accounts.data, generation]);
  // A window of history picked on v1 reads as Today on a legacy environment (it has no history).
  const pickedRange = useOrdersStore((s) => s.range);
  const range = useMemo(() => rangeOn(pickedRange, generation), [pickedRange, generation]);
  const filters = useOrdersStore((s) => s.historyFilters);
  const setRange = useOrdersStore((s) => s.setRange);
  const setFilters = useOrdersStore((s) => s.setHistoryFilters);
  const live = range.kind === 'today';
  // New York's "today" moves at midnight: a minute's precision is plenty for the range's days.
  const now = useNow(60_000);
  // Under All accounts the one account's watch stops (its watcher goes on if All accounts has it).
  const singleKey = allChosen ? null : accountKey;
  const watch = useOrderWatch(environment, singleKey);
  useAllOrdersChoice(allChosen ? environment : null);
  const controls = useOrderControls(singleKey);
  const query = useMemo(() => historyQuery(singleKey, range, filters, now), [singleKey, range, filters, now]);
  const history = useOrderHistory(environment, query);
  const marks = useOrdersStore((s) => s.marks);
  const searchRef = useRef<HTMLInputElement | null>(null);
  useViewKeys(searchRef);

  const { mutate: patchSettings } = updateSettings;
  /** Keeps the account of this environment, leaving All accounts as it is. */
  const storeAccount = useCallback((key: string) => patchSettings({ ordersView: { accounts: { [environment]: key } } }), [patchSettings, environment]);
  /** A person's (or a notification's) choice of one account: All accounts gives way to it. */
  const chooseAccount = useCallback(
    (key: string) => patchSettings({ ordersView: { accounts: { [environment]: key }, allAccounts: false } }),
    [patchSettings, environment],
  );
  const chooseAll = useCallback(() => patchSettings({ ordersView: { allAccounts: true } }), [patchSettings]);
  // A number stored by the legacy generation, once the list named its key on v1: the key is saved,
  // so the next start watches at once instead of waiting for the list.
  useEffect(() => {
    if (generation === 'v1' && storedAccount !== null && accountKey !== null && accountKey !== storedAccount && isAccountNumber(storedAccount))
      storeAccount(accountKey);
  }, [generation, storedAccount, accountKey, storeAccount]);
  // The account the tab opened on is kept as the last used (what a choice would keep), so the next
  // start opens on it at once, before the accounts list comes.
  useEffect(() => {
    if (openingAccount !== null) storeAccount(openingAccount);
  }, [openingAccount, storeAccount]);
  // The user's column and sort choice applies at once, in the same render as the click (a
  // controlled checkbox re-rendered before the mutation's state arrives would flick back), and
  // stays over the settings: a late push of an earlier change must not undo a newer choice. The
  // settings catch up through main.
  const [choice, setChoice] = useState<Partial<Pick<UserSettings['ordersView'], 'columns' | 'sort'>>>({});
  const columnsSetting = choice.columns !== undefined ? choice.columns : values.ordersView.columns;
  // The default layout leaves out what would not fit beside the Account column or a day in Placed.
  const rangeDays = rangeDates(range, now);
  const withDate = rangeDays.from !== rangeDays.to;
  const columns = useMemo(() => shownColumns(columnsSetting, { allAccounts: allChosen, withDate }), [columnsSetting, allChosen, withDate]);
  const defaults = useMemo(() => defaultColumns({ allAccounts: allChosen, withDate }), [allChosen, withDate]);
  const sortSetting = choice.sort !== undefined ? choice.sort : values.ordersView.sort;
  const sort = useMemo(() => effectiveSort(sortSetting), [sortSetting]);
  const onSort = useCallback(
    (column: string) => {
      const direction =
        sort.column.id === column && sort.direction === 'desc' ? 'asc' : sort.column.id === column ? 'desc' : column === 'placed' ? 'desc' : 'asc';
      setChoice((current) => ({ ...current, sort: { column, direction } }));
      patchSettings({ ordersView: { sort: { column, direction } } });
    },
    [patchSettings, sort],
  );
  const onColumns = useCallback(
    (ids: string[] | null) => {
      setChoice((current) => ({ ...current, columns: ids }));
      patchSettings({ ordersView: { columns: ids } });
    },
    [patchSettings],
  );

  const state = watch.data;
  const shownBook = live ? (state?.book ?? null) : (history.data?.book ?? null);
  useFocusRequest(accountKey, shownBook, chooseAccount, live && Boolean(state?.loading), !allChosen);
  const sessionEnded = sessionState !== undefined && !signedIn;
  const number = accountKey === null ? '' : accountNumber(accountKey, accounts.data);
  const dates = live ? rangeDates(range, state?.dataTime ?? now) : rangeDates(range, now);
  const words = rangeWords(range, dates);
  const panelProps = {
    environment,
    fileName: ordersFileName(number, dates, live ? (state?.dataTime ?? now) : null),
    tableLabel: live ? "Today's orders" : `Orders, ${words}`,
    multiDay: dates.from !== dates.to,
    dayStart: live ? newYorkDayStart(state?.dataTime ?? now) : null,
    columns,
    defaultColumns: defaults,
    sort,
    onSort,
    onColumns,
    searchRef,
  };

  let body;
  if (accountKey === null)
    body = (
      <NoAccount
        storedNumber={generation === 'v1' && storedAccount !== null && isAccountNumber(storedAccount) ? accountNumber(storedAccount, accounts.data) : null}
        listFailed={accounts.isError}
      />
    );
  else if (!live) {
    const data = history.data;
    if (data === undefined && history.isError)
      body = (
        <LoadFailed
          error={toAppError(history.error)}
          onRetry={() => void history.refetch()}
          retrying={history.isFetching}
          title="The orders could not be loaded."
        />
      );
    else if (data === undefined) body = <FirstLoad accountId={number} what={`the orders of ${words}`} />;
    else if (data.book.orders.length === 0 && data.book.groups.length === 0)
      body = <NoHistory accountId={number} range={words} filtered={filters.status !== null || filters.symbols.length > 0 || filters.securityType !== null} />;
    else
      body = (
        <>
          {data.capped === null ? null : <CappedNote shown={data.capped.shown} />}
          <OrdersPanel {...panelProps} accountKey={accountKey} book={data.book} marks={EMPTY_MARKS} stale={history.isError} />
        </>
      );
  } else if (watch.isError) body = <LoadFailed error={toAppError(watch.error)} onRetry={() => void watch.refetch()} retrying={watch.isFetching} />;
  else if (state === undefined || (state.book === null && state.stale === null)) body = <FirstLoad accountId={number} />;
  else if (state.book === null && state.stale !== null)
    body = <LoadFailed error={state.stale.error} onRetry={() => controls.refresh.mutate()} retrying={controls.refresh.isPending || state.refreshing} />;
  else if (state.book !== null && state.book.orders.length === 0 && state.book.groups.length === 0) body = <NoOrders accountId={number} />;
  else if (state.book !== null)
    body = (
      <OrdersPanel
        {...panelProps}
        accountKey={accountKey}
        book={state.book}
        marks={marks}
        stale={state.stale !== null || sessionEnded}
        loading={Boolean(state.loading)}
      />
    );

  const toolbar = (
    <>
      <AccountPicker
        accountKey={accountKey}
        accounts={accounts.data}
        generation={generation}
        loading={accounts.isLoading}
        error={accounts.isError ? toAppError(accounts.error) : null}
        onChoose={chooseAccount}
        {...(generation === 'v1' ? { allAccounts: { chosen: allChosen, onChoose: chooseAll } } : {})}
      />
      <RangeControl range={range} generation={generation} filters={filters} now={now} onRange={setRange} onFilters={setFilters} />
    </>
  );
  const heading = (
    <h2 id="orders-title" className="visually-hidden">
      {live ? 'Today’s orders' : `Orders: ${words}`}
      {allChosen ? ', all accounts' : ''}
    </h2>
  );
  if (allChosen)
    return (
      <section className="view-frame" aria-labelledby="orders-title" data-testid="orders-view" data-range={range.kind} data-all-accounts="true">
        {heading}
        <AllAccountsOrders
          environment={environment}
          accounts={openAccounts}
          range={range}
          filters={filters}
          now={now}
          sessionEnded={sessionEnded}
          toolbar={toolbar}
          columns={columns}
          defaultColumns={defaults}
          sort={sort}
          onSort={onSort}
          onColumns={onColumns}
          searchRef={searchRef}
        />
      </section>
    );

  return (
    <section className="view-frame" aria-labelledby="orders-title" data-testid="orders-view" data-range={range.kind}>
      {heading}
      <div className="view-toolbar">
        {toolbar}
        {accountKey === null ? null : live ? (
          state === undefined ? null : (
            <FeedStatusLine
              state={state}
              sessionEnded={sessionEnded}
              busy={controls.refresh.isPending}
              onRefresh={() => controls.refresh.mutate()}
              onPause={(paused) => controls.pause.mutate(paused)}
              loading={state.loading ? { count: state.loading.orders, ...ORDER_NAMES } : null}
            />
          )
        ) : (
          <HistoryStatus fetchedAt={history.data?.fetchedAt ?? null} fetching={history.isFetching} onRefresh={() => void history.refetch()} />
        )}
      </div>
      {live && state !== undefined && state.book !== null ? (
        <StaleNotice state={state} sessionEnded={sessionEnded} kept="The orders below are the last ones received." />
      ) : null}
      {!live && history.isError && history.data !== undefined ? <HistoryRefreshFailed error={toAppError(history.error)} /> : null}
      {live && (controls.refresh.isError || controls.pause.isError) ? (
        <p className="view-action-error" role="alert">
          {toAppError(controls.refresh.error ?? controls.pause.error).message}
        </p>
      ) : null}
      <div className="view-content">{body}</div>
    </section>
  );
}
