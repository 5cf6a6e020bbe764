import { describe, expect, it } from 'vitest';
import { toEpochMs } from '../../../shared/domain/instant.ts';

describe('toEpochMs tells seconds from milliseconds by magnitude', () => {
  it.each<[number | null | undefined, number | null]>([
    [1_767_364_260_000, 1_767_364_260_000],
    [1_767_364_265, 1_767_364_265_000],
    [1_234.5, 1_234_500],
    [0, null],
    [-5, null],
    [Number.NaN, null],
    [null, null],
    [undefined, null],
    [Date.UTC(9999, 11, 31, 23, 59, 59, 999), Date.UTC(9999, 11, 31, 23, 59, 59, 999)],
    [Date.UTC(10000, 0, 1), null],
    [8.64e15 + 1, null],
    [1e20, null],
    [Number.MAX_VALUE, null],
    [Number.POSITIVE_INFINITY, null],
  ])('%s → %s', (value, expected) => {
    expect(toEpochMs(value)).toBe(expected);
  });
});
