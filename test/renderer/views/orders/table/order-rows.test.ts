import { describe, expect, it } from 'vitest';
import { columnById, effectiveSort, type ColumnDef } from '../../../../../renderer/views/orders/table/order-columns.ts';
import {
  allOrders,
  flattenRows,
  isExpandable,
  keysToReveal,
  orderKey,
  visibleUnits,
  type RowQuery,
  type TableRow,
  type VisibleUnit,
} from '../../../../../renderer/views/orders/table/order-rows.ts';
import type { StatusTab } from '../../../../../renderer/views/orders/format/order-status.ts';
import { book, cloned, group, leg, OPEN_BELL, order, spread } from '../order-fixtures.ts';

const MINUTE = 60_000;
const query = (tab: StatusTab = 'all', search = '', sort = effectiveSort(null)): RowQuery => ({ tab, search, sort });
const by = (id: string, direction: 'asc' | 'desc') => ({ column: columnById(id) as ColumnDef, direction });
const unitIds = (units: readonly VisibleUnit[]) =>
  units.map((u) => (u.kind === 'order' ? u.order.orderId : `${u.group.groupOrderId}[${u.members.map((m) => m.orderId).join(',')}]`));
/** "order:1", "  leg:0" …: the table as a reader sees it, indented by level. */
const shape = (rows: readonly TableRow[]) =>
  rows.map(
    (row) => `${'  '.repeat(row.level - 1)}${row.kind === 'leg' ? `leg:${row.legIndex}` : row.key}${row.kind !== 'leg' && row.expanded ? ' (open)' : ''}`,
  );

// The day: three orders of their own and one bracket group of three members.
const aapl = order(101, { placedAt: OPEN_BELL, orderValue: 500, legs: [leg({ symbol: 'AAPL', symbolDescription: 'Apple Inc' })] });
const koSpread = spread(102, { placedAt: OPEN_BELL + 2 * MINUTE, status: 'EXECUTED', orderValue: null });
const msft = order(103, { placedAt: OPEN_BELL + MINUTE, status: 'REJECTED', orderValue: 1500, legs: [leg({ symbol: 'MSFT' })] });
const entry = order(201, { placedAt: OPEN_BELL + 3 * MINUTE, status: 'EXECUTED', orderValue: 900, legs: [leg({ symbol: 'PEP' })] });
const target = order(202, { placedAt: OPEN_BELL + 3 * MINUTE, status: 'OPEN', orderValue: 950, legs: [leg({ symbol: 'PEP', action: 'SELL' })] });
const stop = spread(203, { placedAt: OPEN_BELL + 4 * MINUTE, status: 'CANCELLED', orderValue: 100 });
const bracket = group('9000', [entry, target, stop], { groupType: 'BRACKETED' });
const day = book([aapl, koSpread, msft], [bracket]);

describe('visibleUnits: tabs', () => {
  it('shows every unit under All, newest first by default', () => {
    expect(unitIds(visibleUnits(day, query()).units)).toEqual(['9000[203,201,202]', '102', '103', '101']);
  });

  it.each([
    ['open', ['9000[202]', '101']],
    ['executed', ['9000[201]', '102']],
    ['cancelled', ['9000[203]']],
    ['other', ['103']],
  ] as const)('under %s shows the units with such an order, groups with only those members', (tab, expected) => {
    expect(unitIds(visibleUnits(day, query(tab)).units)).toEqual(expected);
  });

  it('counts group members one by one, whatever the tab shown', () => {
    const counts = { all: 6, open: 2, executed: 2, cancelled: 1, other: 1 };
    expect(visibleUnits(day, query('all')).counts).toEqual(counts);
    expect(visibleUnits(day, query('other')).counts).toEqual(counts);
  });

  it('gives nothing, and zero counts, for an empty book', () => {
    expect(visibleUnits(book([]), query())).toEqual({ units: [], counts: { all: 0, open: 0, executed: 0, cancelled: 0, other: 0 } });
  });
});

describe('visibleUnits: search', () => {
  it.each([
    ['msft', ['103'], 'a symbol, in any case'],
    ['  AAPL ', ['101'], 'trimmed'],
    ['apple', ['101'], 'the leg’s description'],
    ['102', ['102'], 'an order ID'],
    ['ko jul', ['9000[203]', '102'], 'an option leg’s description, in a group or not'],
    ['pep', ['9000[201,202]'], 'group members, the group kept'],
    ['9000', ['9000[203,201,202]'], 'the group’s own ID, as its row shows it'],
    ['zzzz', [], 'nothing'],
  ])('%j finds %j (%s)', (search, expected, _why) => {
    expect(unitIds(visibleUnits(day, query('all', search)).units)).toEqual(expected);
  });

  it('counts only what the search found, so the tab badges follow it', () => {
    expect(visibleUnits(day, query('open', 'pep')).counts).toEqual({ all: 2, open: 1, executed: 1, cancelled: 0, other: 0 });
    expect(visibleUnits(day, query('all', '9000')).counts.all).toBe(3);
  });

  it('combines search and tab', () => {
    expect(unitIds(visibleUnits(day, query('open', 'pep')).units)).toEqual(['9000[202]']);
    expect(unitIds(visibleUnits(day, query('executed', '9000')).units)).toEqual(['9000[201]']);
  });
});

describe('visibleUnits: sorting', () => {
  it('sorts by value both ways, units without a value lowest', () => {
    expect(unitIds(visibleUnits(day, query('all', '', by('value', 'asc'))).units)).toEqual(['102', '101', '103', '9000[203,201,202]']);
    expect(unitIds(visibleUnits(day, query('all', '', by('value', 'desc'))).units)).toEqual(['9000[202,201,203]', '103', '101', '102']);
  });

  it('breaks ties newest first, in both directions, so equal rows never swap', () => {
    const same = [1, 2, 3, 4].map((i) => order(i, { placedAt: OPEN_BELL + i * MINUTE, orderValue: null }));
    for (const direction of ['asc', 'desc'] as const) {
      expect(unitIds(visibleUnits(book(same), query('all', '', by('value', direction))).units)).toEqual(['4', '3', '2', '1']);
    }
  });

  it('gives the same order for a fresh copy of the book', () => {
    const sort = by('status', 'asc');
    expect(unitIds(visibleUnits(cloned(day), query('all', '', sort)).units)).toEqual(unitIds(visibleUnits(day, query('all', '', sort)).units));
  });
});

describe('flattenRows', () => {
  const units = visibleUnits(day, query()).units;

  it('shows one row per unit while nothing is expanded', () => {
    expect(shape(flattenRows(units, new Set()))).toEqual(['group:9000', 'order:102', 'order:103', 'order:101']);
  });

  it('unfolds a multi-leg order into its legs, and a group into members and their legs', () => {
    const open = new Set(['group:9000', orderKey('203'), orderKey('102')]);
    expect(shape(flattenRows(units, open))).toEqual([
      'group:9000 (open)',
      '  order:203 (open)',
      '    leg:0',
      '    leg:1',
      '  order:201',
      '  order:202',
      'order:102 (open)',
      '  leg:0',
      '  leg:1',
      'order:103',
      'order:101',
    ]);
  });

  it('links each row to its parent and gives every row its own key', () => {
    const rows = flattenRows(units, new Set(['group:9000', orderKey('203')]));
    const parents = rows.map((row) => (row.kind === 'group' ? null : row.parentKey));
    expect(parents).toEqual([null, 'group:9000', 'order:203', 'order:203', 'group:9000', 'group:9000', null, null, null]);
    expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length);
  });

  it('never unfolds a one-leg order, even when its key is in the set', () => {
    expect(isExpandable(aapl)).toBe(false);
    const rows = flattenRows([{ kind: 'order', order: aapl }], new Set([orderKey('101')]));
    expect(rows).toEqual([{ kind: 'order', key: 'order:101', order: aapl, level: 1, expandable: false, expanded: false, parentKey: null }]);
  });

  it('keeps what was expanded across a refresh that brings new objects', () => {
    const open = new Set(['group:9000', orderKey('102')]);
    const before = shape(flattenRows(units, open));
    expect(shape(flattenRows(visibleUnits(cloned(day), query()).units, open))).toEqual(before);
  });

  it('keeps a group without an ID expanded across a refresh, by its first member', () => {
    const nameless = book([], [group(null, [order(7), order(8)])]);
    const open = new Set(['group:of-7']);
    const after = flattenRows(visibleUnits(cloned(nameless), query()).units, open);
    expect(shape(after)).toEqual(['group:of-7 (open)', '  order:7', '  order:8']);
  });

  it('says how many members a group row shows under the filter', () => {
    const [row] = flattenRows(visibleUnits(day, query('open')).units, new Set());
    expect(row).toMatchObject({ kind: 'group', shown: 1 });
  });
});

describe('allOrders and keysToReveal', () => {
  it('walks orders of their own, then group members', () => {
    expect([...allOrders(day)].map((o) => o.orderId)).toEqual(['101', '102', '103', '201', '202', '203']);
  });

  it.each([
    ['101', []],
    ['202', ['group:9000']],
    ['999', null],
    ['', null],
  ])('to show order %j expands %j', (orderId, keys) => {
    expect(keysToReveal(day, orderId)).toEqual(keys);
  });
});
