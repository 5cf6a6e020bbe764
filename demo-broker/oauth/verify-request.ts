/**
 * The checks every signed request goes through, in the order a provider can make them: parameters
 * present, method supported, consumer known and of the right kind, timestamp in the window, token
 * known (a token of ours the tables no longer hold is expired, or dropped past their cap),
 * signature valid, nonce fresh. Each refusal names its `oauth_problem` (docs/platform/oauth.md,
 * "OAuth failures").
 */
import { LIMITS, type OAuthProblem } from '../../shared/spec-constants.ts';
import type { DemoConsumer } from '../broker-types.ts';
import type { NonceStore } from './nonce-store.ts';
import type { RequestCredentials } from './request-credentials.ts';
import { verifyHmacSha1 } from './signature.ts';
import type { AccessTokenRecord, RequestTokenRecord, TokenStore } from './token-store.ts';

/** Which token, if any, the operation is signed with. */
export type TokenUse = 'none' | 'request' | 'access';

/** A refusal: the problem name and anything the provider appends after it. */
export interface OAuthRefusal {
  ok: false;
  problem: OAuthProblem;
  /** Extra `name=value` text, e.g. `oauth_acceptable_timestamps=1-2`. */
  detail?: string;
}

/** A request whose signature and credentials check out. */
export interface OAuthAcceptance {
  ok: true;
  consumer: DemoConsumer;
  oauth: Map<string, string>;
  requestToken?: RequestTokenRecord;
  accessToken?: AccessTokenRecord;
}

/** Everything the verifier needs besides the request. */
export interface VerifyContext {
  consumers: ReadonlyMap<string, DemoConsumer>;
  tokens: TokenStore;
  nonces: NonceStore;
  now: number;
  /** The environment of the path: a consumer of the other kind is refused. `any` for OAuth calls. */
  environment: 'production' | 'sandbox' | 'any';
}

/** The request as the verifier sees it. */
export interface VerifiableRequest {
  method: string;
  /** Absolute URL as the client addressed it (scheme, Host header, path). */
  url: string;
  credentials: RequestCredentials;
}

const REQUIRED = ['oauth_consumer_key', 'oauth_nonce', 'oauth_signature', 'oauth_signature_method', 'oauth_timestamp'];

function refuse(problem: OAuthProblem, detail?: string): OAuthRefusal {
  return detail === undefined ? { ok: false, problem } : { ok: false, problem, detail };
}

/**
 * Why a token the broker did issue is gone: dropped for newer ones past the table's cap. Said as
 * `token_expired` (sign in again, as for any token past its life) with OAuth's problem advice, so
 * the client and the person reading its log see it was not a forged or mistyped token.
 */
export const droppedAdvice = (kind: 'request' | 'access', cap: number): string =>
  `oauth_problem_advice=this ${kind} token was dropped for newer ones (the demo broker holds the newest ${cap}); sign in again`;

/**
 * Why a nonce was refused though never seen: the consumer key's replay window is full (see
 * nonce-store.ts). Said with OAuth's problem advice, so the client can tell it from a replay.
 */
const fullWindowAdvice = (cap: number): string =>
  `oauth_problem_advice=the demo broker remembers at most ${cap} nonce${cap === 1 ? '' : 's'} per consumer key within the timestamp window and holds that many now; send the request again later`;

/** Verifies credentials and signature; token lifecycle states are the caller's business. */
export function verifyRequest(request: VerifiableRequest, use: TokenUse, context: VerifyContext): OAuthAcceptance | OAuthRefusal {
  const { oauth } = request.credentials;
  const required = use === 'none' ? REQUIRED : [...REQUIRED, 'oauth_token'];
  const absent = required.filter((name) => !oauth.has(name) || oauth.get(name) === '');
  // Credentials sent in the body are not recognized: to the provider they are simply absent.
  if (absent.length > 0) return refuse('parameter_absent', `oauth_parameters_absent=${absent.join('%26')}`);
  if (oauth.get('oauth_signature_method') !== 'HMAC-SHA1') return refuse('signature_method_rejected');
  const version = oauth.get('oauth_version');
  if (version !== undefined && version !== '1.0') return refuse('parameter_rejected', 'oauth_parameters_rejected=oauth_version');

  const consumer = context.consumers.get(oauth.get('oauth_consumer_key') ?? '');
  if (!consumer) return refuse('consumer_key_rejected');
  if (context.environment !== 'any' && consumer.kind !== context.environment) return refuse('consumer_key_rejected');

  const timestampText = oauth.get('oauth_timestamp') ?? '';
  const nowSeconds = Math.floor(context.now / 1000);
  const tolerance = LIMITS.timestampToleranceSeconds;
  if (!/^\d{1,12}$/.test(timestampText) || Math.abs(Number(timestampText) - nowSeconds) > tolerance) {
    return refuse('timestamp_refused', `oauth_acceptable_timestamps=${nowSeconds - tolerance}-${nowSeconds + tolerance}`);
  }

  let tokenSecret = '';
  let requestToken: RequestTokenRecord | undefined;
  let accessToken: AccessTokenRecord | undefined;
  const token = oauth.get('oauth_token');
  if (use === 'request') {
    requestToken = context.tokens.findRequestToken(token ?? '');
    if (!requestToken) {
      const why = context.tokens.missingRequestToken(token ?? '', context.now);
      if (why === 'dropped') return refuse('token_expired', droppedAdvice('request', context.tokens.caps.requestTokens));
      if (why === 'expired') return refuse('token_expired');
    }
    if (!requestToken || requestToken.consumerKey !== consumer.key) return refuse('token_rejected');
    tokenSecret = requestToken.secret;
  } else if (use === 'access') {
    accessToken = context.tokens.findAccessToken(token ?? '');
    if (!accessToken) {
      const why = context.tokens.missingAccessToken(token ?? '', context.now);
      if (why === 'dropped') return refuse('token_expired', droppedAdvice('access', context.tokens.caps.accessTokens));
      if (why === 'expired') return refuse('token_expired');
    }
    if (!accessToken || accessToken.consumerKey !== consumer.key) return refuse('token_rejected');
    tokenSecret = accessToken.secret;
  }

  const signed = { method: request.method, url: request.url, parameters: request.credentials.signed };
  if (!verifyHmacSha1(signed, oauth.get('oauth_signature') ?? '', consumer.secret, tokenSecret)) {
    return refuse('signature_invalid');
  }
  // Only a correctly signed request burns its nonce, so a forger cannot use up someone's nonces.
  const nonce = context.nonces.remember(consumer.key, Number(timestampText), oauth.get('oauth_nonce') ?? '', context.now);
  if (nonce === 'replayed') return refuse('nonce_used');
  if (nonce === 'full') return refuse('nonce_used', fullWindowAdvice(context.nonces.maxPerConsumer));
  const accepted: OAuthAcceptance = { ok: true, consumer, oauth };
  if (requestToken) accepted.requestToken = requestToken;
  if (accessToken) accepted.accessToken = accessToken;
  return accepted;
}
