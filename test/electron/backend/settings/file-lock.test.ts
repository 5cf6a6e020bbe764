/**
 * The settings' cross-process lock on a real folder: held during the work and given back after
 * it (also when it throws); a lock left by a process that is gone (or a process that merely has
 * its id now), or one from the future, is taken over; one a live process holds is never taken
 * over, however old: it is waited for, then done without, and said, and never waited for twice.
 * The lock names its owner from the moment it exists.
 */
import * as nodeFs from 'node:fs';
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withFileLock, type LockFs } from '../../../../electron/backend/settings/file-lock.ts';
import { startPausingChild, type PausingChild } from './pausing-child.ts';

const HOLDER = fileURLToPath(new URL('./lock-holder-child.ts', import.meta.url));

let dir: string;
let lock: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'file-lock-'));
  lock = join(dir, 'settings.json.lock');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const exists = (): boolean => {
  try {
    readFileSync(lock);
    return true;
  } catch {
    return false;
  }
};

describe('the settings lock', () => {
  it("is held during the work, with this process's id, and given back after it, also when it throws", () => {
    expect(withFileLock(lock, () => readFileSync(lock, 'utf8').split(' ')[0])).toBe(String(process.pid));
    expect(exists()).toBe(false);
    expect(() =>
      withFileLock(lock, () => {
        throw new Error('write failed');
      }),
    ).toThrow('write failed');
    expect(exists()).toBe(false);
  });

  it('a lock of a process that is gone is taken over at once', () => {
    writeFileSync(lock, '999999 gone');
    const said: string[] = [];
    expect(withFileLock(lock, () => 'done', { alive: () => false, onUnlocked: (why) => said.push(why) })).toBe('done');
    expect(said).toEqual([]);
    expect(exists()).toBe(false);
  });

  it("a lock that names no start time (an earlier version's) and is older than any write is taken over", () => {
    writeFileSync(lock, `${process.pid} stuck`);
    utimesSync(lock, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    const said: string[] = [];
    expect(withFileLock(lock, () => 'done', { onUnlocked: (why) => said.push(why) })).toBe('done');
    expect(said).toEqual([]);
  });

  it("a live holder is waited for, then the work goes ahead without the lock (never blocked), and the holder's lock stays", () => {
    writeFileSync(lock, `${process.pid} holder`);
    const said: string[] = [];
    expect(withFileLock(lock, () => 'done', { waitMs: 30, onUnlocked: (why) => said.push(why) })).toBe('done');
    expect(said).toEqual(['another process held the lock for more than 30 ms']);
    expect(readFileSync(lock, 'utf8')).toBe(`${process.pid} holder`);
  });

  it("where start times cannot be read (not Linux), a lock whose id runs is its owner's until it is older than any write, then taken over", () => {
    writeFileSync(lock, `${process.pid} - elsewhere`);
    const said: string[] = [];
    expect(withFileLock(lock, () => 'done', { startOf: () => null, waitMs: 30, onUnlocked: (why) => said.push(why) })).toBe('done');
    expect(said).toEqual(['another process held the lock for more than 30 ms']);
    utimesSync(lock, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    const taken: string[] = [];
    expect(withFileLock(lock, () => 'done', { startOf: () => null, onTakenOver: (why) => taken.push(why) })).toBe('done');
    expect(taken).toEqual([`process ${process.pid}, which cannot be told from another with its id, has held it 60 s`]);
    expect(exists()).toBe(false);
  });

  it('a folder where no lock can be made: the work goes ahead, and it is said', () => {
    const said: string[] = [];
    expect(withFileLock(join(dir, 'missing', 'x.lock'), () => 'done', { onUnlocked: (why) => said.push(why) })).toBe('done');
    expect(said).toEqual([expect.stringMatching(/^the lock file cannot be made \(ENOENT/)]);
  });

  it('names its owner from the moment it exists: a lock being made is never seen empty', () => {
    const seen: string[] = [];
    // Every filesystem call of the lock, and after each one what another process would read at the lock's path.
    const watching = new Proxy(nodeFs, {
      get(target, name: string) {
        const real = Reflect.get(target, name) as unknown;
        if (typeof real !== 'function') return real;
        return (...args: unknown[]) => {
          const answer = (real as (...a: unknown[]) => unknown).apply(target, args);
          try {
            seen.push(nodeFs.readFileSync(lock, 'utf8'));
          } catch {
            // No lock at the path just now.
          }
          return answer;
        };
      },
    }) as LockFs;
    withFileLock(lock, () => 'done', { fs: watching });
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((text) => !text.startsWith(`${process.pid} `))).toEqual([]);
  });

  it('an empty lock (an earlier version makes it first and writes its owner a moment later) is waited for, not taken over', () => {
    writeFileSync(lock, '');
    const said: string[] = [];
    expect(withFileLock(lock, () => 'done', { waitMs: 50, onUnlocked: (why) => said.push(why) })).toBe('done');
    expect(said).toEqual(['another process held the lock for more than 50 ms']);
    expect(readFileSync(lock, 'utf8')).toBe('');
  });

  it('an empty lock older than any write is taken over', () => {
    writeFileSync(lock, '');
    utimesSync(lock, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    const said: string[] = [];
    expect(withFileLock(lock, () => 'done', { onUnlocked: (why) => said.push(why) })).toBe('done');
    expect(said).toEqual([]);
    expect(exists()).toBe(false);
  });

  it('a lock from the future is taken over at once, even when the process it names runs (PID 1 always does)', () => {
    writeFileSync(lock, '1 from-the-future');
    utimesSync(lock, new Date(Date.now() + 3_600_000), new Date(Date.now() + 3_600_000));
    const said: string[] = [];
    expect(withFileLock(lock, () => 'done', { waitMs: 2_000, onUnlocked: (why) => said.push(why) })).toBe('done');
    expect(said).toEqual([]);
    expect(exists()).toBe(false);
  });

  it.skipIf(process.platform !== 'linux')('a lock naming a running process by id but with another start time (the id was reused) is taken over at once', () => {
    writeFileSync(lock, `${process.pid} 1@another-boot reused`);
    const said: string[] = [];
    expect(withFileLock(lock, () => 'done', { waitMs: 2_000, onUnlocked: (why) => said.push(why) })).toBe('done');
    expect(said).toEqual([]);
    expect(exists()).toBe(false);
  });

  describe.skipIf(process.platform === 'win32')('a live owner paused holding the lock', () => {
    let holder: PausingChild;
    let heldAs: string;
    beforeEach(async () => {
      holder = startPausingChild(HOLDER, [lock]);
      await holder.ready;
      holder.go();
      await holder.paused;
      heldAs = readFileSync(lock, 'utf8');
    });
    afterEach(async () => {
      await holder.resume();
      expect(JSON.parse(await holder.output)).toEqual({ said: [] });
    });

    // Where start times cannot be read (not Linux), the lock's age decides after all.
    it.skipIf(process.platform !== 'linux')("is never taken over for its age: waited for, then done without, and the owner's lock stays", () => {
      utimesSync(lock, new Date(Date.now() - 3_600_000), new Date(Date.now() - 3_600_000));
      const said: string[] = [];
      expect(withFileLock(lock, () => 'done', { waitMs: 100, staleMs: 50, onUnlocked: (why) => said.push(why) })).toBe('done');
      expect(said).toEqual(['another process held the lock for more than 100 ms']);
      expect(readFileSync(lock, 'utf8')).toBe(heldAs);
    });

    it('is waited for once: the next work on the same stuck lock goes ahead at once, and says so', () => {
      const said: string[] = [];
      withFileLock(lock, () => 'done', { waitMs: 100, onUnlocked: (why) => said.push(why) });
      // Waiting again would take 3 s and say so.
      withFileLock(lock, () => 'done', { waitMs: 3_000, onUnlocked: (why) => said.push(why) });
      expect(said).toEqual([
        'another process held the lock for more than 100 ms',
        expect.stringMatching(/^the lock is still held by process \d+, not waited for again/),
      ]);
      expect(readFileSync(lock, 'utf8')).toBe(heldAs);
    });
  });
});
