/**
 * Every invoke channel's argument schema (docs/architecture.md, "The IPC contract"). Main parses
 * the renderer's argument with these before any handler runs; a channel without an argument takes
 * `undefined`.
 */
import { z } from 'zod';
import { chainQuerySchema } from '../domain/chain-query.ts';
import { chainWatchSchema } from '../domain/chain-refresh.ts';
import { accountKeySchema, orderDetailsQuerySchema, orderHistoryQuerySchema } from '../domain/order-history.ts';
import { UNDERLIER_PATTERN } from '../domain/chain-query.ts';
import { EXPIRY_KINDS } from '../domain/expiries.ts';
import { termQuerySchema } from '../domain/term-structure.ts';
import { CONSUMER_FIELD_NAMES, consumerFieldProblem, type ConsumerField } from '../consumer-key-rules.ts';
import { positionsAccountSchema, positionsPauseSchema } from '../domain/positions-watch.ts';
import { alertDetailsQuerySchema, alertsPauseSchema } from '../domain/alerts-watch.ts';
import { settingsPatchSchema } from '../settings.ts';
import type { InvokeChannel } from './channels.ts';
import { clipboardTextProblem } from './clipboard-text.ts';

const none = z.undefined({ error: 'this call takes no argument' });

/**
 * Text for the system clipboard: a string (no HTML, no images, nothing else a page could choose),
 * not empty, within the 1 MiB cap. Copy goes through main because the page holds no clipboard
 * permission (electron/security/permissions.ts).
 */
const clipboardText = z.string({ error: 'must be text' }).superRefine((text, context) => {
  const problem = clipboardTextProblem(text);
  if (problem !== null) context.addIssue({ code: 'custom', message: problem });
});

/** Numeric account IDs (the legacy order list's path: docs/platform/legacy-api.md, "Order list"). */
export const accountIdSchema = z.string().regex(/^\d{1,20}$/, 'must be the numeric account ID');
/** The orders channels take the account key: v1 `accountIdKey`, or the legacy numeric account ID. */
const account = z.object({ accountKey: accountKeySchema }).strict();

/** Verifier codes: letters and digits as the authorize page shows them; spaces are forgiven. */
const verifierCode = z.string().trim().min(1, 'is empty').max(64, 'is too long');

/** A consumer key or secret by the rules the form and the command line check too (consumer-key-rules.ts), trimmed. */
const consumerField = (field: ConsumerField) =>
  z
    .string()
    .superRefine((typed, context) => {
      const problem = consumerFieldProblem(field, typed);
      if (problem !== null) context.addIssue({ code: 'custom', message: `${CONSUMER_FIELD_NAMES[field]} ${problem}` });
    })
    .transform((typed) => typed.trim());

/** A consumer key and secret for sandbox or production (the demo has its own). */
const credentials = z
  .object({
    environment: z.enum(['sandbox', 'production']),
    consumerKey: consumerField('consumerKey'),
    consumerSecret: consumerField('consumerSecret'),
  })
  .strict();

/** A market symbol as typed: trimmed, upper-cased, then checked. */
const marketSymbol = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(UNDERLIER_PATTERN, 'must be a market symbol such as AAPL, SPX or BRK.B'));

export const INVOKE_SCHEMAS = {
  'app:info': none,
  'clipboard:write': clipboardText,
  'settings:get': none,
  'settings:update': settingsPatchSchema,
  'session:get': none,
  'session:useMemoryOnly': none,
  'auth:signIn': none,
  'auth:submitCode': verifierCode,
  'auth:cancel': none,
  'auth:signOut': none,
  'credentials:status': none,
  'credentials:save': credentials,
  'credentials:clear': z.object({ environment: z.enum(['sandbox', 'production']) }).strict(),
  'chain:get': chainQuerySchema,
  'chain:expiries': z.object({ symbol: marketSymbol, kind: z.enum(EXPIRY_KINDS).optional() }).strict(),
  'chain:watch': chainWatchSchema,
  'chain:unwatch': none,
  'quotes:get': z.object({ symbols: z.array(marketSymbol).min(1, 'name at least one symbol').max(100, 'at most 100 symbols at once') }).strict(),
  'term:plan': termQuerySchema,
  'term:get': termQuerySchema,
  'quota:get': none,
  'accounts:list': none,
  'orders:watch': account,
  'orders:unwatch': account,
  'orders:refresh': account,
  'orders:pause': z.object({ accountKey: accountKeySchema, paused: z.boolean() }).strict(),
  'orders:history': orderHistoryQuerySchema,
  'orders:details': orderDetailsQuerySchema,
  'orders:watchAll': none,
  'orders:unwatchAll': none,
  'positions:watch': positionsAccountSchema,
  'positions:unwatch': positionsAccountSchema,
  'positions:refresh': positionsAccountSchema,
  'positions:pause': positionsPauseSchema,
  'alerts:get': none,
  'alerts:refresh': none,
  'alerts:pause': alertsPauseSchema,
  'alerts:details': alertDetailsQuerySchema,
} as const satisfies Record<InvokeChannel, z.ZodType>;

export type InvokeInput<C extends InvokeChannel> = z.output<(typeof INVOKE_SCHEMAS)[C]>;
