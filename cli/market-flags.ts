/**
 * Flags of the market and account commands of the current API: `accounts`, `expiries`, `quote`
 * and `quota`. They share the data commands' target flags (--env, --broker-url, --format, --json,
 * --input) and take `--api v1|legacy` (default: the environment's generation; for --input, v1,
 * the only generation that has these answers). `quote` takes its symbols as positionals.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { z } from 'zod';
import { UNDERLIER_PATTERN } from '../shared/domain/chain-query.ts';
import type { ExpiryKind } from '../shared/domain/expiries.ts';
import { API_GENERATIONS, WIRE_FORMATS } from '../shared/environments.ts';
import { hostUrlProblem } from '../shared/host-url.ts';
import { fail, ok, type Result } from '../shared/result.ts';
import type { DataTarget } from './data-flags.ts';

/** Where a market command gets its answer, and which API generation it speaks (`api`). */
export type MarketTarget = DataTarget;

/** Quotes per request on the wire; more are batched by the client, but a command line this long is a mistake. */
const MAX_QUOTE_SYMBOLS = 100;

export type MarketCommand =
  | ({ name: 'accounts' } & MarketTarget)
  | ({ name: 'expiries'; symbol: string; kind: ExpiryKind | undefined } & MarketTarget)
  | ({ name: 'quote'; symbols: string[] } & MarketTarget)
  | { name: 'quota'; env: string | undefined; brokerUrl: string | undefined; json: boolean };

export const MARKET_COMMANDS = ['accounts', 'expiries', 'quote', 'quota'] as const;
export type MarketCommandName = (typeof MARKET_COMMANDS)[number];

export const isMarketCommand = (name: string): name is MarketCommandName => (MARKET_COMMANDS as readonly string[]).includes(name);

/** parseArgs options of the target flags. */
export const target = {
  env: { type: 'string' },
  'broker-url': { type: 'string' },
  format: { type: 'string' },
  json: { type: 'boolean' },
  input: { type: 'string' },
  api: { type: 'string' },
} as const satisfies ParseArgsConfig['options'];

const OPTIONS = {
  accounts: target,
  expiries: { ...target, symbol: { type: 'string' }, type: { type: 'string' } },
  quote: target,
  quota: { env: { type: 'string' }, 'broker-url': { type: 'string' }, json: { type: 'boolean' } },
} as const satisfies Record<MarketCommandName, ParseArgsConfig['options']>;

/** The `--api` flag, as the data commands read it. */
const apiFlag = z.enum(API_GENERATIONS, { error: 'must be v1 (the current API) or legacy' }).optional();

const symbol = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(UNDERLIER_PATTERN, 'must be a market symbol such as AAPL, SPX or BRK.B'));

/** The target flags every data command shares (the account commands take them too). */
export const targetSchema = z.object({
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
  api: apiFlag,
});

const KINDS = { weekly: 'WEEKLY', monthly: 'MONTHLY', quarterly: 'QUARTERLY', all: undefined } as const;

const expiriesSchema = targetSchema.extend({
  symbol: symbol.optional(),
  type: z.enum(['weekly', 'monthly', 'quarterly', 'all'], { error: 'must be weekly, monthly, quarterly or all' }).default('all'),
});

const quotaSchema = targetSchema.pick({ env: true, 'broker-url': true, json: true });

const describe = (error: z.ZodError): string => error.issues.map((issue) => `--${issue.path.map(String).join('.')} ${issue.message}`).join('; ');

/** The checked target flags as a command's target. */
export const marketTarget = (v: z.infer<typeof targetSchema>): MarketTarget => ({ env: v.env, brokerUrl: v['broker-url'], format: v.format, json: v.json, input: v.input, api: v.api });

/** Parses the arguments after a market command's name. */
export function parseMarketCommand(name: MarketCommandName, args: readonly string[]): Result<MarketCommand> {
  let values: Record<string, unknown>;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({ args: [...args], options: OPTIONS[name], strict: true, allowPositionals: name === 'quote' }));
  } catch (error) {
    return fail('invalid-argument', error instanceof Error ? error.message : String(error));
  }
  if (name === 'quota') {
    const parsed = quotaSchema.safeParse(values);
    if (!parsed.success) return fail('invalid-argument', describe(parsed.error));
    return ok({ name, env: parsed.data.env, brokerUrl: parsed.data['broker-url'], json: parsed.data.json });
  }
  if (name === 'expiries') {
    const parsed = expiriesSchema.safeParse(values);
    if (!parsed.success) return fail('invalid-argument', describe(parsed.error));
    if (parsed.data.symbol === undefined) return fail('invalid-argument', '--symbol is required (the underlier, such as AAPL).');
    return ok({ name, symbol: parsed.data.symbol, kind: KINDS[parsed.data.type], ...marketTarget(parsed.data) });
  }
  const parsed = targetSchema.safeParse(values);
  if (!parsed.success) return fail('invalid-argument', describe(parsed.error));
  if (name === 'accounts') return ok({ name, ...marketTarget(parsed.data) });
  const symbols: string[] = [];
  for (const typed of positionals.flatMap((word) => word.split(',')).filter((word) => word.trim() !== '')) {
    const checked = symbol.safeParse(typed);
    if (!checked.success) return fail('invalid-argument', `${JSON.stringify(typed)} must be a market symbol such as AAPL, SPX or BRK.B.`);
    if (!symbols.includes(checked.data)) symbols.push(checked.data);
  }
  // A saved answer says which symbols it holds; asking the provider needs at least one.
  if (symbols.length === 0 && parsed.data.input === undefined) return fail('invalid-argument', 'quote needs at least one symbol: strikeboard quote AAPL MSFT');
  if (symbols.length > MAX_QUOTE_SYMBOLS) return fail('invalid-argument', `quote takes at most ${MAX_QUOTE_SYMBOLS} symbols at a time.`);
  return ok({ name, symbols, ...marketTarget(parsed.data) });
}
