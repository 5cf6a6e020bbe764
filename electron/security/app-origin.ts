/**
 * The app's own origin. The renderer is served from a privileged custom scheme (never file://),
 * so "is this our page?" is one exact comparison of a parsed URL, never a substring match.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'strikeboard';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;

/** Parses a URL, or null when it is not one. */
export function parseUrl(raw: unknown): URL | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 8192) return null;
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

/** True only for URLs on our exact origin (scheme and host), with no credentials or port. */
export function isAppUrl(raw: unknown, appOrigin: string = APP_ORIGIN): boolean {
  const url = parseUrl(raw);
  if (!url) return false;
  const origin = parseUrl(appOrigin);
  if (!origin) return false;
  return url.protocol === origin.protocol && url.hostname === origin.hostname && url.port === origin.port && url.username === '' && url.password === '';
}
