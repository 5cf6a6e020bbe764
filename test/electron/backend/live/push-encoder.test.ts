/** A feed's pushes: the snapshot first, then deltas against the revision before, `same` while the data is the object last sent. */
import { describe, expect, it } from 'vitest';
import { uniqueRows, type Keying } from '../../../../shared/domain/feed-push.ts';
import { pushEncoder } from '../../../../electron/backend/live/push-encoder.ts';

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

describe('pushEncoder', () => {
  it('sends the snapshot once, then "same" while the same object goes again, with the same revision', () => {
    const encoder = pushEncoder(keying);
    const a: Data = [{ id: '1', n: 1 }];
    const first = encoder.encode('k', a);
    expect(first.change).toEqual({ kind: 'snapshot', data: a });
    expect(encoder.encode('k', a)).toEqual({ revision: first.revision, change: { kind: 'same' } });
    // Equal data in another object (a read that changed nothing): the revision stands.
    expect(encoder.encode('k', structuredClone(a))).toEqual({ revision: first.revision, change: { kind: 'same' } });
    expect(encoder.revision('k', a)).toBe(first.revision);
  });

  it('sends a delta against the revision before, and the snapshot again under another key or after null', () => {
    const encoder = pushEncoder(keying);
    const a: Data = [
      { id: '1', n: 1 },
      { id: '2', n: 2 },
    ];
    const first = encoder.encode('demo', a);
    const b: Data = [
      { id: '1', n: 1 },
      { id: '2', n: 3 },
    ];
    const second = encoder.encode('demo', b);
    expect(second.revision).toBeGreaterThan(first.revision);
    expect(second.change).toEqual({ kind: 'delta', base: first.revision, upserted: [['2', { id: '2', n: 3 }]], removed: [] });
    const other = encoder.encode('sandbox', b);
    expect(other.change).toEqual({ kind: 'snapshot', data: b });
    expect(encoder.encode('sandbox', null).change).toEqual({ kind: 'snapshot', data: null });
    expect(encoder.encode('sandbox', null).change).toEqual({ kind: 'same' });
    expect(encoder.encode('sandbox', a).change).toEqual({ kind: 'snapshot', data: a });
  });

  it('never names a revision another feed named: a feed made anew starts past every revision sent', () => {
    const old = pushEncoder(keying);
    const sent = old.encode('k', [{ id: '1', n: 1 }]).revision;
    const fresh = pushEncoder(keying);
    expect(fresh.encode('k', [{ id: '1', n: 1 }]).revision).toBeGreaterThan(sent);
  });
});
