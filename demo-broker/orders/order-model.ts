/**
 * The simulated order book's own model: an order is its fixed facts plus a status timeline, so its
 * state at any instant is a pure function of the clock. The wire form (docs/platform/legacy-api.md,
 * "Order records") is derived from this in order-wire.ts.
 */
import type { CallPut, GroupOrderType, OrderAction, OrderStatus, OrderTerm, OrderType, PriceType, RoutingDestination } from '../../shared/spec-constants.ts';
import type { DemoStrategy } from './demo-strategies.ts';

/** Price fields that depend on the price type (docs/platform/legacy-api.md, "Price fields"). */
export type PriceField = 'limitPrice' | 'stopPrice' | 'stopLimitPrice' | 'bracketLimitPrice' | 'initialStopPrice' | 'trailPrice' | 'triggerPrice';

/** One leg: an equity leg knows only its symbol, an option leg its full contract. */
export interface LegSpec {
  legNumber: number;
  orderAction: OrderAction;
  orderedQuantity: number;
  symbol: string;
  symbolDescription: string;
  option?: { callPut: CallPut; expYear: number; expMonth: number; expDay: number; strikePrice: number };
  /** Price the leg fills at. */
  fillPrice: number;
  estimatedCommission: number;
  estimatedFees: number;
  reserveQuantity?: number;
}

/** A point of the status timeline: from `at` on, the order has this status and filled fraction. */
export interface StatusStep {
  at: number;
  status: OrderStatus;
  filledFraction: number;
}

/** Condition of a conditional order. */
export interface OrderCondition {
  conditionPrice: number;
  conditionSymbol: string;
  conditionType: 'CONTINGENT_GTE' | 'CONTINGENT_LTE';
  conditionFollowPrice: 'ASK' | 'BID' | 'LAST';
}

/** One order of the day. */
export interface OrderSpec {
  orderId: number;
  placedAt: number;
  orderType: OrderType;
  orderTerm: OrderTerm;
  priceType: PriceType;
  routingDestination: RoutingDestination;
  allOrNone: boolean;
  prices: Partial<Record<PriceField, number>>;
  condition?: OrderCondition;
  legs: LegSpec[];
  /** Ordered by `at`; the first step is at `placedAt`. */
  timeline: StatusStep[];
  /**
   * When the order went to market (rules/index.ts): soon after placing, or for a later member of a
   * one-triggers group the instant its first member filled; absent while held back or refused.
   */
  sentAt?: number;
  /** What a multi-leg order's legs make (strategy-orders.ts); absent for single-leg and group orders. */
  strategy?: DemoStrategy;
  replacedByOrderId?: number;
  /**
   * A multi-leg order sent as one record per leg, sharing the orderId, where only the first record
   * shows the real status (docs/platform/legacy-api.md, "Multi-leg orders"); otherwise one record
   * carries every leg.
   */
  perLegRecords: boolean;
}

/** One item of the order list: a standalone order or a group order; paging counts these. */
export interface ListEntry {
  /** Position in the day: higher is newer. */
  seq: number;
  /** The entry's paging key: its orderId, or its groupOrderId. */
  key: number;
  placedAt: number;
  orders: OrderSpec[];
  group?: { groupOrderId: number; groupOrderType: GroupOrderType };
}

/** An order's state at an instant. */
export interface OrderState {
  status: OrderStatus;
  filledFraction: number;
  executedAt?: number;
}

/** Reads the timeline at an instant (before placement it reports the first step). */
export function orderStateAt(order: OrderSpec, at: number): OrderState {
  let current = order.timeline[0] as StatusStep;
  let executedAt: number | undefined;
  for (const step of order.timeline) {
    if (step.at > at) break;
    current = step;
    if (step.status === 'EXECUTED') executedAt = step.at;
  }
  const state: OrderState = { status: current.status, filledFraction: current.filledFraction };
  if (executedAt !== undefined) state.executedAt = executedAt;
  return state;
}
