/**
 * Token responses: `oauth_token=...&oauth_token_secret=...[&oauth_callback_confirmed=true]`,
 * parsed as a query string whatever the Content-Type says (it has been seen as text/html), each
 * value percent-decoded exactly once.
 */
import { decodeTokenComponent } from './percent-encoding.ts';

/** A token and its secret, decoded. */
export interface TokenPair {
  token: string;
  secret: string;
}

export type TokenResponse =
  | { ok: true; pair: TokenPair; callbackConfirmed: boolean | null }
  | { ok: false; reason: string };

/** Parses a token response body. */
export function parseTokenResponse(body: string): TokenResponse {
  const fields = new Map<string, string>();
  for (const segment of body.trim().split('&')) {
    if (segment === '') continue;
    const eq = segment.indexOf('=');
    if (eq <= 0) continue;
    const name = decodeTokenComponent(segment.slice(0, eq));
    const value = decodeTokenComponent(segment.slice(eq + 1));
    if (name === null || value === null) return { ok: false, reason: `malformed percent-encoding in ${JSON.stringify(segment.slice(0, 40))}` };
    if (!fields.has(name)) fields.set(name, value);
  }
  const token = fields.get('oauth_token');
  const secret = fields.get('oauth_token_secret');
  if (token === undefined || token === '') return { ok: false, reason: 'no oauth_token in the answer' };
  if (secret === undefined) return { ok: false, reason: 'no oauth_token_secret in the answer' };
  const confirmed = fields.get('oauth_callback_confirmed');
  return { ok: true, pair: { token, secret }, callbackConfirmed: confirmed === undefined ? null : confirmed.toLowerCase() === 'true' };
}
