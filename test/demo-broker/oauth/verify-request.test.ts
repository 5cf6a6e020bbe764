/**
 * Every refusal of the provider, over real sockets: where credentials may be, what a signature must
 * cover, the timestamp window, nonces, consumer keys, tokens of the wrong kind or the wrong stage.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CONSUMERS, startDemoBroker, type DemoBroker, type DemoConsumer } from '../../../demo-broker/index.ts';
import { freshNonce, signedFetch, signIn } from '../../helpers/demo-broker-client.ts';
import { ManualClock } from '../../helpers/manual-clock.ts';
import { authorizationHeader, signedOAuthParameters } from '../../helpers/oauth-test-signer.ts';
import { NonceStore } from '../../../demo-broker/oauth/nonce-store.ts';
import { readCredentials } from '../../../demo-broker/oauth/request-credentials.ts';
import { TokenStore } from '../../../demo-broker/oauth/token-store.ts';
import { verifyRequest } from '../../../demo-broker/oauth/verify-request.ts';

const [PROD, , SANDBOX, OTHER] = DEMO_CONSUMERS as [DemoConsumer, DemoConsumer, DemoConsumer, DemoConsumer];
const ACCOUNTS = '/v1/accounts/list.json';

/**
 * `value` with its first character replaced by one it certainly is not. A fixed replacement (`A…`)
 * changes nothing when the random signature already starts with it, one run in 64.
 */
function flipFirst(value: string | undefined): string {
  const text = value ?? '';
  return `${text.startsWith('A') ? 'B' : 'A'}${text.slice(1)}`;
}

/** The oauth_problem name in any body format. */
async function problemOf(response: Response): Promise<string> {
  const body = await response.text();
  return /oauth_problem=([a-z_]+)/.exec(body)?.[1] ?? `<no oauth_problem in ${response.status}: ${body.slice(0, 80)}>`;
}

let broker: DemoBroker;
const clock = new ManualClock('2027-03-10T15:00:00Z');
let prodToken: { token: string; secret: string };
let sandboxToken: { token: string; secret: string };
let otherToken: { token: string; secret: string };

beforeAll(async () => {
  broker = await startDemoBroker({ clock });
  prodToken = await signIn(broker, clock, PROD);
  sandboxToken = await signIn(broker, clock, SANDBOX);
  otherToken = await signIn(broker, clock, OTHER, 'other', 'other');
});
afterAll(() => broker.close());

describe('where credentials may travel', () => {
  it('accepts them in the Authorization header', async () => {
    const response = await signedFetch(broker, clock, PROD, ACCOUNTS, { token: prodToken });
    expect(response.status).toBe(200);
  });

  it('accepts them in the query, mixed with API parameters', async () => {
    const response = await signedFetch(broker, clock, PROD, '/order/rest/orderlist/83405188.json?count=3', { token: prodToken, placement: 'query' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { GetOrderListResponse: { orderListResponse: { count: string } } }).GetOrderListResponse.orderListResponse.count).toBe(
      '3',
    );
  });

  it('does not recognize them in a form body: parameter_absent', async () => {
    const oauth = signedOAuthParameters({
      method: 'POST',
      url: `${broker.url}${ACCOUNTS}`,
      credentials: { consumerKey: PROD.key, consumerSecret: PROD.secret, token: prodToken.token, tokenSecret: prodToken.secret },
      timestamp: Math.floor(clock.now() / 1000),
      nonce: freshNonce(),
    });
    const response = await fetch(`${broker.url}${ACCOUNTS}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(oauth).toString(),
    });
    expect(response.status).toBe(401);
    expect(await problemOf(response)).toBe('parameter_absent');
  });

  it('signs non-OAuth form fields of a POST along with the header (RFC 5849 3.4.1.3.1)', async () => {
    const response = await signedFetch(broker, clock, PROD, ACCOUNTS, { method: 'POST', token: prodToken, form: [['note', 'a b+c']] });
    expect(response.status).toBe(200);
  });
});

describe('refusals of a signed API request', () => {
  type Options = Omit<NonNullable<Parameters<typeof signedFetch>[4]>, 'token'>;
  type Case = { name: string; problem: string; consumer?: DemoConsumer; path?: string; token?: () => { token: string; secret: string } } & Options;
  const cases: Case[] = [
    { name: 'a signature changed after signing', problem: 'signature_invalid', tamper: (o) => (o.oauth_signature = flipFirst(o.oauth_signature)) },
    { name: 'a parameter signed but not sent', problem: 'signature_invalid', tamper: (o) => delete o.oauth_version, oauthExtras: { oauth_version: '1.0' } },
    { name: 'a parameter sent but not signed', problem: 'signature_invalid', tamper: (o) => (o.oauth_version = '1.0') },
    { name: 'the wrong token secret', problem: 'signature_invalid', token: () => ({ token: prodToken.token, secret: 'wrong' }) },
    { name: 'the signature method PLAINTEXT', problem: 'signature_method_rejected', tamper: (o) => (o.oauth_signature_method = 'PLAINTEXT') },
    { name: 'no nonce', problem: 'parameter_absent', tamper: (o) => delete o.oauth_nonce },
    { name: 'no signature', problem: 'parameter_absent', tamper: (o) => delete o.oauth_signature },
    { name: 'no token', problem: 'parameter_absent', tamper: (o) => delete o.oauth_token },
    { name: 'a timestamp 301 s in the future', problem: 'timestamp_refused', skewSeconds: 301 },
    { name: 'a timestamp 301 s in the past', problem: 'timestamp_refused', skewSeconds: -301 },
    { name: 'a timestamp in milliseconds', problem: 'timestamp_refused', tamper: (o) => (o.oauth_timestamp = `${o.oauth_timestamp}000`) },
    { name: 'an unknown consumer key', problem: 'consumer_key_rejected', tamper: (o) => (o.oauth_consumer_key = 'nobody') },
    { name: 'an unknown token', problem: 'token_rejected', token: () => ({ token: 'bm90IGEgdG9rZW4=', secret: '' }) },
    { name: "another consumer's token", problem: 'token_rejected', token: () => otherToken },
    { name: 'a sandbox key on a production path', problem: 'consumer_key_rejected', consumer: SANDBOX, token: () => sandboxToken },
    {
      name: 'a production key on a sandbox chain path',
      problem: 'consumer_key_rejected',
      path: '/market/sandbox/rest/optionchains.json?chainType=CALL&expirationMonth=4&expirationYear=2027&underlier=IBM',
    },
    { name: 'a production key on a sandbox order path', problem: 'consumer_key_rejected', path: '/order/sandbox/rest/orderlist/83405188.json' },
    { name: 'a production key on a sandbox v1 path', problem: 'consumer_key_rejected', path: '/sandbox/v1/accounts/list.json' },
  ];

  it.each(cases)('refuses $name with $problem', async ({ problem, consumer, path, token, ...options }) => {
    const response = await signedFetch(broker, clock, consumer ?? PROD, path ?? ACCOUNTS, { token: token?.() ?? prodToken, ...options });
    expect(response.status).toBe(401);
    expect(await problemOf(response)).toBe(problem);
  });

  it('refuses a changed signature even when it starts with the letter a fixed tamper would write', async () => {
    // Search nonces (deterministically: n0, n1, …) for a signature starting with "A": the case in
    // which `A${rest}` leaves the signature as it was and the request goes through.
    const url = `${broker.url}${ACCOUNTS}`;
    const credentials = { consumerKey: PROD.key, consumerSecret: PROD.secret, token: prodToken.token, tokenSecret: prodToken.secret };
    const timestamp = Math.floor(clock.now() / 1000);
    let nonce = '';
    for (let i = 0; nonce === ''; i += 1) {
      const candidate = `${freshNonce()}a${i}`;
      if (signedOAuthParameters({ method: 'GET', url, credentials, timestamp, nonce: candidate }).oauth_signature?.startsWith('A')) nonce = candidate;
    }
    const response = await signedFetch(broker, clock, PROD, ACCOUNTS, {
      token: prodToken,
      nonce,
      tamper: (o) => (o.oauth_signature = flipFirst(o.oauth_signature)),
    });
    expect(response.status).toBe(401);
    expect(await problemOf(response)).toBe('signature_invalid');
  });

  it('accepts timestamps just inside the five-minute window', async () => {
    for (const skewSeconds of [-299, 299]) {
      expect((await signedFetch(broker, clock, PROD, ACCOUNTS, { token: prodToken, skewSeconds })).status).toBe(200);
    }
  });

  it('names the acceptable timestamps after timestamp_refused', async () => {
    const response = await signedFetch(broker, clock, PROD, ACCOUNTS, { token: prodToken, skewSeconds: 3600 });
    const now = Math.floor(clock.now() / 1000);
    expect(await response.text()).toContain(`oauth_problem=timestamp_refused,oauth_acceptable_timestamps=${now - 300}-${now + 300}`);
  });

  it('refuses a nonce reused with the same timestamp, and accepts it with another', async () => {
    const nonce = freshNonce();
    expect((await signedFetch(broker, clock, PROD, ACCOUNTS, { token: prodToken, nonce })).status).toBe(200);
    const replay = await signedFetch(broker, clock, PROD, ACCOUNTS, { token: prodToken, nonce });
    expect(replay.status).toBe(401);
    expect(await problemOf(replay)).toBe('nonce_used');
    expect((await signedFetch(broker, clock, PROD, ACCOUNTS, { token: prodToken, nonce, skewSeconds: 1 })).status).toBe(200);
  });

  it('does not burn the nonce of a request whose signature failed', async () => {
    const nonce = freshNonce();
    const forged = await signedFetch(broker, clock, PROD, ACCOUNTS, { token: prodToken, nonce, tamper: (o) => (o.oauth_signature = 'AAAA') });
    expect(await problemOf(forged)).toBe('signature_invalid');
    expect((await signedFetch(broker, clock, PROD, ACCOUNTS, { token: prodToken, nonce })).status).toBe(200);
  });

  it.each([
    ['/market/sandbox/rest/optionchains.json?chainType=CALL&expirationMonth=4&expirationYear=2027&underlier=IBM'],
    ['/order/sandbox/rest/orderlist/83405188.json'],
    ['/orders/sandbox/rest/orderlist/83405188'],
    ['/sandbox/v1/accounts/list.json'],
  ])('lets a sandbox token use the sandbox path %s', async (path) => {
    expect((await signedFetch(broker, clock, SANDBOX, path, { token: sandboxToken })).status).toBe(200);
  });
});

describe('401 bodies follow the format the request asked for', () => {
  it.each([
    ['XML without suffix', '/v1/accounts/list', /^application\/xml/, '<Error><message>oauth_problem=signature_invalid</message></Error>'],
    ['JSON with .json', '/v1/accounts/list.json', /^application\/json/, '{"Error":{"message":"oauth_problem=signature_invalid"}}'],
    ['plain text on the OAuth host', '/oauth/renew_access_token', /^text\/plain/, 'oauth_problem=signature_invalid'],
  ])('%s', async (_label, path, type, body) => {
    const response = await signedFetch(broker, clock, PROD, path, { token: prodToken, tamper: (o) => (o.oauth_signature = 'AAAA') });
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(type);
    expect(await response.text()).toContain(body);
  });

  it('answers an unsigned request (curl) with parameter_absent naming what is missing', async () => {
    const response = await fetch(`${broker.url}/v1/accounts/list`);
    expect(response.status).toBe(401);
    expect(await response.text()).toContain('oauth_problem=parameter_absent,oauth_parameters_absent=oauth_consumer_key');
  });
});

describe('routes and parameters', () => {
  it.each([['/'], ['/v1/accounts/list/extra'], ['/market/rest/quote/IBM.json'], ['/oauth/authorize']])('answers 404 for %s', async (path) => {
    expect((await fetch(`${broker.url}${path}`)).status).toBe(404);
  });

  it('answers 405 for a method other than GET or POST', async () => {
    expect((await fetch(`${broker.url}${ACCOUNTS}`, { method: 'DELETE' })).status).toBe(405);
  });

  it.each([
    ['/market/rest/optionchains.json?chainType=CALL&expirationMonth=4&expirationYear=2027', /Missing required parameter underlier/],
    ['/market/rest/optionchains.json?chainType=BOTH&expirationMonth=4&expirationYear=2027&underlier=IBM', /chainType/],
    ['/market/rest/optionchains.json?chainType=CALL&expirationMonth=13&expirationYear=2027&underlier=IBM', /expirationMonth/],
    ['/market/rest/optionchains.json?chainType=CALL&expirationMonth=4&expirationYear=27&underlier=IBM', /expirationYear/],
    ['/market/rest/optionchains.json?chainType=CALL&expirationMonth=4&expirationYear=2027&underlier=IBM&skipAdjusted=maybe', /skipAdjusted/],
    ['/market/rest/optionchains.json?chainType=CALL&chainType=PUT&expirationMonth=4&expirationYear=2027&underlier=IBM', /more than once/],
    ['/order/rest/orderlist/83405188.json?count=0', /count/],
    ['/order/rest/orderlist/83405188.json?count=-5', /count/],
    ['/order/rest/orderlist/83405188.json?marker=garbage', /Invalid marker/],
    ['/order/rest/orderlist/abc.json', /Invalid account ID/],
    ['/order/rest/orderlist/61022457.json', /Invalid account ID 61022457/],
  ])('answers 400 with a message for %s', async (path, message) => {
    const response = await signedFetch(broker, clock, PROD, path, { token: prodToken });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { Error: { code: number; message: string } };
    expect(body.Error.message).toMatch(message);
  });
});

describe('a replay window the broker cannot hold', () => {
  it('is a clear 401: nonce_used with advice that says the window is full, not that the nonce was seen', () => {
    const nonces = new NonceStore({ maxPerConsumer: 1 });
    const context = { consumers: new Map([[PROD.key, PROD]]), tokens: new TokenStore(), nonces, now: clock.now(), environment: 'any' as const };
    const url = `${broker.url}/oauth/request_token`;
    const request = (nonce: string) => {
      const oauth = signedOAuthParameters({
        method: 'GET',
        url,
        credentials: { consumerKey: PROD.key, consumerSecret: PROD.secret },
        timestamp: Math.floor(clock.now() / 1000),
        nonce,
        oauthExtras: { oauth_callback: 'oob' },
      });
      return { method: 'GET', url, credentials: readCredentials({ authorization: authorizationHeader(oauth), query: [], formBody: [] }) };
    };
    expect(verifyRequest(request('first'), 'none', context)).toMatchObject({ ok: true });
    const refused = verifyRequest(request('second'), 'none', context);
    expect(refused).toEqual({ ok: false, problem: 'nonce_used', detail: expect.stringMatching(/^oauth_problem_advice=.*at most 1 nonce/) });
    expect(verifyRequest(request('first'), 'none', context)).toEqual({ ok: false, problem: 'nonce_used' });
  });
});
