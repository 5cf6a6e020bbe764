/**
 * A lock that holds across processes for a read-change-write of one file lasting milliseconds (the
 * settings, written by the app, the preview and tests at once): a lock file created with O_EXCL,
 * holding the owner's process id. A waiter sleeps in short steps (the calls are synchronous, like
 * the store's reads and writes), and takes a lock over when its owner is gone (no such process) or
 * it is older than any write takes; a lock it cannot get in time is done without, and said, rather
 * than ever blocking the app.
 */
import { randomUUID } from 'node:crypto';
import * as nodeFs from 'node:fs';
import { PRIVATE_FILE_MODE } from './private-file.ts';

/** How long a waiter waits for the lock before going ahead without it. */
export const LOCK_WAIT_MS = 2_000;
/** A lock older than this is left over from a process that stopped (a write takes milliseconds). */
export const LOCK_STALE_MS = 10_000;
const STEP_MS = 5;

/** The filesystem calls the lock makes (node:fs by default). */
export type LockFs = Pick<typeof nodeFs, 'openSync' | 'writeSync' | 'closeSync' | 'readFileSync' | 'statSync' | 'renameSync' | 'linkSync' | 'unlinkSync'>;

export interface LockOptions {
  fs?: LockFs;
  /** Whether a process with this id runs (a lock of a process that is gone is free). */
  alive?: (pid: number) => boolean;
  /** Told when the work went ahead without the lock, and why. */
  onUnlocked?: (why: string) => void;
  waitMs?: number;
  staleMs?: number;
}

const codeOf = (error: unknown): string | undefined => (error as NodeJS.ErrnoException | null)?.code;

/** Whether `pid` runs (EPERM: it does, as someone else). */
function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return codeOf(error) === 'EPERM';
  }
}

const pause = (ms: number): void => {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
};

/** Runs `work` holding the lock at `lockPath`, and gives the lock back whatever happens. */
export function withFileLock<T>(lockPath: string, work: () => T, options: LockOptions = {}): T {
  const fs = options.fs ?? nodeFs;
  const alive = options.alive ?? processAlive;
  const staleMs = options.staleMs ?? LOCK_STALE_MS;
  const mine = `${process.pid} ${randomUUID()}`;

  /** Takes the lock of a process that is gone, unless someone took it meanwhile. */
  function takeOverStale(): void {
    let seen: string;
    let age: number;
    try {
      seen = fs.readFileSync(lockPath, 'utf8');
      age = Date.now() - fs.statSync(lockPath).mtimeMs;
    } catch {
      return;
    }
    const pid = Number(seen.split(' ')[0]);
    if (age <= staleMs && Number.isSafeInteger(pid) && pid > 0 && alive(pid)) return;
    // Renamed aside before it is deleted, so a fresh lock someone made meanwhile is told apart and put back.
    const aside = `${lockPath}.${randomUUID()}.stale`;
    try {
      fs.renameSync(lockPath, aside);
    } catch {
      return;
    }
    try {
      if (fs.readFileSync(aside, 'utf8') !== seen) fs.linkSync(aside, lockPath);
    } catch {
      // Someone holds a newer lock at the path already: theirs stands.
    }
    fs.unlinkSync(aside);
  }

  /** Null once held, else why not. */
  function acquire(): string | null {
    const waitMs = options.waitMs ?? LOCK_WAIT_MS;
    const deadline = Date.now() + waitMs;
    for (;;) {
      try {
        const fd = fs.openSync(lockPath, 'wx', PRIVATE_FILE_MODE);
        try {
          fs.writeSync(fd, mine);
        } finally {
          fs.closeSync(fd);
        }
        return null;
      } catch (error) {
        if (codeOf(error) !== 'EEXIST') return `the lock file cannot be made (${error instanceof Error ? error.message : String(error)})`;
      }
      takeOverStale();
      if (Date.now() >= deadline) return `another process held the lock for more than ${waitMs} ms`;
      pause(STEP_MS);
    }
  }

  const refused = acquire();
  const held = refused === null;
  if (refused !== null) options.onUnlocked?.(refused);
  try {
    return work();
  } finally {
    if (held) {
      try {
        // Only our own lock is deleted: one taken over as stale belongs to someone else now.
        if (fs.readFileSync(lockPath, 'utf8') === mine) fs.unlinkSync(lockPath);
      } catch {
        // Gone already: nothing to give back.
      }
    }
  }
}
