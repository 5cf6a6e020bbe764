import { QueriesObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { Held, heldCombine, sameToLevels } from '../../../renderer/queries/held-combine.ts';

describe('sameToLevels', () => {
  it('compares the levels asked, by identity below them', () => {
    const row = { id: 1 };
    expect(sameToLevels([row], [row], 1)).toBe(true);
    // An equal row that is another object differs at one level, not at two.
    expect(sameToLevels([row], [{ id: 1 }], 1)).toBe(false);
    expect(sameToLevels([row], [{ id: 1 }], 2)).toBe(true);
    expect(sameToLevels({ list: [row], n: 1 }, { list: [row], n: 1 }, 2)).toBe(true);
    expect(sameToLevels({ list: [row], n: 1 }, { list: [row], n: 2 }, 2)).toBe(false);
  });

  it('tells lengths, keys and kinds apart', () => {
    expect(sameToLevels([1], [1, 2], 3)).toBe(false);
    expect(sameToLevels({ a: 1 }, { b: 1 }, 3)).toBe(false);
    expect(sameToLevels({ a: 1 }, { a: 1, b: undefined }, 3)).toBe(false);
    expect(sameToLevels([], {}, 3)).toBe(false);
    expect(sameToLevels(NaN, NaN, 0)).toBe(true);
    expect(sameToLevels(new Date(0), new Date(0), 3)).toBe(false);
  });
});

describe('heldCombine', () => {
  it('answers the same Held while the picked list is the same, a new one when an entry changes', () => {
    const combine = heldCombine((results: { data?: object }[]) => results.map((result) => result.data), 1);
    const a = { book: 'a' };
    const b = { book: 'b' };
    const first = combine([{ data: a }, { data: b }]);
    expect(first).toBeInstanceOf(Held);
    expect(first.value).toEqual([a, b]);
    expect(combine([{ data: a }, { data: b }])).toBe(first);
    const changed = { book: 'b' };
    const second = combine([{ data: a }, { data: changed }]);
    expect(second).not.toBe(first);
    expect(second.value[1]).toBe(changed);
  });

  it('is not walked by React Query: the data under it stays the objects the queries hold', () => {
    // The query itself keeps what it is given (as a feed's does: its landing shares the rows).
    const client = new QueryClient({ defaultOptions: { queries: { structuralSharing: false } } });
    const rows = Array.from({ length: 3 }, (_, i) => ({ id: i }));
    client.setQueryData(['feed', 1], { rows });
    const combine = heldCombine((results: { data?: unknown }[]) => results.map((result) => result.data), 1);
    const queries = [{ queryKey: ['feed', 1], enabled: false, staleTime: Infinity }];
    const observer = new QueriesObserver<Held<unknown[]>>(client, queries, { combine });
    const stop = observer.subscribe(() => {});
    const combined = () => observer.getOptimisticResult(queries, combine)[1]();
    expect(combined().value[0]).toEqual({ rows });
    // A state whose rows are equal but new objects: React Query's own sharing would hand back the old ones.
    const next = { rows: rows.map((row) => ({ ...row })) };
    client.setQueryData(['feed', 1], next);
    expect(combined().value[0]).toBe(next);
    stop();
  });
});
