/**
 * Token names the broker can recognise without remembering them: each carries the second it was
 * issued and a MAC under a key of this broker instance, in 22 bytes of base64 like the platform's
 * (with the `+ /` where client encoding bugs show). A token the tables no longer hold (dropped
 * past their cap, or pruned) is still known as ours, and how old it is: the broker can then say
 * "expired" or "dropped for newer ones" instead of "never issued", at no cost in memory.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const SECONDS_BYTES = 6;
const RANDOM_BYTES = 6;
const MAC_BYTES = 10;
const TOKEN_BYTES = SECONDS_BYTES + RANDOM_BYTES + MAC_BYTES;

/** Mints and reads the token names of one broker. */
export class TokenMint {
  readonly #key = randomBytes(32);

  #mac(head: Buffer): Buffer {
    return createHmac('sha256', this.#key).update(head).digest().subarray(0, MAC_BYTES);
  }

  /** A fresh token name issued at `now` (epoch ms). */
  mint(now: number): string {
    const head = Buffer.alloc(SECONDS_BYTES + RANDOM_BYTES);
    head.writeUIntBE(Math.max(0, Math.floor(now / 1000)), 0, SECONDS_BYTES);
    for (;;) {
      randomBytes(RANDOM_BYTES).copy(head, SECONDS_BYTES);
      const token = Buffer.concat([head, this.#mac(head)]).toString('base64');
      if (/[+/]/.test(token)) return token;
    }
  }

  /** When (epoch ms, to the second) this broker issued `token`; null when it did not. */
  issuedAt(token: string): number | null {
    const bytes = Buffer.from(token, 'base64');
    if (bytes.length !== TOKEN_BYTES || bytes.toString('base64') !== token) return null;
    const head = bytes.subarray(0, SECONDS_BYTES + RANDOM_BYTES);
    if (!timingSafeEqual(bytes.subarray(SECONDS_BYTES + RANDOM_BYTES), this.#mac(head))) return null;
    return head.readUIntBE(0, SECONDS_BYTES) * 1000;
  }
}
