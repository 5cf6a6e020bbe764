/**
 * Quotes of underliers (v1 `market/quote`): what the chain shows above its strikes (last, change,
 * status, time) and what `strikeboard quote` prints. Answers are matched to requests by symbol.
 */
import type { OpenEnum } from './open-enum.ts';

/** The quote statuses the provider names; unknown ones are kept. */
export const QUOTE_STATUSES = ['REALTIME', 'DELAYED', 'CLOSING', 'EH_REALTIME', 'EH_BEFORE_OPEN', 'EH_CLOSED'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export interface Quote {
  /** Wire `Product.symbol`, upper case. */
  readonly symbol: string;
  /** EQ, INDX, OPTN… (wire `Product.securityType`). */
  readonly securityType: string | null;
  readonly companyName: string | null;
  /** Wire `quoteStatus`. */
  readonly status: OpenEnum<QuoteStatus> | null;
  /** Epoch ms of the quote (wire `dateTimeUTC`, seconds). */
  readonly time: number | null;
  readonly last: number | null;
  /** Wire `changeClose`. */
  readonly change: number | null;
  /** Wire `changeClosePercentage`, in percent (1.5 means 1.5 %). */
  readonly changePercent: number | null;
  readonly bid: number | null;
  readonly ask: number | null;
  readonly previousClose: number | null;
  /** Wire `totalVolume`. */
  readonly volume: number | null;
  /** Epoch ms of the last trade (wire `timeOfLastTrade`, seconds). */
  readonly lastTradeTime: number | null;
}

/** A symbol the provider could not quote (v1 `Messages.Message` inside a 200 answer). */
export interface QuoteProblem {
  /** The symbol the message names, when it names one. */
  readonly symbol: string | null;
  readonly code: string | null;
  readonly message: string;
}

/** The answer to a quote request of any number of symbols (batched by 25 on the wire). */
export interface QuoteAnswer {
  readonly quotes: readonly Quote[];
  readonly problems: readonly QuoteProblem[];
}
