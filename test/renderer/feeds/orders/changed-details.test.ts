import { describe, expect, it } from 'vitest';
import { changedDetailIds } from '../../../../renderer/feeds/orders/changed-details.ts';
import type { Order } from '../../../../shared/domain/orders.ts';
import { book, order } from '../../views/orders/order-fixtures.ts';

describe('changedDetailIds: the details a refresh made out of date', () => {
  it('names the changed orders by their platform ID, a group member by its group’s', () => {
    const member = { ...order(1), orderId: '374-2', platformOrderId: '374', orderNumber: 2 } as Order;
    const state = {
      book: book([member, order(5), order(6)]),
      changes: [
        { kind: 'fill', orderId: '374-2', from: 0, to: 40 },
        { kind: 'status', orderId: '5', from: 'OPEN', to: 'EXECUTED' },
        { kind: 'removed', orderId: '9' },
      ] as const,
    };
    expect(changedDetailIds({ book: state.book, changes: [...state.changes] })).toEqual(['374', '5', '9']);
  });

  it('names none on a first load or without a book', () => {
    expect(changedDetailIds({ book: book([order(1)]), changes: [] })).toEqual([]);
    expect(changedDetailIds({ book: null, changes: [{ kind: 'added', orderId: '1' }] })).toEqual([]);
  });
});
