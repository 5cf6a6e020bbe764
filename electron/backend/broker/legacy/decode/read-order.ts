/**
 * One order record (docs/platform/legacy-api.md, "Order records") with its legs, from a parsed
 * document of either format, straight into the shared order model (shared/domain/orders.ts): the
 * one place where the legacy wire's names become the model's. No intermediate record: a page of
 * 1,000 orders spends its time moving fields, and a second copy of every order and leg doubled what
 * the decoder allocated.
 */
import { isoDate } from '../../../../../shared/domain/calendar.ts';
import { toEpochMs } from '../../../../../shared/domain/instant.ts';
import { sortLegs } from '../../../../../shared/domain/order-assembly.ts';
import { orderTotals } from '../../../../../shared/domain/order-quantities.ts';
import type { Order, OrderLeg, OptionLegSymbol } from '../../../../../shared/domain/orders.ts';
import { describePrice } from '../../../../../shared/domain/price-description.ts';
import { malformed } from '../../common/decode/malformed.ts';
import { firstNode, isEmptyNode, nodeAt, nodeCount, readBoolean, readId, readInteger, readNumber, readText } from '../../common/decode/scalars.ts';
import type { Node } from '../../common/decode/scalars.ts';

/** A page's legs share a few expiry dates: each is validated and formatted once per page. */
export type DateMemo = Map<number, string | null>;

const expiryOf = (year: number | undefined, month: number | undefined, day: number | undefined, memo: DateMemo): string | null => {
  if (year === undefined || month === undefined || day === undefined) return null;
  const key = year * 10_000 + month * 100 + day;
  let date = memo.get(key);
  if (date === undefined) {
    date = isoDate(year, month, day);
    memo.set(key, date);
  }
  return date;
};

/** An option leg's symbolInfo carries callPut, expiry and strike; an equity leg's only a symbol. */
const readOption = (info: Node, memo: DateMemo): OptionLegSymbol | null => {
  const callPut = readText(info.callPut);
  const strikePrice = readNumber(info.strikePrice);
  const year = readInteger(info.expYear);
  if (callPut === undefined && strikePrice === undefined && year === undefined) return null;
  return { callPut: callPut ?? null, expiry: expiryOf(year, readInteger(info.expMonth), readInteger(info.expDay), memo), strikePrice: strikePrice ?? null };
};

const readLeg = (node: Node, memo: DateMemo): OrderLeg => {
  const info = firstNode(node.symbolInfo, 'symbolInfo');
  return {
    legNumber: readInteger(node.legNumber) ?? null,
    symbol: info === undefined ? null : (readText(info.symbol) ?? null),
    symbolDescription: readText(node.symbolDescription) ?? null,
    action: readText(node.orderAction) ?? null,
    orderedQuantity: readNumber(node.orderedQuantity) ?? null,
    filledQuantity: readNumber(node.filledQuantity) ?? null,
    executedPrice: readNumber(node.executedPrice) ?? null,
    estimatedCommission: readNumber(node.estimatedCommission) ?? null,
    estimatedFees: readNumber(node.estimatedFees) ?? null,
    reserveQuantity: readNumber(node.reserveQuantity) ?? null,
    option: info === undefined ? null : readOption(info, memo),
  };
};

/**
 * legDetails holds repeated LegDetails elements; a producer that skips the inner name and puts
 * the legs straight into legDetails is understood too. Index loops, no callbacks: this runs for
 * every order of a page.
 */
const readLegs = (container: unknown, memo: DateMemo): OrderLeg[] => {
  // The usual record, one legDetails holding one LegDetails, as a list of one (a list pushed to
  // from empty reserves sixteen places, kept for as long as the order is).
  if (nodeCount(container) === 1) {
    const inner = nodeAt(container, 0, 'legDetails')?.LegDetails;
    const only = inner === undefined || Array.isArray(inner) ? undefined : nodeAt(inner, 0, 'LegDetails');
    if (only !== undefined) return [readLeg(only, memo)];
  }
  const legs: OrderLeg[] = [];
  for (let i = 0, count = nodeCount(container); i < count; i += 1) {
    const node = nodeAt(container, i, 'legDetails');
    if (node === undefined) continue;
    const inner = node.LegDetails;
    if (inner === undefined) {
      if (!isEmptyNode(node)) legs.push(readLeg(node, memo)); // an empty legDetails holds no leg
      continue;
    }
    for (let j = 0, legCount = nodeCount(inner); j < legCount; j += 1) {
      const leg = nodeAt(inner, j, 'LegDetails');
      if (leg !== undefined) legs.push(readLeg(leg, memo));
    }
  }
  return legs;
};

/**
 * An order record as a complete order, built once in one object, but for its price in words
 * (`describeOrders`, once the page has merged its records); malformed without an orderId, which
 * is the order's only identity. Records of one order (one per leg) are merged by the page.
 */
export const readOrder = (node: Node, memo: DateMemo): Order => {
  const orderId = readId(node.orderId) ?? malformed('an order without an orderId');
  const legs = sortLegs(readLegs(node.legDetails, memo));
  const { orderedQuantity, filledQuantity } = orderTotals(legs);
  const order: Order = {
    orderId,
    placedAt: toEpochMs(readNumber(node.orderPlacedTime)),
    executedAt: toEpochMs(readNumber(node.orderExecutedTime)),
    orderValue: readNumber(node.orderValue) ?? null,
    status: readText(node.orderStatus) ?? null,
    orderType: readText(node.orderType) ?? null,
    orderTerm: readText(node.orderTerm) ?? null,
    priceType: readText(node.priceType) ?? null,
    routingDestination: readText(node.routingDestination) ?? null,
    limitPrice: readNumber(node.limitPrice) ?? null,
    stopPrice: readNumber(node.stopPrice) ?? null,
    stopLimitPrice: readNumber(node.stopLimitPrice) ?? null,
    bracketLimitPrice: readNumber(node.bracketLimitPrice) ?? null,
    initialStopPrice: readNumber(node.initialStopPrice) ?? null,
    trailPrice: readNumber(node.trailPrice) ?? null,
    triggerPrice: readNumber(node.triggerPrice) ?? null,
    conditionPrice: readNumber(node.conditionPrice) ?? null,
    conditionSymbol: readText(node.conditionSymbol) ?? null,
    conditionType: readText(node.conditionType) ?? null,
    conditionFollowPrice: readText(node.conditionFollowPrice) ?? null,
    replacedByOrderId: readId(node.replacedByOrderId) ?? null,
    allOrNone: readBoolean(node.allOrNone) ?? null,
    legs,
    orderedQuantity,
    filledQuantity,
    priceDescription: '',
  };
  return order;
};

/**
 * Puts the price in words on each merged order that has none yet: described after the merge, a
 * record that only fed a merged order (which is described as it is made) costs nothing.
 */
export const describeOrders = (orders: Order[]): Order[] => {
  for (const order of orders) if (order.priceDescription === '') order.priceDescription = describePrice(order);
  return orders;
};
