import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The Chromium to drive: $STRIKEBOARD_CHROMIUM, else the first chromium-like command on PATH
 * (Debian's `chromium` package on our machines). Playwright never downloads a browser here.
 */
export function findChromium(): string {
  const explicit = process.env['STRIKEBOARD_CHROMIUM'];
  if (explicit) {
    if (!existsSync(explicit)) throw new Error(`STRIKEBOARD_CHROMIUM points at ${explicit}, which does not exist`);
    return explicit;
  }
  for (const name of ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome']) {
    try {
      const found = execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim();
      if (found) return found;
    } catch {
      // not on PATH: try the next name
    }
  }
  throw new Error('No Chromium found: install the chromium package (Debian) or set STRIKEBOARD_CHROMIUM.');
}

/** Flags that keep Chromium quiet on a machine with no outside network (DESIGN.md). */
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
