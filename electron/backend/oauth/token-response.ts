/**
 * Token responses: `oauth_token=...&oauth_token_secret=...[&oauth_callback_confirmed=true]`,
 * parsed as a query string whatever the Content-Type says (it has been seen as text/html), each
 * value percent-decoded exactly once.
 *
 * A token response may hold a live secret, so nothing here ever quotes a value: what went wrong is
 * said with field names and sizes only.
 */
import { describeSize } from './body-limits.ts';
import { decodeTokenComponent } from './percent-encoding.ts';

/** A token and its secret, decoded. */
export interface TokenPair {
  token: string;
  secret: string;
}

export type TokenResponse =
  | { ok: true; pair: TokenPair; callbackConfirmed: boolean | null }
  /** `reason` names fields, never values. */
  | { ok: false; reason: string };

/** A field name worth repeating: a plain identifier, never a value that lost its `=`. */
const NAME = /^[A-Z]\w{0,39}$/i;

/** The name of a segment's field for an error, or a neutral word when it is not a plain name. */
const nameForError = (raw: string): string => (NAME.test(raw) ? raw : 'a field name');

/** Parses a token response body. */
export function parseTokenResponse(body: string): TokenResponse {
  const fields = new Map<string, string>();
  for (const segment of body.trim().split('&')) {
    if (segment === '') continue;
    const eq = segment.indexOf('=');
    if (eq <= 0) continue;
    const name = decodeTokenComponent(segment.slice(0, eq));
    const value = decodeTokenComponent(segment.slice(eq + 1));
    if (name === null) return { ok: false, reason: 'malformed percent-encoding in a field name' };
    if (value === null) return { ok: false, reason: `malformed percent-encoding in ${nameForError(name)}` };
    if (!fields.has(name)) fields.set(name, value);
  }
  const token = fields.get('oauth_token');
  const secret = fields.get('oauth_token_secret');
  if (token === undefined || token === '') return { ok: false, reason: 'no oauth_token in the answer' };
  if (secret === undefined) return { ok: false, reason: 'no oauth_token_secret in the answer' };
  const confirmed = fields.get('oauth_callback_confirmed');
  return { ok: true, pair: { token, secret }, callbackConfirmed: confirmed === undefined ? null : confirmed.toLowerCase() === 'true' };
}

/**
 * An answer that is not a token response, described without quoting it: `The answer (text/html,
 * 1.2 kB) holds the fields oauth_token_secret, x.` Only plain field names are listed.
 */
export function describeTokenAnswer(body: string, contentType: string | null): string {
  const type = /^\s*([\w.+-]{1,40}\/[\w.+-]{1,60})/.exec(contentType ?? '')?.[1]?.toLowerCase() ?? 'no content type';
  const names: string[] = [];
  let others = 0;
  for (const segment of body.trim().split('&')) {
    const eq = segment.indexOf('=');
    if (eq <= 0) continue;
    const name = segment.slice(0, eq);
    if (NAME.test(name) && !names.includes(name)) names.push(name);
    else if (!NAME.test(name)) others += 1;
  }
  const size = describeSize(new TextEncoder().encode(body).byteLength);
  const listed = names.length === 0 ? 'no fields we know' : `the field${names.length === 1 ? '' : 's'} ${names.slice(0, 10).join(', ')}`;
  const rest = others === 0 ? '' : ` and ${others} unreadable one${others === 1 ? '' : 's'}`;
  return `The answer (${type}, ${size}) holds ${listed}${rest}.`;
}
