/**
 * The positions view: the chosen account's positions (or every open account's, "All
 * accounts", with an Account column) grouped by underlier, the totals and balance above them, live
 * while the view is shown (main's positions feeds, which stop while it is not). Built as the
 * orders view is and from its parts: the account picker, the feed status line, the column picker,
 * the header, the treegrid keys, the CSV guard and the flashes.
 */
import { useCallback, useMemo, useState } from 'react';
import { formatNewYorkClock, newYorkDate } from '../../shared/domain/market-time.ts';
import { DEFAULT_USER_SETTINGS, type UserSettings } from '../../shared/settings.ts';
import { toAppError } from '../api.ts';
import { FeedStatusLine, StaleNotice } from '../components/feed-status/feed-status.tsx';
import { FirstLoad, LoadFailed } from '../components/load-states.tsx';
import { ColumnChooser } from '../components/tree-table/column-chooser.tsx';
import { downloadText } from '../components/tree-table/table-csv.ts';
import { useSettings, useUpdateSettings } from '../queries/app-queries.ts';
import { useSession } from '../queries/session-queries.ts';
import { useAccounts } from '../queries/use-accounts.ts';
import { useOpenContract } from '../navigation/use-open-contract.ts';
import { accountNumber, accountOptions, chosenKey, defaultAccountKey } from '../components/accounts/account-options.ts';
import { AccountPicker } from '../components/accounts/account-picker.tsx';
import { generationOf } from '../components/accounts/environment-generation.ts';
import { defaultPositionColumns, positionColumnsFor, positionSort, shownPositionColumns } from './positions/position-columns.ts';
import { positionRows, type PositionRow } from './positions/position-rows.ts';
import { positionsCsv } from './positions/positions-csv.ts';
import { FeedProblems, LegacyPositions, NoPositions, NoPositionsAccount } from './positions/positions-states.tsx';
import { collapsedOf, usePositionsStore } from '../feeds/positions/positions-store.ts';
import { PositionsTable } from './positions/positions-table.tsx';
import { PositionsTotals } from './positions/positions-totals.tsx';
import { useOpenOrders } from './positions/use-open-orders.ts';
import { usePositionControls, usePositionFeeds } from './positions/use-positions.ts';
import '../styles/view-frame.css';
import '../styles/orders.css';
import '../styles/positions.css';

/** The scope of the "All accounts" table (never an account key: those have no space). */
const ALL_ACCOUNTS = 'all accounts';
type PositionRowOf = Extract<PositionRow, { kind: 'position' }>;

/** The positions view. */
export function PositionsView() {
  const settings = useSettings();
  const { mutate: patchSettings } = useUpdateSettings();
  const session = useSession();
  const values = settings.data?.values ?? DEFAULT_USER_SETTINGS;
  const environment = values.environment;
  const sessionState = session.data?.session.state;
  const signedIn = sessionState === 'active' || sessionState === 'inactive';
  const generation = generationOf(values, environment);
  const accounts = useAccounts(environment, signedIn && generation === 'v1');
  const all = values.positionsView.allAccounts;
  // The account chosen here, else the one the orders view shows (one account is usually both),
  // else, nothing chosen in this environment yet, the first trading account, as Orders opens.
  const stored = values.positionsView.accounts[environment] ?? values.ordersView.accounts[environment];
  const opening = stored === null ? defaultAccountKey(accounts.data, generation) : null;
  const accountKey = generation === 'v1' ? (chosenKey(stored, accounts.data, generation) ?? opening) : null;
  const openAccounts = useMemo(() => accountOptions(accounts.data ?? [], generation).open, [accounts.data, generation]);
  const shownAccounts = useMemo(
    () =>
      generation !== 'v1'
        ? []
        : all
          ? openAccounts.map((o) => ({ key: o.key, number: o.number }))
          : accountKey === null
            ? []
            : [{ key: accountKey, number: accountNumber(accountKey, accounts.data) }],
    [generation, all, openAccounts, accountKey, accounts.data],
  );
  const keys = useMemo(() => shownAccounts.map((account) => account.key), [shownAccounts]);
  const shown = usePositionFeeds(environment, shownAccounts);
  const controls = usePositionControls(keys);
  const scope = all ? ALL_ACCOUNTS : (accountKey ?? '');
  const marks = usePositionsStore((s) => s.marks);
  const collapsed = usePositionsStore((s) => collapsedOf(s, scope));
  const activeKey = usePositionsStore((s) => s.activeKey);
  const openContract = useOpenContract();
  const openOrders = useOpenOrders(environment);
  const chooseAccount = useCallback(
    (key: string) => patchSettings({ positionsView: { accounts: { [environment]: key }, allAccounts: false } }),
    [patchSettings, environment],
  );

  // The user's column and sort choice applies at once; the settings catch up through main.
  const [choice, setChoice] = useState<Partial<Pick<UserSettings['positionsView'], 'columns' | 'sort'>>>({});
  const columnsSetting = choice.columns !== undefined ? choice.columns : values.positionsView.columns;
  const columns = useMemo(() => shownPositionColumns(columnsSetting, all), [columnsSetting, all]);
  const sortSetting = choice.sort !== undefined ? choice.sort : values.positionsView.sort;
  const sort = useMemo(() => positionSort(sortSetting), [sortSetting]);
  const onSort = useCallback(
    (column: string) => {
      const direction =
        sort.column.id === column && sort.direction === 'asc'
          ? 'desc'
          : sort.column.id === column
            ? 'asc'
            : ['symbol', 'account'].includes(column)
              ? 'asc'
              : 'desc';
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

  const { positions, accountOf } = shown;
  const rows = useMemo(() => positionRows(scope, positions, sort, collapsed, all ? accountOf : undefined), [scope, positions, sort, collapsed, all, accountOf]);
  const sessionEnded = sessionState !== undefined && !signedIn;
  const label = all ? 'all accounts' : `account ${shownAccounts[0]?.number ?? ''}`;
  const onOpen = useCallback(
    ({ position }: PositionRowOf) =>
      openContract({ underlier: position.underlier, expiry: position.option?.expiry ?? null, strike: position.option?.strike ?? null }),
    [openContract],
  );
  const onOrders = useCallback((row: PositionRowOf) => openOrders(row.position, row.account?.key ?? accountKey), [openOrders, accountKey]);
  const active = rows.find((row): row is PositionRowOf => row.kind === 'position' && row.key === activeKey) ?? null;
  const exportCsv = () => {
    const at = shown.status?.dataTime;
    if (at == null) return;
    const name = all ? 'all-accounts' : (shownAccounts[0]?.number ?? 'account').replace(/[^\w-]/g, '_');
    downloadText(
      positionsCsv(positionRows(scope, positions, sort, new Set(), all ? accountOf : undefined), columns),
      `positions-${name}-${newYorkDate(at)}-${formatNewYorkClock(at).replaceAll(':', '')}.csv`,
    );
  };

  let body;
  const firstFailure = shown.failed[0];
  if (generation === 'legacy') body = <LegacyPositions />;
  else if (keys.length === 0) body = <NoPositionsAccount all={all} loading={accounts.isLoading} />;
  else if (shown.snapshots.length === 0 && shown.loading.length === 0 && firstFailure !== undefined)
    body = (
      <LoadFailed
        error={firstFailure.error}
        onRetry={() => controls.refresh.mutate()}
        retrying={controls.refresh.isPending || shown.status?.refreshing === true}
        title="The positions could not be loaded."
      />
    );
  else if (shown.snapshots.length === 0) body = <FirstLoad accountId={label.replace(/^account /, '')} what="the positions" />;
  else if (positions.length === 0 && shown.loading.length === 0) body = <NoPositions accountId={label} />;
  else
    body = (
      <PositionsTable
        scope={scope}
        accountOf={all ? accountOf : undefined}
        rows={rows}
        columns={columns}
        sort={sort}
        onSort={onSort}
        marks={marks}
        stale={shown.stale || sessionEnded}
        label={`Positions of ${label}`}
        onOpen={onOpen}
        onOrders={onOrders}
      />
    );

  return (
    <section className="view-frame positions-view" aria-labelledby="positions-title" data-testid="positions-view">
      <h2 id="positions-title" className="visually-hidden">
        Positions
      </h2>
      <div className="view-toolbar">
        {generation === 'v1' ? (
          <>
            <AccountPicker
              accountKey={all ? null : accountKey}
              accounts={accounts.data}
              generation={generation}
              loading={accounts.isLoading}
              error={accounts.isError ? toAppError(accounts.error) : null}
              onChoose={chooseAccount}
            />
            <button
              type="button"
              className="button button-small all-accounts-toggle"
              aria-pressed={all}
              onClick={() => patchSettings({ positionsView: { allAccounts: !all } })}
              data-testid="all-accounts"
            >
              All accounts
            </button>
          </>
        ) : null}
        {shown.status === null ? null : (
          <FeedStatusLine
            state={shown.status}
            sessionEnded={sessionEnded}
            busy={controls.refresh.isPending}
            onRefresh={() => controls.refresh.mutate()}
            onPause={(paused) => controls.pause.mutate(paused)}
          />
        )}
        {positions.length === 0 ? null : (
          <div className="filters-end">
            <button
              type="button"
              className="button button-small"
              disabled={active === null}
              onClick={() => active !== null && onOrders(active)}
              title={active === null ? 'Pick a position first' : `Today's orders of ${active.values.symbol} in its account (O)`}
              data-testid="position-orders"
            >
              Today’s orders
            </button>
            <ColumnChooser all={positionColumnsFor(all)} shown={columns} defaults={defaultPositionColumns(all)} onChange={onColumns} />
            <button type="button" className="button button-small" onClick={exportCsv} title="Save every position shown, groups open or not, as a CSV file">
              Export CSV
            </button>
          </div>
        )}
      </div>
      {shown.status !== null && shown.snapshots.length > 0 ? (
        <StaleNotice state={shown.status} sessionEnded={sessionEnded} kept="The positions below are the last ones received." />
      ) : null}
      {controls.refresh.isError || controls.pause.isError ? (
        <p className="view-action-error" role="alert">
          {toAppError(controls.refresh.error ?? controls.pause.error).message}
        </p>
      ) : null}
      {shown.snapshots.length === 0 ? null : <PositionsTotals snapshots={shown.snapshots} />}
      {shown.snapshots.length === 0 ? null : (
        <FeedProblems loading={shown.loading} failed={shown.failed} problems={shown.snapshots.flatMap((s) => s.portfolio.problems)} />
      )}
      <div className="view-content">{body}</div>
      {rows.length === 0 ? null : (
        <p className="positions-note muted" data-testid="positions-note">
          A group’s figures are net, long minus short: its value, cost, gains and share of the portfolio; its gain % is over its net cost.
        </p>
      )}
    </section>
  );
}
