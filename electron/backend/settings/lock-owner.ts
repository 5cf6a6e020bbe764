/**
 * Who holds a lock file: a process named by its id and the moment it started, so that a process
 * that merely has the same id later (ids are reused) is not taken for the owner.
 *
 * On Linux the start is the process's start time in clock ticks since boot (field 22 of
 * /proc/<pid>/stat) and the boot's id (/proc/sys/kernel/random/boot_id): a lock left from before a
 * restart names nobody who runs now. Elsewhere (and where /proc is hidden) Node cannot read another
 * process's start time: the start is unknown, written `-`, and a process with the owner's id is
 * taken for the owner; file-lock.ts then falls back to the lock's age, as it must for a lock an
 * earlier version wrote (its id alone: `<pid> <token>`).
 *
 * A lock file holds `<pid> <start or -> <token>`; the id comes first, as earlier versions read it.
 */
import { readFileSync } from 'node:fs';

/** A lock's owner as the file names it. */
export interface LockOwner {
  pid: number;
  /** When it started (`<ticks>@<boot id>`), or null where that cannot be told. */
  start: string | null;
}

/** What the lock asks of the processes running. */
export interface ProcessTable {
  /** Whether a process with this id runs. */
  alive(pid: number): boolean;
  /** When the process with this id started, or null where that cannot be told. */
  startOf(pid: number): string | null;
}

/** Whether the owner named runs: it does, it is gone, its id is another process's now, or there is no telling. */
export type OwnerState = 'running' | 'gone' | 'reused' | 'unknown';

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

let bootId: string | undefined;

/** The id of this boot of the machine ('' where it cannot be read). */
function currentBootId(): string {
  if (bootId === undefined) {
    try {
      bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    } catch {
      bootId = '';
    }
  }
  return bootId;
}

/** The start of `pid` on Linux, or null (another platform, a hidden /proc, no such process). */
function linuxStartOf(pid: number): string | null {
  if (process.platform !== 'linux') return null;
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name (field 2) is in parentheses and may hold spaces and parentheses itself: the fields after it are counted from its last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = fields[19];
  return ticks !== undefined && /^\d{1,20}$/.test(ticks) ? `${ticks}@${currentBootId()}` : null;
}

/** The processes of this machine. */
export const systemProcesses: ProcessTable = { alive: processAlive, startOf: linuxStartOf };

const selves = new WeakMap<ProcessTable, LockOwner>();

/** This process as its locks name it (read once per table: it does not change). */
export function thisProcess(processes: ProcessTable): LockOwner {
  let self = selves.get(processes);
  if (self === undefined) {
    self = { pid: process.pid, start: processes.startOf(process.pid) };
    selves.set(processes, self);
  }
  return self;
}

/** The text of a lock held by `owner`, told apart from every other lock by `token`. */
export const lockText = (owner: LockOwner, token: string): string => `${owner.pid} ${owner.start ?? '-'} ${token}`;

/** The owner a lock's text names, or null when it names none (empty: an earlier version between making it and writing it). */
export function ownerOf(text: string): LockOwner | null {
  const parts = text.split(' ');
  const [pidText = '', start] = parts;
  if (!/^[1-9]\d{0,9}$/.test(pidText)) return null;
  const pid = Number(pidText);
  if (!Number.isSafeInteger(pid)) return null;
  // Two parts: an earlier version's `<pid> <token>`, which says no start.
  return { pid, start: parts.length >= 3 && start !== undefined && start !== '-' ? start : null };
}

/** Whether `owner` runs, as far as can be told. */
export function ownerState(owner: LockOwner, processes: ProcessTable): OwnerState {
  if (!processes.alive(owner.pid)) return 'gone';
  if (owner.start === null) return 'unknown';
  const now = processes.startOf(owner.pid);
  if (now === null) return 'unknown';
  return now === owner.start ? 'running' : 'reused';
}
