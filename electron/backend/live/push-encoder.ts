/**
 * A feed's side of the push contract (shared/domain/feed-push.ts; docs/architecture.md, "What a
 * push says"): it remembers the data it last sent and its revision, and says what each push
 * carries. The first push of a key is the snapshot; then a delta against the revision before, or
 * `same` when the data is what went last (a push of the feed's status only carries no data).
 * Revisions are counted across every feed of the process, so a feed made anew (an account watched
 * again, the session replaced) never names a revision a listener holds of another one.
 */
import { diffData, type DataChange, type Keying } from '../../../shared/domain/feed-push.ts';

let lastRevision = 0;

/** What one push of a feed says about its data. */
export interface Encoded<D, T, M> {
  readonly revision: number;
  readonly change: DataChange<D, T, M>;
}

/** One feed's memory of what it pushed. */
export interface PushEncoder<D, T, M> {
  /** What a push of `data` (under `key`: an account, an environment) carries, and the revision it brings the data to. */
  encode(key: string, data: D | null): Encoded<D, T, M>;
  /** The revision of `data` for an answer: the one its last push named (else it counts as a new one, sent whole). */
  revision(key: string, data: D | null): number;
}

/** A fresh encoder for one feed, keying its data with `keying`. */
export function pushEncoder<D, T, M>(keying: Keying<D, T, M>): PushEncoder<D, T, M> {
  let last: { key: string; data: D | null; revision: number } | null = null;
  const encode = (key: string, data: D | null): Encoded<D, T, M> => {
    if (last !== null && last.key === key && last.data === data) return { revision: last.revision, change: { kind: 'same' } };
    const change: DataChange<D, T, M> = last === null || last.key !== key ? { kind: 'snapshot', data } : diffData(keying, last.data, data, last.revision);
    // Equal data in a new object: the listeners' revision stands (their objects are as good).
    const revision = change.kind === 'same' && last !== null ? last.revision : (lastRevision += 1);
    last = { key, data, revision };
    return { revision, change };
  };
  return { encode, revision: (key, data) => encode(key, data).revision };
}
