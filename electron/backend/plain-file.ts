/**
 * Opening a file in the data folder so that nothing put there can trap a process (the quota
 * ledger's segments, the settings file, its last good copy, its lock): a symbolic link is never
 * followed (O_NOFOLLOW, so no swap between a check and the open), a named pipe never blocks an
 * open (O_NONBLOCK) and is refused once open, as is anything else that is not a plain file. A
 * refusal is a `NotAPlainFile` that says what was found; each user words it for its own reader.
 */
import { constants } from 'node:fs';

/** What a caller needs of a stat. */
export interface PlainFileStat {
  size: number;
  ino: number;
  mode: number;
  mtimeMs: number;
  isFile(): boolean;
  isDirectory(): boolean;
  isSymbolicLink(): boolean;
  isFIFO(): boolean;
}

/** The filesystem calls an open makes (node:fs by default; tests may fail them). */
export interface PlainFileFs {
  openSync(path: string, flags: number, mode?: number): number;
  fstatSync(fd: number): PlainFileStat;
  lstatSync(path: string): PlainFileStat;
  closeSync(fd: number): void;
}

/** A path that is not a plain file: refused, never followed or read. */
export class NotAPlainFile extends Error {
  /** The path refused. */
  readonly path: string;
  /** What is there instead, in words ("a symbolic link", "a named pipe (FIFO), not a file"). */
  readonly found: string;

  constructor(path: string, found: string) {
    super(`${path} is ${found}: refused, never followed or read`);
    this.name = 'NotAPlainFile';
    this.path = path;
    this.found = found;
  }
}

// Windows has neither flag (nor named pipes in a folder); symbolic links are checked with lstat there.
const NO_FOLLOW = constants.O_NOFOLLOW ?? 0;
const NON_BLOCK = constants.O_NONBLOCK ?? 0;
const READ_FLAGS = constants.O_RDONLY | NO_FOLLOW | NON_BLOCK;
const APPEND_FLAGS = constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | NO_FOLLOW | NON_BLOCK;

const codeOf = (error: unknown): string | undefined => (error as NodeJS.ErrnoException | null)?.code;

/** What a stat that is not a plain file is, in words. */
export function kindOf(stat: PlainFileStat): string {
  if (stat.isSymbolicLink()) return 'a symbolic link';
  if (stat.isFIFO()) return 'a named pipe (FIFO), not a file';
  if (stat.isDirectory()) return 'a folder, not a file';
  return 'not a plain file (a socket or a device)';
}

/** Throws the refusal an open with O_NOFOLLOW or O_NONBLOCK answered with, else `error` itself. */
function refuseFromOpen(path: string, error: unknown): never {
  // Linux and macOS answer ELOOP for a link under O_NOFOLLOW, FreeBSD EMLINK; ENXIO is a pipe nobody reads.
  const code = codeOf(error);
  if (code === 'ELOOP' || code === 'EMLINK') throw new NotAPlainFile(path, 'a symbolic link');
  if (code === 'ENXIO') throw new NotAPlainFile(path, 'a named pipe (FIFO), not a file');
  throw error;
}

/** Where the platform cannot refuse links in the open itself, a look first. */
function refuseLinkFirst(fs: PlainFileFs, path: string): void {
  if (NO_FOLLOW !== 0) return;
  try {
    if (fs.lstatSync(path).isSymbolicLink()) throw new NotAPlainFile(path, 'a symbolic link');
  } catch (error) {
    if (codeOf(error) !== 'ENOENT') throw error;
  }
}

/** Closes `fd` and refuses it unless it is a plain file; else its stat. */
function plainFile(fs: PlainFileFs, fd: number, path: string): PlainFileStat {
  const stat = fs.fstatSync(fd);
  if (stat.isFile()) return stat;
  fs.closeSync(fd);
  throw new NotAPlainFile(path, kindOf(stat));
}

/** An open plain file and its stat at opening. */
export interface OpenedFile {
  fd: number;
  stat: PlainFileStat;
}

/** Opens `path` to read, or null when it does not exist; throws a `NotAPlainFile` for anything but a plain file. */
export function openToRead(fs: PlainFileFs, path: string): OpenedFile | null {
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

/** Opens `path` to append (created with `mode`); throws a `NotAPlainFile` for anything but a plain file. */
export function openToAppend(fs: PlainFileFs, path: string, mode: number): OpenedFile {
  refuseLinkFirst(fs, path);
  let fd: number;
  try {
    fd = fs.openSync(path, APPEND_FLAGS, mode);
  } catch (error) {
    refuseFromOpen(path, error);
  }
  return { fd, stat: plainFile(fs, fd, path) };
}

/** What `readPlainText` found: nothing, the text (and the file's stat), or a file longer than allowed (not read). */
export type PlainText = { kind: 'missing' } | { kind: 'text'; text: string; stat: PlainFileStat } | { kind: 'too large'; size: number };

/** The calls a read makes besides the open's. */
export interface PlainReadFs extends PlainFileFs {
  readSync(fd: number, buffer: Uint8Array, offset: number, length: number, position: number): number;
}

/**
 * The text of the plain file `path` (UTF-8), when it holds at most `maxBytes`; throws a
 * `NotAPlainFile` for anything but a plain file. Never reads more than `maxBytes` and one byte.
 */
export function readPlainText(fs: PlainReadFs, path: string, maxBytes: number): PlainText {
  const opened = openToRead(fs, path);
  if (opened === null) return { kind: 'missing' };
  try {
    if (opened.stat.size > maxBytes) return { kind: 'too large', size: opened.stat.size };
    // Room for one byte more than the file had: one written into meanwhile is read no further than that (and its text found cut).
    const buffer = Buffer.allocUnsafe(opened.stat.size + 1);
    let length = 0;
    for (;;) {
      const got = fs.readSync(opened.fd, buffer, length, buffer.length - length, length);
      length += got;
      if (got === 0 || length === buffer.length) break;
    }
    if (length > maxBytes) return { kind: 'too large', size: length };
    return { kind: 'text', text: buffer.toString('utf8', 0, length), stat: opened.stat };
  } finally {
    fs.closeSync(opened.fd);
  }
}
