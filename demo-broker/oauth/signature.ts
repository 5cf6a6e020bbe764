/**
 * The provider's own RFC 5849 signature verification (HMAC-SHA1 only, section 3.4.2): the
 * signature base string of section 3.4.1 and the signing key of section 3.4.2.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { rfc3986Encode } from './percent-encoding.ts';

/** What the base string is built from: every parameter already decoded, duplicates kept. */
export interface SignedRequest {
  method: string;
  /** Scheme, host (with port) and path; any query here is ignored (pass it in `parameters`). */
  url: string;
  /** Query, form-body and Authorization-header parameters, without `oauth_signature` and `realm`. */
  parameters: [string, string][];
}

/** Section 3.4.1.2: lower-case scheme and host, default port dropped, path kept as sent. */
export function baseStringUri(url: string): string {
  const match = /^([A-Z][A-Z0-9+.-]*):\/\/([^/?#]*)([^?#]*)/i.exec(url);
  if (!match) throw new Error(`not an absolute URL: ${url}`);
  const scheme = (match[1] ?? '').toLowerCase();
  let authority = (match[2] ?? '').toLowerCase();
  if ((scheme === 'http' && authority.endsWith(':80')) || (scheme === 'https' && authority.endsWith(':443'))) {
    authority = authority.slice(0, authority.lastIndexOf(':'));
  }
  const path = match[3] === '' ? '/' : (match[3] ?? '/');
  return `${scheme}://${authority}${path}`;
}

/** Section 3.4.1.3.2: encode names and values, sort by name then value, join with `=` and `&`. */
export function normalizeParameters(parameters: [string, string][]): string {
  const encoded = parameters.map(([name, value]) => [rfc3986Encode(name), rfc3986Encode(value)] as const);
  encoded.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
  return encoded.map(([name, value]) => `${name}=${value}`).join('&');
}

/** Section 3.4.1.1: METHOD&encoded-base-URI&encoded-normalized-parameters. */
export function signatureBaseString(request: SignedRequest): string {
  return [request.method.toUpperCase(), rfc3986Encode(baseStringUri(request.url)), rfc3986Encode(normalizeParameters(request.parameters))].join('&');
}

/** Section 3.4.2: the key is both secrets encoded and joined by `&` (an absent token secret is ''). */
export function hmacSha1Signature(baseString: string, consumerSecret: string, tokenSecret: string): string {
  const key = `${rfc3986Encode(consumerSecret)}&${rfc3986Encode(tokenSecret)}`;
  return createHmac('sha1', key).update(baseString).digest('base64');
}

/** True when `signature` is the HMAC-SHA1 signature of the request (constant-time comparison). */
export function verifyHmacSha1(request: SignedRequest, signature: string, consumerSecret: string, tokenSecret: string): boolean {
  const expected = Buffer.from(hmacSha1Signature(signatureBaseString(request), consumerSecret, tokenSecret));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
