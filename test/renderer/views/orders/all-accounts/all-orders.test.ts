/**
 * "All accounts" of the orders view, its pure parts: the accounts' books merged with each order
 * tagged (order IDs repeat across accounts: the rows' keys stay apart), kept while no book changed,
 * the filter by account, the accounts loading, failed and stale, one status line; the Account
 * column's search and sort; the CSV with the account; the announcements naming the account; each
 * account's flashes in the store.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { allOrdersShown, createBookMerger } from '../../../../../renderer/views/orders/all-accounts/all-orders.ts';
import type { AccountTag } from '../../../../../renderer/components/accounts/account-options.ts';
import { openAccountTags } from '../../../../../renderer/components/accounts/account-options.ts';
import { orderAnnouncement } from '../../../../../renderer/views/orders/order-announcement.ts';
import { ACCOUNT_COLUMN, COLUMNS, effectiveSort, shownColumns, withAccountColumn } from '../../../../../renderer/views/orders/table/order-columns.ts';
import { flattenRows, visibleUnits } from '../../../../../renderer/views/orders/table/order-rows.ts';
import { ordersCsv } from '../../../../../renderer/views/orders/format/orders-csv.ts';
import { useOrdersStore } from '../../../../../renderer/feeds/orders/orders-store.ts';
import type { Account } from '../../../../../shared/domain/accounts.ts';
import type { OrderWatchState } from '../../../../../shared/domain/order-watch.ts';
import { book, group, leg, OPEN_BELL, order } from '../order-fixtures.ts';

const A: AccountTag = { key: 'dBZOKt9xDrtRSAOl4MSiiA', number: '83405188', nickname: 'Trading' };
const B: AccountTag = { key: '-kQp7Xw2cLmN8vR4tYs1aZ', number: '83405261', nickname: null };
const C: AccountTag = { key: 'Hh3JfW9eQx0bTn6uVc5yKw', number: '83409917', nickname: null };

const state = (account: AccountTag, over: Partial<OrderWatchState> = {}): OrderWatchState => ({
  accountKey: account.key,
  accountId: account.number,
  book: book([]),
  revision: 1,
  changes: [],
  dataTime: OPEN_BELL,
  stale: null,
  intervalMs: 10_000,
  paused: false,
  refreshing: false,
  nextRefreshAt: OPEN_BELL + 10_000,
  slowedBecause: null,
  ...over,
});

// The same order IDs in two accounts (the platform numbers orders per account).
const bookA = book([order(1, { legs: [leg({ symbol: 'KO' })] }), order(2, { placedAt: OPEN_BELL + 60_000 })], [group('G1', [order(3), order(4)])]);
const bookB = book([order(1, { legs: [leg({ symbol: 'AAPL' })], placedAt: OPEN_BELL + 120_000 })]);

describe('allOrdersShown', () => {
  it('merges the books with each order and group tagged, keeps the merge while no book changed, and filters by account', () => {
    const merge = createBookMerger();
    const feeds = [
      { account: A, state: state(A, { book: bookA }) },
      { account: B, state: state(B, { book: bookB }) },
    ];
    const shown = allOrdersShown(feeds, null, merge);
    expect(shown.book?.orders.map((o) => `${shown.accountOf(o)?.number}:${o.orderId}`)).toEqual(['83405188:1', '83405188:2', '83405261:1']);
    expect(shown.accountOf(bookA.groups[0] as never)?.key).toBe(A.key);
    expect(shown.accountOf(bookA.groups[0]?.orders[0] as never)?.key).toBe(A.key);
    // A push that only moved `refreshing`: the same book and accountOf (rows are not made again).
    const again = allOrdersShown([feeds[0] as never, { account: B, state: state(B, { book: bookB, refreshing: true }) }], null, merge);
    expect(again.book).toBe(shown.book);
    expect(again.accountOf).toBe(shown.accountOf);
    const onlyB = allOrdersShown(feeds, new Set([B.key]), merge);
    expect(onlyB.book?.orders.map((o) => o.orderId)).toEqual(['1']);
    expect(onlyB.accountOf(onlyB.book?.orders[0] as never)).toBe(B);
  });

  it('says which accounts load, failed and are stale, and one status for all', () => {
    const problem = { error: { code: 'http' as const, message: 'Service unavailable' }, since: OPEN_BELL + 5_000 };
    const shown = allOrdersShown(
      [
        { account: A, state: state(A, { book: bookA, stale: problem, dataTime: OPEN_BELL - 60_000 }) },
        { account: B, state: state(B, { book: null, stale: problem, dataTime: null }) },
        { account: C, state: undefined },
      ],
      null,
      createBookMerger(),
    );
    expect(shown.loading).toEqual([C]);
    expect(shown.failed.map((f) => f.account)).toEqual([B]);
    expect(shown.stale.map((f) => [f.account, f.since])).toEqual([[A, OPEN_BELL + 5_000]]);
    expect([...shown.staleKeys]).toEqual([A.key]);
    expect(shown.status).toMatchObject({ stale: problem, dataTime: null });
    expect(shown.book?.orders).toHaveLength(2);
  });
});

describe('the rows of All accounts', () => {
  const merged = allOrdersShown(
    [
      { account: A, state: state(A, { book: bookA }) },
      { account: B, state: state(B, { book: bookB }) },
    ],
    null,
    createBookMerger(),
  );
  const all = merged.book ?? book([]);
  const accountOf = merged.accountOf;

  it('keys each row by its account (order 1 of two accounts is two rows) and tags it', () => {
    const { units } = visibleUnits(all, { tab: 'all', search: '', sort: effectiveSort(null), accountOf });
    const rows = flattenRows(units, new Set([`${A.key}/group:G1`]), accountOf);
    const keys = rows.map((row) => row.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain(`${A.key}/order:1`);
    expect(keys).toContain(`${B.key}/order:1`);
    expect(rows.filter((row) => row.kind === 'order' && row.parentKey === `${A.key}/group:G1`)).toHaveLength(2);
    expect(rows.every((row) => row.account !== undefined)).toBe(true);
  });

  it('finds an account by its number or nickname, and sorts by the Account column', () => {
    expect(visibleUnits(all, { tab: 'all', search: 'trading', sort: effectiveSort(null), accountOf }).units).toHaveLength(3);
    expect(visibleUnits(all, { tab: 'all', search: '5261', sort: effectiveSort(null), accountOf }).units).toHaveLength(1);
    const byAccount = visibleUnits(all, { tab: 'all', search: '', sort: { column: ACCOUNT_COLUMN, direction: 'desc' }, accountOf }).units;
    expect(byAccount.map((unit) => accountOf(unit.kind === 'order' ? unit.order : unit.group)?.number)[0]).toBe('83405261');
    // One account's table has no Account column to choose or keep.
    expect(shownColumns(['account', 'status']).map((column) => column.id)).toEqual(['status']);
    expect(effectiveSort({ column: 'account', direction: 'asc' }).column).toBe(ACCOUNT_COLUMN);
  });

  it('writes the account (number and nickname, never the key) at the start of every CSV line', () => {
    const { units } = visibleUnits(all, { tab: 'all', search: '', sort: effectiveSort(null), accountOf });
    const csv = ordersCsv(units, withAccountColumn(COLUMNS), accountOf);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]?.startsWith('Account,Account nickname,Row,')).toBe(true);
    expect(lines.filter((line) => line.startsWith('83405188,Trading,'))).not.toHaveLength(0);
    expect(lines.filter((line) => line.startsWith('83405261,,'))).not.toHaveLength(0);
    expect(lines.slice(1).every((line) => /^8340\d{4},/.test(line))).toBe(true);
    expect(csv).not.toContain(A.key);
  });
});

describe('All accounts elsewhere', () => {
  beforeEach(() => useOrdersStore.setState({ accountMarks: new Map() }));

  it('announces each order with its account under All accounts, as before for one account', () => {
    const before = state(A, { book: book([order(7)]) });
    const after = state(A, {
      book: book([order(7, { status: 'EXECUTED' })]),
      dataTime: OPEN_BELL + 10_000,
      changes: [{ kind: 'status', orderId: '7', from: 'OPEN', to: 'EXECUTED' }],
    });
    expect(orderAnnouncement(before, after, true)).toMatch(/^Order 7 in account …5188 executed/);
    expect(orderAnnouncement(before, after)).toMatch(/^Order 7 executed/);
  });

  it('keeps each account’s flashes apart in the store', () => {
    const store = useOrdersStore.getState();
    store.recordRefresh(state(A, { book: bookA }));
    store.recordRefresh(state(B, { book: bookB }));
    store.recordRefresh(state(A, { book: bookA, dataTime: OPEN_BELL + 10_000, changes: [{ kind: 'status', orderId: '1', from: 'OPEN', to: 'EXECUTED' }] }));
    store.recordRefresh(state(B, { book: bookB, dataTime: OPEN_BELL + 12_000, changes: [] }));
    const marks = useOrdersStore.getState().accountMarks;
    expect([...(marks.get(A.key)?.changed.keys() ?? [])]).toEqual(['1']);
    expect(marks.get(B.key)?.changed.size).toBe(0);
  });

  it('lists the open accounts only, each once, with the nickname unless it repeats the description', () => {
    const account = (accountId: string, accountIdKey: string, status: string, nickname: string | null): Account => ({
      accountId,
      accountIdKey,
      description: 'Brokerage',
      nickname,
      type: 'INDIVIDUAL',
      mode: 'CASH',
      institutionType: 'BROKERAGE',
      status,
      closedAt: status === 'CLOSED' ? OPEN_BELL : null,
    });
    const tags = openAccountTags(
      [
        account('1', 'k1', 'ACTIVE', 'Trading'),
        account('2', 'k2', 'CLOSED', null),
        account('1', 'k1', 'ACTIVE', null),
        account('3', 'k3', 'ACTIVE', 'Brokerage'),
      ],
      'v1',
    );
    expect(tags).toEqual([
      { key: 'k1', number: '1', nickname: 'Trading' },
      { key: 'k3', number: '3', nickname: null },
    ]);
  });
});
