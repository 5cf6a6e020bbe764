import { parseUrl } from './app-origin.ts';

export type CallbackMatch =
  /** Not the callback: let the sign-in window go there. */
  | { kind: 'pass' }
  /** The callback with a verifier for our request token: cancel the navigation, use the code. */
  | { kind: 'verifier'; verifier: string }
  /** The callback, but unusable (declined, token of another attempt): cancel and fail. */
  | { kind: 'refused'; reason: string };

/** Verifier codes seen on the platform are short letters and digits; allow some room, no more. */
const VERIFIER = /^[A-Za-z0-9._~-]{1,128}$/;

/**
 * Is `target` the configured callback URL? Compared by exact origin and path of parsed URLs
 * (never by prefix or substring, so `https://cb.example.evil/` or `/callback-x` do not count);
 * the provider's own query parameters decide the outcome.
 */
export function matchCallback(target: string, callbackUrl: string, requestToken: string): CallbackMatch {
  const url = parseUrl(target);
  const callback = parseUrl(callbackUrl);
  if (!url || !callback) return { kind: 'pass' };
  if (url.origin !== callback.origin || url.pathname !== callback.pathname) return { kind: 'pass' };
  const token = url.searchParams.get('oauth_token');
  if (token !== null && token !== requestToken) {
    return { kind: 'refused', reason: 'The sign-in answer belongs to another sign-in attempt; start again.' };
  }
  const verifier = url.searchParams.get('oauth_verifier');
  if (verifier === null || verifier === '') {
    return { kind: 'refused', reason: 'Access was not granted on the sign-in page.' };
  }
  if (!VERIFIER.test(verifier)) return { kind: 'refused', reason: 'The sign-in page answered with a malformed code.' };
  return { kind: 'verifier', verifier };
}

/** Where the sign-in window may go: web pages only (the provider's login may span hosts). */
export function isSignInPageUrl(target: string): boolean {
  const url = parseUrl(target);
  return url !== null && (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === '';
}
