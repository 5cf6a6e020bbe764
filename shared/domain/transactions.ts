/**
 * An account's transactions as the current API lists them (docs/platform/current-api.md,
 * "Transactions"), in one model for the list and the details: the platform's own words for the
 * type kept beside the kind they are read as, money in integer cents, the day as the platform
 * means it (the US Pacific calendar day its midnight stamps name), and the instrument read from
 * its product (an option's two-digit expiry year made whole).
 */

/** What a row is, read from the platform's words (transaction-kinds.ts). */
export type TransactionKind =
  | 'buy'
  | 'sell'
  | 'sell-short'
  | 'buy-to-cover'
  | 'buy-to-open'
  | 'sell-to-open'
  | 'buy-to-close'
  | 'sell-to-close'
  | 'assignment'
  | 'exercise'
  | 'expiration'
  | 'dividend'
  | 'interest'
  | 'fee'
  | 'transfer'
  | 'adjustment'
  | 'other';

/** What a row moved: cash alone, shares, an option contract, or something else the platform names. */
export type TransactionInstrument =
  | { readonly kind: 'cash' }
  | { readonly kind: 'stock'; readonly symbol: string }
  | { readonly kind: 'option'; readonly underlier: string; readonly right: 'call' | 'put'; readonly strike: number; readonly expiry: string }
  | { readonly kind: 'other'; readonly symbol: string; readonly securityType: string | null };

export interface Transaction {
  /** Decimal text (a string in the list, a number in the details: one spelling here). */
  readonly id: string;
  readonly accountId: string | null;
  /** Epoch ms as sent (a Pacific midnight for most rows); `null` when absent. */
  readonly at: number | null;
  /** The US Pacific calendar day of `at` (YYYY-MM-DD): the day the platform means. */
  readonly day: string | null;
  /** Epoch ms; `null` when absent or 0 (a same-day trade not yet posted). */
  readonly postedAt: number | null;
  readonly settledAt: number | null;
  /** Signed cash in cents: above 0 in, below 0 out. */
  readonly amountCents: number;
  readonly description: string;
  readonly description2: string | null;
  /** The platform's words for the type ("Bought To Cover"), kept as sent. */
  readonly type: string;
  readonly kind: TransactionKind;
  /** A stock row of an assignment or exercise (its description names the option). */
  readonly fromOption: boolean;
  readonly instrument: TransactionInstrument;
  /** "PLTR Mar 12 '21 $29 Put"; `null` when absent or blank. */
  readonly displaySymbol: string | null;
  /** Shares or contracts, signed as sent (below 0 for sells); 0 for a cash row. */
  readonly quantity: number;
  /** Per share or per contract's share, in dollars; `null` when absent. */
  readonly price: number | null;
  /** Commission and fees together, in cents, as a cost (0 or above). */
  readonly feeCents: number;
  readonly memo: string | null;
  /** The store the details are asked of (from `detailsURI`); `null` when not said. */
  readonly storeId: string | null;
  /** The order that made it (details only); `null` otherwise. */
  readonly orderNo: string | null;
}

/** One page of the list, with what tells whether another follows. */
export interface TransactionPage {
  readonly accountId: string | null;
  readonly transactions: readonly Transaction[];
  /** Ask the next page with it; `null` on the last page. */
  readonly marker: string | null;
  /** Rows on this page as the platform counts them; `null` when not said. */
  readonly count: number | null;
  /** Rows in the whole range as the platform counts them; `null` when not said. */
  readonly total: number | null;
  /**
   * Whether another page may follow: a marker came back with rows. Never the platform's
   * `moreTransactions`, which says false with more to come; the reader of the pages stops on a
   * marker it was already given.
   */
  readonly more: boolean;
  /** Rows left out and why, in words. */
  readonly problems: readonly string[];
}

/** One page of the list asked for: New York calendar days (YYYY-MM-DD), both ends included. */
export interface TransactionQuery {
  readonly from: string;
  readonly to: string;
  /** Newest first unless told. */
  readonly sortOrder?: 'ASC' | 'DESC';
  /** The marker the page before gave; absent for the first. */
  readonly marker?: string;
  /** Rows a page, 1 to 50 (50 unless told). */
  readonly count?: number;
}

/** Dollars as integer cents (the wire's amounts carry two decimals; any further digit is rounded). */
export const toCents = (dollars: number): number => {
  const cents = Math.round(Math.abs(dollars) * 100);
  return dollars < 0 && cents !== 0 ? -cents : cents;
};

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Epoch ms of 00:00 UTC on the `nth` Sunday (1-based) of `month` (0-based) of `year`. */
function nthSunday(year: number, month: number, nth: number): number {
  const first = Date.UTC(year, month, 1);
  const weekday = new Date(first).getUTCDay();
  return first + (((7 - weekday) % 7) + 7 * (nth - 1)) * DAY_MS;
}

/**
 * The US Pacific calendar day at `epochMs`. Daylight time (UTC−7) runs from 02:00 PST on March's
 * second Sunday (10:00 UTC) to 02:00 PDT on November's first Sunday (09:00 UTC), standard time
 * (UTC−8) the rest of the year: the rule since 2007, which covers every history the platform keeps.
 */
export function pacificDay(epochMs: number): string {
  const year = new Date(epochMs).getUTCFullYear();
  const start = nthSunday(year, 2, 2) + 10 * HOUR_MS;
  const end = nthSunday(year, 10, 1) + 9 * HOUR_MS;
  const offset = epochMs >= start && epochMs < end ? -7 * HOUR_MS : -8 * HOUR_MS;
  return new Date(epochMs + offset).toISOString().slice(0, 10);
}
