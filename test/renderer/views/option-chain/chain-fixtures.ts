/** TEST-ONLY: option chains built in a line, for the grid's pure helpers. */
import type { ChainExpiry, OptionChain, OptionContract, StrikeRow } from '../../../../shared/domain/option-chain.ts';

/** A contract of the chain's underlier (AAPL); `root` other than AAPL makes it adjusted. */
export function contract(optionSymbol: string | null, root = 'AAPL', exchange: string | null = 'CINC'): OptionContract {
  return { optionSymbol, exchange, rootSymbol: root, adjusted: root !== 'AAPL' };
}

/** The provider's words for a contract: "AAPL Mar 19 '27 $150 Call". */
const symbolOf = (date: string, strike: number, side: 'Call' | 'Put', root: string): string =>
  `${root} ${date} $${strike} ${side}`;

/** A strike with both sides (or only the sides named), on the root given. */
export function strike(date: string, price: number, sides: 'both' | 'call' | 'put' = 'both', root = 'AAPL'): StrikeRow {
  const call = sides === 'put' ? null : contract(symbolOf(date, price, 'Call', root), root);
  const put = sides === 'call' ? null : contract(symbolOf(date, price, 'Put', root), root);
  return { strike: price, pairType: sides === 'both' ? 'CALLPUT' : sides === 'call' ? 'CALLONLY' : 'PUTONLY', call, put };
}

/** An expiry with the given strikes (prices, or rows built with `strike`). */
export function expiry(date: string, strikes: readonly (number | StrikeRow)[], expiryType: ChainExpiry['expiryType'] = 'MONTHLY'): ChainExpiry {
  return {
    date,
    daysToExpiry: 30,
    expiryType,
    strikes: strikes.map((s) => (typeof s === 'number' ? strike(date, s) : s)),
  };
}

/** A chain of AAPL with these expiries. */
export const chain = (...expiries: ChainExpiry[]): OptionChain => ({ symbol: 'AAPL', expiries, mismatch: null });
