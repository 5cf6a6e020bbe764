/**
 * The limiter charges what a handler says an answer costs (`Reply.cost`: N for a quote request of N
 * symbols, 2 per pair for a chain), over a real server whose accounts handler stands in for such
 * a handler.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_CONSUMERS, DEMO_USERS, type DemoConsumer } from '../../../demo-broker/index.ts';
import { FaultInjector } from '../../../demo-broker/faults.ts';
import type { ApiRequest } from '../../../demo-broker/http/api-request.ts';
import { RateLimiter } from '../../../demo-broker/http/rate-limiter.ts';
import type { BrokerState } from '../../../demo-broker/http/request-handler.ts';
import { textReply, type Reply } from '../../../demo-broker/http/reply.ts';
import { NonceStore } from '../../../demo-broker/oauth/nonce-store.ts';
import { TokenStore } from '../../../demo-broker/oauth/token-store.ts';
import { createBrokerServer } from '../../../demo-broker/server.ts';
import { signedFetch, signIn } from '../../helpers/demo-broker-client.ts';
import { ManualClock } from '../../helpers/manual-clock.ts';

const PROD = DEMO_CONSUMERS[0] as DemoConsumer;
const clock = new ManualClock('2027-10-20T18:00:00Z');
const limiter = new RateLimiter(clock, { accounts: 10 });
/** Each answer costs what the query's `cost` says. */
const costly = (request: ApiRequest): Reply => ({ ...textReply(200, 'ok'), cost: Number(request.query.find(([name]) => name === 'cost')?.[1] ?? 1) });
const unused = (): never => {
  throw new Error('not called');
};
const state: BrokerState = {
  clock,
  consumers: new Map(DEMO_CONSUMERS.map((consumer) => [consumer.key, consumer])),
  users: DEMO_USERS,
  tokens: new TokenStore(),
  nonces: new NonceStore(),
  api: {
    chain: unused,
    orders: unused,
    accounts: costly,
    v1Orders: unused,
    v1OrderDetails: unused,
    v1Portfolio: unused,
    v1Balance: unused,
    v1expiries: unused,
    v1chain: unused,
    v1quote: unused,
    v1Alerts: unused,
    v1AlertDetails: unused,
  },
  rateLimiter: limiter,
};
const server = createBrokerServer(state, new FaultInjector({}));
let url = '';
let token: { token: string; secret: string };
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  token = await signIn({ url }, clock, PROD);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it('charges each answer its cost, and refuses one that no longer fits without charging it', async () => {
  const get = async (cost: number) => (await signedFetch({ url }, clock, PROD, `/v1/accounts/list.json?cost=${cost}`, { token })).status;
  expect(await get(6)).toBe(200);
  expect(limiter.spent(PROD.key, 'accounts')).toBe(6);
  expect(await get(5)).toBe(400);
  expect(limiter.spent(PROD.key, 'accounts')).toBe(6);
  expect(await get(4)).toBe(200);
  expect(await get(1)).toBe(400);
  expect(limiter.spent(PROD.key, 'accounts')).toBe(10);
});
