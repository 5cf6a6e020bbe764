/**
 * The option chain as the UI shows it: expiries, each with its strikes in ascending order, each
 * strike with its call and/or put (calls | strike | puts). Built from Get Option Chains
 * (docs/platform/legacy-api.md) whatever the wire format; the wire's own names stay in the
 * decoder's wire types.
 */
import type { ChainType, ExpiryType, PairType } from '../spec-constants.ts';
import type { OpenEnum } from './open-enum.ts';

/** What the user asked for; the answer is compared with it (the sandbox answers with stored data). */
export interface ChainRequest {
  /** Market symbol of the underlier, as typed (any letter case). */
  underlier: string;
  /** 1-12; the request may carry it as `1` or `01`, the model always as a number. */
  expirationMonth: number;
  expirationYear: number;
  chainType?: ChainType;
}

/**
 * A contract's market on the current API (v1 `Call`/`Put` leaves). Every figure is `null` when
 * the wire leaves it out or sends something unreadable; zero stays zero.
 */
export interface OptionQuote {
  readonly bid: number | null;
  readonly ask: number | null;
  readonly bidSize: number | null;
  readonly askSize: number | null;
  /** Wire `lastPrice`. */
  readonly last: number | null;
  /** Wire `netChange`: today's change of the last price. */
  readonly netChange: number | null;
  readonly volume: number | null;
  readonly openInterest: number | null;
  /** Wire `inTheMoney` ("y"/"n"); `null` when absent or unreadable. */
  readonly inTheMoney: boolean | null;
  /** Epoch ms of the quote (wire `timeStamp`, seconds). */
  readonly time: number | null;
}

/** The greeks of a contract (wire `OptionGreeks`). */
export interface OptionGreeks {
  readonly delta: number | null;
  readonly gamma: number | null;
  /** Per day, as the provider sends it. */
  readonly theta: number | null;
  readonly vega: number | null;
  readonly rho: number | null;
  /** Implied volatility as a fraction: 0.7556 is 75.56 %. Deep in the money it can exceed 5. */
  readonly iv: number | null;
  /** Wire `currentValue`: the greeks are current (not carried over from an earlier quote). */
  readonly current: boolean | null;
}

/**
 * One option contract of a strike: its identity, and on the current API its quote and greeks
 * (the legacy endpoint carries identity only: `quote` and `greeks` are then `null`).
 */
export interface OptionContract {
  /** The provider's option symbol (wire `product.symbol`), e.g. "AAPL Jan 18 '26 $150 Call". */
  optionSymbol: string | null;
  /** Primary exchange where the option trades (wire `product.exchangeCode`). */
  exchange: string | null;
  /** Underlier as originally contracted (wire `rootSymbol`). */
  rootSymbol: string | null;
  /**
   * The contract was adjusted (split, merger): its root differs from the chain's underlier.
   * Adjusted and standard contracts can share a strike, so both rows are kept.
   */
  adjusted: boolean;
  /**
   * OSI key, the one id of a contract across requests (v1 `osiKey`, e.g. "AAPL--210129C00127000");
   * `null` on the legacy generation.
   */
  osiKey?: string | null;
  /** STANDARD, MINI… (v1 `optionCategory`); `null` when not said. */
  category?: string | null;
  /** `null` where the generation carries no quotes (legacy) or the wire sent none. */
  quote?: OptionQuote | null;
  greeks?: OptionGreeks | null;
}

/** One row of the grid: a strike and the contracts on either side of it. */
export interface StrikeRow {
  strike: number;
  /** CALLONLY, PUTONLY or CALLPUT; derived from the contracts present when the wire omits it. */
  pairType: OpenEnum<PairType>;
  call: OptionContract | null;
  put: OptionContract | null;
}

/** All strikes of one expiration date. */
export interface ChainExpiry {
  /** ISO `YYYY-MM-DD`. */
  date: string;
  /** Calendar days from today (US Eastern) to `date`; negative once expired. */
  daysToExpiry: number;
  /** MONTHLY or QUARTERLY as the provider said; `null` when it did not say. */
  expiryType: OpenEnum<ExpiryType> | null;
  /** Ascending by strike. */
  strikes: StrikeRow[];
}

/** A decoded option chain. */
export interface OptionChain {
  /** The underlier symbol the answer echoes, verbatim; `null` when absent (or nothing came back). */
  symbol: string | null;
  /** Ascending by date. */
  expiries: ChainExpiry[];
  /**
   * Why the answer does not fit the request (another symbol, other expiries), in words the UI can
   * show; `null` when it fits. The sandbox answers every request with stored sample data.
   */
  mismatch: string | null;
  /** REALTIME, DELAYED, CLOSING… (v1 `quoteType`); `null` on the legacy generation. */
  quoteType?: string | null;
  /** Epoch ms the provider stamped the chain (v1 `timeStamp`, seconds). */
  quoteTime?: number | null;
  /** v1 `nearPrice`: the strikePriceNear sent, else near the underlier's price; not a quote. */
  nearPrice?: number | null;
}

/** The chain for "nothing came back" (HTTP 204, empty body). */
export const emptyOptionChain = (): OptionChain => ({ symbol: null, expiries: [], mismatch: null });

/** Symbols compare without regard to letter case: the sample echoes `aapl` for `AAPL`. */
export const sameSymbol = (a: string, b: string): boolean => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * A contract is adjusted when its root symbol differs from the underlier. No root symbol means
 * nothing to compare, hence not adjusted.
 */
export const isAdjusted = (rootSymbol: string | null, underlier: string | null): boolean =>
  rootSymbol !== null && underlier !== null && !sameSymbol(rootSymbol, underlier);

const monthKey = (year: number, month: number): string => `${year}-${String(month).padStart(2, '0')}`;

/**
 * Describes how an answer differs from its request, or `null` when it does not. The symbol is
 * compared case-insensitively; every expiry must fall in the requested month. An absent symbol
 * or an empty chain gives nothing to compare, which is not a mismatch.
 */
export const describeChainMismatch = (request: ChainRequest, symbol: string | null, expiryDates: readonly string[]): string | null => {
  const problems: string[] = [];
  if (symbol !== null && !sameSymbol(symbol, request.underlier)) {
    problems.push(`symbol ${symbol} instead of ${request.underlier.trim().toUpperCase()}`);
  }
  const wanted = monthKey(request.expirationYear, request.expirationMonth);
  const others = [...new Set(expiryDates.map((date) => date.slice(0, 7)))].filter((month) => month !== wanted);
  if (others.length > 0) {
    const shown = others.length > 3 ? `${others.slice(0, 3).join(', ')} and ${others.length - 3} more` : others.join(', ');
    problems.push(`expiries in ${shown} instead of ${wanted}`);
  }
  return problems.length === 0 ? null : `The answer does not match the request: ${problems.join('; ')}.`;
};
