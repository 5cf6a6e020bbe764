// Where the Chromium that the browser tests, the preview and the UI benchmarks drive is: shared
// by e2e/harness/chromium.ts and `npm test`'s prerequisite check, so both look in the same
// places. Playwright never downloads a browser here. Plain JavaScript, so the check runs before
// anything is compiled. Types: find-chromium.d.ts.
import { existsSync, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Command names tried on PATH, in order (Debian's package first). */
export const CHROMIUM_COMMANDS = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'];

/** Where installers put the browser when it is not on PATH (macOS apps, Windows' Program Files). */
function installedPlaces(platform, env) {
  if (platform === 'darwin') {
    return ['/Applications/Chromium.app/Contents/MacOS/Chromium', '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'];
  }
  if (platform === 'win32') {
    return [env['ProgramFiles'], env['ProgramFiles(x86)'], env['LOCALAPPDATA']]
      .filter((dir) => dir)
      .flatMap((dir) => [join(dir, 'Chromium', 'Application', 'chrome.exe'), join(dir, 'Google', 'Chrome', 'Application', 'chrome.exe')]);
  }
  return [];
}

const isFile = (path) => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/**
 * The Chromium to drive: $STRIKEBOARD_CHROMIUM as given (even when missing: `explicit` says so),
 * else the first chromium-like command on PATH, else a browser where its installer puts it.
 */
export function locateChromium(env = process.env, platform = process.platform) {
  const explicit = env['STRIKEBOARD_CHROMIUM'];
  if (explicit) return { path: explicit, explicit: true, exists: existsSync(explicit) };
  const pathKey = Object.keys(env).find((name) => name.toUpperCase() === 'PATH') ?? 'PATH';
  const suffixes = platform === 'win32' ? ['.exe', '.cmd'] : [''];
  for (const name of CHROMIUM_COMMANDS) {
    for (const dir of (env[pathKey] ?? '').split(delimiter)) {
      const found = suffixes.map((suffix) => join(dir, name + suffix)).find((path) => dir !== '' && isFile(path));
      if (found) return { path: found, explicit: false, exists: true };
    }
  }
  const installed = installedPlaces(platform, env).find(isFile);
  return installed ? { path: installed, explicit: false, exists: true } : null;
}
