/**
 * The nonce store under a flood: it refuses a nonce reused with its timestamp and
 * forgets what the timestamp window has left behind, holds at most its cap per consumer key
 * (past it a nonce is `full`, never taken for a replay), and its work grows with the number of
 * nonces, not with its square. Before, every request past 10,000 held nonces scanned them all
 * (80,000 nonces took 18.6 s to fill). Work is counted (the seconds expiry examined) and compared
 * against a small baseline in CPU time, never raced against the wall clock.
 */
import { describe, expect, it } from 'vitest';
import { MAX_NONCES_PER_CONSUMER, NonceStore } from '../../../demo-broker/oauth/nonce-store.ts';
import { LIMITS } from '../../../shared/spec-constants.ts';

const T0 = Date.parse('2027-06-15T14:00:00Z');
const seconds = (ms: number) => Math.floor(ms / 1000);
const WINDOW = LIMITS.timestampToleranceSeconds;

/** Remembers `count` fresh nonces, the injected clock `perSecond` nonces per second; all must be new. */
function flood(store: NonceStore, count: number, perSecond: number, start = T0): void {
  for (let i = 0; i < count; i += 1) {
    const now = start + Math.floor(i / perSecond) * 1000;
    if (store.remember('key', seconds(now), `n${i}`, now) !== 'fresh') throw new Error(`nonce ${i} refused`);
  }
}

/** CPU milliseconds of `run`: what this process spent, whatever else the machine runs. */
function cpuMs(run: () => void): number {
  const before = process.cpuUsage();
  run();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

describe('replays', () => {
  it('refuses a nonce reused with the same timestamp and consumer; another timestamp or consumer is a new triple', () => {
    const store = new NonceStore();
    const ts = seconds(T0);
    expect(store.remember('key', ts, 'n', T0)).toBe('fresh');
    expect(store.remember('key', ts, 'n', T0 + 1000)).toBe('replayed');
    expect(store.remember('key', ts + 1, 'n', T0)).toBe('fresh');
    expect(store.remember('other', ts, 'n', T0)).toBe('fresh');
    // The key and nonce are never confused across the separator.
    expect(store.remember('ke', ts, 'y\u0000n', T0)).toBe('fresh');
  });

  it('still refuses a replay at the far edge of the window, and forgets a triple only once no timestamp check could pass it', () => {
    const store = new NonceStore();
    const ts = seconds(T0);
    store.remember('key', ts, 'n', T0);
    expect(store.remember('key', ts, 'n', T0 + WINDOW * 1000)).toBe('replayed');
    expect(store.remember('key', ts, 'n', T0 + (WINDOW + 1) * 1000)).toBe('replayed');
    store.remember('key', ts + 1000, 'later', T0 + (WINDOW + 2) * 1000);
    expect(store.stats()).toMatchObject({ held: 1, seconds: 1 });
  });

  it('keeps what a clock set back has not passed yet', () => {
    const store = new NonceStore();
    store.remember('key', seconds(T0), 'n', T0);
    store.remember('key', seconds(T0) - 3600, 'm', T0 - 3600_000);
    expect(store.remember('key', seconds(T0), 'n', T0 - 3600_000)).toBe('replayed');
  });
});

describe('a flood of 100,000 nonces', () => {
  it('inside one window: every nonce is held, and expiry looks at seconds, not nonces', () => {
    const store = new NonceStore();
    flood(store, 100_000, 1000);
    const stats = store.stats();
    expect(stats.held).toBe(100_000);
    expect(stats.seconds).toBe(100);
    // Expiry ran once per clock second (100) over at most the seconds held (≤ 100): ≤ 10,000
    // looks for 100,000 nonces. The store it replaces looked at every nonce on every request
    // past 10,000: about 4.5 billion.
    expect(stats.examined).toBeLessThanOrEqual(100 * 100);
  });

  it('over twenty minutes of clock: the store holds only the window, and work stays linear', () => {
    const store = new NonceStore();
    flood(store, 100_000, 80);
    const stats = store.stats();
    // 1,250 s of clock; what is held is the last window's worth (its seconds at 80 nonces each).
    expect(stats.seconds).toBeLessThanOrEqual(WINDOW + 2);
    expect(stats.held).toBeLessThanOrEqual((WINDOW + 2) * 80);
    expect(stats.examined).toBeLessThanOrEqual(1250 * (WINDOW + 2));
  });

  it('costs about ten times what 10,000 cost, not a hundred (CPU time against a small baseline)', () => {
    // Warm up, then take the smallest of three baselines so the ratio errs towards failing.
    flood(new NonceStore(), 10_000, 1000);
    const baseline = Math.min(...[0, 1, 2].map(() => cpuMs(() => flood(new NonceStore(), 10_000, 1000))));
    const whole = cpuMs(() => flood(new NonceStore(), 100_000, 1000));
    // Linear: about 10. The old store: several hundred.
    expect(whole / Math.max(baseline, 1)).toBeLessThan(40);
  });
});

describe('a hard cap on what the window holds', () => {
  it('refuses a nonce past the cap of its consumer key as `full`, never as a replay; other keys go on', () => {
    const store = new NonceStore({ maxPerConsumer: 3 });
    const ts = seconds(T0);
    for (const nonce of ['a', 'b', 'c']) expect(store.remember('key', ts, nonce, T0)).toBe('fresh');
    expect(store.remember('key', ts, 'd', T0)).toBe('full');
    expect(store.remember('key', ts + 1, 'e', T0 + 1000)).toBe('full');
    // A replay is still a replay, full or not; the refused nonce was not remembered.
    expect(store.remember('key', ts, 'a', T0)).toBe('replayed');
    expect(store.remember('other', ts, 'd', T0)).toBe('fresh');
    expect(store.stats().held).toBe(4);
  });

  it('takes nonces again once the window has let the old ones go', () => {
    const store = new NonceStore({ maxPerConsumer: 2 });
    const ts = seconds(T0);
    store.remember('key', ts, 'a', T0);
    store.remember('key', ts, 'b', T0);
    expect(store.remember('key', ts, 'c', T0)).toBe('full');
    const later = T0 + (WINDOW + 2) * 1000;
    expect(store.remember('key', seconds(later), 'c', later)).toBe('fresh');
    expect(store.stats()).toMatchObject({ held: 1, seconds: 1 });
  });

  it('never holds more than the cap, whatever the flood (the default is far above any budget)', () => {
    const store = new NonceStore({ maxPerConsumer: 1000 });
    let full = 0;
    for (let i = 0; i < 5000; i += 1) if (store.remember('key', seconds(T0), `n${i}`, T0) === 'full') full += 1;
    expect(full).toBe(4000);
    expect(store.stats().held).toBe(1000);
    // Ten requests a second for the whole window, per consumer key, is far below the default.
    expect(MAX_NONCES_PER_CONSUMER).toBeGreaterThanOrEqual(10 * (2 * WINDOW + 1));
  });
});
