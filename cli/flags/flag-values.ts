/**
 * The values flags take, each checked once with one message in the user's words: where a command
 * is sent (--env, --broker-url, --api, --format), symbols, whole numbers, prices and dates. A
 * number is read from its digits here (never by a schema library's coercion), so `abc` is "not a
 * whole number", not a parser's NaN.
 */
import { z } from 'zod';
import { UNDERLIER_PATTERN } from '../../shared/domain/chain-query.ts';
import { API_GENERATIONS, WIRE_FORMATS } from '../../shared/environments.ts';
import { hostUrlProblem } from '../../shared/host-url.ts';
import { readDateFlag } from './date-flag.ts';

/** --env: a built-in environment's name or an environment file. */
export const envValue = z.string().trim().min(1, 'must name demo, sandbox, production or an environment file');

/** --broker-url: the local demo broker's URL (plain http only on loopback). */
export const brokerUrlValue = z.string().superRefine((value, ctx) => {
  const problem = hostUrlProblem(value);
  if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
});

/** --api: the API generation. */
export const apiValue = z.enum(API_GENERATIONS, { error: 'must be v1 (the current API) or legacy' });

/** --format: the wire format asked of the provider. */
export const formatValue = z.enum(WIRE_FORMATS, { error: 'must be json or xml' });

/** A market symbol, upper-cased. */
export const symbolValue = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(UNDERLIER_PATTERN, 'must be a market symbol such as AAPL, SPX or BRK.B'));

const WHOLE = /^[-+]?\d{1,15}$/;
const DECIMAL = /^[-+]?(?:\d{1,15}(?:\.\d{0,10})?|\.\d{1,10})$/;

/** A whole number from `min` to `max`; `what` says what it counts ("how many strikes"). */
export const wholeNumberValue = (what: string, min: number, max: number) =>
  z.string().transform((text, ctx) => {
    const typed = text.trim();
    if (!WHOLE.test(typed)) {
      ctx.addIssue({ code: 'custom', message: `must be a whole number (${what}), not ${JSON.stringify(text)}` });
      return z.NEVER;
    }
    const value = Number(typed);
    if (value < min) ctx.addIssue({ code: 'custom', message: `must be at least ${min.toLocaleString('en-US')}` });
    else if (value > max) ctx.addIssue({ code: 'custom', message: `must be at most ${max.toLocaleString('en-US')}` });
    return value;
  });

/** A price above 0, such as 190 or 187.5. */
export const priceValue = z.string().transform((text, ctx) => {
  const typed = text.trim();
  if (!DECIMAL.test(typed)) {
    ctx.addIssue({ code: 'custom', message: `must be a price such as 190 or 187.50, not ${JSON.stringify(text)}` });
    return z.NEVER;
  }
  const value = Number(typed);
  if (value <= 0) ctx.addIssue({ code: 'custom', message: 'must be a price above 0' });
  else if (value > 1_000_000) ctx.addIssue({ code: 'custom', message: 'is not a plausible price' });
  return value;
});

/** A calendar day as YYYY-MM-DD; other spellings are refused with their ISO form when it is clear. */
export const dateValue = z.string().transform((text, ctx) => {
  const read = readDateFlag(text);
  if (!read.ok) {
    ctx.addIssue({ code: 'custom', message: read.problem });
    return z.NEVER;
  }
  return read.date;
});
