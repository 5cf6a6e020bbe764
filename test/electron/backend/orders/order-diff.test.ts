/**
 * The snapshot diff (added, removed, status, fills) and which changes become notifications.
 */
import { describe, expect, it } from 'vitest';
import { diffOrders, indexBook } from '../../../../electron/backend/orders/order-diff.ts';
import { describeOrder, notesFor } from '../../../../electron/backend/notifications/order-notices.ts';
import { book, buyWrite, order } from './order-builders.ts';

const diff = (before: ReturnType<typeof book>, after: ReturnType<typeof book>) => diffOrders(indexBook(before), indexBook(after));

describe('diff', () => {
  it('finds added, removed, status and fill changes, in the new book order, removals last', () => {
    const before = book(order(1), order(2, { filled: 0 }), order(3));
    const after = book(order(4), order(1, { status: 'EXECUTED', filled: 100 }), order(2, { filled: 40 }));
    expect(diff(before, after)).toEqual([
      { kind: 'added', orderId: '4' },
      { kind: 'status', orderId: '1', from: 'OPEN', to: 'EXECUTED' },
      { kind: 'fill', orderId: '1', from: 0, to: 100 },
      { kind: 'fill', orderId: '2', from: 0, to: 40 },
      { kind: 'removed', orderId: '3' },
    ]);
  });

  it('sees a buy-write fill per unit: its shares and contracts have no total to compare', () => {
    expect(diff(book(buyWrite(1, 0, 0)), book(buyWrite(1, 700, 0)))).toEqual([
      {
        kind: 'fill',
        orderId: '1',
        from: null,
        to: null,
        units: [
          { unit: 'shares', from: 0, to: 700 },
          { unit: 'contracts', from: 0, to: 0 },
        ],
      },
    ]);
    expect(diff(book(buyWrite(1, 700, 0)), book(buyWrite(1, 700, 0)))).toEqual([]);
  });

  it('sees nothing when nothing changed (new objects, same values)', () => {
    expect(diff(book(order(1), order(2)), book(order(1), order(2)))).toEqual([]);
  });

  it('indexes group members too', () => {
    const grouped = {
      orders: [order(1)],
      groups: [{ groupOrderId: '9', groupType: 'BRACKETED', cumulativeEstimatedCommission: null, cumulativeEstimatedFees: null, orders: [order(2), order(3)] }],
    };
    expect([...indexBook(grouped).keys()]).toEqual(['1', '2', '3']);
    const cancelled = { ...grouped, groups: [{ ...grouped.groups[0]!, orders: [order(2, { status: 'CANCELLED' }), order(3)] }] };
    expect(diffOrders(indexBook(grouped), indexBook(cancelled))).toEqual([{ kind: 'status', orderId: '2', from: 'OPEN', to: 'CANCELLED' }]);
  });
});

describe('notifications', () => {
  const notes = (before: ReturnType<typeof book>, after: ReturnType<typeof book>) => notesFor(diff(before, after), indexBook(after), '83405188');

  it.each([
    ['EXECUTED', 'executed'],
    ['CANCELLED', 'cancelled'],
    ['REJECTED', 'rejected'],
    ['EXPIRED', 'expired'],
  ])('status %s is announced', (status, word) => {
    expect(notes(book(order(7)), book(order(7, { status })))).toEqual([
      { orderId: '7', title: `Order 7 ${word}`, body: expect.stringContaining('Buy 100 XYZ') },
    ]);
  });

  it('a partial fill is announced with the quantities', () => {
    expect(notes(book(order(7)), book(order(7, { filled: 40 })))).toEqual([
      { orderId: '7', title: 'Order 7 partly filled', body: expect.stringMatching(/^40 of 100 shares filled: Buy 100 XYZ · .*account …5188\)$/) },
    ]);
  });

  it('an order filled and executed in one refresh is announced once, as executed', () => {
    expect(notes(book(order(7)), book(order(7, { status: 'EXECUTED', filled: 100 }))).map((n) => n.title)).toEqual(['Order 7 executed']);
  });

  it.each([
    ['a new order', book(), book(order(1))],
    ['a removed order', book(order(1)), book()],
    ['OPEN → CANCEL_REQUESTED', book(order(1)), book(order(1, { status: 'CANCEL_REQUESTED' }))],
  ])('%s is not announced', (_name, before, after) => {
    expect(notes(before, after)).toEqual([]);
  });

  it('many at once become one summary that focuses the first', () => {
    const before = book(order(1), order(2), order(3), order(4), order(5));
    const after = book(...[1, 2, 3, 4, 5].map((id) => order(id, { status: 'CANCELLED' })));
    expect(notes(before, after)).toEqual([
      { orderId: '1', title: '5 orders changed in account …5188', body: expect.stringContaining('Order 1 cancelled; Order 2 cancelled') },
    ]);
  });

  it('names the account by its last four digits only: a notification shows on a locked screen', () => {
    const shown = [
      ...notes(book(order(7)), book(order(7, { status: 'EXECUTED' }))),
      ...notes(book(order(7)), book(order(7, { filled: 40 }))),
      ...notes(book(order(1), order(2), order(3), order(4)), book(...[1, 2, 3, 4].map((id) => order(id, { status: 'CANCELLED' })))),
    ];
    expect(shown).toHaveLength(3);
    for (const note of shown) {
      expect(`${note.title} ${note.body}`).not.toContain('83405188');
      expect(`${note.title} ${note.body}`).toContain('…5188');
    }
  });

  it('describes a multi-leg order by its legs', () => {
    const single = order(1);
    const spread = { ...single, orderType: 'SPREADS', legs: [single.legs[0]!, { ...single.legs[0]!, legNumber: 2, action: 'SELL' }] };
    // In words, never the platform's codes ("2 legs: SPREADS"): the legs here make no strategy we name.
    expect(describeOrder(spread)).toMatch(/^XYZ 2-leg spread · /);
  });
});
