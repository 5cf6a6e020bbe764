/**
 * The request parts that an OAuth 1.0a signature covers (RFC 5849 section 3.4.1): the base string
 * URI and the parameters of the query and of a form-encoded body, decoded, duplicates kept.
 */
import { decodeFormComponent } from './percent-encoding.ts';

/** One decoded name/value pair, in the order it appears in the request. */
export type Parameter = readonly [name: string, value: string];

/**
 * Splits a form-urlencoded string (a query without its `?`, or a body) into decoded pairs.
 * `c2` (no `=`) is the pair `c2` = ''; empty segments (`a=1&&b=2`) are no parameter at all.
 * Returns the offending segment when one cannot be decoded.
 */
export function parseFormEncoded(text: string): { ok: true; pairs: Parameter[] } | { ok: false; segment: string } {
  const pairs: Parameter[] = [];
  for (const segment of text.split('&')) {
    if (segment === '') continue;
    const eq = segment.indexOf('=');
    const rawName = eq === -1 ? segment : segment.slice(0, eq);
    const rawValue = eq === -1 ? '' : segment.slice(eq + 1);
    const name = decodeFormComponent(rawName);
    const value = decodeFormComponent(rawValue);
    if (name === null || value === null) return { ok: false, segment };
    pairs.push([name, value]);
  }
  return { ok: true, pairs };
}

/**
 * The base string URI (RFC 5849 section 3.4.1.2): lower-case scheme and host, the port only when
 * it is not the scheme's default, the path as it goes on the wire, no query, no fragment. The
 * WHATWG URL parser does the normalising, and it is also what `fetch` sends, so both agree.
 */
export function baseStringUri(url: URL): string {
  return `${url.protocol}//${url.host}${url.pathname}`;
}

/**
 * Groups pairs by name for the signing package, which takes `{ name: value | value[] }` and
 * sorts and encodes them itself. A null-prototype object so that names like `constructor` are
 * plain keys.
 */
export function groupParameters(pairs: readonly Parameter[]): Record<string, string | string[]> {
  const grouped: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  for (const [name, value] of pairs) {
    const existing = grouped[name];
    if (existing === undefined) grouped[name] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else grouped[name] = [existing, value];
  }
  return grouped;
}
