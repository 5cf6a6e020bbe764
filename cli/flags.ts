/**
 * The command line's grammar: `node:util` splits the flags, zod checks their values, and every
 * mistake becomes one clear `invalid-argument` message (exit code 2).
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { z } from 'zod';
import { API_GENERATIONS, type ApiGeneration } from '../shared/environments.ts';
import { hostUrlProblem } from '../shared/host-url.ts';
import { fail, ok, type Result } from '../shared/result.ts';
import { DATA_OPTIONS, parseDataCommand, type DataCommand } from './data-flags.ts';
import { isMarketCommand, parseMarketCommand, type MarketCommand } from './market-flags.ts';
import { isAlertCommand, parseAlertCommand, type AlertCommand } from './alert-flags.ts';

export type Command =
  | { name: 'help' }
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
  | AlertCommand;

export const USAGE = `Usage: strikeboard <command> [flags]

Commands:
  login   [--env demo|sandbox|production|<file.json>] [--api v1|legacy] [--broker-url URL]
          [--no-browser] [--session-only]
          Sign in: prints the authorize URL, opens the browser, then reads the code you paste.
          The session remembers the API generation (--api, else the environment's).
  status  [--env ...] [--json]    Show the stored session of each environment (or one).
  renew   [--env ...]             Renew an idle access token.
  logout  [--env ...]             Revoke the access token and forget it.
  forget  --env ...               Revoke the access token, then remove it and the consumer key
                                  stored for that environment (the next login starts afresh).
  chain   --symbol SYM [--expiry YYYY-MM-DD] [--near PRICE] [--strikes N] [--weekly]
          [--category standard|all|mini] [--type CALL|PUT|CALLPUT] [--show-adjusted]
          The option chain of an underlier for one expiry (the nearest when none is named):
          bid, ask, last, volume, open interest, IV and delta per side around the strike.
          The legacy API: --underlier SYM --month M|NAME --year YYYY (calls | strike | puts).
  expiries --symbol SYM [--type weekly|monthly|quarterly|all]
          The option expiry dates of an underlier, nearest first, with days to expiry.
  quote   SYMBOL...               Quotes of underliers (last, change, bid, ask, volume, status).
  accounts                        The signed-in user's accounts (id, key, description, name,
                                  type, status); closed accounts listed apart.
  quota   [--env ...] [--json]    The hourly request budget used, per module.
  orders  --account ID|KEY [--today | --from YYYY-MM-DD --to YYYY-MM-DD] [--status S] [--symbol X[,Y]]
          [--security-type EQ|OPTN|MF|MMF] [--count N] [--marker M | --all] [--watch]
          Today's orders of an account (legacy API: one page, newest first, the next page's marker
          printed, or --all pages; current API: the whole day, by the rule in the README), or a
          history window (current API; --status, --symbol, --security-type sent to the server;
          the first 2,000 orders unless --all), or --watch to keep refreshing today's and print
          what changes (Ctrl+C ends it). An account ID is resolved to its key on the current API;
          a key starting with - is written --account=KEY.
  order   --account KEY --id N
          One order (current API) with its event timeline: placed, sent, executed, cancelled...
  alerts  [--status unread|read] [--category stock|account] [--count N]
          The platform's alerts (current API), newest first: id, time in New York, read or
          unread, subject; up to N (1-300; the provider's default is 25).
  alert   --id N
          One alert: its symbol (an option as the option) and its message as plain text.
          These take [--env ...] [--broker-url URL] [--api v1|legacy] (the API generation, the
          session's by default; for a saved chain, what the file holds) [--format json|xml] (wire
          format asked of the provider) [--json] (print the decoded model as JSON instead of a
          table) and [--input FILE] (decode a saved response instead of calling the provider).
          They use the session stored by \`strikeboard login\`.
  sign    --method M --url U [--timestamp T] [--nonce N] [--form BODY] [--callback oob] [--query]
          Print the signature base string, signature and Authorization header for the credentials
          in STRIKEBOARD_CONSUMER_KEY, STRIKEBOARD_CONSUMER_SECRET, STRIKEBOARD_TOKEN and
          STRIKEBOARD_TOKEN_SECRET (the token pair is optional; without it and with --callback oob,
          the request-token step).

Every command but sign needs the system keychain (on Linux a Secret Service, such as
gnome-keyring, unlocked, on the session D-Bus); without one it says how to start one.

Environments: demo (the local demo broker: --broker-url or STRIKEBOARD_DEMO_URL, as printed by
\`npm run demo-broker\`), sandbox and production (the platform's hosts, built in), or the path
of an environment file (JSON: sandbox true|false, optional api "v1"|"legacy" (v1 when absent),
optional hosts oauthUrl, authorizeUrl, apiUrl, legacyUrl (each left out takes the built-in one),
optional credentialsInQuery, callbackUrl and wireFormat).
Consumer credentials for login come from STRIKEBOARD_CONSUMER_KEY and STRIKEBOARD_CONSUMER_SECRET
(kept in the keychain once signed in), else from the keychain, else for the demo the demo broker's
built-in key; login names the key it uses (masked) and where it came from, and \`strikeboard
forget --env E\` removes a stored one.

Exit codes: 0 ok, 1 other failure (no keychain), 2 usage (a wrong flag, an account that is not
yours), 3 authorization (sign in again, a refused code), 4 provider or network (the provider's words
are printed; try again later).`;

const envValue = z.string().trim().min(1, 'must name demo, sandbox, production or an environment file');
const brokerUrl = z.string().superRefine((value, ctx) => {
  const problem = hostUrlProblem(value);
  if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
});
const httpUrl = z.string({ error: 'is required' }).superRefine((value, ctx) => {
  if (!/^https?:\/\//i.test(value)) ctx.addIssue({ code: 'custom', message: `must be an http:// or https:// URL, got ${JSON.stringify(value)}` });
});

const schemas = {
  login: z.object({
    env: envValue.default('demo'),
    'broker-url': brokerUrl.optional(),
    'session-only': z.boolean().default(false),
    'no-browser': z.boolean().default(false),
    api: z.enum(API_GENERATIONS, { error: 'must be v1 (the current API) or legacy' }).optional(),
  }),
  status: z.object({ env: envValue.optional(), 'broker-url': brokerUrl.optional(), json: z.boolean().default(false) }),
  renew: z.object({ env: envValue.optional(), 'broker-url': brokerUrl.optional() }),
  forget: z.object({ env: envValue }),
  sign: z.object({
    method: z.string({ error: 'is required (GET, POST, ...)' }).regex(/^[A-Za-z]+$/, 'must be an HTTP method such as GET').transform((m) => m.toUpperCase()),
    url: httpUrl,
    timestamp: z.string().regex(/^\d{1,12}$/, 'must be whole epoch seconds').transform(Number).optional(),
    nonce: z.string().regex(/^[\x21-\x7e]{1,128}$/, 'must be 1 to 128 visible ASCII characters').optional(),
    form: z.string().optional(),
    callback: z.string().regex(/^(oob|https?:\/\/\S+)$/, 'must be oob or an http(s) URL').optional(),
    query: z.boolean().default(false),
  }),
} as const;

const options: Record<keyof typeof schemas | DataCommand['name'], ParseArgsConfig['options']> = {
  ...DATA_OPTIONS,
  login: { env: { type: 'string' }, 'broker-url': { type: 'string' }, 'session-only': { type: 'boolean' }, 'no-browser': { type: 'boolean' }, api: { type: 'string' } },
  status: { env: { type: 'string' }, 'broker-url': { type: 'string' }, json: { type: 'boolean' } },
  renew: { env: { type: 'string' }, 'broker-url': { type: 'string' } },
  forget: { env: { type: 'string' } },
  sign: { method: { type: 'string' }, url: { type: 'string' }, timestamp: { type: 'string' }, nonce: { type: 'string' }, form: { type: 'string' }, callback: { type: 'string' }, query: { type: 'boolean' } },
};

function describe(error: z.ZodError): string {
  return error.issues.map((issue) => `--${issue.path.map(String).join('.')} ${issue.message}`).join('; ');
}

/** Parses `argv` (without node and the script) into a command. */
export function parseCommand(argv: readonly string[]): Result<Command> {
  const [name, ...rest] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') return ok({ name: 'help' });
  const kind = name === 'logout' ? 'renew' : name;
  if (!Object.hasOwn(options, kind) && !isMarketCommand(kind) && !isAlertCommand(kind)) {
    return fail('invalid-argument', `Unknown command ${JSON.stringify(name)}. Commands: login, status, renew, logout, forget, chain, expiries, quote, accounts, quota, orders, order, alerts, alert, sign.`);
  }
  if (rest.includes('--help') || rest.includes('-h')) return ok({ name: 'help' });
  if (isMarketCommand(kind)) return parseMarketCommand(kind, rest);
  if (isAlertCommand(kind)) return parseAlertCommand(kind, rest);
  const key = kind as keyof typeof options;
  let values: Record<string, unknown>;
  try {
    values = parseArgs({ args: [...rest], options: options[key], strict: true, allowPositionals: false }).values;
  } catch (error) {
    return fail('invalid-argument', error instanceof Error ? error.message : String(error));
  }
  switch (key) {
    case 'chain':
    case 'orders':
    case 'order':
      return parseDataCommand(key, values);
    case 'login': {
      const parsed = schemas.login.safeParse(values);
      if (!parsed.success) return fail('invalid-argument', describe(parsed.error));
      const v = parsed.data;
      return ok({ name: 'login', env: v.env, brokerUrl: v['broker-url'], sessionOnly: v['session-only'], browser: !v['no-browser'], api: v.api });
    }
    case 'status': {
      const parsed = schemas.status.safeParse(values);
      if (!parsed.success) return fail('invalid-argument', describe(parsed.error));
      return ok({ name: 'status', env: parsed.data.env, brokerUrl: parsed.data['broker-url'], json: parsed.data.json });
    }
    case 'renew': {
      const parsed = schemas.renew.safeParse(values);
      if (!parsed.success) return fail('invalid-argument', describe(parsed.error));
      const target = { env: parsed.data.env, brokerUrl: parsed.data['broker-url'] };
      return ok(name === 'logout' ? { name: 'logout', ...target } : { name: 'renew', ...target });
    }
    case 'forget': {
      if (values.env === undefined) {
        return fail('invalid-argument', "forget needs --env demo|sandbox|production|<file.json>: it removes that environment's consumer key and tokens, and never guesses which.");
      }
      const parsed = schemas.forget.safeParse(values);
      if (!parsed.success) return fail('invalid-argument', describe(parsed.error));
      return ok({ name: 'forget', env: parsed.data.env });
    }
    case 'sign': {
      const parsed = schemas.sign.safeParse(values);
      if (!parsed.success) return fail('invalid-argument', describe(parsed.error));
      const v = parsed.data;
      return ok({ name: 'sign', method: v.method, url: v.url, timestamp: v.timestamp, nonce: v.nonce, form: v.form, callback: v.callback, placement: v.query ? 'query' : 'header' });
    }
  }
}
