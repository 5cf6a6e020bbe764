/**
 * The one rule of a live feed's wait (feed-timing.ts): the setting within bounds, the hidden
 * window's named policies, backoff with jitter, and how the budget composes with backoff (the
 * longer of the two; neither multiplies the other). The cases of "polling interval" moved here
 * from broker/retry-timing.test.ts when the order watcher's poll-interval.ts became this module.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backedOffMs, HIDDEN_MAX_MS, MAX_BACKOFF_MS, planWait, settingMs } from '../../../../electron/backend/live/feed-timing.ts';
import { CHAIN_REFRESH_SECONDS } from '../../../../shared/domain/chain-refresh.ts';
import { REFRESH_SECONDS } from '../../../../shared/settings.ts';

const at = (refreshSeconds: number, visible = true, failures = 0, random = () => 0) =>
  backedOffMs({ baseMs: settingMs(refreshSeconds, REFRESH_SECONDS), visible, hidden: 'slow', failures, random });

describe('polling interval (the orders: setting 5-300 s, slow when hidden)', () => {
  it('follows the setting (default 10 s)', () => {
    expect(at(10)).toBe(10_000);
    expect(at(30)).toBe(30_000);
  });
  it('is never faster than 5 s, whatever the setting says', () => {
    expect(at(1)).toBe(5_000);
    expect(at(0)).toBe(5_000);
    expect(at(Number.NaN)).toBe(10_000);
  });
  it('slows down while the window is hidden, but not beyond two minutes', () => {
    expect(at(10, false)).toBe(60_000);
    expect(at(60, false)).toBe(HIDDEN_MAX_MS);
    expect(at(300, false)).toBe(300_000);
  });
  it('backs off after failures, with jitter, up to five minutes', () => {
    expect(at(10, true, 1)).toBe(20_000);
    expect(at(10, true, 2)).toBe(40_000);
    expect(at(10, true, 2, () => 0.999999)).toBe(30_000);
    expect(at(10, true, 20)).toBe(MAX_BACKOFF_MS);
  });
});

describe('the settings bounds', () => {
  it('clamps each feed to its own bounds', () => {
    expect(settingMs(1, CHAIN_REFRESH_SECONDS)).toBe(2_000);
    expect(settingMs(1_000, CHAIN_REFRESH_SECONDS)).toBe(300_000);
    expect(settingMs(Number.POSITIVE_INFINITY, CHAIN_REFRESH_SECONDS)).toBe(CHAIN_REFRESH_SECONDS.default * 1000);
  });
});

describe('the hidden-window policies', () => {
  const hidden = (policy: 'keep' | 'slow' | 'stop') => planWait({ baseMs: 10_000, visible: false, hidden: policy, failures: 0, random: () => 0 });
  it('keep: the same pace; slow: slower; stop: nothing runs', () => {
    expect(hidden('keep')).toEqual({ intervalMs: 10_000, slowedBecause: null, runs: true });
    expect(hidden('slow')).toEqual({ intervalMs: 60_000, slowedBecause: null, runs: true });
    expect(hidden('stop')).toMatchObject({ runs: false });
  });
  it('shown, every policy runs at the setting', () => {
    for (const policy of ['keep', 'slow', 'stop'] as const) {
      expect(planWait({ baseMs: 10_000, visible: true, hidden: policy, failures: 0, random: () => 0 })).toEqual({
        intervalMs: 10_000,
        slowedBecause: null,
        runs: true,
      });
    }
  });
});

describe('pace and backoff compose: the longer of the two', () => {
  const budgetAt = (floor: number) => (intervalMs: number) =>
    floor > intervalMs ? { intervalMs: floor, slowedBecause: `slowed to ${floor}` } : { intervalMs, slowedBecause: null };

  it('the budget is asked with the backed-off wait and may only lengthen it', () => {
    const asked: number[] = [];
    const plan = planWait({
      baseMs: 5_000,
      visible: true,
      hidden: 'stop',
      failures: 2,
      random: () => 0,
      pace: (ms) => (asked.push(ms), { intervalMs: ms, slowedBecause: null }),
    });
    expect(asked).toEqual([20_000]);
    expect(plan.intervalMs).toBe(20_000);
  });

  it('a provider hold longer than the backoff: the hold, not the hold doubled', () => {
    expect(planWait({ baseMs: 5_000, visible: true, hidden: 'stop', failures: 1, random: () => 0, pace: budgetAt(60_000) })).toEqual({
      intervalMs: 60_000,
      slowedBecause: 'slowed to 60000',
      runs: true,
    });
  });

  it('a backoff longer than the budget pace: the backoff, and no "slower" words', () => {
    expect(planWait({ baseMs: 10_000, visible: true, hidden: 'slow', failures: 3, random: () => 0, pace: budgetAt(30_000) })).toEqual({
      intervalMs: 80_000,
      slowedBecause: null,
      runs: true,
    });
  });

  it('never shorter than either, never longer than both (seeded property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 300_000 }),
        fc.integer({ min: 0, max: 30 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        fc.integer({ min: 0, max: 4_000_000 }),
        fc.boolean(),
        (baseMs, failures, jitter, floor, visible) => {
          const input = { baseMs, visible, hidden: 'slow' as const, failures, random: () => jitter };
          const backoff = backedOffMs(input);
          const plan = planWait({ ...input, pace: budgetAt(floor) });
          expect(plan.intervalMs).toBe(Math.max(backoff, floor));
          expect(backoff).toBeGreaterThanOrEqual(backedOffMs({ ...input, failures: 0 }));
          expect(backoff).toBeLessThanOrEqual(Math.max(MAX_BACKOFF_MS, backedOffMs({ ...input, failures: 0 })));
        },
      ),
      { seed: 2611, numRuns: 300 },
    );
  });
});
