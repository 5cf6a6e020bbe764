/**
 * What a live push says about its feed's data (docs/architecture.md, "What a push says"): the
 * one contract of the four feeds (orders, chain quotes, positions, alerts).
 *
 * A feed's data is keyed: rows, each under a key unique within the data (an order's ID, a
 * position's key, an alert's ID, a contract's OSI key), in order, and a small rest that is not a
 * row (a book's truncation, a portfolio's totals and balance, the underlier). Every state of a
 * feed carries the `revision` of its data. A push carries, in the data's place, a `DataChange`:
 *
 * - `snapshot`: the data whole (or `null`, nothing read yet);
 * - `delta`: against the data of revision `base`, the rows added or changed (`upserted`, by key),
 *   the keys gone (`removed`), the key order when it is not the base's with the new rows last
 *   (`order`), and the rest when it changed (`meta`);
 * - `same`: the data of revision `revision` again (a push of the feed's status only carries none).
 *
 * A listener holds one revision and its data. It lands a snapshot as it is, a delta only on the
 * revision it names, a `same` only on its own revision; any other push it cannot read (it joined
 * late or missed one) makes it ask the feed's state again, whose answer is whole, with its
 * revision (`landData`). The rows a delta does not name keep their objects, so nothing compares
 * them again: the keys it names are what changed.
 */

/** One row of a feed's data: its key and the row. */
export type Row<T> = readonly [key: string, row: T];

/** How a feed's data `D` is keyed: its rows (unique keys, in order), its rest, and the data built back from both. */
export interface Keying<D, T, M> {
  rows(data: D): readonly Row<T>[];
  meta(data: D): M;
  build(rows: readonly T[], meta: M): D;
}

/** What a push carries in place of its feed's data `D` (nullable: nothing read yet). */
export type DataChange<D, T, M> =
  | { readonly kind: 'snapshot'; readonly data: D | null }
  | {
      readonly kind: 'delta';
      readonly base: number;
      readonly upserted: readonly Row<T>[];
      readonly removed: readonly string[];
      /** Every key of the new data in order; absent when that is the base's order, less the removed, then the new keys as upserted. */
      readonly order?: readonly string[];
      /** The new rest; absent when it is the base's. */
      readonly meta?: M;
    }
  | { readonly kind: 'same' };

/** A state `S` whose field `K` is its data, as pushed: that field a change, beside the revision it brings the data to. */
export type Pushed<S extends { readonly revision: number }, K extends keyof S, T, M> = Omit<S, K> & {
  readonly revision: number;
} & { readonly [P in K]: DataChange<NonNullable<S[K]>, T, M> };

/**
 * Whether two plain values (numbers, text, booleans, null, arrays and records of them, as decoded
 * or cloned over IPC) are the same, NaN being NaN. What a feed's diff compares rows with, once,
 * in main.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return Number.isNaN(a) && Number.isNaN(b);
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  let count = 0;
  for (const key in left) {
    if (!Object.hasOwn(left, key)) continue;
    count += 1;
    if (!Object.hasOwn(right, key) || !sameValue(left[key], right[key])) return false;
  }
  for (const key in right) if (Object.hasOwn(right, key)) count -= 1;
  return count === 0;
}

/**
 * Rows of `items` under `keyOf`'s keys, each key made unique: a key seen again takes `#2`, `#3`
 * and so on (the first free one), so data a provider repeats still keys one row per item.
 */
export function uniqueRows<T, R = T>(items: Iterable<T>, keyOf: (item: T) => string, rowOf: (item: T) => R): Row<R>[] {
  const rows: Row<R>[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    let key = keyOf(item);
    for (let n = 2; seen.has(key); n += 1) key = `${keyOf(item)}#${n}`;
    seen.add(key);
    rows.push([key, rowOf(item)]);
  }
  return rows;
}

/** Whether `next`'s keys are `base`'s, less the removed, then the upserted keys `base` did not hold. */
function sameOrder(base: readonly Row<unknown>[], next: readonly Row<unknown>[], nextKeys: ReadonlySet<string>, upserted: readonly Row<unknown>[]): boolean {
  let at = 0;
  const held = new Set<string>();
  for (const [key] of base) {
    held.add(key);
    if (!nextKeys.has(key)) continue;
    if (next[at]?.[0] !== key) return false;
    at += 1;
  }
  for (const [key] of upserted) {
    if (held.has(key)) continue;
    if (next[at]?.[0] !== key) return false;
    at += 1;
  }
  return at === next.length;
}

/**
 * The change from `before` (the data of revision `base`) to `next`: a delta of the rows that
 * differ (`same`, by default `sameValue`), even when that is every row (the keys it names are
 * what changed: the flashes), or the snapshot where there is no base (no data on either side).
 * A delta that names nothing says the data is the same.
 */
export function diffData<D, T, M>(
  keying: Keying<D, T, M>,
  before: D | null,
  next: D | null,
  base: number,
  same: (a: T, b: T) => boolean = sameValue,
): DataChange<D, T, M> {
  if (before === next) return { kind: 'same' };
  if (before === null || next === null) return { kind: 'snapshot', data: next };
  const held = keying.rows(before);
  const rows = keying.rows(next);
  const heldByKey = new Map(held);
  const nextKeys = new Set<string>();
  const upserted: Row<T>[] = [];
  for (const row of rows) {
    nextKeys.add(row[0]);
    const old = heldByKey.get(row[0]);
    if (old === undefined || !same(old, row[1])) upserted.push(row);
  }
  const removed: string[] = [];
  for (const [key] of held) if (!nextKeys.has(key)) removed.push(key);
  const meta = keying.meta(next);
  const metaChanged = !sameValue(keying.meta(before), meta);
  const ordered = sameOrder(held, rows, nextKeys, upserted);
  if (upserted.length === 0 && removed.length === 0 && !metaChanged && ordered) return { kind: 'same' };
  return {
    kind: 'delta',
    base,
    upserted,
    removed,
    ...(ordered ? {} : { order: rows.map(([key]) => key) }),
    ...(metaChanged ? { meta } : {}),
  };
}

/**
 * `held` with a delta applied: the rows it does not name keep their objects (all of them, and
 * the data itself, when it names nothing). `null` when the
 * delta does not fit `held` (a key in its order that neither holds): it was not `held`'s delta.
 */
export function applyDelta<D, T, M>(keying: Keying<D, T, M>, held: D, delta: Extract<DataChange<D, T, M>, { kind: 'delta' }>): D | null {
  // A delta that names nothing (a read that changed nothing): the very data held.
  if (delta.upserted.length === 0 && delta.removed.length === 0 && delta.order === undefined && delta.meta === undefined) return held;
  const before = keying.rows(held);
  const byKey = new Map(before);
  for (const key of delta.removed) byKey.delete(key);
  const added: string[] = [];
  for (const [key, row] of delta.upserted) {
    if (!byKey.has(key)) added.push(key);
    byKey.set(key, row);
  }
  const removed = new Set(delta.removed);
  const order = delta.order ?? [...before.map(([key]) => key).filter((key) => !removed.has(key) && byKey.has(key)), ...added];
  const rows: T[] = [];
  for (const key of order) {
    const row = byKey.get(key);
    if (row === undefined) return null;
    rows.push(row);
  }
  if (rows.length !== byKey.size) return null;
  return keying.build(rows, delta.meta === undefined ? keying.meta(held) : delta.meta);
}

/** What a listener holds of a feed: the revision and its data. */
export interface Held<D> {
  readonly revision: number;
  readonly data: D | null;
}

/** What landing a push did: kept the held data, took new data (with the keys it names), or could not read it. */
export type Landing<D> =
  | { readonly kind: 'kept' }
  | { readonly kind: 'landed'; readonly data: D | null; readonly upserted: readonly string[]; readonly removed: readonly string[] }
  | { readonly kind: 'missed' };

/**
 * The one way a listener lands a push of revision `revision` carrying `change`, holding `held`
 * (`null`: nothing yet). A snapshot lands whole (naming no key: nothing "changed" on a first
 * read); a delta on the revision it names; `same` keeps the held data of the same revision.
 * Anything else is `missed`: the listener asks the feed's state again (docs/architecture.md,
 * "What a push says").
 */
export function landData<D, T, M>(keying: Keying<D, T, M>, held: Held<D> | null, revision: number, change: DataChange<D, T, M>): Landing<D> {
  if (change.kind === 'snapshot') return { kind: 'landed', data: change.data, upserted: [], removed: [] };
  if (change.kind === 'same') return held !== null && held.revision === revision ? { kind: 'kept' } : { kind: 'missed' };
  if (held === null || held.data === null || held.revision !== change.base) return { kind: 'missed' };
  const data = applyDelta(keying, held.data, change);
  if (data === null) return { kind: 'missed' };
  return { kind: 'landed', data, upserted: change.upserted.map(([key]) => key), removed: change.removed };
}

/**
 * A listener's reading of one feed's pushes in the order they come, each as the state it stands
 * for (`field` holding the data), with the keys it changed; `null` for a push it cannot read (a
 * listener that joined late). Separate keys (`keyOf`: an account, an environment) are held
 * apart. For tests and benches; the page lands pushes in renderer/queries/push-landing.ts.
 */
export function pushReader<S extends { readonly revision: number }, K extends keyof S, T, M>(
  keying: Keying<NonNullable<S[K]>, T, M>,
  field: K,
  keyOf: (push: Pushed<S, K, T, M>) => string,
): (push: Pushed<S, K, T, M>) => { state: S; upserted: readonly string[]; removed: readonly string[] } | null {
  const held = new Map<string, Held<NonNullable<S[K]>>>();
  return (push) => {
    const key = keyOf(push);
    const mine = held.get(key) ?? null;
    const landing = landData(keying, mine, push.revision, push[field] as DataChange<NonNullable<S[K]>, T, M>);
    if (landing.kind === 'missed') return null;
    const data = landing.kind === 'kept' ? (mine?.data ?? null) : landing.data;
    held.set(key, { revision: push.revision, data });
    const state = { ...push, [field]: data } as unknown as S;
    return landing.kind === 'kept' ? { state, upserted: [], removed: [] } : { state, upserted: landing.upserted, removed: landing.removed };
  };
}
