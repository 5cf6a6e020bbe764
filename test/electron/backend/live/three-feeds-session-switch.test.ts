/**
 * Session news reaches every feed: three feeds subscribed at once (the orders
 * service's watcher, the chain refresher, and a third feed written on the engine as the next
 * feeds will be: a fetch, a diff and its words), each with a refresh in flight when the
 * environment or the account (a new sign-in) switches. All three hear it, and none publishes data
 * fetched with the old session after the switch, whether the backend checked the news before the
 * old answers landed or not at all (the poller's own check at the end of the cycle catches it).
 */
import { describe, expect, it } from 'vitest';
import type { BrokerClient } from '../../../../electron/backend/broker/broker-client.ts';
import type { SessionClient } from '../../../../electron/backend/broker/session-client.ts';
import { createEventHub } from '../../../../electron/backend/events.ts';
import { createPoller } from '../../../../electron/backend/live/poller.ts';
import { followSessionNews, type Connection } from '../../../../electron/backend/live/session-news.ts';
import { createChainRefresher } from '../../../../electron/backend/market/chain-refresher.ts';
import { createNotifications } from '../../../../electron/backend/notifications/notifications.ts';
import { createOrdersService } from '../../../../electron/backend/orders/orders-service.ts';
import type { FeedStatus } from '../../../../shared/domain/feed-status.ts';
import type { ChainQuery } from '../../../../shared/domain/chain-query.ts';
import type { OptionChain } from '../../../../shared/domain/option-chain.ts';
import { orderPushReader } from '../../../../shared/domain/order-watch.ts';
import type { EnvironmentId } from '../../../../shared/environments.ts';
import { fail, ok } from '../../../../shared/result.ts';
import { unreadable } from '../../../helpers/feed-pushes.ts';
import { silentLogger } from '../../../helpers/silent-logger.ts';
import { fakeV1Orders, placed } from '../orders/v1-fake-orders.ts';
import { createFakeClock } from '../session/fake-clock.ts';
import { fakeSessions } from './fake-sessions.ts';
import { contractsOf } from '../../../helpers/chain-pushes.ts';

const NOW = Date.parse('2026-11-20T15:00:00Z');
const KEY = 'dBZOKt9xDrtRSAOl4MSiiA';
const query: ChainQuery = { underlier: 'AAPL', month: 1, year: 2027, day: 15, chainType: 'CALLPUT', includeAdjusted: false };

/** A one-pair chain whose call bid names the session that answered. */
const chainOf = (session: number): OptionChain => ({
  symbol: 'AAPL',
  mismatch: null,
  quoteType: 'REALTIME',
  quoteTime: NOW,
  expiries: [
    {
      date: '2027-01-15',
      daysToExpiry: 56,
      expiryType: null,
      strikes: [
        {
          strike: 130,
          pairType: 'CALLPUT',
          call: {
            optionSymbol: null,
            exchange: null,
            rootSymbol: 'AAPL',
            adjusted: false,
            osiKey: 'AAPL--270115C00130000',
            category: 'STANDARD',
            quote: {
              bid: session,
              ask: session + 0.1,
              bidSize: 1,
              askSize: 1,
              last: session,
              netChange: 0,
              volume: 1,
              openInterest: 1,
              inTheMoney: false,
              time: null,
            },
            greeks: null,
          },
          put: null,
        },
      ],
    },
  ],
});

function setup() {
  const clock = createFakeClock(NOW);
  const sessions = fakeSessions('demo');
  /** Which sign-in each session is: its data carries the number (order IDs n01, bids n, labels n). */
  const numbers = new WeakMap<Connection['session'], number>();
  let signIns = 1;
  const current = sessions.current();
  if (current !== null) numbers.set(current.session, 1);
  const numberNow = (): number => {
    const connection = sessions.current();
    return connection === null ? 0 : (numbers.get(connection.session) ?? 0);
  };
  let gate: Promise<void> | null = null;
  const held = async () => {
    if (gate !== null) await gate;
  };
  const meter = { pace: (_module: string, _cost: number, intervalMs: number) => ({ intervalMs, slowedBecause: null }) };
  const clients = new Map<number, BrokerClient>();
  const clientOf = (session: number): BrokerClient => {
    const known = clients.get(session);
    if (known !== undefined) return known;
    const orders = fakeV1Orders([placed(session * 100 + 1, NOW - 60_000)]);
    const client: BrokerClient = {
      generation: 'v1',
      quota: meter,
      listAccounts: async () => ok([]),
      getOptionChain: async () => (await held(), ok({ query, chain: chainOf(session), fetchedAt: clock.now(), underlier: null })),
      getExpiryDates: async () => fail('unsupported', 'no'),
      getQuotes: async () => fail('unsupported', 'no'),
      getOrderPage: async (_key, page) => (await held(), orders.fetchPage(page ?? {})),
      getOrderDetails: async (_key, id) => orders.fetchDetails(id),
      getPortfolio: async () => fail('unsupported', 'no'),
      getBalance: async () => fail('unsupported', 'no'),
      getTransactionPage: async () => fail('unsupported', 'no'),
      getTransactionDetails: async () => fail('unsupported', 'no'),
      getAlerts: async () => fail('unsupported', 'no'),
      getAlertDetails: async () => fail('unsupported', 'no'),
    };
    clients.set(session, client);
    return client;
  };
  const client: SessionClient = {
    get: () => (numberNow() === 0 ? fail('not-signed-in', 'Not signed in.') : ok(clientOf(numberNow()))),
    news: sessions.news,
    reset() {},
    meter: () => {
      throw new Error('not used');
    },
  };

  /** Every push of every feed after the switch, with the sign-in its data came from. */
  const pushes: { feed: string; from: number[]; stale: string | null }[] = [];

  const readOrders = orderPushReader();
  const orders = createOrdersService({
    client,
    clock,
    logger: silentLogger,
    notifications: createNotifications({ notifier: { notify() {} }, enabled: () => false, events: createEventHub(), logger: silentLogger }),
    random: () => 0,
    // An unchanged book is the one shown before: read as the page reads it, it is published again.
    emitOrders: (push) => {
      const state = readOrders(push) ?? unreadable(push);
      pushes.push({
        feed: 'orders',
        from: (state.book?.orders ?? []).map((order) => Math.floor(Number(order.orderId) / 100)),
        stale: state.stale?.error.message ?? null,
      });
    },
    preferences: () => ({ refreshSeconds: 10 }),
  });

  const chain = createChainRefresher({
    clock,
    random: () => 0,
    logger: silentLogger,
    client: client.get,
    news: sessions.news,
    refreshSeconds: () => 5,
    windowVisible: () => true,
    emit: (update) =>
      pushes.push({ feed: 'chain', from: contractsOf(update).map((contract) => contract.quote?.bid ?? -1), stale: update.stale?.error.message ?? null }),
  });

  // The third feed, as the positions and alerts feeds will be written: a fetch, a diff and its words.
  let shown: number | null = null;
  const third = createPoller<number, FeedStatus>({
    name: 'balances',
    clock,
    random: () => 0,
    logger: silentLogger,
    hidden: 'stop',
    seconds: () => 10,
    bounds: { min: 5, max: 300, default: 10 },
    windowVisible: () => true,
    cost: () => 1,
    session: sessions.news,
    fetch: async () => {
      const from = numberNow();
      await held();
      return from === 0 ? fail('not-signed-in', 'Not signed in.') : ok(from);
    },
    accept: (from) => (shown = from),
    compose: (status) => status,
    forget: () => (shown = null),
    emit: (status) => pushes.push({ feed: 'third', from: shown === null ? [] : [shown], stale: status.stale?.error.message ?? null }),
  });
  sessions.news.subscribe((news) => followSessionNews(news, third));

  return {
    clock,
    sessions,
    orders,
    chain,
    third,
    pushes,
    /** A new sign-in to `environment` (another environment, or another account of the same one). */
    signIn(environment: EnvironmentId) {
      signIns += 1;
      sessions.signIn(environment);
      const connection = sessions.current();
      if (connection !== null) numbers.set(connection.session, signIns);
    },
    hold() {
      let release = () => {};
      gate = new Promise((resolve) => (release = resolve));
      return () => {
        gate = null;
        release();
      };
    },
  };
}

/** Every feed has data from the first sign-in, then a refresh of each is in flight. */
async function inFlight(t: ReturnType<typeof setup>) {
  expect((await t.orders.watch(KEY)).ok).toBe(true);
  expect(t.chain.watch({ query, centreStrike: 130, strikesInView: 1, visible: true }).ok).toBe(true);
  await t.clock.advance(5_000);
  await t.third.refresh();
  expect(new Set(t.pushes.map((push) => push.feed))).toEqual(new Set(['orders', 'chain', 'third']));
  expect(t.pushes.flatMap((push) => push.from).every((from) => from === 1)).toBe(true);
  const release = t.hold();
  const cycles = [t.orders.refresh(KEY), t.chain.refresh(), t.third.refresh()];
  return { release, cycles };
}

/**
 * Every feed's refresh in flight, then a new sign-in to `environment` (the backend checking the
 * news before the old answers land, or not); 30 s later, nothing of the first sign-in was pushed.
 */
async function switched(environment: EnvironmentId, backendChecks: boolean) {
  const t = setup();
  const { release, cycles } = await inFlight(t);
  t.signIn(environment);
  t.pushes.length = 0;
  if (backendChecks) t.sessions.news.check();
  release();
  await Promise.all(cycles);
  await t.clock.advance(30_000);
  expect(t.pushes.flatMap((push) => push.from)).not.toContain(1);
  return t;
}

describe.each([
  ['the backend checks the news before the old answers land', true],
  ['the news is first seen by the feeds themselves', false],
])('three feeds and a switch (%s)', (_title, backendChecks) => {
  it('another environment: every feed hears it; nothing fetched with the old session is published after', async () => {
    const t = await switched('sandbox', backendChecks);
    // The orders: the old book forgotten, said why, then the new session's orders.
    expect(t.pushes.filter((push) => push.feed === 'orders')[0]).toEqual({
      feed: 'orders',
      from: [],
      stale: 'The session changed; refreshing with the new one.',
    });
    expect(t.pushes.filter((push) => push.feed === 'orders').at(-1)).toEqual({ feed: 'orders', from: [2], stale: null });
    // The chain: watched in the demo, never asked from the sandbox (the renderer watches again there).
    expect(t.pushes.filter((push) => push.feed === 'chain')).toEqual([]);
    // The third feed: forgotten, then the new session's data.
    expect(t.pushes.filter((push) => push.feed === 'third').at(-1)).toEqual({ feed: 'third', from: [2], stale: null });
  });

  it('another account of the same environment (a new sign-in): the same, and the chain goes on with the new one', async () => {
    const t = await switched('demo', backendChecks);
    expect(t.pushes.filter((push) => push.feed === 'orders').at(-1)).toEqual({ feed: 'orders', from: [2], stale: null });
    expect(t.pushes.filter((push) => push.feed === 'chain')[0]).toEqual({ feed: 'chain', from: [2], stale: null });
    expect(t.pushes.filter((push) => push.feed === 'third').at(-1)).toEqual({ feed: 'third', from: [2], stale: null });
  });
});

describe('signed out and back', () => {
  it('every feed keeps its data marked stale, or ends its watch; back, they go on', async () => {
    const t = setup();
    const { release, cycles } = await inFlight(t);
    t.sessions.signOut();
    t.pushes.length = 0;
    t.sessions.news.check();
    release();
    await Promise.all(cycles);
    expect(t.pushes.map((push) => [push.feed, push.from, push.stale])).toEqual([
      ['orders', [1], 'Not signed in: sign in to see option chains and orders.'],
      ['third', [1], 'Not signed in: sign in to see option chains and orders.'],
    ]);
    t.sessions.back();
    t.sessions.news.check();
    await t.clock.advance(0);
    expect(
      t.pushes
        .filter((push) => push.feed !== 'chain')
        .slice(-2)
        .map((push) => push.stale),
    ).toEqual([null, null]);
  });
});
