/**
 * Chooses where secrets live: the OS keychain when it works; otherwise nothing is persisted, and
 * only an explicit choice of the session-only mode gives a vault that keeps them in memory.
 * There is deliberately no plaintext-file fallback.
 */
import { fail, ok, type Result } from '../../../shared/result.ts';
import { createCredentialVault, type CredentialVault } from './credential-vault.ts';
import { createMemorySecretStore } from './memory-store.ts';
import type { KeychainProbe } from './os-keychain.ts';

export interface OpenVaultOptions {
  /** The result of `probeOsKeychain()` (injected so tests and the app choose the store). */
  keychain: KeychainProbe;
  /** The user chose to keep secrets in memory for this session when no keychain is available. */
  sessionOnly: boolean;
  service?: string;
}

/** A vault, or `keychain-unavailable` with the reason and the way out. */
export function openVault(options: OpenVaultOptions): Result<CredentialVault> {
  const service = options.service === undefined ? {} : { service: options.service };
  if (options.keychain.available) return ok(createCredentialVault(options.keychain.store, { persistent: true, ...service }));
  if (options.sessionOnly) return ok(createCredentialVault(createMemorySecretStore(), { persistent: false, ...service }));
  return fail(
    'keychain-unavailable',
    'No system keychain is available, so Strikeboard will not store your keys and tokens. Choose the session-only mode to keep them in memory until you quit.',
    options.keychain.reason,
  );
}
