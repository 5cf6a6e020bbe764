/**
 * What makes a host URL acceptable: https only (plain http on this machine alone), no credentials,
 * query or fragment; and the one rule for what counts as this machine. Used by the environment
 * file, the settings (file and screens), the command line's flags and the sign-in window.
 */

/**
 * The WHATWG URL parser exists in every runtime that loads shared/ (Node and the renderer's
 * Chromium), but shared/ is compiled without DOM or Node types; this declares the part we use.
 */
export interface ParsedUrl {
  href: string;
  protocol: string;
  /** The host name with its port, when it has one. */
  host: string;
  hostname: string;
  port: string;
  pathname: string;
  username: string;
  password: string;
  search: string;
  hash: string;
}
declare const URL: new (input: string) => ParsedUrl;

/** The parsed URL, or null when `value` is not one. */
export function parseUrl(value: string): ParsedUrl | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * This machine, as the URL parser leaves a host: `localhost`, 127.0.0.0/8 (any spelling of it,
 * `0x7f.1` or `2130706433`, is already dotted decimal after parsing) and `[::1]`. Exact
 * matches only, so `127.0.0.1.evil.example` and `localhost.evil.example` are not loopback.
 * The one rule for where plain http is allowed: host settings and the sign-in window.
 */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}$/.test(hostname);
}

/**
 * Why `value` is not acceptable as a host URL, or null when it is. https only, except plain http
 * on a loopback address (the local demo broker). No credentials, query or fragment: the client
 * appends paths and query strings itself, and userinfo in a URL is a phishing device.
 */
export function hostUrlProblem(value: string): string | null {
  if (value.trim() === '') return 'is empty: fill in the address your provider documents';
  if (value !== value.trim()) return 'has spaces around it';
  const url = parseUrl(value);
  if (url === null) return `is not a URL: ${JSON.stringify(value)}`;
  const loopback = isLoopbackHost(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    return `must start with https:// (plain http only for 127.0.0.1 or localhost), got ${JSON.stringify(value)}`;
  }
  if (url.username !== '' || url.password !== '') return 'must not carry a user name or password';
  if (url.search !== '' || value.includes('?')) return 'must not carry a query string';
  if (url.hash !== '' || value.includes('#')) return 'must not carry a #fragment';
  return null;
}

/** Removes trailing slashes so that `${host}/path` never has a double slash. */
export function normalizeHostUrl(value: string): string {
  // A scan, not `/\/+$/`: that regex is quadratic on a long run of slashes.
  let end = value.length;
  while (end > 0 && value.charCodeAt(end - 1) === 0x2f) end -= 1;
  return value.slice(0, end);
}
