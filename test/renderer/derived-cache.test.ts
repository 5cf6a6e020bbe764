import { describe, expect, it } from 'vitest';
import { DerivedCache } from '../../renderer/derived-cache.ts';

const key = (n: number) => ({ n });

describe('DerivedCache', () => {
  it('gives back what was set for the very object, not for an equal one', () => {
    const cache = new DerivedCache<{ n: number }, string>(4);
    const a = key(1);
    cache.set(a, 'one');
    expect(cache.get(a)).toBe('one');
    expect(cache.get(key(1))).toBeUndefined();
  });

  it('lets go of what no read asked for during a whole generation, and keeps what was read', () => {
    const cache = new DerivedCache<{ n: number }, number>(3);
    const kept = key(0);
    const dropped = key(1);
    cache.set(kept, 0);
    cache.set(dropped, 1);
    cache.set(key(2), 2); // the young generation is full: it becomes the old one
    expect(cache.size).toBe(3);
    // A hit in the old generation moves the entry up; the other stays behind.
    expect(cache.get(kept)).toBe(0);
    cache.set(key(3), 3);
    cache.set(key(4), 4); // full again: the old generation, with `dropped` in it, is let go
    expect(cache.get(kept)).toBe(0);
    expect(cache.get(dropped)).toBeUndefined();
  });

  it('never holds more than two generations', () => {
    const cache = new DerivedCache<{ n: number }, number>(100);
    for (let n = 0; n < 10_000; n += 1) cache.set(key(n), n);
    expect(cache.size).toBeLessThanOrEqual(200);
  });

  it('refuses a generation that could hold nothing', () => {
    expect(() => new DerivedCache(0)).toThrow(RangeError);
    expect(() => new DerivedCache(1.5)).toThrow(RangeError);
  });
});
