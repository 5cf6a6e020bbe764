/**
 * The token tables are capped: minting request tokens in a loop took the demo broker
 * from 131 to 196 MB in a minute. Past the cap the oldest token is dropped, and a client that
 * presents a dropped token is told so (token_expired with the provider's advice; the authorize
 * page says the sign-in was dropped), never that it was forged: token names carry their issue
 * time under the broker's MAC, so this costs no memory. Over a real server with small caps, and
 * on the tables alone.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CONSUMERS, DEMO_USERS, type DemoConsumer } from '../../../demo-broker/index.ts';
import { FaultInjector } from '../../../demo-broker/faults.ts';
import type { BrokerState } from '../../../demo-broker/http/request-handler.ts';
import { textReply } from '../../../demo-broker/http/reply.ts';
import { CappedTable } from '../../../demo-broker/oauth/capped-table.ts';
import { TokenMint } from '../../../demo-broker/oauth/token-mint.ts';
import { NonceStore } from '../../../demo-broker/oauth/nonce-store.ts';
import { DEFAULT_TOKEN_CAPS, TokenStore } from '../../../demo-broker/oauth/token-store.ts';
import { RateLimiter } from '../../../demo-broker/http/rate-limiter.ts';
import { createBrokerServer } from '../../../demo-broker/server.ts';
import { getAccessToken, getRequestToken, signedFetch, signIn, submitAuthorize, verifierFrom } from '../../helpers/demo-broker-client.ts';
import { ManualClock } from '../../helpers/manual-clock.ts';

const T0 = Date.parse('2027-06-15T14:00:00Z');

describe('a capped table', () => {
  it('drops the oldest past the cap', () => {
    const table = new CappedTable<number>(3);
    for (let i = 0; i < 5; i += 1) table.add(`t${i}`, i);
    expect([...table.records.keys()]).toEqual(['t2', 't3', 't4']);
  });

  it('refuses a cap below one', () => {
    expect(() => new CappedTable(0)).toThrow(/at least one/);
  });

  it('the broker’s tables hold at most their caps under a flood of 10,000 mints in one minute, and still know every token they dropped', () => {
    const tokens = new TokenStore();
    const first = tokens.issueRequestToken('key', T0);
    for (let i = 1; i < 10_000; i += 1) tokens.issueRequestToken('key', T0 + i * 6);
    expect(tokens.sizes().requestTokens).toBe(DEFAULT_TOKEN_CAPS.requestTokens);
    expect(tokens.findRequestToken(first.token)).toBeUndefined();
    expect(tokens.missingRequestToken(first.token, T0 + 60_000)).toBe('dropped');
    expect(tokens.missingRequestToken(first.token, T0 + 5 * 60_000)).toBe('expired');
    expect(tokens.missingRequestToken('never-issued', T0)).toBe('unknown');
  });
});

describe('token names', () => {
  it('look like the platform’s (22 bytes of base64 with + or /), say when they were issued, and cannot be forged', () => {
    const mint = new TokenMint();
    for (let i = 0; i < 200; i += 1) {
      const token = mint.mint(T0 + i);
      expect(token).toMatch(/^[\d+/a-z]{30}==$/i);
      expect(token).toMatch(/[+/]/);
      expect(mint.issuedAt(token)).toBe(Math.floor((T0 + i) / 1000) * 1000);
    }
    const token = mint.mint(T0);
    // Any other character in its place is refused: a changed byte no longer matches its MAC.
    for (let at = 0; at < 30; at += 1) {
      const changed = token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);
      expect(mint.issuedAt(changed), changed).toBeNull();
    }
    expect(new TokenMint().issuedAt(token)).toBeNull();
    for (const other of ['', 'x', '====', `${token}A`, token.slice(0, -2)]) expect(mint.issuedAt(other)).toBeNull();
  });
});

describe('dropped tokens over a real server', () => {
  const PROD = DEMO_CONSUMERS.find((c) => c.kind === 'production' && c.callbackUrl === null && c.owner === 'demo') as DemoConsumer;
  const clock = new ManualClock(T0);
  const state: BrokerState = {
    clock,
    consumers: new Map(DEMO_CONSUMERS.map((consumer) => [consumer.key, consumer])),
    users: DEMO_USERS,
    tokens: new TokenStore({ requestTokens: 3, accessTokens: 2 }),
    nonces: new NonceStore(),
    api: {
      chain: () => textReply(200, 'ok'),
      orders: () => textReply(200, 'ok'),
      accounts: () => textReply(200, 'ok'),
      v1Orders: () => textReply(200, 'ok'),
      v1OrderDetails: () => textReply(200, 'ok'),
      v1expiries: () => textReply(200, 'ok'),
      v1chain: () => textReply(200, 'ok'),
      v1quote: () => textReply(200, 'ok'),
      v1Portfolio: () => textReply(200, 'ok'),
      v1Balance: () => textReply(200, 'ok'),
      v1Alerts: () => textReply(200, 'ok'),
      v1AlertDetails: () => textReply(200, 'ok'),
    },
    rateLimiter: new RateLimiter(clock, null),
  };
  const server = createBrokerServer(state, new FaultInjector({}));
  const broker = { url: '' };
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    broker.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('a flood of mints leaves three request tokens; the first one minted is answered as dropped', async () => {
    const first = await getRequestToken(broker, clock, PROD);
    for (let i = 0; i < 20; i += 1) await getRequestToken(broker, clock, PROD);
    expect(state.tokens.sizes().requestTokens).toBe(3);

    const page = await fetch(`${broker.url}/authorize?key=${encodeURIComponent(PROD.key)}&token=${encodeURIComponent(first.token)}`);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('This sign-in was dropped for newer ones: the demo broker holds the newest 3 sign-ins in progress.');
    const approval = await submitAuthorize(broker, { key: PROD.key, token: first.token, decision: 'accept' });
    expect(await approval.text()).toContain('This sign-in was dropped for newer ones');

    const exchange = await getAccessToken(broker, clock, PROD, first, 'ABCDEF');
    expect(exchange.status).toBe(401);
    expect(await exchange.text()).toBe(
      'oauth_problem=token_expired,oauth_problem_advice=this request token was dropped for newer ones (the demo broker holds the newest 3); sign in again',
    );

    // A token the broker never issued is still just rejected.
    const forged = await getAccessToken(broker, clock, PROD, { token: 'never-issued', secret: 's' }, 'ABCDEF');
    expect(await forged.text()).toBe('oauth_problem=token_rejected');
  });

  it('a live request token among them still signs in', async () => {
    const requestToken = await getRequestToken(broker, clock, PROD);
    const verifier = await verifierFrom(await submitAuthorize(broker, { key: PROD.key, token: requestToken.token, decision: 'accept' }));
    expect((await getAccessToken(broker, clock, PROD, requestToken, verifier)).status).toBe(200);
  });

  it('past two sessions the oldest access token is dropped: its calls hear token_expired with the advice, the newer ones work', async () => {
    const sessions = [await signIn(broker, clock, PROD), await signIn(broker, clock, PROD), await signIn(broker, clock, PROD)];
    expect(state.tokens.sizes().accessTokens).toBe(2);
    const [oldest, ...newer] = sessions;
    if (oldest === undefined) throw new Error('no session');
    const dropped = await signedFetch(broker, clock, PROD, '/v1/accounts/list', { token: oldest });
    expect(dropped.status).toBe(401);
    expect(await dropped.text()).toMatch(
      /oauth_problem=token_expired,oauth_problem_advice=this access token was dropped for newer ones \(the demo broker holds the newest 2\); sign in again/,
    );
    for (const token of newer) expect((await signedFetch(broker, clock, PROD, '/v1/accounts/list', { token })).status).toBe(200);
  });
});
