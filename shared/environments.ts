/**
 * Environments: where the provider's hosts are, per environment (local demo, sandbox, production),
 * which API generation and payload format each speaks, and the built-in hosts.
 *
 * The built-in sandbox and production environments ship with the platform's real hosts
 * (docs/platform/README.md, "Hosts"), so a person with a consumer key pastes the key and secret and
 * nothing else. What makes a host URL acceptable is in host-url.ts; the environment file (CLI
 * `--env`) is read in environment-file.ts, and the settings screens' drafts are checked in
 * environment-drafts.ts.
 */
import { ENVIRONMENT_LABELS, type EnvironmentId } from './environment-ids.ts';
import { hostUrlProblem, normalizeHostUrl } from './host-url.ts';
import { fail, ok, type Result } from './result.ts';

export { ENVIRONMENT_IDS, ENVIRONMENT_LABELS, type EnvironmentId } from './environment-ids.ts';

/** The host fields of an environment, in the order a settings screen shows them. */
export const HOST_FIELDS = ['oauthUrl', 'authorizeUrl', 'apiUrl', 'legacyUrl'] as const;
export type HostField = (typeof HOST_FIELDS)[number];

/**
 * The payload formats the provider answers in (docs/platform/wire-and-errors.md, "Formats"). JSON
 * is asked for with a `.json` path suffix, XML by its absence; both decode into the same models.
 */
export const WIRE_FORMATS = ['json', 'xml'] as const;
export type WireFormat = (typeof WIRE_FORMATS)[number];

/**
 * The API generation an environment speaks: the current API (`/v1/...` on `apiUrl`), the only one a
 * real account answers today, or the legacy endpoints (on `legacyUrl`:
 * docs/platform/legacy-api.md). Both decode into the same shared models.
 */
export const API_GENERATIONS = ['v1', 'legacy'] as const;
export type ApiGeneration = (typeof API_GENERATIONS)[number];

export const API_GENERATION_LABELS: Readonly<Record<ApiGeneration, string>> = { v1: 'Current API (v1)', legacy: 'Legacy API' };

/**
 * The hosts each generation calls: both sign in on `oauthUrl` and `authorizeUrl`; the current API
 * lives on `apiUrl`, the legacy endpoints on `legacyUrl`. A host the generation never calls may be
 * left empty.
 */
export const REQUIRED_HOSTS: Readonly<Record<ApiGeneration, readonly HostField[]>> = {
  v1: ['oauthUrl', 'authorizeUrl', 'apiUrl'],
  legacy: ['oauthUrl', 'authorizeUrl', 'legacyUrl'],
};

/**
 * The platform's real hosts (docs/platform/README.md, "Hosts"). Sandbox keys sign in on the
 * production OAuth host and authorize page too; only the data hosts differ. The legacy hosts are
 * the documented ones, retired by the platform but kept for anyone whose legacy setup still answers
 * there.
 */
export const BUILT_IN_HOSTS: Readonly<Record<'sandbox' | 'production', Readonly<Record<HostField, string>>>> = {
  production: {
    oauthUrl: 'https://api.etrade.com',
    authorizeUrl: 'https://us.etrade.com/e/t/etws/authorize',
    apiUrl: 'https://api.etrade.com',
    legacyUrl: 'https://etws.etrade.com',
  },
  sandbox: {
    oauthUrl: 'https://api.etrade.com',
    authorizeUrl: 'https://us.etrade.com/e/t/etws/authorize',
    apiUrl: 'https://apisb.etrade.com',
    legacyUrl: 'https://etwssandbox.etrade.com',
  },
};

/** The generation a new environment speaks: the current API, the only one real accounts answer. */
export const DEFAULT_API_GENERATION: ApiGeneration = 'v1';

/** "oauthUrl, authorizeUrl and apiUrl": the hosts a generation needs, for messages. */
export function requiredHostsText(api: ApiGeneration): string {
  const fields = REQUIRED_HOSTS[api];
  return `${fields.slice(0, -1).join(', ')} and ${fields[fields.length - 1] ?? ''}`;
}

/** What each host is for, for labels and error messages. */
export const HOST_FIELD_LABELS: Record<HostField, string> = {
  oauthUrl: 'OAuth host (request, access, renew and revoke token calls)',
  authorizeUrl: 'Authorize page (the browser page where the user approves the app)',
  apiUrl: 'API host (current-style /v1 endpoints)',
  legacyUrl: 'Legacy API host (option chains and order list)',
};

/** A usable environment: validated hosts plus the keychain slot it belongs to. */
export interface Environment {
  id: EnvironmentId;
  name: string;
  oauthUrl: string;
  authorizeUrl: string;
  apiUrl: string;
  legacyUrl: string;
  sandbox: boolean;
  credentialsInQuery: boolean;
  callbackUrl: string | null;
  /** Payload format to request; JSON when absent. */
  wireFormat?: WireFormat;
  /** The API generation this environment speaks. */
  api: ApiGeneration;
}

/**
 * The local demo broker's environment: every host is the broker's own address (its authorize
 * page at `/authorize`); it speaks both generations on the same port. `callbackUrl` is the
 * callback registered for the chosen demo consumer.
 */
export function demoEnvironment(brokerUrl: string, callbackUrl: string | null = null, api: ApiGeneration = DEFAULT_API_GENERATION): Result<Environment> {
  const problem = hostUrlProblem(brokerUrl);
  if (problem !== null) return fail('invalid-argument', `The demo broker URL ${problem}.`);
  const base = normalizeHostUrl(brokerUrl);
  return ok({
    id: 'demo',
    name: ENVIRONMENT_LABELS.demo,
    oauthUrl: base,
    authorizeUrl: `${base}/authorize`,
    apiUrl: base,
    legacyUrl: base,
    sandbox: false,
    credentialsInQuery: false,
    callbackUrl,
    api,
  });
}
