/**
 * The folder Strikeboard keeps its files in (settings, the quota ledger), found without Electron
 * so the command line reads and writes the same files as the app. Electron's `userData` is its
 * `appData` folder plus the app's name, and the app's name is package.json's `productName`
 * ("Strikeboard"); `appData` is `$XDG_CONFIG_HOME` or `~/.config` on Linux, `~/Library/Application
 * Support` on macOS and `%APPDATA%` on Windows. `STRIKEBOARD_DATA_DIR` overrides it all (tests,
 * portable setups), for the app and the command line alike.
 */
import { posix, win32 } from 'node:path';

/** The folder name under the platform's application-data folder: package.json's productName. */
export const APP_FOLDER_NAME = 'Strikeboard';

/** The environment variable that names the folder outright. */
export const DATA_DIR_VARIABLE = 'STRIKEBOARD_DATA_DIR';

const set = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/** The folder `STRIKEBOARD_DATA_DIR` names, or null when it is unset or blank. */
export function dataDirOverride(env: Readonly<Record<string, string | undefined>>): string | null {
  const override = env[DATA_DIR_VARIABLE];
  return set(override) ? override : null;
}

/**
 * The data folder for `platform` and the process environment `env`, or null when the environment
 * does not say where home is (then nothing is persisted rather than written somewhere surprising).
 * A pure function: no Electron, no filesystem, no `os.homedir()`.
 */
export function dataDir(platform: NodeJS.Platform, env: Readonly<Record<string, string | undefined>>): string | null {
  const override = dataDirOverride(env);
  if (override !== null) return override;
  if (platform === 'win32') {
    const appData = env['APPDATA'];
    return set(appData) && win32.isAbsolute(appData) ? win32.join(appData, APP_FOLDER_NAME) : null;
  }
  const home = env['HOME'];
  if (platform === 'darwin') return set(home) && posix.isAbsolute(home) ? posix.join(home, 'Library', 'Application Support', APP_FOLDER_NAME) : null;
  // Linux and the other Unixes: the XDG base directory rule (a relative value is to be ignored).
  const xdg = env['XDG_CONFIG_HOME'];
  if (set(xdg) && posix.isAbsolute(xdg)) return posix.join(xdg, APP_FOLDER_NAME);
  return set(home) && posix.isAbsolute(home) ? posix.join(home, '.config', APP_FOLDER_NAME) : null;
}
