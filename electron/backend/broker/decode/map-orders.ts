/**
 * Wire order list → the model (shared/domain/orders.ts): the one place where the wire's names
 * become the model's. Records sharing an orderId are merged here (spec 3.1).
 */
import { isoDate } from '../../../../shared/domain/calendar.ts';
import { toEpochMs } from '../../../../shared/domain/instant.ts';
import { mergeOrderRecords } from '../../../../shared/domain/orders.ts';
import type { GroupOrder, OrderFields, OrderLeg, OrderListPage, OptionLegSymbol } from '../../../../shared/domain/orders.ts';
import type { WireLegDetails, WireOrder, WireOrderListResponse, WireSymbolInfo } from './wire-types.ts';

/** An option leg carries callPut, expiry and strike; an equity leg only a symbol (spec 2.4). */
const toOptionSymbol = (info: WireSymbolInfo): OptionLegSymbol | null => {
  if (info.callPut === undefined && info.strikePrice === undefined && info.expYear === undefined) return null;
  return {
    callPut: info.callPut ?? null,
    expiry:
      info.expYear === undefined || info.expMonth === undefined || info.expDay === undefined
        ? null
        : isoDate(info.expYear, info.expMonth, info.expDay),
    strikePrice: info.strikePrice ?? null,
  };
};

const toLeg = (wire: WireLegDetails): OrderLeg => ({
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
  option: wire.symbolInfo === undefined ? null : toOptionSymbol(wire.symbolInfo),
});

const toOrderFields = (wire: WireOrder): OrderFields => ({
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
  legs: wire.legDetails.map(toLeg),
});

/** The model of one decoded page. count falls back to the number of orders when absent. */
export const toOrderListPage = (wire: WireOrderListResponse): OrderListPage => {
  const orders = mergeOrderRecords(wire.order.map(toOrderFields));
  const groups: GroupOrder[] = wire.groupOrder.map((group) => ({
    groupOrderId: group.groupOrderId ?? null,
    groupType: group.groupOrderType ?? null,
    cumulativeEstimatedCommission: group.cumulativeEstimatedCommission ?? null,
    cumulativeEstimatedFees: group.cumulativeEstimatedFees ?? null,
    orders: mergeOrderRecords(group.order.map(toOrderFields)),
  }));
  return {
    count: wire.count ?? orders.length + groups.reduce((sum, group) => sum + group.orders.length, 0),
    marker: wire.marker ?? null,
    orders,
    groups,
  };
};
