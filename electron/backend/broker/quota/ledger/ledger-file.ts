/**
 * Opening the quota ledger's files so that nothing in the data folder can trap a process: a
 * symbolic link is never followed (O_NOFOLLOW, so no swap between a check and the open), a named
 * pipe never blocks an open (O_NONBLOCK) and is refused once open, as is anything that is not a
 * plain file or, for the ledger's folder, a plain folder. A refusal says what was found and what
 * to do, in a `LedgerRefusal`.
 */
import { constants } from 'node:fs';
import { PRIVATE_FILE_MODE } from '../../../settings/private-file.ts';

/** What the ledger needs of a stat. */
export interface LedgerStat {
  size: number;
  ino: number;
  mode: number;
  mtimeMs: number;
  isFile(): boolean;
  isDirectory(): boolean;
  isSymbolicLink(): boolean;
  isFIFO(): boolean;
}

/** The filesystem calls the ledger makes (node:fs by default; tests may fail them). */
export interface LedgerFs {
  openSync(path: string, flags: number, mode?: number): number;
  fstatSync(fd: number): LedgerStat;
  lstatSync(path: string): LedgerStat;
  readSync(fd: number, buffer: Uint8Array, offset: number, length: number, position: number): number;
  writeSync(fd: number, data: string): number;
  fchmodSync(fd: number, mode: number): void;
  closeSync(fd: number): void;
  mkdirSync(path: string, options: { recursive: true; mode: number }): unknown;
  readdirSync(path: string): string[];
  unlinkSync(path: string): void;
}

/** A path the ledger will not use, and why, in words for a log or a terminal. */
export class LedgerRefusal extends Error {
  /** The path refused. */
  readonly path: string;

  constructor(path: string, found: string) {
    super(`The quota ledger's ${path} is ${found}: refused, never followed or read. Remove it; Strikeboard makes a new one (until then each process counts only its own spending).`);
    this.name = 'LedgerRefusal';
    this.path = path;
  }
}

// Windows has neither flag (nor named pipes in a folder); symbolic links are checked with lstat there.
const NO_FOLLOW = constants.O_NOFOLLOW ?? 0;
const NON_BLOCK = constants.O_NONBLOCK ?? 0;
const READ_FLAGS = constants.O_RDONLY | NO_FOLLOW | NON_BLOCK;
const APPEND_FLAGS = constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | NO_FOLLOW | NON_BLOCK;

const codeOf = (error: unknown): string | undefined => (error as NodeJS.ErrnoException | null)?.code;

/** What a stat that is not a plain file is, in words. */
function kindOf(stat: LedgerStat): string {
  if (stat.isSymbolicLink()) return 'a symbolic link';
  if (stat.isFIFO()) return 'a named pipe (FIFO), not a file';
  if (stat.isDirectory()) return 'a folder, not a file';
  return 'not a plain file (a socket or a device)';
}

/** Throws the refusal an open with O_NOFOLLOW or O_NONBLOCK answered with, else `error` itself. */
function refuseFromOpen(path: string, error: unknown): never {
  // Linux and macOS answer ELOOP for a link under O_NOFOLLOW, FreeBSD EMLINK; ENXIO is a pipe nobody reads.
  const code = codeOf(error);
  if (code === 'ELOOP' || code === 'EMLINK') throw new LedgerRefusal(path, 'a symbolic link');
  if (code === 'ENXIO') throw new LedgerRefusal(path, 'a named pipe (FIFO), not a file');
  throw error;
}

/** Where the platform cannot refuse links in the open itself, a look first. */
function refuseLinkFirst(fs: LedgerFs, path: string): void {
  if (NO_FOLLOW !== 0) return;
  try {
    if (fs.lstatSync(path).isSymbolicLink()) throw new LedgerRefusal(path, 'a symbolic link');
  } catch (error) {
    if (codeOf(error) !== 'ENOENT') throw error;
  }
}

/** Closes `fd` and refuses it unless it is a plain file; else its stat. */
function plainFile(fs: LedgerFs, fd: number, path: string): LedgerStat {
  const stat = fs.fstatSync(fd);
  if (stat.isFile()) return stat;
  fs.closeSync(fd);
  throw new LedgerRefusal(path, kindOf(stat));
}

/** An open ledger file and its stat at opening. */
export interface OpenedFile {
  fd: number;
  stat: LedgerStat;
}

/** Opens `path` to read, or null when it does not exist; throws a `LedgerRefusal` for anything but a plain file. */
export function openToRead(fs: LedgerFs, path: string): OpenedFile | null {
  refuseLinkFirst(fs, path);
  let fd: number;
  try {
    fd = fs.openSync(path, READ_FLAGS);
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return null;
    refuseFromOpen(path, error);
  }
  return { fd, stat: plainFile(fs, fd, path) };
}

/** Appends `text` to `path` (created private), refusing anything but a plain file; a looser file is tightened. */
export function appendTo(fs: LedgerFs, path: string, text: string): void {
  refuseLinkFirst(fs, path);
  let fd: number;
  try {
    fd = fs.openSync(path, APPEND_FLAGS, PRIVATE_FILE_MODE);
  } catch (error) {
    refuseFromOpen(path, error);
  }
  const stat = plainFile(fs, fd, path);
  try {
    // A file another version (or a looser umask) created readable by others is made private.
    if ((stat.mode & 0o077) !== 0) fs.fchmodSync(fd, PRIVATE_FILE_MODE);
    fs.writeSync(fd, text);
  } finally {
    fs.closeSync(fd);
  }
}

/** Whether the ledger's folder exists; throws a `LedgerRefusal` when `path` is a link or not a folder. */
export function folderExists(fs: LedgerFs, path: string): boolean {
  let stat: LedgerStat;
  try {
    stat = fs.lstatSync(path);
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return false;
    throw error;
  }
  if (stat.isDirectory()) return true;
  throw new LedgerRefusal(path, stat.isSymbolicLink() ? 'a symbolic link' : stat.isFIFO() ? 'a named pipe (FIFO), not a folder' : 'a file, not a folder');
}
