/**
 * Settings written by earlier versions, brought to today's shape before the schema reads them.
 *
 * Version 1 (no `settingsVersion` in the file) shipped Sandbox and Production with empty hosts
 * that people typed themselves, and spoke only the legacy API. Version 2 ships the platform's
 * hosts and an API generation per environment. The rule, per environment (sandbox, production):
 *
 * - every host left empty becomes the built-in one (an empty host only ever meant "not typed yet");
 *   typed hosts are kept as typed;
 * - the generation becomes `legacy` only when the user had typed a legacy host of their own: a
 *   valid `legacyUrl` that is none of the platform's legacy hosts (a proxy, a test server: the
 *   legacy endpoints answered there and keep answering). Otherwise `v1`: nothing typed, an
 *   invalid host, or the platform's own legacy host, which the platform retired in 2018, so only
 *   the current API answers a real account there. A typed `apiUrl` does not count either way:
 *   version 1 called it only for the accounts list, which both generations share, so it says
 *   nothing about which generation the user's hosts speak;
 * - a generation already in the file (hand-written) is kept.
 *
 * The demo had no hosts to type, so it takes the default generation (the current API) from the
 * schema. Nothing else changed shape between the versions.
 */
import { BUILT_IN_HOSTS, HOST_FIELDS } from '../../../shared/environments.ts';
import { hostUrlProblem, normalizeHostUrl } from '../../../shared/host-url.ts';

/** The shape this version writes; stored at the top of the file as `settingsVersion`. */
export const SETTINGS_VERSION = 2;

export interface Migration {
  /** The document in today's shape (a new object; the input is not changed). */
  document: Record<string, unknown>;
  /** What changed, as "path: why" lines for the log; empty when the document was already current. */
  changes: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The platform's legacy hosts, compared without case or trailing slashes. */
const PLATFORM_LEGACY_HOSTS: ReadonlySet<string> = new Set(Object.values(BUILT_IN_HOSTS).map((hosts) => hosts.legacyUrl.toLowerCase()));

/** True when `legacyUrl` is a valid host of the user's own rather than the platform's. */
export function isOwnLegacyHost(legacyUrl: unknown): boolean {
  if (typeof legacyUrl !== 'string' || legacyUrl.trim() === '' || hostUrlProblem(legacyUrl) !== null) return false;
  return !PLATFORM_LEGACY_HOSTS.has(normalizeHostUrl(legacyUrl).toLowerCase());
}

/** Migrates one version-1 environment entry; `changes` receives what was done. */
function migrateEnvironment(id: 'sandbox' | 'production', entry: Record<string, unknown>, changes: string[]): Record<string, unknown> {
  const next: Record<string, unknown> = { ...entry };
  for (const field of HOST_FIELDS) {
    const value = entry[field];
    if (typeof value === 'string' && value.trim() === '') {
      next[field] = BUILT_IN_HOSTS[id][field];
      changes.push(`environments.${id}.${field}: empty, now the built-in host`);
    }
  }
  if (entry['api'] === undefined) {
    const api = isOwnLegacyHost(entry['legacyUrl']) ? 'legacy' : 'v1';
    next['api'] = api;
    changes.push(`environments.${id}.api: ${api} (${api === 'legacy' ? 'a legacy host of your own was typed' : 'no legacy host of your own was typed'})`);
  }
  return next;
}

/** Brings a settings document of any earlier version to version 2. */
export function migrateSettings(raw: Record<string, unknown>): Migration {
  const version = typeof raw['settingsVersion'] === 'number' ? raw['settingsVersion'] : 1;
  if (version >= SETTINGS_VERSION) return { document: raw, changes: [] };
  const changes: string[] = [];
  const document: Record<string, unknown> = { ...raw };
  const environments = raw['environments'];
  if (isRecord(environments)) {
    const migrated: Record<string, unknown> = { ...environments };
    for (const id of ['sandbox', 'production'] as const) {
      const entry = environments[id];
      if (isRecord(entry)) migrated[id] = migrateEnvironment(id, entry, changes);
    }
    document['environments'] = migrated;
  }
  return { document, changes };
}
