/**
 * Request tokens, verifiers and access tokens with their lifecycle (spec 3.2 and part 8): request
 * tokens live five minutes and are single-use; access tokens go inactive after two idle hours,
 * expire at the next midnight US Eastern and can be revoked.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { LIMITS } from '../../shared/spec-constants.ts';
import { nextEasternMidnight } from '../eastern-time.ts';

/** A temporary credential on its way through the authorize page. */
export interface RequestTokenRecord {
  token: string;
  secret: string;
  consumerKey: string;
  createdAt: number;
  /** Set when the user accepted on the authorize page. */
  verifier: string | null;
  authorizedBy: string | null;
  /** Exchanged for an access token, declined, or halted: never usable again. */
  spent: boolean;
}

/** An access token and what its lifecycle needs. */
export interface AccessTokenRecord {
  token: string;
  secret: string;
  consumerKey: string;
  username: string;
  issuedAt: number;
  lastUsedAt: number;
  expiresAt: number;
  revoked: boolean;
}

/** Where an access token is in its lifecycle at a given instant. */
export type AccessTokenState = 'active' | 'inactive' | 'expired' | 'revoked';

/**
 * Real tokens are base64 and contain `+ / =` (provider notes), which is where client encoding bugs
 * show; a token without them is drawn again.
 */
function base64Token(): string {
  for (;;) {
    const value = randomBytes(22).toString('base64');
    if (/[+/]/.test(value)) return value;
  }
}

const VERIFIER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A verification code of 6 letters and digits, easy to copy by hand (no 0/O, 1/I). */
function verifierCode(): string {
  let code = '';
  for (let i = 0; i < 6; i += 1) code += VERIFIER_ALPHABET[randomInt(VERIFIER_ALPHABET.length)];
  return code;
}

/** How many records each table holds (diagnostics and tests). */
export interface TokenTableSizes {
  requestTokens: number;
  accessTokens: number;
}

/** In-memory token tables. */
export class TokenStore {
  #requestTokens = new Map<string, RequestTokenRecord>();
  #accessTokens = new Map<string, AccessTokenRecord>();
  /** Earliest instant a stored request token dies; no scan before it. */
  #nextRequestExpiry = Number.POSITIVE_INFINITY;

  issueRequestToken(consumerKey: string, now: number): RequestTokenRecord {
    // Issuing is the only way the table grows, so it never holds more than five minutes of them.
    this.prune(now);
    const record: RequestTokenRecord = {
      token: base64Token(),
      secret: base64Token(),
      consumerKey,
      createdAt: now,
      verifier: null,
      authorizedBy: null,
      spent: false,
    };
    this.#requestTokens.set(record.token, record);
    this.#nextRequestExpiry = Math.min(this.#nextRequestExpiry, now + LIMITS.requestTokenLifetimeMs);
    return record;
  }

  /**
   * Forgets request tokens past their five minutes: a dead one can never be used again, so keeping
   * it would only cost memory. Cheap when nothing is due (one comparison); a scan otherwise, since
   * an injected clock may be set back and issue order is then not age order.
   */
  prune(now: number): void {
    if (now < this.#nextRequestExpiry) return;
    let next = Number.POSITIVE_INFINITY;
    for (const [token, record] of this.#requestTokens) {
      const diesAt = record.createdAt + LIMITS.requestTokenLifetimeMs;
      if (now >= diesAt) this.#requestTokens.delete(token);
      else next = Math.min(next, diesAt);
    }
    this.#nextRequestExpiry = next;
  }

  /** How many records each table holds. */
  sizes(): TokenTableSizes {
    return { requestTokens: this.#requestTokens.size, accessTokens: this.#accessTokens.size };
  }

  findRequestToken(token: string): RequestTokenRecord | undefined {
    return this.#requestTokens.get(token);
  }

  /** Usable for authorizing or exchanging: not spent and younger than five minutes. */
  requestTokenLive(record: RequestTokenRecord, now: number): boolean {
    return !record.spent && now - record.createdAt < LIMITS.requestTokenLifetimeMs;
  }

  /** The user accepted: bind a fresh verifier to this request token. */
  authorize(record: RequestTokenRecord, username: string): string {
    record.verifier = verifierCode();
    record.authorizedBy = username;
    return record.verifier;
  }

  issueAccessToken(request: RequestTokenRecord, now: number): AccessTokenRecord {
    request.spent = true;
    const record: AccessTokenRecord = {
      token: base64Token(),
      secret: base64Token(),
      consumerKey: request.consumerKey,
      username: request.authorizedBy ?? '',
      issuedAt: now,
      lastUsedAt: now,
      expiresAt: nextEasternMidnight(now),
      revoked: false,
    };
    this.#accessTokens.set(record.token, record);
    return record;
  }

  findAccessToken(token: string): AccessTokenRecord | undefined {
    return this.#accessTokens.get(token);
  }

  /** Lifecycle state; expiry wins over inactivity, revocation over both. */
  accessTokenState(record: AccessTokenRecord, now: number): AccessTokenState {
    if (record.revoked) return 'revoked';
    if (now >= record.expiresAt) return 'expired';
    if (now - record.lastUsedAt >= LIMITS.inactivityMs) return 'inactive';
    return 'active';
  }
}
