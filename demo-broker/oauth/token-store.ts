/**
 * Request tokens, verifiers and access tokens with their lifecycle (docs/platform/oauth.md, "The
 * access token's life"): request tokens live five minutes and are single-use; access tokens go
 * inactive after two idle hours, expire at the next midnight US Eastern and can be revoked. Each
 * table is capped (oldest dropped first), so minting in a loop costs bounded memory.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { LIMITS } from '../../shared/spec-constants.ts';
import { nextEasternMidnight } from '../eastern-time.ts';
import { CappedTable } from './capped-table.ts';
import { TokenMint } from './token-mint.ts';

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
 * Real tokens are base64 and contain `+ / =` (docs/platform/oauth.md, "The five operations"), which
 * is where client encoding bugs show; a token without them is drawn again. (Token names come from
 * the mint, which keeps to the same rule; this draws the secrets.)
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

/**
 * How many of each the tables hold at most. A client that mints tokens in a loop must not grow
 * the broker's memory (nor, in the app, the app's): past a cap the oldest is dropped, and a
 * dropped token is answered as such, not as one the broker never issued (token-mint.ts).
 */
export interface TokenCaps {
  requestTokens: number;
  accessTokens: number;
}

/** Far above any real use (a sign-in in progress per person, a session per sign-in), far below a flood. */
export const DEFAULT_TOKEN_CAPS: TokenCaps = { requestTokens: 1_000, accessTokens: 1_000 };

/** Why a token is not in its table: past its life, or dropped for newer ones; `unknown`: not ours (or held after all). */
export type MissingToken = 'expired' | 'dropped' | 'unknown';

/** In-memory token tables. */
export class TokenStore {
  readonly caps: TokenCaps;
  #requestTable: CappedTable<RequestTokenRecord>;
  #accessTable: CappedTable<AccessTokenRecord>;
  /** Token names that say when they were issued, so a dropped one is still known as ours (one mint per kind). */
  readonly #requestMint = new TokenMint();
  readonly #accessMint = new TokenMint();
  /** Earliest instant a stored request token dies; no scan before it. */
  #nextRequestExpiry = Number.POSITIVE_INFINITY;

  constructor(caps: TokenCaps = DEFAULT_TOKEN_CAPS) {
    this.caps = caps;
    this.#requestTable = new CappedTable(caps.requestTokens);
    this.#accessTable = new CappedTable(caps.accessTokens);
  }

  issueRequestToken(consumerKey: string, now: number): RequestTokenRecord {
    // Issuing is the only way the table grows: it holds at most five minutes of them, and at most the cap.
    this.prune(now);
    const record: RequestTokenRecord = {
      token: this.#requestMint.mint(now),
      secret: base64Token(),
      consumerKey,
      createdAt: now,
      verifier: null,
      authorizedBy: null,
      spent: false,
    };
    this.#requestTable.add(record.token, record);
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
    for (const [token, record] of this.#requestTable.records) {
      const diesAt = record.createdAt + LIMITS.requestTokenLifetimeMs;
      if (now >= diesAt) this.#requestTable.records.delete(token);
      else next = Math.min(next, diesAt);
    }
    this.#nextRequestExpiry = next;
  }

  /** How many records each table holds. */
  sizes(): TokenTableSizes {
    return { requestTokens: this.#requestTable.records.size, accessTokens: this.#accessTable.records.size };
  }

  findRequestToken(token: string): RequestTokenRecord | undefined {
    return this.#requestTable.records.get(token);
  }

  /** Why a request token is not held: past its five minutes, dropped for newer ones (the cap), or not ours. */
  missingRequestToken(token: string, now: number): MissingToken {
    if (this.#requestTable.records.has(token)) return 'unknown';
    const issuedAt = this.#requestMint.issuedAt(token);
    if (issuedAt === null) return 'unknown';
    return now - issuedAt >= LIMITS.requestTokenLifetimeMs ? 'expired' : 'dropped';
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
      token: this.#accessMint.mint(now),
      secret: base64Token(),
      consumerKey: request.consumerKey,
      username: request.authorizedBy ?? '',
      issuedAt: now,
      lastUsedAt: now,
      expiresAt: nextEasternMidnight(now),
      revoked: false,
    };
    this.#accessTable.add(record.token, record);
    return record;
  }

  findAccessToken(token: string): AccessTokenRecord | undefined {
    return this.#accessTable.records.get(token);
  }

  /** Why an access token is not held: past its midnight, dropped for newer ones (the cap), or not ours. */
  missingAccessToken(token: string, now: number): MissingToken {
    if (this.#accessTable.records.has(token)) return 'unknown';
    const issuedAt = this.#accessMint.issuedAt(token);
    if (issuedAt === null) return 'unknown';
    return now >= nextEasternMidnight(issuedAt) ? 'expired' : 'dropped';
  }

  /** Lifecycle state; expiry wins over inactivity, revocation over both. */
  accessTokenState(record: AccessTokenRecord, now: number): AccessTokenState {
    if (record.revoked) return 'revoked';
    if (now >= record.expiresAt) return 'expired';
    if (now - record.lastUsedAt >= LIMITS.inactivityMs) return 'inactive';
    return 'active';
  }
}
