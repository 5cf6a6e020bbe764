/**
 * The option chain query as the user makes it (docs/platform/legacy-api.md and current-api.md,
 * "Option chains"), validated on both sides: the renderer to show errors as you type, main before
 * anything is sent.
 */
import { z } from 'zod';
import { CHAIN_TYPES } from '../spec-constants.ts';
import type { Quote } from './quotes.ts';

/** Market symbols: letters, digits, and the separators real symbols use (BRK.B, BF/B, RDS-A). */
export const UNDERLIER_PATTERN = /^[A-Z][A-Z0-9./-]{0,9}$/;

/** A numeric field: a number, never text or anything `Number()` would read as one. */
const number = z.number({ error: 'must be a number' });

/**
 * The chain query at the edge (IPC, settings, the command line once its flags are read): numbers
 * are numbers. Parsed once there; below it the typed `ChainQuery` travels, and nothing parses it again.
 */
export const chainQuerySchema = z
  .object({
    underlier: z
      .string()
      .trim()
      .transform((s) => s.toUpperCase())
      .pipe(z.string().regex(UNDERLIER_PATTERN, 'must be a market symbol such as AAPL, SPX or BRK.B')),
    month: number.pipe(z.number().int().min(1, 'must be 1 to 12').max(12, 'must be 1 to 12')),
    year: number.pipe(z.number().int().min(2000, 'must be 2000 or later').max(2100, 'must be 2100 or earlier')),
    chainType: z.enum(CHAIN_TYPES),
    /** Show adjusted options too (the API's skipAdjusted=FALSE); off by default like the API. */
    includeAdjusted: z.boolean(),
    /**
     * Current API (v1) only, ignored by the legacy generation. The expiry day: with month and
     * year it names one expiry (v1 `expiryDay`); absent, the provider picks within the month.
     */
    day: number.pipe(z.number().int().min(1, 'must be 1 to 31').max(31, 'must be 1 to 31')).optional(),
    /** v1 `strikePriceNear`: centre the strikes on this price. */
    strikesNear: number.pipe(z.number().positive('must be a price above 0').max(1_000_000, 'is not a plausible price')).optional(),
    /** v1 `noOfStrikes`: how many strikes around `strikesNear` (or the money). */
    strikeCount: number.pipe(z.number().int().min(1, 'must be at least 1').max(2_000, 'must be at most 2,000')).optional(),
    /** v1 `includeWeekly` (the provider's default is false). */
    includeWeekly: z.boolean().optional(),
    /** v1 `optionCategory` (the provider's default is STANDARD). */
    category: z.enum(['STANDARD', 'ALL', 'MINI']).optional(),
    /** v1 `priceType`: ATNM (near the money, the provider's default) or ALL. */
    priceType: z.enum(['ATNM', 'ALL']).optional(),
  })
  .strict();

export type ChainQuery = z.infer<typeof chainQuerySchema>;

/** The answer to `chain:get`. */
export interface ChainAnswer<Chain> {
  query: ChainQuery;
  chain: Chain;
  /** Epoch ms when the answer arrived. */
  fetchedAt: number;
  /**
   * The underlier's quote (v1 `market/quote`), fetched with the chain: last, change, status and
   * time above the strikes and the price line between them. `null` on the legacy generation, or
   * when the quote failed (the chain is still shown).
   */
  underlier?: Quote | null;
}
