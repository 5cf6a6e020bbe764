/**
 * The option chain query as the user makes it (spec 4.2 parameters), validated on both sides:
 * the renderer to show errors as you type, main before anything is sent.
 */
import { z } from 'zod';
import { CHAIN_TYPES } from '../spec-constants.ts';

/** Market symbols: letters, digits, and the separators real symbols use (BRK.B, BF/B, RDS-A). */
export const UNDERLIER_PATTERN = /^[A-Z][A-Z0-9./-]{0,9}$/;

export const chainQuerySchema = z
  .object({
    underlier: z
      .string()
      .trim()
      .transform((s) => s.toUpperCase())
      .pipe(z.string().regex(UNDERLIER_PATTERN, 'must be a market symbol such as AAPL, SPX or BRK.B')),
    month: z.coerce.number().int().min(1, 'must be 1 to 12').max(12, 'must be 1 to 12'),
    year: z.coerce.number().int().min(2000, 'must be 2000 or later').max(2100, 'must be 2100 or earlier'),
    chainType: z.enum(CHAIN_TYPES),
    /** Show adjusted options too (the API's skipAdjusted=FALSE); off by default like the API. */
    includeAdjusted: z.boolean(),
  })
  .strict();
export type ChainQuery = z.infer<typeof chainQuerySchema>;

/** The answer to `chain:get`. */
export interface ChainAnswer<Chain> {
  query: ChainQuery;
  chain: Chain;
  /** Epoch ms when the answer arrived. */
  fetchedAt: number;
}
