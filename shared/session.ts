/**
 * The session as the UI sees it: the state machine's states and snapshot (never a secret), and
 * where an interactive sign-in stands.
 */
import type { AppError } from './result.ts';
import type { EnvironmentId } from './settings.ts';

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

/** Where an interactive sign-in stands. */
export type SignInPhase =
  /** No sign-in under way. */
  | 'idle'
  /** Getting a request token, or waiting for the user to approve in the sign-in window. */
  | 'authorizing'
  /** No callback: the sign-in window shows a code for the user to type into the app. */
  | 'awaiting-code'
  /** Exchanging the verifier for the access token. */
  | 'finishing';

/** The keychain's availability, which decides whether sign-ins survive a restart. */
export interface KeychainStatus {
  available: boolean;
  /** Why not, in the system's words, when it is not. */
  reason: string | null;
  /** The user chose to keep secrets in memory for this run only. */
  sessionOnly: boolean;
}

/** What is missing before an environment can be signed in to; the UI shows the matching form. */
export type SetupKind =
  /** The environment's hosts are missing or invalid: Settings. */
  | 'hosts'
  /** No consumer key and secret are stored: the credentials form. */
  | 'consumer-key'
  /** No keychain to keep them in: the session-only choice. */
  | 'keychain';

/** Why an environment cannot be signed in to yet, in words and as a kind the UI switches on. */
export interface SetupNeeded {
  kind: SetupKind;
  message: string;
}

/** What `session:get` answers and `session:changed` pushes. Never holds a secret or a consumer key. */
export interface SessionView {
  session: SessionSnapshot;
  /**
   * `authorizePage`: where the sign-in window is, as origin and path only. The authorize URL's
   * query names the consumer key and the request token, which stay in main.
   */
  signIn: { phase: SignInPhase; authorizePage: string | null };
  keychain: KeychainStatus;
  /** The environment cannot be signed in to yet (no consumer key, hosts missing): why. */
  setupNeeded: SetupNeeded | null;
}
