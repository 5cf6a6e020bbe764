/**
 * The session's public shape: its states, the snapshot the session bar shows, and the calls the
 * IPC layer and the CLI make.
 */
import type { Environment, EnvironmentId } from '../../../shared/environments.ts';
import type { AppError, Result } from '../../../shared/result.ts';
import type { ConsumerCredentials } from '../oauth/operations.ts';
import type { CredentialVault } from '../secrets/credential-vault.ts';
import type { Authorizer, Clock, Fetch, Logger, NonceSource } from '../services.ts';

/**
 * signed-out → signing-in → active ⇄ inactive (2 h without requests; renewed before the next
 * one) → expired (midnight US Eastern) ; revoked after sign-out.
 */
export const SESSION_STATES = ['signed-out', 'signing-in', 'active', 'inactive', 'expired', 'revoked'] as const;
export type SessionState = (typeof SESSION_STATES)[number];

/** What the session bar shows. Never holds a secret. */
export interface SessionSnapshot {
  state: SessionState;
  environment: EnvironmentId;
  environmentName: string;
  sandbox: boolean;
  /** Epoch ms of the access token's midnight-Eastern expiry, while a token is held. */
  expiresAt: number | null;
  /** Epoch ms of the last request the provider accepted. */
  lastActivityAt: number | null;
  /** Renew before the token goes idle while the app is open. */
  keepAlive: boolean;
  /** False in session-only mode: the token is forgotten when the process exits. */
  persistent: boolean;
  /** The last failure worth showing (cleared by the next success). */
  lastError: AppError | null;
  /** Our clock minus the provider's, in seconds, when a refused timestamp revealed it. */
  clockSkewSeconds: number | null;
}

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
  /** Stops timers without revoking (tests, environment switch). */
  dispose(): void;
}
