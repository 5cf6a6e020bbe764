/**
 * Two writers of one settings file never write over each other's changes: each writes only what
 * it changed, onto the file as it is now, under a lock that holds across processes. Two stores in
 * one process (two views of the file), then two real processes (settings-writer-child.ts) updating
 * their own setting many times each, started together, each checking before every update that its
 * last value is still on disk; then an owner of the lock paused (SIGSTOP) in its write far longer
 * than the lock's stale age, which keeps its lock: the other waits for it.
 */
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { runTogether, startChild } from '../../../helpers/child-together.ts';
import { startPausingChild } from './pausing-child.ts';
import { settingsOnDisk } from './settings-on-disk.ts';

const CHILD = fileURLToPath(new URL('./settings-writer-child.ts', import.meta.url));
/** Updates of each process: enough for a window of microseconds to be met under load, seconds in all. */
const ROUNDS = 150;
/** How long the owner stays paused: many times the stale age the test gives the lock. */
const PAUSE_MS = 1_500;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
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
  it("each one's change survives the other's write, and the next write of each", () => {
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

  it("a nested change writes that leaf alone: the other process's sibling stays", () => {
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
  const result = (text: string) => JSON.parse(text) as { quota: Record<string, number>; warnings: string[]; lost: string[] };

  it(`${ROUNDS} updates each, at the same moment: no write of either is ever lost, both last values are on disk, nothing left locked`, async () => {
    const s = onDisk();
    s.store();
    const outputs = await runTogether([
      startChild(CHILD, [s.dir, 'accounts', String(ROUNDS)], 60_000),
      startChild(CHILD, [s.dir, 'orders', String(ROUNDS)], 60_000),
    ]);
    const [accounts, orders] = outputs.map(result);
    // Each checked its own value on disk before every update: a write of the other made from an older read is found whenever it happened.
    expect([accounts?.lost, orders?.lost]).toEqual([[], []]);
    // Neither went ahead without the lock (nor met a file it could not read).
    expect([accounts?.warnings, orders?.warnings]).toEqual([[], []]);
    expect(s.onDisk()).toMatchObject({ quota: { accounts: 1000 + ROUNDS, orders: 1000 + ROUNDS } });
    expect(s.files().filter((name) => name.endsWith('.lock') || name.endsWith('.tmp'))).toEqual([]);
    expect(existsSync(join(s.dir, 'settings.json.last-good'))).toBe(true);
  }, 90_000);

  // Where start times cannot be read (not Linux), the lock's age decides after all (file-lock.ts).
  it.skipIf(process.platform !== 'linux')(
    'an owner paused in its write, far past the stale age, keeps its lock: the other waits, and neither write is lost',
    async () => {
      const s = onDisk();
      s.store();
      // Both treat a lock as stale after 100 ms: the owner is paused much longer, and alive all along.
      const owner = startPausingChild(CHILD, [s.dir, 'accounts', '3', 'pause', '100']);
      const other = startChild(CHILD, [s.dir, 'orders', '3', 'run', '100'], 60_000);
      await Promise.all([owner.ready, other.ready]);
      owner.go();
      await owner.paused;
      other.go();
      // However long it is given, the other may not write while the owner holds the lock (it finishes only after, below).
      const early = await Promise.race([other.output.then(() => 'finished'), delay(PAUSE_MS).then(() => 'waiting')]);
      await owner.resume();
      const [mine, theirs] = (await Promise.all([owner.output, other.output])).map(result);
      expect(s.onDisk()).toMatchObject({ quota: { accounts: 1003, orders: 1003 } });
      expect([mine?.lost, theirs?.lost]).toEqual([[], []]);
      expect([mine?.warnings, theirs?.warnings]).toEqual([[], []]);
      expect(early).toBe('waiting');
    },
    90_000,
  );
});
