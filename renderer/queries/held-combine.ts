/**
 * `combine`s for `useQueries` that React Query does not walk.
 *
 * React Query passes whatever a `combine` returns through its structural sharing against the
 * answer before (`replaceEqualDeep`), which walks every plain array and object in it. Over the
 * feeds' states that is every order of every account, on every change of any of them, and on
 * every render that hands it a new `combine` (measured on All accounts: 18 ms of a 38 ms refresh
 * where 10 orders changed). What a feed lands is already shared row by row (push-landing.ts), so a
 * held combine compares only the few levels it builds itself (`levels`: the list, its entries),
 * by identity below them, and answers in a `Held`, which React Query hands on untouched (it is not
 * a plain object): the same `Held` while nothing in those levels changed, so the views' memos hold.
 */
import { useState } from 'react';

/** A combined answer React Query keeps by reference. */
export class Held<T> {
  readonly value: T;
  constructor(value: T) {
    this.value = value;
  }
}

const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/**
 * Whether `a` and `b` are the same to `levels` levels of arrays and plain objects (their items and
 * values compared one level down), and by identity (`Object.is`) at the last level and for
 * anything else.
 */
export function sameToLevels(a: unknown, b: unknown, levels: number): boolean {
  if (Object.is(a, b)) return true;
  if (levels <= 0) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameToLevels(item, b[i], levels - 1));
  if (!isPlain(a) || !isPlain(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && sameToLevels(a[key], b[key], levels - 1));
}

/**
 * A `combine` made of `pick` that answers the `Held` it answered before while `pick`'s answer is
 * the same to `levels` levels (`sameToLevels`), else a new one. Its memory is the answer before:
 * a component makes one for itself (`useHeldCombine`).
 */
export function heldCombine<R, T>(pick: (results: R[]) => T, levels: number): (results: R[]) => Held<T> {
  let last: Held<T> | null = null;
  return (results) => {
    const next = pick(results);
    if (last !== null && sameToLevels(last.value, next, levels)) return last;
    last = new Held(next);
    return last;
  };
}

/** The component's own `heldCombine(pick, levels)`, made on its first render and kept (one `combine`, so React Query runs it only when a result changed). */
export function useHeldCombine<R, T>(pick: (results: R[]) => T, levels: number): (results: R[]) => Held<T> {
  const [combine] = useState(() => heldCombine(pick, levels));
  return combine;
}
