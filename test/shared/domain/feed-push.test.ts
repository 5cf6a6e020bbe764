/** Reading a feed's pushes in order: an 'unchanged' field is what the same key's last push carried. */
import { describe, expect, it } from 'vitest';
import { elidedReader } from '../../../shared/domain/feed-push.ts';

interface State {
  key: string;
  data: readonly number[] | null;
  paused: boolean;
}

describe('elidedReader', () => {
  it("keeps the data of each key apart and reads an unchanged push as its key's last data", () => {
    const read = elidedReader<State, 'data'>('data', (push) => push.key);
    const one = [1];
    const two = [2];
    expect(read({ key: 'a', data: one, paused: false })?.data).toBe(one);
    expect(read({ key: 'b', data: two, paused: false })?.data).toBe(two);
    expect(read({ key: 'a', data: 'unchanged', paused: true })).toEqual({ key: 'a', data: one, paused: true });
    expect(read({ key: 'b', data: 'unchanged', paused: false })?.data).toBe(two);
  });

  it('cannot read an unchanged push with no data before it of its key (none yet, or null)', () => {
    const read = elidedReader<State, 'data'>('data', (push) => push.key);
    expect(read({ key: 'a', data: 'unchanged', paused: false })).toBeNull();
    expect(read({ key: 'a', data: null, paused: false })?.data).toBeNull();
    expect(read({ key: 'a', data: 'unchanged', paused: false })).toBeNull();
  });
});
