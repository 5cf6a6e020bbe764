/**
 * The option chain response as records in the spec's own words (spec 2.2), after the one
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
