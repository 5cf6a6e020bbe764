/**
 * One line of the quota ledger: `{env, module, at, units, src}` as JSON, written between newlines,
 * so a line a crash left half-written is ended by the next record and skipped alone when read.
 * `at` is the start of the one-second bucket, `units` may be negative (a settlement correcting an
 * estimate) and `src` names the writing process.
 */
import { QUOTA_MODULES, type QuotaModule } from '../../../../../shared/domain/quota.ts';

/** One charge or settlement as written. */
export interface LedgerRecord {
  env: string;
  module: QuotaModule;
  at: number;
  units: number;
  src: string;
}

/**
 * No request costs this many units (a chain is admitted on at most the whole hourly budget): a
 * line claiming more is damage, not spending, and would hold a module back for an hour.
 */
export const MAX_RECORD_UNITS = 1_000_000_000;

/** The length of the bucket a record's `at` starts. */
export const BUCKET_MS = 1_000;

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
  if (Math.abs(units) > MAX_RECORD_UNITS) return null;
  return { env, module, at, units, src };
}

/** A record as it is appended: a line of its own, whatever the file ended with. */
export const formatLedgerRecord = (record: LedgerRecord): string => `\n${JSON.stringify(record)}\n`;

/**
 * The bucket a record read at `now` counts in: its own, or the current second's when it is dated
 * later (a damaged line, or a clock that was set back). Every writer shares this machine's clock,
 * so an honest record is never ahead of it; counting a later one now keeps its units (never
 * overspending) and lets them leave the window within the hour, where its own date could hold a
 * module back for centuries or lie beyond what a `Date` can show.
 */
export const countedAt = (at: number, now: number): number => Math.min(at, Math.floor(now / BUCKET_MS) * BUCKET_MS);
