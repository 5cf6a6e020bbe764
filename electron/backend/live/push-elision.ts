/**
 * The data of one feed's pushes (shared/domain/feed-push.ts): `'unchanged'` when it is the very
 * object the last push of the same key carried, so that a change of the feed's status does not
 * send a day's orders, a portfolio or an inbox again. `null` (nothing read yet) goes as it is.
 */
import type { Unchanged } from '../../../shared/domain/feed-push.ts';

/** A fresh elision for one feed (its own memory of what it pushed last). */
export function pushElision<T>(): (key: string, data: T) => T | Unchanged {
  let last: { key: string; data: T } | null = null;
  return (key, data) => {
    if (data === null) {
      last = null;
      return data;
    }
    const same = last !== null && last.key === key && last.data === data;
    last = { key, data };
    return same ? 'unchanged' : data;
  };
}
