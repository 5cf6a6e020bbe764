/**
 * The OS keychain (macOS Keychain, Windows Credential Manager, Secret Service on Linux) through
 * the keytar API as implemented by `@napi-rs/keyring`.
 *
 * On Linux the keytar entry points silently fall back to the kernel keyring when no Secret Service
 * is running; that keyring forgets everything at logout, which users would experience as lost
 * credentials. So on Linux the same keytar-shaped calls are pinned to the Secret Service, and its
 * absence is reported as "no keychain" (docs/architecture.md, "Decisions and why": say so and
 * refuse to persist).
 */
import { randomUUID } from 'node:crypto';
import type { Clock, SecretStore } from '../services.ts';
import { systemClock } from '../services.ts';
import { keychainCause, systemText } from './keychain-words.ts';

/** The keychain service name under which every Strikeboard entry is stored. */
export const KEYCHAIN_SERVICE = 'Strikeboard';

/**
 * Whether the keychain works. When it does not, `reason` says why in words (keychain-words.ts) and
 * `systemText` keeps the system's own error text, bounded, for a bug report (never shown first).
 */
export type KeychainProbe = { available: true; store: SecretStore } | { available: false; reason: string; systemText?: string };

interface PinnedEntry {
  getPassword(): Promise<string | null>;
  setPassword(password: string): Promise<void>;
  deletePassword(): Promise<boolean>;
}
type EntryConstructor = new (service: string, account: string, options?: { linux?: { store?: 'secret-service' | 'keyutils' } }) => PinnedEntry;

async function loadStore(platform: NodeJS.Platform): Promise<SecretStore> {
  if (platform !== 'linux') {
    const keytar = (await import('@napi-rs/keyring/keytar')).default;
    return { getPassword: keytar.getPassword, setPassword: keytar.setPassword, deletePassword: keytar.deletePassword };
  }
  const { AsyncEntry } = (await import('@napi-rs/keyring')).default as unknown as { AsyncEntry: EntryConstructor };
  // The constructor throws when there is no D-Bus session or no Secret Service on it.
  const entry = (service: string, account: string) => new AsyncEntry(service, account, { linux: { store: 'secret-service' } });
  return askAgainWhenDropped({
    getPassword: async (service, account) => entry(service, account).getPassword(),
    setPassword: async (service, account, password) => entry(service, account).setPassword(password),
    deletePassword: async (service, account) => entry(service, account).deletePassword(),
  });
}

/**
 * A Secret Service call the daemon dropped without an answer: the daemon went away in the middle
 * of it ("Message recipient disconnected from message bus without replying", the bus's words), or
 * the call's encryption session belonged to a daemon that is gone ("The session wrapping the
 * secret does not exist"). gnome-keyring aborts now and then when clients come and go quickly (an
 * upstream race); the session bus or the desktop's service manager starts it again at once. A call
 * that timed out waiting (the bus's other NoReply, "Did not receive a reply") is not one: a daemon
 * that hangs once would keep the caller waiting twice as long.
 */
export function isDroppedRequest(error: unknown): boolean {
  return /recipient disconnected from message bus without replying|session wrapping the secret does not exist/i.test(message(error));
}

/**
 * The store with each call asked once more when the Secret Service dropped it (`isDroppedRequest`):
 * the three calls are idempotent (a write writes the same value, a read reads, a delete of what a
 * dropped delete removed says "nothing to delete"), and a restarted daemon answers the second
 * call, or asks the user to unlock the keychain as any first call would. Any other failure, or a
 * second drop, is the caller's as it came.
 */
export function askAgainWhenDropped(store: SecretStore): SecretStore {
  const once = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (!isDroppedRequest(error)) throw error;
      return call();
    }
  };
  return {
    getPassword: (service, account) => once(() => store.getPassword(service, account)),
    setPassword: (service, account, password) => once(() => store.setPassword(service, account, password)),
    deletePassword: (service, account) => once(() => store.deletePassword(service, account)),
  };
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The account name of one probe's entry: a prefix every probe shares, and an id of its own. */
export const PROBE_ACCOUNT_PREFIX = 'availability-probe/';

/**
 * Opens the OS keychain and proves it works with a write, read and delete of a probe entry (a
 * Secret Service without an unlocked default collection answers lookups but refuses writes).
 * Resolves `available: false` with the reason instead of throwing.
 *
 * Each probe writes an entry of its own (`availability-probe/<random id>`): with one shared
 * entry, two processes starting at once (two commands, the app and a command) overwrote and
 * deleted each other's value, and one of them reported a working keychain as missing.
 */
export async function probeOsKeychain(
  options: {
    service?: string;
    timeoutMs?: number;
    clock?: Clock;
    /** Opens the store; tests pass broken or hanging stores. Defaults to the OS keychain. */
    open?: () => Promise<SecretStore>;
    /** The probe entry's id (random by default; tests choose it to look for leftovers). */
    probeId?: () => string;
  } = {},
): Promise<KeychainProbe> {
  const service = options.service ?? KEYCHAIN_SERVICE;
  const clock = options.clock ?? systemClock;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const attempt = async (): Promise<KeychainProbe> => {
    let store: SecretStore;
    try {
      store = await (options.open ?? (() => loadStore(process.platform)))();
    } catch (error) {
      return { available: false, reason: `the keychain library could not be loaded (${message(error)})` };
    }
    const id = (options.probeId ?? randomUUID)();
    const account = `${PROBE_ACCOUNT_PREFIX}${id}`;
    const value = `probe-${id}-${clock.now()}`;
    try {
      await store.setPassword(service, account, value);
      const read = await store.getPassword(service, account);
      await store.deletePassword(service, account);
      if (read !== value) return { available: false, reason: 'the keychain did not return what was stored' };
      return { available: true, store };
    } catch (error) {
      const raw = message(error);
      return { available: false, reason: keychainCause(raw) ?? `the keychain failed (${systemText(raw)})`, systemText: systemText(raw) };
    }
  };
  // A locked keychain may wait for an unlock prompt forever; give up and say so.
  let cancel = () => {};
  const timeout = new Promise<KeychainProbe>((resolve) => {
    cancel = clock.setTimeout(() => resolve({ available: false, reason: `the keychain did not answer within ${timeoutMs / 1000} s (locked?)` }), timeoutMs);
  });
  try {
    return await Promise.race([attempt(), timeout]);
  } finally {
    cancel();
  }
}
