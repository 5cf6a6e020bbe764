/**
 * Finds the OAuth protocol parameters of a request and the parameter list its signature covers.
 * Credentials count only in the Authorization header or the query (docs/platform/oauth.md, "Signing
 * a request"); OAuth parameters in a form body are "not recognized", so they neither authenticate
 * nor enter the base string.
 */
import { percentDecode } from './percent-encoding.ts';

/** The OAuth view of one HTTP request. */
export interface RequestCredentials {
  /** oauth_* protocol parameters (decoded), from the header when it has any, else the query. */
  oauth: Map<string, string>;
  /** Every parameter the signature covers: query, header oauth_* and non-OAuth form-body fields. */
  signed: [string, string][];
  /** True when the form body carried oauth_* fields (refused by the caller). */
  bodyCredentials: boolean;
}

/** What the reader needs from the request. */
export interface CredentialSource {
  authorization: string | undefined;
  query: [string, string][];
  /** Decoded application/x-www-form-urlencoded body fields, or [] for other bodies. */
  formBody: [string, string][];
}

const HEADER_PAIR = /^\s*([\w.~-]+)\s*=\s*"([^"]*)"\s*(?:,|$)/;

/** Thrown for an Authorization header that says OAuth but cannot be read. */
export class MalformedHeaderError extends Error {}

/**
 * Parses `OAuth realm="",oauth_consumer_key="..."`; values are percent-encoded, so `+` stays `+`.
 * Returns null when the header is absent or uses another scheme.
 */
export function parseOAuthHeader(header: string | undefined): [string, string][] | null {
  if (header === undefined) return null;
  const scheme = /^\s*OAuth\b\s*/i.exec(header);
  if (!scheme) return null;
  const pairs: [string, string][] = [];
  let rest = header.slice(scheme[0].length);
  while (rest.trim() !== '') {
    const match = HEADER_PAIR.exec(rest);
    if (!match) throw new MalformedHeaderError(`malformed Authorization header near "${rest.slice(0, 30)}"`);
    pairs.push([percentDecode(match[1] ?? '', false), percentDecode(match[2] ?? '', false)]);
    rest = rest.slice(match[0].length);
  }
  return pairs;
}

/** Reads credentials from header and query and the signed parameter list (RFC 5849 3.4.1.3.1). */
export function readCredentials(source: CredentialSource): RequestCredentials {
  const header = (parseOAuthHeader(source.authorization) ?? []).filter(([name]) => name !== 'realm' && name.startsWith('oauth_'));
  const queryOAuth = source.query.filter(([name]) => name.startsWith('oauth_'));
  const bodyCredentials = source.formBody.some(([name]) => name.startsWith('oauth_'));
  const oauth = new Map<string, string>(header.length > 0 ? header : queryOAuth);
  const signed = [...source.query, ...header, ...source.formBody.filter(([name]) => !name.startsWith('oauth_'))].filter(([name]) => name !== 'oauth_signature');
  return { oauth, signed, bodyCredentials };
}
