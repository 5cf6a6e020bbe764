/**
 * How the decoders' records become the orders the UI shows: legs in leg-number order, the derived
 * fields (quantity totals, price in words) added, and the records of one order (one per leg, or
 * the same order on two pages) merged into one.
 */
import { orderTotals } from './order-quantities.ts';
import type { Order, OrderFields, OrderLeg } from './orders.ts';
import { describePrice } from './price-description.ts';

/** Unnumbered legs sort after numbered ones (NaN from Infinity - Infinity counts as equal). */
const byLegNumber = (a: OrderLeg, b: OrderLeg): number => (a.legNumber ?? Number.POSITIVE_INFINITY) - (b.legNumber ?? Number.POSITIVE_INFINITY) || 0;

/** Whether `items` already stand in `compare`'s order. */
const isSortedBy = <T>(items: readonly T[], compare: (a: T, b: T) => number): boolean => {
  for (let i = 1; i < items.length; i += 1) if (compare(items[i - 1] as T, items[i] as T) > 0) return false;
  return true;
};

/** Legs ascending by leg number; the same array when they already are (the usual case). */
export const sortLegs = (legs: OrderLeg[]): OrderLeg[] => (isSortedBy(legs, byLegNumber) ? legs : [...legs].sort(byLegNumber));

/** Adds the derived fields (quantity totals, price description) and puts the legs in order. */
export const completeOrder = (fields: OrderFields): Order => {
  const legs = sortLegs(fields.legs);
  return { ...fields, legs, ...orderTotals(legs), priceDescription: describePrice(fields) };
};

/** Fields a later record of the same order may fill in when the first one lacks them. Never the status. */
const FILLABLE = [
  'placedAt',
  'executedAt',
  'orderValue',
  'orderType',
  'orderTerm',
  'priceType',
  'routingDestination',
  'limitPrice',
  'stopPrice',
  'stopLimitPrice',
  'bracketLimitPrice',
  'initialStopPrice',
  'trailPrice',
  'triggerPrice',
  'conditionPrice',
  'conditionSymbol',
  'conditionType',
  'conditionFollowPrice',
  'replacedByOrderId',
  'allOrNone',
] as const satisfies readonly (keyof OrderFields)[];

/** The same leg seen twice (two records, two pages) counts once: by its number, or whole when it has none. */
const legKey = (leg: OrderLeg): number | string => leg.legNumber ?? JSON.stringify(leg);

/**
 * Several records of one order (one per leg) become one complete order: legs united and in
 * order, status of the first leg, the derived fields of the union (built once: merging and then
 * completing copied every order twice).
 */
const mergeRecords = (records: readonly [Order, ...Order[]]): Order => {
  const seen = new Set<number | string>();
  const legs: { leg: OrderLeg; from: Order }[] = [];
  for (const record of records) {
    for (const leg of record.legs) {
      const key = legKey(leg);
      if (!seen.has(key)) {
        seen.add(key);
        legs.push({ leg, from: record });
      }
    }
  }
  // Array.prototype.sort is stable: unnumbered legs keep the provider's order, after numbered ones.
  // Records usually come in leg order: then there is nothing to sort (sorting allocates).
  const byLeg = (a: { leg: OrderLeg }, b: { leg: OrderLeg }): number => byLegNumber(a.leg, b.leg);
  if (!isSortedBy(legs, byLeg)) legs.sort(byLeg);
  const first = legs[0]?.from ?? records[0];
  const merged: Order = { ...first, legs: legs.map((entry) => entry.leg) };
  for (const key of FILLABLE) {
    if (merged[key] !== null) continue;
    for (const record of records) {
      if (record[key] === null) continue;
      (merged as unknown as Record<string, unknown>)[key] = record[key];
      break;
    }
  }
  const totals = orderTotals(merged.legs);
  merged.orderedQuantity = totals.orderedQuantity;
  merged.filledQuantity = totals.filledQuantity;
  merged.priceDescription = describePrice(merged);
  return merged;
};

/**
 * Merges orders that share an orderId, in the order the provider gave (first appearance). A
 * provider may send a multi-leg order as one record with several legs or as one record per leg, the
 * later ones saying OPEN (docs/platform/legacy-api.md, "Multi-leg orders"): both give one order
 * whose status is the first leg's. Also the way to unite pages, where an order may appear twice
 * while orders change. An order that appears once is returned as it is.
 */
export const mergeOrders = (records: readonly Order[]): Order[] => {
  // Most orders come once: remember the first record by ID (and in a list, so the usual page
  // needs no walk over the map) and make a list of records only for repeats.
  const first = new Map<string, Order>();
  const firsts: Order[] = [];
  let repeated: Map<string, [Order, ...Order[]]> | undefined;
  for (const record of records) {
    const seen = first.get(record.orderId);
    if (seen === undefined) {
      first.set(record.orderId, record);
      firsts.push(record);
      continue;
    }
    repeated ??= new Map();
    const same = repeated.get(record.orderId);
    if (same === undefined) repeated.set(record.orderId, [seen, record]);
    else same.push(record);
  }
  if (repeated === undefined) return firsts;
  const merged = repeated;
  return firsts.map((record) => {
    const same = merged.get(record.orderId);
    return same === undefined ? record : mergeRecords(same);
  });
};
