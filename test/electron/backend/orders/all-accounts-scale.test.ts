/**
 * All accounts at scale, on an injected clock: it watches the first ALL_ACCOUNTS_AT_MOST open
 * accounts and says so in words (the single-account view still reaches the others), its first
 * loads run FIRST_LOADS_AT_ONCE at a time in the list's order (held answers show how many are in
 * flight), and every watcher plans against what the others spend, kept as one running figure
 * through joins, leaves, pauses and cost changes.
 */
import { describe, expect, it } from 'vitest';
import type { BrokerClient, OrderPageRequest } from '../../../../electron/backend/broker/broker-client.ts';
import { createQuotaMeter } from '../../../../electron/backend/broker/quota/quota-meter.ts';
import type { SessionClient } from '../../../../electron/backend/broker/session-client.ts';
import { createEventHub } from '../../../../electron/backend/events.ts';
import { createCostTotal } from '../../../../electron/backend/live/cost-total.ts';
import { createNotifications } from '../../../../electron/backend/notifications/notifications.ts';
import { ALL_ACCOUNTS_AT_MOST, FIRST_LOADS_AT_ONCE, limitedWords, openAccountKeys } from '../../../../electron/backend/orders/all-accounts.ts';
import { createOrdersService } from '../../../../electron/backend/orders/orders-service.ts';
import type { Account } from '../../../../shared/domain/accounts.ts';
import type { OrderListPage } from '../../../../shared/domain/orders.ts';
import { DEFAULT_QUOTA_PER_HOUR } from '../../../../shared/domain/quota.ts';
import { fail, ok, type Result } from '../../../../shared/result.ts';
import { silentLogger } from '../../../helpers/silent-logger.ts';
import { fakeSessions } from '../live/fake-sessions.ts';
import { createFakeClock, settle } from '../session/fake-clock.ts';
import { fakeV1Orders, placed } from './v1-fake-orders.ts';

const NOW = Date.parse('2026-11-20T15:00:00Z');
const account = (i: number, status: 'ACTIVE' | 'CLOSED' = 'ACTIVE'): Account => ({
  accountId: String(83_400_000 + i),
  accountIdKey: `key-${String(i).padStart(5, '0')}`,
  description: 'Brokerage',
  nickname: null,
  type: 'INDIVIDUAL',
  mode: 'MARGIN',
  institutionType: 'BROKERAGE',
  status,
  closedAt: status === 'CLOSED' ? NOW - 86_400_000 : null,
});

/** `count` accounts (every seventh closed); order pages are held until `release` while `hold` (`holding`). */
function setup(accounts: Account[], initiallyHeld = false) {
  let hold = initiallyHeld;
  const clock = createFakeClock(NOW);
  const sessions = fakeSessions('demo');
  const meter = createQuotaMeter({ clock, limits: () => DEFAULT_QUOTA_PER_HOUR });
  /** Every pace asked: the requests each plan counts for all the watchers. */
  const paces: number[] = [];
  const held: { key: string; answer: () => void }[] = [];
  const asked: string[] = [];
  const book = fakeV1Orders([placed(1, NOW - 60_000)]);
  const client: BrokerClient = {
    generation: 'v1',
    quota: {
      ...meter,
      pace: (module, cost, intervalMs) => {
        if (module === 'orders') paces.push(cost);
        return meter.pace(module, cost, intervalMs);
      },
    },
    listAccounts: async () => ok(accounts),
    getOptionChain: async () => fail('unsupported', 'no'),
    getExpiryDates: async () => fail('unsupported', 'no'),
    getQuotes: async () => fail('unsupported', 'no'),
    getAlerts: async () => fail('unsupported', 'no'),
    getAlertDetails: async () => fail('unsupported', 'no'),
    getPortfolio: async () => fail('unsupported', 'no'),
    getBalance: async () => fail('unsupported', 'no'),
    getTransactionPage: async () => fail('unsupported', 'no'),
    getTransactionDetails: async () => fail('unsupported', 'no'),
    getOrderPage: (key, page?: OrderPageRequest) => {
      asked.push(key);
      const answer = book.fetchPage(page ?? {});
      if (!hold) return answer;
      return new Promise<Result<OrderListPage>>((resolve) => held.push({ key, answer: () => resolve(answer) }));
    },
    getOrderDetails: async (_key, id) => book.fetchDetails(id),
  };
  const session: SessionClient = { get: () => ok(client), news: sessions.news, reset: () => {}, meter: () => meter };
  const service = createOrdersService({
    client: session,
    clock,
    logger: silentLogger,
    notifications: createNotifications({ notifier: { notify() {} }, enabled: () => false, events: createEventHub(), logger: silentLogger }),
    random: () => 0,
    emitOrders: () => {},
    preferences: () => ({ refreshSeconds: 10 }),
  });
  /** The accounts whose requests are held now, each once, in the order asked. */
  const inFlight = () => [...new Set(held.map((entry) => entry.key))];
  /** Answers every held request (and those they lead to) until none is held. */
  const releaseAll = async () => {
    while (held.length > 0) {
      for (const entry of held.splice(0)) entry.answer();
      await settle();
    }
  };
  /** Answers the held requests of one account (and those that follow it) until it holds none. */
  const release = async (key: string) => {
    for (;;) {
      const mine = held.filter((entry) => entry.key === key);
      if (mine.length === 0) return;
      for (const entry of mine) held.splice(held.indexOf(entry), 1);
      for (const entry of mine) entry.answer();
      await settle();
    }
  };
  const holding = (next: boolean) => {
    hold = next;
  };
  return { clock, sessions, service, paces, asked, inFlight, release, releaseAll, holding };
}

const many = (count: number) => Array.from({ length: count }, (_, i) => account(i, i % 7 === 6 ? 'CLOSED' : 'ACTIVE'));

describe('All accounts at scale', () => {
  it('watches the first open accounts only and says so in words; any other account is still one choice away', async () => {
    const accounts = many(140);
    const open = accounts.filter((entry) => entry.status !== 'CLOSED');
    const t = setup(accounts);
    const answer = await t.service.watchAll();
    if (!answer.ok) throw new Error(answer.error.message);
    expect(answer.data.states.map((state) => state.accountKey)).toEqual(open.slice(0, ALL_ACCOUNTS_AT_MOST).map((entry) => entry.accountIdKey));
    expect(answer.data.limited).toBe(`Showing the first ${ALL_ACCOUNTS_AT_MOST} of ${open.length} open accounts; choose an account to see the others.`);
    await t.clock.advance(0);
    const watched = new Set(answer.data.states.map((state) => state.accountKey));
    expect(t.asked.filter((key) => !watched.has(key))).toEqual([]);
    // The single-account view reaches an account past the first ones.
    const last = open.at(-1)?.accountIdKey as string;
    const single = await t.service.watch(last);
    expect(single.ok && single.data.book?.orders.map((order) => order.orderId)).toEqual(['1']);
    t.service.dispose();
  });

  it('watches every open account, in words none, while they are few', async () => {
    const t = setup(many(8));
    const answer = await t.service.watchAll();
    expect(answer.ok && answer.data.limited).toBeNull();
    expect(answer.ok && answer.data.states).toHaveLength(7);
    t.service.dispose();
  });

  it('puts the count in words with thousands separated', () => {
    expect(limitedWords(50, 1_000)).toBe('Showing the first 50 of 1,000 open accounts; choose an account to see the others.');
  });

  it(`runs at most ${FIRST_LOADS_AT_ONCE} first loads at once, the rest in the list's order`, async () => {
    const accounts = many(12).filter((entry) => entry.status !== 'CLOSED');
    const keys = accounts.map((entry) => entry.accountIdKey as string);
    const t = setup(accounts, true);
    await t.service.watchAll();
    await settle();
    expect(t.inFlight()).toEqual(keys.slice(0, FIRST_LOADS_AT_ONCE));
    // One load done: the next one in the list starts, still no more than the cap.
    await t.release(keys[1] as string);
    expect(t.inFlight()).toEqual([keys[0], keys[2], keys[3], keys[4]]);
    // Asking again while they load queues nothing twice and starts nothing past the cap.
    await t.service.watchAll();
    await settle();
    expect(t.inFlight()).toHaveLength(FIRST_LOADS_AT_ONCE);
    await t.releaseAll();
    const answer = await t.service.watchAll();
    expect(answer.ok && answer.data.states.every((state) => state.book?.orders.length === 1)).toBe(true);
    t.service.dispose();
  });

  it(`reloads at most ${FIRST_LOADS_AT_ONCE} accounts at once after a session switch or a sign-in back, in the list's order`, async () => {
    const accounts = many(12).filter((entry) => entry.status !== 'CLOSED');
    const keys = accounts.map((entry) => entry.accountIdKey as string);
    const t = setup(accounts);
    await t.service.watchAll();
    await t.clock.advance(0);
    t.holding(true);
    // Another session: every account forgets its book and loads afresh, four at a time.
    t.sessions.signIn('demo');
    t.sessions.news.check();
    await settle();
    expect(t.inFlight()).toEqual(keys.slice(0, FIRST_LOADS_AT_ONCE));
    let most = 0;
    for (let i = 0; i < keys.length; i += 1) {
      most = Math.max(most, t.inFlight().length);
      await t.release(t.inFlight()[0] as string);
    }
    expect(most).toBe(FIRST_LOADS_AT_ONCE);
    expect(t.inFlight()).toEqual([]);
    // Signed out and back: the refreshes the return starts wait their turn too.
    t.sessions.signOut();
    t.sessions.news.check();
    t.sessions.back();
    t.sessions.news.check();
    await settle();
    expect(t.inFlight()).toEqual(keys.slice(0, FIRST_LOADS_AT_ONCE));
    await t.releaseAll();
    const answer = await t.service.watchAll();
    expect(answer.ok && answer.data.states.every((state) => state.book?.orders.length === 1 && state.stale === null)).toBe(true);
    t.service.dispose();
  });

  it('lets an account waiting to reload go first when it is shown on its own, and holds the queue while signed out', async () => {
    const accounts = many(12).filter((entry) => entry.status !== 'CLOSED');
    const keys = accounts.map((entry) => entry.accountIdKey as string);
    const last = keys.at(-1) as string;
    const t = setup(accounts);
    await t.service.watchAll();
    await t.clock.advance(0);
    t.holding(true);
    t.sessions.signIn('demo');
    t.sessions.news.check();
    await settle();
    const shown = t.service.watch(last);
    await settle();
    expect(t.inFlight()).toEqual([...keys.slice(0, FIRST_LOADS_AT_ONCE), last]);
    await t.release(last);
    const single = await shown;
    expect(single.ok && single.data.book?.orders).toHaveLength(1);
    // Signed out while the others wait: nothing more starts until the session is back.
    t.sessions.signOut();
    t.sessions.news.check();
    // (The loads it aborted end; the fake ignores their signal.)
    await t.releaseAll();
    const before = t.asked.length;
    await t.clock.advance(60_000);
    expect(t.asked.length).toBe(before);
    t.sessions.back();
    t.sessions.news.check();
    await settle();
    // The account shown on its own resumes at once; the others, four at a time.
    expect(new Set(t.inFlight())).toEqual(new Set([...keys.slice(0, FIRST_LOADS_AT_ONCE), last]));
    await t.releaseAll();
    await t.clock.advance(0);
    const answer = await t.service.watchAll();
    expect(answer.ok && answer.data.states.every((state) => state.book?.orders.length === 1 && state.stale === null)).toBe(true);
    t.service.dispose();
  });

  it('passes over a queued account that left All accounts before its turn', async () => {
    const accounts = many(12).filter((entry) => entry.status !== 'CLOSED');
    const keys = accounts.map((entry) => entry.accountIdKey as string);
    const t = setup(accounts, true);
    await t.service.watchAll();
    await settle();
    t.service.unwatchAll();
    await t.releaseAll();
    // Only the loads under way when it stopped were ever asked.
    expect(new Set(t.asked)).toEqual(new Set(keys.slice(0, FIRST_LOADS_AT_ONCE)));
    t.service.dispose();
  });

  it('plans every watcher against what the others spend, through joins, pauses and leaves', async () => {
    const accounts = many(3);
    const [a, b] = accounts.map((entry) => entry.accountIdKey as string) as [string, string, string];
    const t = setup(accounts);
    await t.service.watchAll();
    await t.clock.advance(0);
    // A first load reads 3 pages (the window, OPEN, INDIVIDUAL_FILLS), a refresh after it 2: as
    // each watcher's cost drops the others' plans follow, until each plans for 3 × 2.
    t.paces.length = 0;
    await t.clock.advance(10_000);
    expect(t.paces).toEqual([8, 7, 6]);
    t.paces.length = 0;
    await t.clock.advance(10_000);
    expect(new Set(t.paces)).toEqual(new Set([6]));
    // A paused watcher spends nothing.
    t.service.pause(a, true);
    t.paces.length = 0;
    await t.clock.advance(10_000);
    expect(t.paces.length).toBeGreaterThan(0);
    expect(new Set(t.paces)).toEqual(new Set([4]));
    // A watcher gone spends nothing either; the one on its own is counted once.
    t.service.pause(a, false);
    await t.service.watch(b);
    t.service.unwatchAll();
    t.paces.length = 0;
    await t.clock.advance(10_000);
    expect(new Set(t.paces)).toEqual(new Set([2]));
    t.service.dispose();
  });
});

describe('openAccountKeys', () => {
  it('keeps each open key once, in the list order', () => {
    const [x, y] = [account(1), account(2)];
    expect(openAccountKeys([x, y, x, account(3, 'CLOSED'), y])).toEqual([x.accountIdKey, y.accountIdKey]);
  });
});

describe('the running cost total', () => {
  it('adds a joining cost, replaces a changed one, takes out a leaving one', () => {
    const total = createCostTotal();
    total.set('a', 3);
    total.set('b', 2);
    expect([total.total(), total.others('a'), total.others('b'), total.others('c')]).toEqual([5, 2, 3, 5]);
    total.set('a', 0);
    expect(total.total()).toBe(2);
    total.set('b', Number.NaN);
    expect(total.total()).toBe(0);
    total.set('c', 4);
    total.delete('c');
    total.delete('c');
    expect(total.total()).toBe(0);
  });
});
