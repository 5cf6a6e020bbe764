/**
 * The arithmetic of a sliding window of one-second buckets, as pure functions over lists oldest
 * first: merging this process's spending with the others', trimming what left the window, when
 * room frees for more, and the steady rate that never takes the window over its limit.
 */

/** Units spent in one one-second bucket. */
export interface Bucket {
  at: number;
  units: number;
}

/** The units in a list of buckets. */
export const unitsIn = (list: readonly Readonly<Bucket>[]): number => list.reduce((sum, bucket) => sum + bucket.units, 0);

/** Two bucket lists, each oldest first, as one (a second in both is summed). */
export function mergeBuckets(own: readonly Readonly<Bucket>[], others: readonly Readonly<Bucket>[]): Bucket[] {
  const merged: Bucket[] = [];
  let i = 0;
  let j = 0;
  while (i < own.length || j < others.length) {
    const a = own[i];
    const b = others[j];
    if (a !== undefined && (b === undefined || a.at < b.at)) {
      merged.push({ at: a.at, units: a.units });
      i += 1;
    } else if (b !== undefined && (a === undefined || b.at < a.at)) {
      merged.push({ at: b.at, units: b.units });
      j += 1;
    } else if (a !== undefined && b !== undefined) {
      merged.push({ at: a.at, units: a.units + b.units });
      i += 1;
      j += 1;
    } else break;
  }
  return merged;
}

/** Drops, in place, the buckets that left the window at `now`; returns the list. */
export function trimWindow(list: Bucket[], now: number, windowMs: number): Bucket[] {
  let drop = 0;
  while (drop < list.length && (list[drop] as Bucket).at + windowMs <= now) drop += 1;
  if (drop > 0) list.splice(0, drop);
  return list;
}

/** When enough of the window has freed for `units` more within `limit`, or `now`. */
export function roomAt(list: readonly Readonly<Bucket>[], limit: number, units: number, now: number, windowMs: number): number {
  let used = unitsIn(list);
  if (used + units <= limit) return now;
  for (const bucket of list) {
    used -= bucket.units;
    if (used + units <= limit) return bucket.at + windowMs;
  }
  // More than the whole budget at once: never fits; the window's length is the honest wait.
  return now + windowMs;
}

/**
 * The highest steady rate (units per ms) that never takes the window over `limit`: the spending
 * already counted leaves the window bucket by bucket, so for each moment a bucket is about to
 * leave, what remains plus the new spending until then must fit. Polls spend `cost` at once, so
 * one poll's worth is kept in hand.
 */
export function sustainableRate(list: readonly Readonly<Bucket>[], limit: number, cost: number, now: number, windowMs: number): number {
  const room = limit - cost;
  let remaining = unitsIn(list);
  let rate = Math.max(0, room) / windowMs;
  for (const bucket of list) {
    const horizon = bucket.at + windowMs - now;
    if (horizon > 0) rate = Math.min(rate, Math.max(0, room - remaining) / horizon);
    remaining -= bucket.units;
  }
  return rate;
}
