/**
 * The market values an account's positions add up to, long and short, stock and options, and what
 * they require of a margin account's equity (Reg T): half of its stock, long or short, and all of
 * its options' value. The balance (balance-figures.ts) and a margin account's opening cash
 * (account-snapshot.ts) both read them.
 */
import type { Book } from './position-ledger.ts';

/** What the sums need of a position. */
export interface ValuedPosition {
  book: Pick<Book, 'side' | 'holding'>;
  marketValue: number;
}

/** The market values of positions, by side and kind (a short's negative). */
export function marketValues(positions: readonly ValuedPosition[]): {
  long: number;
  short: number;
  stockLong: number;
  stockShort: number;
  optionLong: number;
  optionShort: number;
} {
  const sums = { long: 0, short: 0, stockLong: 0, stockShort: 0, optionLong: 0, optionShort: 0 };
  for (const position of positions) {
    const value = position.marketValue;
    const option = position.book.holding.option !== undefined;
    if (position.book.side === 'LONG') {
      sums.long += value;
      if (option) sums.optionLong += value;
      else sums.stockLong += value;
    } else {
      sums.short += value;
      if (option) sums.optionShort += value;
      else sums.stockShort += value;
    }
  }
  return sums;
}

/** What the positions require of a margin account's equity. */
export function marginRequirement(positions: readonly ValuedPosition[]): number {
  const mv = marketValues(positions);
  return 0.5 * (mv.stockLong - mv.stockShort) + mv.optionLong - mv.optionShort;
}
