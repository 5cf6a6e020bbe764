/**
 * The fixed part of a listed contract: OSI key, display symbol, quote-detail link and the hash
 * that keys its random draws. None of it moves with the market, so it is built once per contract
 * and kept per (root, expiry): a 5,000-strike chain then spends its time on prices only.
 */
import { hashParts } from './seeded-random.ts';
import { displaySymbol, osiKey, quoteDetailUrl, type ExpiryDate } from './v1-contract-names.ts';

/** One side of one strike's identity. */
export interface ContractIdentity {
  osiKey: string;
  displaySymbol: string;
  quoteDetail: string;
  hash: number;
}

const EXPIRIES_KEPT = 48;

/** Identities by (root, expiry), then strike and side; the oldest expiry goes first when full. */
export class ContractIdentities {
  readonly #seed: number;
  readonly #byExpiry = new Map<string, Map<number, { CALL?: ContractIdentity; PUT?: ContractIdentity }>>();

  constructor(seed: number) {
    this.#seed = seed;
  }

  /** The identity of a contract, built on first use. */
  get(root: string, expiry: ExpiryDate, side: 'CALL' | 'PUT', strike: number): ContractIdentity {
    const key = `${root}|${expiry.year}-${expiry.month}-${expiry.day}`;
    let strikes = this.#byExpiry.get(key);
    if (!strikes) {
      if (this.#byExpiry.size >= EXPIRIES_KEPT) this.#byExpiry.delete(this.#byExpiry.keys().next().value ?? '');
      strikes = new Map();
      this.#byExpiry.set(key, strikes);
    }
    let sides = strikes.get(strike);
    if (!sides) {
      sides = {};
      strikes.set(strike, sides);
    }
    let identity = sides[side];
    if (!identity) {
      const id = osiKey(root, expiry, side, strike);
      identity = {
        osiKey: id,
        displaySymbol: displaySymbol(root, expiry, side, strike),
        quoteDetail: quoteDetailUrl(root, expiry, side, strike),
        hash: hashParts(this.#seed, ['contract', id]),
      };
      sides[side] = identity;
    }
    return identity;
  }
}
