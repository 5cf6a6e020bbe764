/**
 * Two writers of one settings file never write over each other's changes: each writes only what
 * it changed, onto the file as it is now, under a lock that holds across processes. Two stores in
 * one process (two views of the file), then two real processes (settings-writer-child.ts) updating
 * their own setting 60 times each, started together: every last value is on disk.
 */
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { runTogether, startChild } from '../../../helpers/child-together.ts';
import { settingsOnDisk } from './settings-on-disk.ts';

const CHILD = fileURLToPath(new URL('./settings-writer-child.ts', import.meta.url));
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const onDisk = (contents?: string) => {
  const s = settingsOnDisk(contents);
  dirs.push(s.dir);
  return s;
};

describe('two stores on one file', () => {
  it('each one\'s change survives the other\'s write, and the next write of each', () => {
    const s = onDisk();
    const app = s.store();
    const preview = s.store();
    app.update({ theme: 'dark' });
    preview.update({ orders: { refreshSeconds: 30 } });
    expect(s.onDisk()).toMatchObject({ theme: 'dark', orders: { refreshSeconds: 30 } });
    // The second writer's answer holds the first one's change, read from the file.
    expect(preview.snapshot().values.theme).toBe('dark');
    app.update({ environment: 'sandbox' });
    app.saveWindowState({ bounds: null, maximized: true });
    expect(s.onDisk()).toMatchObject({ theme: 'dark', environment: 'sandbox', orders: { refreshSeconds: 30 }, window: { maximized: true } });
    expect(s.store().snapshot().values).toMatchObject({ theme: 'dark', environment: 'sandbox', orders: { refreshSeconds: 30, notifications: true } });
  });

  it('a nested change writes that leaf alone: the other process\'s sibling stays', () => {
    const s = onDisk();
    const app = s.store();
    const preview = s.store();
    app.update({ ordersView: { accounts: { demo: 'acct-demo' } } });
    preview.update({ ordersView: { accounts: { production: 'acct-prod' } } });
    app.update({ environments: { sandbox: { wireFormat: 'xml' } } });
    preview.update({ environments: { sandbox: { credentialsInQuery: true } } });
    const values = s.store().snapshot().values;
    expect(values.ordersView.accounts).toEqual({ demo: 'acct-demo', sandbox: null, production: 'acct-prod' });
    expect(values.environments.sandbox).toMatchObject({ wireFormat: 'xml', credentialsInQuery: true });
  });

  it('the lock is given back after every write', () => {
    const s = onDisk();
    s.store().update({ theme: 'light' });
    expect(existsSync(`${s.path}.lock`)).toBe(false);
  });
});

describe('two processes', () => {
  it('60 updates each, at the same moment: both last values are on disk, nothing left locked', async () => {
    const s = onDisk();
    s.store();
    const outputs = await runTogether([startChild(CHILD, [s.dir, 'accounts', '60'], 60_000), startChild(CHILD, [s.dir, 'orders', '60'], 60_000)]);
    // Neither went ahead without the lock (nor met a file it could not read).
    expect(outputs.map((text) => (JSON.parse(text) as { warnings: string[] }).warnings)).toEqual([[], []]);
    expect(s.onDisk()).toMatchObject({ quota: { accounts: 60, orders: 60 } });
    expect(s.files().filter((name) => name.endsWith('.lock') || name.endsWith('.tmp'))).toEqual([]);
    expect(existsSync(join(s.dir, 'settings.json.last-good'))).toBe(true);
  }, 90_000);
});
