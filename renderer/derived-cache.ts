/**
 * Values derived from immutable data objects (an order, a group), cached by the object's identity
 * and held strongly in two generations: in place of a WeakMap where the keys are many.
 *
 * Why not a WeakMap: its entries are ephemerons, which V8 finishes marking inside the pause of a
 * full collection. With the orders book's values in WeakMaps that part alone measured 8.5-9.5 ms
 * of a 20 ms pause while the list scrolled, a missed frame by itself (`BENCH_TRACE_ORDERS=scroll
 * BENCH_TRACE_EVENTS=1 npm run bench -- ui-orders.bench`). A Map's entries are plain objects to
 * the collector.
 *
 * How it lets go: every entry read or written goes to the young generation (a hit in the old one
 * moves up); once the young generation holds `limit` entries it becomes the old one, and the old
 * one is dropped. An object no read asks for during a whole generation is let go with it, so the
 * orders of a book no longer shown are held for at most two generations, while those the view
 * reads at every render stay.
 */
export class DerivedCache<K extends object, V> {
  #young = new Map<K, V>();
  #old = new Map<K, V>();
  readonly #limit: number;

  /** `limit`: entries in a generation, at least the objects one screen's data holds. */
  constructor(limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`DerivedCache: limit must be a positive integer, not ${limit}`);
    this.#limit = limit;
  }

  get(key: K): V | undefined {
    const young = this.#young.get(key);
    if (young !== undefined) return young;
    const old = this.#old.get(key);
    if (old !== undefined) this.set(key, old);
    return old;
  }

  set(key: K, value: V): void {
    this.#young.set(key, value);
    if (this.#young.size < this.#limit) return;
    this.#old = this.#young;
    this.#young = new Map();
  }

  /** Entries held, both generations (a key in both counts once per generation). */
  get size(): number {
    return this.#young.size + this.#old.size;
  }
}
