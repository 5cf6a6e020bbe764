// `npm start`'s step before launching (scripts/start.js): make sure the Electron binary is
// there. Electron downloads it on first start; this step runs that download itself (Electron's
// own installer) so that, where it cannot happen, one paragraph says what is missing and the two
// ways forward, instead of Electron's "failed to install correctly" stack trace. With
// ELECTRON_SKIP_BINARY_DOWNLOAD set (the offline install), it does not even try.
//   node scripts/check-electron.js [ELECTRON_PACKAGE_DIR]   (default: node_modules/electron)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { locateElectronBinary, missingElectronMessage } from './electron-binary.js';

/** Breaks a paragraph into lines of at most `width` columns; words and `commands` are never split. */
function wrap(text, width) {
  const lines = [];
  let line = '';
  for (const word of text.match(/(?:`[^`]*`|\S)+/g) ?? []) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  return [...lines, line].join('\n');
}

/** Runs the electron package's installer (what `electron .` would do), quietly; the error's first line if it fails. */
function download(packageDir) {
  const installer = join(packageDir, 'install.js');
  if (!existsSync(installer)) return { kind: 'failed', error: `${installer} is missing` };
  process.stderr.write('npm start: downloading the Electron runtime (first start, about 100 MB)...\n');
  const run = spawnSync(process.execPath, [installer], { cwd: packageDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (run.status === 0) return null;
  const first = `${run.stderr}\n${run.stdout}`.split('\n').find((line) => line.trim() !== '');
  return { kind: 'failed', error: first ? first.trim() : `the installer exited with ${run.status ?? run.signal}` };
}

/** The electron package of this checkout. */
export const ELECTRON_PACKAGE = join(fileURLToPath(new URL('..', import.meta.url)), 'node_modules', 'electron');

/**
 * Makes sure the Electron binary is in `packageDir`, downloading it when it can; otherwise prints
 * the paragraph (with `more` after it, when given) and returns false.
 */
export function ensureElectron(packageDir = ELECTRON_PACKAGE, more = '') {
  let result = locateElectronBinary(packageDir);
  if (result.found) return true;
  const attempt = process.env['ELECTRON_SKIP_BINARY_DOWNLOAD'] ? { kind: 'skipped' } : download(packageDir);
  if (attempt === null) result = locateElectronBinary(packageDir);
  if (result.found) return true;
  const message = missingElectronMessage(result, attempt ?? { kind: 'failed', error: 'the installer finished but left no binary' });
  process.stderr.write(`${wrap(more ? `${message} ${more}` : message, 100)}\n`);
  return false;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href && !ensureElectron(process.argv[2])) process.exit(1);
