/**
 * The data client of the session the app holds right now. Market and order calls ask for it on
 * every call, so a sign-out, an expiry or an environment switch needs no rewiring: the client is
 * rebuilt when the session or its hosts change, and `sync()` says how the connection moved.
 */
import type { Environment } from '../../../shared/environments.ts';
import { ok, type AppError, type Result } from '../../../shared/result.ts';
import type { Clock, Logger } from '../services.ts';
import type { Session } from '../session/session-types.ts';
import { createApiClient, type ApiClient, type ApiClientOptions } from './legacy/api-client.ts';

/** The session the app holds and the environment it signs for. */
export interface Connection {
  session: Session;
  environment: Environment;
}

export interface SessionClientDeps {
  /** The signed-in session and its environment, or null when signed out. */
  current(): Connection | null;
  clock: Clock;
  logger: Logger;
  /** Jitter source in [0, 1) for retries; Math.random when absent. */
  random?: () => number;
  /** Timeouts and retries for tests and the CLI; the defaults suit the app. */
  tuning?: { timeoutMs?: number; retry?: ApiClientOptions['retry'] };
}

/** How the connection moved since the client was last made. */
export type ConnectionChange = 'same' | 'replaced' | 'signed-out';

export interface SessionClient {
  /** The client for the current session, or `not-signed-in`. */
  get(): Result<ApiClient>;
  /** Compares the current session with the one the client was made for; forgets a stale client. */
  sync(): ConnectionChange;
  /** Forgets the client (shutting down). */
  reset(): void;
}

/** What every data call answers without a session. */
export const NOT_SIGNED_IN: AppError = { code: 'not-signed-in', message: 'Not signed in: sign in to see option chains and orders.' };

/** The same session at the same hosts (compared by value: a settings reload may copy the object). */
const sameConnection = (a: Connection, b: Connection): boolean =>
  a.session === b.session && (a.environment === b.environment || JSON.stringify(a.environment) === JSON.stringify(b.environment));

/** Creates the session-bound client holder. */
export function createSessionClient(deps: SessionClientDeps): SessionClient {
  const random = deps.random ?? Math.random;
  let cached: (Connection & { client: ApiClient }) | null = null;

  return {
    get() {
      const now = deps.current();
      if (now === null) return { ok: false, error: NOT_SIGNED_IN };
      if (cached === null || !sameConnection(cached, now)) {
        const tuning = deps.tuning ?? {};
        const client = createApiClient({
          session: now.session,
          environment: now.environment,
          clock: deps.clock,
          random,
          ...(tuning.timeoutMs === undefined ? {} : { timeoutMs: tuning.timeoutMs }),
          ...(tuning.retry === undefined ? {} : { retry: tuning.retry }),
          onRetry: (notice) => deps.logger.info('retrying a data request', { ...notice, url: notice.url.split('?')[0] }),
        });
        cached = { ...now, client };
      }
      return ok(cached.client);
    },
    sync() {
      const now = deps.current();
      if (now === null) {
        cached = null;
        return 'signed-out';
      }
      const state = now.session.snapshot().state;
      if (state !== 'active' && state !== 'inactive') return 'signed-out';
      if (cached !== null && !sameConnection(cached, now)) {
        cached = null;
        return 'replaced';
      }
      return 'same';
    },
    reset() {
      cached = null;
    },
  };
}
