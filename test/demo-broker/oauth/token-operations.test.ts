/**
 * The OAuth dance and its refusals: request token bodies, single use, five-minute lifetime, the
 * verifier bound to its request token, renew and revoke answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CONSUMERS, startDemoBroker, type DemoBroker, type DemoConsumer } from '../../../demo-broker/index.ts';
import { getAccessToken, getRequestToken, parseTokenBody, signedFetch, signIn, submitAuthorize, verifierFrom } from '../../helpers/demo-broker-client.ts';
import { ManualClock, MINUTES } from '../../helpers/manual-clock.ts';

const [PROD, PROD_CALLBACK] = DEMO_CONSUMERS as [DemoConsumer, DemoConsumer];

async function problemOf(response: Response): Promise<string> {
  return /oauth_problem=([a-z_]+)/.exec(await response.text())?.[1] ?? `none (${response.status})`;
}

let broker: DemoBroker;
const clock = new ManualClock('2027-06-15T14:00:00Z');
beforeAll(async () => {
  broker = await startDemoBroker({ clock });
});
afterAll(() => broker.close());

async function approvedRequestToken(consumer: DemoConsumer = PROD) {
  const requestToken = await getRequestToken(broker, clock, consumer);
  const verifier = await verifierFrom(await submitAuthorize(broker, { key: consumer.key, token: requestToken.token, decision: 'accept' }));
  return { requestToken, verifier };
}

describe('GET /oauth/request_token', () => {
  it('answers form-encoded token, secret and oauth_callback_confirmed=false without a callback', async () => {
    const response = await signedFetch(broker, clock, PROD, '/oauth/request_token', { oauthExtras: { oauth_callback: 'oob' } });
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(text).toMatch(/^oauth_token=[^&]+&oauth_token_secret=[^&]+&oauth_callback_confirmed=false$/);
    // Tokens are base64 and arrive percent-encoded: decode once.
    expect(parseTokenBody(text).oauth_token).toMatch(/^[A-Z0-9+/]+=*$/i);
  });

  it('confirms the callback exactly when the consumer key has one registered', async () => {
    expect((await getRequestToken(broker, clock, PROD_CALLBACK)).callbackConfirmed).toBe('true');
  });

  it.each([
    ['no oauth_callback', {}, 'parameter_absent'],
    ['a callback URL instead of oob', { oauth_callback: 'http://127.0.0.1/cb' }, 'parameter_rejected'],
  ])('refuses %s', async (_label, oauthExtras, problem) => {
    const response = await signedFetch(broker, clock, PROD, '/oauth/request_token', { oauthExtras });
    expect(response.status).toBe(401);
    expect(await problemOf(response)).toBe(problem);
  });
});

describe('GET /oauth/access_token', () => {
  it('exchanges an approved request token once, and only once', async () => {
    const { requestToken, verifier } = await approvedRequestToken();
    const first = await getAccessToken(broker, clock, PROD, requestToken, verifier);
    expect(first.status).toBe(200);
    expect(Object.keys(parseTokenBody(await first.text()))).toEqual(['oauth_token', 'oauth_token_secret']);
    const second = await getAccessToken(broker, clock, PROD, requestToken, verifier);
    expect(second.status).toBe(401);
    expect(await problemOf(second)).toBe('token_rejected');
  });

  it('refuses a request token that was never approved', async () => {
    const requestToken = await getRequestToken(broker, clock, PROD);
    expect(await problemOf(await getAccessToken(broker, clock, PROD, requestToken, 'ABC123'))).toBe('token_rejected');
  });

  it('refuses a missing verifier', async () => {
    const { requestToken } = await approvedRequestToken();
    const response = await signedFetch(broker, clock, PROD, '/oauth/access_token', { token: requestToken });
    expect(await problemOf(response)).toBe('parameter_absent');
  });

  it("binds the verifier to its request token: another token's verifier is refused", async () => {
    const a = await approvedRequestToken();
    let b = await approvedRequestToken();
    // Verifiers are random: were the two equal (one pair in 32^6), the refusal below could not happen.
    while (b.verifier === a.verifier) b = await approvedRequestToken();
    expect(await problemOf(await getAccessToken(broker, clock, PROD, a.requestToken, b.verifier))).toBe('token_rejected');
    expect((await getAccessToken(broker, clock, PROD, a.requestToken, a.verifier)).status).toBe(200);
  });

  it('lets a request token live five minutes: exchange at 4:59 works, at 5:00 it is expired', async () => {
    const early = await approvedRequestToken();
    const late = await approvedRequestToken();
    clock.advance(5 * MINUTES - 1000);
    expect((await getAccessToken(broker, clock, PROD, early.requestToken, early.verifier)).status).toBe(200);
    clock.advance(1000);
    expect(await problemOf(await getAccessToken(broker, clock, PROD, late.requestToken, late.verifier))).toBe('token_expired');
  });

  it('forgets request tokens once their five minutes are over, on the broker clock', async () => {
    const ownClock = new ManualClock('2027-06-15T14:00:00Z');
    const own = await startDemoBroker({ clock: ownClock });
    try {
      for (let i = 0; i < 3; i += 1) await getRequestToken(own, ownClock, PROD);
      expect(own.tokenTableSizes().requestTokens).toBe(3);
      ownClock.advance(5 * MINUTES - 1);
      await fetch(`${own.url}/v1/accounts/list`); // any request: still alive, nothing goes
      expect(own.tokenTableSizes().requestTokens).toBe(3);
      ownClock.advance(1);
      await fetch(`${own.url}/v1/accounts/list`);
      expect(own.tokenTableSizes().requestTokens).toBe(0);
    } finally {
      await own.close();
    }
  });

  it('refuses a request token on an API call and an access token on access_token', async () => {
    const requestToken = await getRequestToken(broker, clock, PROD);
    expect(await problemOf(await signedFetch(broker, clock, PROD, '/v1/accounts/list', { token: requestToken }))).toBe('token_rejected');
    const access = await signIn(broker, clock, PROD);
    expect(await problemOf(await getAccessToken(broker, clock, PROD, access, 'ABC123'))).toBe('token_rejected');
  });
});

describe('renew and revoke', () => {
  it('renews with the plain text the platform sends, and issues no new token', async () => {
    const access = await signIn(broker, clock, PROD);
    const response = await signedFetch(broker, clock, PROD, '/oauth/renew_access_token', { token: access });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('Access Token has been renewed');
  });

  it('revokes: 200, then every use of the token is refused', async () => {
    const access = await signIn(broker, clock, PROD);
    expect((await signedFetch(broker, clock, PROD, '/oauth/revoke_access_token', { token: access })).status).toBe(200);
    expect(await problemOf(await signedFetch(broker, clock, PROD, '/v1/accounts/list', { token: access }))).toBe('token_rejected');
    expect(await problemOf(await signedFetch(broker, clock, PROD, '/oauth/renew_access_token', { token: access }))).toBe('token_rejected');
  });
});
