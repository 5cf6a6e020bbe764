/**
 * The positions of an account as the UI and the command line show them (v1 `portfolio`,
 * docs/platform/current-api.md, "Portfolio"): one model whatever the view asked (QUICK or COMPLETE)
 * and whatever the wire format. Figures the provider leaves out, or sends as "unknown" (a cost of
 * 0, a negative or 0 `dateAcquired`), are `null` here: nothing is invented. Percentages are in
 * percent (1.5 means 1.5 %); implied volatility is a fraction (0.45 is 45 %), as in the option
 * chain.
 */
import type { OpenEnum } from './open-enum.ts';
import type { OptionGreeks } from './option-chain.ts';
import type { QuoteStatus } from './quotes.ts';

/** The views this model is read from (`view=`); the other views (PERFORMANCE…) decode alike. */
export const POSITION_VIEWS = ['QUICK', 'COMPLETE'] as const;
export type PositionView = (typeof POSITION_VIEWS)[number];

/** Wire `positionType`. */
export type PositionSide = 'LONG' | 'SHORT';

/** The contract of an option position (wire `osiKey` and `Product`'s option fields). */
export interface PositionOption {
  /** OSI key, the contract's one id across requests ("RIOT--210924P00034000"); `null` when not sent. */
  readonly osiKey: string | null;
  readonly callPut: OpenEnum<'CALL' | 'PUT'> | null;
  /** ISO `YYYY-MM-DD` (Product's expiry fields, else the OSI key's). */
  readonly expiry: string | null;
  readonly strike: number | null;
}

/** The market of a position's instrument, from the view block (`Quick`, `Complete`…). */
export interface PositionQuote {
  readonly last: number | null;
  /** Today's change of the last price. */
  readonly change: number | null;
  /** Today's change in percent. */
  readonly changePercent: number | null;
  /** COMPLETE (and OPTIONSWATCH) only. */
  readonly bid: number | null;
  readonly ask: number | null;
  readonly volume: number | null;
  /** REALTIME, DELAYED, CLOSING…: it differs row by row in one answer. */
  readonly status: OpenEnum<QuoteStatus> | null;
  /** Epoch ms of the last trade (wire `lastTradeTime`, seconds). */
  readonly lastTradeTime: number | null;
}

/**
 * Per-share greeks of an option position (COMPLETE view): the chain's greeks without `current`.
 * Implied volatility is a fraction (the wire's `ivPct` is in percent and is divided by 100).
 */
export type PositionGreeks = Omit<OptionGreeks, 'current'>;

/** One position. A symbol may have two (a long and a short), told apart by `positionId` and `side`. */
export interface Position {
  /** The platform's id, exact (beyond 2^32, kept as decimal text); `null` when not sent (see positionKey). */
  readonly positionId: string | null;
  /** Wire `Product.symbol`: for an option, its underlier's symbol. */
  readonly symbol: string;
  /** The stock or index the position moves with: the symbol itself, or an option's underlier. */
  readonly underlier: string;
  /** Wire `symbolDescription` ("RIOT Sep 24 '21 $34 Put"). */
  readonly description: string | null;
  /** EQ, OPTN, MF, BOND…, as the provider says. */
  readonly securityType: string | null;
  /** `null` for anything that is not an option. */
  readonly option: PositionOption | null;
  readonly side: PositionSide;
  /** Shares or contracts, negative for a short position (whatever sign the wire used). */
  readonly quantity: number;
  /**
   * Shares per contract: COMPLETE's `optionMultiplier`, else 100 for an option (QUICK does not
   * say); 1 for everything else.
   */
  readonly multiplier: number;
  /** Epoch ms of New York midnight of the acquisition day; `null` when the provider has none. */
  readonly acquiredAt: number | null;
  /** Price paid per share (wire `costPerShare`, else `pricePaid`); `null` when unknown. */
  readonly costPerShare: number | null;
  /** Wire `totalCost`, negative for a short; `null` when the cost is unknown (the wire's 0). */
  readonly totalCost: number | null;
  readonly commissions: number | null;
  readonly fees: number | null;
  /** Wire `marketValue`: the multiplier already in it; negative for a short. */
  readonly marketValue: number | null;
  readonly daysGain: number | null;
  readonly daysGainPercent: number | null;
  /** `null` when the cost is unknown: a gain over nothing is no gain. */
  readonly totalGain: number | null;
  readonly totalGainPercent: number | null;
  /** Wire `pctOfPortfolio`. */
  readonly portfolioPercent: number | null;
  /** Shares or contracts bought or sold today (wire `todayQuantity`). */
  readonly todayQuantity: number | null;
  readonly quote: PositionQuote;
  /** COMPLETE view, options only; `null` otherwise. */
  readonly greeks: PositionGreeks | null;
  /** New York calendar days to the option's expiry (0 on the day); `null` when not an option. */
  readonly daysToExpiry: number | null;
}

/** The portfolio's `Totals` block (`totalsRequired=true`). */
export interface PortfolioTotals {
  readonly marketValue: number | null;
  readonly daysGain: number | null;
  readonly daysGainPercent: number | null;
  readonly totalGain: number | null;
  readonly totalGainPercent: number | null;
  /** Wire `totalPricePaid`. */
  readonly totalCost: number | null;
  readonly cash: number | null;
}

/** One page of the portfolio as the provider sent it. */
export interface PortfolioPage {
  /** Wire `AccountPortfolio.accountId` (the number people see). */
  readonly accountId: string | null;
  readonly positions: readonly Position[];
  readonly totals: PortfolioTotals | null;
  /** Wire `totalPages` (or `totalNoOfPages`); `null` when not said. */
  readonly totalPages: number | null;
  /** Wire `nextPageNo`: the page to ask next; `null` on the last page. */
  readonly nextPage: number | null;
  /** Rows left out and why (a position without a quantity), in words. */
  readonly problems: readonly string[];
  /**
   * Bytes of the answer the page was decoded from (UTF-8), for the cap on one read's pages
   * together (portfolio-pages.ts); absent for a page not read from the wire.
   */
  readonly bytes?: number;
}

/** A whole portfolio, every page read. */
export interface Portfolio {
  readonly accountId: string | null;
  readonly positions: readonly Position[];
  readonly totals: PortfolioTotals | null;
  /** Requests it took (one per page). */
  readonly pages: number;
  readonly problems: readonly string[];
}

/** The answer to "no positions" (HTTP 204, an empty body, error 105, a page without Position). */
export const emptyPortfolioPage = (): PortfolioPage => ({ accountId: null, positions: [], totals: null, totalPages: null, nextPage: null, problems: [] });

/** The key a position is diffed by: its id, else what it holds and which side. */
export const positionKey = (position: Pick<Position, 'positionId' | 'option' | 'symbol' | 'side'>): string =>
  position.positionId ?? `${position.option?.osiKey ?? position.symbol}|${position.side}`;

/** Whether the provider knows what was paid (a cost of 0 means it does not). */
export const hasKnownCost = (position: Pick<Position, 'totalCost'>): boolean => position.totalCost !== null;
