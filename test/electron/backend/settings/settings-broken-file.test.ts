/**
 * A settings file that is not a settings document (a stray comma, a cut-off write, a list): the
 * person's settings are kept, from the last good copy the store writes beside the file after every
 * write; the report (the app's "Settings repaired" banner) says where the JSON broke, by line and
 * column; the broken file is kept beside, byte for byte. Without a good copy, the defaults, as
 * before. A file broken while the app runs is written again from the settings in use.
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lastGoodPath, lineAndColumn } from '../../../../electron/backend/settings/settings-copies.ts';
import { DEFAULT_USER_SETTINGS } from '../../../../shared/settings.ts';
import { settingsOnDisk } from './settings-on-disk.ts';

/** A person's settings: past the welcome screen, on production, dark, slower orders. */
function settledIn() {
  const s = settingsOnDisk();
  s.store().update({ onboarded: true, environment: 'production', theme: 'dark', orders: { refreshSeconds: 30 } });
  return s;
}

describe('a settings file that does not parse', () => {
  it('one stray comma: the settings are kept, the report names line and column, the broken file is kept beside', () => {
    const s = settledIn();
    const text = s.text();
    const at = text.indexOf('"theme": "dark"') + '"theme": "dark"'.length;
    const broken = `${text.slice(0, at)},${text.slice(at)}`;
    writeFileSync(s.path, broken);
    // JSON.parse stops where it expected a property name: at the second comma.
    const { line, column } = lineAndColumn(broken, broken.indexOf(',,') + 1);
    const snap = s.store().snapshot();
    expect(snap.values).toMatchObject({ onboarded: true, environment: 'production', theme: 'dark', orders: { refreshSeconds: 30 } });
    expect(snap.recovered?.reason).toContain(`Expected double-quoted property name, at line ${line}, column ${column}`);
    expect(snap.recovered?.reason).toMatch(/started from the last good copy of your settings/);
    expect(readFileSync(snap.recovered?.backupPath ?? '', 'utf8')).toBe(broken);
    expect(s.onDisk()).toMatchObject({ onboarded: true, environment: 'production', theme: 'dark' });
  });

  it.each([
    ['cut off mid-write', (text: string) => text.slice(0, text.length / 2), /it is not valid JSON: .*, at line \d+, column \d+/],
    ['emptied', () => '', /it is empty/],
    ['a list', () => '[1,2,3]', /it holds a list where the settings object belongs/],
  ])('%s: the last good copy, and what was wrong', (_name, damage, said) => {
    const s = settledIn();
    writeFileSync(s.path, damage(s.text()));
    const snap = s.store().snapshot();
    expect(snap.values.theme).toBe('dark');
    expect(snap.recovered?.reason).toMatch(said);
  });

  it('without a good copy (never written by this version): the defaults, and still the line and column', () => {
    const s = settingsOnDisk('{\n  "theme": "dark",\n  "orders": {\n');
    const snap = s.store().snapshot();
    expect(snap.values).toEqual(DEFAULT_USER_SETTINGS);
    expect(snap.recovered?.reason).toMatch(/at line 4, column 1\); no earlier good copy was kept, so Strikeboard started from the defaults\.$/);
  });

  it('the good copy is private and follows every write, window state included', () => {
    const s = settledIn();
    const store = s.store();
    store.saveWindowState({ bounds: { x: 1, y: 2, width: 900, height: 700 }, maximized: false });
    expect(JSON.parse(readFileSync(lastGoodPath(s.path), 'utf8'))).toEqual(s.onDisk());
    expect(statSync(lastGoodPath(s.path)).mode & 0o777).toBe(0o600);
  });

  it('broken while the app runs (a hand edit under way): the next change is written onto the settings in use, the broken text kept', () => {
    const s = settledIn();
    const store = s.store();
    writeFileSync(s.path, '{"theme": ');
    const snap = store.update({ orders: { notifications: false } });
    expect(snap.values).toMatchObject({ environment: 'production', theme: 'dark', orders: { refreshSeconds: 30, notifications: false } });
    expect(s.onDisk()).toMatchObject({ environment: 'production', theme: 'dark', orders: { refreshSeconds: 30, notifications: false } });
    expect(readFileSync(snap.recovered?.backupPath ?? '', 'utf8')).toBe('{"theme": ');
  });
});

describe('line and column', () => {
  it('count from 1, lines by \\n', () => {
    expect(lineAndColumn('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(lineAndColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
    expect(lineAndColumn('ab\n', 3)).toEqual({ line: 2, column: 1 });
    expect(lineAndColumn('x', 99)).toEqual({ line: 1, column: 2 });
  });
});
