/**
 * Maps the simulated book onto v1's OrdersResponse (docs/platform/current-api.md, "Orders") as it
 * stands at an instant. One Order per list entry: a spread is ONE OrderDetail with several
 * Instrument (its orderType named by its shape), a group is ONE Order with
 * totalOrderValue/totalCommission and numbered OrderDetail, a changed order names its replacement
 * and the replacement names it back. Times are epoch milliseconds; some orders that never executed
 * carry the garbage executedTime the platform sends.
 */
import { cents } from '../market/seeded-random.ts';
import type { WireObject } from '../wire/wire-tree.ts';
import type { DatedEntry } from './v1-account-history.ts';
import type { LegSpec, ListEntry, OrderSpec } from './order-model.ts';
import { orderValue } from './order-wire.ts';
import { v1StrategyType } from './strategy-orders.ts';
import { isAssignment, marketSessionOf, v1StateAt, type V1OrderState } from './v1-order-status.ts';

/**
 * The executedTime the platform sent on an EXPIRED order (docs/platform/wire-and-errors.md,
 * "Times"): neither ms nor a real time.
 */
export const GARBAGE_EXECUTED_TIME = 2_129_352_816;

/** Every twelfth entry from the third on: a cancelled one of these was changed (v1 only). */
const V1_CHANGED_EVERY = 12;
const V1_CHANGED_FROM = 2;

/**
 * The order that replaced this entry's, if it was changed: a cancelled single order is replaced by
 * the next entry of its day when that is a single order too. The pairs are the book's own (it marks
 * the old order with replacedByOrderId), plus, on v1 only, every twelfth entry's when cancelled,
 * which the coverage block makes sure happens today on every account.
 */
export function replacementOf(day: readonly ListEntry[], entry: ListEntry): OrderSpec | undefined {
  const old = entry.orders[0];
  if (entry.group || !old) return undefined;
  const cancelled = old.timeline[old.timeline.length - 1]?.status === 'CANCELLED';
  if (old.replacedByOrderId === undefined && !(cancelled && entry.seq % V1_CHANGED_EVERY === V1_CHANGED_FROM)) return undefined;
  const next = day[entry.seq + 1];
  return next && !next.group ? next.orders[0] : undefined;
}

/** The links of one entry's order: whom it replaced, and (once placed) who replaced it. */
function linksOf(dated: DatedEntry, at: number): { replaces?: number; replacedBy?: number } {
  const previous = dated.day[dated.entry.seq - 1];
  const old = previous && replacementOf(dated.day, previous) === dated.entry.orders[0] ? previous.orders[0] : undefined;
  // The new order names the old one once the change has cancelled it.
  const replaced = old !== undefined && v1StateAt(old, at, dated.dayEnd).status === 'CANCELLED' ? old.orderId : undefined;
  const replacement = replacementOf(dated.day, dated.entry);
  return {
    ...(replaced === undefined ? {} : { replaces: replaced }),
    ...(replacement === undefined || replacement.placedAt > at ? {} : { replacedBy: replacement.orderId }),
  };
}

/** The OSI key of an option: root padded with '-' to 6, yymmdd, C|P, strike × 1000 in 8 digits. */
export function osiKey(root: string, year: number, month: number, day: number, callPut: 'CALL' | 'PUT', strike: number): string {
  const date = `${String(year % 100).padStart(2, '0')}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`;
  return `${root.padEnd(6, '-')}${date}${callPut === 'CALL' ? 'C' : 'P'}${String(Math.round(strike * 1000)).padStart(8, '0')}`;
}

function productTree(leg: LegSpec): WireObject {
  const option = leg.option;
  if (!option) return { symbol: leg.symbol, securityType: 'EQ', productId: { symbol: leg.symbol, typeCode: 'EQUITY' } };
  return {
    symbol: leg.symbol,
    securityType: 'OPTN',
    callPut: option.callPut,
    expiryYear: option.expYear,
    expiryMonth: option.expMonth,
    expiryDay: option.expDay,
    strikePrice: option.strikePrice,
    productId: { symbol: osiKey(leg.symbol, option.expYear, option.expMonth, option.expDay, option.callPut, option.strikePrice), typeCode: 'OPTION' },
  };
}

/** One Instrument: a leg with what of it is filled at `filledFraction`. */
export function instrumentTree(leg: LegSpec, filledFraction: number): WireObject {
  const filled = Math.round(leg.orderedQuantity * filledFraction);
  return {
    symbolDescription: leg.symbolDescription,
    orderAction: leg.orderAction,
    quantityType: 'QUANTITY',
    orderedQuantity: leg.orderedQuantity,
    filledQuantity: filled,
    averageExecutionPrice: filled > 0 ? leg.fillPrice : undefined,
    estimatedCommission: leg.estimatedCommission,
    estimatedFees: leg.estimatedFees,
    Product: productTree(leg),
  };
}

/** v1's orderType of a single (non-group) order: a butterfly, condor or their iron kin by the platform's own word, other spreads SPREADS. */
function v1OrderType(order: OrderSpec, assignment: boolean): string {
  if (assignment) return 'OPTION_ASSIGNMENT';
  switch (order.orderType) {
    case 'ADVANCE_EQ':
      return 'EQ';
    case 'ADVANCE_OPTN':
      return 'OPTN';
    case 'SPREADS':
      return order.strategy === undefined ? 'SPREADS' : v1StrategyType(order.strategy);
    default:
      return order.orderType;
  }
}

function isNetPriced(order: OrderSpec): boolean {
  return order.priceType === 'NET_DEBIT' || order.priceType === 'NET_CREDIT' || order.priceType === 'NET_EVEN';
}

/** The executedTime of a state: real for executions, garbage on some orders that never executed. */
function executedTime(order: OrderSpec, state: V1OrderState): number | undefined {
  if (state.executedAt !== undefined) return state.executedAt;
  const neverExecuted = state.status === 'EXPIRED' || state.status === 'CANCELLED' || state.status === 'REJECTED';
  return neverExecuted && order.orderId % 3 === 0 ? GARBAGE_EXECUTED_TIME : undefined;
}

/** One OrderDetail of an order at `at`. */
function detailTree(order: OrderSpec, dated: DatedEntry, at: number, orderNumber: number | undefined): WireObject {
  const state = v1StateAt(order, at, dated.dayEnd);
  const links = dated.entry.group ? {} : linksOf(dated, at);
  const net = isNetPriced(order) ? (order.prices.limitPrice ?? 0) : 0;
  return {
    orderNumber,
    placedTime: order.placedAt,
    executedTime: executedTime(order, state),
    orderValue: orderValue(order),
    status: state.status,
    orderTerm: order.orderTerm,
    priceType: order.priceType,
    limitPrice: order.prices.limitPrice ?? 0,
    stopPrice: order.prices.stopPrice ?? 0,
    stopLimitPrice: order.prices.stopLimitPrice,
    marketSession: marketSessionOf(order.placedAt),
    allOrNone: order.allOrNone,
    netPrice: net,
    netBid: net === 0 ? 0 : cents(net * 0.98),
    netAsk: net === 0 ? 0 : cents(net * 1.02),
    gcd: order.legs.length > 1 ? 1 : 0,
    ratio: '',
    replacesOrderId: links.replaces,
    // The link appears once the old order is cancelled and its replacement is placed.
    replacedByOrderId: state.status === 'CANCELLED' ? links.replacedBy : undefined,
    bracketedLimitPrice: order.prices.bracketLimitPrice,
    initialStopPrice: order.prices.initialStopPrice,
    trailPrice: order.prices.trailPrice,
    triggerPrice: order.prices.triggerPrice,
    conditionPrice: order.condition?.conditionPrice,
    conditionSymbol: order.condition?.conditionSymbol,
    conditionType: order.condition?.conditionType,
    conditionFollowPrice: order.condition?.conditionFollowPrice,
    Instrument: order.legs.map((leg) => instrumentTree(leg, state.filledFraction)),
  };
}

/** The v1 orderId of an entry: the order's own id, or the group's. */
export function v1OrderId(entry: ListEntry): number {
  return entry.group ? entry.group.groupOrderId : (entry.orders[0]?.orderId ?? entry.key);
}

/** The Order element of one entry at `at` (`details` names the single-order URL, not to be followed). */
export function orderTree(dated: DatedEntry, at: number, detailsUrl: string): WireObject {
  const { entry } = dated;
  const orderId = v1OrderId(entry);
  if (!entry.group) {
    const order = entry.orders[0];
    if (!order) return { orderId, details: detailsUrl, orderType: 'EQ', OrderDetail: [] };
    const assignment = isAssignment(order) && v1StateAt(order, at, dated.dayEnd).status === 'OPTION_ASSIGNMENT';
    return { orderId, details: detailsUrl, orderType: v1OrderType(order, assignment), OrderDetail: [detailTree(order, dated, at, undefined)] };
  }
  const legs = entry.orders.flatMap((order) => order.legs);
  return {
    orderId,
    details: detailsUrl,
    orderType: entry.group.groupOrderType,
    totalOrderValue: cents(entry.orders.reduce((sum, order) => sum + orderValue(order), 0)),
    totalCommission: cents(legs.reduce((sum, leg) => sum + leg.estimatedCommission, 0)),
    OrderDetail: entry.orders.map((order, i) => detailTree(order, dated, at, i + 1)),
  };
}
