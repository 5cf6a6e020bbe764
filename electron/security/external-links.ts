import { parseUrl } from './app-origin.ts';

/**
 * The one gate for opening a link in the user's browser: http and https only, parsed (never
 * substring-matched), no embedded credentials, a real host name. Returns the normalised URL to
 * open, or null to refuse.
 */
export function safeExternalUrl(raw: unknown): string | null {
  const url = parseUrl(raw);
  if (!url) return null;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username !== '' || url.password !== '') return null;
  if (url.hostname === '') return null;
  return url.href;
}

/**
 * Opens `raw` through `open` when the gate allows it. `open` is the side effect
 * (shell.openExternal in the app), passed in so tests can see exactly what would be opened.
 */
export async function openExternalSafely(raw: unknown, open: (url: string) => Promise<void>): Promise<boolean> {
  const url = safeExternalUrl(raw);
  if (url === null) return false;
  await open(url);
  return true;
}
