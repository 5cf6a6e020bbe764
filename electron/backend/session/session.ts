/**
 * The one session state machine (DESIGN.md "Session lifecycle"), driven by the injected clock:
 * it holds the access token, knows when it goes idle (2 h) and when it dies (midnight US Eastern),
 * renews, revokes, and tells listeners about every change. API calls go through its signedFetch.
 */
import { LIMITS } from '../../../shared/spec-constants.ts';
import { fail, ok, type AppError, type Result } from '../../../shared/result.ts';
import type { ProviderFailure } from '../oauth/failure.ts';
import { renewAccessToken, revokeAccessToken, type ConsumerCredentials, type OAuthContext } from '../oauth/operations.ts';
import { nextNewYorkMidnight } from '../../../shared/domain/market-time.ts';
import type { Session, SessionOptions, SessionSnapshot, SessionState } from './session-types.ts';
import { createSignedFetch, type HeldToken } from './signed-fetch.ts';
import { runSignInFlow } from './sign-in-flow.ts';
import { createTokenStorage } from './token-storage.ts';

const DEFAULT_KEEP_ALIVE_LEAD_MS = 10 * 60 * 1000;
const DEFAULT_QUIT_WAIT_MS = 3_000;
/** After a failed keep-alive renew (network down), wait this long before the next attempt. */
const KEEP_ALIVE_RETRY_MS = 60 * 1000;

/** Creates the session of one environment, signed out until `restore()` or `signIn()`. */
export function createSession(options: SessionOptions): Session {
  const { clock, vault, logger, environment } = options;
  const listeners = new Set<(snapshot: SessionSnapshot) => void>();
  let state: SessionState = 'signed-out';
  let held: HeldToken | null = null;
  let lastError: AppError | null = null;
  let clockSkewSeconds: number | null = null;
  let keepAlive = options.keepAlive ?? false;
  let cancelTimer: () => void = () => {};
  let renewing: Promise<Result<void>> | null = null;
  let disposed = false;
  let keepAliveNotBefore = 0;
  const keepAliveLeadMs = options.keepAliveLeadMs ?? DEFAULT_KEEP_ALIVE_LEAD_MS;
  const keepAliveDueAt = (token: HeldToken) => Math.max(token.lastActivityAt + LIMITS.inactivityMs - keepAliveLeadMs, keepAliveNotBefore);

  const snapshot = (): SessionSnapshot => ({
    state,
    environment: environment.id,
    environmentName: environment.name,
    sandbox: environment.sandbox,
    expiresAt: held?.expiresAt ?? null,
    lastActivityAt: held?.lastActivityAt ?? null,
    keepAlive,
    persistent: vault.persistent,
    lastError,
    clockSkewSeconds,
  });

  function emit(): void {
    const current = snapshot();
    for (const listener of listeners) {
      try {
        listener(current);
      } catch (error) {
        logger.error('session listener failed', { error: String(error) });
      }
    }
  }

  const storage = createTokenStorage(
    vault,
    environment,
    options.consumer,
    (error) => {
      // The session goes on in memory; the user is told it will not survive a restart.
      lastError = error;
      emit();
    },
    clock,
  );
  const consumer = () => storage.consumer();

  const context = (credentials: ConsumerCredentials): OAuthContext => ({
    fetch: options.fetch,
    clock,
    nonce: options.nonce,
    environment,
    consumer: credentials,
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  });

  const persistToken = (): Promise<void> => (held === null ? storage.settled() : storage.save(held));

  function forgetToken(next: SessionState, error: AppError | null): void {
    held = null;
    state = next;
    lastError = error;
    cancelTimer();
    void storage.forget();
    emit();
  }

  function expire(message: string, detail?: string): void {
    logger.info('session expired', { environment: environment.id });
    forgetToken('expired', detail === undefined ? { code: 'not-signed-in', message } : { code: 'not-signed-in', message, detail });
  }

  /** Moves the machine to where the clock says it is. */
  function catchUp(): void {
    if (held === null) return;
    const now = clock.now();
    if (now >= held.expiresAt) {
      expire('The session ended at midnight US Eastern time. Sign in again; the last data stays visible, marked stale.');
    } else if (state === 'active' && now - held.lastActivityAt >= LIMITS.inactivityMs) {
      state = 'inactive';
      emit();
    }
  }

  /** One timer for the next thing the clock will cause: idle, keep-alive renew, or expiry. */
  function schedule(): void {
    cancelTimer();
    if (held === null || disposed) return;
    const idleAt = held.lastActivityAt + LIMITS.inactivityMs;
    const candidates = [held.expiresAt];
    if (state === 'active') candidates.push(idleAt);
    if (keepAlive) candidates.push(keepAliveDueAt(held));
    const at = candidates.reduce((earliest, candidate) => Math.min(earliest, candidate));
    cancelTimer = clock.setTimeout(() => void tick(), Math.max(0, at - clock.now()));
  }

  async function tick(): Promise<void> {
    catchUp();
    if (held !== null && keepAlive && clock.now() >= keepAliveDueAt(held)) {
      const renewed = await renewOnce();
      if (!renewed.ok) {
        keepAliveNotBefore = clock.now() + KEEP_ALIVE_RETRY_MS;
        logger.warn('keep-alive renew failed', { environment: environment.id, code: renewed.error.code });
      }
    }
    schedule();
  }

  function recordActivity(at: number): void {
    if (held === null) return;
    held = { ...held, lastActivityAt: Math.max(held.lastActivityAt, at) };
    state = 'active';
    lastError = null;
    // Other processes (`strikeboard status`, the app after a restart) judge idleness from the store.
    storage.touch(() => held);
    schedule();
    emit();
  }

  function recordRefusal(failure: ProviderFailure | null, error: AppError): void {
    lastError = error;
    if (failure?.clockSkewSeconds !== null && failure?.clockSkewSeconds !== undefined) clockSkewSeconds = failure.clockSkewSeconds;
    emit();
  }

  /** Renews the held token; concurrent callers share one request. */
  function renewOnce(): Promise<Result<void>> {
    renewing ??= (async (): Promise<Result<void>> => {
      const token = held;
      if (token === null) return fail('not-signed-in', `Not signed in to ${environment.name}.`);
      const credentials = await consumer();
      if (!credentials.ok) return credentials;
      const sentAt = clock.now();
      const renewed = await renewAccessToken(context(credentials.data), token.pair);
      if (held !== token) return fail('not-signed-in', 'The session changed while renewing.');
      if (renewed.ok) {
        recordActivity(sentAt);
        await persistToken();
        return ok(undefined);
      }
      if (renewed.failure !== null && (renewed.failure.recovery === 'renew' || renewed.failure.recovery === 'sign-in')) {
        expire('The provider no longer accepts this session and would not renew it. Sign in again.', renewed.error.detail);
        return fail('not-signed-in', 'The provider no longer accepts this session and would not renew it. Sign in again.', renewed.error.detail);
      }
      recordRefusal(renewed.failure, renewed.error);
      return { ok: false, error: renewed.error };
    })().finally(() => {
      renewing = null;
    });
    return renewing;
  }

  const signedFetch = createSignedFetch({
    clock,
    nonce: options.nonce,
    fetch: options.fetch,
    environment,
    timeoutMs: options.timeoutMs,
    consumer,
    current: () => {
      catchUp();
      return { state, held };
    },
    renewOnce,
    recordActivity,
    recordRefusal,
    expire: (message, detail) => expire(message, detail),
    notSignedIn: () =>
      fail('not-signed-in', state === 'expired' ? 'The session ended at midnight US Eastern time. Sign in again.' : `Not signed in to ${environment.name}.`),
  });

  async function revoke(): Promise<Result<SessionSnapshot>> {
    const token = held;
    if (token === null) {
      if (state !== 'revoked') forgetToken('signed-out', null);
      await storage.settled();
      return ok(snapshot());
    }
    const credentials = await consumer();
    const revoked = credentials.ok ? await revokeAccessToken(context(credentials.data), token.pair) : credentials;
    if (revoked.ok) {
      logger.info('access token revoked', { environment: environment.id });
      forgetToken('revoked', null);
      await storage.settled();
      return ok(snapshot());
    }
    const error: AppError = {
      code: revoked.error.code,
      message: `Signed out here, but the provider could not be told (${revoked.error.message}). The token stays valid at the provider until midnight US Eastern time.`,
      ...(revoked.error.detail === undefined ? {} : { detail: revoked.error.detail }),
    };
    forgetToken('signed-out', error);
    await storage.settled();
    return { ok: false, error };
  }

  return {
    snapshot: () => {
      catchUp();
      return snapshot();
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async restore() {
      const stored = await storage.load();
      if (!stored.ok) {
        lastError = stored.error;
      } else if (stored.data !== null) {
        held = stored.data;
        state = 'active';
        catchUp();
        schedule();
      }
      emit();
      await storage.settled();
      return snapshot();
    },
    async signIn(signInOptions = {}) {
      if (state === 'signing-in') return fail('invalid-argument', 'A sign-in is already in progress.');
      const prior = state;
      state = 'signing-in';
      lastError = null;
      emit();
      const credentials = await consumer();
      const flow = credentials.ok
        ? await runSignInFlow({
            context: context(credentials.data),
            authorizer: options.authorizer,
            callbackUrl: environment.callbackUrl,
            ...(signInOptions.signal === undefined ? {} : { signal: signInOptions.signal }),
            ...(signInOptions.onAuthorizeUrl === undefined ? {} : { onAuthorizeUrl: signInOptions.onAuthorizeUrl }),
          })
        : { ...credentials, failure: null };
      if (!flow.ok) {
        state = prior;
        if (flow.error.code !== 'cancelled') recordRefusal(flow.failure, flow.error);
        else emit();
        return { ok: false, error: flow.error };
      }
      const now = clock.now();
      held = { pair: flow.data, issuedAt: now, expiresAt: nextNewYorkMidnight(now), lastActivityAt: now };
      state = 'active';
      clockSkewSeconds = null;
      logger.info('signed in', { environment: environment.id });
      schedule();
      emit();
      await persistToken();
      return ok(snapshot());
    },
    async renew() {
      catchUp();
      if (held === null) return fail('not-signed-in', state === 'expired' ? 'The session has expired. Sign in again.' : `Not signed in to ${environment.name}.`);
      const renewed = await renewOnce();
      await storage.settled();
      return renewed.ok ? ok(snapshot()) : renewed;
    },
    signOut: revoke,
    async shutdown(maxWaitMs = DEFAULT_QUIT_WAIT_MS) {
      let cancel = () => {};
      const deadline = new Promise<void>((resolve) => {
        cancel = clock.setTimeout(resolve, maxWaitMs);
      });
      await Promise.race([revoke().then(() => undefined), deadline]);
      cancel();
      // Without revoking in time the token stays stored, with its real last activity.
      if (held !== null) await Promise.race([persistToken(), deadline]);
      disposed = true;
      cancelTimer();
      storage.stop();
    },
    setKeepAlive(on) {
      keepAlive = on;
      schedule();
      emit();
    },
    signedFetch,
    flush: () => storage.flush(),
    dispose() {
      disposed = true;
      cancelTimer();
      storage.stop();
      listeners.clear();
    },
  };
}
