/**
 * The command line's keychain: the OS keychain when the probe proves it works, the in-memory
 * store for `login --session-only`, and otherwise a `keychain-unavailable` failure in the words
 * of the command line (run-cli adds how to get a keychain on this platform).
 */
import { fail, type Result } from '../../shared/result.ts';
import type { CredentialVault } from '../../electron/backend/secrets/credential-vault.ts';
import { openVault } from '../../electron/backend/secrets/open-vault.ts';
import type { KeychainProbe } from '../../electron/backend/secrets/os-keychain.ts';

/** Probes (injected: tests pass a failing one) and opens the vault. */
export async function openCliVault(probe: () => Promise<KeychainProbe>, options: { sessionOnly: boolean; service?: string }): Promise<Result<CredentialVault>> {
  const keychain = await probe();
  const opened = openVault({ keychain, sessionOnly: options.sessionOnly, ...(options.service === undefined ? {} : { service: options.service }) });
  if (opened.ok) return opened;
  // Why, in words (the probe's reason: "there is no session D-Bus in this shell ..."), not the system's raw error text.
  const why = keychain.available ? (opened.error.detail ?? '') : keychain.reason;
  return fail(
    'keychain-unavailable',
    `No system keychain is reachable${why === '' ? '' : `: ${why}`}. strikeboard keeps consumer keys and access tokens only there (never in a file).`,
  );
}
