/**
 * The session's access token in the vault. Writes run one after another, in the order the machine
 * decided them, so a late "store the renewed token" can never land after "forget it"; callers
 * that must not return before the keychain agrees (the CLI exits right after) await `settled()`.
 * Activity is stored too, so other processes see a session in use, but coalesced: the first
 * request arms one write ACTIVITY_WRITE_DELAY_MS later that carries the last activity by then.
 */
import type { Environment } from '../../../shared/environments.ts';
import { ok, type AppError, type Result } from '../../../shared/result.ts';
import type { ConsumerCredentials } from '../oauth/operations.ts';
import type { CredentialVault } from '../secrets/credential-vault.ts';
import type { Clock } from '../services.ts';
import type { HeldToken } from './signed-fetch.ts';

/**
 * How long activity waits before it is written: a burst of requests (a chain, every page of a
 * day) costs one keychain write, and idleness is judged in hours, so a minute is never missed.
 */
export const ACTIVITY_WRITE_DELAY_MS = 60_000;

export interface TokenStorage {
  /** Queues storing the token (with its hosts and times). */
  save(token: HeldToken): Promise<void>;
  /** Queues deleting the stored token (and drops an activity write not yet made). */
  forget(): Promise<void>;
  /** Resolves when every queued write has finished. */
  settled(): Promise<void>;
  /** New activity on `current()`: stored with the next coalesced write. */
  touch(current: () => HeldToken | null): void;
  /** Makes a pending activity write now; resolves when every queued write has finished. */
  flush(): Promise<void>;
  /** Drops the activity timer, writing what it would have written (the session is disposed). */
  stop(): void;
  /** The stored token, if it was issued by this environment's hosts; a foreign one is forgotten. */
  load(): Promise<Result<HeldToken | null>>;
  /** The consumer to sign with: the given one, or the one stored for this environment. */
  consumer(): Promise<Result<ConsumerCredentials>>;
}

/**
 * Every URL field of an environment, and whether the access token is ever sent there (signed API
 * calls, renew and revoke). A stored token is bound to all of those: editing any one of them makes
 * it a stranger's token. The Record makes a new host field a type error until it is listed here.
 */
const SENDS_TOKEN: Record<Extract<keyof Environment, `${string}Url`>, boolean> = {
  oauthUrl: true,
  apiUrl: true,
  legacyUrl: true,
  authorizeUrl: false,
  callbackUrl: false,
};
const TOKEN_HOSTS = (Object.keys(SENDS_TOKEN) as (keyof typeof SENDS_TOKEN)[]).filter((field) => SENDS_TOKEN[field]);

/** Whether a token stored for `issuedFor` may be sent to the hosts of `environment`. */
function sameTokenHosts(issuedFor: Pick<Environment, (typeof TOKEN_HOSTS)[number]>, environment: Environment): boolean {
  return TOKEN_HOSTS.every((field) => issuedFor[field] === environment[field]);
}

/** Token storage for one environment; `onWriteError` hears keychain failures (the session goes on). */
export function createTokenStorage(
  vault: CredentialVault,
  environment: Environment,
  given: ConsumerCredentials | undefined,
  onWriteError: (error: AppError) => void,
  clock: Clock,
): TokenStorage {
  let writes: Promise<void> = Promise.resolve();
  const queue = (write: () => Promise<Result<void>>): Promise<void> => {
    writes = writes.then(write).then((written) => {
      if (!written.ok) onWriteError(written.error);
    });
    return writes;
  };
  const save = (token: HeldToken) =>
    queue(() =>
      vault.setAccessToken(environment.id, {
        token: token.pair.token,
        secret: token.pair.secret,
        environment,
        issuedAt: token.issuedAt,
        expiresAt: token.expiresAt,
        lastActivityAt: token.lastActivityAt,
      }),
    );
  // The armed activity write: the timer's cancel, and where to read the token when it fires.
  let cancelActivity: (() => void) | null = null;
  let activityOf: (() => HeldToken | null) | null = null;
  const dropActivity = () => {
    cancelActivity?.();
    cancelActivity = null;
    activityOf = null;
  };
  const writeActivity = () => {
    const token = activityOf?.() ?? null;
    dropActivity();
    if (token === null) return;
    // Another process (the CLI, the app) may have signed out, forgotten the key or signed in again
    // since the request: only the same token's activity is written, never a removed or replaced
    // token brought back.
    void queue(async () => {
      const stored = await vault.getAccessToken(environment.id);
      if (!stored.ok) return stored;
      if (stored.data === null || stored.data.token !== token.pair.token) return ok(undefined);
      if (stored.data.lastActivityAt >= token.lastActivityAt) return ok(undefined);
      return vault.setAccessToken(environment.id, { ...stored.data, lastActivityAt: token.lastActivityAt });
    });
  };
  const forget = () => {
    dropActivity();
    return queue(() => vault.deleteAccessToken(environment.id));
  };
  return {
    save,
    forget,
    settled: () => writes,
    touch(current) {
      activityOf = current;
      cancelActivity ??= clock.setTimeout(writeActivity, ACTIVITY_WRITE_DELAY_MS);
    },
    flush() {
      if (cancelActivity !== null) writeActivity();
      return writes;
    },
    stop() {
      if (cancelActivity !== null) writeActivity();
    },
    async load() {
      const stored = await vault.getAccessToken(environment.id);
      if (!stored.ok || stored.data === null) return stored.ok ? { ok: true, data: null } : stored;
      const data = stored.data;
      // A token works only at the hosts that issued it (a demo broker on another port, edited hosts).
      if (!sameTokenHosts(data.environment, environment)) {
        void forget();
        return { ok: true, data: null };
      }
      return {
        ok: true,
        data: { pair: { token: data.token, secret: data.secret }, issuedAt: data.issuedAt, expiresAt: data.expiresAt, lastActivityAt: data.lastActivityAt },
      };
    },
    async consumer() {
      if (given !== undefined) return { ok: true, data: given };
      const stored = await vault.getConsumer(environment.id);
      if (!stored.ok) return stored;
      if (stored.data === null) {
        return {
          ok: false,
          error: { code: 'invalid-argument', message: `No consumer key is stored for ${environment.name}. Enter the consumer key and secret first.` },
        };
      }
      return { ok: true, data: stored.data };
    },
  };
}
