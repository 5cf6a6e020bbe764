/**
 * Environments: where the provider's hosts are, per environment (local demo, sandbox, production).
 * One zod schema validates environment files (CLI `--env <file.json>`) and the renderer's settings
 * screens; the messages are written for a person editing the file by hand.
 *
 * The built-in sandbox and production environments ship with the platform's real hosts (provider
 * v1 notes, "Hosts"), so a person with a consumer key pastes the key and secret and nothing else.
 */
import { z } from 'zod';
import { fail, ok, type Result } from './result.ts';
import { ENVIRONMENT_LABELS, type EnvironmentId } from './environment-ids.ts';

export { ENVIRONMENT_IDS, ENVIRONMENT_LABELS, type EnvironmentId } from './environment-ids.ts';

/** The host fields of an environment, in the order a settings screen shows them. */
export const HOST_FIELDS = ['oauthUrl', 'authorizeUrl', 'apiUrl', 'legacyUrl'] as const;
export type HostField = (typeof HOST_FIELDS)[number];

/**
 * The payload formats the provider answers in (spec 2.1). JSON is asked for with a `.json` path
 * suffix, XML by its absence; both decode into the same models.
 */
export const WIRE_FORMATS = ['json', 'xml'] as const;
export type WireFormat = (typeof WIRE_FORMATS)[number];

/**
 * The API generation an environment speaks: the current API (`/v1/...` on `apiUrl`), the only one
 * a real account answers today, or the legacy endpoints the spec describes (on `legacyUrl`).
 * Both decode into the same shared models.
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
 * The platform's real hosts (provider v1 notes, "Hosts"). Sandbox keys sign in on the production
 * OAuth host and authorize page too; only the data hosts differ. The legacy hosts are the spec's,
 * retired by the platform but kept for anyone whose legacy setup still answers there.
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

const GENERATION_IN_WORDS: Readonly<Record<ApiGeneration, string>> = { v1: 'the current API (v1)', legacy: 'the legacy API' };

/** What each host is for, for labels and error messages. */
export const HOST_FIELD_LABELS: Record<HostField, string> = {
  oauthUrl: 'OAuth host (request, access, renew and revoke token calls)',
  authorizeUrl: 'Authorize page (the browser page where the user approves the app)',
  apiUrl: 'API host (current-style /v1 endpoints)',
  legacyUrl: 'Legacy API host (option chains and order list)',
};

/**
 * The WHATWG URL parser exists in every runtime that loads shared/ (Node and the renderer's
 * Chromium), but shared/ is compiled without DOM or Node types; this declares the part we use.
 */
interface ParsedUrl {
  protocol: string;
  hostname: string;
  username: string;
  password: string;
  search: string;
  hash: string;
}
declare const URL: new (input: string) => ParsedUrl;

function parseUrl(value: string): ParsedUrl | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * This machine, as the URL parser leaves a host: `localhost`, 127.0.0.0/8 (any spelling of it,
 * `0x7f.1` or `2130706433`, is already dotted decimal after parsing) and `[::1]`. Exact
 * matches only, so `127.0.0.1.evil.example` and `localhost.evil.example` are not loopback.
 * The one rule for where plain http is allowed: host settings and the sign-in window.
 */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}$/.test(hostname);
}

/**
 * Why `value` is not acceptable as a host URL, or null when it is. https only, except plain http
 * on a loopback address (the local demo broker). No credentials, query or fragment: the client
 * appends paths and query strings itself, and userinfo in a URL is a phishing device.
 */
export function hostUrlProblem(value: string): string | null {
  if (value.trim() === '') return 'is empty: fill in the address your provider documents';
  if (value !== value.trim()) return 'has spaces around it';
  const url = parseUrl(value);
  if (url === null) return `is not a URL: ${JSON.stringify(value)}`;
  const loopback = isLoopbackHost(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    return `must start with https:// (plain http only for 127.0.0.1 or localhost), got ${JSON.stringify(value)}`;
  }
  if (url.username !== '' || url.password !== '') return 'must not carry a user name or password';
  if (url.search !== '' || value.includes('?')) return 'must not carry a query string';
  if (url.hash !== '' || value.includes('#')) return 'must not carry a #fragment';
  return null;
}

/** Removes trailing slashes so that `${host}/path` never has a double slash (a scan: `/\/+$/` was quadratic on many slashes). */
export function normalizeHostUrl(value: string): string {
  let end = value.length;
  while (end > 0 && value.charCodeAt(end - 1) === 0x2f) end -= 1;
  return value.slice(0, end);
}

const hostUrl = z
  .string({ error: 'must be a string holding an https:// address' })
  .superRefine((value, ctx) => {
    const problem = hostUrlProblem(value);
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform(normalizeHostUrl);

/** A callback URL registered for the consumer key: any http(s) URL, query allowed, no fragment. */
const callbackUrl = z
  .string({ error: 'must be a string or null' })
  .superRefine((value, ctx) => {
    const url = parseUrl(value);
    if (url === null) {
      ctx.addIssue({ code: 'custom', message: `is not a URL: ${JSON.stringify(value)}` });
    } else if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      ctx.addIssue({ code: 'custom', message: 'must be an http:// or https:// address' });
    } else if (url.hash !== '') {
      ctx.addIssue({ code: 'custom', message: 'must not carry a #fragment' });
    }
  });

/**
 * An environment file: the hosts, whether it is a sandbox, and where OAuth credentials go.
 * Strict: a misspelt key (`oauthURL`) is an error, not a silently ignored line. Every host may be
 * left out to take the platform's built-in one for `sandbox` true or false; a given host must be
 * valid, even one the generation does not call (a typo is never silently ignored).
 */
export const environmentFileSchema = z
  .object({
    /** A name to show for this environment; defaults to Sandbox or Production. */
    name: z.string().trim().min(1, 'must not be empty').max(60, 'is longer than 60 characters').optional(),
    oauthUrl: hostUrl.optional(),
    authorizeUrl: hostUrl.optional(),
    apiUrl: hostUrl.optional(),
    legacyUrl: hostUrl.optional(),
    sandbox: z.boolean({ error: 'must be true or false' }),
    /** Send OAuth credentials as query parameters instead of the Authorization header. */
    credentialsInQuery: z.boolean({ error: 'must be true or false' }).optional(),
    /** The callback URL registered with the consumer key, or null/absent when the user types the code. */
    callbackUrl: callbackUrl.nullable().optional(),
    /** Which payload format to ask the provider for; JSON when absent. */
    wireFormat: z.enum(WIRE_FORMATS, { error: 'must be "json" or "xml"' }).optional(),
    /** The API generation: the current API (v1) when absent. */
    api: z.enum(API_GENERATIONS, { error: 'must be "v1" or "legacy"' }).optional(),
  })
  .strict();

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
 * The built-in sandbox and production environments as the user edits them in settings: the
 * same fields, but hosts may be empty or invalid until `completeEnvironment` checks them.
 */
export type EnvironmentDraft = Environment;

/**
 * Built-in defaults: the platform's real hosts and the current API, so only the consumer key and
 * secret are left to the user. `completeEnvironment` names a host the user emptied.
 */
export const DEFAULT_ENVIRONMENT_DRAFTS: Readonly<Record<'sandbox' | 'production', EnvironmentDraft>> = {
  sandbox: { id: 'sandbox', name: ENVIRONMENT_LABELS.sandbox, ...BUILT_IN_HOSTS.sandbox, sandbox: true, credentialsInQuery: false, callbackUrl: null, api: DEFAULT_API_GENERATION },
  production: { id: 'production', name: ENVIRONMENT_LABELS.production, ...BUILT_IN_HOSTS.production, sandbox: false, credentialsInQuery: false, callbackUrl: null, api: DEFAULT_API_GENERATION },
};

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

/** Turns zod issues into one line per problem, naming the field as the file spells it. */
export function describeEnvironmentIssues(error: z.ZodError, document: Record<string, unknown> = {}): string[] {
  return error.issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => JSON.stringify(k)).join(', ')} (expected ${[...HOST_FIELDS, 'sandbox', 'credentialsInQuery', 'callbackUrl', 'wireFormat', 'api', 'name'].join(', ')})`;
    }
    const field = issue.path.map(String).join('.');
    const top = issue.path[0];
    if (issue.code === 'invalid_type' && typeof top === 'string' && document[top] === undefined) return `${field} is missing`;
    return field === '' ? issue.message : `${field} ${issue.message}`;
  });
}

/** Validates an environment document (already parsed JSON) into a usable environment. */
export function environmentFromFile(document: unknown): Result<Environment> {
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    return fail('invalid-argument', 'An environment file must hold one JSON object with the hosts.');
  }
  const parsed = environmentFileSchema.safeParse(document);
  if (!parsed.success) {
    const lines = describeEnvironmentIssues(parsed.error, document as Record<string, unknown>);
    return fail('invalid-argument', `The environment file is not valid: ${lines.join('; ')}.`, lines.join('\n'));
  }
  const file = parsed.data;
  const id: EnvironmentId = file.sandbox ? 'sandbox' : 'production';
  // Hosts left out take the platform's; the given ones override one by one.
  const builtIn = BUILT_IN_HOSTS[id];
  return ok({
    id,
    name: file.name ?? ENVIRONMENT_LABELS[id],
    oauthUrl: file.oauthUrl ?? builtIn.oauthUrl,
    authorizeUrl: file.authorizeUrl ?? builtIn.authorizeUrl,
    apiUrl: file.apiUrl ?? builtIn.apiUrl,
    legacyUrl: file.legacyUrl ?? builtIn.legacyUrl,
    sandbox: file.sandbox,
    credentialsInQuery: file.credentialsInQuery ?? false,
    callbackUrl: file.callbackUrl ?? null,
    api: file.api ?? DEFAULT_API_GENERATION,
    ...(file.wireFormat === undefined ? {} : { wireFormat: file.wireFormat }),
  });
}

/** Parses the text of an environment file (JSON) into a usable environment, with clear errors. */
export function parseEnvironmentFile(text: string): Result<Environment> {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    return fail('invalid-argument', 'The environment file is not valid JSON.', error instanceof Error ? error.message : String(error));
  }
  return environmentFromFile(document);
}

/**
 * Checks a draft (built-in defaults edited by the user in settings) and names every problem. An
 * empty host is missing, not "the built-in one": settings hold the hosts in use, and "Restore
 * defaults" writes the built-in ones back. Only the hosts the draft's generation calls must be
 * there; an empty unused one stays empty.
 */
export function completeEnvironment(draft: EnvironmentDraft): Result<Environment> {
  const { id, name, ...rest } = draft;
  const needed = REQUIRED_HOSTS[draft.api];
  const missing = needed.filter((field) => rest[field].trim() === '');
  const given = Object.fromEntries(HOST_FIELDS.filter((field) => rest[field] !== '').map((field) => [field, rest[field]]));
  const checked = environmentFromFile({ ...rest, ...Object.fromEntries(HOST_FIELDS.map((field) => [field, undefined])), ...given });
  const lines = [
    ...missing.map((field) => `${field} is empty (${GENERATION_IN_WORDS[draft.api]} needs ${requiredHostsText(draft.api)})`),
    ...(checked.ok ? [] : (checked.error.detail ?? checked.error.message).split('\n')),
  ];
  if (lines.length > 0) return fail('invalid-argument', `The ${name} environment is not valid: ${lines.join('; ')}.`, lines.join('\n'));
  if (!checked.ok) return checked;
  // An unused host left empty stays empty rather than becoming the built-in one.
  const hosts = Object.fromEntries(HOST_FIELDS.map((field) => [field, rest[field] === '' ? '' : checked.data[field]])) as Record<HostField, string>;
  return ok({ ...checked.data, ...hosts, id, name });
}
