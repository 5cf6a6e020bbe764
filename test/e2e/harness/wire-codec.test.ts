/**
 * The bridge's JSON text (wire-codec.ts): what comes out in the page is what the backend gave,
 * as Electron's structured clone would give it, including what JSON alone loses; what a clone
 * would keep and JSON would change is refused rather than silently altered.
 */
import { describe, expect, it } from 'vitest';
import { decodeWire, encodeWire } from '../../../e2e/harness/wire-codec.ts';

const roundTrip = (value: unknown): unknown => decodeWire(encodeWire(value));

describe('the bridge text', () => {
  it('gives back plain data as it was', () => {
    const state = {
      ok: true,
      data: {
        accountKey: 'k',
        book: { orders: [{ orderId: '1', legs: [{ price: 1.25, option: null }], allOrNone: false }], groups: [] },
        changes: [],
        stale: null,
      },
    };
    expect(roundTrip(state)).toEqual(state);
    expect(encodeWire(state)).toBe(JSON.stringify(state));
  });

  it('keeps what JSON loses and a clone keeps: undefined values (as keys), NaN, the infinities, -0', () => {
    const value = {
      a: undefined,
      b: Number.NaN,
      c: Number.POSITIVE_INFINITY,
      d: Number.NEGATIVE_INFINITY,
      e: -0,
      list: [undefined, Number.NaN, 1],
      nested: { f: undefined },
    };
    const back = roundTrip(value) as typeof value;
    expect(back).toEqual(value);
    expect(Object.keys(back)).toEqual(Object.keys(value));
    expect(Object.hasOwn(back.nested, 'f')).toBe(true);
    expect(Object.is(back.e, -0)).toBe(true);
    expect(back.list).toHaveLength(3);
    expect(roundTrip(undefined)).toBeUndefined();
  });

  it('keeps text of the data that looks like a tag, or starts with NUL', () => {
    const value = { a: '\u0000undefined', b: '\u0000NaN', c: '\u0000', d: '\u0000text:x', e: 'plain \u0000 inside' };
    expect(roundTrip(value)).toEqual(value);
  });

  it('refuses what it could not give back the same: Dates, Maps, Sets, errors, typed arrays, BigInts, functions', () => {
    for (const bad of [new Date(0), new Map([[1, 2]]), new Set([1]), new Error('x'), new Uint8Array(2), 10n, () => 1, /x/]) {
      expect(() => encodeWire({ field: bad })).toThrow(/plain data only/);
    }
  });
});
