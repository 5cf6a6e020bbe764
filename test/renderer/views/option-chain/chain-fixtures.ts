/** TEST-ONLY: option chains built in a line, for the grid's pure helpers. */
import type { ChainExpiry, OptionChain, OptionContract, StrikeRow } from '../../../../shared/domain/option-chain.ts';

/** A contract of the chain's underlier (AAPL); `root` other than AAPL makes it adjusted. */
export function contract(optionSymbol: string | null, root = 'AAPL', exchange: string | null = 'CINC'): OptionContract {
  return { optionSymbol, exchange, rootSymbol: root, adjusted: root !== 'AAPL' };
}

/** The provider's words for a contract: "AAPL Mar 19 '27 $150 Call". */
const symbolOf = (date: string, strike: number, side: 'Call' | 'Put', root: string): string => `${root} ${date} $${strike} ${side}`;

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

/** A quote with every figure `base`-derived, for the live-quote helpers. */
export function quoteOf(base: number): NonNullable<OptionContract['quote']> {
  return {
    bid: base,
    ask: base + 0.1,
    bidSize: 10,
    askSize: 12,
    last: base + 0.05,
    netChange: 0.2,
    volume: 100,
    openInterest: 1000,
    inTheMoney: false,
    time: 1,
  };
}

/** Greeks for the live-quote helpers. */
export function greeksOf(delta: number): NonNullable<OptionContract['greeks']> {
  return { delta, gamma: 0.01, theta: -0.05, vega: 0.12, rho: 0.03, iv: 0.3, current: true };
}

/** An OSI key as the provider writes it: root padded to 6, yymmdd, C|P, strike × 1000 in 8 digits. */
export function osiKeyOf(date: string, side: 'call' | 'put', price: number, root = 'AAPL'): string {
  return `${root.padEnd(6, '-')}${date.slice(2).replaceAll('-', '')}${side === 'call' ? 'C' : 'P'}${String(Math.round(price * 1000)).padStart(8, '0')}`;
}

/** A v1 strike: both sides with OSI keys, quotes and greeks. */
export function quotedStrike(date: string, price: number, root = 'AAPL'): StrikeRow {
  const row = strike(date, price, 'both', root);
  const side = (s: 'call' | 'put', c: OptionContract | null): OptionContract | null =>
    c === null
      ? null
      : { ...c, osiKey: osiKeyOf(date, s, price, root), category: 'STANDARD', quote: quoteOf(price / 100), greeks: greeksOf(s === 'call' ? 0.5 : -0.5) };
  return { ...row, call: side('call', row.call), put: side('put', row.put) };
}
