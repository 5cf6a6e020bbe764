/**
 * What a table row says about an order or a group, as plain values: one place reads the model,
 * and sorting, search, cells and the CSV file all use the result. Cached per object, and order
 * objects stay the same across refreshes while they do not change (share-watch-state.ts), so a
 * refresh recomputes only what changed.
 */
import { fillProgress, quantitiesByUnit, type UnitQuantity } from '../../../../shared/domain/order-quantities.ts';
import type { GroupOrder, Order, OrderLeg } from '../../../../shared/domain/orders.ts';
import { netFillWords, spreadQuantity, tradedQuantities } from '../../../../shared/domain/spread-units.ts';
import { ordersWords } from '../../../../shared/domain/order-count.ts';
import { classifyStrategy, type Strategy } from '../../../../shared/domain/strategy.ts';
import { actionParts, orderDescription, orderSymbols, orderTypeLabel, spreadAction, termLabel } from '../format/order-format.ts';
import { groupStatus } from '../format/order-status.ts';
import { DerivedCache } from '../../../derived-cache.ts';

/** One row's values, whether an order or a group. */
export interface UnitValues {
  /** Order ID, or group order ID. */
  id: string;
  placedAt: number | null;
  symbols: string[];
  description: string;
  type: string;
  action: string;
  /** The action's parts, one per side: a cell stacks them when the legs mix units. */
  actionParts: readonly string[];
  /**
   * Ordered and filled per unit: spreads for a multi-leg order (`tradedQuantities`), else one
   * entry when every leg counts the same unit, two for legs that mix shares and contracts.
   */
  quantities: readonly UnitQuantity[];
  /** The filled share, 0 to 1 (`fillProgress`); `null` when nothing was ordered. */
  progress: number | null;
  price: string;
  /** A multi-leg order's net fill: "filled at 0.38 credit"; `null` until every leg has filled at a price, and for the rest. */
  netFill: string | null;
  /** The strategy a multi-leg order's legs make (strategy.ts); `null` for one leg and for a group. */
  strategy: Strategy | null;
  term: string;
  status: string | null;
  value: number | null;
  commission: number | null;
  fees: number | null;
  /** Lower-case text that search matches against. */
  searchText: string;
  /** Under "All accounts" only, for its sort: the account's number and nickname. */
  account?: string;
}

/** Money sums (value, commission, fees); quantities are summed per unit by quantitiesByUnit. */
const sum = <T>(items: readonly T[], pick: (item: T) => number | null): number | null => {
  let total: number | null = null;
  for (const item of items) {
    const value = pick(item);
    if (value !== null) total = (total ?? 0) + value;
  }
  return total === null ? null : Math.round(total * 10_000) / 10_000;
};

/**
 * By order (and group) object: unchanged orders keep their objects across refreshes
 * (share-watch-state.ts), so a refresh derives only what changed. A generation holds the busiest
 * account's day (1,360 orders) and a window of history (2,000) together: see derived-cache.ts. Twice
 * that kept the orders bench's live heap at 25 MB instead of 21 (18.8 with WeakMaps).
 */
const orderCache = new DerivedCache<Order, UnitValues>(4_096);
const groupCache = new DerivedCache<GroupOrder, UnitValues>(1_024);

/** The values of an order row. */
export function orderValues(order: Order): UnitValues {
  let values = orderCache.get(order);
  if (values !== undefined) return values;
  const symbols = orderSymbols(order);
  const strategy = classifyStrategy(order.legs, order.orderType);
  const description = orderDescription(order, strategy);
  // Read once: the quantities, the action and the net fill all count the same spreads.
  const spreadCount = spreadQuantity(order.legs);
  const quantities = tradedQuantities(order.legs, spreadCount);
  const spreads = spreadAction(spreadCount);
  const action = spreads === null ? actionParts(order.legs) : spreads;
  values = {
    id: order.orderId,
    placedAt: order.placedAt,
    symbols,
    description,
    type: orderTypeLabel(order.orderType),
    action: action.join(spreads === null ? ' / ' : ' · '),
    actionParts: action,
    quantities,
    progress: fillProgress(quantities),
    price: order.priceDescription,
    netFill: netFillWords(order.legs, spreadCount),
    strategy,
    term: termLabel(order.orderTerm),
    status: order.status,
    value: order.orderValue,
    commission: sum(order.legs, (leg: OrderLeg) => leg.estimatedCommission),
    fees: sum(order.legs, (leg: OrderLeg) => leg.estimatedFees),
    searchText: [order.orderId, ...symbols, ...(strategy === null ? [] : [strategy.name]), ...order.legs.map((leg) => leg.symbolDescription ?? '')]
      .join(' ')
      .toLowerCase(),
  };
  orderCache.set(order, values);
  return values;
}

/** A stable key for a group: its ID, or its first member's when the provider sent none. */
export const groupKey = (group: GroupOrder): string => `group:${group.groupOrderId ?? `of-${group.orders[0]?.orderId ?? 'none'}`}`;

/** The values of a group row: members summed (quantities per unit), the provider's cumulative figures where given. */
export function groupValues(group: GroupOrder): UnitValues {
  let values = groupCache.get(group);
  if (values !== undefined) return values;
  const members = group.orders.map(orderValues);
  const symbols = [...new Set(members.flatMap((member) => member.symbols))];
  const placed = members.map((member) => member.placedAt).filter((at): at is number => at !== null);
  const terms = [...new Set(members.map((member) => member.term))];
  // Over every member's legs, per unit: an equity member's shares never add to an option member's contracts.
  const legs = group.orders.flatMap((order) => order.legs);
  const quantities = quantitiesByUnit(legs);
  const action = actionParts(legs);
  values = {
    id: group.groupOrderId ?? '',
    placedAt: placed.length === 0 ? null : placed.reduce((earliest, at) => Math.min(earliest, at)),
    symbols,
    description: `${symbols.join(', ') || 'Group'} · ${ordersWords(group.orders.length)}`,
    type: orderTypeLabel(group.groupType),
    action: action.join(' / '),
    actionParts: action,
    quantities,
    progress: fillProgress(quantities),
    price: '',
    netFill: null,
    strategy: null,
    term: terms.length === 1 ? (terms[0] as string) : 'Mixed',
    status: groupStatus(group),
    value: sum(members, (member) => member.value),
    commission: group.cumulativeEstimatedCommission ?? sum(members, (member) => member.commission),
    fees: group.cumulativeEstimatedFees ?? sum(members, (member) => member.fees),
    searchText: [(group.groupOrderId ?? '').toLowerCase(), ...members.map((member) => member.searchText)].join(' '),
  };
  groupCache.set(group, values);
  return values;
}
