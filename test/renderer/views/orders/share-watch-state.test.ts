import { describe, expect, it } from 'vitest';
import { shareBook, shareHistory } from '../../../../renderer/views/orders/share-watch-state.ts';
import { orderValues } from '../../../../renderer/views/orders/table/unit-values.ts';
import type { OrderHistory } from '../../../../shared/domain/order-history.ts';
import type { GroupOrder, Order } from '../../../../shared/domain/orders.ts';
import { book, cloned, group, order, spread } from './order-fixtures.ts';

const before = book([order(1), spread(2)], [group('G', [order(3), order(4)])]);

describe('shareBook: unchanged orders keep their objects across a Refresh', () => {
  it('keeps the whole book when a fresh copy carries the same data', () => {
    expect(shareBook(before, cloned(before))).toBe(before);
  });

  it('keeps every other order when one changes, matching by ID not position', () => {
    const next = cloned(before);
    next.orders = [order(0), ...next.orders];
    next.orders[2] = { ...next.orders[2]!, status: 'EXECUTED' };
    const shared = shareBook(before, next)!;
    expect(shared.orders[0]).toBe(next.orders[0]);
    expect(shared.orders[1]).toBe(before.orders[0]);
    expect(shared.orders[2]).not.toBe(before.orders[1]);
    expect(shared.orders[2]?.status).toBe('EXECUTED');
    expect(shared.groups[0]).toBe(before.groups[0]);
  });

  it('sees a change deep in a leg, and gives the row fresh values', () => {
    const next = cloned(before);
    next.orders[1]!.legs[1]!.filledQuantity = 2;
    const shared = shareBook(before, next)!;
    expect(shared.orders[1]).not.toBe(before.orders[1]);
    expect(orderValues(shared.orders[1]!)).not.toBe(orderValues(before.orders[1]!));
    expect(shared.orders[1]!.legs[1]!.filledQuantity).toBe(2);
  });

  it('sees a change in a leg’s option side (one level further down)', () => {
    const next = cloned(before);
    next.orders[1]!.legs[0]!.option!.strikePrice = 62.5;
    expect(shareBook(before, next)!.orders[1]).toBe(next.orders[1]);
    expect(shareBook(before, cloned(before))!.orders[1]).toBe(before.orders[1]);
  });

  it('rebuilds a group when a member changes, keeping the unchanged member', () => {
    const next = cloned(before);
    next.groups[0]!.orders[1] = { ...next.groups[0]!.orders[1]!, status: 'CANCELLED' };
    const shared = shareBook(before, next)!;
    expect(shared.groups[0]).not.toBe(before.groups[0]);
    expect(shared.groups[0]!.orders[0]).toBe(before.groups[0]!.orders[0]);
  });

  it('takes the new book when there was none, and none when none came', () => {
    expect(shareBook(null, before)).toBe(before);
    expect(shareBook(before, null)).toBeNull();
  });

  it('notices a book becoming truncated', () => {
    expect(shareBook(before, { ...cloned(before), truncated: true })).not.toBe(before);
  });
});

describe('shareHistory: a Refresh of a history window keeps unchanged orders', () => {
  const query = { accountKey: 'dBZOKt9xDrtRSAOl4MSiiA', from: '2026-11-01', to: '2026-11-23' };
  const history = (orders: Order[], fetchedAt: number): OrderHistory => ({ query, book: book(orders), fetchedAt, capped: null });

  it('keeps the objects of orders that did not change, by ID', () => {
    const before = history([order(1), order(2, { status: 'OPEN' }), order(3)], 1);
    const after = shareHistory(before, cloned(history([order(0), order(1), order(2, { status: 'EXECUTED' }), order(3)], 2)));
    expect(after.book.orders[1]).toBe(before.book.orders[0]);
    expect(after.book.orders[2]).not.toBe(before.book.orders[1]);
    expect(after.book.orders[3]).toBe(before.book.orders[2]);
    expect(after.fetchedAt).toBe(2);
  });

  it('keeps the whole window when nothing changed, and shares nothing with another query', () => {
    const before = history([order(1)], 1);
    expect(shareHistory(before, cloned(before))).toBe(before);
    const other = { ...cloned(before), query: { ...query, from: '2026-10-01' } };
    expect(shareHistory(before, other)).toBe(other);
    expect(shareHistory(undefined, other)).toBe(other);
  });

  it('keeps v1 fields (member numbers, links) in the comparison', () => {
    const linked = (replacedBy: string | null) => ({ ...order(5), replacedByOrderId: replacedBy, orderNumber: 2 }) as Order;
    const before = history([linked(null)], 1);
    const after = shareHistory(before, cloned(history([linked('6')], 2)));
    expect(after.book.orders[0]).not.toBe(before.book.orders[0]);
    expect(shareHistory(after, cloned({ ...after, fetchedAt: 3 })).book.orders[0]).toBe(after.book.orders[0]);
  });
});

describe('shareBook: group fields of the current API', () => {
  it('a changed group total makes a new group object; the same total keeps it', () => {
    const withTotal = (total: number) => book([], [{ ...group('G', [order(3)]), totalOrderValue: total } as GroupOrder]);
    const first = withTotal(10);
    expect(shareBook(first, cloned(first))).toBe(first);
    const next = shareBook(first, cloned(withTotal(11)));
    expect(next?.groups[0]).not.toBe(first.groups[0]);
    expect(next?.groups[0]?.orders[0]).toBe(first.groups[0]?.orders[0]);
  });
});
