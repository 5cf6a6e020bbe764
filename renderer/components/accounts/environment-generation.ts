/**
 * Which API generation the chosen environment speaks, read from the settings (the demo's `api`,
 * or the sandbox's or production's under Advanced). It decides how an account is named in
 * requests: its `accountIdKey` on the current API, its numeric `accountId` on the legacy one,
 * whose order list takes the number (the accounts list carries both ids either way).
 */
import type { ApiGeneration } from '../../../shared/environments.ts';
import type { EnvironmentId, UserSettings } from '../../../shared/settings.ts';

/** The generation of `environment` in these settings; legacy where they do not say. */
export function generationOf(values: UserSettings, environment: EnvironmentId): ApiGeneration {
  const holder: object = environment === 'demo' ? values.demo : values.environments[environment];
  const api: unknown = 'api' in holder ? holder.api : undefined;
  return api === 'v1' ? 'v1' : 'legacy';
}
