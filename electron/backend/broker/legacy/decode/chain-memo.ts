/**
 * Per-chain memo of the answers that repeat across thousands of contracts: a chain has a handful
 * of expiry dates and root symbols, and recomputing them per contract was a fifth of the cost.
 */
import { isoDate } from '../../../../../shared/domain/calendar.ts';
import { isAdjusted } from '../../../../../shared/domain/option-chain.ts';

/** The memo of one chain being read; `underlier` decides which root symbols are adjusted. */
export class ChainMemo {
  readonly #dates = new Map<number, string | null>();
  readonly #adjusted = new Map<string, boolean>();
  readonly #underlier: string | null;

  constructor(underlier: string | null) {
    this.#underlier = underlier;
  }

  /** The ISO date of an expireDate's parts (an absent part reads 0), `null` when no such day. */
  date(year: number | undefined, month: number | undefined, day: number | undefined): string | null {
    const key = (year ?? 0) * 10_000 + (month ?? 0) * 100 + (day ?? 0);
    let date = this.#dates.get(key);
    if (date === undefined) {
      date = isoDate(year ?? 0, month ?? 0, day ?? 0);
      this.#dates.set(key, date);
    }
    return date;
  }

  /** Whether a contract of this root symbol is adjusted (a root other than the underlier's). */
  adjusted(rootSymbol: string | null): boolean {
    if (rootSymbol === null) return false;
    let adjusted = this.#adjusted.get(rootSymbol);
    if (adjusted === undefined) {
      adjusted = isAdjusted(rootSymbol, this.#underlier);
      this.#adjusted.set(rootSymbol, adjusted);
    }
    return adjusted;
  }
}
