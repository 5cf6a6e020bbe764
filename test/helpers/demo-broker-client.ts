/**
 * TEST-ONLY client of the demo broker over real sockets: signs with the test signer, walks the
 * OAuth dance including the authorize page, and exposes every knob a refusal test needs
 * (placement of credentials, timestamp, nonce, tampering).
 */
import type { DemoBroker, DemoConsumer } from '../../demo-broker/index.ts';
import { authorizationHeader, signedOAuthParameters, withQueryCredentials, type TestCredentials } from './oauth-test-signer.ts';

/** Anything with now(). */
export interface ClockLike {
  now(): number;
}

/** Knobs of one signed request. */
export interface SignedRequestOptions {
  method?: 'GET' | 'POST';
  token?: { token: string; secret: string };
  oauthExtras?: Record<string, string>;
  placement?: 'header' | 'query';
  /** Seconds to add to the clock's timestamp. */
  skewSeconds?: number;
  nonce?: string;
  /** Change the signature after signing. */
  tamper?: (oauth: Record<string, string>) => void;
  /** Sent as an application/x-www-form-urlencoded body (and signed). */
  form?: [string, string][];
  headers?: Record<string, string>;
}

let nonceCounter = 0;

/** A unique nonce per call. */
export function freshNonce(): string {
  nonceCounter += 1;
  return `n${process.pid}x${nonceCounter}x${Math.random().toString(36).slice(2, 8)}`;
}

/** Sends a signed request to `broker.url + pathAndQuery`. */
export async function signedFetch(
  broker: Pick<DemoBroker, 'url'>,
  clock: ClockLike,
  consumer: Pick<DemoConsumer, 'key' | 'secret'>,
  pathAndQuery: string,
  options: SignedRequestOptions = {},
): Promise<Response> {
  const method = options.method ?? 'GET';
  const url = `${broker.url}${pathAndQuery}`;
  const credentials: TestCredentials = { consumerKey: consumer.key, consumerSecret: consumer.secret };
  if (options.token) {
    credentials.token = options.token.token;
    credentials.tokenSecret = options.token.secret;
  }
  const oauth = signedOAuthParameters({
    method,
    url,
    credentials,
    timestamp: Math.floor(clock.now() / 1000) + (options.skewSeconds ?? 0),
    nonce: options.nonce ?? freshNonce(),
    ...(options.oauthExtras ? { oauthExtras: options.oauthExtras } : {}),
    ...(options.form ? { form: options.form } : {}),
  });
  options.tamper?.(oauth);
  const headers: Record<string, string> = { ...options.headers };
  let target = url;
  if ((options.placement ?? 'header') === 'header') headers.Authorization = authorizationHeader(oauth);
  else target = withQueryCredentials(url, oauth);
  const init: RequestInit = { method, headers, redirect: 'manual' };
  if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    init.body = new URLSearchParams(options.form).toString();
  }
  return fetch(target, init);
}

/** Parses a form-encoded token body. */
export function parseTokenBody(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body));
}

/** A request token as the broker issued it. */
export interface IssuedToken {
  token: string;
  secret: string;
  callbackConfirmed?: string;
}

/** GET /oauth/request_token with oauth_callback=oob. */
export async function getRequestToken(broker: Pick<DemoBroker, 'url'>, clock: ClockLike, consumer: DemoConsumer): Promise<IssuedToken> {
  const response = await signedFetch(broker, clock, consumer, '/oauth/request_token', { oauthExtras: { oauth_callback: 'oob' } });
  const body = parseTokenBody(await response.text());
  if (response.status !== 200) throw new Error(`request_token answered ${response.status}: ${JSON.stringify(body)}`);
  return { token: body.oauth_token ?? '', secret: body.oauth_token_secret ?? '', callbackConfirmed: body.oauth_callback_confirmed ?? '' };
}

/** Submits the authorize form and returns the raw response (redirects not followed). */
export function submitAuthorize(
  broker: Pick<DemoBroker, 'url'>,
  fields: { key: string; token: string; username?: string; password?: string; decision: string },
): Promise<Response> {
  const form = new URLSearchParams({ username: 'demo', password: 'demo', ...fields });
  return fetch(`${broker.url}/authorize`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
}

/** The verifier from a 302 Location or from the code page. */
export async function verifierFrom(response: Response): Promise<string> {
  const location = response.headers.get('location');
  if (location) return new URL(location).searchParams.get('oauth_verifier') ?? '';
  const html = await response.text();
  return /id="verifier">([^<]+)</.exec(html)?.[1] ?? '';
}

/** Exchanges an authorized request token for an access token. */
export async function getAccessToken(
  broker: Pick<DemoBroker, 'url'>,
  clock: ClockLike,
  consumer: DemoConsumer,
  requestToken: IssuedToken,
  verifier: string,
): Promise<Response> {
  return signedFetch(broker, clock, consumer, '/oauth/access_token', {
    token: requestToken,
    oauthExtras: { oauth_verifier: verifier },
  });
}

/** The whole dance as user `demo`: returns access token and secret. */
export async function signIn(
  broker: Pick<DemoBroker, 'url'>,
  clock: ClockLike,
  consumer: DemoConsumer,
  username = 'demo',
  password = 'demo',
): Promise<{ token: string; secret: string }> {
  const requestToken = await getRequestToken(broker, clock, consumer);
  const approval = await submitAuthorize(broker, { key: consumer.key, token: requestToken.token, username, password, decision: 'accept' });
  const verifier = await verifierFrom(approval);
  const response = await getAccessToken(broker, clock, consumer, requestToken, verifier);
  const body = parseTokenBody(await response.text());
  if (response.status !== 200) throw new Error(`access_token answered ${response.status}: ${JSON.stringify(body)}`);
  return { token: body.oauth_token ?? '', secret: body.oauth_token_secret ?? '' };
}
