/**
 * The preview's keychain: the OS keychain when one works, under service names of its own so that
 * it never reads, replaces or revokes the desktop app's keys and tokens; otherwise (or with
 * --fresh) nothing to probe, and the preview switches the backend to its session-only mode.
 */
import type { SecretStore } from '../../electron/backend/services.ts';
import type { KeychainProbe } from '../../electron/backend/secrets/os-keychain.ts';

/** Appended to every keychain service name the backend asks for. */
export const PREVIEW_SERVICE_SUFFIX = ' (browser preview)';

/** The same store, with every entry kept under `<service> (browser preview)`. */
export function previewSecretStore(store: SecretStore): SecretStore {
  const own = (service: string) => `${service}${PREVIEW_SERVICE_SUFFIX}`;
  return {
    getPassword: (service, account) => store.getPassword(own(service), account),
    setPassword: (service, account, password) => store.setPassword(own(service), account, password),
    deletePassword: (service, account) => store.deletePassword(own(service), account),
  };
}

/** The probe the backend gets: the renamed OS keychain, or its absence with the reason. */
export function previewKeychain(probe: KeychainProbe): KeychainProbe {
  return probe.available ? { available: true, store: previewSecretStore(probe.store) } : probe;
}
