import Conf from 'conf';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openSettingsStore } from '../../../../electron/backend/settings/settings-store.ts';
import type { KeyValueFile } from '../../../../electron/backend/services.ts';
import { DEFAULT_USER_SETTINGS } from '../../../../shared/settings.ts';
import { recordingLogger } from '../../../helpers/silent-logger.ts';

const clock = { now: () => Date.UTC(2026, 10, 22, 15, 0, 0), setTimeout: () => () => {} };

/** A settings file on disk, opened through conf: the library electron-store is built on. */
function setup(contents?: string) {
  const dir = mkdtempSync(join(tmpdir(), 'strikeboard-settings-'));
  const path = join(dir, 'settings.json');
  if (contents !== undefined) writeFileSync(path, contents);
  const open = (): KeyValueFile => new Conf({ cwd: dir, configName: 'settings' }) as unknown as KeyValueFile;
  const logger = recordingLogger();
  const store = () => openSettingsStore({ path, open, clock, logger });
  const onDisk = () => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  const backups = () => readdirSync(dir).filter((f) => f.endsWith('.bak'));
  return { dir, path, store, onDisk, backups, logger };
}

describe('the settings store', () => {
  it('starts from the defaults and writes them on first run', () => {
    const s = setup();
    expect(s.store().snapshot()).toEqual({ values: DEFAULT_USER_SETTINGS, recovered: null });
    expect(s.onDisk()).toMatchObject({ environment: 'demo', theme: 'system' });
    expect(s.backups()).toEqual([]);
  });

  it('keeps an update across restarts', () => {
    const s = setup();
    s.store().update({ theme: 'dark', orders: { refreshSeconds: 30 } });
    const again = s.store().snapshot();
    expect(again.values.theme).toBe('dark');
    expect(again.values.orders).toEqual({ refreshSeconds: 30, notifications: true });
    expect(again.recovered).toBeNull();
  });

  it.each([
    ['truncated JSON', '{"theme": "dark", "orders": {'],
    ['binary garbage', '\u0000\u00ff\u0013garbage'],
    ['an empty file', ''],
  ])('survives %s: backs it up, reports it and starts from defaults', (_name, contents) => {
    const s = setup(contents);
    const snap = s.store().snapshot();
    expect(snap.values).toEqual(DEFAULT_USER_SETTINGS);
    if (contents === '') return; // conf treats an empty file as no settings at all
    expect(snap.recovered?.reason).toMatch(/could not be read/);
    expect(s.backups()).toHaveLength(1);
    expect(readFileSync(snap.recovered!.backupPath, 'utf8')).toBe(contents);
    expect(s.logger.lines.some((l) => l.level === 'warn')).toBe(true);
  });

  it('repairs hand-edited bad values one by one and keeps the good ones', () => {
    const s = setup(JSON.stringify({ environment: 'production', theme: 'neon', orders: { refreshSeconds: 1, notifications: false }, session: 'yes' }));
    const snap = s.store().snapshot();
    expect(snap.values.environment).toBe('production');
    expect(snap.values.theme).toBe('system');
    expect(snap.values.orders).toEqual({ refreshSeconds: 10, notifications: false });
    expect(snap.values.session).toEqual(DEFAULT_USER_SETTINGS.session);
    expect(snap.recovered?.reason).toContain('theme');
    expect(snap.recovered?.reason).toContain('orders.refreshSeconds');
    expect(snap.recovered?.reason).toContain('session');
    expect(JSON.parse(readFileSync(snap.recovered!.backupPath, 'utf8')).theme).toBe('neon');
    expect(s.onDisk()).toMatchObject({ theme: 'system', environment: 'production' });
  });

  it('treats a JSON document that is not an object as corrupt', () => {
    const s = setup('[1,2,3]');
    const snap = s.store().snapshot();
    expect(snap.values).toEqual(DEFAULT_USER_SETTINGS);
  });

  it('remembers window state and drops impossible bounds', () => {
    const s = setup();
    s.store().saveWindowState({ bounds: { x: 10, y: 20, width: 1200, height: 800 }, maximized: true });
    expect(s.store().windowState()).toEqual({ bounds: { x: 10, y: 20, width: 1200, height: 800 }, maximized: true });
    writeFileSync(s.path, JSON.stringify({ window: { bounds: { x: 0, y: 0, width: -5, height: 'big' } } }));
    expect(s.store().windowState().bounds).toBeNull();
  });

  it('keeps working in memory when the file cannot be opened at all', () => {
    const logger = recordingLogger();
    const store = openSettingsStore({
      path: join(tmpdir(), 'does-not-matter.json'),
      open: () => {
        throw new Error('EACCES: permission denied');
      },
      clock,
      logger,
    });
    expect(store.update({ theme: 'light' }).values.theme).toBe('light');
    expect(store.snapshot().recovered?.reason).toMatch(/until Strikeboard quits/);
  });
});

/** Permission bits of a file. */
const modeOf = (path: string): number => statSync(path).mode & 0o777;

// POSIX modes: Windows keeps no group/other bits to check.
describe.skipIf(process.platform === 'win32')('file permissions', () => {
  it('creates the settings file readable by its owner only (0600)', () => {
    const s = setup();
    s.store();
    expect(modeOf(s.path).toString(8)).toBe('600');
  });

  it('keeps it 0600 through later writes', () => {
    const s = setup();
    const store = s.store();
    store.update({ theme: 'dark' });
    store.saveWindowState({ bounds: null, maximized: true });
    expect(modeOf(s.path).toString(8)).toBe('600');
  });

  it('tightens a file an earlier version left readable by others', () => {
    const s = setup(JSON.stringify({ theme: 'dark' }));
    chmodSync(s.path, 0o644);
    s.store();
    expect(modeOf(s.path).toString(8)).toBe('600');
  });

  it.each([
    ['an unreadable file', '{"theme": "dark", "orders": {'],
    ['a file with values to repair', JSON.stringify({ theme: 'neon' })],
  ])('creates the backup of %s 0600, even when the file was not', (_label, contents) => {
    const s = setup(contents);
    chmodSync(s.path, 0o644);
    const snap = s.store().snapshot();
    expect(s.backups()).toHaveLength(1);
    expect(modeOf(snap.recovered?.backupPath ?? '').toString(8)).toBe('600');
    expect(modeOf(s.path).toString(8)).toBe('600'); // and the file that replaced it
    expect(readFileSync(snap.recovered?.backupPath ?? '', 'utf8')).toBe(contents);
  });
});
