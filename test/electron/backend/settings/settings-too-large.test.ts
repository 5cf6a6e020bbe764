/**
 * What a settings file may hold is bounded, so no change reads and writes megabytes: a file larger
 * than any settings file (1 MiB) is refused unread, moved aside whole and started without (the
 * last good copy); within it, what this version does not use (unknown keys, values of known keys
 * it cannot read) is kept up to 64 KiB in all, small keys of a newer version intact, and a part
 * past that is dropped from the file, kept in a copy and said, at start or when another process
 * wrote it meanwhile.
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SETTINGS_FILE_MAX_BYTES } from '../../../../electron/backend/settings/settings-copies.ts';
import { FOREIGN_BYTES_MAX } from '../../../../electron/backend/settings/settings-document.ts';
import { settingsOnDisk } from './settings-on-disk.ts';

/** A string of `bytes` characters. */
const filler = (bytes: number): string => 'x'.repeat(bytes);

describe('a settings file larger than any settings file', () => {
  it('is not read: moved aside as it is, the last good copy started from, and said', () => {
    const s = settingsOnDisk();
    s.store().update({ theme: 'dark', environment: 'sandbox' });
    const huge = JSON.stringify({ theme: 'light', later: filler(8 * 1024 * 1024) });
    writeFileSync(s.path, huge);
    const snap = s.store().snapshot();
    expect(snap.values).toMatchObject({ theme: 'dark', environment: 'sandbox' });
    expect(snap.recovered?.reason).toMatch(
      /^The settings file was not read \(it is 8\.0 MiB, more than a settings file may hold \(1\.0 MiB\)\); it was moved aside as it was; Strikeboard started from the last good copy/,
    );
    expect(statSync(snap.recovered?.backupPath ?? '').size).toBe(huge.length);
    expect(statSync(s.path).size).toBeLessThan(SETTINGS_FILE_MAX_BYTES / 100);
  });
});

describe('what this version does not use', () => {
  it('small keys of a newer version are kept whole; one past the cap is dropped at start, kept in a copy, and said', () => {
    const big = filler(FOREIGN_BYTES_MAX * 3);
    const newer = {
      settingsVersion: 3,
      theme: 'dark',
      layout: { dense: true, panes: ['chain', 'orders'] },
      orders: { refreshSeconds: 30, groupBy: 'account' },
      history: big,
      note: 'mine',
    };
    const s = settingsOnDisk(JSON.stringify(newer));
    const store = s.store();
    const snap = store.snapshot();
    expect(snap.values).toMatchObject({ theme: 'dark', orders: { refreshSeconds: 30 } });
    expect(snap.recovered?.reason).toMatch(
      /^Some settings this version does not use were too large to keep \(history \(193 KiB\); 64 KiB is kept for other versions in all\): they were dropped from the file and kept in the copy\.$/,
    );
    expect(JSON.parse(readFileSync(snap.recovered?.backupPath ?? '', 'utf8'))).toEqual(newer);
    // Written at start for the drop alone: the newer version's own keys and version stay.
    const { history: _dropped, ...kept } = newer;
    expect(s.onDisk()).toEqual(kept);
    store.update({ theme: 'light' });
    expect(s.onDisk()).toEqual({ ...kept, theme: 'light' });
  });

  it('the cap is on all of it together, in the order of the file: what fits is kept, the rest dropped', () => {
    const third = filler(FOREIGN_BYTES_MAX / 3);
    const s = settingsOnDisk(JSON.stringify({ settingsVersion: 2, a: third, b: third, c: third, d: 'small', orders: { refreshSeconds: 30, e: third } }));
    const snap = s.store().snapshot();
    expect(snap.recovered?.reason).toMatch(/\(c \(22 KiB\), orders\.e \(22 KiB\); 64 KiB/);
    expect(s.onDisk()).toMatchObject({ a: third, b: third, d: 'small', orders: { refreshSeconds: 30 } });
    expect(Object.keys(s.onDisk())).not.toContain('c');
  });

  it('written by another process while the app runs: dropped by the next change, kept in a copy, and said', () => {
    const s = settingsOnDisk();
    const store = s.store();
    store.update({ theme: 'dark' });
    const other = { ...s.onDisk(), blob: filler(FOREIGN_BYTES_MAX * 2), small: 1 };
    writeFileSync(s.path, JSON.stringify(other));
    const snap = store.update({ environment: 'sandbox' });
    expect(snap.recovered?.reason).toMatch(/too large to keep \(blob \(129 KiB\);/);
    expect(JSON.parse(readFileSync(snap.recovered?.backupPath ?? '', 'utf8'))).toEqual(other);
    expect(s.onDisk()).toMatchObject({ theme: 'dark', environment: 'sandbox', small: 1 });
    expect(Object.keys(s.onDisk())).not.toContain('blob');
    expect(statSync(s.path).size).toBeLessThan(FOREIGN_BYTES_MAX);
  });

  it("a value of a known key this version cannot read counts too (left in a newer version's file only while it fits)", () => {
    const s = settingsOnDisk(JSON.stringify({ settingsVersion: 3, theme: filler(FOREIGN_BYTES_MAX * 2) }));
    const snap = s.store().snapshot();
    expect(snap.values.theme).toBe('system');
    expect(snap.recovered?.reason).toMatch(/cannot use some of them \(theme\).*too large to keep \(theme \(129 KiB\);/);
    expect(s.onDisk()).toEqual({ settingsVersion: 3 });
  });
});
