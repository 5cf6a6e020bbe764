/**
 * A live feed pushes its whole state on every change of its status (a refresh starting, pause,
 * resume, a slower pace), and the state's data can be large: a day's orders (up to a megabyte), a
 * portfolio with its greeks, an inbox of hundreds of alerts. A push therefore names its data
 * `'unchanged'` when it is the very object the feed's last push for the same key carried: the
 * data goes once a refresh, not with every status change. The page keeps the data it was last
 * given (renderer/queries/push-landing.ts); tests and benches read pushes with `elidedReader`.
 */

/** What a push carries in place of data that is the object its key's last push carried. */
export type Unchanged = 'unchanged';

/** State `S` as pushed: its field `K` may be `'unchanged'`. */
export type Elided<S, K extends keyof S> = Omit<S, K> & { [P in K]: S[P] | Unchanged };

/**
 * A listener's reading of one feed's pushes in the order they come: each as the state it stands
 * for, an `'unchanged'` field being what the last push of the same key (`keyOf`) carried. `null`
 * for an `'unchanged'` push with nothing (or `null`, no data yet) before it of its key: a listener
 * that joined late cannot read it. A feed never sends `null` data as `'unchanged'`.
 */
export function elidedReader<S, K extends keyof S>(field: K, keyOf: (push: Elided<S, K>) => string): (push: Elided<S, K>) => S | null {
  const kept = new Map<string, S[K]>();
  return (push) => {
    const key = keyOf(push);
    const value = push[field] as S[K] | Unchanged;
    if (value !== 'unchanged') {
      kept.set(key, value);
      return { ...push, [field]: value } as S;
    }
    const last = kept.get(key) ?? null;
    return last === null ? null : ({ ...push, [field]: last } as S);
  };
}
