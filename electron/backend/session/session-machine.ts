/**
 * The state of one session and its moves (docs/architecture.md, "Sessions"), with no timer and no
 * network of its own: the token held, signed in, idle after 2 h, expired at midnight US Eastern,
 * signed out, revoked; the last error and clock skew; and every change told to the listeners.
 * The timer (session-timer.ts) and the provider calls (session-token-calls.ts) move it.
 */
import { LIMITS } from '../../../shared/spec-constants.ts';
import type { AppError } from '../../../shared/result.ts';
import type { Environment } from '../../../shared/environments.ts';
import type { ProviderFailure } from '../oauth/failure.ts';
import type { Clock, Logger } from '../services.ts';
import type { SessionSnapshot, SessionState } from './session-types.ts';
import type { HeldToken } from './signed-fetch.ts';
import type { TokenStorage } from './token-storage.ts';

export interface SessionMachine {
  state: SessionState;
  held: HeldToken | null;
  lastError: AppError | null;
  /** What the provider's last refusal said about our clock (a new sign-in forgets it). */
  clockSkewSeconds: number | null;
  keepAlive: boolean;
  snapshot(): SessionSnapshot;
  /** Tells every listener the snapshot now. */
  emit(): void;
  onChange(listener: (snapshot: SessionSnapshot) => void): () => void;
  /** Drops the token (and its stored copy) and moves to `next`. */
  forgetToken(next: SessionState, error: AppError | null): void;
  expire(message: string, detail?: string): void;
  /** Moves the machine to where the clock says it is (expired at midnight, idle after 2 h). */
  catchUp(): void;
  /** A request the provider accepted at `at`: active again, and the store told. */
  recordActivity(at: number): void;
  /** The provider refused: keep its words and what it said about our clock. */
  recordRefusal(failure: ProviderFailure | null, error: AppError): void;
  clearListeners(): void;
}

export interface SessionMachineDeps {
  environment: Environment;
  clock: Clock;
  logger: Logger;
  keepAlive: boolean;
  /** Whether the stored token survives a restart (the keychain, not memory). */
  persistent: boolean;
  storage: () => TokenStorage;
  /** The next thing the clock will cause must be planned anew (the timer). */
  replan(): void;
  /** No timer any more (signed out, expired). */
  cancelTimer(): void;
}

/** Creates the machine, signed out. */
export function createSessionMachine(deps: SessionMachineDeps): SessionMachine {
  const { environment, clock, logger } = deps;
  const listeners = new Set<(snapshot: SessionSnapshot) => void>();

  const machine: SessionMachine = {
    state: 'signed-out',
    held: null,
    lastError: null,
    clockSkewSeconds: null,
    keepAlive: deps.keepAlive,
    snapshot: () => ({
      state: machine.state,
      environment: environment.id,
      environmentName: environment.name,
      sandbox: environment.sandbox,
      expiresAt: machine.held?.expiresAt ?? null,
      lastActivityAt: machine.held?.lastActivityAt ?? null,
      keepAlive: machine.keepAlive,
      persistent: deps.persistent,
      lastError: machine.lastError,
      clockSkewSeconds: machine.clockSkewSeconds,
    }),
    emit() {
      const current = machine.snapshot();
      for (const listener of listeners) {
        try {
          listener(current);
        } catch (error) {
          logger.error('session listener failed', { error: String(error) });
        }
      }
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    forgetToken(next, error) {
      machine.held = null;
      machine.state = next;
      machine.lastError = error;
      deps.cancelTimer();
      void deps.storage().forget();
      machine.emit();
    },
    expire(message, detail) {
      logger.info('session expired', { environment: environment.id });
      machine.forgetToken('expired', detail === undefined ? { code: 'not-signed-in', message } : { code: 'not-signed-in', message, detail });
    },
    catchUp() {
      const held = machine.held;
      if (held === null) return;
      const now = clock.now();
      if (now >= held.expiresAt) {
        machine.expire('The session ended at midnight US Eastern time. Sign in again; the last data stays visible, marked stale.');
      } else if (machine.state === 'active' && now - held.lastActivityAt >= LIMITS.inactivityMs) {
        machine.state = 'inactive';
        machine.emit();
      }
    },
    recordActivity(at) {
      if (machine.held === null) return;
      machine.held = { ...machine.held, lastActivityAt: Math.max(machine.held.lastActivityAt, at) };
      machine.state = 'active';
      machine.lastError = null;
      // Other processes (`strikeboard status`, the app after a restart) judge idleness from the store.
      deps.storage().touch(() => machine.held);
      deps.replan();
      machine.emit();
    },
    recordRefusal(failure, error) {
      machine.lastError = error;
      if (failure?.clockSkewSeconds !== null && failure?.clockSkewSeconds !== undefined) machine.clockSkewSeconds = failure.clockSkewSeconds;
      machine.emit();
    },
    clearListeners: () => listeners.clear(),
  };
  return machine;
}
