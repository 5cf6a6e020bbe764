/**
 * TEST-ONLY: the one place that spells out every field of an order and a leg, so the tests of the
 * decoder, the data layer, the model and the views build orders from the same defaults and only
 * say what matters to them.
 */
import type { OrderFields, OrderLeg } from '../../shared/domain/orders.ts';

/** An equity leg: BUY 100 XYZ, nothing filled. */
export function legFields(overrides: Partial<OrderLeg> = {}): OrderLeg {
  return {
    legNumber: 1,
    symbol: 'XYZ',
    symbolDescription: null,
    action: 'BUY',
    orderedQuantity: 100,
    filledQuantity: 0,
    executedPrice: null,
    estimatedCommission: null,
    estimatedFees: null,
    reserveQuantity: null,
    option: null,
    ...overrides,
  };
}

/** An open day limit order at 12.50 with one equity leg, before `completeOrder`. */
export function orderFields(overrides: Partial<OrderFields> = {}): OrderFields {
  return {
    orderId: '1',
    placedAt: null,
    executedAt: null,
    orderValue: null,
    status: 'OPEN',
    orderType: 'EQ',
    orderTerm: 'GOOD_FOR_DAY',
    priceType: 'LIMIT',
    routingDestination: 'AUTO',
    limitPrice: 12.5,
    stopPrice: null,
    stopLimitPrice: null,
    bracketLimitPrice: null,
    initialStopPrice: null,
    trailPrice: null,
    triggerPrice: null,
    conditionPrice: null,
    conditionSymbol: null,
    conditionType: null,
    conditionFollowPrice: null,
    replacedByOrderId: null,
    allOrNone: false,
    legs: [legFields()],
    ...overrides,
  };
}
