import { locateChromium } from '../../scripts/find-chromium.js';

/**
 * The Chromium to drive: $STRIKEBOARD_CHROMIUM, else the first chromium-like command on PATH
 * (Debian's `chromium` package on our machines), else where its installer puts it (macOS,
 * Windows). The lookup is shared with `npm test`'s prerequisite check. Playwright never
 * downloads a browser here.
 */
export function findChromium(): string {
  const found = locateChromium();
  if (found?.explicit && !found.exists) throw new Error(`STRIKEBOARD_CHROMIUM points at ${found.path}, which does not exist`);
  if (found === null) throw new Error('No Chromium found: install the chromium package (Debian) or set STRIKEBOARD_CHROMIUM.');
  return found.path;
}

/**
 * Flags that keep Chromium quiet on a machine with no outside network (docs/testing.md, "Browser
 * end-to-end tests").
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
