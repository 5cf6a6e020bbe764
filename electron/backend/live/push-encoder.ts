/**
 * A feed's side of the push contract (shared/domain/feed-push.ts; docs/architecture.md, "What a
 * push says"). Each data object a feed composes has one revision (`revisionOf`), which its state
 * carries; the encoder remembers what the feed last pushed and says what each push carries: the
 * snapshot first (and under a new key, and for no data), then a delta against the revision last
 * pushed, or `same` while the data is the object last pushed (a push of the feed's status only
 * carries no data). Revisions are counted across every feed of the process, so a feed made anew
 * (an account watched again, the session replaced) never names a revision a listener holds of
 * another one.
 */
import { diffData, type DataChange, type Keying, type Row } from '../../../shared/domain/feed-push.ts';

/** The revision of no data: nothing read yet (a listener holding `null` holds it). */
const NO_DATA = 0;
const revisions = new WeakMap<object, number>();
let lastRevision = NO_DATA;

/** The revision of a data object a feed composed (a new object, a new revision); `null` is 0. */
export function revisionOf(data: object | null): number {
  if (data === null) return NO_DATA;
  let revision = revisions.get(data);
  if (revision === undefined) {
    revision = lastRevision += 1;
    revisions.set(data, revision);
  }
  return revision;
}

/** One feed's memory of what it pushed. */
export interface PushEncoder<D, T, M> {
  /** What a push of `data` under `key` (an account, an environment) carries; its state says `revisionOf(data)`. */
  encode(key: string, data: D | null): DataChange<D, T, M>;
}

/** A fresh encoder for one feed, keying its data with `keying`. */
export function pushEncoder<D extends object, T, M>(keying: Keying<D, T, M>): PushEncoder<D, T, M> {
  let last: { key: string; data: D | null } | null = null;
  // The rows of the data last pushed are the next diff's base: keyed once, not once a push.
  const keyed = new WeakMap<D, readonly Row<T>[]>();
  const rowsOf = (data: D): readonly Row<T>[] => {
    let rows = keyed.get(data);
    if (rows === undefined) keyed.set(data, (rows = keying.rows(data)));
    return rows;
  };
  const memoised: Keying<D, T, M> = { ...keying, rows: rowsOf };
  return {
    encode(key, data) {
      const before = last;
      last = { key, data };
      if (before === null || before.key !== key) return { kind: 'snapshot', data };
      if (before.data === data) return { kind: 'same' };
      const change = diffData(memoised, before.data, data, revisionOf(before.data));
      // Equal data in a new object (a read that changed nothing) has a revision of its own: a
      // delta that names nothing moves the listeners to it, their objects kept.
      return change.kind === 'same' ? { kind: 'delta', base: revisionOf(before.data), upserted: [], removed: [] } : change;
    },
  };
}
