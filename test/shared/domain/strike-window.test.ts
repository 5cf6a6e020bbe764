import { describe, expect, it } from 'vitest';
import { twoSigmaReach, WIDEST_STRIKE_WINDOW } from '../../../shared/domain/strike-window.ts';

/** Strikes from `low` to `high` by `step`. */
const ladder = (low: number, high: number, step: number): number[] => Array.from({ length: Math.round((high - low) / step) + 1 }, (_, i) => low + i * step);

describe('twoSigmaReach: the strikes loaded against ±2σ', () => {
  it('is covered where the strikes nearest both ends are loaded', () => {
    // 100 ± 2·5 = 90–110 within 80–120.
    const reach = twoSigmaReach(ladder(80, 120, 1), 100, 5);
    expect(reach).toMatchObject({ covered: true, loaded: { count: 41, low: 80, high: 120 }, wanted: { low: 90, high: 110 } });
  });

  it('says how far the strikes reach and what the range would take: 72 strikes by 1 against 6,511–6,857', () => {
    // SPX at 6,684 with σ 86.5: 6,684 ± 173 = 6,511–6,857; 72 strikes by 1 around it reach 6,648–6,719.
    const reach = twoSigmaReach(ladder(6648, 6719, 1), 6684, 86.5);
    expect(reach?.covered).toBe(false);
    expect(reach?.loaded).toEqual({ count: 72, low: 6648, high: 6719 });
    expect(reach?.wanted.low).toBeCloseTo(6511, 9);
    expect(reach?.wanted.high).toBeCloseTo(6857, 9);
    // (6,857 − 6,511) / 1 = 346 steps: 346 + 2 strikes, 2 quotes a pair.
    expect(reach?.strikesNeeded).toBe(348);
    expect(reach?.quotes).toBe(696);
  });

  it('measures at the finest step loaded, half a step past an edge still reaching it', () => {
    // 2.5 apart near the money, 5 further out: the step is 2.5. 100 ± 2·5.5 = 89–111.
    const mixed = [80, 85, 90, 92.5, 95, 97.5, 100, 102.5, 105, 107.5, 110];
    const reach = twoSigmaReach(mixed, 100, 5.5);
    // 111 is 1 past 110, under half of the last step (2.5): reached; 89 lies between loaded strikes.
    expect(reach?.covered).toBe(true);
    expect(reach?.strikesNeeded).toBe(Math.ceil(22 / 2.5) + 2);
    expect(twoSigmaReach(mixed, 100, 6)?.covered).toBe(false);
  });

  it('never asks past the widest window, never below zero, and needs a price, a σ and two strikes', () => {
    expect(twoSigmaReach(ladder(1, 10, 0.5), 5, 5000)?.strikesNeeded).toBe(WIDEST_STRIKE_WINDOW);
    expect(twoSigmaReach(ladder(1, 10, 0.5), 5, 5)?.wanted.low).toBe(0);
    expect(twoSigmaReach([100], 100, 5)).toBeNull();
    expect(twoSigmaReach(ladder(80, 120, 1), null, 5)).toBeNull();
    expect(twoSigmaReach(ladder(80, 120, 1), 100, null)).toBeNull();
  });
});
