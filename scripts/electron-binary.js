// Where the Electron binary is, read the way the electron package itself reads it, without
// requiring the package (requiring it starts a download when the binary is missing). Used by
// `npm start` (scripts/check-electron.js) and the e2e spec that drives the real app. Plain
// JavaScript so `npm start` can say what is wrong on any Node. Types: electron-binary.d.ts.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The binary named by `<packageDir>/path.txt` under `<packageDir>/dist` (or under
 * $ELECTRON_OVERRIDE_DIST_PATH, where path.txt is optional, as in the package), or what is missing.
 */
export function locateElectronBinary(packageDir, env = process.env) {
  const pathFile = join(packageDir, 'path.txt');
  const override = env['ELECTRON_OVERRIDE_DIST_PATH'];
  const named = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : null;
  if (named === null && !override) return { found: false, missing: 'path-file', path: pathFile };
  const binary = join(override || join(packageDir, 'dist'), named || 'electron');
  return existsSync(binary) ? { found: true, binary } : { found: false, missing: 'binary', path: binary };
}

/**
 * The paragraph `npm start` prints when there is no binary: what is missing, why it was not
 * downloaded (`download`: the installer's error, or that ELECTRON_SKIP_BINARY_DOWNLOAD forbade
 * it), and the two ways forward.
 */
export function missingElectronMessage(result, download) {
  const what =
    result.missing === 'path-file' ? `it was never downloaded (${result.path} does not exist)` : `the binary that path.txt names is not there (${result.path})`;
  const why =
    download.kind === 'skipped'
      ? 'ELECTRON_SKIP_BINARY_DOWNLOAD is set, so it was not downloaded now either.'
      : `Downloading it now failed (${download.error}).`;
  return [
    `Strikeboard cannot start: the Electron runtime is not installed: ${what}.`,
    `Electron downloads it (about 100 MB) from outside the npm registry the first time it starts. ${why}`,
    'Two ways forward: with network access, and without ELECTRON_SKIP_BINARY_DOWNLOAD set, run `npm start` again (or `npx install-electron` to download it alone);',
    'or, without Electron, run `npm run preview` to open the same app on the local demo in a local Chromium (a browser preview for looking at the app, not the product).',
  ].join(' ');
}
