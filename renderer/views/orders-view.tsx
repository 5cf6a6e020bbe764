import { useCallback, useMemo, useRef, useState } from 'react';
import { DEFAULT_USER_SETTINGS, type UserSettings } from '../../shared/settings.ts';
import { toAppError } from '../api.ts';
import { useSettings, useUpdateSettings } from '../queries/app-queries.ts';
import { useSession } from '../queries/session-queries.ts';
import { AccountPicker } from './orders/account-picker.tsx';
import { effectiveSort, shownColumns } from './orders/order-columns.ts';
import { installOrderFocusListener } from './orders/order-focus.ts';
import { OrdersPanel } from './orders/orders-panel.tsx';
import { FirstLoad, LoadFailed, NoAccount, NoOrders } from './orders/orders-states.tsx';
import { useOrdersStore } from './orders/orders-store.ts';
import { RefreshStatus, StaleNotice } from './orders/refresh-status.tsx';
import { useAccounts, useOrderControls, useOrderWatch } from './orders/use-order-watch.ts';
import { useFocusRequest } from './orders/use-focus-request.ts';
import { useViewKeys } from './orders/use-view-keys.ts';
import '../styles/orders.css';

// Notification clicks must be heard while another view is shown (see order-focus.ts).
installOrderFocusListener();

/**
 * The orders view: today's orders of the account chosen for this environment, live from the
 * main-side watcher, multi-leg orders and groups expandable, filtered, sorted and exportable.
 */
export function OrdersView() {
  const settings = useSettings();
  const updateSettings = useUpdateSettings();
  const session = useSession();
  const values = settings.data?.values ?? DEFAULT_USER_SETTINGS;
  const environment = values.environment;
  const accountId = values.ordersView.accounts[environment];
  const sessionState = session.data?.session.state;
  const signedIn = sessionState === 'active' || sessionState === 'inactive';
  const accounts = useAccounts(environment, signedIn);
  const watch = useOrderWatch(environment, accountId);
  const controls = useOrderControls(environment, accountId);
  const marks = useOrdersStore((s) => s.marks);
  const searchRef = useRef<HTMLInputElement | null>(null);
  useViewKeys(searchRef);

  const { mutate: patchSettings } = updateSettings;
  const chooseAccount = useCallback(
    (id: string) => patchSettings({ ordersView: { accounts: { [environment]: id } } }),
    [patchSettings, environment],
  );
  // The user's column and sort choice applies at once, in the same render as the click (a
  // controlled checkbox re-rendered before the mutation's state arrives would flick back), and
  // stays over the settings: a late push of an earlier change must not undo a newer choice. The
  // settings catch up through main.
  const [choice, setChoice] = useState<Partial<Pick<UserSettings['ordersView'], 'columns' | 'sort'>>>({});
  const columnsSetting = choice.columns !== undefined ? choice.columns : values.ordersView.columns;
  const columns = useMemo(() => shownColumns(columnsSetting), [columnsSetting]);
  const sortSetting = choice.sort !== undefined ? choice.sort : values.ordersView.sort;
  const sort = useMemo(() => effectiveSort(sortSetting), [sortSetting]);
  const onSort = useCallback(
    (column: string) => {
      const direction = sort.column.id === column && sort.direction === 'desc' ? 'asc' : sort.column.id === column ? 'desc' : column === 'placed' ? 'desc' : 'asc';
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
  useFocusRequest(accountId, state?.book ?? null, chooseAccount);
  const sessionEnded = sessionState !== undefined && !signedIn;

  let body;
  if (accountId === null) body = <NoAccount />;
  else if (watch.isError) body = <LoadFailed error={toAppError(watch.error)} onRetry={() => void watch.refetch()} retrying={watch.isFetching} />;
  else if (state === undefined || (state.book === null && state.stale === null)) body = <FirstLoad accountId={accountId} />;
  else if (state.book === null && state.stale !== null)
    body = <LoadFailed error={state.stale.error} onRetry={() => controls.refresh.mutate()} retrying={controls.refresh.isPending || state.refreshing} />;
  else if (state.book !== null && state.book.orders.length === 0 && state.book.groups.length === 0) body = <NoOrders accountId={accountId} />;
  else if (state.book !== null)
    body = (
      <OrdersPanel
        accountId={accountId}
        book={state.book}
        dataTime={state.dataTime}
        columns={columns}
        sort={sort}
        onSort={onSort}
        onColumns={onColumns}
        marks={marks}
        stale={state.stale !== null || sessionEnded}
        searchRef={searchRef}
      />
    );

  return (
    <section className="orders-view" aria-labelledby="orders-title" data-testid="orders-view">
      <h2 id="orders-title" className="visually-hidden">
        Today’s orders
      </h2>
      <div className="orders-toolbar">
        <AccountPicker
          accountId={accountId}
          accounts={accounts.data}
          loading={accounts.isLoading}
          error={accounts.isError ? toAppError(accounts.error) : null}
          onChoose={chooseAccount}
        />
        {state !== undefined && accountId !== null ? (
          <RefreshStatus
            state={state}
            sessionEnded={sessionEnded}
            busy={controls.refresh.isPending}
            onRefresh={() => controls.refresh.mutate()}
            onPause={(paused) => controls.pause.mutate(paused)}
          />
        ) : null}
      </div>
      {state !== undefined && state.book !== null ? <StaleNotice state={state} sessionEnded={sessionEnded} /> : null}
      {controls.refresh.isError || controls.pause.isError ? (
        <p className="orders-action-error" role="alert">
          {toAppError(controls.refresh.error ?? controls.pause.error).message}
        </p>
      ) : null}
      <div className="orders-content">{body}</div>
    </section>
  );
}

