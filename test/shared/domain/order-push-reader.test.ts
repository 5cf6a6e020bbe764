/** orders:changed pushes read in order (feed-push.ts): the book keyed by order and group, each push against the revision before. */
import { describe, expect, it } from 'vitest';
import { applyDelta, diffData } from '../../../shared/domain/feed-push.ts';
import { bookKeying, orderPushReader, type OrderBook, type OrderWatchPush } from '../../../shared/domain/order-watch.ts';
import type { GroupOrder, Order } from '../../../shared/domain/orders.ts';
import { IDLE_FEED_STATUS } from '../../helpers/feed-status.ts';

const push = (accountKey: string, book: OrderWatchPush['book'], revision: number, dataTime = 1): OrderWatchPush => ({
  accountKey,
  book,
  revision,
  changes: [],
  dataTime,
  ...IDLE_FEED_STATUS,
});
const bookA: OrderBook = { orders: [], groups: [] };
const bookB: OrderBook = { orders: [], groups: [], truncated: true };
const order = (orderId: string, status = 'OPEN') => ({ orderId, status }) as unknown as Order;
const group = (groupOrderId: string | null, orders: Order[]) => ({ groupOrderId, orders }) as unknown as GroupOrder;

describe('bookKeying', () => {
  it('keys the orders outside groups and the groups apart, builds the book back, truncation included', () => {
    const book: OrderBook = { orders: [order('1'), order('1')], groups: [group('G', [order('2')]), group(null, [order('3')])], truncated: true };
    expect(bookKeying.rows(book).map(([key]) => key)).toEqual(['order:1', 'order:1#2', 'group:G', 'group:3']);
    const rows = bookKeying.rows(book).map(([, row]) => row);
    expect(bookKeying.build(rows, bookKeying.meta(book))).toEqual(book);
    expect(bookKeying.build([], bookKeying.meta(bookA))).toEqual(bookA);
  });

  it('sends a group whole when one of its members changed, and the other rows not at all', () => {
    const before: OrderBook = { orders: [order('1'), order('4')], groups: [group('G', [order('2'), order('3')])] };
    const after: OrderBook = { orders: [order('1'), order('4')], groups: [group('G', [order('2'), order('3', 'EXECUTED')])] };
    const change = diffData(bookKeying, before, after, 7);
    expect(change).toEqual({ kind: 'delta', base: 7, upserted: [['group:G', { group: after.groups[0] }]], removed: [] });
    if (change.kind !== 'delta') throw new Error('a delta');
    const applied = applyDelta(bookKeying, before, change);
    expect(applied).toEqual(after);
    expect(applied?.orders[0]).toBe(before.orders[0]);
  });
});

describe('orderPushReader: orders:changed pushes read in order', () => {
  it('gives a snapshot its book, and a status-only push ("same") the book its account was last given', () => {
    const read = orderPushReader();
    expect(read(push('A', { kind: 'snapshot', data: bookA }, 1))?.book).toBe(bookA);
    expect(read(push('B', { kind: 'snapshot', data: bookB }, 2))?.book).toBe(bookB);
    expect(read({ ...push('A', { kind: 'same' }, 1), refreshing: true })).toMatchObject({ accountKey: 'A', refreshing: true, book: bookA });
    expect(read(push('B', { kind: 'same' }, 2))?.book).toBe(bookB);
  });

  it('cannot read a push with no base of its account before it: none yet, or another revision', () => {
    const read = orderPushReader();
    expect(read(push('A', { kind: 'same' }, 1))).toBeNull();
    expect(read(push('A', { kind: 'snapshot', data: null }, 0))?.book).toBeNull();
    expect(read(push('A', { kind: 'delta', base: 0, upserted: [], removed: [] }, 3))).toBeNull();
    expect(read(push('A', { kind: 'snapshot', data: bookA }, 4))?.book).toBe(bookA);
    expect(read(push('A', { kind: 'delta', base: 3, upserted: [], removed: [] }, 5))).toBeNull();
  });
});
