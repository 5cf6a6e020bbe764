/**
 * The session-only alternative to the keychain: secrets kept in this process's memory and gone
 * when it exits. Only used when the user explicitly chooses it (no keychain available), and in
 * tests.
 */
import type { SecretStore } from '../services.ts';

/** A keytar-shaped store backed by a Map. */
export function createMemorySecretStore(): SecretStore {
  const entries = new Map<string, string>();
  // A separator that cannot appear in a service name we use keeps keys unambiguous.
  const key = (service: string, account: string) => `${service}\u0000${account}`;
  return {
    getPassword: async (service, account) => entries.get(key(service, account)) ?? null,
    setPassword: async (service, account, password) => {
      entries.set(key(service, account), password);
    },
    deletePassword: async (service, account) => entries.delete(key(service, account)),
  };
}
