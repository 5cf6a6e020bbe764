/**
 * Flags of the data commands, `chain` and `orders`: what to ask for, where (--env, --broker-url),
 * in which API generation (--api) and wire format (--format), how to print (--json), or a saved
 * answer to decode (--input).
 * The chain query is checked by the same schema the app uses, so both refuse the same things.
 */
import type { ParseArgsConfig } from 'node:util';
import { z } from 'zod';
import { chainQuerySchema, type ChainQuery } from '../../shared/domain/chain-query.ts';
import { API_GENERATIONS, hostUrlProblem, WIRE_FORMATS, type ApiGeneration, type WireFormat } from '../../shared/environments.ts';
import { accountIdSchema } from '../../shared/ipc/schemas.ts';
import { fail, ok, type Result } from '../../shared/result.ts';
import { CHAIN_TYPES, LIMITS } from '../../shared/spec-constants.ts';
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

export type DataCommand =
  | ({ name: 'chain'; query: ChainQuery } & DataTarget)
  | ({ name: 'orders'; accountId: string; count: number | undefined; marker: string | undefined; all: boolean; watch: boolean } & DataTarget);

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
  chain: { ...common, underlier: { type: 'string' }, month: { type: 'string' }, year: { type: 'string' }, type: { type: 'string' }, 'show-adjusted': { type: 'boolean' } },
  orders: { ...common, account: { type: 'string' }, count: { type: 'string' }, marker: { type: 'string' }, all: { type: 'boolean' }, watch: { type: 'boolean' } },
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
  underlier: z.string({ error: 'is required (a market symbol such as AAPL)' }),
  month: z.string({ error: 'is required (a month number 1-12 or a name such as March)' }).transform((typed, ctx) => {
    const month = parseMonth(typed);
    if (month === null) ctx.addIssue({ code: 'custom', message: MONTH_FLAG_HINT });
    return month ?? 0;
  }),
  year: z.string({ error: 'is required (four digits)' }),
  type: z.enum(CHAIN_TYPES, { error: `must be one of ${CHAIN_TYPES.join(', ')}` }).default('CALLPUT'),
  'show-adjusted': z.boolean().default(false),
});

const ordersSchema = targetSchema.extend({
  account: accountIdSchema.optional(),
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

/** Checks the parsed flags of a data command. */
export function parseDataCommand(name: DataCommand['name'], values: Record<string, unknown>): Result<DataCommand> {
  if (name === 'chain') {
    const parsed = chainSchema.safeParse(values);
    if (!parsed.success) return fail('invalid-argument', describe(parsed.error));
    const v = parsed.data;
    const query = chainQuerySchema.safeParse({ underlier: v.underlier, month: v.month, year: v.year, chainType: v.type, includeAdjusted: v['show-adjusted'] });
    if (!query.success) return fail('invalid-argument', describe(query.error, { chainType: 'type', includeAdjusted: 'show-adjusted' }));
    return ok({ name, query: query.data, ...target(v) });
  }
  const parsed = ordersSchema.safeParse(values);
  if (!parsed.success) return fail('invalid-argument', describe(parsed.error));
  const v = parsed.data;
  if (v.account === undefined) {
    return fail('invalid-argument', '--account is required: the numeric account ID (the app lists your accounts; `npm run demo-broker` prints the demo ones).');
  }
  if (v.all && v.marker !== undefined) return fail('invalid-argument', '--marker and --all exclude each other: --all starts at the newest page and follows every marker.');
  if (v.watch && v.input !== undefined) return fail('invalid-argument', '--watch polls the provider; it cannot watch a saved --input file.');
  if (v.watch && v.marker !== undefined) return fail('invalid-argument', '--watch always lists the whole day; leave out --marker.');
  return ok({ name, accountId: v.account, count: v.count, marker: v.marker, all: v.all, watch: v.watch, ...target(v) });
}
