import { completeEnvironment, DEFAULT_ENVIRONMENT_DRAFTS } from '../../../shared/environment-drafts.ts';
import { demoEnvironment } from '../../../shared/environments.ts';
import type { Environment, EnvironmentId } from '../../../shared/environments.ts';
import { fail } from '../../../shared/result.ts';
import type { AppError, Result } from '../../../shared/result.ts';
import type { SetupKind } from '../../../shared/session.ts';
import type { UserSettings } from '../../../shared/settings.ts';
import type { ConsumerCredentials } from '../oauth/operations.ts';
import type { CredentialVault } from '../secrets/credential-vault.ts';
import type { DemoBrokerHandle } from '../services.ts';

/** An environment ready for a session: its hosts, and the consumer to sign with. */
export interface ResolvedEnvironment {
  environment: Environment;
  /** Given for the demo (its keys are public); sandbox and production read theirs from the vault. */
  consumer: ConsumerCredentials | undefined;
}

/** Why an environment cannot be signed in to yet; `setup` names what the user has to do (null: nothing to fill in). */
export type Unresolved = { ok: false; error: AppError; setup: SetupKind | null };

/**
 * Works out where an environment's hosts are, which generation it speaks and which consumer signs:
 * the demo broker (started on first use) with its demo key and the generation chosen for it, or the
 * sandbox/production hosts and generation from settings with the consumer key stored in the
 * keychain. Missing pieces are `setup` errors the UI turns into a setup form.
 */
export async function resolveEnvironment(
  id: EnvironmentId,
  deps: { settings: UserSettings; vault: Result<CredentialVault>; demo: () => Promise<DemoBrokerHandle> },
): Promise<{ ok: true; data: ResolvedEnvironment } | Unresolved> {
  if (id === 'demo') {
    let broker: DemoBrokerHandle;
    try {
      broker = await deps.demo();
    } catch (error) {
      return { ...fail('internal', 'The local demo broker could not start.', error instanceof Error ? error.message : String(error)), setup: null };
    }
    const wantCallback = deps.settings.demo.useCallback;
    const consumer = broker.consumers.find((c) => c.kind === 'production' && c.owner === 'demo' && (c.callbackUrl !== null) === wantCallback);
    if (!consumer) return { ...fail('internal', 'The local demo broker offers no suitable demo key.'), setup: null };
    const environment = demoEnvironment(broker.url, consumer.callbackUrl, deps.settings.demo.api);
    if (!environment.ok) return { ...environment, setup: null };
    return {
      ok: true,
      data: { environment: { ...environment.data, wireFormat: deps.settings.demo.wireFormat }, consumer: { key: consumer.key, secret: consumer.secret } },
    };
  }
  // The settings carry the hosts (the built-in ones unless edited under Advanced) and the generation.
  const environment = completeEnvironment({ ...DEFAULT_ENVIRONMENT_DRAFTS[id], ...deps.settings.environments[id] });
  if (!environment.ok) {
    return {
      ...fail(
        'invalid-argument',
        `Fill in the ${DEFAULT_ENVIRONMENT_DRAFTS[id].name} hosts in Settings → Advanced (or Restore defaults) before signing in.`,
        environment.error.detail ?? environment.error.message,
      ),
      setup: 'hosts',
    };
  }
  if (!deps.vault.ok) return { ...deps.vault, setup: 'keychain' };
  const stored = await deps.vault.data.getConsumer(id);
  if (!stored.ok) return { ...stored, setup: null };
  if (stored.data === null) {
    return { ...fail('invalid-argument', `Enter your ${environment.data.name.toLowerCase()} consumer key and secret to sign in.`), setup: 'consumer-key' };
  }
  return { ok: true, data: { environment: environment.data, consumer: undefined } };
}
