/**
 * The live refresh of the chain on screen (current API): the renderer says which strikes are in
 * view; main re-asks for those (and the underlier) on an interval within the hourly quote budget
 * and pushes only the contracts whose quote or greeks changed, by OSI key (`chain:quotes`,
 * feed-push.ts).
 */
import { z } from 'zod';
import { chainQuerySchema, type ChainQuery } from './chain-query.ts';
import { uniqueRows, type DataChange, type Keying } from './feed-push.ts';
import type { FeedStatus } from './feed-status.ts';
import type { OptionGreeks, OptionQuote } from './option-chain.ts';
import type { Quote } from './quotes.ts';

/** Refresh interval bounds while the chain is visible, in seconds. */
export const CHAIN_REFRESH_SECONDS = { min: 2, max: 300, default: 5 } as const;

/** What the renderer shows: the chain's query and the strikes in view. */
export const chainWatchSchema = z
  .object({
    query: chainQuerySchema,
    /** The strike at the middle of the view; `null` before the grid has laid out. */
    centreStrike: z.number().positive().max(1_000_000).nullable(),
    /** How many strikes are in view (the refresh asks for these only). */
    strikesInView: z.number().int().min(1).max(2_000),
    /** The window is visible; hidden pauses the refresh. */
    visible: z.boolean(),
  })
  .strict();
export type ChainWatch = z.infer<typeof chainWatchSchema>;

/** A contract's quote and greeks as the live refresh read them, by OSI key (the one id across requests). */
export interface ContractQuote {
  readonly osiKey: string;
  readonly expiry: string;
  readonly strike: number;
  readonly side: 'call' | 'put';
  readonly quote: OptionQuote | null;
  readonly greeks: OptionGreeks | null;
}

/** What the live quotes hold besides the contracts: the underlier's last quote, the quote type and the provider's stamp. */
export interface LiveQuotesMeta {
  readonly underlier: Quote | null;
  readonly quoteType: string | null;
  /** Epoch ms of the data (the provider's stamp). */
  readonly quoteTime: number | null;
}

/** The watched chain's live quotes: every contract the refresh read since the watch began (strikes scrolled past included), first read first. */
export interface LiveQuotes extends LiveQuotesMeta {
  readonly contracts: readonly ContractQuote[];
}

/** How a push keys the live quotes (feed-push.ts): each contract by its OSI key; the rest whole when it changed. */
export const liveQuotesKeying: Keying<LiveQuotes, ContractQuote, LiveQuotesMeta> = {
  rows: (quotes) =>
    uniqueRows(
      quotes.contracts,
      (contract) => contract.osiKey,
      (contract) => contract,
    ),
  meta: ({ underlier, quoteType, quoteTime }) => ({ underlier, quoteType, quoteTime }),
  build: (contracts, meta) => ({ ...meta, contracts }),
};

/**
 * What `chain:quotes` pushes after each refresh of the watched chain that says something new: the
 * live quotes as a change against the revision before (feed-push.ts; the first push after a
 * watch is their snapshot), and the feed status.
 */
export interface ChainQuotesUpdate extends FeedStatus {
  /** The watched chain's query, as the renderer sent it (to find its cache entry). */
  readonly query: ChainQuery;
  /** The revision of the live quotes after this push. */
  readonly revision: number;
  readonly quotes: DataChange<LiveQuotes, ContractQuote, LiveQuotesMeta>;
  /** Epoch ms when the refresh answered. */
  readonly fetchedAt: number;
  /** The quotes one refresh costs (2 per pair in view, plus the underlier). */
  readonly costPerRefresh: number;
}
