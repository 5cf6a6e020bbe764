/**
 * The live refresh of the chain on screen (current API): the renderer says which strikes are in
 * view; main re-asks for those (and the underlier) on an interval within the hourly quote budget
 * and pushes only the contracts whose quote or greeks changed (`chain:quotes`).
 */
import { z } from 'zod';
import { chainQuerySchema, type ChainQuery } from './chain-query.ts';
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

/** A contract whose quote or greeks changed, by OSI key (the one id across requests). */
export interface ContractQuoteChange {
  readonly osiKey: string;
  readonly expiry: string;
  readonly strike: number;
  readonly side: 'call' | 'put';
  readonly quote: OptionQuote | null;
  readonly greeks: OptionGreeks | null;
}

/** What `chain:quotes` pushes after each refresh of the watched chain: what changed, and the feed status. */
export interface ChainQuotesUpdate extends FeedStatus {
  /** The watched chain's query, as the renderer sent it (to find its cache entry). */
  readonly query: ChainQuery;
  /** Only the contracts that changed since the last push. */
  readonly changes: readonly ContractQuoteChange[];
  /** The underlier's quote when it changed, else `null`. */
  readonly underlier: Quote | null;
  readonly quoteType: string | null;
  /** Epoch ms of the data (the provider's stamp). */
  readonly quoteTime: number | null;
  /** Epoch ms when the refresh answered. */
  readonly fetchedAt: number;
  /** The quotes one refresh costs (2 per pair in view, plus the underlier). */
  readonly costPerRefresh: number;
}
