import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { completeOrder, mergeOrders } from '../../../shared/domain/order-assembly.ts';
import { fillChange, fillProgress, legUnit, orderTotals, quantitiesByUnit } from '../../../shared/domain/order-quantities.ts';
import type { Order, OrderFields, OrderLeg } from '../../../shared/domain/orders.ts';
import { legFields, orderFields } from '../../helpers/order-fixtures.ts';

const leg = (fields: Partial<OrderLeg>): OrderLeg => legFields({ legNumber: null, symbol: 'SPY', action: 'BUY_OPEN', orderedQuantity: 1, ...fields });

const record = (fields: Partial<OrderFields>): OrderFields =>
  orderFields({ orderType: 'OPTN', priceType: 'NET_CREDIT', routingDestination: null, limitPrice: 0.8, allOrNone: null, legs: [], ...fields });

describe('completeOrder', () => {
  it('totals the ordered and filled quantities over the legs', () => {
    const order = completeOrder(record({ legs: [leg({ orderedQuantity: 2, filledQuantity: 1 }), leg({ orderedQuantity: 3, filledQuantity: null })] }));
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

/** An option leg: a call on SPY (its quantity counts contracts). */
const optionLeg = (fields: Partial<OrderLeg>): OrderLeg => leg({ option: { callPut: 'CALL', expiry: '2026-07-17', strikePrice: 600 }, ...fields });

/** A buy-write: 1,400 shares bought, 14 calls written against them. */
const buyWrite = (shares: number | null, contracts: number | null): OrderFields =>
  record({
    orderType: 'BUY_WRITES',
    legs: [
      leg({ legNumber: 1, action: 'BUY', orderedQuantity: 1400, filledQuantity: shares }),
      optionLeg({ legNumber: 2, action: 'SELL_OPEN', orderedQuantity: 14, filledQuantity: contracts }),
    ],
  });

describe('quantities count one unit at a time', () => {
  it('counts an equity leg in shares and an option leg in contracts', () => {
    expect(legUnit(leg({}))).toBe('shares');
    expect(legUnit(optionLeg({}))).toBe('contracts');
  });

  it('gives a buy-write no single total: shares and contracts do not add up', () => {
    const order = completeOrder(buyWrite(0, 0));
    expect([order.orderedQuantity, order.filledQuantity]).toEqual([null, null]);
    expect(quantitiesByUnit(order.legs)).toEqual([
      { unit: 'shares', ordered: 1400, filled: 0 },
      { unit: 'contracts', ordered: 14, filled: 0 },
    ]);
  });

  it('totals a spread of option legs: they all count contracts', () => {
    const order = completeOrder(
      record({
        legs: [optionLeg({ legNumber: 1, orderedQuantity: 2, filledQuantity: 1 }), optionLeg({ legNumber: 2, orderedQuantity: 2, filledQuantity: 0 })],
      }),
    );
    expect([order.orderedQuantity, order.filledQuantity]).toEqual([4, 1]);
    expect(quantitiesByUnit(order.legs)).toEqual([{ unit: 'contracts', ordered: 4, filled: 1 }]);
  });

  it('leaves a single-leg order as it was', () => {
    const order = completeOrder(record({ legs: [leg({ orderedQuantity: 100, filledQuantity: 40 })] }));
    expect([order.orderedQuantity, order.filledQuantity]).toEqual([100, 40]);
    expect(quantitiesByUnit(order.legs)).toEqual([{ unit: 'shares', ordered: 100, filled: 40 }]);
  });

  it('has no units for an order without legs', () => {
    expect(quantitiesByUnit([])).toEqual([]);
  });

  it('sums fractional shares without float artefacts', () => {
    expect(quantitiesByUnit([leg({ orderedQuantity: 0.1 }), leg({ orderedQuantity: 0.2 })])).toEqual([{ unit: 'shares', ordered: 0.3, filled: 0 }]);
  });

  it('totals an order as its one unit sums, and not at all with two units or none (any legs)', () => {
    const quantity = fc.option(fc.oneof(fc.integer({ min: 0, max: 5000 }), fc.double({ min: 0, max: 100, noNaN: true })));
    const anyLeg = fc
      .record({ option: fc.boolean(), dollars: fc.boolean(), ordered: quantity, filled: quantity })
      .map(({ option, dollars, ordered, filled }) => {
        const base = option ? optionLeg({}) : leg({});
        return { ...base, ...(dollars ? { quantityType: 'DOLLAR' } : {}), orderedQuantity: ordered, filledQuantity: filled };
      });
    fc.assert(
      fc.property(fc.array(anyLeg, { maxLength: 5 }), (legs) => {
        const units = quantitiesByUnit(legs);
        const only = units.length === 1 ? units[0] : undefined;
        expect(orderTotals(legs)).toEqual({ orderedQuantity: only?.ordered ?? null, filledQuantity: only?.filled ?? null });
      }),
      { seed: 20261126, numRuns: 1000 },
    );
  });
});

describe('fillProgress: the filled share of an order, each unit weighing the same', () => {
  it.each([
    ['nothing filled', 0, buyWrite(0, 0)],
    ['the shares filled, the calls not yet', 0.5, buyWrite(1400, 0)],
    ['half of each', 0.5, buyWrite(700, 7)],
    ['everything', 1, buyWrite(1400, 14)],
    ['fills the provider has not said yet count as none', 0.25, buyWrite(null, 7)],
  ])('a buy-write with %s is %s', (_name, progress, fields) => {
    expect(fillProgress(quantitiesByUnit(completeOrder(fields).legs))).toBe(progress);
  });

  it('is filled over ordered for one unit, capped at 1, and unknown without an ordered quantity', () => {
    expect(fillProgress([{ unit: 'contracts', ordered: 4, filled: 1 }])).toBe(0.25);
    expect(fillProgress([{ unit: 'shares', ordered: 100, filled: 120 }])).toBe(1);
    expect(fillProgress([{ unit: 'shares', ordered: null, filled: 3 }])).toBeNull();
    expect(fillProgress([{ unit: 'shares', ordered: 0, filled: 0 }])).toBeNull();
    expect(fillProgress([])).toBeNull();
  });
});

describe('fillChange: how the fills moved between two versions of an order', () => {
  it('is nothing when no unit moved', () => {
    expect(fillChange(completeOrder(buyWrite(0, 0)), completeOrder(buyWrite(0, 0)))).toBeNull();
  });

  it('gives a single-unit order its totals, as before', () => {
    const before = completeOrder(record({ legs: [leg({ orderedQuantity: 100, filledQuantity: 0 })] }));
    const after = completeOrder(record({ legs: [leg({ orderedQuantity: 100, filledQuantity: 40 })] }));
    expect(fillChange(before, after)).toEqual({ from: 0, to: 40 });
  });

  it('gives a buy-write its fills per unit and no total', () => {
    expect(fillChange(completeOrder(buyWrite(0, 0)), completeOrder(buyWrite(700, 0)))).toEqual({
      from: null,
      to: null,
      units: [
        { unit: 'shares', from: 0, to: 700 },
        { unit: 'contracts', from: 0, to: 0 },
      ],
    });
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
    const [order, ...rest] = mergeOrderRecords([record({ status: 'EXECUTED', legs: [leg({ legNumber: 2 }), leg({ legNumber: 1 })] })]);
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
    const orders = mergeOrderRecords([record({ status: 'REJECTED', legs: [leg({ symbol: 'A' })] }), record({ status: 'OPEN', legs: [leg({ symbol: 'B' })] })]);
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
