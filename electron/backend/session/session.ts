/**
 * The one session state machine (docs/architecture.md, "Sessions"), driven by the injected clock:
 * it holds the access token, knows when it goes idle (2 h) and when it dies (midnight US Eastern),
 * renews, revokes, and tells listeners about every change. API calls go through its signedFetch.
 * Its pieces, one job each: the state and its moves (session-machine.ts), the one timer
 * (session-timer.ts), the renew and revoke calls (session-token-calls.ts), the token's storage
 * (token-storage.ts), the sign-in flow and the signed fetch; this file puts them together.
 */
import { fail, ok } from '../../../shared/result.ts';
import { nextNewYorkMidnight } from '../../../shared/domain/market-time.ts';
import type { ConsumerCredentials, OAuthContext } from '../oauth/operations.ts';
import { createSessionMachine } from './session-machine.ts';
import { createSessionTimer } from './session-timer.ts';
import { createTokenCalls } from './session-token-calls.ts';
import type { Session, SessionOptions } from './session-types.ts';
import { createSignedFetch } from './signed-fetch.ts';
import { runSignInFlow } from './sign-in-flow.ts';
import { createTokenStorage } from './token-storage.ts';

const DEFAULT_QUIT_WAIT_MS = 3_000;

/** Creates the session of one environment, signed out until `restore()` or `signIn()`. */
export function createSession(options: SessionOptions): Session {
  const { clock, vault, logger, environment } = options;
  const storage = createTokenStorage(
    vault,
    environment,
    options.consumer,
    (error) => {
      // The session goes on in memory; the user is told it will not survive a restart.
      machine.lastError = error;
      machine.emit();
    },
    clock,
  );
  const machine = createSessionMachine({
    environment,
    clock,
    logger,
    keepAlive: options.keepAlive ?? false,
    persistent: vault.persistent,
    storage: () => storage,
    replan: () => timer.schedule(),
    cancelTimer: () => timer.cancel(),
  });
  const context = (credentials: ConsumerCredentials): OAuthContext => ({
    fetch: options.fetch,
    clock,
    nonce: options.nonce,
    environment,
    consumer: credentials,
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  });
  const persistToken = (): Promise<void> => (machine.held === null ? storage.settled() : storage.save(machine.held));
  const calls = createTokenCalls({ machine, storage, environment, clock, logger, context, persist: persistToken });
  const timer = createSessionTimer({
    machine: () => machine,
    clock,
    logger,
    environmentId: environment.id,
    keepAliveLeadMs: options.keepAliveLeadMs,
    renew: calls.renewOnce,
  });

  const signedFetch = createSignedFetch({
    clock,
    nonce: options.nonce,
    fetch: options.fetch,
    environment,
    timeoutMs: options.timeoutMs,
    consumer: () => storage.consumer(),
    current: () => {
      machine.catchUp();
      return { state: machine.state, held: machine.held };
    },
    renewOnce: calls.renewOnce,
    recordActivity: machine.recordActivity,
    recordRefusal: machine.recordRefusal,
    expire: (message, detail) => machine.expire(message, detail),
    notSignedIn: () =>
      fail(
        'not-signed-in',
        machine.state === 'expired' ? 'The session ended at midnight US Eastern time. Sign in again.' : `Not signed in to ${environment.name}.`,
      ),
  });

  return {
    snapshot: () => {
      machine.catchUp();
      return machine.snapshot();
    },
    onChange: machine.onChange,
    async restore() {
      const stored = await storage.load();
      if (!stored.ok) {
        machine.lastError = stored.error;
      } else if (stored.data !== null) {
        machine.held = stored.data;
        machine.state = 'active';
        machine.catchUp();
        timer.schedule();
      }
      machine.emit();
      await storage.settled();
      return machine.snapshot();
    },
    async signIn(signInOptions = {}) {
      if (machine.state === 'signing-in') return fail('invalid-argument', 'A sign-in is already in progress.');
      const prior = machine.state;
      machine.state = 'signing-in';
      machine.lastError = null;
      machine.emit();
      const credentials = await storage.consumer();
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
        machine.state = prior;
        if (flow.error.code !== 'cancelled') machine.recordRefusal(flow.failure, flow.error);
        else machine.emit();
        return { ok: false, error: flow.error };
      }
      const now = clock.now();
      machine.held = { pair: flow.data, issuedAt: now, expiresAt: nextNewYorkMidnight(now), lastActivityAt: now };
      machine.state = 'active';
      machine.clockSkewSeconds = null;
      logger.info('signed in', { environment: environment.id });
      timer.schedule();
      machine.emit();
      await persistToken();
      return ok(machine.snapshot());
    },
    async renew() {
      machine.catchUp();
      if (machine.held === null)
        return fail('not-signed-in', machine.state === 'expired' ? 'The session has expired. Sign in again.' : `Not signed in to ${environment.name}.`);
      const renewed = await calls.renewOnce();
      await storage.settled();
      return renewed.ok ? ok(machine.snapshot()) : renewed;
    },
    signOut: calls.revoke,
    async shutdown(maxWaitMs = DEFAULT_QUIT_WAIT_MS) {
      let cancel = () => {};
      const deadline = new Promise<void>((resolve) => {
        cancel = clock.setTimeout(resolve, maxWaitMs);
      });
      await Promise.race([calls.revoke().then(() => undefined), deadline]);
      cancel();
      // Without revoking in time the token stays stored, with its real last activity.
      if (machine.held !== null) await Promise.race([persistToken(), deadline]);
      timer.dispose();
      storage.stop();
    },
    setKeepAlive(on) {
      machine.keepAlive = on;
      timer.schedule();
      machine.emit();
    },
    signedFetch,
    flush: () => storage.flush(),
    dispose() {
      timer.dispose();
      storage.stop();
      machine.clearListeners();
    },
  };
}
