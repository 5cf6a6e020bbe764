/**
 * v1 error envelopes: `{"Error":{"code":N,"message":"…"}}` or `<Error><code>N</code><message>…
 * </message></Error>`, the code a JSON number.
 *
 * The platform answers some JSON requests with an XML error (docs/platform/wire-and-errors.md,
 * "Formats": seen with 10031). The demo broker's rule, so that clients meet
 * both: every market-data error (codes 1000-1099 of quotes and 10000-10099 of option chains and
 * expiry dates) is XML whatever was asked; account and order errors (100, 102, 2002, 2004, 2005…)
 * follow the asked format.
 */
import type { Reply } from '../http/reply.ts';
import type { WireFormat } from './wire-tree.ts';
import { v1Reply } from './v1-wire.ts';

/** The v1 error codes the demo broker raises (docs/platform/wire-and-errors.md, "Error codes"). */
export const V1_ERROR_CODES = {
  /** Service unavailable / account key does not belong to the user; the sandbox's single-order answer. */
  unavailable: 100,
  invalidAccountKey: 102,
  invalidDateRange: 2002,
  invalidDateFormat: 2004,
  invalidCount: 2005,
  /** Demo broker's own (the platform's is not known): a marker that is not one this broker gave. */
  invalidMarker: 2001,
  /** Demo broker's own: a parameter outside its documented values, or given twice. */
  invalidParameter: 2006,
  /** Demo broker's own: an order id the account does not have. */
  unknownOrder: 2008,
  noOptionsForMonth: 10031,
  /** The empty inbox, with HTTP 404: "There are currently no alerts in your inbox". */
  emptyInbox: 53,
  /** An alert id that is not a number above 0. */
  alertIdNotPositive: 499,
  /** Demo broker's own (the platform's is not known): an alert id the user's inbox does not hold. */
  unknownAlert: 2009,
  /** The balance's `instType` absent or not BROKERAGE. */
  invalidInstitutionType: 7002,
} as const;

/** True for the codes the platform answers in XML even to a JSON request. */
export function isXmlOnlyCode(code: number): boolean {
  return (code >= 1000 && code <= 1099) || (code >= 10_000 && code <= 10_099);
}

/** A v1 error document in the format the platform would use for this code. */
export function v1ErrorReply(asked: WireFormat, status: number, code: number, message: string): Reply {
  return v1Reply(status, isXmlOnlyCode(code) ? 'xml' : asked, 'Error', { code, message });
}
