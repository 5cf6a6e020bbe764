/**
 * The two responses as records in the spec's own words (spec 2.2 to 2.4), after the one
 * normalisation both formats go through: repeatable containers are arrays, scalars are typed,
 * and anything unreadable or unknown to the spec is absent. Enumerations stay strings here; the
 * model keeps unknown words too.
 */

/** expireDate of a call or put (spec 2.2). */
export interface WireExpireDate {
  day?: number;
  month?: number;
  year?: number;
  expiryType?: string;
}

/** product of a call or put (spec 2.2). */
export interface WireProduct {
  exchangeCode?: string;
  symbol?: string;
  typeCode?: string;
}

/** A call or put container (spec 2.2). */
export interface WireOptionContract {
  rootSymbol?: string;
  expireDate?: WireExpireDate;
  product?: WireProduct;
  strikePrice?: number;
}

/** One optionPairs element (spec 2.2). */
export interface WireOptionPair {
  call?: WireOptionContract;
  put?: WireOptionContract;
  callCount?: number;
  putCount?: number;
  pairType?: string;
}

/** OptionChainResponse (spec 2.2). */
export interface WireOptionChainResponse {
  optionPairCount?: number;
  optionPairs: WireOptionPair[];
  symbol?: string;
}

/** symbolInfo of a leg (spec 2.4): only `symbol` for an equity leg. */
export interface WireSymbolInfo {
  symbol?: string;
  callPut?: string;
  expYear?: number;
  expMonth?: number;
  expDay?: number;
  strikePrice?: number;
}

/** A LegDetails element (spec 2.4). */
export interface WireLegDetails {
  legNumber?: number;
  symbolDescription?: string;
  orderAction?: string;
  orderedQuantity?: number;
  filledQuantity?: number;
  executedPrice?: number;
  estimatedCommission?: number;
  estimatedFees?: number;
  reserveQuantity?: number;
  symbolInfo?: WireSymbolInfo;
}

/** An order record (spec 2.4). orderId is required: without it an order has no identity. */
export interface WireOrder {
  orderId: string;
  orderPlacedTime?: number;
  orderExecutedTime?: number;
  orderValue?: number;
  orderStatus?: string;
  orderType?: string;
  orderTerm?: string;
  priceType?: string;
  limitPrice?: number;
  stopPrice?: number;
  stopLimitPrice?: number;
  routingDestination?: string;
  replacedByOrderId?: string;
  allOrNone?: boolean;
  bracketLimitPrice?: number;
  initialStopPrice?: number;
  trailPrice?: number;
  triggerPrice?: number;
  conditionPrice?: number;
  conditionSymbol?: string;
  conditionType?: string;
  conditionFollowPrice?: string;
  legDetails: WireLegDetails[];
}

/** A groupOrder container (spec 2.3) with its member orders. */
export interface WireGroupOrder {
  groupOrderId?: string;
  groupOrderType?: string;
  cumulativeEstimatedCommission?: number;
  cumulativeEstimatedFees?: number;
  order: WireOrder[];
}

/**
 * GetOrderListResponse (spec 2.3), flattened: the order of every OrderDetails in the provider's
 * order, and every groupOrder wherever it sat (the spec does not show where).
 */
export interface WireOrderListResponse {
  count?: number;
  marker?: string;
  order: WireOrder[];
  groupOrder: WireGroupOrder[];
}
