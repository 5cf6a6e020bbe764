/**
 * A settings file a newer Strikeboard wrote (a higher `settingsVersion`, keys this version does not
 * know, at the top and inside known sections) survives a start of this version and its changes:
 * nothing is written at start, a change writes only itself, the version stays the newer one, a
 * copy is kept (once per version); values of known keys this version cannot read are shown as
 * their defaults, said, and left in the file. Unknown keys beside a current version survive too.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { settingsOnDisk } from './settings-on-disk.ts';

const NEWER = {
  settingsVersion: 3,
  environment: 'sandbox',
  theme: 'dark',
  alerts: { enabled: true, sound: 'chime' },
  orders: { refreshSeconds: 30, notifications: true, groupBy: 'account' },
  chainView: { recentSymbols: ['AAPL'], refreshSeconds: 5, heatmap: true },
  window: { bounds: null, maximized: false, display: 2 },
};

describe('a file a newer version wrote', () => {
  it('is read without being written; its own keys survive a change, which writes only itself', () => {
    const s = settingsOnDisk(JSON.stringify(NEWER));
    const before = s.text();
    const store = s.store();
    expect(store.snapshot()).toMatchObject({ values: { environment: 'sandbox', theme: 'dark', orders: { refreshSeconds: 30 } }, recovered: null });
    expect(s.text()).toBe(before);
    store.update({ theme: 'light', orders: { notifications: false } });
    store.saveWindowState({ bounds: { x: 5, y: 5, width: 1000, height: 700 }, maximized: true });
    expect(s.onDisk()).toEqual({
      ...NEWER,
      theme: 'light',
      orders: { refreshSeconds: 30, notifications: false, groupBy: 'account' },
      window: { bounds: { x: 5, y: 5, width: 1000, height: 700 }, maximized: true },
    });
  });

  it('a private copy is kept beside it, once per version', () => {
    const s = settingsOnDisk(JSON.stringify(NEWER));
    s.store().update({ theme: 'light' });
    s.store();
    expect(s.backups()).toEqual(['settings.json.version-3.bak']);
    expect(JSON.parse(readFileSync(join(s.dir, 'settings.json.version-3.bak'), 'utf8'))).toEqual(NEWER);
  });

  it('values of known keys this version cannot use: their defaults here, said, and left in the file', () => {
    const s = settingsOnDisk(JSON.stringify({ ...NEWER, theme: 'high-contrast' }));
    const store = s.store();
    const snap = store.snapshot();
    expect(snap.values.theme).toBe('system');
    expect(snap.recovered?.reason).toMatch(
      /written by a newer Strikeboard \(settings version 3\).*cannot use some of them \(theme\).*leaves them in the file as they are/,
    );
    store.update({ environment: 'demo' });
    expect(s.onDisk()).toMatchObject({ theme: 'high-contrast', environment: 'demo', settingsVersion: 3 });
  });
});

describe('keys this version does not know beside its own version', () => {
  it('survive the start (which writes repairs) and every change', () => {
    const s = settingsOnDisk(
      JSON.stringify({ settingsVersion: 2, theme: 'neon', extra: { kept: 1 }, quota: { accounts: 100, markets: 200, orders: 300, note: 'mine' } }),
    );
    s.store().update({ quota: { orders: 301 } });
    expect(s.onDisk()).toMatchObject({
      theme: 'system',
      extra: { kept: 1 },
      quota: { accounts: 100, markets: 200, orders: 301, note: 'mine' },
      settingsVersion: 2,
    });
  });
});
