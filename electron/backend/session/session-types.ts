/**
 * The session's public shape: its states, the snapshot the session bar shows, and the calls the
 * IPC layer and the CLI make.
 */
import type { Environment } from '../../../shared/environments.ts';
import type { Result } from '../../../shared/result.ts';
import type { SessionSnapshot } from '../../../shared/session.ts';
import type { ConsumerCredentials } from '../oauth/operations.ts';
import type { CredentialVault } from '../secrets/credential-vault.ts';
import type { Authorizer, Clock, Fetch, Logger, NonceSource } from '../services.ts';

export type { SessionSnapshot, SessionState } from '../../../shared/session.ts';

export interface SessionOptions {
  environment: Environment;
  clock: Clock;
  fetch: Fetch;
  nonce: NonceSource;
  vault: CredentialVault;
  authorizer: Authorizer;
  logger: Logger;
  /** The consumer to sign in with; defaults to the one stored in the vault for this environment. */
  consumer?: ConsumerCredentials;
  keepAlive?: boolean;
  /** How long before going idle the keep-alive renews (default 10 minutes). */
  keepAliveLeadMs?: number;
  /** Per-request timeout (default 20 s). */
  timeoutMs?: number;
}

/** A request to the provider's API hosts; the session signs it. */
export interface ApiRequest {
  url: string;
  method?: 'GET';
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** The largest successful answer to read, by kind (oauth/body-limits.ts); 8 MB when absent. */
  maxBodyBytes?: number;
}

/** The provider's answer to an API request (any status except an OAuth refusal). */
export interface ApiAnswer {
  status: number;
  headers: Headers;
  body: string;
}

export interface Session {
  snapshot(): SessionSnapshot;
  /** Called on every change of the snapshot; returns the unsubscribe function. */
  onChange(listener: (snapshot: SessionSnapshot) => void): () => void;
  /** Picks up a token stored by an earlier run (or by the CLI). */
  restore(): Promise<SessionSnapshot>;
  signIn(options?: { signal?: AbortSignal; onAuthorizeUrl?: (url: string) => void }): Promise<Result<SessionSnapshot>>;
  renew(): Promise<Result<SessionSnapshot>>;
  /** Revokes the token at the provider and forgets it. */
  signOut(): Promise<Result<SessionSnapshot>>;
  /** On quit: revoke, but never wait longer than `maxWaitMs`; then stop all timers. */
  shutdown(maxWaitMs?: number): Promise<void>;
  setKeepAlive(on: boolean): void;
  /**
   * Signs and sends an API request. Renews first when the token went idle, renews once and retries
   * on a 401 that looks like an idle token, and otherwise moves the machine and answers the error.
   */
  signedFetch(request: ApiRequest): Promise<Result<ApiAnswer>>;
  /**
   * Stores the activity of recent requests now instead of with the next coalesced write, and
   * resolves when every keychain write has finished (the CLI, before it exits).
   */
  flush(): Promise<void>;
  /** Stops timers without revoking (tests, environment switch); pending activity is still written. */
  dispose(): void;
}
