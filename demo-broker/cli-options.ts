/**
 * Flags of `npm run demo-broker`, checked with zod so a typo is a clear error (exit 2), not a
 * silently ignored option.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import type { DemoBrokerOptions } from './broker-types.ts';
import { FAULT_KINDS, FAULT_SCOPES, type FaultPlan } from './faults.ts';
import { REPORTED_BUDGETS, type RateBudgets } from './http/rate-limiter.ts';
import { DEMO_VOLUMES } from './orders/order-volume.ts';

/** Usage text printed by --help and after a bad flag. */
export const USAGE = `Usage: npm run demo-broker -- [options]

  --port <n>            TCP port on 127.0.0.1 (default 0: a free port)
  --seed <n>            seed of the simulated market and trading day
  --clock-speed <x>     run the trading day x times faster than real time (default 1)
  --volume <v>          how many orders the accounts place: day (default: a few an hour, the
                        busy account a few dozen a day) or load (about 1,200 a day in the busy
                        account, for paging and performance work)
  --callback-url <url>  callback URL of the demo consumer that has one
  --stored-sample       answer every valid API request with the same stored sample (like the sandbox)
  --latency <ms>        delay every API answer by ms milliseconds
  --fault <kind>        inject a fault: ${FAULT_KINDS.join(', ')}
  --fault-status <n>    HTTP status for server-error and html-error (500-599)
  --fault-count <n>     inject the fault into the first n requests only
  --fault-scope <s>     requests the faults hit: ${FAULT_SCOPES.join(', ')} (default api)
  --rate-limit          limit requests per hour per consumer key and module, on the simulated
                        clock, at the support-reported figures (accounts ${REPORTED_BUDGETS.accounts},
                        markets ${REPORTED_BUDGETS.markets} quotes, orders ${REPORTED_BUDGETS.orders},
                        users (alerts) ${REPORTED_BUDGETS.users});
                        over the limit: 400 with an HTML page
  --rate-limit-budgets <list>  other hourly budgets, e.g. accounts=100,markets=5000,orders=50
                        (implies --rate-limit; a module left out keeps its figure)
  --help                show this text`;

const integer = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`);

const schema = z.strictObject({
  port: integer('--port', 0, 65535).optional(),
  seed: integer('--seed', 0, 2 ** 31 - 1).optional(),
  'clock-speed': z.coerce.number({ error: '--clock-speed must be a number' }).positive('--clock-speed must be positive').max(100_000).optional(),
  volume: z.enum(DEMO_VOLUMES, { error: `--volume must be one of ${DEMO_VOLUMES.join(', ')}` }).optional(),
  'callback-url': z.url({ protocol: /^https?$/, error: '--callback-url must be an http(s) URL' }).optional(),
  'stored-sample': z.boolean().optional(),
  latency: integer('--latency', 0, 120_000).optional(),
  fault: z.enum(FAULT_KINDS, { error: `--fault must be one of ${FAULT_KINDS.join(', ')}` }).optional(),
  'fault-status': integer('--fault-status', 500, 599).optional(),
  'fault-count': integer('--fault-count', 0, 1_000_000).optional(),
  'fault-scope': z.enum(FAULT_SCOPES, { error: `--fault-scope must be one of ${FAULT_SCOPES.join(', ')}` }).optional(),
  'rate-limit': z.boolean().optional(),
  'rate-limit-budgets': z
    .string()
    .regex(
      /^(accounts|markets|orders|users)=\d{1,9}(,(accounts|markets|orders|users)=\d{1,9})*$/,
      '--rate-limit-budgets must look like accounts=100,markets=5000,orders=50,users=60',
    )
    .optional(),
  help: z.boolean().optional(),
});

/** The budgets of `--rate-limit` / `--rate-limit-budgets`, or undefined when neither is given. */
function rateBudgets(enabled: boolean | undefined, list: string | undefined): RateBudgets | undefined {
  if (!enabled && list === undefined) return undefined;
  const budgets: RateBudgets = { ...REPORTED_BUDGETS };
  for (const pair of list?.split(',') ?? []) {
    const [module, value] = pair.split('=');
    if (module === 'accounts' || module === 'markets' || module === 'orders' || module === 'users') budgets[module] = Number(value);
  }
  return budgets;
}

/** Parsed command line: options for startDemoBroker, or a request for help. */
export type CliCommand = { help: true } | { help: false; options: DemoBrokerOptions };

/** Thrown for a bad command line; the message says which flag and why. */
export class CliUsageError extends Error {}

/** Parses argv (without node and script). */
export function parseCliArgs(argv: string[]): CliCommand {
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        seed: { type: 'string' },
        'clock-speed': { type: 'string' },
        volume: { type: 'string' },
        'callback-url': { type: 'string' },
        'stored-sample': { type: 'boolean' },
        latency: { type: 'string' },
        fault: { type: 'string' },
        'fault-status': { type: 'string' },
        'fault-count': { type: 'string' },
        'fault-scope': { type: 'string' },
        'rate-limit': { type: 'boolean' },
        'rate-limit-budgets': { type: 'string' },
        help: { type: 'boolean' },
      },
    }).values;
  } catch (error) {
    throw new CliUsageError(error instanceof Error ? error.message : String(error));
  }
  const parsed = schema.safeParse(values);
  if (!parsed.success) throw new CliUsageError(parsed.error.issues.map((issue) => issue.message).join('; '));
  const flags = parsed.data;
  if (flags.help) return { help: true };
  const faults: FaultPlan = {};
  if (flags.latency !== undefined) faults.latencyMs = flags.latency;
  if (flags.fault !== undefined) faults.fault = flags.fault;
  if (flags['fault-status'] !== undefined) faults.status = flags['fault-status'];
  if (flags['fault-count'] !== undefined) faults.count = flags['fault-count'];
  if (flags['fault-scope'] !== undefined) faults.scope = flags['fault-scope'];
  const options: DemoBrokerOptions = { faults };
  if (flags.port !== undefined) options.port = flags.port;
  if (flags.seed !== undefined) options.seed = flags.seed;
  if (flags['clock-speed'] !== undefined) options.clockSpeed = flags['clock-speed'];
  if (flags.volume !== undefined) options.volume = flags.volume;
  if (flags['callback-url'] !== undefined) options.callbackUrl = flags['callback-url'];
  if (flags['stored-sample']) options.storedSample = true;
  const rateLimit = rateBudgets(flags['rate-limit'], flags['rate-limit-budgets']);
  if (rateLimit !== undefined) options.rateLimit = rateLimit;
  return { help: false, options };
}
