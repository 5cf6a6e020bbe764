/**
 * Remembers (consumer key, timestamp, nonce) triples so a nonce reused with the same timestamp is
 * refused (docs/platform/oauth.md, "Signing a request"). Entries older than the timestamp window
 * can never be accepted again (the timestamp check refuses them first), so they are dropped.
 *
 * The triples are held by their timestamp, one set per second: expiry drops whole seconds, and
 * looks at the seconds held (at most the window's 601, since the timestamp check runs first)
 * once per second of the broker's clock, never at the nonces. A flood of nonces therefore costs
 * each request the same: one set lookup and one insert.
 */
import { LIMITS } from '../../shared/spec-constants.ts';

/** What the store holds and how much expiry has looked at (diagnostics and the flood test). */
export interface NonceStoreStats {
  /** Triples held. */
  held: number;
  /** Distinct timestamps (seconds) held. */
  seconds: number;
  /** Seconds examined by expiry since the store was made: grows with clock time, not with nonces. */
  examined: number;
}

/** Seen nonces, indexed by their timestamp and expired a second at a time. */
export class NonceStore {
  #bySecond = new Map<number, Set<string>>();
  #held = 0;
  #examined = 0;
  /** The clock second expiry last ran at: it runs again only when the clock shows another. */
  #expiredAt = Number.NaN;

  /** Records the triple; false when it was already seen. */
  remember(consumerKey: string, timestamp: number, nonce: string, nowMs: number): boolean {
    const nowSecond = Math.floor(nowMs / 1000);
    if (nowSecond !== this.#expiredAt) this.#expire(nowSecond);
    const id = `${consumerKey}\u0000${nonce}`;
    let second = this.#bySecond.get(timestamp);
    if (second?.has(id) === true) return false;
    if (second === undefined) {
      second = new Set();
      this.#bySecond.set(timestamp, second);
    }
    second.add(id);
    this.#held += 1;
    return true;
  }

  /** What the store holds now. */
  stats(): NonceStoreStats {
    return { held: this.#held, seconds: this.#bySecond.size, examined: this.#examined };
  }

  /** Drops every second the window has left behind (a clock set back keeps them until it passes them again). */
  #expire(nowSecond: number): void {
    this.#expiredAt = nowSecond;
    const oldest = nowSecond - LIMITS.timestampToleranceSeconds - 1;
    for (const [timestamp, seen] of this.#bySecond) {
      this.#examined += 1;
      if (timestamp < oldest) {
        this.#bySecond.delete(timestamp);
        this.#held -= seen.size;
      }
    }
  }
}
