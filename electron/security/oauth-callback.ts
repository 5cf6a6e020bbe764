import { isLoopbackHost } from '../../shared/host-url.ts';
import { parseUrl } from './app-origin.ts';

export type CallbackMatch =
  /** Not the callback: let the sign-in window go there. */
  | { kind: 'pass' }
  /** The callback with a verifier for our request token: cancel the navigation, use the code. */
  | { kind: 'verifier'; verifier: string }
  /** The callback, but unusable (declined, token of another attempt): cancel and fail. */
  | { kind: 'refused'; reason: string };

/** Verifier codes seen on the platform are short letters and digits; allow some room, no more. */
const VERIFIER = /^[\w.~-]{1,128}$/;

/**
 * Is `target` the configured callback URL? Compared by exact origin and path of parsed URLs
 * (never by prefix or substring, so `https://cb.example.evil/` or `/callback-x` do not count);
 * the provider's own query parameters decide the outcome.
 *
 * The token rule: OAuth 1.0a (RFC 5849, 2.2) has the provider append `oauth_token` (the request
 * token) beside `oauth_verifier`. Whether the platform does is not confirmed
 * (docs/platform/oauth.md, "The verification code"), so:
 * - a callback that carries `oauth_token` must carry exactly ours, whoever the provider is;
 * - a callback without `oauth_token` is refused when `tokenRequired` (the provider is known to
 *   append it: our own demo broker always does), and accepted otherwise (the verifier is still
 *   checked against our request token by the provider when it is exchanged).
 * A parameter given twice is refused: which copy counts would be a guess.
 */
export function matchCallback(target: string, callbackUrl: string, requestToken: string, options: { tokenRequired?: boolean } = {}): CallbackMatch {
  const url = parseUrl(target);
  const callback = parseUrl(callbackUrl);
  if (!url || !callback) return { kind: 'pass' };
  if (url.origin !== callback.origin || url.pathname !== callback.pathname) return { kind: 'pass' };
  if (url.username !== '' || url.password !== '') return { kind: 'pass' };
  const tokens = url.searchParams.getAll('oauth_token');
  const verifiers = url.searchParams.getAll('oauth_verifier');
  if (tokens.length > 1 || verifiers.length > 1) {
    return { kind: 'refused', reason: 'The sign-in answer was ambiguous (a parameter came twice); start again.' };
  }
  const [token] = tokens;
  if (token !== undefined && token !== requestToken) {
    return { kind: 'refused', reason: 'The sign-in answer belongs to another sign-in attempt; start again.' };
  }
  const [verifier] = verifiers;
  if (verifier === undefined || verifier === '') {
    return { kind: 'refused', reason: 'Access was not granted on the sign-in page.' };
  }
  if (token === undefined && options.tokenRequired === true) {
    return { kind: 'refused', reason: 'The sign-in answer did not name this sign-in attempt, so it was not used; start again.' };
  }
  if (!VERIFIER.test(verifier)) return { kind: 'refused', reason: 'The sign-in page answered with a malformed code.' };
  return { kind: 'verifier', verifier };
}

/** What the sign-in window does with a page. */
export type SignInUrlKind =
  /** Show it: https, or plain http on this machine (the local demo broker). */
  | { kind: 'page' }
  /** Plain http elsewhere: a password typed there crosses the network readable; stop the sign-in. */
  | { kind: 'insecure'; origin: string }
  /** Not a web page, or one with credentials in the URL (`https://good@evil`): never shown. */
  | { kind: 'blocked' };

/**
 * Where the sign-in window may go (the provider's login may span hosts, but only encrypted ones).
 * `loopbackHttp: false` refuses plain http on this machine too: only the local demo broker is
 * served so (the app-wide navigation fence allows it; each attempt decides for itself, `signInStep`).
 */
export function classifySignInUrl(target: string, options: { loopbackHttp?: boolean } = {}): SignInUrlKind {
  const url = parseUrl(target);
  if (url === null || url.username !== '' || url.password !== '') return { kind: 'blocked' };
  if (url.protocol === 'https:') return { kind: 'page' };
  if (url.protocol !== 'http:') return { kind: 'blocked' };
  return options.loopbackHttp !== false && isLoopbackHost(url.hostname) ? { kind: 'page' } : { kind: 'insecure', origin: url.origin };
}

/** One sign-in attempt, as the sign-in window's decision needs it. */
export interface SignInAttempt {
  /** The callback the provider redirects to with the verifier; null: the code is shown instead. */
  callbackUrl: string | null;
  requestToken: string;
  /** The provider is known to append `oauth_token` to the callback (see `matchCallback`). */
  tokenRequired: boolean;
  /** The attempt is with the local demo broker: the only provider whose pages are plain http on this machine. */
  localDemo: boolean;
}

/** What the sign-in window does with a page (a navigation, a redirect, a frame, the first page). */
export type SignInStep =
  /** Show it. */
  | { kind: 'show' }
  /** Do not load it; the sign-in goes on. */
  | { kind: 'block' }
  /** Do not load it; the sign-in ends with this outcome. */
  | { kind: 'done'; outcome: { verifier: string } | { cancelled: true; reason: string } };

/**
 * Whether `target` is a near miss of the callback: on the callback's host (scheme, host, port) but
 * not the callback itself, carrying a sign-in answer (`oauth_verifier` or `oauth_token`). Loading
 * it would hand the answer to whatever that host serves there (`…/done/?oauth_verifier=…`).
 */
function nearMissOfCallback(target: string, callbackUrl: string): boolean {
  const url = parseUrl(target);
  const callback = parseUrl(callbackUrl);
  if (url === null || callback === null || url.origin !== callback.origin) return false;
  return url.searchParams.has('oauth_verifier') || url.searchParams.has('oauth_token');
}

/**
 * The callback half of `signInStep`, for any request made while the sign-in lasts (an image or a
 * script too, which no page rule covers): the exact callback ends the sign-in, a near miss of it
 * is not sent; null when `target` is neither.
 */
export function callbackStep(target: string, attempt: SignInAttempt): SignInStep | null {
  if (attempt.callbackUrl === null) return null;
  const match = matchCallback(target, attempt.callbackUrl, attempt.requestToken, { tokenRequired: attempt.tokenRequired });
  if (match.kind === 'verifier') return { kind: 'done', outcome: { verifier: match.verifier } };
  if (match.kind === 'refused') return { kind: 'done', outcome: { cancelled: true, reason: match.reason } };
  return nearMissOfCallback(target, attempt.callbackUrl) ? { kind: 'block' } : null;
}

/**
 * The sign-in window's one decision, for every page it is asked to show (the adapter only calls
 * this): the exact callback (scheme, host, port and path) ends the sign-in with its verifier or its
 * refusal and is never loaded; a near miss of it is never loaded either; then https pages show,
 * plain http only on this machine and only for the local demo, and anything else is not shown.
 */
export function signInStep(target: string, attempt: SignInAttempt): SignInStep {
  const callback = callbackStep(target, attempt);
  if (callback !== null) return callback;
  const page = classifySignInUrl(target, { loopbackHttp: attempt.localDemo });
  if (page.kind === 'page') return { kind: 'show' };
  if (page.kind === 'insecure') return { kind: 'done', outcome: { cancelled: true, reason: insecurePageReason(page.origin) } };
  return { kind: 'block' };
}

/** True when the sign-in window may show `target` (see `classifySignInUrl`). */
export function isSignInPageUrl(target: string): boolean {
  return classifySignInUrl(target).kind === 'page';
}

/** Why a sign-in stopped at an unencrypted page, naming only its origin (never the query). */
export function insecurePageReason(origin: string): string {
  return `The sign-in page is not encrypted (${origin} is plain http), so Strikeboard stopped the sign-in before showing it.`;
}

/**
 * The sign-in window's title, its only address bar: the host the page comes from (punycode as
 * parsed, so a lookalike shows as what it is; never the user part of the URL), a lock for https,
 * "(not encrypted)" for loopback http. The page's own <title> never replaces it.
 */
export function signInWindowTitle(pageUrl: string, brokerage = 'your brokerage'): string {
  const what = `Sign in to ${brokerage}`;
  const url = parseUrl(pageUrl);
  if (url === null || url.host === '') return what;
  if (url.protocol === 'https:') return `🔒 ${url.host} — ${what}`;
  if (url.protocol === 'http:') return `${url.host} (not encrypted) — ${what}`;
  return what;
}

/** Do two URLs share scheme, host and port (and neither carries credentials)? */
export function isSameOrigin(a: string, b: string): boolean {
  const left = parseUrl(a);
  const right = parseUrl(b);
  if (left === null || right === null || left.origin === 'null') return false;
  if (left.username !== '' || left.password !== '' || right.username !== '' || right.password !== '') return false;
  return left.origin === right.origin;
}
