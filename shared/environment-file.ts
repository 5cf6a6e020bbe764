/**
 * The environment file (CLI `--env <file.json>`): one zod schema, whose messages are written for a
 * person editing the file by hand, and the reading of a file into a usable environment. The
 * settings screens' drafts are checked through the same schema (environment-drafts.ts).
 */
import { z } from 'zod';
import { ENVIRONMENT_LABELS, type EnvironmentId } from './environment-ids.ts';
import { API_GENERATIONS, BUILT_IN_HOSTS, DEFAULT_API_GENERATION, HOST_FIELDS, WIRE_FORMATS, type Environment } from './environments.ts';
import { hostUrlProblem, normalizeHostUrl, parseUrl } from './host-url.ts';
import { fail, ok, type Result } from './result.ts';

const hostUrl = z
  .string({ error: 'must be a string holding an https:// address' })
  .superRefine((value, ctx) => {
    const problem = hostUrlProblem(value);
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform(normalizeHostUrl);

/** A callback URL registered for the consumer key: any http(s) URL, query allowed, no fragment. */
const callbackUrl = z.string({ error: 'must be a string or null' }).superRefine((value, ctx) => {
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
