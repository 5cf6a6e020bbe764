/**
 * The client's signer and the five operations against the running demo broker, over real sockets
 * on 127.0.0.1. The broker verifies signatures with its own, independent code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CONSUMERS, startDemoBroker, type DemoBroker } from '../../../../demo-broker/index.ts';
import { DEFAULT_API_BODY_BYTES } from '../../../../electron/backend/oauth/body-limits.ts';
import { exchange } from '../../../../electron/backend/oauth/exchange.ts';
import { classifyFailure } from '../../../../electron/backend/oauth/failure.ts';
import {
  authorizeUrl,
  getAccessToken,
  getRequestToken,
  renewAccessToken,
  revokeAccessToken,
  type OAuthContext,
} from '../../../../electron/backend/oauth/operations.ts';
import { signRequest, type OAuthCredentials } from '../../../../electron/backend/oauth/signer.ts';
import type { TokenPair } from '../../../../electron/backend/oauth/token-response.ts';
import { createFakeClock } from '../session/fake-clock.ts';
import { approveOnAuthorizePage } from './demo-authorize-page.ts';

const [oobConsumer, callbackConsumer] = DEMO_CONSUMERS;
if (oobConsumer === undefined || callbackConsumer === undefined) throw new Error('the demo broker has no default consumers');

const clock = createFakeClock(Date.parse('2026-06-10T14:00:00Z'));
let broker: DemoBroker;
let nonce = 0;

beforeAll(async () => {
  broker = await startDemoBroker({ clock });
});
afterAll(async () => {
  await broker.close();
});

function context(consumer = oobConsumer ?? DEMO_CONSUMERS[0]): OAuthContext {
  const environment = { oauthUrl: broker.url, authorizeUrl: `${broker.url}/authorize`, credentialsInQuery: false };
  return { fetch, clock, nonce: () => `nonce-${nonce++}`, environment, consumer: { key: consumer?.key ?? '', secret: consumer?.secret ?? '' } };
}

/** Runs request token → authorize page → access token; returns the access token. */
async function signIn(consumer = oobConsumer): Promise<TokenPair> {
  const requestToken = await getRequestToken(context(consumer));
  if (!requestToken.ok) throw new Error(requestToken.error.message);
  const approval = await approveOnAuthorizePage(authorizeUrl({ authorizeUrl: `${broker.url}/authorize` }, consumer?.key ?? '', requestToken.data.token));
  const access = await getAccessToken(context(consumer), requestToken.data, approval.verifier);
  if (!access.ok) throw new Error(access.error.message);
  return access.data;
}

/** A signed GET to the demo broker's API, answered status and body. */
async function apiGet(url: string, credentials: OAuthCredentials, placement: 'header' | 'query' = 'header', timestamp = Math.floor(clock.now() / 1000)) {
  const signed = signRequest({ method: 'GET', url, credentials, timestamp, nonce: `api-${nonce++}`, placement });
  if (!signed.ok) throw new Error(signed.error.message);
  const answer = await exchange(fetch, clock, { method: 'GET', url: signed.data.url, headers: signed.data.headers, maxBodyBytes: DEFAULT_API_BODY_BYTES });
  if (!answer.ok) throw new Error(answer.error.message);
  return { ...answer.data, sentTimestamp: timestamp };
}

const withToken = (token: TokenPair, consumer = oobConsumer): OAuthCredentials => ({
  consumerKey: consumer?.key ?? '',
  consumerSecret: consumer?.secret ?? '',
  token: token.token,
  tokenSecret: token.secret,
});

describe('the five operations against the demo broker', () => {
  it('request token: form-encoded answer, callback not confirmed for a key without callback', async () => {
    const grant = await getRequestToken(context());
    expect(grant.ok).toBe(true);
    if (!grant.ok) return;
    expect(grant.data.token).not.toBe('');
    expect(grant.data.callbackConfirmed).toBe(false);
  });

  it('request token: callback confirmed for a key with a registered callback', async () => {
    const grant = await getRequestToken(context(callbackConsumer));
    expect(grant.ok && grant.data.callbackConfirmed).toBe(true);
  });

  it('authorize (code shown) → access token → API → renew → revoke → the token is refused', async () => {
    const token = await signIn();
    const list = await apiGet(`${broker.url}/v1/accounts/list.json`, withToken(token));
    expect(list.status).toBe(200);

    const renewed = await renewAccessToken(context(), token);
    expect(renewed).toEqual({ ok: true, data: { message: 'Access Token has been renewed' } });

    const revoked = await revokeAccessToken(context(), token);
    expect(revoked.ok).toBe(true);
    const after = await apiGet(`${broker.url}/v1/accounts/list.json`, withToken(token));
    expect(after.status).toBe(401);
    expect(classifyFailure({ ...after, wwwAuthenticate: null }).problem).toBe('token_rejected');
    const renewAfterRevoke = await renewAccessToken(context(), token);
    expect(renewAfterRevoke.ok).toBe(false);
  });

  it('authorize with a callback: the redirect carries the verifier and our request token', async () => {
    const requestToken = await getRequestToken(context(callbackConsumer));
    if (!requestToken.ok) throw new Error(requestToken.error.message);
    const approval = await approveOnAuthorizePage(authorizeUrl({ authorizeUrl: `${broker.url}/authorize` }, callbackConsumer.key, requestToken.data.token));
    expect(approval.redirectedTo).toMatch(/^http:\/\/127\.0\.0\.1\/strikeboard-callback\?oauth_verifier=/);
    expect(approval.callbackToken).toBe(requestToken.data.token);
    const access = await getAccessToken(context(callbackConsumer), requestToken.data, approval.verifier);
    expect(access.ok).toBe(true);
  });

  it('access token: a wrong verifier is refused with a classified error', async () => {
    const requestToken = await getRequestToken(context());
    if (!requestToken.ok) throw new Error(requestToken.error.message);
    await approveOnAuthorizePage(authorizeUrl({ authorizeUrl: `${broker.url}/authorize` }, oobConsumer.key, requestToken.data.token));
    const access = await getAccessToken(context(), requestToken.data, 'WRONG1');
    expect(access.ok).toBe(false);
    if (!access.ok) expect(access.error.code).toBe('oauth');
  });

  it('a consumer secret that does not match is signature_invalid', async () => {
    const grant = await getRequestToken({ ...context(), consumer: { key: oobConsumer.key, secret: 'not-the-secret' } });
    expect(!grant.ok && grant.failure?.problem).toBe('signature_invalid');
  });

  it('an unknown consumer key is consumer_key_rejected', async () => {
    const grant = await getRequestToken({ ...context(), consumer: { key: 'nobody', secret: 'x' } });
    expect(!grant.ok && grant.failure?.problem).toBe('consumer_key_rejected');
  });

  it('a clock 10 minutes fast is refused, and the skew is measured', async () => {
    const token = await signIn();
    const answer = await apiGet(`${broker.url}/v1/accounts/list.json`, withToken(token), 'header', Math.floor(clock.now() / 1000) + 600);
    const failure = classifyFailure({ ...answer, wwwAuthenticate: answer.headers.get('www-authenticate') });
    expect(failure.problem).toBe('timestamp_refused');
    expect(failure.clockSkewSeconds).toBe(600);
  });
});

describe("signatures checked by the demo broker's independent verifier", () => {
  let token: TokenPair;
  beforeAll(async () => {
    token = await signIn();
  });

  const queries: { name: string; query: string }[] = [
    { name: 'no query', query: '' },
    { name: 'reserved characters', query: "?q=a%26b%3Dc%2Fd%3Fe%23f!*'()" },
    { name: 'space as %20 and as +', query: '?a=x%20y&b=x+y' },
    { name: 'literal plus', query: '?p=1%2B1' },
    { name: 'non-ASCII', query: '?name=%C3%A9t%C3%A9&sym=%E2%82%AC&emoji=%F0%9F%93%88' },
    { name: 'repeated parameters', query: '?s=b&s=a&s=a&s=' },
    { name: 'empty values and bare names', query: '?empty=&bare' },
    { name: 'unreserved', query: '?u=A-Z.a_z~0' },
  ];
  it.each(queries)('accepts a request with $name', async ({ query }) => {
    const answer = await apiGet(`${broker.url}/v1/accounts/list.json${query}`, withToken(token));
    expect(answer.body).not.toMatch(/oauth_problem/);
    expect(answer.status).not.toBe(401);
  });

  it('accepts credentials in the query instead of the header', async () => {
    const answer = await apiGet(`${broker.url}/v1/accounts/list.json?count=5`, withToken(token), 'query');
    expect(answer.status).toBe(200);
  });

  it('refuses the same request when one signed parameter is changed in transit', async () => {
    const signed = signRequest({
      method: 'GET',
      url: `${broker.url}/v1/accounts/list.json?a=1`,
      credentials: withToken(token),
      timestamp: Math.floor(clock.now() / 1000),
      nonce: `tamper-${nonce++}`,
    });
    if (!signed.ok) throw new Error(signed.error.message);
    const answer = await fetch(signed.data.url.replace('a=1', 'a=2'), { headers: signed.data.headers });
    expect(answer.status).toBe(401);
    expect(await answer.text()).toMatch(/signature_invalid/);
  });
});
