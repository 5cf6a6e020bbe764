import { describe, expect, it } from 'vitest';
import {
  countByTab,
  groupStatus,
  inTab,
  STATUS_TAB_LABELS,
  STATUS_TABS,
  statusCategory,
  statusTone,
} from '../../../../../renderer/views/orders/format/order-status.ts';
import { mergeOrders } from '../../../../../shared/domain/order-assembly.ts';
import { group, order, spread } from '../order-fixtures.ts';

describe('statusCategory: the tab a status belongs to', () => {
  it.each([
    ['OPEN', 'open'],
    ['EXECUTED', 'executed'],
    ['CANCELLED', 'cancelled'],
    ['CANCEL_REQUESTED', 'other'],
    ['EXPIRED', 'other'],
    ['REJECTED', 'other'],
    ['PARTIAL', 'open'], // v1: partly filled, still working (docs/platform/current-api.md, "Orders")
    ['open', 'other'],
    [' OPEN', 'other'],
    ['', 'other'],
    [null, 'other'],
  ] as const)('%j goes under %s', (status, tab) => {
    expect(statusCategory(status)).toBe(tab);
  });
});

describe('inTab', () => {
  it('shows every order under All, and each under its own tab only', () => {
    const rejected = order(1, { status: 'REJECTED' });
    expect(STATUS_TABS.filter((tab) => inTab(rejected, tab))).toEqual(['all', 'other']);
    const unknown = order(2, { status: null });
    expect(STATUS_TABS.filter((tab) => inTab(unknown, tab))).toEqual(['all', 'other']);
  });

  it('reads a multi-leg order by its first leg’s status, not the later legs’ OPEN', () => {
    // The provider may send one record per leg, the later ones saying OPEN
    // (docs/platform/legacy-api.md).
    const [first, second] = spread(7).legs;
    const [merged] = mergeOrders([
      order(7, { status: 'EXECUTED', orderType: 'SPREADS', legs: [first!] }),
      order(7, { status: 'OPEN', orderType: 'SPREADS', legs: [second!] }),
    ]);
    expect(merged?.legs).toHaveLength(2);
    expect(STATUS_TABS.filter((tab) => inTab(merged!, tab))).toEqual(['all', 'executed']);
  });
});

describe('countByTab', () => {
  it('is zero everywhere for no orders', () => {
    expect(countByTab([])).toEqual({ all: 0, open: 0, executed: 0, cancelled: 0, other: 0 });
  });

  it('counts each order once under All and once under its tab, so the tabs add up to All', () => {
    const statuses = ['OPEN', 'OPEN', 'EXECUTED', 'CANCELLED', 'CANCEL_REQUESTED', 'EXPIRED', 'REJECTED', null, 'NEW_WORD'];
    const counts = countByTab(statuses.map((status, i) => order(i, { status })));
    expect(counts).toEqual({ all: 9, open: 2, executed: 1, cancelled: 1, other: 5 });
    expect(counts.open + counts.executed + counts.cancelled + counts.other).toBe(counts.all);
  });

  it('takes any iterable, a generator included', () => {
    function* two() {
      yield order(1);
      yield order(2, { status: 'EXECUTED' });
    }
    expect(countByTab(two())).toMatchObject({ all: 2, open: 1, executed: 1 });
  });

  it('has a label for every tab', () => {
    expect(Object.keys(STATUS_TAB_LABELS)).toEqual([...STATUS_TABS]);
  });
});

describe('statusTone', () => {
  it.each([
    ['OPEN', 'open'],
    ['EXECUTED', 'executed'],
    ['CANCELLED', 'closed'],
    ['EXPIRED', 'closed'],
    ['CANCEL_REQUESTED', 'pending'],
    ['REJECTED', 'rejected'],
    ['NEW_WORD', 'unknown'],
    ['"><script>', 'unknown'],
    [null, 'unknown'],
  ] as const)('%j is shown as %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });
});

describe('groupStatus: what a group row reads', () => {
  const of = (...statuses: (string | null)[]) =>
    groupStatus(
      group(
        'G',
        statuses.map((status, i) => order(i, { status })),
      ),
    );

  it.each([
    [['CANCELLED', 'OPEN', 'EXECUTED'], 'OPEN', 'working while any member is open'],
    [['EXECUTED', 'CANCEL_REQUESTED'], 'CANCEL_REQUESTED', 'waiting while a cancel is pending'],
    [['CANCELLED', 'EXECUTED'], 'EXECUTED', 'executed when one member filled and the rest were cancelled'],
    [['EXPIRED', 'CANCELLED'], 'EXPIRED', 'else the first member’s'],
    [['REJECTED'], 'REJECTED', 'a lone member'],
    [[null, 'CANCELLED'], null, 'an unknown first member stays unknown'],
  ])('%j reads %j (%s)', (statuses, expected, _why) => {
    expect(of(...statuses)).toBe(expected);
  });

  it('is null for a group without members', () => {
    expect(groupStatus(group('G', []))).toBeNull();
  });
});

describe('v1 partly filled statuses', () => {
  it('count and look as working orders', () => {
    for (const status of ['INDIVIDUAL_FILLS', 'PARTIAL']) {
      expect(statusCategory(status)).toBe('open');
      expect(statusTone(status)).toBe('open');
    }
  });
});

describe('v1 statuses of a trade done, and of an order that will not be', () => {
  // One rule for the tab, the badge and the executed time (order-timeline's realExecutedAt).
  it.each([
    ['DONE_TRADE_EXECUTED', 'executed', 'executed'],
    ['OPTION_ASSIGNMENT', 'executed', 'executed'],
    ['OPTION_EXERCISE', 'executed', 'executed'],
    ['DO_NOT_EXERCISE', 'other', 'closed'],
    ['INVALID', 'other', 'rejected'],
  ] as const)('%s goes under %s, shown as %s', (status, tab, tone) => {
    expect(statusCategory(status)).toBe(tab);
    expect(statusTone(status)).toBe(tone);
  });

  it('a group of an assigned member and a cancelled one reads as executed', () => {
    expect(groupStatus(group('G', [order(1, { status: 'CANCELLED' }), order(2, { status: 'OPTION_ASSIGNMENT' })]))).toBe('OPTION_ASSIGNMENT');
  });
});
