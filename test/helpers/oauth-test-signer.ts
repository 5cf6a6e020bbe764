/**
 * TEST-ONLY OAuth 1.0a signer for talking to the demo broker. Deliberately written apart from both
 * the app's signer (electron/backend) and the broker's verifier, from RFC 5849 directly, so a test
 * that passes means two independent readings of the RFC agree.
 */
import { createHmac } from 'node:crypto';

/** RFC 3986 encoding: encodeURIComponent leaves !'()* alone, RFC 3986 does not. */
export function oauthEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Consumer and (optional) token credentials. */
export interface TestCredentials {
  consumerKey: string;
  consumerSecret: string;
  token?: string;
  tokenSecret?: string;
}

/** What to sign. */
export interface TestSignInput {
  method: string;
  /** Absolute URL, query included. */
  url: string;
  credentials: TestCredentials;
  timestamp: number;
  nonce: string;
  /** Extra oauth_* parameters (oauth_callback, oauth_verifier), signed and sent with the rest. */
  oauthExtras?: Record<string, string>;
  /** Non-OAuth form body fields (signed, as RFC 5849 3.4.1.3.1 says). */
  form?: [string, string][];
  signatureMethod?: string;
}

/** The oauth_* parameters including oauth_signature. */
export function signedOAuthParameters(input: TestSignInput): Record<string, string> {
  const oauth: Record<string, string> = {
    oauth_consumer_key: input.credentials.consumerKey,
    oauth_nonce: input.nonce,
    oauth_signature_method: input.signatureMethod ?? 'HMAC-SHA1',
    oauth_timestamp: String(input.timestamp),
    ...(input.credentials.token === undefined ? {} : { oauth_token: input.credentials.token }),
    ...input.oauthExtras,
  };
  const url = new URL(input.url);
  const pairs: [string, string][] = [];
  url.searchParams.forEach((value, name) => pairs.push([name, value]));
  for (const [name, value] of Object.entries(oauth)) pairs.push([name, value]);
  for (const pair of input.form ?? []) pairs.push(pair);
  const normalized = pairs
    .map(([name, value]) => `${oauthEncode(name)}=${oauthEncode(value)}`)
    .sort()
    .join('&');
  const origin = `${url.protocol}//${url.host}`.toLowerCase();
  const base = `${input.method.toUpperCase()}&${oauthEncode(origin + url.pathname)}&${oauthEncode(normalized)}`;
  const key = `${oauthEncode(input.credentials.consumerSecret)}&${oauthEncode(input.credentials.tokenSecret ?? '')}`;
  oauth.oauth_signature = createHmac('sha1', key).update(base).digest('base64');
  return oauth;
}

/** `OAuth realm="",name="value",...` with percent-encoded values. */
export function authorizationHeader(oauth: Record<string, string>): string {
  return `OAuth realm="",${Object.entries(oauth)
    .map(([name, value]) => `${name}="${oauthEncode(value)}"`)
    .join(',')}`;
}

/** The same parameters appended to the URL's query instead. */
export function withQueryCredentials(url: string, oauth: Record<string, string>): string {
  const extra = Object.entries(oauth)
    .map(([name, value]) => `${oauthEncode(name)}=${oauthEncode(value)}`)
    .join('&');
  return `${url}${url.includes('?') ? '&' : '?'}${extra}`;
}
