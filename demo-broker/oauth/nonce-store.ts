/**
 * Remembers (consumer key, timestamp, nonce) triples so a nonce reused with the same timestamp is
 * refused (spec part 5). Entries older than the timestamp window can never be accepted again (the
 * timestamp check refuses them first), so they are dropped.
 */
import { LIMITS } from '../../shared/spec-constants.ts';

/** Seen nonces, pruned by timestamp. */
export class NonceStore {
  #seen = new Map<string, number>();

  /** Records the triple; false when it was already seen. */
  remember(consumerKey: string, timestamp: number, nonce: string, nowMs: number): boolean {
    const id = `${consumerKey}\u0000${timestamp}\u0000${nonce}`;
    if (this.#seen.has(id)) return false;
    this.#seen.set(id, timestamp);
    if (this.#seen.size > 10_000) this.#prune(nowMs);
    return true;
  }

  #prune(nowMs: number): void {
    const oldest = Math.floor(nowMs / 1000) - LIMITS.timestampToleranceSeconds - 1;
    for (const [id, timestamp] of this.#seen) if (timestamp < oldest) this.#seen.delete(id);
  }
}
