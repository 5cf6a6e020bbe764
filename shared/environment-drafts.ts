/**
 * The built-in sandbox and production environments as a person edits them in settings, and the
 * check that turns an edited draft into a usable environment (through the environment file's
 * schema, so a host is judged the same way in a file and on the screen).
 */
import { environmentFromFile } from './environment-file.ts';
import {
  BUILT_IN_HOSTS,
  DEFAULT_API_GENERATION,
  HOST_FIELDS,
  REQUIRED_HOSTS,
  requiredHostsText,
  type ApiGeneration,
  type Environment,
  type HostField,
} from './environments.ts';
import { ENVIRONMENT_LABELS } from './environment-ids.ts';
import { fail, ok, type Result } from './result.ts';

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
  sandbox: {
    id: 'sandbox',
    name: ENVIRONMENT_LABELS.sandbox,
    ...BUILT_IN_HOSTS.sandbox,
    sandbox: true,
    credentialsInQuery: false,
    callbackUrl: null,
    api: DEFAULT_API_GENERATION,
  },
  production: {
    id: 'production',
    name: ENVIRONMENT_LABELS.production,
    ...BUILT_IN_HOSTS.production,
    sandbox: false,
    credentialsInQuery: false,
    callbackUrl: null,
    api: DEFAULT_API_GENERATION,
  },
};

const GENERATION_IN_WORDS: Readonly<Record<ApiGeneration, string>> = { v1: 'the current API (v1)', legacy: 'the legacy API' };

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
