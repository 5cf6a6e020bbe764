/**
 * Remembers (consumer key, timestamp, nonce) triples so a nonce reused with the same timestamp is
 * refused (docs/platform/oauth.md, "Signing a request"). Entries older than the timestamp window
 * can never be accepted again (the timestamp check refuses them first), so they are dropped.
 *
 * The triples are held by their timestamp, one bucket per second, and in it one set of nonces per
 * consumer key: expiry drops whole seconds, and looks at the seconds held (at most the window's
 * 601, since the timestamp check runs first) once per second of the broker's clock, never at the
 * nonces. A request costs two map lookups and one set insert, with no key built for it (the
 * nonce's own string is held), so a flood of nonces costs each the same.
 *
 * What the window holds is capped per consumer key (MAX_NONCES_PER_CONSUMER): past it a nonce is
 * refused as `full` (the verifier says so in a 401), as a real provider refuses a replay window it
 * cannot hold rather than forget nonces that could still be replayed.
 */
import { LIMITS } from '../../shared/spec-constants.ts';

/**
 * The most nonces one consumer key may have in the window at once: 250,000 over the 601 seconds
 * is over 400 signed requests a second, far past any hourly budget of the platform
 * (docs/platform/budgets.md), and about 15 MB of memory at most.
 */
export const MAX_NONCES_PER_CONSUMER = 250_000;

/** What remembering a triple found: new (remembered), seen before, or no room left for its consumer key. */
export type NonceVerdict = 'fresh' | 'replayed' | 'full';

/** What the store holds and how much expiry has looked at (diagnostics and the flood test). */
export interface NonceStoreStats {
  /** Triples held. */
  held: number;
  /** Distinct timestamps (seconds) held. */
  seconds: number;
  /** Seconds examined by expiry since the store was made: grows with clock time, not with nonces. */
  examined: number;
}

/** Seen nonces, indexed by their timestamp and consumer key, expired a second at a time. */
export class NonceStore {
  /** Timestamp (seconds) → consumer key → its nonces of that second. */
  #bySecond = new Map<number, Map<string, Set<string>>>();
  /** Nonces held per consumer key, for the cap. */
  #heldBy = new Map<string, number>();
  #held = 0;
  #examined = 0;
  /** The clock second expiry last ran at: it runs again only when the clock shows another. */
  #expiredAt = Number.NaN;
  readonly #maxPerConsumer: number;

  constructor(options: { maxPerConsumer?: number } = {}) {
    this.#maxPerConsumer = options.maxPerConsumer ?? MAX_NONCES_PER_CONSUMER;
  }

  /** Records the triple when it is new and its consumer key has room. */
  remember(consumerKey: string, timestamp: number, nonce: string, nowMs: number): NonceVerdict {
    const nowSecond = Math.floor(nowMs / 1000);
    if (nowSecond !== this.#expiredAt) this.#expire(nowSecond);
    let second = this.#bySecond.get(timestamp);
    let seen = second?.get(consumerKey);
    if (seen?.has(nonce) === true) return 'replayed';
    const held = this.#heldBy.get(consumerKey) ?? 0;
    if (held >= this.#maxPerConsumer) return 'full';
    if (second === undefined) {
      second = new Map();
      this.#bySecond.set(timestamp, second);
    }
    if (seen === undefined) {
      seen = new Set();
      second.set(consumerKey, seen);
    }
    seen.add(nonce);
    this.#heldBy.set(consumerKey, held + 1);
    this.#held += 1;
    return 'fresh';
  }

  /** The cap per consumer key this store keeps. */
  get maxPerConsumer(): number {
    return this.#maxPerConsumer;
  }

  /** What the store holds now. */
  stats(): NonceStoreStats {
    return { held: this.#held, seconds: this.#bySecond.size, examined: this.#examined };
  }

  /** Drops every second the window has left behind (a clock set back keeps them until it passes them again). */
  #expire(nowSecond: number): void {
    this.#expiredAt = nowSecond;
    const oldest = nowSecond - LIMITS.timestampToleranceSeconds - 1;
    for (const [timestamp, byConsumer] of this.#bySecond) {
      this.#examined += 1;
      if (timestamp >= oldest) continue;
      this.#bySecond.delete(timestamp);
      for (const [consumerKey, seen] of byConsumer) {
        const left = (this.#heldBy.get(consumerKey) ?? 0) - seen.size;
        if (left > 0) this.#heldBy.set(consumerKey, left);
        else this.#heldBy.delete(consumerKey);
        this.#held -= seen.size;
      }
    }
  }
}
