/**
 * One v1 `Order` (docs/platform/current-api.md, "Orders") into the shared order model: a single
 * order or spread (one OrderDetail, its Instruments the legs) becomes an Order; a group order
 * (several numbered OrderDetails, or a group order type) becomes a GroupOrder whose members are
 * numbered. Reads the parsed tree of either format straight into the model: a page of 1,000 orders
 * spends its time moving fields, so there is no intermediate wire object.
 */
import { isoDate } from '../../../../../shared/domain/calendar.ts';
import { groupMemberId, type GroupOrder, type Order, type OrderLeg, type OptionLegSymbol } from '../../../../../shared/domain/orders.ts';
import { orderTotals } from '../../../../../shared/domain/order-quantities.ts';
import { describePrice } from '../../../../../shared/domain/price-description.ts';
import { malformed } from '../../common/decode/malformed.ts';
import { eachNode, firstNode, readBoolean, readId, readInteger, readNumber, readText, type Node } from '../../common/decode/scalars.ts';
import { executedAtOf, orderMs } from './order-times.ts';

/** v1 order types that are always groups, whatever the number of details (a filtered history can show one member). */
const GROUP_TYPES: ReadonlySet<string> = new Set(['ONE_CANCELS_ALL', 'ONE_TRIGGERS_ALL', 'ONE_TRIGGERS_OCO', 'BRACKETED']);

/**
 * Whether a wire Order is a group. A CONTINGENT order is one order with a condition
 * (conditionSymbol, conditionPrice): a group only when it has several details or its one detail
 * carries a member number, as group members do.
 */
const isGroupOrder = (orderType: string | null, details: readonly Node[]): boolean => {
  if (details.length > 1) return true;
  if (orderType === null) return false;
  if (GROUP_TYPES.has(orderType)) return true;
  return orderType === 'CONTINGENT' && details[0] !== undefined && readInteger(details[0].orderNumber) !== undefined;
};

/** An element (a parsed object), not text, a list or nothing. */
const isElement = (item: unknown): boolean => typeof item === 'object' && item !== null && !Array.isArray(item);

/** What one wire Order became. */
export type V1OrderEntry = { kind: 'order'; order: Order } | { kind: 'group'; group: GroupOrder };

/**
 * Expiry dates seen, by yyyymmdd: a page's legs share a few, and checking a date allocates. A
 * handful of expiries per year of listings keeps it small; it is emptied if it ever grows.
 */
const expiries = new Map<number, string | null>();
export const expiryOf = (year: number, month: number, day: number): string | null => {
  // Only in-range parts make a unique key (month 0, day 131 would be 31 January's).
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const key = year * 10_000 + month * 100 + day;
  let date = expiries.get(key);
  if (date === undefined) {
    if (expiries.size >= 4096) expiries.clear();
    date = isoDate(year, month, day);
    expiries.set(key, date);
  }
  return date;
};

/** `Product.options` or the flat `Product` fields: callPut, expiry and strike of an option leg. */
const readOption = (product: Node): OptionLegSymbol | null => {
  const options = product.options === undefined ? product : (firstNode(product.options, 'options') ?? product);
  const callPut = readText(options.callPut);
  const strikePrice = readNumber(options.strikePrice) ?? null;
  const year = readInteger(options.expiryYear);
  const month = readInteger(options.expiryMonth);
  const day = readInteger(options.expiryDay);
  const isOption = readText(product.securityType) === 'OPTN' || callPut !== undefined || strikePrice !== null || year !== undefined;
  if (!isOption) return null;
  const expiry = year !== undefined && month !== undefined && day !== undefined ? expiryOf(year, month, day) : null;
  return { callPut: callPut ?? null, expiry, strikePrice };
};

/** One Instrument: a leg. v1 legs are unnumbered; their place in the list is their number. */
const readLeg = (node: Node, position: number): OrderLeg => {
  const product = firstNode(node.Product, 'Product');
  return {
    legNumber: position + 1,
    symbol: product === undefined ? null : (readText(product.symbol) ?? null),
    symbolDescription: readText(node.symbolDescription) ?? null,
    action: readText(node.orderAction) ?? null,
    orderedQuantity: readNumber(node.orderedQuantity) ?? null,
    filledQuantity: readNumber(node.filledQuantity) ?? null,
    executedPrice: readNumber(node.averageExecutionPrice) ?? null,
    estimatedCommission: readNumber(node.estimatedCommission) ?? null,
    estimatedFees: readNumber(node.estimatedFees) ?? null,
    reserveQuantity: readNumber(node.reserveQuantity) ?? null,
    option: product === undefined ? null : readOption(product),
    quantityType: readText(node.quantityType) ?? null,
  };
};

/** The Instrument list of a detail or an event. */
export const readLegs = (container: unknown): OrderLeg[] => {
  const legs: OrderLeg[] = [];
  // The usual case, a JSON array of elements, walked without a callback per leg.
  if (Array.isArray(container) && container.every(isElement)) {
    for (const node of container as Node[]) legs.push(readLeg(node, legs.length));
    return legs;
  }
  eachNode(container, 'Instrument', (node) => legs.push(readLeg(node, legs.length)));
  return legs;
};

/** `0` means "unused" for stop prices (notes): absent, like a price the order does not have. */
const price = (value: unknown): number | null => {
  const number = readNumber(value);
  return number === undefined || number === 0 ? null : number;
};

/** A quantity as the totals state it: exact to a millionth (orderTotals' rounding). */
const toMillionth = (value: number | null): number | null => (value === null ? null : Math.round((0 + value) * 1e6) / 1e6);

/** The order's totals; one leg's are its own quantities, without the per-unit tally of orderTotals. */
const totalsOf = (legs: readonly OrderLeg[]): { orderedQuantity: number | null; filledQuantity: number | null } => {
  const only = legs.length === 1 ? legs[0] : undefined;
  return only === undefined ? orderTotals(legs) : { orderedQuantity: toMillionth(only.orderedQuantity), filledQuantity: toMillionth(only.filledQuantity) };
};

/**
 * One OrderDetail as a complete order under the given identity, built once in one object (a page
 * of 1,000 orders spends its time moving fields). v1 legs are numbered by their place, so they
 * are already in order.
 */
const readDetail = (detail: Node, orderId: string, orderType: string | null, member?: { platformOrderId: string; orderNumber: number | null }): Order => {
  const status = readText(detail.status) ?? null;
  const placedAt = orderMs(detail.placedTime);
  const legs = readLegs(detail.Instrument);
  const { orderedQuantity, filledQuantity } = totalsOf(legs);
  const order: Order = {
    orderId,
    placedAt,
    executedAt: executedAtOf(detail.executedTime, status, placedAt),
    orderValue: readNumber(detail.orderValue) ?? null,
    status,
    orderType,
    orderTerm: readText(detail.orderTerm) ?? null,
    priceType: readText(detail.priceType) ?? null,
    routingDestination: readText(detail.routingDestination) ?? null,
    limitPrice: readNumber(detail.limitPrice) ?? null,
    stopPrice: price(detail.stopPrice),
    stopLimitPrice: price(detail.stopLimitPrice),
    bracketLimitPrice: price(detail.bracketedLimitPrice),
    initialStopPrice: price(detail.initialStopPrice),
    trailPrice: price(detail.trailPrice),
    triggerPrice: price(detail.triggerPrice),
    conditionPrice: price(detail.conditionPrice),
    conditionSymbol: readText(detail.conditionSymbol) ?? null,
    conditionType: readText(detail.conditionType) ?? null,
    conditionFollowPrice: readText(detail.conditionFollowPrice) ?? null,
    replacedByOrderId: readId(detail.replacedByOrderId) ?? null,
    replacesOrderId: readId(detail.replacesOrderId) ?? null,
    marketSession: readText(detail.marketSession) ?? null,
    allOrNone: readBoolean(detail.allOrNone) ?? null,
    legs,
    orderedQuantity,
    filledQuantity,
    priceDescription: '',
  };
  order.priceDescription = describePrice(order);
  // Assigned, not spread into the literal: a spread sends every order down V8's slow copy path.
  if (member !== undefined) {
    order.platformOrderId = member.platformOrderId;
    order.orderNumber = member.orderNumber;
  }
  return order;
};

/** The details of an order, as an array (a single one may come as an object in XML). */
const detailsOf = (node: Node): readonly Node[] => {
  const value = node.OrderDetail;
  // The usual case, an array of element objects (JSON), is used as it is.
  if (Array.isArray(value) && value.every(isElement)) return value as Node[];
  const details: Node[] = [];
  eachNode(value, 'OrderDetail', (detail) => details.push(detail));
  return details;
};

/**
 * One wire Order. Malformed without an orderId (its only identity). An order without any detail
 * is kept as an order without legs or status, rather than lost.
 */
export const readV1Order = (node: Node): V1OrderEntry => {
  const orderId = readId(node.orderId) ?? malformed('an order without an orderId');
  const orderType = readText(node.orderType) ?? null;
  const details = detailsOf(node);
  if (!isGroupOrder(orderType, details)) return { kind: 'order', order: readDetail(details[0] ?? {}, orderId, orderType) };
  const seen = new Set<string>();
  const members: Order[] = [];
  details.forEach((detail, position) => {
    const orderNumber = readInteger(detail.orderNumber) ?? null;
    let memberId = groupMemberId(orderId, orderNumber, position);
    // Two details with one number would collapse in the diff: the later one gets its place too.
    if (seen.has(memberId)) memberId = `${memberId}.${position + 1}`;
    seen.add(memberId);
    members.push(readDetail(detail, memberId, orderType, { platformOrderId: orderId, orderNumber }));
  });
  const group: GroupOrder = {
    groupOrderId: orderId,
    groupType: orderType,
    cumulativeEstimatedCommission: null,
    cumulativeEstimatedFees: null,
    totalOrderValue: readNumber(node.totalOrderValue) ?? null,
    totalCommission: readNumber(node.totalCommission) ?? null,
    orders: members,
  };
  return { kind: 'group', group };
};
