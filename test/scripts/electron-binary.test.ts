/**
 * `npm start` without an Electron binary: the detection (shared with the e2e spec that drives the
 * real app) and the start script's paragraph and exit code, against fake electron folders.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { locateElectronBinary, missingElectronMessage } from '../../scripts/electron-binary.js';

const root = join(import.meta.dirname, '..', '..');
let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'fake-electron-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A fake node_modules/electron: path.txt naming `named` (or none), and the binary if `present`. */
function fakeElectron(named: string | null, present: boolean): string {
  const pkg = join(dir, 'electron');
  mkdirSync(join(pkg, 'dist'), { recursive: true });
  if (named !== null) writeFileSync(join(pkg, 'path.txt'), named);
  if (named !== null && present) writeFileSync(join(pkg, 'dist', named), '#!/bin/sh\n');
  return pkg;
}

describe('locateElectronBinary', () => {
  it.each([
    {
      case: 'no path.txt (download skipped or failed)',
      named: null,
      present: false,
      expected: (pkg: string) => ({ found: false, missing: 'path-file', path: join(pkg, 'path.txt') }),
    },
    {
      case: 'path.txt naming a missing file',
      named: 'electron',
      present: false,
      expected: (pkg: string) => ({ found: false, missing: 'binary', path: join(pkg, 'dist', 'electron') }),
    },
    { case: 'a present binary', named: 'electron', present: true, expected: (pkg: string) => ({ found: true, binary: join(pkg, 'dist', 'electron') }) },
  ])('$case', ({ named, present, expected }) => {
    const pkg = fakeElectron(named, present);
    expect(locateElectronBinary(pkg, {})).toEqual(expected(pkg));
  });

  it('reads path.txt as the package does, trailing newline or not', () => {
    const pkg = fakeElectron('electron', true);
    writeFileSync(join(pkg, 'path.txt'), 'electron\n');
    expect(locateElectronBinary(pkg, {})).toEqual({ found: true, binary: join(pkg, 'dist', 'electron') });
  });

  it('follows ELECTRON_OVERRIDE_DIST_PATH as the package does, path.txt optional', () => {
    const pkg = fakeElectron(null, false);
    const elsewhere = join(dir, 'elsewhere');
    mkdirSync(elsewhere);
    expect(locateElectronBinary(pkg, { ELECTRON_OVERRIDE_DIST_PATH: elsewhere })).toEqual({
      found: false,
      missing: 'binary',
      path: join(elsewhere, 'electron'),
    });
    writeFileSync(join(elsewhere, 'electron'), '');
    expect(locateElectronBinary(pkg, { ELECTRON_OVERRIDE_DIST_PATH: elsewhere })).toEqual({ found: true, binary: join(elsewhere, 'electron') });
  });
});

describe('missingElectronMessage', () => {
  it('says what is missing, why, and the two ways forward, in one paragraph', () => {
    const message = missingElectronMessage(
      { found: false, missing: 'path-file', path: '/x/node_modules/electron/path.txt' },
      { kind: 'failed', error: 'TypeError: fetch failed' },
    );
    expect(message).not.toContain('\n');
    expect(message).toMatch(
      /^Strikeboard cannot start: the Electron runtime is not installed: it was never downloaded \(\/x\/node_modules\/electron\/path\.txt does not exist\)\./,
    );
    expect(message).toContain('Downloading it now failed (TypeError: fetch failed).');
    expect(message).toContain('with network access, and without ELECTRON_SKIP_BINARY_DOWNLOAD set, run `npm start` again');
    expect(message).toContain('run `npm run preview`');
  });

  it('names the missing binary, and says when ELECTRON_SKIP_BINARY_DOWNLOAD kept it from downloading', () => {
    const message = missingElectronMessage({ found: false, missing: 'binary', path: '/x/dist/electron' }, { kind: 'skipped' });
    expect(message).toContain('the binary that path.txt names is not there (/x/dist/electron)');
    expect(message).toContain('ELECTRON_SKIP_BINARY_DOWNLOAD is set, so it was not downloaded now either.');
  });
});

describe('npm start', () => {
  /**
   * The Electron check `npm start` runs before launching (scripts/start.js calls it once the
   * command line is built: test/scripts/start.test.ts), run on its own against a fake package.
   */
  const startCheck = (): string => join(root, 'scripts', 'check-electron.js');
  const run = (pkg: string, extra: Record<string, string> = {}) => {
    const env: Record<string, string | undefined> = { ...process.env, ...extra };
    delete env['ELECTRON_OVERRIDE_DIST_PATH'];
    if (!('ELECTRON_SKIP_BINARY_DOWNLOAD' in extra)) delete env['ELECTRON_SKIP_BINARY_DOWNLOAD'];
    return spawnSync(process.execPath, [startCheck(), pkg], { encoding: 'utf8', env });
  };
  /** An installer that fails as Electron's does offline: a stack trace on stderr, exit 1. */
  const failingInstaller = "console.error('TypeError: fetch failed\\n    at node:internal/deps/undici/undici:14976:13'); process.exit(1);";
  /** An installer that succeeds: writes path.txt and the binary, as Electron's does. */
  const workingInstaller =
    "const fs = require('fs'); fs.mkdirSync(__dirname + '/dist', { recursive: true }); fs.writeFileSync(__dirname + '/dist/electron', ''); fs.writeFileSync(__dirname + '/path.txt', 'electron');";
  const withInstaller = (pkg: string, code: string) => {
    writeFileSync(join(pkg, 'install.js'), code);
    writeFileSync(join(pkg, 'package.json'), '{"type":"commonjs"}');
    return pkg;
  };
  const paragraphOf = (stderr: string) => {
    const lines = stderr.trimEnd().split('\n');
    // The one progress line, then the paragraph: no blank line, no stack trace.
    expect(lines[0]).toBe('npm start: downloading the Electron runtime (first start, about 100 MB)...');
    return lines.slice(1).join(' ');
  };

  it.each([
    { case: 'no path.txt', named: null, says: /it was never downloaded \(.*path\.txt does not exist\)/ },
    { case: 'path.txt naming a missing file', named: 'electron', says: /the binary that path\.txt names is not there \(.*dist\/electron\)/ },
  ])('with $case and no way to download: one paragraph on stderr, exit 1, nothing launched', ({ named, says }) => {
    const result = run(withInstaller(fakeElectron(named, false), failingInstaller));
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).not.toMatch(/\n\s*\n/);
    const paragraph = paragraphOf(result.stderr);
    expect(paragraph).toMatch(says);
    expect(paragraph).toContain('Downloading it now failed (TypeError: fetch failed).');
    expect(paragraph).toContain('`npm run preview`');
    expect(paragraph).not.toMatch(/install correctly|at node:internal/);
  });

  it('does not try to download when ELECTRON_SKIP_BINARY_DOWNLOAD is set, and says so', () => {
    const pkg = withInstaller(fakeElectron(null, false), workingInstaller);
    const result = run(pkg, { ELECTRON_SKIP_BINARY_DOWNLOAD: '1' });
    expect(result.status).toBe(1);
    expect(result.stderr.replace(/\n/g, ' ')).toMatch(
      /^Strikeboard cannot start: .*ELECTRON_SKIP_BINARY_DOWNLOAD is set, so it was not downloaded now either\./,
    );
    expect(locateElectronBinary(pkg, {})).toMatchObject({ found: false });
  });

  it('downloads the runtime on first start where it can, then lets the start go on', () => {
    const pkg = withInstaller(fakeElectron(null, false), workingInstaller);
    const result = run(pkg);
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('npm start: downloading the Electron runtime (first start, about 100 MB)...\n');
    expect(locateElectronBinary(pkg, {})).toEqual({ found: true, binary: join(pkg, 'dist', 'electron') });
  });

  it('lets the start go on, quietly, when the binary is there', () => {
    const result = run(withInstaller(fakeElectron('electron', true), failingInstaller));
    expect(result.status).toBe(0);
    expect(result.stdout + result.stderr).toBe('');
  });
});
