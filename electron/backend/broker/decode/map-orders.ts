/**
 * Wire order list → the model (shared/domain/orders.ts): the one place where the wire's names
 * become the model's. Records sharing an orderId are merged here (spec 3.1).
 */
import { isoDate } from '../../../../shared/domain/calendar.ts';
import { toEpochMs } from '../../../../shared/domain/instant.ts';
import { mergeOrders, sortLegs } from '../../../../shared/domain/order-assembly.ts';
import { orderTotals } from '../../../../shared/domain/order-quantities.ts';
import type { GroupOrder, Order, OrderLeg, OrderListPage, OptionLegSymbol } from '../../../../shared/domain/orders.ts';
import { describePrice } from '../../../../shared/domain/price-description.ts';
import type { WireLegDetails, WireOrder, WireOrderListResponse, WireSymbolInfo } from './wire-types.ts';

/** A page's legs share a few expiry dates: each is validated and formatted once per page. */
type DateMemo = Map<number, string | null>;

const expiryOf = (info: WireSymbolInfo, memo: DateMemo): string | null => {
  const { expYear, expMonth, expDay } = info;
  if (expYear === undefined || expMonth === undefined || expDay === undefined) return null;
  const key = expYear * 10_000 + expMonth * 100 + expDay;
  let date = memo.get(key);
  if (date === undefined) {
    date = isoDate(expYear, expMonth, expDay);
    memo.set(key, date);
  }
  return date;
};

/** An option leg carries callPut, expiry and strike; an equity leg only a symbol (spec 2.4). */
const toOptionSymbol = (info: WireSymbolInfo, memo: DateMemo): OptionLegSymbol | null => {
  if (info.callPut === undefined && info.strikePrice === undefined && info.expYear === undefined) return null;
  return { callPut: info.callPut ?? null, expiry: expiryOf(info, memo), strikePrice: info.strikePrice ?? null };
};

const toLeg = (wire: WireLegDetails, memo: DateMemo): OrderLeg => ({
  legNumber: wire.legNumber ?? null,
  symbol: wire.symbolInfo?.symbol ?? null,
  symbolDescription: wire.symbolDescription ?? null,
  action: wire.orderAction ?? null,
  orderedQuantity: wire.orderedQuantity ?? null,
  filledQuantity: wire.filledQuantity ?? null,
  executedPrice: wire.executedPrice ?? null,
  estimatedCommission: wire.estimatedCommission ?? null,
  estimatedFees: wire.estimatedFees ?? null,
  reserveQuantity: wire.reserveQuantity ?? null,
  option: wire.symbolInfo === undefined ? null : toOptionSymbol(wire.symbolInfo, memo),
});

/**
 * The complete order in one object, built once rather than copied from an intermediate: a page
 * of 1,000 orders spends its time moving fields.
 */
const toOrder = (wire: WireOrder, memo: DateMemo): Order => {
  const legs = sortLegs(wire.legDetails.map((leg) => toLeg(leg, memo)));
  const { orderedQuantity, filledQuantity } = orderTotals(legs);
  const order: Order = {
    orderId: wire.orderId,
    placedAt: toEpochMs(wire.orderPlacedTime),
    executedAt: toEpochMs(wire.orderExecutedTime),
    orderValue: wire.orderValue ?? null,
    status: wire.orderStatus ?? null,
    orderType: wire.orderType ?? null,
    orderTerm: wire.orderTerm ?? null,
    priceType: wire.priceType ?? null,
    routingDestination: wire.routingDestination ?? null,
    limitPrice: wire.limitPrice ?? null,
    stopPrice: wire.stopPrice ?? null,
    stopLimitPrice: wire.stopLimitPrice ?? null,
    bracketLimitPrice: wire.bracketLimitPrice ?? null,
    initialStopPrice: wire.initialStopPrice ?? null,
    trailPrice: wire.trailPrice ?? null,
    triggerPrice: wire.triggerPrice ?? null,
    conditionPrice: wire.conditionPrice ?? null,
    conditionSymbol: wire.conditionSymbol ?? null,
    conditionType: wire.conditionType ?? null,
    conditionFollowPrice: wire.conditionFollowPrice ?? null,
    replacedByOrderId: wire.replacedByOrderId ?? null,
    allOrNone: wire.allOrNone ?? null,
    legs,
    orderedQuantity,
    filledQuantity,
    priceDescription: '',
  };
  order.priceDescription = describePrice(order);
  return order;
};

/** The model of one decoded page. count falls back to the number of orders when absent. */
export const toOrderListPage = (wire: WireOrderListResponse): OrderListPage => {
  const memo: DateMemo = new Map();
  const orders = mergeOrders(wire.order.map((order) => toOrder(order, memo)));
  const groups: GroupOrder[] = wire.groupOrder.map((group) => ({
    groupOrderId: group.groupOrderId ?? null,
    groupType: group.groupOrderType ?? null,
    cumulativeEstimatedCommission: group.cumulativeEstimatedCommission ?? null,
    cumulativeEstimatedFees: group.cumulativeEstimatedFees ?? null,
    orders: mergeOrders(group.order.map((order) => toOrder(order, memo))),
  }));
  return {
    count: wire.count ?? orders.length + groups.reduce((sum, group) => sum + group.orders.length, 0),
    marker: wire.marker ?? null,
    orders,
    groups,
  };
};
