/**
 * The local demo broker (docs/demo-broker.md): a plain-Node OAuth 1.0a provider plus the platform's
 * endpoints over a simulated market and trading day, on 127.0.0.1. The app starts it in-process for
 * the Local demo environment; `npm run demo-broker` starts it standalone; every integration test
 * talks to it.
 */
import type { AddressInfo } from 'node:net';
import { DEMO_ACCOUNTS, DEMO_USERS } from './accounts.ts';
import { apiHandlers } from './api-handlers.ts';
import type { DemoBroker, DemoBrokerOptions } from './broker-types.ts';
import { defaultConsumers } from './consumers.ts';
import { FaultInjector } from './faults.ts';
import type { BrokerState } from './http/request-handler.ts';
import { NonceStore } from './oauth/nonce-store.ts';
import { TokenStore } from './oauth/token-store.ts';
import { OrderBook } from './orders/order-book.ts';
import { V1OrderHistory } from './orders/v1-account-history.ts';
import { RateLimiter } from './http/rate-limiter.ts';
import { createBrokerServer } from './server.ts';
import { simulatedClock } from './simulated-clock.ts';

export type { DemoBroker, DemoBrokerOptions, DemoConsumer, DemoUser, DemoAccountSummary } from './broker-types.ts';
export type { Clock } from './clock.ts';
export type { FaultPlan, FaultKind, FaultScope } from './faults.ts';
export type { RateBudgets } from './http/rate-limiter.ts';
export { REPORTED_BUDGETS } from './http/rate-limiter.ts';
export { FAULT_KINDS, FAULT_SCOPES, validateFaultPlan } from './faults.ts';
export { DEMO_CONSUMERS, DEFAULT_CALLBACK_URL } from './consumers.ts';
export { DEMO_USERS, DEMO_ACCOUNTS, HIGH_VOLUME_ACCOUNT_ID, SANDBOX_ACCOUNTS, CLOSED_ACCOUNT_CLOSED_DATE } from './accounts.ts';
export { V1_HISTORY_DAYS } from './orders/v1-account-history.ts';
export { DEMO_VOLUMES, accountVolume, type DemoVolume } from './orders/order-volume.ts';
export { LARGE_CHAIN_UNDERLIER } from './market/underliers.ts';
export { SAMPLE_ACCOUNT_ID, SAMPLE_UNDERLIER } from './stored-sample.ts';
export { generateChain } from './market/option-chain.ts';
export { expiriesInMonth, thirdFriday, optionSymbol } from './market/expiry-calendar.ts';
export { TradingDay } from './orders/trading-day.ts';
export { OrderBook } from './orders/order-book.ts';
export { nextEasternMidnight, easternMidnight } from './eastern-time.ts';
export { signatureBaseString, hmacSha1Signature, verifyHmacSha1 } from './oauth/signature.ts';

/** Default seed of the simulation. */
export const DEFAULT_SEED = 20_260_101;

/** Starts a demo broker on 127.0.0.1 and resolves once it listens. */
export async function startDemoBroker(options: DemoBrokerOptions = {}): Promise<DemoBroker> {
  const clock = options.clock ?? { now: () => Date.now() };
  const seed = options.seed ?? DEFAULT_SEED;
  const speed = options.clockSpeed ?? 1;
  if (!(speed > 0) || !Number.isFinite(speed)) throw new Error(`clockSpeed must be a positive number, got ${speed}`);
  const consumers = options.consumers ?? defaultConsumers(options.callbackUrl);
  const market = simulatedClock(clock, speed);
  const book = new OrderBook(seed, DEMO_ACCOUNTS, market.now(), options.volume ?? 'day');
  const faults = new FaultInjector(options.faults ?? {});
  const rateLimiter = new RateLimiter(market, options.rateLimit ?? null);
  const history = new V1OrderHistory(seed, book, market.now());
  const state: BrokerState = {
    clock,
    consumers: new Map(consumers.map((consumer) => [consumer.key, consumer])),
    users: DEMO_USERS,
    tokens: new TokenStore(),
    nonces: new NonceStore(),
    api: apiHandlers({ seed, book, history, market, storedSample: options.storedSample ?? false }),
    rateLimiter,
  };
  const server = createBrokerServer(state, faults, options.requestTimeoutMs === undefined ? {} : { requestTimeoutMs: options.requestTimeoutMs });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const startedAt = market.now();
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    consumers: consumers.map((consumer) => ({ ...consumer })),
    users: DEMO_USERS.map((user) => ({ ...user })),
    accounts: DEMO_ACCOUNTS.map((account) => ({
      accountId: account.accountId,
      accountIdKey: account.accountIdKey,
      description: account.description,
      owner: account.owner,
      orderCount: book.dayAt(account.accountId, startedAt)?.countPlacedBy(startedAt) ?? 0,
      today: book.dayAt(account.accountId, startedAt)?.ordersPlacedBy(startedAt) ?? { orders: 0, groups: 0, inGroups: 0 },
    })),
    setFaults: (plan) => faults.set(plan),
    setRateLimit: (budgets) => rateLimiter.set(budgets),
    tokenTableSizes: () => state.tokens.sizes(),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
