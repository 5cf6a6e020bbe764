/** TEST-ONLY: orders, groups and books for the orders view's pure helpers. */
import type { OrderBook } from '../../../../shared/domain/order-watch.ts';
import { completeOrder } from '../../../../shared/domain/order-assembly.ts';
import type { GroupOrder, Order, OrderFields, OrderLeg } from '../../../../shared/domain/orders.ts';
import { legFields, orderFields } from '../../../helpers/order-fixtures.ts';

/** 10 June 2026 09:30:00 in New York (EDT). */
export const OPEN_BELL = Date.parse('2026-06-10T13:30:00Z');

/** An equity leg: BUY 100 XYZ, nothing filled. */
export const leg = legFields;

/** An option leg on `symbol`. */
export function optionLeg(legNumber: number, callPut: 'CALL' | 'PUT', strikePrice: number, overrides: Partial<OrderLeg> = {}): OrderLeg {
  return leg({
    legNumber,
    symbol: 'KO',
    symbolDescription: `KO Jul 17 '26 $${strikePrice} ${callPut === 'CALL' ? 'Call' : 'Put'}`,
    orderedQuantity: 2,
    option: { callPut, expiry: '2026-07-17', strikePrice },
    ...overrides,
  });
}

/** An order (one equity leg unless `legs` says otherwise), placed at the open bell unless told. */
export function order(orderId: string | number, overrides: Partial<OrderFields> = {}): Order {
  return completeOrder(orderFields({ orderId: String(orderId), placedAt: OPEN_BELL, ...overrides }));
}

/** A two-leg KO call spread: buy the 60 call, sell the 65 call. */
export const spread = (orderId: string | number, overrides: Partial<OrderFields> = {}): Order =>
  order(orderId, {
    orderType: 'SPREADS',
    priceType: 'NET_DEBIT',
    limitPrice: 1.25,
    legs: [optionLeg(1, 'CALL', 60, { action: 'BUY_OPEN' }), optionLeg(2, 'CALL', 65, { action: 'SELL_OPEN' })],
    ...overrides,
  });

/** A KO buy-write: buy 1,400 shares, write 14 calls against them, with these fills. */
export const buyWrite = (orderId: string | number, shares = 0, contracts = 0, overrides: Partial<OrderFields> = {}): Order =>
  order(orderId, {
    orderType: 'BUY_WRITES',
    priceType: 'NET_DEBIT',
    limitPrice: 59.1,
    legs: [
      leg({ legNumber: 1, symbol: 'KO', symbolDescription: 'COCA COLA CO COM', action: 'BUY', orderedQuantity: 1400, filledQuantity: shares }),
      optionLeg(2, 'CALL', 65, { action: 'SELL_OPEN', orderedQuantity: 14, filledQuantity: contracts }),
    ],
    ...overrides,
  });

/** A group order of these members. */
export function group(groupOrderId: string | null, orders: Order[], overrides: Partial<GroupOrder> = {}): GroupOrder {
  return {
    groupOrderId,
    groupType: 'ONE_CANCELS_ALL',
    cumulativeEstimatedCommission: null,
    cumulativeEstimatedFees: null,
    orders,
    ...overrides,
  };
}

/** A book of normal orders and groups. */
export const book = (orders: Order[], groups: GroupOrder[] = []): OrderBook => ({ orders, groups });

/** A deep copy, as every push arrives over IPC: same data, new objects. */
export const cloned = <T>(value: T): T => structuredClone(value);
