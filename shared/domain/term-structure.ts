/**
 * The term structure of an underlier: at-the-money IV and the expected move of each expiry, from
 * a chain of a few strikes near the money per expiry (v1 `noOfStrikes`). Shared by the backend
 * (which asks and caches), the window (which shows the cost before it is spent, and draws) and the
 * terminal (which prints the same table). The figures are the chain's own (expiry-figures.ts).
 */
import { z } from 'zod';
import type { AppError } from '../result.ts';
import { UNDERLIER_PATTERN } from './chain-query.ts';
import type { ExpiryDate } from './expiries.ts';
import type { ExpiryFigures } from './expiry-figures.ts';

/** Strikes asked per expiry: the one at the money and its neighbour across the price. */
export const TERM_STRIKES = 2;
/** Expiries drawn unless the user asks for every listed one. */
export const NEAREST_EXPIRIES = 12;
/** The most expiries one term structure asks (more than any underlier lists: SPX lists about 60). */
export const MAX_TERM_EXPIRIES = 120;
/** How long an answer is reused: drawing again within it costs nothing. */
export const TERM_CACHE_MS = 60_000;

/** Which expiries: the nearest twelve, or every listed one (a choice kept in the chain's settings). */
export const TERM_SCOPES = ['nearest', 'all'] as const;
export type TermScope = (typeof TERM_SCOPES)[number];

const isoDate = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be a date as YYYY-MM-DD');

/** What `term:plan` and `term:get` take: the underlier and the expiry dates to ask (unique, at most 120). */
export const termQuerySchema = z
  .object({
    underlier: z
      .string()
      .trim()
      .transform((s) => s.toUpperCase())
      .pipe(z.string().regex(UNDERLIER_PATTERN, 'must be a market symbol such as AAPL, SPX or BRK.B')),
    expiries: z
      .array(isoDate)
      .min(1, 'name at least one expiry')
      .max(MAX_TERM_EXPIRIES, `at most ${MAX_TERM_EXPIRIES} expiries`)
      .refine((dates) => new Set(dates).size === dates.length, 'must not name an expiry twice')
      .transform((dates) => [...dates].sort()),
  })
  .strict();
export type TermQuery = z.infer<typeof termQuerySchema>;

/**
 * Quotes a term structure of `expiries` expiries spends: the underlier's quote (1) and 2 quotes per
 * pair of each expiry's strikes near the money (docs/platform/budgets.md, "What a call costs").
 */
export const termQuoteCost = (expiries: number): number => (expiries <= 0 ? 0 : 1 + expiries * TERM_STRIKES * 2);

/** The expiries a scope draws: not yet expired, nearest first; the nearest twelve, or all. */
export function termExpiries(dates: readonly ExpiryDate[], scope: TermScope): ExpiryDate[] {
  const open = dates.filter((d) => d.daysToExpiry >= 0).sort((a, b) => a.date.localeCompare(b.date));
  return scope === 'all' ? open.slice(0, MAX_TERM_EXPIRIES) : open.slice(0, NEAREST_EXPIRIES);
}

/** One expiry of the term structure: its figures, or why it could not be had. */
export type TermPoint =
  { readonly date: string; readonly ok: true; readonly figures: ExpiryFigures } | { readonly date: string; readonly ok: false; readonly error: AppError };

/** The answer of `term:get`. */
export interface TermAnswer {
  readonly underlier: string;
  /** The underlier's last price the strikes were asked near and the figures measured from. */
  readonly spot: number;
  /** One point per expiry asked, by date. */
  readonly points: readonly TermPoint[];
  /** Epoch ms of the oldest answer in it (the cache's clock starts there). */
  readonly fetchedAt: number;
  /** Quotes this call spent: 0 when every point came from the cache. */
  readonly spent: number;
  /** Every point came from an answer younger than a minute: nothing was asked. */
  readonly cached: boolean;
  /** Epoch ms until which drawing the same expiries again costs nothing. */
  readonly freshUntil: number;
}

/** The answer of `term:plan`: what `term:get` of the same query would spend now, before it is spent. */
export interface TermPlan {
  readonly expiries: number;
  readonly strikesPerExpiry: number;
  /** Quotes it would spend now (0 while a whole answer is cached; only the failed expiries' when some failed). */
  readonly quotes: number;
  /** The same without a cache: `termQuoteCost(expiries)`. */
  readonly fullQuotes: number;
  /** Epoch ms until which the cached answer is reused; null when nothing is cached. */
  readonly freshUntil: number | null;
}

/** The term structure as the chain view keeps it (settings `chainView.term`): which expiries, and open or folded (the default: the strikes keep the height). */
export const termSettingsSchema = z.object({ scope: z.enum(TERM_SCOPES).catch('nearest'), shown: z.boolean().catch(false) });
/** A change of it from the window: refused, not repaired, when wrong. */
export const termSettingsPatchSchema = z
  .object({ scope: z.enum(TERM_SCOPES), shown: z.boolean() })
  .partial()
  .strict();
