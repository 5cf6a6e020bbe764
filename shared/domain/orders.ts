/**
 * The orders of an account as the UI shows them, one model for both API generations: normal
 * orders and group orders, every order with its legs, its status, its times as instants and its
 * price in words. Legacy (spec 2.3 and 2.4) and v1 (provider v1 notes, "List orders") map into it
 * in their decoders; the wire's own names stay in the decoders' wire types.
 *
 * v1 mapping: a spread is one order with several legs; a group order (ONE_CANCELS_ALL and
 * friends) is a GroupOrder whose members are the numbered details, each member's `orderId` being
 * `${platformOrderId}-${orderNumber}` so that it is unique within the book (the diff keys on it)
 * while `platformOrderId` keeps the number the platform shows and answers to.
 */
import type {
  CallPut,
  ConditionFollowPrice,
  ConditionType,
  GroupOrderType,
  OrderAction,
  OrderStatus,
  OrderTerm,
  OrderType,
  PriceType,
  RoutingDestination,
} from '../spec-constants.ts';
import type { OpenEnum } from './open-enum.ts';
import { describePrice } from './price-description.ts';

/** The option side of a leg (wire `symbolInfo` of an option leg). */
export interface OptionLegSymbol {
  callPut: OpenEnum<CallPut> | null;
  /** ISO `YYYY-MM-DD` from expYear/expMonth/expDay; `null` when they do not name a real day. */
  expiry: string | null;
  strikePrice: number | null;
}

/** One leg of an order (wire `LegDetails`). Legs carry no status of their own. */
export interface OrderLeg {
  legNumber: number | null;
  /** Market symbol (wire `symbolInfo.symbol`). */
  symbol: string | null;
  symbolDescription: string | null;
  /** Wire `orderAction`. */
  action: OpenEnum<OrderAction> | null;
  orderedQuantity: number | null;
  filledQuantity: number | null;
  executedPrice: number | null;
  estimatedCommission: number | null;
  estimatedFees: number | null;
  reserveQuantity: number | null;
  /** `null` for an equity leg, which carries only a symbol. */
  option: OptionLegSymbol | null;
  /**
   * v1 `quantityType`: QUANTITY (shares or contracts), DOLLAR (the quantities are dollars),
   * ALL_I_OWN; unknown words kept. Absent or `null` (legacy) means QUANTITY.
   */
  quantityType?: OpenEnum<QuantityType> | null;
}

/** v1 `quantityType` words. */
export const QUANTITY_TYPES = ['QUANTITY', 'DOLLAR', 'ALL_I_OWN'] as const;
export type QuantityType = (typeof QUANTITY_TYPES)[number];

/**
 * Statuses that mean "partly filled": v1 INDIVIDUAL_FILLS and PARTIAL (the notes cannot tell
 * them apart); the legacy generation has none.
 */
export const PARTLY_FILLED_STATUSES: ReadonlySet<string> = new Set(['INDIVIDUAL_FILLS', 'PARTIAL']);

/** Whether a status says the order is partly filled. */
export const isPartlyFilled = (status: string | null): boolean => status !== null && PARTLY_FILLED_STATUSES.has(status);

/**
 * An order as the provider describes it. IDs are `long` on the wire; they are kept as decimal
 * text so that an ID beyond 2^53 stays exact and two orders never collapse into one.
 */
export interface OrderFields {
  orderId: string;
  /** Epoch milliseconds (wire `orderPlacedTime`, seconds or milliseconds). */
  placedAt: number | null;
  /** Epoch milliseconds (wire `orderExecutedTime`). */
  executedAt: number | null;
  orderValue: number | null;
  /** Wire `orderStatus`; for a multi-leg order, the first leg's (later legs say OPEN, spec 3.1). */
  status: OpenEnum<OrderStatus> | null;
  orderType: OpenEnum<OrderType> | null;
  orderTerm: OpenEnum<OrderTerm> | null;
  priceType: OpenEnum<PriceType> | null;
  routingDestination: OpenEnum<RoutingDestination> | null;
  limitPrice: number | null;
  stopPrice: number | null;
  stopLimitPrice: number | null;
  bracketLimitPrice: number | null;
  initialStopPrice: number | null;
  trailPrice: number | null;
  triggerPrice: number | null;
  conditionPrice: number | null;
  conditionSymbol: string | null;
  conditionType: OpenEnum<ConditionType> | null;
  conditionFollowPrice: OpenEnum<ConditionFollowPrice> | null;
  replacedByOrderId: string | null;
  /**
   * v1 `replacesOrderId`: the order this one changed (the old one is CANCELLED and names this one
   * in `replacedByOrderId`), so the link reads both ways. Legacy has no such field.
   */
  replacesOrderId?: string | null;
  /**
   * For a member of a v1 group order: the platform's orderId of the whole group (the number the
   * platform shows and the single-order call takes); `orderId` is then `${platformOrderId}-${orderNumber}`.
   * Absent for every other order, whose `orderId` is the platform's.
   */
  platformOrderId?: string;
  /** v1 `orderNumber`: the member's number inside its group (1, 2, ...); absent elsewhere. */
  orderNumber?: number | null;
  /** v1 `marketSession` (REGULAR, EXTENDED); absent for legacy. */
  marketSession?: string | null;
  allOrNone: boolean | null;
  /** Ascending by leg number when the provider numbers them. */
  legs: OrderLeg[];
}

/** An order with what the UI derives from it. */
export interface Order extends OrderFields {
  /**
   * Sum over the legs when they all count the same unit (`quantitiesByUnit`); `null` when no leg
   * says, and when the legs count different units: a buy-write's 1,400 shares and 14 contracts
   * have no total.
   */
  orderedQuantity: number | null;
  filledQuantity: number | null;
  /** E.g. "Limit 12.50", "Net debit 1.25"; see `describePrice`. */
  priceDescription: string;
}

/** A conditional grouping of orders (wire `groupOrder`). */
export interface GroupOrder {
  groupOrderId: string | null;
  /** Wire `groupOrderType`. */
  groupType: OpenEnum<GroupOrderType> | null;
  cumulativeEstimatedCommission: number | null;
  cumulativeEstimatedFees: number | null;
  /** v1 `totalOrderValue` of the group; absent for legacy. */
  totalOrderValue?: number | null;
  /** v1 `totalCommission` of the group; absent for legacy. */
  totalCommission?: number | null;
  /** The members; on v1 numbered (`orderNumber`) and in the platform's order. */
  orders: Order[];
}

/** The ID a member of a v1 group order has in the book: unique, and the platform's own visible in it. */
export const groupMemberId = (platformOrderId: string, orderNumber: number | null, position: number): string =>
  `${platformOrderId}-${orderNumber ?? position + 1}`;

/** The orderId the platform knows an order by (the group's for a v1 group member). */
export const platformIdOf = (order: Pick<Order, 'orderId' | 'platformOrderId'>): string => order.platformOrderId ?? order.orderId;

/** One page of Get Order List. */
export interface OrderListPage {
  /** Number of orders the provider says this page holds. */
  count: number;
  /** Where the next page starts; `null` when there is no next page (empty or absent marker). */
  marker: string | null;
  orders: Order[];
  groups: GroupOrder[];
}

/** The page for "nothing came back" (HTTP 204, empty body). */
export const emptyOrderListPage = (): OrderListPage => ({ count: 0, marker: null, orders: [], groups: [] });

/** Unnumbered legs sort after numbered ones (NaN from Infinity - Infinity counts as equal). */
const byLegNumber = (a: OrderLeg, b: OrderLeg): number =>
  (a.legNumber ?? Number.POSITIVE_INFINITY) - (b.legNumber ?? Number.POSITIVE_INFINITY) || 0;

/** Legs ascending by leg number; the same array when they already are (the usual case). */
export const sortLegs = (legs: OrderLeg[]): OrderLeg[] => {
  for (let i = 1; i < legs.length; i += 1) {
    if (byLegNumber(legs[i - 1] as OrderLeg, legs[i] as OrderLeg) > 0) return [...legs].sort(byLegNumber);
  }
  return legs;
};

/**
 * What a leg's quantity counts: shares for an equity leg, contracts for an option leg, dollars for
 * a v1 DOLLAR quantity (a mutual fund bought for $5,000). The one place that decides it. ALL_I_OWN
 * counts shares or contracts like QUANTITY (the platform fills in the number it sells).
 */
export type QuantityUnit = 'shares' | 'contracts' | 'dollars';

/** A unit's short word, for narrow columns: "1,400 sh", "14 ct", "5,000 $". */
export const UNIT_SHORT: Readonly<Record<QuantityUnit, string>> = { shares: 'sh', contracts: 'ct', dollars: '$' };

/** The unit of a leg's ordered and filled quantities. */
export const legUnit = (leg: OrderLeg): QuantityUnit => (leg.quantityType === 'DOLLAR' ? 'dollars' : leg.option === null ? 'shares' : 'contracts');

/** Ordered and filled of one unit, summed over the legs that count it; `null` where none says. */
export interface UnitQuantity {
  unit: QuantityUnit;
  ordered: number | null;
  filled: number | null;
}

/** Sums stay exact to a millionth: 0.1 + 0.2 fractional shares are 0.3 shares. */
const add = (sum: number | null, value: number | null): number | null =>
  value === null ? sum : Math.round(((sum ?? 0) + value) * 1e6) / 1e6;

/**
 * The legs' quantities per unit, units in the order their first leg comes: one entry when every
 * leg counts the same unit (a spread, any single-leg order), two for a buy-write. Quantities of
 * different units are never added.
 */
export function quantitiesByUnit(legs: readonly OrderLeg[]): UnitQuantity[] {
  const units: UnitQuantity[] = [];
  for (const leg of legs) {
    const unit = legUnit(leg);
    let entry = units.find((candidate) => candidate.unit === unit);
    if (entry === undefined) {
      entry = { unit, ordered: null, filled: null };
      units.push(entry);
    }
    entry.ordered = add(entry.ordered, leg.orderedQuantity);
    entry.filled = add(entry.filled, leg.filledQuantity);
  }
  return units;
}

/**
 * How much of an order is filled, 0 to 1: filled over ordered per unit, the units weighing the
 * same (a fraction has no unit, so a buy-write half filled in shares and not in calls is 0.25).
 * For one unit it is filled over ordered; `null` when no unit has an ordered quantity.
 */
export function fillProgress(quantities: readonly UnitQuantity[]): number | null {
  let sum = 0;
  let counted = 0;
  for (const { ordered, filled } of quantities) {
    if (ordered === null || ordered <= 0) continue;
    sum += Math.min(Math.max(filled ?? 0, 0) / ordered, 1);
    counted += 1;
  }
  return counted === 0 ? null : sum / counted;
}

/** Ordered and filled totals when every leg counts the same unit; `null` otherwise or where no leg says. */
export const orderTotals = (legs: readonly OrderLeg[]): { orderedQuantity: number | null; filledQuantity: number | null } => {
  const units = quantitiesByUnit(legs);
  const only = units.length === 1 ? units[0] : undefined;
  return { orderedQuantity: only?.ordered ?? null, filledQuantity: only?.filled ?? null };
};

/** How one unit's filled quantity moved. */
export interface UnitFillMove {
  unit: QuantityUnit;
  from: number | null;
  to: number | null;
}

/**
 * How the fills moved between two versions of an order, `null` when no unit's did: the totals,
 * and for an order whose legs count different units (no totals), the fills of every unit.
 */
export function fillChange(before: Order, after: Order): { from: number | null; to: number | null; units?: UnitFillMove[] } | null {
  const was = quantitiesByUnit(before.legs);
  const now = quantitiesByUnit(after.legs);
  const units: UnitFillMove[] = now.map(({ unit, filled }) => ({ unit, from: was.find((q) => q.unit === unit)?.filled ?? null, to: filled }));
  for (const { unit, filled } of was) if (!now.some((q) => q.unit === unit)) units.push({ unit, from: filled, to: null });
  if (units.every((move) => move.from === move.to)) return null;
  const totals = { from: before.filledQuantity, to: after.filledQuantity };
  return units.length > 1 ? { ...totals, units } : totals;
}

/** Adds the derived fields (quantity totals, price description) and puts the legs in order. */
export const completeOrder = (fields: OrderFields): Order => {
  const legs = sortLegs(fields.legs);
  return { ...fields, legs, ...orderTotals(legs), priceDescription: describePrice(fields) };
};

/** Fields a later record of the same order may fill in when the first one lacks them. Never the status. */
const FILLABLE = [
  'placedAt', 'executedAt', 'orderValue', 'orderType', 'orderTerm', 'priceType', 'routingDestination',
  'limitPrice', 'stopPrice', 'stopLimitPrice', 'bracketLimitPrice', 'initialStopPrice', 'trailPrice',
  'triggerPrice', 'conditionPrice', 'conditionSymbol', 'conditionType', 'conditionFollowPrice',
  'replacedByOrderId', 'allOrNone',
] as const satisfies readonly (keyof OrderFields)[];

/** The same leg seen twice (two records, two pages) counts once. */
const legKey = (leg: OrderLeg): string => (leg.legNumber === null ? JSON.stringify(leg) : `#${leg.legNumber}`);

/** Several records of one order (one per leg) become one order: legs united, status of the first leg. */
const mergeRecords = (records: readonly [OrderFields, ...OrderFields[]]): OrderFields => {
  const seen = new Set<string>();
  const legs: { leg: OrderLeg; from: OrderFields }[] = [];
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
  legs.sort((a, b) => byLegNumber(a.leg, b.leg));
  const first = legs[0]?.from ?? records[0];
  const merged: OrderFields = { ...first, legs: legs.map((entry) => entry.leg) };
  for (const key of FILLABLE) {
    if (merged[key] !== null) continue;
    const donor = records.find((record) => record[key] !== null);
    if (donor !== undefined) (merged as unknown as Record<string, unknown>)[key] = donor[key];
  }
  return merged;
};

/**
 * Merges orders that share an orderId, in the order the provider gave (first appearance). A
 * provider may send a multi-leg order as one record with several legs or as one record per leg,
 * the later ones saying OPEN (spec 3.1): both give one order whose status is the first leg's.
 * Also the way to unite pages, where an order may appear twice while orders change. An order
 * that appears once is returned as it is.
 */
export const mergeOrders = (records: readonly Order[]): Order[] => {
  // Most orders come once: remember the first record by ID and make a list only for repeats.
  const first = new Map<string, Order>();
  let repeated: Map<string, [Order, ...Order[]]> | undefined;
  for (const record of records) {
    const seen = first.get(record.orderId);
    if (seen === undefined) {
      first.set(record.orderId, record);
      continue;
    }
    repeated ??= new Map();
    const same = repeated.get(record.orderId);
    if (same === undefined) repeated.set(record.orderId, [seen, record]);
    else same.push(record);
  }
  if (repeated === undefined) return [...first.values()];
  const orders: Order[] = [];
  for (const [orderId, record] of first) {
    const same = repeated.get(orderId);
    orders.push(same === undefined ? record : completeOrder(mergeRecords(same)));
  }
  return orders;
};
