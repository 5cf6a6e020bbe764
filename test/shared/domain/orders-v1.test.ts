import { describe, expect, it } from 'vitest';
import { groupMemberId, isPartlyFilled, platformIdOf, type OrderLeg } from '../../../shared/domain/orders.ts';
import { legUnit, quantitiesByUnit } from '../../../shared/domain/order-quantities.ts';
import { legFields } from '../../helpers/order-fixtures.ts';

describe('the order model on v1', () => {
  it('counts a DOLLAR leg in dollars, apart from shares and contracts', () => {
    const dollars: OrderLeg = { ...legFields({ orderedQuantity: 5000, filledQuantity: 0 }), quantityType: 'DOLLAR' };
    const shares: OrderLeg = { ...legFields({ orderedQuantity: 10, filledQuantity: 0 }), quantityType: 'ALL_I_OWN' };
    expect([legUnit(dollars), legUnit(shares), legUnit(legFields({}))]).toEqual(['dollars', 'shares', 'shares']);
    expect(quantitiesByUnit([dollars, shares]).map((q) => [q.unit, q.ordered])).toEqual([
      ['dollars', 5000],
      ['shares', 10],
    ]);
  });

  it('gives group members an ID unique in the book that shows the platform’s', () => {
    expect(groupMemberId('500', 2, 0)).toBe('500-2');
    expect(groupMemberId('500', null, 2)).toBe('500-3');
    expect(platformIdOf({ orderId: '500-2', platformOrderId: '500' })).toBe('500');
    expect(platformIdOf({ orderId: '374' })).toBe('374');
  });

  it.each([
    ['INDIVIDUAL_FILLS', true],
    ['PARTIAL', true],
    ['OPEN', false],
    [null, false],
  ])('%s partly filled: %s', (status, partly) => {
    expect(isPartlyFilled(status)).toBe(partly);
  });
});
