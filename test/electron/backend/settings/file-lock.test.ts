/**
 * The settings' cross-process lock on a real folder: held during the work and given back after
 * it (also when it throws); a lock left by a process that is gone, or older than any write, is
 * taken over; one a live process holds is waited for, then done without, and said.
 */
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withFileLock } from '../../../../electron/backend/settings/file-lock.ts';

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
  it('is held during the work, with this process\'s id, and given back after it, also when it throws', () => {
    expect(withFileLock(lock, () => readFileSync(lock, 'utf8').split(' ')[0])).toBe(String(process.pid));
    expect(exists()).toBe(false);
    expect(() => withFileLock(lock, () => {
      throw new Error('write failed');
    })).toThrow('write failed');
    expect(exists()).toBe(false);
  });

  it('a lock of a process that is gone is taken over at once', () => {
    writeFileSync(lock, '999999 gone');
    const said: string[] = [];
    expect(withFileLock(lock, () => 'done', { alive: () => false, onUnlocked: (why) => said.push(why) })).toBe('done');
    expect(said).toEqual([]);
    expect(exists()).toBe(false);
  });

  it('a lock older than any write is taken over, whoever holds it', () => {
    writeFileSync(lock, `${process.pid} stuck`);
    utimesSync(lock, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    const said: string[] = [];
    expect(withFileLock(lock, () => 'done', { onUnlocked: (why) => said.push(why) })).toBe('done');
    expect(said).toEqual([]);
  });

  it('a live holder is waited for, then the work goes ahead without the lock (never blocked), and the holder\'s lock stays', () => {
    writeFileSync(lock, `${process.pid} holder`);
    const said: string[] = [];
    expect(withFileLock(lock, () => 'done', { waitMs: 30, onUnlocked: (why) => said.push(why) })).toBe('done');
    expect(said).toEqual(['another process held the lock for more than 30 ms']);
    expect(readFileSync(lock, 'utf8')).toBe(`${process.pid} holder`);
  });

  it('a folder where no lock can be made: the work goes ahead, and it is said', () => {
    const said: string[] = [];
    expect(withFileLock(join(dir, 'missing', 'x.lock'), () => 'done', { onUnlocked: (why) => said.push(why) })).toBe('done');
    expect(said).toEqual([expect.stringMatching(/^the lock file cannot be made \(ENOENT/)]);
  });
});
