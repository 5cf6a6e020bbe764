/**
 * A settings file, last good copy or lock that is not a plain file is refused, never followed or
 * read: a symbolic link as `settings.json` is moved aside, its target neither read nor written
 * through (nor made 0600), and the last good copy (or the defaults) put in its place, said like a
 * broken file; a named pipe in any of the three places never blocks a start (each start runs in a
 * process of its own here, killed if it hangs). Nothing is lost: what was found is kept aside.
 */
import { execFile, execFileSync } from 'node:child_process';
import { chmodSync, lstatSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { lastGoodPath } from '../../../../electron/backend/settings/settings-copies.ts';
import { DEFAULT_USER_SETTINGS } from '../../../../shared/settings.ts';
import { settingsOnDisk } from './settings-on-disk.ts';

const CHILD = fileURLToPath(new URL('./settings-open-child.ts', import.meta.url));
const NODE_FLAGS = process.features.typescript === false ? ['--experimental-strip-types', '--no-warnings=ExperimentalWarning'] : [];
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A person's settings (dark, on production), written by the store: a last good copy beside them. */
function settledIn() {
  const s = settingsOnDisk();
  dirs.push(s.dir);
  s.store().update({ onboarded: true, environment: 'production', theme: 'dark' });
  return s;
}

/** A file elsewhere, readable by others, holding other settings: what a link would point at. */
function elsewhere() {
  const dir = mkdtempSync(join(tmpdir(), 'strikeboard-elsewhere-'));
  dirs.push(dir);
  const target = join(dir, 'their.json');
  const text = '{\n  "theme": "light"\n}\n';
  writeFileSync(target, text);
  chmodSync(target, 0o644);
  return { target, text, untouched: () => ({ text: readFileSync(target, 'utf8'), mode: statSync(target).mode & 0o777 }) };
}

const fifo = (path: string): void => {
  rmSync(path, { force: true });
  execFileSync('mkfifo', [path]);
};

interface Start {
  theme: string;
  environment: string;
  recovered: { reason: string; backupPath: string } | null;
  logged: string[];
}

/** One start of the store in a child (and `change`, if given); rejects when it did not finish in 20 s. */
function startInChild(dir: string, change?: object): Promise<Start> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [...NODE_FLAGS, CHILD, dir, change === undefined ? '' : JSON.stringify(change)],
      { timeout: 20_000, killSignal: 'SIGKILL' },
      (error, stdout, stderr) => {
        if (error !== null) reject(new Error(`the start did not finish (${error.signal === 'SIGKILL' ? 'blocked, killed after 20 s' : stderr})`));
        else resolve(JSON.parse(stdout) as Start);
      },
    );
  });
}

describe('a symbolic link as the settings file', () => {
  it('is moved aside, never followed: the last good copy is started from, the target is neither read nor written (nor made private)', () => {
    const s = settledIn();
    const other = elsewhere();
    rmSync(s.path);
    symlinkSync(other.target, s.path);
    const store = s.store();
    const snap = store.snapshot();
    expect(snap.values).toMatchObject({ theme: 'dark', environment: 'production' });
    expect(snap.recovered?.reason).toMatch(
      /^The settings file was not read \(it is a symbolic link\); it was moved aside as it was; Strikeboard started from the last good copy/,
    );
    expect(lstatSync(snap.recovered?.backupPath ?? '').isSymbolicLink()).toBe(true);
    expect(lstatSync(s.path).isFile()).toBe(true);
    store.update({ theme: 'system' });
    expect(s.onDisk()).toMatchObject({ theme: 'system', environment: 'production' });
    expect(other.untouched()).toEqual({ text: other.text, mode: 0o644 });
  });

  it('without a last good copy: the defaults, the target untouched', () => {
    const s = settingsOnDisk();
    dirs.push(s.dir);
    const other = elsewhere();
    symlinkSync(other.target, s.path);
    const store = s.store();
    expect(store.snapshot().values).toEqual(DEFAULT_USER_SETTINGS);
    expect(store.snapshot().recovered?.reason).toMatch(/it is a symbolic link.*no earlier good copy was kept, so Strikeboard started from the defaults/);
    store.update({ theme: 'dark' });
    expect(other.untouched()).toEqual({ text: other.text, mode: 0o644 });
  });

  it('put there while the app runs: the next change is written into a plain file of its own, from the settings in use', () => {
    const s = settledIn();
    const store = s.store();
    const other = elsewhere();
    rmSync(s.path);
    symlinkSync(other.target, s.path);
    const snap = store.update({ orders: { notifications: false } });
    expect(snap.recovered?.reason).toMatch(
      /^The settings file was not read \(it is a symbolic link\); it was moved aside as it was, and written again from the settings in use\.$/,
    );
    expect(lstatSync(s.path).isFile()).toBe(true);
    expect(s.onDisk()).toMatchObject({ theme: 'dark', environment: 'production', orders: { notifications: false } });
    expect(other.untouched()).toEqual({ text: other.text, mode: 0o644 });
  });

  it('as the last good copy: never read (the linked settings are not started from)', () => {
    const s = settledIn();
    const other = elsewhere();
    rmSync(lastGoodPath(s.path));
    symlinkSync(other.target, lastGoodPath(s.path));
    writeFileSync(s.path, '{"theme": ');
    const snap = s.store().snapshot();
    expect(snap.values).toEqual(DEFAULT_USER_SETTINGS);
    expect(snap.recovered?.reason).toMatch(/the last good copy was not read either \(a symbolic link\), so Strikeboard started from the defaults/);
    expect(other.untouched()).toEqual({ text: other.text, mode: 0o644 });
  });
});

describe.skipIf(process.platform === 'win32')('a named pipe (FIFO) never blocks a start', () => {
  it('as the settings file: moved aside, the last good copy started from, and said', async () => {
    const s = settledIn();
    fifo(s.path);
    const start = await startInChild(s.dir, { orders: { refreshSeconds: 30 } });
    expect(start).toMatchObject({ theme: 'dark', environment: 'production' });
    expect(start.recovered?.reason).toMatch(
      /^The settings file was not read \(it is a named pipe \(FIFO\), not a file\); it was moved aside as it was; Strikeboard started from the last good copy/,
    );
    expect(lstatSync(start.recovered?.backupPath ?? '').isFIFO()).toBe(true);
    expect(s.onDisk()).toMatchObject({ theme: 'dark', orders: { refreshSeconds: 30 } });
  }, 30_000);

  it('as the last good copy, beside a broken file: the defaults, and said', async () => {
    const s = settledIn();
    fifo(lastGoodPath(s.path));
    writeFileSync(s.path, '{"theme": ');
    const start = await startInChild(s.dir);
    expect(start).toMatchObject({ theme: DEFAULT_USER_SETTINGS.theme, environment: DEFAULT_USER_SETTINGS.environment });
    expect(start.recovered?.reason).toMatch(
      /the last good copy was not read either \(a named pipe \(FIFO\), not a file\), so Strikeboard started from the defaults/,
    );
    // The next write replaced the pipe with a good copy.
    expect(lstatSync(lastGoodPath(s.path)).isFile()).toBe(true);
  }, 30_000);

  it('as the lock: never read, taken over as stale (said in the log), and the change written', async () => {
    const s = settledIn();
    fifo(`${s.path}.lock`);
    const start = await startInChild(s.dir, { theme: 'light' });
    expect(start.logged).toContainEqual(expect.stringMatching(/^settings: took over a stale lock .*named pipe \(FIFO\), not a file/));
    expect(start.logged.filter((line) => line.includes('without the lock'))).toEqual([]);
    expect(s.onDisk()).toMatchObject({ theme: 'light', environment: 'production' });
    expect(s.files().filter((name) => name.endsWith('.lock'))).toEqual([]);
  }, 30_000);
});
