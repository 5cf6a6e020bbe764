/**
 * Who holds a lock: a lock's text names its owner by id and start, read back as written (and an
 * earlier version's `<pid> <token>` as an id alone); an owner runs only when a process with its id
 * runs and, where start times are known, started when the lock says.
 */
import { describe, expect, it } from 'vitest';
import { lockText, ownerOf, ownerState, systemProcesses, thisProcess, type ProcessTable } from '../../../../electron/backend/settings/lock-owner.ts';

const table = (alive: boolean, start: string | null): ProcessTable => ({ alive: () => alive, startOf: () => start });

describe("a lock's owner", () => {
  it("is read back from the text a lock holds; an earlier version's names its id alone; a text naming no id names nobody", () => {
    expect(ownerOf(lockText({ pid: 4242, start: '981@boot' }, 'token'))).toEqual({ pid: 4242, start: '981@boot' });
    expect(ownerOf(lockText({ pid: 4242, start: null }, 'token'))).toEqual({ pid: 4242, start: null });
    expect(ownerOf('4242 8f0c-earlier')).toEqual({ pid: 4242, start: null });
    for (const text of ['', ' ', '0 x y', '-1 x y', 'x 1 y', '1.5 x y', '99999999999 x y']) expect(ownerOf(text)).toBeNull();
  });

  it('runs only while a process with its id runs and, where starts are known, started when the lock says', () => {
    const owner = { pid: 4242, start: '981@boot' };
    expect(ownerState(owner, table(true, '981@boot'))).toBe('running');
    expect(ownerState(owner, table(true, '1500@boot'))).toBe('reused');
    expect(ownerState(owner, table(false, null))).toBe('gone');
    expect(ownerState(owner, table(true, null))).toBe('unknown');
    expect(ownerState({ pid: 4242, start: null }, table(true, '981@boot'))).toBe('unknown');
  });

  it.skipIf(process.platform !== 'linux')('on Linux: this process is named by its start ticks and the boot, and runs', () => {
    const self = thisProcess(systemProcesses);
    expect(self.pid).toBe(process.pid);
    expect(self.start).toMatch(/^\d+@[0-9a-f-]{36}$/);
    expect(ownerState(self, systemProcesses)).toBe('running');
    expect(ownerState({ ...self, start: `${self.start ?? ''}0` }, systemProcesses)).toBe('reused');
  });
});
