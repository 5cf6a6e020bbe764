/**
 * Answers of the current API's market endpoints. XML goes through the broker's wire writer
 * (repeated elements, true/false); JSON is the current API's own: real numbers and booleans,
 * lists always arrays (the string exceptions such as inTheMoney "y"/"n" are strings in the tree).
 * Every answer carries its quote cost (`cost`), for the per-module rate limit to count.
 */
import { CONTENT_TYPES, type Reply } from '../http/reply.ts';
import { apiErrorReply } from '../wire/error-bodies.ts';
import { renderXml, type WireFormat, type WireObject } from '../wire/wire-tree.ts';

/** A market answer and the quotes it costs against the Markets budget. */
export interface MarketReply extends Reply {
  /**
   * Quotes this answer spends (provider notes: N for a quote request of N symbols, 2 per pair for
   * an option chain; 1 for the expiry dates and for an error, which count as one request).
   */
  cost: number;
}

/** A 200 answer in the requested format. */
export function v1Reply(format: WireFormat, root: string, tree: WireObject, cost: number): MarketReply {
  const body = format === 'json' ? JSON.stringify({ [root]: tree }) : renderXml(root, tree);
  return { status: 200, headers: { 'Content-Type': CONTENT_TYPES[format] }, body, cost };
}

/** An error envelope with one of the platform's codes; it counts as one request. */
export function v1Error(format: WireFormat, status: number, code: number, message: string): MarketReply {
  return { ...apiErrorReply(format, status, code, message), cost: 1 };
}

/** Error codes of the market endpoints (provider notes, "Error codes seen"). */
export const MARKET_ERROR_CODES = {
  invalidQuoteSymbol: 1019,
  tooManySymbols: 1023,
  noOptionsForMonth: 10031,
  noOptionsForSymbol: 10032,
  invalidSymbol: 10033,
  invalidExpiryDate: 10039,
  missingSymbol: 10043,
} as const;
