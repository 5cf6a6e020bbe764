import { describe, expect, it } from 'vitest';
import { orderPushReader, type OrderBook, type OrderWatchPush } from '../../../shared/domain/order-watch.ts';
import { IDLE_FEED_STATUS } from '../../helpers/feed-status.ts';

const push = (accountKey: string, book: OrderWatchPush['book'], dataTime: number): OrderWatchPush => ({
  accountKey,
  book,
  changes: [],
  dataTime,
  ...IDLE_FEED_STATUS,
});
const bookA: OrderBook = { orders: [], groups: [] };
const bookB: OrderBook = { orders: [], groups: [], truncated: true };

describe('orderPushReader: orders:changed pushes read in order', () => {
  it('gives a push that carries its book as it is, and an unchanged one the book its account was last given', () => {
    const read = orderPushReader();
    expect(read(push('A', bookA, 1))?.book).toBe(bookA);
    expect(read(push('B', bookB, 1))?.book).toBe(bookB);
    expect(read({ ...push('A', 'unchanged', 1), refreshing: true })).toMatchObject({ accountKey: 'A', refreshing: true, book: bookA });
    expect(read(push('B', 'unchanged', 1))?.book).toBe(bookB);
  });

  it('cannot read an unchanged push before its account had a book: none yet, or forgotten (null)', () => {
    const read = orderPushReader();
    expect(read(push('A', 'unchanged', 1))).toBeNull();
    expect(read(push('A', null, 1))?.book).toBeNull();
    expect(read(push('A', 'unchanged', 2))).toBeNull();
  });
});
