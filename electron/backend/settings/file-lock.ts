/**
 * A lock that holds across processes for a read-change-write of one file lasting milliseconds (the
 * settings, written by the app, the preview and tests at once): a lock file naming its owner by
 * process id and start time (lock-owner.ts). It is written whole under a name of its own and then
 * linked into place, so it never exists without its owner in it (a lock made empty and written a
 * moment later, as earlier versions did, could be read in between as naming nobody and taken over
 * from its live owner). A waiter sleeps in short steps (the calls are synchronous, like the
 * store's reads and writes).
 *
 * A lock is taken over when it is stale: its owner is gone, or its id is another process's now,
 * or its time is in the future (a clock set back or a hand: its age says nothing), or it is not a
 * plain file at all (a named pipe, a link: never read). A lock whose owner runs is never taken
 * over for its age: an owner paused long on a busy machine still holds it, and a taker would
 * write beside it. Only where the owner cannot be told apart from a process that merely has its
 * id (no start times: not Linux, or a lock of an earlier version) does age decide: such a lock
 * older than any write takes is taken for a leftover. So is an empty one, after the same time.
 *
 * A lock the waiter cannot get in time is done without, and said, rather than ever blocking the
 * app; and the same stuck lock is not waited for again (a lock held forever would block every
 * write). Taking over is done under a second lock (`.break`), so two takers never remove each
 * other's fresh lock, and what is removed is the very lock found stale.
 */
import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import * as nodeFs from 'node:fs';
import { NotAPlainFile, openToRead, type OpenedFile, type PlainFileFs } from '../plain-file.ts';
import { lockText, ownerOf, ownerState, systemProcesses, thisProcess, type ProcessTable } from './lock-owner.ts';
import { PRIVATE_FILE_MODE } from './private-file.ts';

/** How long a waiter waits for the lock before going ahead without it. */
export const LOCK_WAIT_MS = 2_000;
/** Older than this, a lock whose owner cannot be told (no start time) is left over from a process that stopped (a write takes milliseconds). */
export const LOCK_STALE_MS = 10_000;
/** How far ahead of this clock a lock's time may be (a file's time comes from a coarser clock, a shared folder's from another machine); further, it is from the future. */
export const LOCK_FUTURE_SLACK_MS = 1_000;
const STEP_MS = 5;
/** A lock holds a line of about 80 characters: what is longer is not read further. */
const LOCK_BYTES = 512;
const CREATE_FLAGS = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL;

/** The filesystem calls the lock makes (node:fs by default). */
export interface LockFs extends PlainFileFs {
  readSync(fd: number, buffer: Uint8Array, offset: number, length: number, position: number): number;
  writeSync(fd: number, data: string): number;
  linkSync(existingPath: string, newPath: string): void;
  unlinkSync(path: string): void;
}

export interface LockOptions {
  fs?: LockFs;
  /** Whether a process with this id runs (a lock of a process that is gone is free). */
  alive?: (pid: number) => boolean;
  /** When a process started (lock-owner.ts), null where that cannot be told. */
  startOf?: (pid: number) => string | null;
  /** Told when the work went ahead without the lock, and why. */
  onUnlocked?: (why: string) => void;
  /** Told when a stale lock was taken over, and why it was stale. */
  onTakenOver?: (why: string) => void;
  waitMs?: number;
  staleMs?: number;
}

/** A lock file as found: its text and times, or what is there instead of a file. */
type Found = { kind: 'lock'; text: string; ino: number; mtimeMs: number } | { kind: 'not a file'; what: string };

const codeOf = (error: unknown): string | undefined => (error as NodeJS.ErrnoException | null)?.code;
const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
const sameFound = (a: Found, b: Found): boolean =>
  a.kind === 'lock' ? b.kind === 'lock' && a.text === b.text && a.ino === b.ino && a.mtimeMs === b.mtimeMs : b.kind === 'not a file' && a.what === b.what;

/** The locks given up on as stuck, by path: the same one is not waited for again by this process. */
const stuckLocks = new Map<string, string>();

const pause = (ms: number): void => {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
};

/** Runs `work` holding the lock at `lockPath`, and gives the lock back whatever happens. */
export function withFileLock<T>(lockPath: string, work: () => T, options: LockOptions = {}): T {
  const fs: LockFs = options.fs ?? nodeFs;
  const processes: ProcessTable =
    options.alive === undefined && options.startOf === undefined
      ? systemProcesses
      : { alive: options.alive ?? systemProcesses.alive, startOf: options.startOf ?? systemProcesses.startOf };
  const staleMs = options.staleMs ?? LOCK_STALE_MS;
  const waitMs = options.waitMs ?? LOCK_WAIT_MS;
  const mine = lockText(thisProcess(processes), randomUUID());
  const breaker = `${lockPath}.break`;

  /** The lock at `path` (never followed, never blocking), or null when there is none. */
  function look(path: string): Found | null {
    let opened: OpenedFile | null;
    try {
      opened = openToRead(fs, path);
    } catch (error) {
      if (error instanceof NotAPlainFile) return { kind: 'not a file', what: error.found };
      throw error;
    }
    if (opened === null) return null;
    try {
      const buffer = Buffer.alloc(LOCK_BYTES);
      const length = fs.readSync(opened.fd, buffer, 0, LOCK_BYTES, 0);
      return { kind: 'lock', text: buffer.subarray(0, length).toString('utf8'), ino: opened.stat.ino, mtimeMs: opened.stat.mtimeMs };
    } finally {
      fs.closeSync(opened.fd);
    }
  }

  /** Why `found` is stale, or null while it holds. */
  function staleBecause(found: Found): string | null {
    if (found.kind === 'not a file') return `it is ${found.what}`;
    const now = Date.now();
    if (found.mtimeMs > now + LOCK_FUTURE_SLACK_MS) return `it is dated ${Math.round((found.mtimeMs - now) / 1000)} s in the future`;
    const age = now - found.mtimeMs;
    const owner = ownerOf(found.text);
    if (owner === null) return age > staleMs ? `it names no owner and is ${Math.round(age / 1000)} s old` : null;
    const state = ownerState(owner, processes);
    if (state === 'gone') return `process ${owner.pid} that made it is gone`;
    if (state === 'reused') return `process ${owner.pid} that made it is gone (another process has its id now)`;
    if (state === 'unknown' && age > staleMs)
      return `process ${owner.pid}, which cannot be told from another with its id, has held it ${Math.round(age / 1000)} s`;
    return null;
  }

  /** Makes the lock file `path` holding `mine`, whole; false when one is there. */
  function make(path: string): boolean {
    const temporary = `${path}.${randomUUID()}.tmp`;
    const fd = fs.openSync(temporary, CREATE_FLAGS, PRIVATE_FILE_MODE);
    try {
      fs.writeSync(fd, mine);
    } finally {
      fs.closeSync(fd);
    }
    try {
      fs.linkSync(temporary, path);
      return true;
    } catch (error) {
      if (codeOf(error) === 'EEXIST') return false;
      // A filesystem without hard links: made in place, empty for a moment (what waiters give time to).
      if (!['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS'].includes(codeOf(error) ?? '')) throw error;
      return makeInPlace(path);
    } finally {
      fs.unlinkSync(temporary);
    }
  }

  function makeInPlace(path: string): boolean {
    let fd: number;
    try {
      fd = fs.openSync(path, CREATE_FLAGS, PRIVATE_FILE_MODE);
    } catch (error) {
      if (codeOf(error) === 'EEXIST') return false;
      throw error;
    }
    try {
      fs.writeSync(fd, mine);
    } finally {
      fs.closeSync(fd);
    }
    return true;
  }

  /** Deletes the lock at `path` if it still holds `mine`. */
  function giveBack(path: string): void {
    try {
      const found = look(path);
      if (found?.kind === 'lock' && found.text === mine) fs.unlinkSync(path);
    } catch {
      // Gone already, or no longer readable: nothing of ours to give back.
    }
  }

  function removeIfThere(path: string): void {
    try {
      fs.unlinkSync(path);
    } catch (error) {
      if (codeOf(error) !== 'ENOENT') throw error;
    }
  }

  /**
   * Removes `found`, the stale lock, unless it was replaced meanwhile: 'removed', 'gone' (not
   * there any more), or 'busy' (replaced, or another taker at it).
   */
  function takeOver(found: Found): 'removed' | 'gone' | 'busy' {
    if (!make(breaker)) {
      // Another taker is at it; a breaker whose owner stopped in those microseconds is removed like any stale lock.
      const other = look(breaker);
      if (other !== null && staleBecause(other) !== null) removeIfThere(breaker);
      return 'busy';
    }
    try {
      const now = look(lockPath);
      if (now === null) return 'gone';
      if (!sameFound(now, found)) return 'busy';
      fs.unlinkSync(lockPath);
      return 'removed';
    } finally {
      giveBack(breaker);
    }
  }

  /** Null once held, else why not. */
  function acquire(): string | null {
    const deadline = Date.now() + waitMs;
    for (;;) {
      let found: Found | null;
      try {
        if (make(lockPath)) {
          stuckLocks.delete(lockPath);
          return null;
        }
        found = look(lockPath);
      } catch (error) {
        return `the lock file cannot be made (${messageOf(error)})`;
      }
      if (found !== null) {
        const stale = staleBecause(found);
        if (stale !== null) {
          try {
            const taken = takeOver(found);
            if (taken === 'removed') options.onTakenOver?.(stale);
            if (taken !== 'busy') continue;
          } catch (error) {
            return `the lock cannot be taken over (${stale}; ${messageOf(error)})`;
          }
        } else if (found.kind === 'lock' && stuckLocks.get(lockPath) === found.text) {
          return `the lock is still held by process ${ownerOf(found.text)?.pid ?? '(none named)'}, not waited for again (it was waited for once already)`;
        }
      }
      if (Date.now() >= deadline) {
        if (found?.kind === 'lock') stuckLocks.set(lockPath, found.text);
        return `another process held the lock for more than ${waitMs} ms`;
      }
      // Given back meanwhile: tried again at once.
      if (found !== null) pause(STEP_MS);
    }
  }

  const refused = acquire();
  if (refused !== null) options.onUnlocked?.(refused);
  try {
    return work();
  } finally {
    if (refused === null) giveBack(lockPath);
  }
}
