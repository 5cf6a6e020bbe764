/**
 * The consumer keys of the sandbox and production environments, as the settings screen sees them:
 * stored in the keychain, shown only as a masked hint, never returned whole.
 */
import { ENVIRONMENT_IDS } from '../../../shared/environments.ts';
import type { CredentialStatus } from '../../../shared/ipc/contract.ts';
import { ok, type Result } from '../../../shared/result.ts';
import type { CredentialVault } from '../secrets/credential-vault.ts';

/** Environments whose consumer key the user brings. */
export type KeyedEnvironment = 'sandbox' | 'production';

export interface Credentials {
  status(): Promise<Result<CredentialStatus>>;
  save(id: KeyedEnvironment, key: string, secret: string): Promise<Result<CredentialStatus>>;
  clear(id: KeyedEnvironment): Promise<Result<CredentialStatus>>;
}

/** Shows enough of a consumer key to recognise it (4 first … 4 last), never the whole of it. */
export function maskKey(key: string): string {
  return key.length <= 8 ? '••••' : `${key.slice(0, 4)}…${key.slice(-4)}`;
}

/**
 * Creates the credentials service. `vault` is read on every call (the user may switch to
 * session-only mode); `replaced(id)` tells the session registry that an environment's session
 * must be rebuilt, after `signOut(id)` has revoked its token when the key is removed.
 */
export function createCredentials(deps: {
  vault: () => Result<CredentialVault>;
  signOut: (id: KeyedEnvironment) => Promise<void>;
  replaced: (id: KeyedEnvironment) => void;
}): Credentials {
  async function status(): Promise<Result<CredentialStatus>> {
    const vault = deps.vault();
    const result = { demo: { consumerKeyHint: 'built in' } } as CredentialStatus;
    for (const id of ENVIRONMENT_IDS.filter((e) => e !== 'demo')) {
      if (!vault.ok) {
        result[id] = { consumerKeyHint: null };
        continue;
      }
      const stored = await vault.data.getConsumer(id);
      if (!stored.ok) return stored;
      result[id] = { consumerKeyHint: stored.data === null ? null : maskKey(stored.data.key) };
    }
    return ok(result);
  }

  return {
    status,
    async save(id, key, secret) {
      const vault = deps.vault();
      if (!vault.ok) return vault;
      const saved = await vault.data.setConsumer(id, { key, secret });
      if (!saved.ok) return saved;
      deps.replaced(id);
      return status();
    },
    async clear(id) {
      const vault = deps.vault();
      if (!vault.ok) return vault;
      await deps.signOut(id);
      const removed = await vault.data.deleteConsumer(id);
      if (!removed.ok) return removed;
      deps.replaced(id);
      return status();
    },
  };
}
