/**
 * Deterministic randomness: every simulated fact is drawn from a generator keyed by the broker's
 * seed and the fact's identity (symbol, account, day, index), so the same seed always tells the
 * same story and one fact never shifts because another was asked for first.
 */

/** A small deterministic random source. */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
  /** One member of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** True with probability p. */
  chance(p: number): boolean;
}

/** FNV-1a over the text of the parts, mixed with the seed. */
export function hashParts(seed: number, parts: readonly (string | number)[]): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (const char of parts.join('\u001f')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** mulberry32: tiny, fast, good enough for test data (not for anything secret). */
export function randomFrom(seed: number, ...parts: (string | number)[]): Random {
  return randomFromHash(hashParts(seed, parts));
}

/** The same generator started from a 32-bit state already mixed (hot paths hash once, reuse it). */
export function randomFromHash(hash: number): Random {
  let state = hash >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
    chance: (p) => next() < p,
  };
}

/** Rounds to cents, the precision of every price on the wire. */
export function cents(value: number): number {
  return Math.round(value * 100) / 100;
}
