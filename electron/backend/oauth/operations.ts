/**
 * The five OAuth operations of the platform (docs/platform/oauth.md, "The five operations"):
 * request token, authorize (a browser page: only its URL is built here), access token, renew and
 * revoke. All token calls are signed GETs on the environment's OAuth host.
 */
import { OAUTH_PATHS } from '../../../shared/spec-constants.ts';
import { fail, ok, type Result } from '../../../shared/result.ts';
import type { Environment } from '../../../shared/environments.ts';
import type { Clock, Fetch, NonceSource } from '../services.ts';
import { TOKEN_BODY_BYTES } from './body-limits.ts';
import { exchange, type Answer } from './exchange.ts';
import { classifyFailure, type ProviderFailure } from './failure.ts';
import { providerText } from './provider-text.ts';
import { signRequest, type OAuthCredentials } from './signer.ts';
import { describeTokenAnswer, parseTokenResponse, type TokenPair } from './token-response.ts';

/** A consumer's key and secret, as issued by the provider. */
export interface ConsumerCredentials {
  key: string;
  secret: string;
}

/** Everything an operation needs besides its own arguments. */
export interface OAuthContext {
  fetch: Fetch;
  clock: Clock;
  nonce: NonceSource;
  environment: Pick<Environment, 'oauthUrl' | 'authorizeUrl' | 'credentialsInQuery'>;
  consumer: ConsumerCredentials;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** An operation's failure: the error for the user, plus what the session should do about it. */
export type OperationResult<T> = { ok: true; data: T } | { ok: false; error: ProviderFailure['error']; failure: ProviderFailure | null };

export interface RequestTokenGrant extends TokenPair {
  /** The provider's `oauth_callback_confirmed`: a callback URL is registered for this key. */
  callbackConfirmed: boolean | null;
}

function plainFailure<T>(result: { ok: false; error: ProviderFailure['error'] }): OperationResult<T> {
  return { ok: false, error: result.error, failure: null };
}

/** Signs and sends one GET to the OAuth host; a non-200 answer is classified. */
async function call(context: OAuthContext, path: string, token: TokenPair | null, extra: Record<string, string>): Promise<OperationResult<Answer>> {
  const timestamp = Math.floor(context.clock.now() / 1000);
  const credentials: OAuthCredentials = { consumerKey: context.consumer.key, consumerSecret: context.consumer.secret };
  if (token !== null) {
    credentials.token = token.token;
    credentials.tokenSecret = token.secret;
  }
  const signed = signRequest({
    method: 'GET',
    url: `${context.environment.oauthUrl}${path}`,
    credentials,
    timestamp,
    nonce: context.nonce(),
    extra,
    placement: context.environment.credentialsInQuery ? 'query' : 'header',
  });
  if (!signed.ok) return plainFailure(signed);
  const answer = await exchange(context.fetch, context.clock, {
    method: 'GET',
    url: signed.data.url,
    headers: signed.data.headers,
    maxBodyBytes: TOKEN_BODY_BYTES,
    ...(context.timeoutMs === undefined ? {} : { timeoutMs: context.timeoutMs }),
    ...(context.signal === undefined ? {} : { signal: context.signal }),
  });
  if (!answer.ok) return plainFailure(answer);
  if (answer.data.status !== 200) {
    const failure = classifyFailure({
      status: answer.data.status,
      body: answer.data.body,
      wwwAuthenticate: answer.data.headers.get('www-authenticate'),
      sentTimestamp: timestamp,
    });
    return { ok: false, error: failure.error, failure };
  }
  return { ok: true, data: answer.data };
}

/**
 * The token pair of a 200 answer. A token answer is never echoed, not even in an error: it may
 * hold a live secret. The error names what was wrong and describes the answer (type, size, the
 * names of its fields) instead.
 */
function tokenFrom(answer: Answer, what: string): Result<ReturnType<typeof parseTokenResponse> & { ok: true }> {
  const parsed = parseTokenResponse(answer.body);
  if (!parsed.ok)
    return fail(
      'malformed',
      `The provider's ${what} answer could not be read (${parsed.reason}).`,
      describeTokenAnswer(answer.body, answer.headers.get('content-type')),
    );
  return ok(parsed);
}

/** Step 1: a temporary request token. `oauth_callback=oob` always, as the platform expects. */
export async function getRequestToken(context: OAuthContext): Promise<OperationResult<RequestTokenGrant>> {
  const answer = await call(context, OAUTH_PATHS.requestToken, null, { oauth_callback: 'oob' });
  if (!answer.ok) return answer;
  const parsed = tokenFrom(answer.data, 'request token');
  if (!parsed.ok) return plainFailure(parsed);
  return { ok: true, data: { ...parsed.data.pair, callbackConfirmed: parsed.data.callbackConfirmed } };
}

/** Step 2: the page where the user approves the app: `{authorizeUrl}?key=...&token=...`. */
export function authorizeUrl(environment: Pick<Environment, 'authorizeUrl'>, consumerKey: string, requestToken: string): string {
  const query = new URLSearchParams({ key: consumerKey, token: requestToken });
  // URLSearchParams writes spaces as '+'; keys and tokens have none, but `+` in a base64 token
  // must arrive as %2B, which it does.
  return `${environment.authorizeUrl}?${query.toString()}`;
}

/** Step 3: trades the approved request token and the verifier for an access token. */
export async function getAccessToken(context: OAuthContext, requestToken: TokenPair, verifier: string): Promise<OperationResult<TokenPair>> {
  const answer = await call(context, OAUTH_PATHS.accessToken, requestToken, { oauth_verifier: verifier });
  if (!answer.ok) return answer;
  const parsed = tokenFrom(answer.data, 'access token');
  if (!parsed.ok) return plainFailure(parsed);
  return { ok: true, data: parsed.data.pair };
}

/**
 * Reactivates an access token after two idle hours. Success is a 200 with a plain-text
 * confirmation and no new token; a 200 whose body still reports an oauth_problem is a failure
 * (users report renewals that "succeed" and leave the token dead).
 */
export async function renewAccessToken(context: OAuthContext, accessToken: TokenPair): Promise<OperationResult<{ message: string }>> {
  const answer = await call(context, OAUTH_PATHS.renewAccessToken, accessToken, {});
  if (!answer.ok) return answer;
  if (/oauth_problem/i.test(answer.data.body)) {
    const failure = classifyFailure({ status: 401, body: answer.data.body, wwwAuthenticate: null, sentTimestamp: Math.floor(context.clock.now() / 1000) });
    return { ok: false, error: failure.error, failure };
  }
  return { ok: true, data: { message: providerText(answer.data.body) } };
}

/** Ends the access token at the provider. Any 200 is success (the body text is not documented). */
export async function revokeAccessToken(context: OAuthContext, accessToken: TokenPair): Promise<OperationResult<{ message: string }>> {
  const answer = await call(context, OAUTH_PATHS.revokeAccessToken, accessToken, {});
  if (!answer.ok) return answer;
  return { ok: true, data: { message: providerText(answer.data.body) } };
}
