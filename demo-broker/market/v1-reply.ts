/**
 * Answers of the current API's market endpoints, through the broker's v1 wire rules
 * (wire/v1-wire.ts: real JSON numbers and booleans, lists always arrays; the string exceptions
 * such as inTheMoney "y"/"n" are strings in the tree) and v1 error envelopes (wire/v1-errors.ts:
 * market-data codes come back in XML even to a JSON request, as the platform's do).
 * Every answer carries its quote cost (`cost`), which the per-module rate limit charges.
 */
import type { Reply } from '../http/reply.ts';
import { v1ErrorReply } from '../wire/v1-errors.ts';
import { v1Reply as v1Document } from '../wire/v1-wire.ts';
import type { WireFormat, WireObject } from '../wire/wire-tree.ts';

/** A market answer and the quotes it costs against the Markets budget. */
export interface MarketReply extends Reply {
  /**
   * Quotes this answer spends (docs/platform/budgets.md: N for a quote request of N symbols, 2 per
   * pair for an option chain; 1 for the expiry dates and for an error, which count as one request).
   */
  cost: number;
}

/** A 200 answer in the requested format. */
export function v1Reply(format: WireFormat, root: string, tree: WireObject, cost: number): MarketReply {
  return { ...v1Document(200, format, root, tree), cost };
}

/** An error envelope with one of the platform's codes; it counts as one request. */
export function v1Error(format: WireFormat, status: number, code: number, message: string): MarketReply {
  return { ...v1ErrorReply(format, status, code, message), cost: 1 };
}

/** Error codes of the market endpoints (docs/platform/wire-and-errors.md, "Error codes"). */
export const MARKET_ERROR_CODES = {
  invalidQuoteSymbol: 1019,
  tooManySymbols: 1023,
  noOptionsForMonth: 10031,
  noOptionsForSymbol: 10032,
  invalidSymbol: 10033,
  invalidExpiryDate: 10039,
  missingSymbol: 10043,
} as const;
