/** A feed's push names its data 'unchanged' only when it is the very object the same key's last push carried. */
import { describe, expect, it } from 'vitest';
import { pushElision } from '../../../../electron/backend/live/push-elision.ts';

describe('pushElision', () => {
  it('sends data once, then unchanged while the same object goes again for the same key', () => {
    const elide = pushElision<{ n: number } | null>();
    const a = { n: 1 };
    expect(elide('k', a)).toBe(a);
    expect(elide('k', a)).toBe('unchanged');
    expect(elide('k', a)).toBe('unchanged');
    // Equal but another object: a new read, sent.
    const b = { n: 1 };
    expect(elide('k', b)).toBe(b);
  });

  it('sends the data again under another key, and after a null (nothing read: always sent as it is)', () => {
    const elide = pushElision<{ n: number } | null>();
    const a = { n: 1 };
    expect(elide('demo', a)).toBe(a);
    expect(elide('sandbox', a)).toBe(a);
    expect(elide('sandbox', null)).toBeNull();
    expect(elide('sandbox', null)).toBeNull();
    expect(elide('sandbox', a)).toBe(a);
  });
});
