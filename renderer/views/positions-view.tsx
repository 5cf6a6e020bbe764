/**
 * The positions view (issue 19): the chosen account's positions grouped by underlier, its totals
 * and balance above them, live while the view is shown (main's positions feed, which stops while it
 * is not). Built as the orders view is and from its parts: the account picker, the feed status
 * line, the column picker, the header, the treegrid keys, the CSV guard and the flashes.
 */
import { useCallback, useMemo, useState } from 'react';
import { newYorkDate, formatNewYorkClock } from '../../shared/domain/market-time.ts';
import { DEFAULT_USER_SETTINGS, type UserSettings } from '../../shared/settings.ts';
import { toAppError } from '../api.ts';
import { FeedStatusLine, StaleNotice } from '../components/feed-status/feed-status.tsx';
import { useSettings, useUpdateSettings } from '../queries/app-queries.ts';
import { useSession } from '../queries/session-queries.ts';
import { accountNumber, chosenKey } from './orders/account-options.ts';
import { AccountPicker } from './orders/account-picker.tsx';
import { ColumnPicker } from './orders/column-picker.tsx';
import { generationOf } from './orders/environment-generation.ts';
import { downloadText } from './orders/orders-csv.ts';
import { FirstLoad, LoadFailed } from './orders/orders-states.tsx';
import { useAccounts } from './orders/use-order-watch.ts';
import { POSITION_COLUMNS, positionSort, shownPositionColumns } from './positions/position-columns.ts';
import { positionRows, type PositionRow } from './positions/position-rows.ts';
import { positionsCsv } from './positions/positions-csv.ts';
import { LegacyPositions, NoPositions, NoPositionsAccount } from './positions/positions-states.tsx';
import { collapsedOf, usePositionsStore } from './positions/positions-store.ts';
import { PositionsTable } from './positions/positions-table.tsx';
import { PositionsTotals } from './positions/positions-totals.tsx';
import { usePositionControls, usePositions } from './positions/use-positions.ts';
import { useOpenContract } from './option-chain/use-open-contract.ts';
import { useOpenOrders } from './positions/use-open-orders.ts';
import '../styles/orders.css';
import '../styles/positions.css';

const NO_GROUPS_CLOSED: ReadonlySet<string> = new Set();

/** The positions view. */
export function PositionsView() {
  const settings = useSettings();
  const updateSettings = useUpdateSettings();
  const session = useSession();
  const values = settings.data?.values ?? DEFAULT_USER_SETTINGS;
  const environment = values.environment;
  const sessionState = session.data?.session.state;
  const signedIn = sessionState === 'active' || sessionState === 'inactive';
  const generation = generationOf(values, environment);
  const accounts = useAccounts(environment, signedIn && generation === 'v1');
  // The account chosen here, else the one the orders view shows: one account is usually both.
  const stored = values.positionsView.accounts[environment] ?? values.ordersView.accounts[environment];
  const accountKey = generation === 'v1' ? chosenKey(stored, accounts.data, generation) : null;
  const watch = usePositions(environment, accountKey);
  const controls = usePositionControls(accountKey);
  const marks = usePositionsStore((s) => s.marks);
  const collapsed = usePositionsStore((s) => (accountKey === null ? NO_GROUPS_CLOSED : collapsedOf(s, accountKey)));
  const openContract = useOpenContract();
  const openOrders = useOpenOrders(environment, accountKey);
  const activeKey = usePositionsStore((s) => s.activeKey);
  const { mutate: patchSettings } = updateSettings;
  const chooseAccount = useCallback((key: string) => patchSettings({ positionsView: { accounts: { [environment]: key } } }), [patchSettings, environment]);

  // The user's column and sort choice applies at once; the settings catch up through main.
  const [choice, setChoice] = useState<Partial<Pick<UserSettings['positionsView'], 'columns' | 'sort'>>>({});
  const columnsSetting = choice.columns !== undefined ? choice.columns : values.positionsView.columns;
  const columns = useMemo(() => shownPositionColumns(columnsSetting), [columnsSetting]);
  const sortSetting = choice.sort !== undefined ? choice.sort : values.positionsView.sort;
  const sort = useMemo(() => positionSort(sortSetting), [sortSetting]);
  const onSort = useCallback(
    (column: string) => {
      const direction = sort.column.id === column && sort.direction === 'asc' ? 'desc' : sort.column.id === column ? 'asc' : column === 'symbol' ? 'asc' : 'desc';
      setChoice((current) => ({ ...current, sort: { column, direction } }));
      patchSettings({ positionsView: { sort: { column, direction } } });
    },
    [patchSettings, sort],
  );
  const onColumns = useCallback(
    (ids: string[] | null) => {
      setChoice((current) => ({ ...current, columns: ids }));
      patchSettings({ positionsView: { columns: ids } });
    },
    [patchSettings],
  );

  const state = watch.data;
  const snapshot = state?.snapshot ?? null;
  const positions = snapshot?.portfolio.positions;
  const rows = useMemo(() => (positions === undefined || accountKey === null ? [] : positionRows(accountKey, positions, sort, collapsed)), [accountKey, positions, sort, collapsed]);
  const sessionEnded = sessionState !== undefined && !signedIn;
  const number = accountKey === null ? '' : accountNumber(accountKey, accounts.data);
  const onOpen = useCallback(
    ({ position }: Extract<PositionRow, { kind: 'position' }>) =>
      openContract({ underlier: position.underlier, expiry: position.option?.expiry ?? null, strike: position.option?.strike ?? null }),
    [openContract],
  );
  const onOrders = useCallback((row: Extract<PositionRow, { kind: 'position' }>) => openOrders(row.position), [openOrders]);
  const active = rows.find((row): row is Extract<PositionRow, { kind: 'position' }> => row.kind === 'position' && row.key === activeKey) ?? null;
  const exportCsv = () => {
    if (positions === undefined || accountKey === null || state?.dataTime == null) return;
    const all = positionRows(accountKey, positions, sort, NO_GROUPS_CLOSED);
    const time = formatNewYorkClock(state.dataTime).replaceAll(':', '');
    downloadText(positionsCsv(all, columns), `positions-${number.replace(/[^\w-]/g, '_') || 'account'}-${newYorkDate(state.dataTime)}-${time}.csv`);
  };

  let body;
  if (generation === 'legacy') body = <LegacyPositions />;
  else if (accountKey === null) body = <NoPositionsAccount />;
  else if (watch.isError) body = <LoadFailed error={toAppError(watch.error)} onRetry={() => void watch.refetch()} retrying={watch.isFetching} title="The positions could not be loaded." />;
  else if (state === undefined || (snapshot === null && state.stale === null)) body = <FirstLoad accountId={number} what="the positions" />;
  else if (snapshot === null && state.stale !== null)
    body = <LoadFailed error={state.stale.error} onRetry={() => controls.refresh.mutate()} retrying={controls.refresh.isPending || state.refreshing} title="The positions could not be loaded." />;
  else if (snapshot !== null && snapshot.portfolio.positions.length === 0) body = <NoPositions accountId={number} />;
  else
    body = (
      <PositionsTable
        accountKey={accountKey}
        rows={rows}
        columns={columns}
        sort={sort}
        onSort={onSort}
        marks={marks}
        stale={state.stale !== null || sessionEnded}
        label={`Positions of account ${number}`}
        onOpen={onOpen}
        onOrders={onOrders}
      />
    );

  return (
    <section className="orders-view positions-view" aria-labelledby="positions-title" data-testid="positions-view">
      <h2 id="positions-title" className="visually-hidden">
        Positions
      </h2>
      <div className="orders-toolbar">
        {generation === 'v1' ? (
          <AccountPicker
            accountKey={accountKey}
            accounts={accounts.data}
            generation={generation}
            loading={accounts.isLoading}
            error={accounts.isError ? toAppError(accounts.error) : null}
            onChoose={chooseAccount}
          />
        ) : null}
        {accountKey === null || state === undefined ? null : (
          <FeedStatusLine state={state} sessionEnded={sessionEnded} busy={controls.refresh.isPending} onRefresh={() => controls.refresh.mutate()} onPause={(paused) => controls.pause.mutate(paused)} />
        )}
        {snapshot === null || snapshot.portfolio.positions.length === 0 ? null : (
          <div className="filters-end">
            <button
              type="button"
              className="button button-small"
              disabled={active === null}
              onClick={() => active !== null && onOrders(active)}
              title={active === null ? 'Pick a position first' : `Today's orders of ${active.values.symbol} in this account (O)`}
              data-testid="position-orders"
            >
              Today’s orders
            </button>
            <ColumnPicker shown={columns} onChange={onColumns} all={POSITION_COLUMNS} />
            <button type="button" className="button button-small" onClick={exportCsv} title="Save every position shown, groups open or not, as a CSV file">
              Export CSV
            </button>
          </div>
        )}
      </div>
      {state !== undefined && snapshot !== null ? <StaleNotice state={state} sessionEnded={sessionEnded} kept="The positions below are the last ones received." /> : null}
      {controls.refresh.isError || controls.pause.isError ? (
        <p className="orders-action-error" role="alert">
          {toAppError(controls.refresh.error ?? controls.pause.error).message}
        </p>
      ) : null}
      {snapshot === null ? null : <PositionsTotals snapshot={snapshot} />}
      {snapshot !== null && snapshot.portfolio.problems.length > 0 ? (
        <p className="orders-truncated" data-testid="positions-problems">
          {snapshot.portfolio.problems.join(' ')}
        </p>
      ) : null}
      <div className="orders-content">{body}</div>
    </section>
  );
}
