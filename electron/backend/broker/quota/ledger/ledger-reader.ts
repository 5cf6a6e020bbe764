/**
 * Reading a ledger file incrementally: from where the last read stopped, whole lines only (a line
 * still being written is read once it is whole), in chunks. A line longer than any record is
 * skipped to its end without being held in memory, so a file with no line breaks costs one pass,
 * never a buffer as large as the file or a second read. A file replaced since the last read (an
 * older Strikeboard compacting its ledger file) is told apart by its inode, its size and its first
 * bytes: the inode number alone may be reused.
 */
import { openToRead, type LedgerFs } from './ledger-file.ts';

/** No record is anywhere near this long; a longer line is damage and skipped. */
export const MAX_LINE_BYTES = 4_096;
const CHUNK_BYTES = 1 << 20;
const NEWLINE = 0x0a;
/** The first bytes of the file tell one file from its successor under the same name. */
const HEAD_BYTES = 64;

/** Where reading one file got to. */
export interface FileCursor {
  offset: number;
  ino: number;
  head: string;
  /** Inside a line too long to be a record: skip to its end. */
  skipping: boolean;
}

/** What one look at a file found. */
export type FileReading =
  | { kind: 'missing' }
  /** Not the file the cursor was reading: everything read from it so far is to be forgotten. */
  | { kind: 'replaced' }
  /** Read to its last whole line; `skipped` bytes of over-long lines were passed over. */
  | { kind: 'read'; cursor: FileCursor; skipped: number };

/** The first bytes of the open file. */
function headOf(fs: LedgerFs, fd: number, size: number): string {
  const buffer = Buffer.alloc(Math.min(HEAD_BYTES, size));
  const read = fs.readSync(fd, buffer, 0, buffer.length, 0);
  return buffer.subarray(0, read).toString('latin1');
}

/**
 * Reads `fd` from the cursor to `to`, calling `each` per whole line; moves the cursor past the
 * last newline (or past bytes of an over-long line). Returns the bytes skipped.
 */
function readLines(fs: LedgerFs, fd: number, cursor: FileCursor, to: number, each: (line: string) => void): number {
  let skipped = 0;
  let carry: Buffer = Buffer.alloc(0);
  let position = cursor.offset;
  while (position < to) {
    const chunk = Buffer.alloc(Math.min(CHUNK_BYTES, to - position));
    const read = fs.readSync(fd, chunk, 0, chunk.length, position);
    if (read <= 0) break;
    const base = position;
    position += read;
    let start = 0;
    for (;;) {
      const end = chunk.indexOf(NEWLINE, start);
      if (end < 0 || end >= read) {
        const rest = chunk.subarray(start, read);
        if (cursor.skipping || carry.length + rest.length > MAX_LINE_BYTES) {
          // Never held: the bytes are passed over for good, the line's end is still to come.
          skipped += carry.length + rest.length;
          carry = Buffer.alloc(0);
          cursor.skipping = true;
          cursor.offset = position;
        } else carry = Buffer.concat([carry, rest]);
        break;
      }
      const piece = chunk.subarray(start, end);
      if (cursor.skipping) skipped += piece.length;
      else if (carry.length + piece.length > MAX_LINE_BYTES) skipped += carry.length + piece.length;
      else each((carry.length === 0 ? piece : Buffer.concat([carry, piece])).toString('utf8'));
      cursor.skipping = false;
      carry = Buffer.alloc(0);
      start = end + 1;
      cursor.offset = base + start;
    }
  }
  return skipped;
}

/**
 * Reads the lines `path` gained since `cursor` (from the start without one). Throws a
 * `LedgerRefusal` for a path that is not a plain file, and filesystem errors as they come.
 */
export function readNewLines(fs: LedgerFs, path: string, cursor: FileCursor | undefined, each: (line: string) => void): FileReading {
  const opened = openToRead(fs, path);
  if (opened === null) return { kind: 'missing' };
  const { fd, stat } = opened;
  try {
    const head = headOf(fs, fd, stat.size);
    if (cursor !== undefined && (stat.ino !== cursor.ino || stat.size < cursor.offset || !head.startsWith(cursor.head))) return { kind: 'replaced' };
    const next: FileCursor = cursor === undefined ? { offset: 0, ino: stat.ino, head, skipping: false } : { ...cursor, head };
    const skipped = stat.size > next.offset ? readLines(fs, fd, next, stat.size, each) : 0;
    return { kind: 'read', cursor: next, skipped };
  } finally {
    fs.closeSync(fd);
  }
}
