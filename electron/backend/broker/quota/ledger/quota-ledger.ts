/**
 * The hourly spending of a consumer key, shared by every Strikeboard process on the machine (the
 * app and each command-line run): the provider counts per key, whichever process spends, so each
 * quota meter writes what it spends here and reads what the others spent.
 *
 * A folder of JSON-lines segments (ledger-segments.ts), one record per charge or settlement
 * (ledger-line.ts), appended with O_APPEND (small appends from several processes do not
 * interleave). Records are only ever appended and whole segments deleted once the window has
 * passed them, never read, rewritten and renamed: that is what lost records when several
 * processes compacted one file at once. `src` names the writing process, so a meter can tell its
 * own spending (already in memory) from the others'. Reading is incremental (from the last offset
 * read, ledger-reader.ts) and at most every `LEDGER_REFRESH_MS`. The file an older
 * Strikeboard writes beside the folder is read too (never written), so its spending still counts.
 *
 * The files are private (0600, in a 0700 folder) like the settings; a link, a named pipe or
 * anything else that is not a plain file is refused and never followed or waited on
 * (ledger-file.ts). Every failure is reported (once per kind) and swallowed: losing the
 * shared count makes the meter count this process alone, never crashes or blocks it.
 */
import * as nodeFs from 'node:fs';
import { join } from 'node:path';
import type { QuotaModule } from '../../../../../shared/domain/quota.ts';
import type { Clock } from '../../../services.ts';
import { appendTo, folderExists, type LedgerFs } from './ledger-file.ts';
import { formatLedgerRecord, parseLedgerLine } from './ledger-line.ts';
import { MAX_LINE_BYTES, readNewLines, type FileCursor } from './ledger-reader.ts';
import { listSegments, pruneLegacyFile, pruneSegments, segmentName } from './ledger-segments.ts';
import { createSpendingTally, type SpendBucket } from './ledger-tally.ts';

/** The ledger's folder in the data folder (data-dir.ts). */
export const LEDGER_FOLDER_NAME = 'quota-ledger';
/** The one file earlier versions wrote, beside the folder: read, never written. */
export const LEGACY_LEDGER_FILE_NAME = 'quota-ledger.jsonl';
/** Others' spending is re-read at most this often (a listing, a stat and the new bytes per file: cheap). */
export const LEDGER_REFRESH_MS = 2_000;
const WINDOW_MS = 3_600_000;
const REPORTED_KINDS = 64;

export interface QuotaLedger {
  /** This process's writer id. */
  readonly source: string;
  /** Records `units` (negative: a settlement lowering an estimate) spent at bucket `at`. */
  record(env: string, module: QuotaModule, at: number, units: number): void;
  /**
   * What other writers spent on `module` of `env` in the hour before `now`, oldest first, summed
   * per second; the files are re-read when the last read is `LEDGER_REFRESH_MS` old.
   */
  othersSpending(env: string, module: QuotaModule, now: number): readonly SpendBucket[];
}

export interface QuotaLedgerOptions {
  /** The ledger's folder (`ledgerPath(dataDir)`). */
  path: string;
  clock: Clock;
  /** This process's writer id (random by default). */
  source?: string;
  fs?: LedgerFs;
  /** Told of every kind of failure once (the ledger goes on without it). */
  onError?: (what: string, error: unknown) => void;
  windowMs?: number;
}

/** The ledger's folder in a data folder. */
export const ledgerPath = (folder: string): string => join(folder, LEDGER_FOLDER_NAME);

/** The file an earlier version kept for the ledger at `path`. */
const legacyFileOf = (path: string): string => `${path}.jsonl`;

const randomSource = (): string => Math.random().toString(36).slice(2, 10) + Date.now().toString(36);

/** Opens (lazily: nothing is touched until used) the ledger at `options.path`. */
export function openQuotaLedger(options: QuotaLedgerOptions): QuotaLedger {
  const fs = options.fs ?? (nodeFs as unknown as LedgerFs);
  const { path, clock } = options;
  const source = options.source ?? randomSource();
  const windowMs = options.windowMs ?? WINDOW_MS;
  const tally = createSpendingTally(windowMs);
  const cursors = new Map<string, FileCursor>();
  const reported = new Set<string>();
  let lastRead: number | null = null;
  let segment: string | null = null;

  /** Reports a failure the first time its kind is seen: a file that stays broken is said once, not every few seconds. */
  function report(what: string, error: unknown): void {
    const kind = `${what}\u0000${error instanceof Error ? error.message : String(error)}`;
    if (reported.has(kind) || reported.size >= REPORTED_KINDS) return;
    reported.add(kind);
    options.onError?.(what, error);
  }

  /** The files to read: the legacy file, then the segments. */
  function files(): string[] {
    const found = [legacyFileOf(path)];
    try {
      if (folderExists(fs, path)) for (const name of listSegments(fs, path)) found.push(join(path, name));
    } catch (error) {
      report('read', error);
    }
    return found;
  }

  /** Reads what every file gained; false when one was replaced (then nothing read so far is trusted). */
  function readAll(now: number): boolean {
    const listed = files();
    for (const file of [...cursors.keys()]) if (!listed.includes(file)) cursors.delete(file);
    for (const file of listed) {
      try {
        const reading = readNewLines(fs, file, cursors.get(file), (line) => {
          const record = parseLedgerLine(line);
          if (record !== null && record.src !== source) tally.add(record, now);
        });
        if (reading.kind === 'replaced') return false;
        if (reading.kind === 'missing') cursors.delete(file);
        else {
          cursors.set(file, reading.cursor);
          if (reading.skipped > 0)
            report('read', new Error(`The quota ledger's ${file} holds a line of more than ${MAX_LINE_BYTES} bytes (no line break): not a record, skipped.`));
        }
      } catch (error) {
        report('read', error);
      }
    }
    return true;
  }

  function refresh(now: number): void {
    if (lastRead !== null && now - lastRead < LEDGER_REFRESH_MS && now >= lastRead) return;
    lastRead = now;
    if (readAll(now)) return;
    // Rewritten under us (an older version compacts its file): every file again from its start.
    tally.clear();
    cursors.clear();
    readAll(now);
  }

  /**
   * The segment to write at `now`, in a folder made if missing and checked every time (a link
   * put in its place is never written through); the first record of a slot deletes what the
   * window has passed.
   */
  function segmentFor(now: number): string {
    if (!folderExists(fs, path)) fs.mkdirSync(path, { recursive: true, mode: 0o700 });
    const name = segmentName(now);
    if (name !== segment) {
      segment = name;
      const prune = (error: unknown): void => report('prune', error);
      // Deleting is housekeeping: a failure is said, and the record is written all the same.
      try {
        pruneSegments(fs, path, now, windowMs, prune);
        pruneLegacyFile(fs, legacyFileOf(path), now, windowMs, prune);
      } catch (error) {
        prune(error);
      }
    }
    return join(path, name);
  }

  return {
    source,
    record(env, module, at, units) {
      if (units === 0 || !Number.isFinite(units)) return;
      try {
        appendTo(fs, segmentFor(clock.now()), formatLedgerRecord({ env, module, at, units, src: source }));
      } catch (error) {
        report('record', error);
      }
    },
    othersSpending(env, module, now) {
      refresh(now);
      return tally.spending(env, module, now);
    },
  };
}
