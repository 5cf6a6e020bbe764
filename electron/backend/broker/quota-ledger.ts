/**
 * The hourly spending of a consumer key, shared by every Strikeboard process on the machine (the
 * app and each command-line run): the provider counts per key, whichever process spends, so each
 * quota meter writes what it spends here and reads what the others spent.
 *
 * A file of JSON lines, one per charge or settlement, appended with O_APPEND (small appends from
 * several processes do not interleave): `{env, module, at, units, src}` where `at` is the start
 * of the one-second bucket, `units` may be negative (a settlement correcting an estimate) and
 * `src` names the writing process, so a meter can tell its own spending (already in memory) from
 * the others'. Each record is written between newlines, so a line a crash left half-written is
 * ended by the next record and skipped alone when read. Reading is incremental (from the last
 * offset read) and at most every `LEDGER_REFRESH_MS`. Past a size bound the file is compacted:
 * the last hour's records summed per second and writer, written to a private temporary file that
 * is renamed over the ledger (atomic), then whatever reached the old file meanwhile is appended.
 * A compacted file starts with a header line naming its generation, so readers see it is a new
 * file even where the filesystem reuses the old inode number.
 * The file is private (0600) like the settings. Every failure is reported and swallowed: losing
 * the shared count makes the meter count this process alone, never crashes it.
 */
import * as nodeFs from 'node:fs';
import { dirname, join } from 'node:path';
import { QUOTA_MODULES, type QuotaModule } from '../../../shared/domain/quota.ts';
import type { Clock } from '../services.ts';
import { PRIVATE_FILE_MODE } from '../settings/private-file.ts';

/** The ledger's file name in the data folder (data-dir.ts). */
export const LEDGER_FILE_NAME = 'quota-ledger.jsonl';
/** Others' spending is re-read at most this often (a stat and the new bytes: cheap). */
export const LEDGER_REFRESH_MS = 2_000;
/** The file is compacted once it grows past this (or twice its size after the last compaction). */
export const LEDGER_COMPACT_BYTES = 256 * 1024;
const WINDOW_MS = 3_600_000;
const CHUNK_BYTES = 1 << 20;
const NEWLINE = 0x0a;
/** The first bytes of the file tell one file from its compacted successor (an inode may be reused). */
const HEAD_BYTES = 64;

/** The filesystem calls the ledger makes (node:fs by default; tests may fail them). */
export interface LedgerFs {
  appendFileSync(path: string, data: string, options: { mode: number; flag: 'a' }): void;
  openSync(path: string, flags: 'r'): number;
  fstatSync(fd: number): { size: number; ino: number };
  statSync(path: string): { size: number };
  readSync(fd: number, buffer: Uint8Array, offset: number, length: number, position: number): number;
  closeSync(fd: number): void;
  writeFileSync(path: string, data: string, options: { mode: number; flag: 'wx' }): void;
  renameSync(from: string, to: string): void;
  rmSync(path: string, options: { force: true }): void;
  mkdirSync(path: string, options: { recursive: true; mode: number }): unknown;
  chmodSync(path: string, mode: number): void;
}

/** Spending in one one-second bucket. */
export interface SpendBucket {
  readonly at: number;
  readonly units: number;
}

export interface QuotaLedger {
  /** This process's writer id. */
  readonly source: string;
  /** Records `units` (negative: a settlement lowering an estimate) spent at bucket `at`. */
  record(env: string, module: QuotaModule, at: number, units: number): void;
  /**
   * What other writers spent on `module` of `env` in the hour before `now`, oldest first, summed
   * per second; the file is re-read when the last read is `LEDGER_REFRESH_MS` old.
   */
  othersSpending(env: string, module: QuotaModule, now: number): readonly SpendBucket[];
}

export interface QuotaLedgerOptions {
  /** The ledger file (`join(dataDir, LEDGER_FILE_NAME)`). */
  path: string;
  clock: Clock;
  /** This process's writer id (random by default). */
  source?: string;
  fs?: LedgerFs;
  /** Told of every failure (the ledger goes on without it). */
  onError?: (what: string, error: unknown) => void;
  compactBytes?: number;
  windowMs?: number;
}

/** The ledger file in a data folder. */
export const ledgerPath = (folder: string): string => join(folder, LEDGER_FILE_NAME);

interface LedgerRecord {
  env: string;
  module: QuotaModule;
  at: number;
  units: number;
  src: string;
}

const isModule = (value: unknown): value is QuotaModule => typeof value === 'string' && (QUOTA_MODULES as readonly string[]).includes(value);

/** One line as a record, or null for anything else (corrupt, truncated, another version's). */
export function parseLedgerLine(line: string): LedgerRecord | null {
  const trimmed = line.trim();
  if (trimmed === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(trimmed);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { env, module, at, units, src } = value as Record<string, unknown>;
  if (typeof env !== 'string' || !isModule(module) || typeof src !== 'string') return null;
  if (typeof at !== 'number' || !Number.isSafeInteger(at) || typeof units !== 'number' || !Number.isFinite(units)) return null;
  return { env, module, at, units, src };
}

const formatRecord = (record: LedgerRecord): string => `\n${JSON.stringify(record)}\n`;

const randomSource = (): string => Math.random().toString(36).slice(2, 10) + Date.now().toString(36);

/** Opens (lazily: nothing is touched until used) the ledger at `options.path`. */
export function openQuotaLedger(options: QuotaLedgerOptions): QuotaLedger {
  const fs = options.fs ?? (nodeFs as unknown as LedgerFs);
  const { path, clock } = options;
  const source = options.source ?? randomSource();
  const windowMs = options.windowMs ?? WINDOW_MS;
  const baseCompact = options.compactBytes ?? LEDGER_COMPACT_BYTES;
  const report = (what: string, error: unknown): void => options.onError?.(what, error);

  // Others' spending as read so far: "env\u0000module" → bucket start → units.
  const others = new Map<string, Map<number, number>>();
  const sorted = new Map<string, SpendBucket[]>();
  let offset = 0;
  let inode: number | null = null;
  let head = '';
  let lastRead: number | null = null;
  let compactAt = baseCompact;
  let prepared = false;

  const keyOf = (env: string, module: QuotaModule): string => `${env}\u0000${module}`;

  /** The first bytes of the open file. */
  function headOf(fd: number, size: number): string {
    const buffer = Buffer.alloc(Math.min(HEAD_BYTES, size));
    const read = fs.readSync(fd, buffer, 0, buffer.length, 0);
    return buffer.subarray(0, read).toString('latin1');
  }

  /** Reads `fd` from `from` to `to` in chunks; only whole lines count. Returns the bytes consumed. */
  function readLines(fd: number, from: number, to: number, each: (record: LedgerRecord) => void): number {
    let consumed = from;
    let carry = Buffer.alloc(0);
    let position = from;
    while (position < to) {
      const chunk = Buffer.alloc(Math.min(CHUNK_BYTES, to - position));
      const read = fs.readSync(fd, chunk, 0, chunk.length, position);
      if (read <= 0) break;
      position += read;
      const data = carry.length === 0 ? chunk.subarray(0, read) : Buffer.concat([carry, chunk.subarray(0, read)]);
      const end = data.lastIndexOf(NEWLINE);
      if (end < 0) {
        carry = data;
        continue;
      }
      for (const line of data.subarray(0, end).toString('utf8').split('\n')) {
        const record = parseLedgerLine(line);
        if (record !== null) each(record);
      }
      carry = Buffer.from(data.subarray(end + 1));
      consumed = position - carry.length;
    }
    return consumed;
  }

  function add(record: LedgerRecord, now: number): void {
    if (record.src === source || record.at + windowMs <= now) return;
    const key = keyOf(record.env, record.module);
    let buckets = others.get(key);
    if (buckets === undefined) {
      buckets = new Map();
      others.set(key, buckets);
    }
    buckets.set(record.at, (buckets.get(record.at) ?? 0) + record.units);
    sorted.delete(key);
  }

  function refresh(now: number): void {
    if (lastRead !== null && now - lastRead < LEDGER_REFRESH_MS && now >= lastRead) return;
    lastRead = now;
    let fd: number;
    try {
      fd = fs.openSync(path, 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') report('read', error);
      return;
    }
    try {
      const stat = fs.fstatSync(fd);
      const first = headOf(fd, stat.size);
      if (stat.ino !== inode || stat.size < offset || !first.startsWith(head)) {
        // Compacted (a new file) or replaced: read it all again.
        others.clear();
        sorted.clear();
        offset = 0;
        inode = stat.ino;
      }
      head = first;
      if (stat.size > offset) offset = readLines(fd, offset, stat.size, (record) => add(record, now));
    } catch (error) {
      report('read', error);
    } finally {
      fs.closeSync(fd);
    }
  }

  function compact(now: number): void {
    const tmp = `${path}.${source}.${now}.tmp`;
    let fd: number;
    try {
      fd = fs.openSync(path, 'r');
    } catch (error) {
      report('compact', error);
      return;
    }
    try {
      const size = fs.fstatSync(fd).size;
      const sums = new Map<string, LedgerRecord>();
      const read = readLines(fd, 0, size, (record) => {
        if (record.at + windowMs <= now) return;
        const key = `${record.env}\u0000${record.module}\u0000${record.at}\u0000${record.src}`;
        const found = sums.get(key);
        if (found === undefined) sums.set(key, { ...record });
        else found.units += record.units;
      });
      const header = `\n${JSON.stringify({ compacted: now, by: source, generation: randomSource() })}\n`;
      const text = header + [...sums.values()]
        .filter((record) => record.units !== 0)
        .map(formatRecord)
        .join('');
      fs.writeFileSync(tmp, text, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
      fs.chmodSync(tmp, PRIVATE_FILE_MODE);
      fs.renameSync(tmp, path);
      // Records appended to the old file between our read and the rename are carried over.
      const after = fs.fstatSync(fd).size;
      if (after > read) {
        const tail = Buffer.alloc(after - read);
        const got = fs.readSync(fd, tail, 0, tail.length, read);
        const whole = tail.subarray(0, got);
        const end = whole.lastIndexOf(NEWLINE);
        if (end >= 0) fs.appendFileSync(path, whole.subarray(0, end + 1).toString('utf8'), { mode: PRIVATE_FILE_MODE, flag: 'a' });
      }
      compactAt = Math.max(baseCompact, 2 * Buffer.byteLength(text));
    } catch (error) {
      report('compact', error);
      try {
        fs.rmSync(tmp, { force: true });
      } catch {
        // Nothing more to do: a stray temporary file is harmless.
      }
    } finally {
      fs.closeSync(fd);
    }
  }

  return {
    source,
    record(env, module, at, units) {
      if (units === 0 || !Number.isFinite(units)) return;
      try {
        if (!prepared) fs.mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
        fs.appendFileSync(path, formatRecord({ env, module, at, units, src: source }), { mode: PRIVATE_FILE_MODE, flag: 'a' });
        if (!prepared) {
          // A file another version created looser than ours is tightened once.
          fs.chmodSync(path, PRIVATE_FILE_MODE);
          prepared = true;
        }
        if (fs.statSync(path).size > compactAt) compact(clock.now());
      } catch (error) {
        report('record', error);
      }
    },
    othersSpending(env, module, now) {
      refresh(now);
      const key = keyOf(env, module);
      let list = sorted.get(key);
      if (list === undefined) {
        list = [...(others.get(key) ?? new Map<number, number>()).entries()]
          .map(([at, units]) => ({ at, units: Math.max(0, units) }))
          .filter((bucket) => bucket.units > 0)
          .sort((a, b) => a.at - b.at);
        sorted.set(key, list);
      }
      let drop = 0;
      while (drop < list.length && (list[drop] as SpendBucket).at + windowMs <= now) drop += 1;
      if (drop > 0) {
        const buckets = others.get(key);
        for (const gone of list.slice(0, drop)) buckets?.delete(gone.at);
        list = list.slice(drop);
        sorted.set(key, list);
      }
      return list;
    },
  };
}
