import { describe, expect, it } from 'vitest';
import { changedDetailIds } from '../../../../renderer/feeds/orders/changed-details.ts';
import type { Order } from '../../../../shared/domain/orders.ts';
import { book, group, order } from '../../views/orders/order-fixtures.ts';

describe('changedDetailIds: the details a push made out of date', () => {
  it('names the orders of the rows it named by their platform ID, a group member by its group’s, and a removed one from the book before', () => {
    const member = { ...order(1), orderId: '374-2', platformOrderId: '374', orderNumber: 2 } as Order;
    const before = book([order(5), order(6), order(9)], [group('374', [member])]);
    const after = book([order(5), order(6)], [group('374', [member])]);
    expect(changedDetailIds(before, after, ['group:374', 'order:5'], ['order:9'])).toEqual(['5', '374', '9']);
  });

  it('names none for a snapshot (a first load: no key named) or without a book', () => {
    expect(changedDetailIds(null, book([order(1)]), [], [])).toEqual([]);
    expect(changedDetailIds(null, null, ['order:1'], ['order:2'])).toEqual([]);
  });
});
