/**
 * The transport every API call goes through: sign with the session's access token, send with a
 * timeout, and turn OAuth refusals into session transitions. An idle token is renewed before the
 * request; a 401 that looks like an idle token is renewed once and the request retried; a token
 * that is still refused after a successful renew is treated as dead (the platform is known to
 * answer "renewed" and keep refusing).
 */
import type { Environment } from '../../../shared/environments.ts';
import { ok, type AppError, type Result } from '../../../shared/result.ts';
import { DEFAULT_API_BODY_BYTES } from '../oauth/body-limits.ts';
import { exchange } from '../oauth/exchange.ts';
import { classifyFailure, type ProviderFailure } from '../oauth/failure.ts';
import type { ConsumerCredentials } from '../oauth/operations.ts';
import { signRequest } from '../oauth/signer.ts';
import type { TokenPair } from '../oauth/token-response.ts';
import type { Clock, Fetch, NonceSource } from '../services.ts';
import type { ApiAnswer, ApiRequest, SessionState } from './session-types.ts';

/** The access token the session holds, with its lifecycle times (epoch ms). */
export interface HeldToken {
  pair: TokenPair;
  issuedAt: number;
  expiresAt: number;
  lastActivityAt: number;
}

/** What the transport needs from the state machine. */
export interface SignedFetchCore {
  clock: Clock;
  nonce: NonceSource;
  fetch: Fetch;
  environment: Environment;
  timeoutMs: number | undefined;
  consumer(): Promise<Result<ConsumerCredentials>>;
  /** The state after catching up with the clock. */
  current(): { state: SessionState; held: HeldToken | null };
  renewOnce(): Promise<Result<void>>;
  recordActivity(at: number): void;
  recordRefusal(failure: ProviderFailure | null, error: AppError): void;
  expire(message: string, detail?: string): void;
  notSignedIn(): { ok: false; error: AppError };
}

type Attempt = { ok: true; answer: ApiAnswer } | { ok: false; error: AppError; failure: ProviderFailure | null };

/** Builds `signedFetch` over the machine's core. */
export function createSignedFetch(core: SignedFetchCore): (request: ApiRequest) => Promise<Result<ApiAnswer>> {
  async function send(request: ApiRequest, token: TokenPair, consumer: ConsumerCredentials): Promise<Attempt> {
    const timestamp = Math.floor(core.clock.now() / 1000);
    const signed = signRequest({
      method: request.method ?? 'GET',
      url: request.url,
      credentials: { consumerKey: consumer.key, consumerSecret: consumer.secret, token: token.token, tokenSecret: token.secret },
      timestamp,
      nonce: core.nonce(),
      placement: core.environment.credentialsInQuery ? 'query' : 'header',
    });
    if (!signed.ok) return { ...signed, failure: null };
    const timeoutMs = request.timeoutMs ?? core.timeoutMs;
    const answer = await exchange(core.fetch, core.clock, {
      method: signed.data.method,
      url: signed.data.url,
      headers: { ...request.headers, ...signed.data.headers },
      maxBodyBytes: request.maxBodyBytes ?? DEFAULT_API_BODY_BYTES,
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
      ...(request.signal === undefined ? {} : { signal: request.signal }),
    });
    if (!answer.ok) return { ...answer, failure: null };
    const { status, body, headers } = answer.data;
    if (status >= 400) {
      const failure = classifyFailure({ status, body, wwwAuthenticate: headers.get('www-authenticate'), sentTimestamp: timestamp });
      // A 401 is always a refusal; another status only when it names a stale session token.
      if (status === 401 || failure.recovery === 'renew') return { ok: false, error: failure.error, failure };
    }
    return { ok: true, answer: answer.data };
  }

  return async function signedFetch(request) {
    const now = core.current();
    const { state } = now;
    let { held } = now;
    if (held === null || (state !== 'active' && state !== 'inactive')) return core.notSignedIn();
    if (state === 'inactive') {
      const renewed = await core.renewOnce();
      if (!renewed.ok) return renewed;
      ({ held } = core.current());
      if (held === null) return core.notSignedIn();
    }
    const consumer = await core.consumer();
    if (!consumer.ok) return consumer;

    let renewedAlready = false;
    for (;;) {
      const sentAt = core.clock.now();
      const attempt = await send(request, held.pair, consumer.data);
      if (attempt.ok) {
        core.recordActivity(sentAt);
        return ok(attempt.answer);
      }
      const failure = attempt.failure;
      if (failure === null) return { ok: false, error: attempt.error };
      if (failure.recovery === 'renew' && !renewedAlready) {
        renewedAlready = true;
        const renewed = await core.renewOnce();
        if (!renewed.ok) return renewed;
        ({ held } = core.current());
        if (held === null) return core.notSignedIn();
        continue;
      }
      if (failure.recovery === 'renew' || failure.recovery === 'sign-in') {
        const message = 'The provider still refuses this session after renewing it. Sign in again.';
        core.expire(message, attempt.error.detail);
        return { ok: false, error: { code: 'not-signed-in', message, ...(attempt.error.detail === undefined ? {} : { detail: attempt.error.detail }) } };
      }
      core.recordRefusal(failure, attempt.error);
      return { ok: false, error: attempt.error };
    }
  };
}
