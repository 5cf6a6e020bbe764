/** The push contract: keyed deltas against a revision, applied in order, always give the snapshot; a listener that missed one asks again. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyDelta,
  diffData,
  landData,
  pushReader,
  sameValue,
  uniqueRows,
  type DataChange,
  type Keying,
  type Pushed,
} from '../../../shared/domain/feed-push.ts';

interface Item {
  readonly id: string;
  readonly value: number;
  readonly tags?: readonly string[];
}
interface Data {
  readonly items: readonly Item[];
  readonly total: number;
}

const keying: Keying<Data, Item, number> = {
  rows: (data) =>
    uniqueRows(
      data.items,
      (item) => item.id,
      (item) => item,
    ),
  meta: (data) => data.total,
  build: (items, total) => ({ items, total }),
};

const data = (total: number, ...items: Item[]): Data => ({ items, total });
type Delta = Extract<DataChange<Data, Item, number>, { kind: 'delta' }>;
const asDelta = (change: DataChange<Data, Item, number>): Delta => {
  if (change.kind !== 'delta') throw new Error(`expected a delta, got ${change.kind}`);
  return change;
};

describe('sameValue', () => {
  it('compares plain values deeply: NaN is NaN, a missing key is not an undefined one, an array is not a record', () => {
    expect(sameValue({ a: [1, { b: 'x' }], c: null }, { c: null, a: [1, { b: 'x' }] })).toBe(true);
    expect(sameValue(Number.NaN, Number.NaN)).toBe(true);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameValue({ a: 1, b: undefined }, { a: 1 })).toBe(false);
    expect(sameValue([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(sameValue({ a: { b: 1 } }, { a: { b: 2 } })).toBe(false);
    expect(sameValue(null, {})).toBe(false);
  });
});

describe('uniqueRows', () => {
  it('keys a repeated item under the first free #n, so every item keeps a row of its own', () => {
    const rows = uniqueRows(
      ['a', 'a', 'a#2', 'a'],
      (id) => id,
      (id) => id,
    );
    expect(rows.map(([key]) => key)).toEqual(['a', 'a#2', 'a#2#2', 'a#3']);
  });
});

describe('diffData', () => {
  const one = { id: '1', value: 1 };
  const two = { id: '2', value: 2 };
  const three = { id: '3', value: 3 };

  it('says "same" for the same object, and for equal data in another object', () => {
    const before = data(1, one, two);
    expect(diffData(keying, before, before, 7)).toEqual({ kind: 'same' });
    expect(diffData(keying, before, structuredClone(before), 7)).toEqual({ kind: 'same' });
  });

  it('sends a snapshot without a base or for no data, and a delta even when every row changed (its keys are what changed)', () => {
    expect(diffData(keying, null, data(1, one), 7)).toEqual({ kind: 'snapshot', data: data(1, one) });
    expect(diffData(keying, data(1, one), null, 7)).toEqual({ kind: 'snapshot', data: null });
    const all = data(1, { ...one, value: 9 }, { ...two, value: 9 });
    expect(diffData(keying, data(1, one, two), all, 7)).toEqual({
      kind: 'delta',
      base: 7,
      upserted: [
        ['1', all.items[0]],
        ['2', all.items[1]],
      ],
      removed: [],
    });
  });

  it('names the changed and added rows by key, the removed keys, and no order when new rows come last', () => {
    const change = asDelta(diffData(keying, data(1, one, two, three), data(1, one, { ...two, value: 5 }, { id: '4', value: 4 }), 7));
    expect(change).toEqual({
      kind: 'delta',
      base: 7,
      upserted: [
        ['2', { id: '2', value: 5 }],
        ['4', { id: '4', value: 4 }],
      ],
      removed: ['3'],
    });
  });

  it('sends the order when rows moved or a new row comes first, and the rest when it changed', () => {
    expect(asDelta(diffData(keying, data(1, one, two, three), data(1, three, one, two), 7))).toEqual({
      kind: 'delta',
      base: 7,
      upserted: [],
      removed: [],
      order: ['3', '1', '2'],
    });
    expect(asDelta(diffData(keying, data(1, one, two), data(2, three, one, two), 7))).toMatchObject({
      upserted: [['3', three]],
      order: ['3', '1', '2'],
      meta: 2,
    });
  });
});

describe('applyDelta', () => {
  it('keeps the object of every row the delta does not name', () => {
    const one = { id: '1', value: 1 };
    const two = { id: '2', value: 2 };
    const held = data(1, one, two);
    const next = applyDelta(keying, held, { kind: 'delta', base: 1, upserted: [['2', { id: '2', value: 3 }]], removed: [] });
    expect(next).toEqual(data(1, one, { id: '2', value: 3 }));
    expect(next?.items[0]).toBe(one);
  });

  it('refuses a delta that does not fit what is held (its order names a key neither holds, or leaves one out)', () => {
    const held = data(1, { id: '1', value: 1 });
    expect(applyDelta(keying, held, { kind: 'delta', base: 1, upserted: [], removed: [], order: ['1', '9'] })).toBeNull();
    expect(applyDelta(keying, held, { kind: 'delta', base: 1, upserted: [['2', { id: '2', value: 2 }]], removed: [], order: ['2'] })).toBeNull();
  });
});

describe('landData', () => {
  const held = { revision: 4, data: data(1, { id: '1', value: 1 }) };
  const delta: DataChange<Data, Item, number> = { kind: 'delta', base: 4, upserted: [['2', { id: '2', value: 2 }]], removed: ['1'] };

  it('lands a snapshot whole, naming no key; a delta on its base, naming its keys; "same" on its own revision', () => {
    expect(landData(keying, null, 5, { kind: 'snapshot', data: data(1) })).toEqual({ kind: 'landed', data: data(1), upserted: [], removed: [] });
    expect(landData(keying, held, 5, delta)).toEqual({ kind: 'landed', data: data(1, { id: '2', value: 2 }), upserted: ['2'], removed: ['1'] });
    expect(landData(keying, held, 4, { kind: 'same' })).toEqual({ kind: 'kept' });
  });

  it('cannot land what it has no base for: a late joiner or a missed revision asks again', () => {
    expect(landData(keying, null, 5, delta)).toEqual({ kind: 'missed' });
    expect(landData(keying, { ...held, revision: 3 }, 5, delta)).toEqual({ kind: 'missed' });
    expect(landData(keying, { revision: 4, data: null }, 5, delta)).toEqual({ kind: 'missed' });
    expect(landData(keying, null, 4, { kind: 'same' })).toEqual({ kind: 'missed' });
    expect(landData(keying, held, 5, { kind: 'same' })).toEqual({ kind: 'missed' });
  });
});

/** Data whose ids repeat and reorder, whose values and tags change and whose rest moves: every kind of change. */
const dataArbitrary: fc.Arbitrary<Data | null> = fc.option(
  fc.record({
    items: fc.array(
      fc.record(
        {
          id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'a#2'),
          value: fc.integer({ min: 0, max: 3 }),
          tags: fc.array(fc.constantFrom('x', 'y'), { maxLength: 2 }),
        },
        { requiredKeys: ['id', 'value'] },
      ),
      { maxLength: 8 },
    ),
    total: fc.integer({ min: 0, max: 2 }),
  }),
  { freq: 8 },
);

describe('the diffs applied in order (seeded property)', () => {
  it('always give the snapshot, keep every row they do not name, and a listener that joins late catches up from its answer', () => {
    fc.assert(
      fc.property(fc.array(dataArbitrary, { minLength: 1, maxLength: 12 }), fc.nat({ max: 11 }), (snapshots, joinAt) => {
        interface State {
          readonly revision: number;
          readonly data: Data | null;
        }
        const read = pushReader<State, 'data', Item, number>(keying, 'data', () => 'feed');
        const late = pushReader<State, 'data', Item, number>(keying, 'data', () => 'feed');
        let revision = 0;
        let sent: Data | null = null;
        let lastLanded: Data | null = null;
        for (const [index, next] of snapshots.entries()) {
          // A feed's first push is its snapshot (push-encoder.ts), then each change against the last.
          const change = index === 0 ? ({ kind: 'snapshot', data: next } as const) : diffData(keying, sent, next, revision);
          if (change.kind !== 'same') revision += 1;
          sent = next;
          const push: Pushed<State, 'data', Item, number> = { revision, data: change };
          const landed = read(push);
          expect(landed).not.toBeNull();
          expect(landed?.state.data).toEqual(next);
          if (landed !== null && lastLanded !== null && landed.state.data !== null && change.kind === 'delta') {
            // Identity: a row the delta does not name is the object held before.
            const named = new Set(landed.upserted);
            const before = new Map(keying.rows(lastLanded));
            for (const [key, row] of keying.rows(landed.state.data)) if (!named.has(key)) expect(row).toBe(before.get(key));
          }
          lastLanded = landed?.state.data ?? null;
          // The late listener: nothing before `joinAt`, then its answer (the state whole), then the pushes.
          if (index === joinAt) late({ revision, data: { kind: 'snapshot', data: next } });
          else if (index > joinAt) expect(late(push)?.state.data).toEqual(next);
        }
      }),
      { seed: 20261202, numRuns: 2000 },
    );
  });
});
