/**
 * Maps the book onto GetOrderListResponse (docs/platform/legacy-api.md, "Order records") as it
 * stands at an instant. A multi-leg order with `perLegRecords` becomes one OrderDetails per leg
 * sharing the orderId, where only the first shows the real status and the others say OPEN
 * (docs/platform/legacy-api.md, "Multi-leg orders"); group orders become a groupOrder with
 * cumulative commission and fees.
 */
import type { OrderStatus } from '../../shared/spec-constants.ts';
import { cents } from '../market/seeded-random.ts';
import type { WireObject } from '../wire/wire-tree.ts';
import { orderStateAt, type LegSpec, type ListEntry, type OrderSpec, type OrderState } from './order-model.ts';

function legTree(leg: LegSpec, filledFraction: number): WireObject {
  const filled = Math.round(leg.orderedQuantity * filledFraction);
  const symbolInfo: WireObject = leg.option
    ? {
        symbol: leg.symbol,
        callPut: leg.option.callPut,
        expYear: leg.option.expYear,
        expMonth: leg.option.expMonth,
        expDay: leg.option.expDay,
        strikePrice: leg.option.strikePrice,
      }
    : { symbol: leg.symbol };
  return {
    legNumber: leg.legNumber,
    symbolDescription: leg.symbolDescription,
    orderAction: leg.orderAction,
    orderedQuantity: leg.orderedQuantity,
    filledQuantity: filled,
    executedPrice: filled > 0 ? leg.fillPrice : undefined,
    estimatedCommission: leg.estimatedCommission,
    estimatedFees: leg.estimatedFees,
    reserveQuantity: leg.reserveQuantity,
    symbolInfo,
  };
}

/**
 * Total cost or proceeds including commission; a multi-leg order's money is its net (a credit
 * spread's bought legs pay part of what its sold legs bring in), never its legs' prices added.
 */
export function orderValue(order: OrderSpec): number {
  const money = (leg: LegSpec): number => leg.orderedQuantity * leg.fillPrice * (leg.option ? 100 : 1);
  const gross =
    order.strategy === undefined
      ? order.legs.reduce((sum, leg) => sum + money(leg), 0)
      : Math.abs(order.legs.reduce((sum, leg) => sum + (leg.orderAction.startsWith('BUY') ? 1 : -1) * money(leg), 0));
  const commission = order.legs.reduce((sum, leg) => sum + leg.estimatedCommission, 0);
  return cents(gross + commission);
}

function orderTree(order: OrderSpec, state: OrderState, status: OrderStatus, legs: LegSpec[]): WireObject {
  return {
    orderId: order.orderId,
    orderPlacedTime: order.placedAt,
    orderExecutedTime: state.status === 'EXECUTED' ? state.executedAt : undefined,
    orderValue: orderValue(order),
    orderStatus: status,
    orderType: order.orderType,
    orderTerm: order.orderTerm,
    priceType: order.priceType,
    limitPrice: order.prices.limitPrice,
    stopPrice: order.prices.stopPrice,
    stopLimitPrice: order.prices.stopLimitPrice,
    routingDestination: order.routingDestination,
    // The link appears once the change has cancelled the old order.
    replacedByOrderId: state.status === 'CANCELLED' ? order.replacedByOrderId : undefined,
    allOrNone: order.allOrNone,
    bracketLimitPrice: order.prices.bracketLimitPrice,
    initialStopPrice: order.prices.initialStopPrice,
    trailPrice: order.prices.trailPrice,
    triggerPrice: order.prices.triggerPrice,
    conditionPrice: order.condition?.conditionPrice,
    conditionSymbol: order.condition?.conditionSymbol,
    conditionType: order.condition?.conditionType,
    conditionFollowPrice: order.condition?.conditionFollowPrice,
    legDetails: { LegDetails: legs.map((leg) => legTree(leg, state.filledFraction)) },
  };
}

/** The order record(s) of one order at an instant. */
export function orderRecords(order: OrderSpec, at: number): WireObject[] {
  const state = orderStateAt(order, at);
  if (!order.perLegRecords) return [orderTree(order, state, state.status, order.legs)];
  return order.legs.map((leg, i) => orderTree(order, state, i === 0 ? state.status : 'OPEN', [leg]));
}

/** The OrderDetails elements of one list entry. */
export function entryDetails(entry: ListEntry, at: number): WireObject[] {
  if (!entry.group) return (entry.orders[0] ? orderRecords(entry.orders[0], at) : []).map((order) => ({ order }));
  const legs = entry.orders.flatMap((order) => order.legs);
  return [
    {
      groupOrder: {
        groupOrderId: entry.group.groupOrderId,
        groupOrderType: entry.group.groupOrderType,
        cumulativeEstimatedCommission: cents(legs.reduce((sum, leg) => sum + leg.estimatedCommission, 0)),
        cumulativeEstimatedFees: cents(legs.reduce((sum, leg) => sum + leg.estimatedFees, 0)),
        order: entry.orders.flatMap((order) => orderRecords(order, at)),
      },
    },
  ];
}

/** The orderListResponse tree (rendered under the root GetOrderListResponse). */
export function orderListTree(entries: ListEntry[], marker: string, at: number): WireObject {
  return {
    orderListResponse: {
      count: entries.length,
      marker,
      orderDetails: entries.length > 0 ? { OrderDetails: entries.flatMap((entry) => entryDetails(entry, at)) } : undefined,
    },
  };
}
