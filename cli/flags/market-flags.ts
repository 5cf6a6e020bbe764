/**
 * Flags of the market and account commands of the current API: `accounts`, `expiries`, `quote`,
 * `quota` and `term`. They share the data commands' target flags (--env, --broker-url, --format, --json,
 * --input) and take `--api v1|legacy` (default: the environment's generation; for --input, v1,
 * the only generation that has these answers). `quote` takes its symbols as positionals.
 */
import { z } from 'zod';
import type { ExpiryKind } from '../../shared/domain/expiries.ts';
import type { TermScope } from '../../shared/domain/term-structure.ts';
import { fail, ok, type Result } from '../../shared/result.ts';
import { parseFlags } from './flag-schema.ts';
import { symbolValue } from './flag-values.ts';
import { TARGET_FLAGS, targetSchema, toTarget, type DataTarget } from './target-flags.ts';

/** Where a market command gets its answer, and which API generation it speaks (`api`). */
export type MarketTarget = DataTarget;

/** Quotes per request on the wire; more are batched by the client, but a command line this long is a mistake. */
const MAX_QUOTE_SYMBOLS = 100;

export type MarketCommand =
  | ({ name: 'accounts' } & MarketTarget)
  | ({ name: 'expiries'; symbol: string; kind: ExpiryKind | undefined } & MarketTarget)
  | ({ name: 'quote'; symbols: string[] } & MarketTarget)
  | ({ name: 'term'; symbol: string; scope: TermScope } & MarketTarget)
  | { name: 'quota'; env: string | undefined; brokerUrl: string | undefined; json: boolean };

export const MARKET_COMMANDS = ['accounts', 'expiries', 'quote', 'quota', 'term'] as const;
export type MarketCommandName = (typeof MARKET_COMMANDS)[number];

export const isMarketCommand = (name: string): name is MarketCommandName => (MARKET_COMMANDS as readonly string[]).includes(name);

/** The flags of each market command. */
export const MARKET_FLAGS = {
  accounts: TARGET_FLAGS,
  expiries: { ...TARGET_FLAGS, symbol: { type: 'string' }, type: { type: 'string' } },
  quote: TARGET_FLAGS,
  quota: { env: TARGET_FLAGS.env, 'broker-url': TARGET_FLAGS['broker-url'], json: TARGET_FLAGS.json },
  term: { ...TARGET_FLAGS, symbol: { type: 'string' }, all: { type: 'boolean' } },
} as const;

const KINDS = { weekly: 'WEEKLY', monthly: 'MONTHLY', quarterly: 'QUARTERLY', all: undefined } as const;

const expiriesSchema = targetSchema.extend({
  symbol: symbolValue.optional(),
  type: z.enum(['weekly', 'monthly', 'quarterly', 'all'], { error: 'must be weekly, monthly, quarterly or all' }).default('all'),
});

const termSchema = targetSchema.extend({ symbol: symbolValue.optional(), all: z.boolean().default(false) });

const quotaSchema = targetSchema.pick({ env: true, 'broker-url': true, json: true });

/** The symbols of `quote`: commas split, upper-cased, repeats dropped. */
function quoteSymbols(words: readonly string[], input: string | undefined): Result<string[]> {
  const symbols: string[] = [];
  for (const typed of words.flatMap((word) => word.split(',')).filter((word) => word.trim() !== '')) {
    const checked = symbolValue.safeParse(typed);
    if (!checked.success) return fail('invalid-argument', `${JSON.stringify(typed)} must be a market symbol such as AAPL, SPX or BRK.B.`);
    if (!symbols.includes(checked.data)) symbols.push(checked.data);
  }
  // A saved answer says which symbols it holds; asking the provider needs at least one.
  if (symbols.length === 0 && input === undefined) return fail('invalid-argument', 'quote needs at least one symbol: strikeboard quote AAPL MSFT');
  if (symbols.length > MAX_QUOTE_SYMBOLS) return fail('invalid-argument', `quote takes at most ${MAX_QUOTE_SYMBOLS} symbols at a time.`);
  return ok(symbols);
}

/** Parses the arguments after a market command's name. */
export function parseMarketCommand(name: MarketCommandName, args: readonly string[]): Result<MarketCommand> {
  switch (name) {
    case 'quota': {
      const parsed = parseFlags(name, args, MARKET_FLAGS.quota, quotaSchema);
      return parsed.ok ? ok({ name, env: parsed.data.flags.env, brokerUrl: parsed.data.flags['broker-url'], json: parsed.data.flags.json }) : parsed;
    }
    case 'expiries': {
      const parsed = parseFlags(name, args, MARKET_FLAGS.expiries, expiriesSchema);
      if (!parsed.ok) return parsed;
      const v = parsed.data.flags;
      if (v.symbol === undefined) return fail('invalid-argument', '--symbol is required (the underlier, such as AAPL).');
      return ok({ name, symbol: v.symbol, kind: KINDS[v.type], ...toTarget(v) });
    }
    case 'term': {
      const parsed = parseFlags(name, args, MARKET_FLAGS.term, termSchema);
      if (!parsed.ok) return parsed;
      const v = parsed.data.flags;
      if (v.symbol === undefined) return fail('invalid-argument', '--symbol is required (the underlier, such as AAPL).');
      // One answer per expiry and the price: no single saved response holds them.
      if (v.input !== undefined) return fail('invalid-argument', 'term asks the provider for every expiry; it reads no saved response (--input).');
      return ok({ name, symbol: v.symbol, scope: v.all ? 'all' : 'nearest', ...toTarget(v) });
    }
    case 'accounts': {
      const parsed = parseFlags(name, args, MARKET_FLAGS.accounts, targetSchema);
      return parsed.ok ? ok({ name, ...toTarget(parsed.data.flags) }) : parsed;
    }
    case 'quote': {
      const parsed = parseFlags(name, args, MARKET_FLAGS.quote, targetSchema, { positionals: true });
      if (!parsed.ok) return parsed;
      const symbols = quoteSymbols(parsed.data.positionals, parsed.data.flags.input);
      return symbols.ok ? ok({ name, symbols: symbols.data, ...toTarget(parsed.data.flags) }) : symbols;
    }
  }
}
