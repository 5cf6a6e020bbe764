/**
 * `npm start` where the Electron runtime is missing: the command line is built first (the README
 * says `npm start` builds it), so the paragraph that stops the start can point at a working
 * `strikeboard`; nothing of the app is built or launched after the check.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCheckout, REPO_ROOT } from '../helpers/built-checkout.ts';
import { launcherEnv } from '../helpers/fake-toolchain-node.ts';

/** The file `npm start` runs with node before `electron .`, relative to the checkout. */
function startLauncher(): string {
  const start = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts['start'] ?? '';
  const match = /^node (\S+\.js) && electron \.$/.exec(start);
  if (!match?.[1]) throw new Error(`npm start does not run a launcher, then electron: "${start}"`);
  return match[1];
}

let checkout = '';
beforeAll(async () => {
  // The launchers beside the sources they build (linked, never copied or written to).
  checkout = await makeCheckout('npm-start', { built: false });
  for (const source of ['cli', 'demo-broker', 'electron', 'shared', 'renderer', 'vite.config.ts', 'package.json']) {
    symlinkSync(join(REPO_ROOT, source), join(checkout, source));
  }
}, 60_000);

describe('npm start without the Electron runtime', () => {
  it('builds the command line, then stops with the paragraph, pointing at it', () => {
    const result = spawnSync(process.execPath, [join(checkout, startLauncher())], {
      cwd: checkout,
      encoding: 'utf8',
      // No download, and an empty folder where the binary should be: missing on every machine.
      env: launcherEnv(join(checkout, 'tools'), {
        ELECTRON_SKIP_BINARY_DOWNLOAD: '1',
        ELECTRON_OVERRIDE_DIST_PATH: join(checkout, 'no-electron'),
        npm_lifecycle_event: 'start',
      }),
    });
    expect(result.status).toBe(1);
    const paragraph = result.stderr.slice(result.stderr.indexOf('Strikeboard cannot start')).replace(/\n/g, ' ');
    expect(paragraph).toMatch(/^Strikeboard cannot start: the Electron runtime is not installed: /);
    expect(paragraph).toContain('ELECTRON_SKIP_BINARY_DOWNLOAD is set, so it was not downloaded now either.');
    expect(paragraph).toContain('The command line is built all the same: `./bin/strikeboard.js help`');
    // The command line runs; the rest of the app was not built.
    const cli = spawnSync(process.execPath, [join(checkout, 'bin', 'strikeboard.js'), 'help'], { encoding: 'utf8' });
    expect(cli.stderr).toBe('');
    expect(cli.stdout).toMatch(/^Usage: strikeboard <command>/);
    expect(existsSync(join(checkout, 'dist', 'renderer'))).toBe(false);
    expect(existsSync(join(checkout, 'dist', 'main'))).toBe(false);
  }, 120_000);
});
