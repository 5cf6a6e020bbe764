/**
 * Flags of `strikeboard analyze`: the underlier, the legs as a trader writes them ("+1 2027-03-19
 * 270C", "-2 2027-03-19 262.5P"), shares (`--stock +100`, at the quote's price or `+100@98.50`),
 * the day of the second curve, an IV shift in vol points, the price range and points of the
 * ladder, the entry price (mid or natural) and a price to analyse at (`--spot`); or, instead of
 * legs, a held group (`--account ID|KEY --position SYMBOL`: what the account holds of that
 * underlier, stock and options). They share the data commands' target flags.
 */
import { z } from 'zod';
import { accountKeySchema } from '../../shared/domain/order-history.ts';
import { readDateFlag } from './date-flag.ts';
import { fail, ok, type Result } from '../../shared/result.ts';
import { parseFlags } from './flag-schema.ts';
import { priceValue, symbolValue, wholeNumberValue } from './flag-values.ts';
import { TARGET_FLAGS, targetSchema, toTarget, type DataTarget } from './target-flags.ts';

/** One option leg as typed. */
export interface TypedLeg {
  /** The words as given, to name the leg in a message. */
  text: string;
  /** Contracts, signed: above 0 bought, below 0 sold. */
  quantity: number;
  expiry: string;
  strike: number;
  right: 'call' | 'put';
}

/** Shares as typed: signed, at a price or at the quote's. */
export interface TypedStock {
  quantity: number;
  entry: number | null;
}

export interface AnalyzeCommand extends DataTarget {
  name: 'analyze';
  symbol: string;
  legs: TypedLeg[];
  stock: TypedStock | null;
  /** The day of the second curve (YYYY-MM-DD, at its close); null: now. */
  date: string | null;
  /** Vol points added to every leg's IV (−5 is a five-point crush). */
  ivShift: number;
  range: { low: number; high: number } | null;
  points: number;
  price: 'mid' | 'natural';
  /** The underlier's price to analyse at (what-if, or where a saved chain carries none). */
  spot: number | null;
  /** A held group instead of typed legs: the account (ID or key; a saved page names its own) and the underlier. */
  held: { accountId: string | undefined } | null;
}

/** Legs one analysis takes: more is a portfolio, not a strategy typed on a command line. */
export const MAX_LEGS = 40;

export const ANALYZE_FLAGS = {
  ...TARGET_FLAGS,
  symbol: { type: 'string' },
  leg: { type: 'strings' },
  stock: { type: 'string' },
  date: { type: 'string' },
  'iv-shift': { type: 'string' },
  range: { type: 'string' },
  points: { type: 'string' },
  price: { type: 'string' },
  spot: { type: 'string' },
  account: { type: 'string' },
  position: { type: 'string' },
} as const;

/** Words longer than this are not a leg (and are never handed to a pattern). */
const LEG_CHARS = 64;
const LEG = /^([+-]?\d{1,5})\s{1,8}(\d{4}-\d{2}-\d{2})\s{1,8}(\d{1,6}(?:\.\d{1,3})?)\s{0,8}([CP])$/i;
const LEG_HINT = 'write a leg as quantity, expiry, strike and C or P: "+1 2027-03-19 270C" (bought) or "-2 2027-03-19 262.5P" (sold)';

/** Reads one leg; a sentence that names it when it is not one. */
export function readLeg(typed: string): Result<TypedLeg> {
  const text = typed.trim();
  const match = text.length <= LEG_CHARS ? LEG.exec(text) : null;
  if (match === null) return fail('invalid-argument', `--leg ${JSON.stringify(typed.slice(0, LEG_CHARS))} is not a leg: ${LEG_HINT}.`);
  const [, quantityText = '', expiryText = '', strikeText = '', rightText = ''] = match;
  const quantity = Number(quantityText);
  if (quantity === 0) return fail('invalid-argument', `--leg ${JSON.stringify(text)} has a quantity of 0: a leg is bought (+1) or sold (-1).`);
  const expiry = readDateFlag(expiryText);
  if (!expiry.ok) return fail('invalid-argument', `--leg ${JSON.stringify(text)}: its expiry ${expiry.problem}.`);
  const strike = Number(strikeText);
  if (!(strike > 0)) return fail('invalid-argument', `--leg ${JSON.stringify(text)}: its strike must be above 0.`);
  return ok({ text, quantity, expiry: expiry.date, strike, right: rightText.toUpperCase() === 'C' ? 'call' : 'put' });
}

const STOCK = /^([+-]?\d{1,9})(?:@(\d{1,7}(?:\.\d{1,4})?))?$/;

/** Reads `--stock +100` or `--stock -50@98.25`. */
export function readStock(typed: string): Result<TypedStock> {
  const match = typed.length <= LEG_CHARS ? STOCK.exec(typed.trim()) : null;
  const quantity = match === null ? 0 : Number(match[1]);
  if (match === null || quantity === 0)
    return fail('invalid-argument', `--stock ${JSON.stringify(typed.slice(0, LEG_CHARS))} must be shares, signed, optionally at a price: +100 or -50@98.25.`);
  return ok({ quantity, entry: match[2] === undefined ? null : Number(match[2]) });
}

const RANGE = /^(\d{1,7}(?:\.\d{1,4})?):(\d{1,7}(?:\.\d{1,4})?)$/;

const schema = targetSchema.extend({
  symbol: symbolValue.optional(),
  leg: z.array(z.string()).default([]),
  stock: z.string().optional(),
  date: z.string().optional(),
  'iv-shift': z
    .string()
    .regex(/^[-+]?\d{1,3}(?:\.\d{1,2})?$/, 'must be vol points such as -5 or 2.5')
    .transform(Number)
    .pipe(z.number().min(-100, 'must be at least -100 vol points').max(100, 'must be at most 100 vol points'))
    .default(0),
  range: z.string().optional(),
  points: wholeNumberValue('how many prices', 2, 2_001).default(21),
  price: z.enum(['mid', 'natural'], { error: 'must be mid or natural' }).default('mid'),
  spot: priceValue.optional(),
  account: accountKeySchema.optional(),
  position: symbolValue.optional(),
});

/** Parses the arguments after `analyze`. */
export function parseAnalyzeCommand(args: readonly string[]): Result<AnalyzeCommand> {
  const parsed = parseFlags('analyze', args, ANALYZE_FLAGS, schema);
  if (!parsed.ok) return parsed;
  const v = parsed.data.flags;
  if (v.position !== undefined) return heldCommand(v, v.position);
  if (v.account !== undefined) return fail('invalid-argument', '--account goes with --position SYMBOL: the group of that underlier the account holds.');
  if (v.symbol === undefined) return fail('invalid-argument', '--symbol is required (the underlier, such as AAPL).');
  if (v.leg.length === 0 && v.stock === undefined) return fail('invalid-argument', `analyze needs at least one --leg or --stock: ${LEG_HINT}.`);
  if (v.leg.length > MAX_LEGS) return fail('invalid-argument', `analyze takes at most ${MAX_LEGS} legs.`);
  const legs: TypedLeg[] = [];
  for (const typed of v.leg) {
    const leg = readLeg(typed);
    if (!leg.ok) return leg;
    legs.push(leg.data);
  }
  const stock = v.stock === undefined ? null : readStock(v.stock);
  if (stock !== null && !stock.ok) return stock;
  const scenario = readScenario(v);
  if (!scenario.ok) return scenario;
  return ok({ name: 'analyze', symbol: v.symbol, legs, stock: stock === null ? null : stock.data, held: null, ...scenario.data, ...toTarget(v) });
}

type AnalyzeFlags = z.infer<typeof schema>;
type Scenario = Pick<AnalyzeCommand, 'date' | 'ivShift' | 'range' | 'points' | 'price' | 'spot'>;

/** The flags of what the analysis asks of the legs, typed or held: the day, the IV shift, the ladder, the entry price, a price. */
function readScenario(v: AnalyzeFlags): Result<Scenario> {
  let date: string | null = null;
  if (v.date !== undefined) {
    const read = readDateFlag(v.date);
    if (!read.ok) return fail('invalid-argument', `--date ${read.problem}.`);
    date = read.date;
  }
  let range: AnalyzeCommand['range'] = null;
  if (v.range !== undefined) {
    const match = v.range.length <= LEG_CHARS ? RANGE.exec(v.range.trim()) : null;
    const low = Number(match?.[1]);
    const high = Number(match?.[2]);
    if (match === null || !(low >= 0 && high > low)) return fail('invalid-argument', '--range must be two prices, low:high, the low below the high: 250:300.');
    range = { low, high };
  }
  return ok({ date, ivShift: v['iv-shift'], range, points: v.points, price: v.price, spot: v.spot ?? null });
}

/** `--account ID --position SYMBOL`: the held group, its legs and entries from the account itself. */
function heldCommand(v: AnalyzeFlags, position: string): Result<AnalyzeCommand> {
  if (v.leg.length > 0 || v.stock !== undefined)
    return fail('invalid-argument', '--position analyses what the account holds: its legs come from the account, not from --leg or --stock.');
  if (v.symbol !== undefined && v.symbol !== position)
    return fail('invalid-argument', `--symbol ${v.symbol} and --position ${position} name two underliers: --position alone names the group.`);
  // A saved portfolio page names its account itself.
  if (v.account === undefined && v.input === undefined) return fail('invalid-argument', '--position needs --account ID|KEY: the account that holds the group.');
  if (v.price === 'natural') return fail('invalid-argument', '--price natural prices typed legs; a held group is entered at its own cost.');
  const scenario = readScenario(v);
  if (!scenario.ok) return scenario;
  return ok({ name: 'analyze', symbol: position, legs: [], stock: null, held: { accountId: v.account }, ...scenario.data, ...toTarget(v) });
}
