/**
 * The flags of `strikeboard chain`: the underlier (--symbol, or --underlier, its legacy name), the
 * expiry (--expiry, or the legacy --month with --year, or none: the nearest), and the current
 * API's window (--near, --strikes, --weekly, --category). The query is then checked by the same
 * schema the app uses, so both refuse the same things.
 */
import { z } from 'zod';
import { chainQuerySchema, type ChainQuery } from '../../shared/domain/chain-query.ts';
import { fail, ok, type Result } from '../../shared/result.ts';
import { CHAIN_TYPES } from '../../shared/spec-constants.ts';
import { checkFlags, describeIssues } from './flag-schema.ts';
import { dateValue, priceValue, symbolValue, wholeNumberValue } from './flag-values.ts';
import { MONTH_FLAG_HINT, parseMonth } from './month-flag.ts';
import { TARGET_FLAGS, targetSchema, toTarget, type DataTarget } from './target-flags.ts';

export type ChainCommand = {
  name: 'chain';
  query: ChainQuery;
  /**
   * Whether an expiry was named (--expiry, or --month and --year). Without one (current API
   * only) the nearest expiry is looked up first; `query` then holds a placeholder month.
   */
  expiryGiven: boolean;
} & DataTarget;

/** The spellings of chain's flags. */
export const CHAIN_FLAGS = {
  ...TARGET_FLAGS,
  symbol: { type: 'string' },
  underlier: { type: 'string' },
  expiry: { type: 'string' },
  month: { type: 'string' },
  year: { type: 'string' },
  type: { type: 'string' },
  'show-adjusted': { type: 'boolean' },
  near: { type: 'string' },
  strikes: { type: 'string' },
  weekly: { type: 'boolean' },
  category: { type: 'string' },
} as const;

const monthValue = z.string().transform((typed, ctx) => {
  const month = parseMonth(typed);
  if (month === null) ctx.addIssue({ code: 'custom', message: MONTH_FLAG_HINT });
  return month ?? 0;
});

const chainSchema = targetSchema.extend({
  symbol: symbolValue.optional(),
  underlier: symbolValue.optional(),
  expiry: dateValue.optional(),
  month: monthValue.optional(),
  year: wholeNumberValue('a year such as 2027', 2000, 2100).optional(),
  type: z.enum(CHAIN_TYPES, { error: `must be one of ${CHAIN_TYPES.join(', ')}` }).default('CALLPUT'),
  'show-adjusted': z.boolean().default(false),
  near: priceValue.optional(),
  strikes: wholeNumberValue('how many strikes to show', 1, 2_000).optional(),
  weekly: z.boolean().optional(),
  category: z
    .enum(['standard', 'all', 'mini', 'STANDARD', 'ALL', 'MINI'], { error: 'must be standard, all or mini' })
    .transform((c) => c.toUpperCase() as 'STANDARD' | 'ALL' | 'MINI')
    .optional(),
});
type ChainFlags = z.infer<typeof chainSchema>;

/** Where the chain's expiry comes from: --expiry, or --month with --year, or (v1) the nearest. */
function chainExpiry(v: ChainFlags): Result<{ month: number; year: number; day?: number } | null> {
  if (v.expiry !== undefined) {
    if (v.month !== undefined || v.year !== undefined) return fail('invalid-argument', '--expiry names the day already; leave out --month and --year.');
    return ok({ year: Number(v.expiry.slice(0, 4)), month: Number(v.expiry.slice(5, 7)), day: Number(v.expiry.slice(8, 10)) });
  }
  if (v.month === undefined && v.year === undefined) return ok(null);
  if (v.month === undefined) return fail('invalid-argument', '--month is required (a month number 1-12 or a name such as March)');
  if (v.year === undefined) return fail('invalid-argument', '--year is required (four digits)');
  return ok({ month: v.month, year: v.year });
}

/** A placeholder expiry month for a query whose expiry is looked up before it is sent. */
const NEAREST_PLACEHOLDER = { month: 1, year: 2000 } as const;

/** The chain query's names, as the flags spell them. */
const QUERY_FLAGS = { chainType: 'type', includeAdjusted: 'show-adjusted', strikesNear: 'near', strikeCount: 'strikes', includeWeekly: 'weekly' } as const;

/** Checks chain's read flags. */
export function parseChainFlags(values: Record<string, unknown>): Result<ChainCommand> {
  if (values.symbol === undefined && values.underlier === undefined) {
    return fail('invalid-argument', '--symbol is required: the underlier, such as AAPL (--underlier, its legacy name, works too).');
  }
  const checked = checkFlags(chainSchema, values);
  if (!checked.ok) return checked;
  const v = checked.data;
  if (v.underlier !== undefined && v.symbol !== undefined) return fail('invalid-argument', '--symbol and --underlier name the same thing; give one.');
  const expiry = chainExpiry(v);
  if (!expiry.ok) return expiry;
  const when = expiry.data ?? NEAREST_PLACEHOLDER;
  const query = chainQuerySchema.safeParse({
    underlier: v.symbol ?? v.underlier,
    month: when.month,
    year: when.year,
    chainType: v.type,
    includeAdjusted: v['show-adjusted'],
    // The current API's parameters, only when given, so a legacy query reads as before.
    ...('day' in when && when.day !== undefined ? { day: when.day } : {}),
    ...(v.near === undefined ? {} : { strikesNear: v.near }),
    ...(v.strikes === undefined ? {} : { strikeCount: v.strikes }),
    ...(v.weekly === undefined ? {} : { includeWeekly: v.weekly }),
    ...(v.category === undefined ? {} : { category: v.category }),
  });
  if (!query.success)
    return fail('invalid-argument', describeIssues(query.error, { ...QUERY_FLAGS, underlier: v.symbol === undefined ? 'underlier' : 'symbol' }));
  return ok({ name: 'chain', query: query.data, expiryGiven: expiry.data !== null, ...toTarget(v) });
}
