/**
 * The command line's grammar: each command's flags are read and checked in one shape
 * (flag-schema.ts), and every mistake becomes one clear `invalid-argument` message (exit code 2),
 * with the command or flag most likely meant when a word is mistyped.
 */
import { z } from 'zod';
import type { ApiGeneration } from '../../shared/environments.ts';
import { fail, ok, type Result } from '../../shared/result.ts';
import { isDataCommand, parseDataCommand, type DataCommand } from './data-flags.ts';
import { closestWord } from './did-you-mean.ts';
import { parseFlags } from './flag-schema.ts';
import { apiValue, brokerUrlValue, envValue } from './flag-values.ts';
import { isMarketCommand, parseMarketCommand, type MarketCommand } from './market-flags.ts';
import { isAccountCommand, parseAccountCommand, type AccountCommand } from './account-flags.ts';
import { isAlertCommand, parseAlertCommand, type AlertCommand } from './alert-flags.ts';
import { parseAnalyzeCommand, type AnalyzeCommand } from './analyze-flags.ts';

export { USAGE } from '../usage.ts';
import type { HelpTopic } from '../usage.ts';

export type Command =
  /** The help: the whole (`topic` null) or one command's; `asked` false when no command was given at all (a usage error). */
  | { name: 'help'; topic: HelpTopic | null; asked: boolean }
  | { name: 'version' }
  | { name: 'login'; env: string; brokerUrl: string | undefined; sessionOnly: boolean; browser: boolean; api: ApiGeneration | undefined }
  | { name: 'status'; env: string | undefined; brokerUrl: string | undefined; json: boolean }
  | { name: 'renew'; env: string | undefined; brokerUrl: string | undefined }
  | { name: 'logout'; env: string | undefined; brokerUrl: string | undefined }
  | { name: 'forget'; env: string }
  | {
      name: 'sign';
      method: string;
      url: string;
      timestamp: number | undefined;
      nonce: string | undefined;
      form: string | undefined;
      /** oauth_callback to sign and send: the request-token step (`oob` on this platform). */
      callback: string | undefined;
      placement: 'header' | 'query';
    }
  | DataCommand
  | MarketCommand
  | AccountCommand
  | AlertCommand
  | AnalyzeCommand;

/** Every command's name, in the order the help lists them. */
const COMMANDS = [
  'login',
  'status',
  'renew',
  'logout',
  'forget',
  'chain',
  'term',
  'expiries',
  'quote',
  'accounts',
  'quota',
  'orders',
  'order',
  'positions',
  'balance',
  'alerts',
  'alert',
  'analyze',
  'sign',
  'help',
] as const;

const httpUrl = z.string({ error: 'is required' }).superRefine((value, ctx) => {
  if (!/^https?:\/\//i.test(value)) ctx.addIssue({ code: 'custom', message: `must be an http:// or https:// URL, got ${JSON.stringify(value)}` });
});

const SESSION = {
  login: {
    flags: {
      env: { type: 'string' },
      'broker-url': { type: 'string' },
      'session-only': { type: 'boolean' },
      'no-browser': { type: 'boolean' },
      api: { type: 'string' },
    },
    schema: z.object({
      env: envValue.default('demo'),
      'broker-url': brokerUrlValue.optional(),
      'session-only': z.boolean().default(false),
      'no-browser': z.boolean().default(false),
      api: apiValue.optional(),
    }),
  },
  status: {
    flags: { env: { type: 'string' }, 'broker-url': { type: 'string' }, json: { type: 'boolean' } },
    schema: z.object({ env: envValue.optional(), 'broker-url': brokerUrlValue.optional(), json: z.boolean().default(false) }),
  },
  renew: {
    flags: { env: { type: 'string' }, 'broker-url': { type: 'string' } },
    schema: z.object({ env: envValue.optional(), 'broker-url': brokerUrlValue.optional() }),
  },
  forget: { flags: { env: { type: 'string' } }, schema: z.object({ env: envValue.optional() }) },
  sign: {
    flags: {
      method: { type: 'string' },
      url: { type: 'string' },
      timestamp: { type: 'string' },
      nonce: { type: 'string' },
      form: { type: 'string' },
      callback: { type: 'string' },
      query: { type: 'boolean' },
    },
    schema: z.object({
      method: z
        .string({ error: 'is required (GET, POST, ...)' })
        .regex(/^[A-Z]+$/i, 'must be an HTTP method such as GET')
        .transform((m) => m.toUpperCase()),
      url: httpUrl,
      timestamp: z
        .string()
        .regex(/^\d{1,12}$/, 'must be whole epoch seconds')
        .transform(Number)
        .optional(),
      nonce: z
        .string()
        .regex(/^[\x21-\x7e]{1,128}$/, 'must be 1 to 128 visible ASCII characters')
        .optional(),
      form: z.string().optional(),
      callback: z
        .string()
        .regex(/^(oob|https?:\/\/\S+)$/, 'must be oob or an http(s) URL')
        .optional(),
      query: z.boolean().default(false),
    }),
  },
} as const;

const isCommandName = (name: string): name is (typeof COMMANDS)[number] => (COMMANDS as readonly string[]).includes(name);

/** `strikeboard help [command]`: the whole help, or one command's. */
function helpOf(topic: string | undefined): Result<Command> {
  if (topic === undefined) return ok({ name: 'help', topic: null, asked: true });
  if (!isCommandName(topic)) return unknownCommand(topic);
  return ok({ name: 'help', topic: topic === 'help' ? null : topic, asked: true });
}

function unknownCommand(name: string): Result<never> {
  const guess = closestWord(name, COMMANDS);
  const hint = guess === null ? `Commands: ${COMMANDS.filter((c) => c !== 'help').join(', ')}.` : `Did you mean ${guess}?`;
  return fail('invalid-argument', `Unknown command ${JSON.stringify(name)}. ${hint}`);
}

/** Parses `argv` (without node and the script) into a command. */
export function parseCommand(argv: readonly string[]): Result<Command> {
  const [name, ...rest] = argv;
  if (name === undefined) return ok({ name: 'help', topic: null, asked: false });
  if (name === '--version' || name === '-V' || name === 'version') return ok({ name: 'version' });
  if (name === 'help' || name === '--help' || name === '-h') return helpOf(rest[0]);
  if (!isCommandName(name)) return unknownCommand(name);
  if (rest.includes('--help') || rest.includes('-h')) return ok({ name: 'help', topic: name === 'help' ? null : name, asked: true });
  if (isMarketCommand(name)) return parseMarketCommand(name, rest);
  if (isDataCommand(name)) return parseDataCommand(name, rest);
  if (isAccountCommand(name)) return parseAccountCommand(name, rest);
  if (isAlertCommand(name)) return parseAlertCommand(name, rest);
  if (name === 'analyze') return parseAnalyzeCommand(rest);
  switch (name) {
    case 'login': {
      const parsed = parseFlags(name, rest, SESSION.login.flags, SESSION.login.schema);
      if (!parsed.ok) return parsed;
      const v = parsed.data.flags;
      return ok({ name: 'login', env: v.env, brokerUrl: v['broker-url'], sessionOnly: v['session-only'], browser: !v['no-browser'], api: v.api });
    }
    case 'status': {
      const parsed = parseFlags(name, rest, SESSION.status.flags, SESSION.status.schema);
      return parsed.ok ? ok({ name: 'status', env: parsed.data.flags.env, brokerUrl: parsed.data.flags['broker-url'], json: parsed.data.flags.json }) : parsed;
    }
    case 'renew':
    case 'logout': {
      const parsed = parseFlags(name, rest, SESSION.renew.flags, SESSION.renew.schema);
      return parsed.ok ? ok({ name, env: parsed.data.flags.env, brokerUrl: parsed.data.flags['broker-url'] }) : parsed;
    }
    case 'forget': {
      const parsed = parseFlags(name, rest, SESSION.forget.flags, SESSION.forget.schema);
      if (!parsed.ok) return parsed;
      if (parsed.data.flags.env === undefined) {
        return fail(
          'invalid-argument',
          "forget needs --env demo|sandbox|production|<file.json>: it removes that environment's consumer key and tokens, and never guesses which.",
        );
      }
      return ok({ name: 'forget', env: parsed.data.flags.env });
    }
    case 'sign': {
      const parsed = parseFlags(name, rest, SESSION.sign.flags, SESSION.sign.schema);
      if (!parsed.ok) return parsed;
      const v = parsed.data.flags;
      return ok({
        name: 'sign',
        method: v.method,
        url: v.url,
        timestamp: v.timestamp,
        nonce: v.nonce,
        form: v.form,
        callback: v.callback,
        placement: v.query ? 'query' : 'header',
      });
    }
  }
  return unknownCommand(name);
}
