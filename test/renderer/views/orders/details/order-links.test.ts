import { describe, expect, it } from 'vitest';
import { memberLabel, memberNumber, memberOfWords, orderIndexOf, orderLinks, platformId } from '../../../../../renderer/views/orders/details/order-links.ts';
import type { Order } from '../../../../../shared/domain/orders.ts';
import { book, group, order } from '../order-fixtures.ts';

/** An order with the v1 link fields (the model gains them from the orders backend). */
const v1 = (
  id: string,
  fields: { replacesOrderId?: string | null; replacedByOrderId?: string | null; orderNumber?: number | null; platformOrderId?: string },
): Order => ({ ...order(id), ...fields }) as Order;

describe('orderLinks', () => {
  const shown = orderIndexOf(
    book(
      [order('374'), order('377')],
      [group('380', [v1('380-1', { platformOrderId: '380', orderNumber: 1 }), v1('380-2', { platformOrderId: '380', orderNumber: 2 })])],
    ),
  );

  it('links a changed pair both ways, present when the other order is in the list', () => {
    expect(orderLinks(v1('374', { replacedByOrderId: '377' }), shown)).toEqual([
      { kind: 'replaced-by', orderId: '377', words: 'replaced by #377', present: true },
    ]);
    expect(orderLinks(v1('377', { replacesOrderId: '374' }), shown)).toEqual([{ kind: 'replaces', orderId: '374', words: 'replaces #374', present: true }]);
  });

  it('finds group members, and says when the other order is not in the list', () => {
    expect(orderLinks(v1('381', { replacesOrderId: '380', replacedByOrderId: '999' }), shown)).toEqual([
      { kind: 'replaces', orderId: '380', words: 'replaces #380', present: true },
      { kind: 'replaced-by', orderId: '999', words: 'replaced by #999', present: false },
    ]);
  });

  it.each([null, undefined, '', '0', '374'])('ignores %j and a link to itself', (value) => {
    expect(orderLinks(v1('374', { replacesOrderId: value, replacedByOrderId: value }), shown)).toEqual([]);
  });

  it('reads a legacy order (no v1 fields) as unlinked', () => {
    expect(orderLinks(order('1'), shown)).toEqual([]);
  });

  it('finds a v1 group by its platform ID (its first member), and each member by its own ID', () => {
    expect(shown.get('380')).toBe('380-1');
    expect(shown.get('380-2')).toBe('380-2');
    expect(platformId(v1('380-2', { platformOrderId: '380' }))).toBe('380');
    expect(platformId(order('7'))).toBe('7');
  });

  it('a group member does not link to its own group', () => {
    expect(orderLinks(v1('380-1', { platformOrderId: '380', replacesOrderId: '380' }), shown)).toEqual([]);
  });

  it('caches the index per book', () => {
    const b = book([order('1')]);
    expect(orderIndexOf(b)).toBe(orderIndexOf(b));
  });
});

describe('member numbers', () => {
  it('takes the platform number', () => {
    expect(memberNumber(v1('1', { orderNumber: 2 }))).toBe(2);
    expect(memberLabel(v1('1', { orderNumber: 2 }))).toBe('#2');
  });
  it.each([null, undefined, Number.NaN])('has none for %j', (value) => {
    expect(memberLabel(v1('1', { orderNumber: value }))).toBeNull();
  });
});

describe('memberOfWords', () => {
  it("names a member by the platform's number, and an unnumbered one as such", () => {
    expect(memberOfWords(v1('380-2', { platformOrderId: '380', orderNumber: 2 }), 'One-cancels-all', '380')).toBe('Member #2 of One-cancels-all 380');
    expect(memberOfWords(v1('380-1', { platformOrderId: '380', orderNumber: null }), 'Contingent', '380')).toBe('Unnumbered member of Contingent 380');
    expect(memberOfWords(v1('380-1', { platformOrderId: '380', orderNumber: 1 }), 'Group order', null)).toBe('Member #1 of Group order');
  });
});
