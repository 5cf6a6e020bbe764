/**
 * Which environment a command means: `demo` (the local demo broker at --broker-url or
 * STRIKEBOARD_DEMO_URL), `sandbox` / `production` (built in: the platform's hosts), or the path of
 * an environment file; and which API generation it speaks (`--api`, else the environment's).
 */
import { completeEnvironment, DEFAULT_ENVIRONMENT_DRAFTS } from '../../shared/environment-drafts.ts';
import {
  DEFAULT_API_GENERATION,
  demoEnvironment,
  ENVIRONMENT_IDS,
  type ApiGeneration,
  type Environment,
  type EnvironmentId,
} from '../../shared/environments.ts';
import { parseEnvironmentFile } from '../../shared/environment-file.ts';
import { fail, ok, type Result } from '../../shared/result.ts';
import type { CliIo } from '../io/cli-io.ts';

const isEnvironmentId = (value: string): value is EnvironmentId => (ENVIRONMENT_IDS as readonly string[]).includes(value);

/** The demo broker's URL from the flag or the environment variable. */
export function demoBrokerUrl(brokerUrl: string | undefined, io: CliIo): Result<string> {
  const url = brokerUrl ?? io.env.STRIKEBOARD_DEMO_URL;
  if (url === undefined || url === '') {
    return fail(
      'invalid-argument',
      'Start the demo broker with `npm run demo-broker` in another terminal and pass the URL it prints with --broker-url or STRIKEBOARD_DEMO_URL.',
    );
  }
  return ok(url);
}

/** Reads and validates an environment file. */
async function fromFile(path: string, io: CliIo): Promise<Result<Environment>> {
  let text: string;
  try {
    text = await io.readFile(path);
  } catch (error) {
    const reason = (error as { code?: string }).code === 'ENOENT' ? 'no such file' : error instanceof Error ? error.message : String(error);
    return fail('invalid-argument', `--env ${JSON.stringify(path)} is neither demo, sandbox, production nor a readable environment file (${reason}).`);
  }
  const parsed = parseEnvironmentFile(text);
  if (!parsed.ok) return fail('invalid-argument', `${path}: ${parsed.error.message}`, parsed.error.detail);
  return parsed;
}

/**
 * The environment to sign in to: all hosts known and valid. `api` (the `--api` flag) overrides
 * the environment's generation; the session stores it, so later commands default to it.
 */
export async function loginEnvironment(env: string, brokerUrl: string | undefined, io: CliIo, api?: ApiGeneration): Promise<Result<Environment>> {
  const found = await namedEnvironment(env, brokerUrl, io);
  return found.ok ? ok(withGeneration(found.data, api)) : found;
}

async function namedEnvironment(env: string, brokerUrl: string | undefined, io: CliIo): Promise<Result<Environment>> {
  if (env === 'demo') {
    const url = demoBrokerUrl(brokerUrl, io);
    return url.ok ? demoEnvironment(url.data) : url;
  }
  if (env === 'sandbox' || env === 'production') {
    const complete = completeEnvironment(DEFAULT_ENVIRONMENT_DRAFTS[env]);
    if (complete.ok) return complete;
    // Unreachable with the built-in hosts; kept so a bad built-in is a message, not a crash.
    return fail('invalid-argument', `The built-in ${env} environment is not usable: pass --env <file.json> with its hosts.`, complete.error.detail);
  }
  return fromFile(env, io);
}

/** `environment` speaking `api` when one was asked for (`--api`), else as it is. */
export function withGeneration(environment: Environment, api: ApiGeneration | undefined): Environment {
  return api === undefined || api === environment.api ? environment : { ...environment, api };
}

/**
 * The generation a command works in without a session (`--input` decoding a saved answer):
 * `--api`, else the generation of the environment `--env` names (a file's `api`; the built-in
 * ones and the demo speak the current API), else the current API.
 */
export async function commandGeneration(target: { env: string | undefined; api: ApiGeneration | undefined }, io: CliIo): Promise<Result<ApiGeneration>> {
  if (target.api !== undefined) return ok(target.api);
  if (target.env === undefined || isEnvironmentId(target.env)) return ok(DEFAULT_API_GENERATION);
  const file = await fromFile(target.env, io);
  return file.ok ? ok(file.data.api) : file;
}

/** The environment slot a command about an existing session means, or null for "any". */
export async function sessionSlot(env: string | undefined, io: CliIo): Promise<Result<EnvironmentId | null>> {
  if (env === undefined) return ok(null);
  if (isEnvironmentId(env)) return ok(env);
  const file = await fromFile(env, io);
  return file.ok ? ok(file.data.id) : file;
}
