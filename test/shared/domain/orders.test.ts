import { describe, expect, it } from 'vitest';
import { completeOrder, mergeOrders } from '../../../shared/domain/orders.ts';
import type { Order, OrderFields, OrderLeg } from '../../../shared/domain/orders.ts';
import { legFields, orderFields } from '../../helpers/order-fixtures.ts';

const leg = (fields: Partial<OrderLeg>): OrderLeg => legFields({ legNumber: null, symbol: 'SPY', action: 'BUY_OPEN', orderedQuantity: 1, ...fields });

const record = (fields: Partial<OrderFields>): OrderFields =>
  orderFields({ orderType: 'OPTN', priceType: 'NET_CREDIT', routingDestination: null, limitPrice: 0.8, allOrNone: null, legs: [], ...fields });

describe('completeOrder', () => {
  it('totals the ordered and filled quantities over the legs', () => {
    const order = completeOrder(
      record({ legs: [leg({ orderedQuantity: 2, filledQuantity: 1 }), leg({ orderedQuantity: 3, filledQuantity: null })] }),
    );
    expect(order.orderedQuantity).toBe(5);
    expect(order.filledQuantity).toBe(1);
  });

  it('puts the legs in leg-number order, unnumbered ones last', () => {
    const order = completeOrder(record({ legs: [leg({ legNumber: null, symbol: 'X' }), leg({ legNumber: 2 }), leg({ legNumber: 1 })] }));
    expect(order.legs.map((l) => l.legNumber ?? l.symbol)).toEqual([1, 2, 'X']);
  });

  it('has no totals when no leg says', () => {
    const order = completeOrder(record({ legs: [leg({ orderedQuantity: null, filledQuantity: null })] }));
    expect([order.orderedQuantity, order.filledQuantity]).toEqual([null, null]);
  });

  it('describes the price', () => {
    expect(completeOrder(record({ priceType: 'NET_CREDIT', limitPrice: 0.8 })).priceDescription).toBe('Net credit 0.80');
  });
});

/** Merging takes complete orders, as the decoder and the pager hold them. */
const mergeOrderRecords = (records: OrderFields[]): Order[] => mergeOrders(records.map(completeOrder));

describe('mergeOrders', () => {
  it('returns an order that appears once as it is', () => {
    const once = completeOrder(record({ orderId: '7', legs: [leg({ legNumber: 1 })] }));
    expect(mergeOrders([once])[0]).toBe(once);
  });

  it('keeps a multi-leg order sent as one record as one order, legs by leg number', () => {
    const [order, ...rest] = mergeOrderRecords([
      record({ status: 'EXECUTED', legs: [leg({ legNumber: 2 }), leg({ legNumber: 1 })] }),
    ]);
    expect(rest).toEqual([]);
    expect(order?.status).toBe('EXECUTED');
    expect(order?.legs.map((l) => l.legNumber)).toEqual([1, 2]);
  });

  it('merges one record per leg into one order whose status is the first leg’s (later legs say OPEN)', () => {
    const orders = mergeOrderRecords([
      record({ status: 'EXECUTED', legs: [leg({ legNumber: 1, filledQuantity: 1 })] }),
      record({ status: 'OPEN', legs: [leg({ legNumber: 2, filledQuantity: 1 })] }),
    ]);
    expect(orders).toHaveLength(1);
    expect(orders[0]?.status).toBe('EXECUTED');
    expect(orders[0]?.legs.map((l) => l.legNumber)).toEqual([1, 2]);
    expect(orders[0]?.filledQuantity).toBe(2);
  });

  it('takes the status from the record holding leg 1 even when that record comes later', () => {
    const orders = mergeOrderRecords([
      record({ status: 'OPEN', legs: [leg({ legNumber: 2 })] }),
      record({ status: 'CANCELLED', legs: [leg({ legNumber: 1 })] }),
    ]);
    expect(orders[0]?.status).toBe('CANCELLED');
  });

  it('takes the first record’s status when the legs are not numbered', () => {
    const orders = mergeOrderRecords([
      record({ status: 'REJECTED', legs: [leg({ symbol: 'A' })] }),
      record({ status: 'OPEN', legs: [leg({ symbol: 'B' })] }),
    ]);
    expect(orders[0]?.status).toBe('REJECTED');
    expect(orders[0]?.legs.map((l) => l.symbol)).toEqual(['A', 'B']);
  });

  it('fills fields the first record lacks from later ones, but never the status', () => {
    const orders = mergeOrderRecords([
      record({ status: null, placedAt: null, legs: [leg({ legNumber: 1 })] }),
      record({ status: 'OPEN', placedAt: 1_767_366_600_000, legs: [leg({ legNumber: 2 })] }),
    ]);
    expect(orders[0]?.placedAt).toBe(1_767_366_600_000);
    expect(orders[0]?.status).toBeNull();
  });

  it('counts a leg seen twice (the same order on two pages) once', () => {
    const same = record({ status: 'OPEN', legs: [leg({ legNumber: 1, orderedQuantity: 10 })] });
    const orders = mergeOrderRecords([same, { ...same }]);
    expect(orders[0]?.legs).toHaveLength(1);
    expect(orders[0]?.orderedQuantity).toBe(10);
  });

  it('keeps distinct orders apart, in the order the provider gave', () => {
    const orders = mergeOrderRecords([
      record({ orderId: '30', legs: [leg({ legNumber: 1 })] }),
      record({ orderId: '10', legs: [leg({ legNumber: 1 })] }),
      record({ orderId: '30', legs: [leg({ legNumber: 2 })] }),
      record({ orderId: '20', legs: [] }),
    ]);
    expect(orders.map((o) => [o.orderId, o.legs.length])).toEqual([
      ['30', 2],
      ['10', 1],
      ['20', 0],
    ]);
  });
});
