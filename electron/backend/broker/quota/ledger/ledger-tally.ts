/**
 * What the other writers spent, as read from the ledger so far: summed per environment, module
 * and second, handed out oldest first as one list per module that stays the same object until
 * something changes (the meter tells a change by identity). What leaves the window is forgotten.
 */
import type { QuotaModule } from '../../../../../shared/domain/quota.ts';
import { countedAt, type LedgerRecord } from './ledger-line.ts';

/** Spending in one one-second bucket. */
export interface SpendBucket {
  readonly at: number;
  readonly units: number;
}

/** The others' spending. */
export interface SpendingTally {
  /** Counts a record read at `now` (one dated later counts now; one out of the window not at all). */
  add(record: LedgerRecord, now: number): void;
  /** Forgets everything (the files are read again from their start). */
  clear(): void;
  /** The buckets of `module` in `env` inside the window at `now`, oldest first, none below one unit. */
  spending(env: string, module: QuotaModule, now: number): readonly SpendBucket[];
}

/** A tally over a window of `windowMs`. */
export function createSpendingTally(windowMs: number): SpendingTally {
  // "env\u0000module" → bucket start → units; and the list last handed out.
  const sums = new Map<string, Map<number, number>>();
  const sorted = new Map<string, SpendBucket[]>();
  const keyOf = (env: string, module: QuotaModule): string => `${env}\u0000${module}`;

  return {
    add(record, now) {
      const at = countedAt(record.at, now);
      if (at + windowMs <= now) return;
      const key = keyOf(record.env, record.module);
      let buckets = sums.get(key);
      if (buckets === undefined) {
        buckets = new Map();
        sums.set(key, buckets);
      }
      buckets.set(at, (buckets.get(at) ?? 0) + record.units);
      sorted.delete(key);
    },
    clear() {
      sums.clear();
      sorted.clear();
    },
    spending(env, module, now) {
      const key = keyOf(env, module);
      let list = sorted.get(key);
      if (list === undefined) {
        const buckets = sums.get(key) ?? new Map<number, number>();
        // Seconds the window left are forgotten here too: a settled-to-nothing one is never listed.
        for (const at of [...buckets.keys()]) if (at + windowMs <= now) buckets.delete(at);
        list = [...buckets.entries()]
          .map(([at, units]) => ({ at, units: Math.max(0, units) }))
          .filter((bucket) => bucket.units > 0)
          .sort((a, b) => a.at - b.at);
        sorted.set(key, list);
      }
      let drop = 0;
      while (drop < list.length && (list[drop] as SpendBucket).at + windowMs <= now) drop += 1;
      if (drop > 0) {
        const buckets = sums.get(key);
        for (const gone of list.slice(0, drop)) buckets?.delete(gone.at);
        list = list.slice(drop);
        sorted.set(key, list);
      }
      return list;
    },
  };
}
