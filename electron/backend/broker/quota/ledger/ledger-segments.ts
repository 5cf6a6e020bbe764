/**
 * The ledger's files: one segment per five minutes of writing, named by the start of its slot
 * (`1781100000000.jsonl`), in the ledger's folder. A writer appends to the segment of the moment
 * it writes, so a segment stops growing once its slot is over, and the records in it are dated at
 * or before its end (a settlement corrects the second of its charge, which came earlier). A
 * segment whose end lies more than the window (and a grace for clocks that disagree a little)
 * in the past holds nothing anyone counts: it is deleted whole. Nothing is ever read, rewritten
 * and renamed, so no writer's record can fall between a read and a rename: a late writer appends
 * to a segment being deleted at worst, and that record is already older than the window.
 */
import { join } from 'node:path';
import type { LedgerFs } from './ledger-file.ts';

/** How long one segment is written to. */
export const SEGMENT_MS = 5 * 60_000;
/** Kept this long beyond the window before a segment is deleted. */
export const PRUNE_GRACE_MS = 60_000;
const SUFFIX = '.jsonl';

/** The segment written to at `now`. */
export const segmentName = (now: number): string => `${Math.floor(now / SEGMENT_MS) * SEGMENT_MS}${SUFFIX}`;

/** The start of the slot a segment's name says, or null for any other name. */
export function segmentStart(name: string): number | null {
  if (!name.endsWith(SUFFIX)) return null;
  const stem = name.slice(0, -SUFFIX.length);
  if (stem === '' || stem.length > 16) return null;
  for (const char of stem) if (char < '0' || char > '9') return null;
  const start = Number(stem);
  return Number.isSafeInteger(start) ? start : null;
}

/** The segments in the ledger's folder, oldest first (other names are left alone). */
export function listSegments(fs: LedgerFs, folder: string): string[] {
  return fs
    .readdirSync(folder)
    .map((name) => ({ name, start: segmentStart(name) }))
    .filter((entry): entry is { name: string; start: number } => entry.start !== null)
    .sort((a, b) => a.start - b.start)
    .map((entry) => entry.name);
}

/** Whether a segment whose slot starts at `start` holds only records older than the window at `now`. */
export const isSpent = (start: number, now: number, windowMs: number): boolean => start + SEGMENT_MS + windowMs + PRUNE_GRACE_MS <= now;

const quietCodes = new Set(['ENOENT', 'EBUSY', 'EPERM']);

/**
 * Deletes the segments spent at `now`. Another process deleting the same one (ENOENT), or one
 * still open on Windows (EBUSY, EPERM: left for the next turn), is no failure.
 */
export function pruneSegments(fs: LedgerFs, folder: string, now: number, windowMs: number, report: (error: unknown) => void): void {
  for (const name of listSegments(fs, folder)) {
    const start = segmentStart(name) ?? now;
    if (!isSpent(start, now, windowMs)) break;
    try {
      fs.unlinkSync(join(folder, name));
    } catch (error) {
      if (!quietCodes.has((error as NodeJS.ErrnoException).code ?? '')) report(error);
    }
  }
}

/**
 * Deletes the file an earlier version wrote once nothing was written to it for longer than the
 * window (an older app still running keeps it fresh, and would make it again if it writes later).
 */
export function pruneLegacyFile(fs: LedgerFs, file: string, now: number, windowMs: number, report: (error: unknown) => void): void {
  try {
    const stat = fs.lstatSync(file);
    if (stat.isFile() && stat.mtimeMs + windowMs + PRUNE_GRACE_MS <= now) fs.unlinkSync(file);
  } catch (error) {
    if (!quietCodes.has((error as NodeJS.ErrnoException).code ?? '')) report(error);
  }
}
