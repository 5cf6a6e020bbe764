/** A feed's pushes: the snapshot first, then deltas against the revision last pushed, `same` while the data is the object last pushed. */
import { describe, expect, it } from 'vitest';
import { uniqueRows, type Keying } from '../../../../shared/domain/feed-push.ts';
import { pushEncoder, revisionOf } from '../../../../electron/backend/live/push-encoder.ts';

type Data = readonly { id: string; n: number }[];
const keying: Keying<Data, Data[number], null> = {
  rows: (data) =>
    uniqueRows(
      data,
      (row) => row.id,
      (row) => row,
    ),
  meta: () => null,
  build: (rows) => rows,
};

describe('revisionOf', () => {
  it('gives each data object one revision, a new object a later one, and no data 0', () => {
    const a: Data = [];
    const b: Data = [];
    expect(revisionOf(a)).toBe(revisionOf(a));
    expect(revisionOf(b)).toBeGreaterThan(revisionOf(a));
    expect(revisionOf(null)).toBe(0);
  });
});

describe('pushEncoder', () => {
  it('sends the snapshot once, then "same" while the same object goes again', () => {
    const encoder = pushEncoder(keying);
    const a: Data = [{ id: '1', n: 1 }];
    expect(encoder.encode('k', a)).toEqual({ kind: 'snapshot', data: a });
    expect(encoder.encode('k', a)).toEqual({ kind: 'same' });
    expect(encoder.encode('k', a)).toEqual({ kind: 'same' });
  });

  it('sends a delta against the revision last pushed; equal data in a new object, a delta that names nothing', () => {
    const encoder = pushEncoder(keying);
    const a: Data = [
      { id: '1', n: 1 },
      { id: '2', n: 2 },
    ];
    encoder.encode('demo', a);
    const b: Data = [
      { id: '1', n: 1 },
      { id: '2', n: 3 },
    ];
    expect(encoder.encode('demo', b)).toEqual({ kind: 'delta', base: revisionOf(a), upserted: [['2', { id: '2', n: 3 }]], removed: [] });
    expect(encoder.encode('demo', structuredClone(b))).toEqual({ kind: 'delta', base: revisionOf(b), upserted: [], removed: [] });
  });

  it('sends the snapshot again under another key, and for no data (then "same" while none)', () => {
    const encoder = pushEncoder(keying);
    const a: Data = [{ id: '1', n: 1 }];
    encoder.encode('demo', a);
    expect(encoder.encode('sandbox', a)).toEqual({ kind: 'snapshot', data: a });
    expect(encoder.encode('sandbox', null)).toEqual({ kind: 'snapshot', data: null });
    expect(encoder.encode('sandbox', null)).toEqual({ kind: 'same' });
    expect(encoder.encode('sandbox', a)).toEqual({ kind: 'snapshot', data: a });
  });
});
