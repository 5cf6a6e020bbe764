import { describe, expect, it } from 'vitest';
import type { ExpiryFigures } from '../../../shared/domain/expiry-figures.ts';
import { sigmaLevels, sigmaOf, sigmaStrikes, withinTwoSigma } from '../../../shared/domain/sigma-strikes.ts';

const ladder = Array.from({ length: 41 }, (_, i) => 80 + i);

describe('sigmaOf', () => {
  it('is the IV move, else the straddle, else null', () => {
    const base = { ivMove: null, straddle: null } as unknown as ExpiryFigures;
    expect(sigmaOf({ ...base, ivMove: 7.24, straddle: 7 })).toBe(7.24);
    expect(sigmaOf({ ...base, straddle: 7 })).toBe(7);
    expect(sigmaOf(base)).toBeNull();
    expect(sigmaOf(null)).toBeNull();
  });
});

describe('sigmaLevels', () => {
  it('puts ±1σ and ±2σ around the price (hand: 101 ± 7.24 and ± 14.48)', () => {
    expect(sigmaLevels(101, 7.24)).toEqual([
      { mark: '-2σ', price: 101 - 14.48 },
      { mark: '-1σ', price: 101 - 7.24 },
      { mark: '+1σ', price: 101 + 7.24 },
      { mark: '+2σ', price: 101 + 14.48 },
    ]);
  });

  it('leaves out a level below zero and has none without a price or σ', () => {
    expect(sigmaLevels(10, 6).map((l) => l.mark)).toEqual(['-1σ', '+1σ', '+2σ']);
    expect(sigmaLevels(null, 5)).toEqual([]);
    expect(sigmaLevels(100, 0)).toEqual([]);
    expect(sigmaLevels(100, Number.NaN)).toEqual([]);
  });
});

describe('sigmaStrikes', () => {
  it('marks the strike nearest each level', () => {
    const marks = sigmaStrikes(ladder, sigmaLevels(101, 7.24));
    expect([...marks]).toEqual([
      [87, '-2σ'],
      [94, '-1σ'],
      [108, '+1σ'],
      [115, '+2σ'],
    ]);
  });

  it('marks an edge strike only for a level within half a step of it, and keeps the outer mark where two meet', () => {
    // 100 ± 4: -1σ at 96 and +1σ at 104 are each within half a step (2.5) of 95 and 105; ±2σ (92, 108) are not.
    expect([...sigmaStrikes([95, 100, 105], sigmaLevels(100, 4))]).toEqual([
      [95, '-1σ'],
      [105, '+1σ'],
    ]);
    // 2σ = 2 and 1σ = 1 both nearest 100 / 105 on a 5-wide ladder: the outer mark is kept.
    expect([...sigmaStrikes([95, 100, 105], sigmaLevels(101.5, 1))]).toEqual([
      [100, '-2σ'],
      [105, '+2σ'],
    ]);
    expect(sigmaStrikes([], sigmaLevels(100, 4)).size).toBe(0);
    expect(sigmaStrikes([100], sigmaLevels(100, 4)).size).toBe(0);
  });
});

describe('withinTwoSigma', () => {
  it('runs from the strike nearest -2σ to the one nearest +2σ, both in (hand: 100 ± 2·4.8 → 90…110)', () => {
    expect(withinTwoSigma(ladder, 100, 4.8)).toEqual([10, 31]);
    expect(ladder.slice(10, 31)).toEqual(Array.from({ length: 21 }, (_, i) => 90 + i));
    // Its ends are the ±2σ strikes the marks name.
    expect([...sigmaStrikes(ladder.slice(10, 31), sigmaLevels(100, 4.8))].filter(([, mark]) => mark.includes('2'))).toEqual([
      [90, '-2σ'],
      [110, '+2σ'],
    ]);
  });

  it('stops at the strikes loaded, and is null without a σ', () => {
    expect(withinTwoSigma(ladder, 100, 1000)).toEqual([0, 41]);
    expect(withinTwoSigma(ladder, 500, 1)).toEqual([40, 41]);
    expect(withinTwoSigma([], 100, 1)).toEqual([0, 0]);
    expect(withinTwoSigma(ladder, 100, null)).toBeNull();
  });
});
