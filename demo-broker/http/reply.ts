/**
 * A response before it is written: handlers return one, fault injection may rewrite it, the server
 * writes it. Keeping it a value is what lets faults distort a real answer (truncate, relabel).
 */
import { renderWire, type WireFormat, type WireObject } from '../wire/wire-tree.ts';

/** What the server will send. */
export interface Reply {
  status: number;
  headers: Record<string, string>;
  body: string;
  /**
   * What the answer costs against its module's hourly budget (default 1): a quote request of N
   * symbols costs N, an option chain 2 per pair. Set by the handler, read by the rate limiter.
   */
  cost?: number;
}

/** Content-Type of each payload format. */
export const CONTENT_TYPES = {
  xml: 'application/xml;charset=UTF-8',
  json: 'application/json;charset=UTF-8',
  text: 'text/plain;charset=UTF-8',
  html: 'text/html;charset=UTF-8',
} as const;

/** A payload in XML or JSON. */
export function wireReply(status: number, format: WireFormat, root: string, tree: WireObject): Reply {
  return { status, headers: { 'Content-Type': CONTENT_TYPES[format] }, body: renderWire(format, root, tree) };
}

/** A plain-text answer. */
export function textReply(status: number, body: string, contentType: string = CONTENT_TYPES.text): Reply {
  return { status, headers: { 'Content-Type': contentType }, body };
}

/** An HTML page. */
export function htmlReply(status: number, body: string, extraHeaders: Record<string, string> = {}): Reply {
  return { status, headers: { 'Content-Type': CONTENT_TYPES.html, ...extraHeaders }, body };
}

/** A redirect with no body. */
export function redirectReply(location: string): Reply {
  return { status: 302, headers: { Location: location, 'Content-Type': CONTENT_TYPES.text }, body: '' };
}
