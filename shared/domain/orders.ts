/**
 * The orders of an account as the UI shows them, one model for both API generations: normal orders
 * and group orders, every order with its legs, its status, its times as instants and its price in
 * words. Legacy (docs/platform/legacy-api.md) and v1 (docs/platform/current-api.md) map into it in
 * their decoders; the wire's own names stay in the decoders' wire types.
 *
 * v1 mapping: a spread is one order with several legs; a group order (ONE_CANCELS_ALL and
 * friends) is a GroupOrder whose members are the numbered details, each member's `orderId` being
 * `${platformOrderId}-${orderNumber}` so that it is unique within the book (the diff keys on it)
 * while `platformOrderId` keeps the number the platform shows and answers to.
 *
 * What a quantity counts and how fills add up is in order-quantities.ts; how decoded records
 * become these orders (legs sorted, totals and price words added, records merged) in
 * order-assembly.ts.
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
 * Statuses that mean "partly filled": v1 INDIVIDUAL_FILLS and PARTIAL (nobody can yet tell
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
  /**
   * Wire `orderStatus`; for a multi-leg order, the first leg's (later legs say OPEN:
   * docs/platform/legacy-api.md, "Multi-leg orders").
   */
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
  /** E.g. "Limit 12.50", "Net debit 1.25"; see `describePrice` (price-description.ts). */
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
  /**
   * Bytes of the answer the page was decoded from (UTF-8), for the cap on one read's pages
   * together (order-paging.ts); absent for a page not read from the wire.
   */
  bytes?: number;
}

/** The page for "nothing came back" (HTTP 204, empty body). */
export const emptyOrderListPage = (): OrderListPage => ({ count: 0, marker: null, orders: [], groups: [] });
