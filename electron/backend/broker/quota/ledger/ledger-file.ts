/**
 * Opening the quota ledger's files so that nothing in the data folder can trap a process: the
 * files are opened as plain-file.ts opens them (a symbolic link never followed, a named pipe never
 * blocking and refused, as is anything that is not a plain file) and, for the ledger's folder, a
 * plain folder is required. A refusal says what was found and what to do, in a `LedgerRefusal`.
 */
import { NotAPlainFile, openToAppend, openToRead as openPlainToRead, type OpenedFile, type PlainFileFs, type PlainFileStat } from '../../../plain-file.ts';
import { PRIVATE_FILE_MODE } from '../../../settings/private-file.ts';

export type { OpenedFile } from '../../../plain-file.ts';

/** What the ledger needs of a stat. */
export type LedgerStat = PlainFileStat;

/** The filesystem calls the ledger makes (node:fs by default; tests may fail them). */
export interface LedgerFs extends PlainFileFs {
  readSync(fd: number, buffer: Uint8Array, offset: number, length: number, position: number): number;
  writeSync(fd: number, data: string): number;
  fchmodSync(fd: number, mode: number): void;
  mkdirSync(path: string, options: { recursive: true; mode: number }): unknown;
  readdirSync(path: string): string[];
  unlinkSync(path: string): void;
}

/** A path the ledger will not use, and why, in words for a log or a terminal. */
export class LedgerRefusal extends Error {
  /** The path refused. */
  readonly path: string;

  constructor(path: string, found: string) {
    super(
      `The quota ledger's ${path} is ${found}: refused, never followed or read. Remove it; Strikeboard makes a new one (until then each process counts only its own spending).`,
    );
    this.name = 'LedgerRefusal';
    this.path = path;
  }
}

const codeOf = (error: unknown): string | undefined => (error as NodeJS.ErrnoException | null)?.code;

/** `open()`, its refusal worded for the ledger. */
function asLedger<T>(open: () => T): T {
  try {
    return open();
  } catch (error) {
    if (error instanceof NotAPlainFile) throw new LedgerRefusal(error.path, error.found);
    throw error;
  }
}

/** Opens `path` to read, or null when it does not exist; throws a `LedgerRefusal` for anything but a plain file. */
export function openToRead(fs: LedgerFs, path: string): OpenedFile | null {
  return asLedger(() => openPlainToRead(fs, path));
}

/** Appends `text` to `path` (created private), refusing anything but a plain file; a looser file is tightened. */
export function appendTo(fs: LedgerFs, path: string, text: string): void {
  const { fd, stat } = asLedger(() => openToAppend(fs, path, PRIVATE_FILE_MODE));
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
