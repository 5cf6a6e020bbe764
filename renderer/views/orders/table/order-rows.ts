/**
 * From a book to the rows on screen: filter by status tab and search, sort the units (orders
 * and groups) by the chosen column, then flatten with what is expanded (a group's members, a
 * multi-leg order's legs). Pure, so the table, the CSV export and the tests agree.
 */
import type { OrderBook } from '../../../../shared/domain/order-watch.ts';
import type { GroupOrder, Order, OrderLeg } from '../../../../shared/domain/orders.ts';
import type { TreeShape } from '../../../components/tree-table/tree-keys.ts';
import type { AccountTag } from '../../../components/accounts/account-options.ts';
import type { ColumnDef } from './order-columns.ts';
import { countByTab, inTab, type StatusTab, type TabCounts } from '../format/order-status.ts';
import { groupKey, groupValues, orderValues, type UnitValues } from './unit-values.ts';

/** One line of the table. */
export type TableRow = (
  | { kind: 'group'; key: string; group: GroupOrder; level: 1; expanded: boolean; shown: number }
  | { kind: 'order'; key: string; order: Order; level: 1 | 2; expandable: boolean; expanded: boolean; parentKey: string | null }
  | { kind: 'leg'; key: string; order: Order; leg: OrderLeg; legIndex: number; level: 2 | 3; parentKey: string }
) & {
  /** Under "All accounts", the account the row's order is in (its key then starts the row key). */
  account?: AccountTag;
};

/** How the table's rows nest: a group holds its members, a multi-leg order its legs. */
export const ORDER_TREE: TreeShape<TableRow> = {
  expandable: (row) => (row.kind === 'order' ? row.expandable : row.kind === 'group'),
  isOpen: (row) => row.kind !== 'leg' && row.expanded,
  parentKey: (row) => (row.kind === 'group' ? null : row.parentKey),
};

/** Under "All accounts", the account of an order or group of the merged book. */
export type AccountOf = (item: Order | GroupOrder) => AccountTag | null;

/** A visible unit: an order, or a group with the members that pass the filter. */
export type VisibleUnit = { kind: 'order'; order: Order } | { kind: 'group'; group: GroupOrder; members: Order[] };

/** What the view asks for. */
export interface RowQuery {
  tab: StatusTab;
  search: string;
  sort: { column: ColumnDef; direction: 'asc' | 'desc' };
  /** Under "All accounts": each unit's account, which search matches and the Account column sorts by. */
  accountOf?: AccountOf;
}

/** The words of an account that search matches and the Account column shows: its number and nickname. */
export const accountText = (account: AccountTag | null | undefined): string =>
  account == null ? '' : account.nickname === null || account.nickname === '' ? account.number : `${account.number} ${account.nickname}`;

/** The row key of an order (group members included). */
export const orderKey = (orderId: string): string => `order:${orderId}`;

/** Only multi-leg orders unfold; one leg is already the order's own row. */
export const isExpandable = (order: Order): boolean => order.legs.length > 1;

const found = (order: Order, needle: string, accountOf?: AccountOf): boolean =>
  needle === '' || orderValues(order).searchText.includes(needle) || (accountOf !== undefined && accountText(accountOf(order)).toLowerCase().includes(needle));

/** A search for a group's own ID (its row shows it in the Order column) finds all its members. */
const groupFound = (group: GroupOrder, needle: string): boolean => needle !== '' && (group.groupOrderId ?? '').toLowerCase().includes(needle);

/** Every order of the book, group members included. */
export function* allOrders(book: OrderBook): Generator<Order> {
  yield* book.orders;
  for (const group of book.groups) yield* group.orders;
}

/** The units to show, filtered and sorted, and the tab counts under the search. */
export function visibleUnits(book: OrderBook, query: RowQuery): { units: VisibleUnit[]; counts: TabCounts } {
  const needle = query.search.trim().toLowerCase();
  const { accountOf } = query;
  const searched: Order[] = book.orders.filter((order) => found(order, needle, accountOf));
  const units: VisibleUnit[] = [];
  for (const order of searched) if (inTab(order, query.tab)) units.push({ kind: 'order', order });
  for (const group of book.groups) {
    const whole = groupFound(group, needle);
    const hits = group.orders.filter((order) => whole || found(order, needle, accountOf));
    for (const hit of hits) searched.push(hit);
    const members = hits.filter((order) => inTab(order, query.tab));
    if (members.length > 0) units.push({ kind: 'group', group, members });
  }
  const counts = countByTab(searched);
  const { column, direction } = query.sort;
  const sign = direction === 'asc' ? 1 : -1;
  // Each unit's values are looked up once, not twice per comparison (a day is 1,000+ units).
  const order = <T>(items: T[], values: (item: T) => UnitValues): T[] => {
    const keyed = items.map((item) => ({ item, values: values(item) }));
    // Ties keep newest first, whatever the column, so equal rows never swap between refreshes.
    keyed.sort((a, b) => sign * column.compare(a.values, b.values) || (b.values.placedAt ?? 0) - (a.values.placedAt ?? 0));
    return keyed.map((entry) => entry.item);
  };
  const valuesOf = (unit: VisibleUnit): UnitValues => (unit.kind === 'order' ? orderValues(unit.order) : groupValues(unit.group));
  // The account is the unit's only value outside it: added only when the Account column sorts.
  const sorted =
    accountOf === undefined || column.id !== 'account'
      ? order(units, valuesOf)
      : order(units, (unit) => ({ ...valuesOf(unit), account: accountText(accountOf(unit.kind === 'order' ? unit.order : unit.group)) }));
  for (const unit of sorted) {
    if (unit.kind === 'group' && unit.members.length > 1) unit.members = order(unit.members, orderValues);
  }
  return { units: sorted, counts };
}

/** A row key under "All accounts": the account's key first (order IDs repeat across accounts). */
export const accountRowKey = (accountKey: string, key: string): string => `${accountKey}/${key}`;

/**
 * Adds the row, tagged with its account under All accounts. One account's rows are made exactly
 * as before (no spread, no extra field): the table of one account pays nothing for All accounts.
 */
function push(rows: TableRow[], row: TableRow, account: AccountTag | null): void {
  if (account !== null) row.account = account;
  rows.push(row);
}

function pushOrder(rows: TableRow[], order: Order, level: 1 | 2, parentKey: string | null, expanded: ReadonlySet<string>, account: AccountTag | null): void {
  const key = account === null ? orderKey(order.orderId) : accountRowKey(account.key, orderKey(order.orderId));
  const expandable = isExpandable(order);
  const open = expandable && expanded.has(key);
  push(rows, { kind: 'order', key, order, level, expandable, expanded: open, parentKey }, account);
  if (!open) return;
  order.legs.forEach((leg, legIndex) => {
    push(rows, { kind: 'leg', key: `${key}:leg:${legIndex}`, order, leg, legIndex, level: level === 1 ? 2 : 3, parentKey: key }, account);
  });
}

/**
 * The table's rows: units in order, expanded ones followed by their members or legs. Under All
 * accounts (`accountOf`), each row carries its account and its key starts with the account's.
 */
export function flattenRows(units: readonly VisibleUnit[], expanded: ReadonlySet<string>, accountOf?: AccountOf): TableRow[] {
  const rows: TableRow[] = [];
  for (const unit of units) {
    if (unit.kind === 'order') {
      pushOrder(rows, unit.order, 1, null, expanded, accountOf?.(unit.order) ?? null);
      continue;
    }
    const account = accountOf?.(unit.group) ?? null;
    const key = account === null ? groupKey(unit.group) : accountRowKey(account.key, groupKey(unit.group));
    const open = expanded.has(key);
    push(rows, { kind: 'group', key, group: unit.group, level: 1, expanded: open, shown: unit.members.length }, account);
    if (open) for (const member of unit.members) pushOrder(rows, member, 2, key, expanded, account);
  }
  return rows;
}

/** The keys to expand so that an order's row is on screen: its group, if it is in one. */
export function keysToReveal(book: OrderBook, orderId: string): string[] | null {
  if (book.orders.some((order) => order.orderId === orderId)) return [];
  const group = book.groups.find((candidate) => candidate.orders.some((order) => order.orderId === orderId));
  return group === undefined ? null : [groupKey(group)];
}
