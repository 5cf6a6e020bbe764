import { externalUrl } from '../../shared/external-url.ts';

/**
 * The one gate for opening a link in the user's browser, by the one rule (shared/external-url.ts:
 * http and https only, parsed, never substring-matched, no embedded credentials, a real host
 * name), which the message reader and the views also follow. Returns the normalised URL to open,
 * or null to refuse.
 */
export function safeExternalUrl(raw: unknown): string | null {
  return externalUrl(raw)?.href ?? null;
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
