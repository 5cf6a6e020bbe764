/**
 * Flags of the data commands, `chain` and `orders`: what to ask for, where (--env, --broker-url),
 * in which API generation (--api) and wire format (--format), how to print (--json), or a saved
 * answer to decode (--input).
 * The chain query is checked by the same schema the app uses, so both refuse the same things.
 */
import type { ParseArgsConfig } from 'node:util';
import { z } from 'zod';
import { chainQueryFromTextSchema, type ChainQuery } from '../shared/domain/chain-query.ts';
import { isoDate } from '../shared/domain/calendar.ts';
import { accountKeySchema, isoDateSchema, ORDER_SECURITY_TYPES, ORDER_STATUS_FILTERS } from '../shared/domain/order-history.ts';
import { API_GENERATIONS, hostUrlProblem, WIRE_FORMATS, type ApiGeneration, type WireFormat } from '../shared/environments.ts';
import { fail, ok, type Result } from '../shared/result.ts';
import { CHAIN_TYPES, LIMITS } from '../shared/spec-constants.ts';
import { MONTH_FLAG_HINT, parseMonth } from './month-flag.ts';

/** Where a data command gets its answer, and how it prints it. */
export interface DataTarget {
  env: string | undefined;
  brokerUrl: string | undefined;
  /** Wire format to request; the environment's (JSON by default) when absent. */
  format: WireFormat | undefined;
  json: boolean;
  /** A saved response to decode instead of calling the provider. */
  input: string | undefined;
  /**
   * The API generation (`--api v1|legacy`), overriding the environment's; absent: the stored
   * session's environment (online) or `commandGeneration` (with --input) decides.
   */
  api: ApiGeneration | undefined;
}

/** v1 order filters (`orders`): a history window instead of today, and server-side filters. */
export interface OrderFilters {
  /** A history window (New York days); today's orders when absent. */
  window?: { from: string; to: string } | undefined;
  status?: (typeof ORDER_STATUS_FILTERS)[number] | undefined;
  symbols?: string[] | undefined;
  securityType?: (typeof ORDER_SECURITY_TYPES)[number] | undefined;
}

export type DataCommand =
  | ({
      name: 'chain';
      query: ChainQuery;
      /**
       * Whether an expiry was named (--expiry, or --month and --year). Without one (current API
       * only) the nearest expiry is looked up first; `query` then holds a placeholder month.
       */
      expiryGiven: boolean;
    } & DataTarget)
  /** `accountId`: an account ID or (v1) an accountIdKey; an ID is resolved to its key on v1. */
  | ({ name: 'orders'; accountId: string; count: number | undefined; marker: string | undefined; all: boolean; watch: boolean } & OrderFilters & DataTarget)
  /** One order with its events (v1). */
  | ({ name: 'order'; accountId: string; orderId: string } & DataTarget);

const common = {
  env: { type: 'string' },
  'broker-url': { type: 'string' },
  format: { type: 'string' },
  json: { type: 'boolean' },
  input: { type: 'string' },
  api: { type: 'string' },
} as const satisfies ParseArgsConfig['options'];

/** parseArgs options of each data command. */
export const DATA_OPTIONS = {
  chain: {
    ...common,
    underlier: { type: 'string' },
    month: { type: 'string' },
    year: { type: 'string' },
    type: { type: 'string' },
    'show-adjusted': { type: 'boolean' },
    // The current API's (v1) flags; --symbol is --underlier's v1 name.
    symbol: { type: 'string' },
    expiry: { type: 'string' },
    near: { type: 'string' },
    strikes: { type: 'string' },
    weekly: { type: 'boolean' },
    category: { type: 'string' },
  },
  orders: {
    ...common,
    account: { type: 'string' },
    count: { type: 'string' },
    marker: { type: 'string' },
    all: { type: 'boolean' },
    watch: { type: 'boolean' },
    today: { type: 'boolean' },
    from: { type: 'string' },
    to: { type: 'string' },
    status: { type: 'string' },
    symbol: { type: 'string' },
    'security-type': { type: 'string' },
  },
  order: { ...common, account: { type: 'string' }, id: { type: 'string' } },
} as const satisfies Record<DataCommand['name'], ParseArgsConfig['options']>;

const targetSchema = z.object({
  env: z.string().trim().min(1, 'must name demo, sandbox, production or an environment file').optional(),
  'broker-url': z
    .string()
    .superRefine((value, ctx) => {
      const problem = hostUrlProblem(value);
      if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
  format: z.enum(WIRE_FORMATS, { error: 'must be json or xml' }).optional(),
  json: z.boolean().default(false),
  input: z.string().min(1, 'must name a file').optional(),
  api: z.enum(API_GENERATIONS, { error: 'must be v1 (the current API) or legacy' }).optional(),
});

const chainSchema = targetSchema.extend({
  underlier: z.string().optional(),
  symbol: z.string().optional(),
  month: z
    .string()
    .transform((typed, ctx) => {
      const month = parseMonth(typed);
      if (month === null) ctx.addIssue({ code: 'custom', message: MONTH_FLAG_HINT });
      return month ?? 0;
    })
    .optional(),
  year: z.string().optional(),
  expiry: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD (an expiry `strikeboard expiries` lists)')
    .refine((date) => isoDate(Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))) !== null, 'is not a real day')
    .optional(),
  type: z.enum(CHAIN_TYPES, { error: `must be one of ${CHAIN_TYPES.join(', ')}` }).default('CALLPUT'),
  'show-adjusted': z.boolean().default(false),
  near: z.string().optional(),
  strikes: z.string().optional(),
  weekly: z.boolean().optional(),
  category: z
    .enum(['standard', 'all', 'mini', 'STANDARD', 'ALL', 'MINI'], { error: 'must be standard, all or mini' })
    .transform((c) => c.toUpperCase() as 'STANDARD' | 'ALL' | 'MINI')
    .optional(),
});

/** Where the chain's expiry comes from: --expiry, or --month with --year, or (v1) the nearest. */
const chainExpiry = (v: z.infer<typeof chainSchema>): Result<{ month: number; year: string | number; day?: number } | null> => {
  if (v.expiry !== undefined) {
    if (v.month !== undefined || v.year !== undefined) return fail('invalid-argument', '--expiry names the day already; leave out --month and --year.');
    return ok({ year: Number(v.expiry.slice(0, 4)), month: Number(v.expiry.slice(5, 7)), day: Number(v.expiry.slice(8, 10)) });
  }
  if (v.month === undefined && v.year === undefined) return ok(null);
  if (v.month === undefined) return fail('invalid-argument', '--month is required (a month number 1-12 or a name such as March)');
  if (v.year === undefined) return fail('invalid-argument', '--year is required (four digits)');
  return ok({ month: v.month, year: v.year });
};

/** A placeholder expiry month for a query whose expiry is looked up before it is sent. */
const NEAREST_PLACEHOLDER = { month: 1, year: 2000 } as const;

const ordersSchema = targetSchema.extend({
  account: accountKeySchema.optional(),
  today: z.boolean().default(false),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  status: z
    .string()
    .transform((text) => text.toUpperCase())
    .pipe(z.enum(ORDER_STATUS_FILTERS, { error: `must be one of ${ORDER_STATUS_FILTERS.join(', ')}` }))
    .optional(),
  symbol: z
    .string()
    .transform((text) => text.toUpperCase().split(',').map((part) => part.trim()).filter((part) => part !== ''))
    .pipe(z.array(z.string().regex(/^[A-Z][A-Z0-9./-]{0,9}$/, 'must be market symbols, comma-separated')).min(1, 'must name a symbol').max(25, 'takes at most 25 symbols'))
    .optional(),
  'security-type': z.enum(ORDER_SECURITY_TYPES, { error: `must be one of ${ORDER_SECURITY_TYPES.join(', ')}` }).optional(),
  count: z
    .string()
    .regex(/^\d{1,3}$/, `must be a whole number from 1 to ${LIMITS.orderListMaxCount}`)
    .transform(Number)
    .pipe(z.number().min(1, 'must be at least 1').max(LIMITS.orderListMaxCount, `must be at most ${LIMITS.orderListMaxCount}`))
    .optional(),
  marker: z.string().regex(/^[\x21-\x7e]{1,256}$/, 'must be the marker a previous page printed').optional(),
  all: z.boolean().default(false),
  watch: z.boolean().default(false),
});

const describe = (error: z.ZodError, rename: Record<string, string> = {}): string =>
  error.issues.map((issue) => `--${rename[String(issue.path[0])] ?? issue.path.map(String).join('.')} ${issue.message}`).join('; ');

const target = (v: z.infer<typeof targetSchema>): DataTarget => ({ env: v.env, brokerUrl: v['broker-url'], format: v.format, json: v.json, input: v.input, api: v.api });

const orderSchema = targetSchema.extend({
  account: accountKeySchema.optional(),
  id: z.string({ error: 'is required (the numeric order ID)' }).regex(/^\d{1,20}$/, 'must be the numeric order ID'),
});

const ACCOUNT_REQUIRED = '--account is required: the account ID or its key (`strikeboard accounts` lists them; `npm run demo-broker` prints the demo ones).';

/** Checks the parsed flags of a data command. */
export function parseDataCommand(name: DataCommand['name'], values: Record<string, unknown>): Result<DataCommand> {
  if (name === 'order') {
    const parsed = orderSchema.safeParse(values);
    if (!parsed.success) return fail('invalid-argument', describe(parsed.error));
    const v = parsed.data;
    if (v.account === undefined && v.input === undefined) return fail('invalid-argument', ACCOUNT_REQUIRED);
    return ok({ name, accountId: v.account ?? '', orderId: v.id, ...target(v) });
  }
  if (name === 'chain') {
    const parsed = chainSchema.safeParse(values);
    if (!parsed.success) return fail('invalid-argument', describe(parsed.error));
    const v = parsed.data;
    if (v.underlier !== undefined && v.symbol !== undefined) return fail('invalid-argument', '--symbol and --underlier name the same thing; give one.');
    const underlier = v.symbol ?? v.underlier;
    if (underlier === undefined) return fail('invalid-argument', '--underlier is required (or --symbol: a market symbol such as AAPL)');
    const expiry = chainExpiry(v);
    if (!expiry.ok) return expiry;
    const when = expiry.data ?? NEAREST_PLACEHOLDER;
    const query = chainQueryFromTextSchema.safeParse({
      underlier,
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
    if (!query.success) {
      return fail('invalid-argument', describe(query.error, { chainType: 'type', includeAdjusted: 'show-adjusted', strikesNear: 'near', strikeCount: 'strikes', underlier: v.symbol === undefined ? 'underlier' : 'symbol' }));
    }
    return ok({ name, query: query.data, expiryGiven: expiry.data !== null, ...target(v) });
  }
  const parsed = ordersSchema.safeParse(values);
  if (!parsed.success) return fail('invalid-argument', describe(parsed.error));
  const v = parsed.data;
  if (v.account === undefined) return fail('invalid-argument', ACCOUNT_REQUIRED);
  if ((v.from === undefined) !== (v.to === undefined)) return fail('invalid-argument', '--from and --to go together: a window of New York days, YYYY-MM-DD.');
  if (v.today && v.from !== undefined) return fail('invalid-argument', '--today and --from/--to exclude each other.');
  if (v.watch && v.from !== undefined) return fail('invalid-argument', '--watch follows today’s orders; a history window (--from/--to) is not live.');
  const filters: OrderFilters = {
    window: v.from === undefined || v.to === undefined ? undefined : { from: v.from, to: v.to },
    status: v.status,
    symbols: v.symbol,
    securityType: v['security-type'],
  };
  if (v.all && v.marker !== undefined) return fail('invalid-argument', '--marker and --all exclude each other: --all starts at the newest page and follows every marker.');
  if (v.watch && v.input !== undefined) return fail('invalid-argument', '--watch polls the provider; it cannot watch a saved --input file.');
  if (v.watch && v.marker !== undefined) return fail('invalid-argument', '--watch always lists the whole day; leave out --marker.');
  return ok({ name, accountId: v.account, count: v.count, marker: v.marker, all: v.all, watch: v.watch, ...filters, ...target(v) });
}
