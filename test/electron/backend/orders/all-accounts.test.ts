/**
 * "All accounts" of the orders service, on an injected clock: one watcher per open
 * account (never a closed one), paced together inside the Orders budget (a real quota meter: each
 * watcher asks for what all of them spend, so an hour of them stays within it), a failing account
 * stale on its own while the others go on, the session's news reaching every account, and the
 * accounts shown on their own sharing the watchers.
 */
import { describe, expect, it } from 'vitest';
import type { BrokerClient } from '../../../../electron/backend/broker/broker-client.ts';
import { createQuotaMeter } from '../../../../electron/backend/broker/quota/quota-meter.ts';
import type { SessionClient } from '../../../../electron/backend/broker/session-client.ts';
import { createEventHub } from '../../../../electron/backend/events.ts';
import { createNotifications } from '../../../../electron/backend/notifications/notifications.ts';
import { createOrdersService } from '../../../../electron/backend/orders/orders-service.ts';
import type { Account } from '../../../../shared/domain/accounts.ts';
import { orderPushReader, type OrderWatchState } from '../../../../shared/domain/order-watch.ts';
import { unreadable } from '../../../helpers/feed-pushes.ts';
import { DEFAULT_QUOTA_PER_HOUR } from '../../../../shared/domain/quota.ts';
import { fail, ok, type AppError } from '../../../../shared/result.ts';
import { silentLogger } from '../../../helpers/silent-logger.ts';
import { fakeSessions } from '../live/fake-sessions.ts';
import { createFakeClock } from '../session/fake-clock.ts';
import { fakeV1Orders, placed, type FakeV1Orders } from './v1-fake-orders.ts';

const NOW = Date.parse('2026-11-20T15:00:00Z');
const HOUR = 3_600_000;
const account = (accountId: string, accountIdKey: string, status: 'ACTIVE' | 'CLOSED' = 'ACTIVE'): Account => ({
  accountId,
  accountIdKey,
  description: 'Brokerage',
  nickname: null,
  type: 'INDIVIDUAL',
  mode: 'MARGIN',
  institutionType: 'BROKERAGE',
  status,
  closedAt: status === 'CLOSED' ? NOW - 90 * 86_400_000 : null,
});
const ACCOUNTS = [
  account('83405188', 'dBZOKt9xDrtRSAOl4MSiiA'),
  account('83405261', '-kQp7Xw2cLmN8vR4tYs1aZ'),
  account('83401024', 'Qm5Tz_8cWp1Lr6Nv3Xb0Jd', 'CLOSED'),
  account('83409917', 'Hh3JfW9eQx0bTn6uVc5yKw'),
];
const [A, B, CLOSED, C] = ACCOUNTS.map((entry) => entry.accountIdKey as string) as [string, string, string, string];

function setup(ordersPerHour = DEFAULT_QUOTA_PER_HOUR.orders) {
  const clock = createFakeClock(NOW);
  const sessions = fakeSessions('demo');
  const meter = createQuotaMeter({ clock, limits: () => ({ ...DEFAULT_QUOTA_PER_HOUR, orders: ordersPerHour }) });
  // The same order IDs in every account: the platform numbers orders per account.
  const books = new Map<string, FakeV1Orders>(
    ACCOUNTS.map((entry) => [entry.accountIdKey as string, fakeV1Orders([placed(2, NOW - 60_000), placed(1, NOW - 120_000)])]),
  );
  const failing = new Map<string, AppError>();
  const asked: string[] = [];
  let accounts: Account[] = ACCOUNTS;
  const client: BrokerClient = {
    generation: 'v1',
    quota: meter,
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
    getOrderPage: async (key, page) => {
      asked.push(key);
      // Every request spends from the one Orders budget, as the real client's do.
      meter.charge('orders', 1);
      const problem = failing.get(key);
      if (problem !== undefined) return fail(problem.code, problem.message);
      return (books.get(key) ?? fakeV1Orders([])).fetchPage(page ?? {});
    },
    getOrderDetails: async (key, id) => (books.get(key) ?? fakeV1Orders([])).fetchDetails(id),
  };
  const session: SessionClient = {
    get: () => (sessions.current() === null ? fail('not-signed-in', 'Not signed in.') : ok(client)),
    news: sessions.news,
    reset: () => {},
    meter: () => meter,
  };
  const pushed: OrderWatchState[] = [];
  const readPush = orderPushReader();
  const notes: { title: string; body: string }[] = [];
  const service = createOrdersService({
    client: session,
    clock,
    logger: silentLogger,
    notifications: createNotifications({
      notifier: { notify: (note) => notes.push(note) },
      enabled: () => true,
      events: createEventHub(),
      logger: silentLogger,
    }),
    random: () => 0,
    emitOrders: (push) => pushed.push(readPush(push) ?? unreadable(push)),
    preferences: () => ({ refreshSeconds: 10 }),
  });
  /** The last state pushed for `key`. */
  const last = (key: string) => pushed.filter((state) => state.accountKey === key).at(-1);
  return { clock, sessions, meter, books, failing, asked, service, pushed, notes, last, setAccounts: (next: Account[]) => (accounts = next) };
}

describe('All accounts of the orders service', () => {
  it('watches every open account, never a closed one, and answers before the books land', async () => {
    const t = setup();
    const answer = await t.service.watchAll();
    expect(answer.ok && answer.data.states.map((state) => [state.accountKey, state.accountId])).toEqual([
      [A, '83405188'],
      [B, '83405261'],
      [C, '83409917'],
    ]);
    await t.clock.advance(0);
    for (const key of [A, B, C]) expect(t.last(key)?.book?.orders.map((order) => order.orderId)).toEqual(['2', '1']);
    expect(t.asked).not.toContain(CLOSED);
    await t.clock.advance(HOUR / 4);
    expect(t.asked).not.toContain(CLOSED);
    t.service.dispose();
  });

  it('paces the accounts together: an hour of them stays inside the Orders budget, each at the pace of the whole', async () => {
    // 3 accounts × 3 requests (the window, OPEN, INDIVIDUAL_FILLS) every 10 s would be 3,240 an hour.
    const t = setup(1_200);
    await t.service.watchAll();
    await t.clock.advance(HOUR);
    const spent = t.meter.snapshot().modules.orders.used;
    expect(spent).toBeLessThanOrEqual(1_200);
    // Paced, not starved: most of the budget goes to the refreshes.
    expect(spent).toBeGreaterThan(1_200 * 0.7);
    const counts = [A, B, C].map((key) => t.asked.filter((asked) => asked === key).length);
    // Shared evenly: no account refreshes much more often than another.
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(6);
    for (const key of [A, B, C]) expect(t.last(key)?.slowedBecause).toMatch(/Orders budget/);
    t.service.dispose();
  });

  it('keeps the settings pace while the budget holds all of them', async () => {
    const t = setup();
    await t.service.watchAll();
    await t.clock.advance(60_000);
    for (const key of [A, B, C]) expect(t.last(key)).toMatchObject({ intervalMs: 10_000, slowedBecause: null, stale: null });
    t.service.dispose();
  });

  it('marks a failing account stale on its own; the others go on, and it recovers', async () => {
    const t = setup();
    t.failing.set(B, { code: 'provider', message: 'Service unavailable' });
    await t.service.watchAll();
    await t.clock.advance(0);
    expect(t.last(B)).toMatchObject({ book: null, stale: { error: { message: 'Service unavailable' } } });
    (t.books.get(A) as FakeV1Orders).orders = [placed(2, NOW - 60_000, 'EXECUTED'), placed(1, NOW - 120_000)];
    await t.clock.advance(10_000);
    expect(t.last(A)?.book?.orders[0]?.status).toBe('EXECUTED');
    expect(t.last(A)?.stale).toBeNull();
    expect(t.last(C)?.stale).toBeNull();
    // The notification names the account that changed, by its number.
    expect(t.notes.map((note) => `${note.title} ${note.body}`).join(' ')).toContain('5188');
    expect(JSON.stringify(t.notes)).not.toContain(A);
    t.failing.delete(B);
    await t.clock.advance(60_000);
    expect(t.last(B)).toMatchObject({ stale: null });
    expect(t.last(B)?.book?.orders).toHaveLength(2);
    t.service.dispose();
  });

  it('hears the session: signed out, every account stops and keeps its book; a new session starts them afresh', async () => {
    const t = setup();
    await t.service.watchAll();
    await t.clock.advance(0);
    t.sessions.signOut();
    t.sessions.news.check();
    for (const key of [A, B, C]) expect(t.last(key)).toMatchObject({ stale: { error: { code: 'not-signed-in' } }, nextRefreshAt: null });
    for (const key of [A, B, C]) expect(t.last(key)?.book?.orders).toHaveLength(2);
    const before = t.asked.length;
    await t.clock.advance(60_000);
    expect(t.asked.length).toBe(before);
    t.sessions.signIn('demo');
    t.sessions.news.check();
    await t.clock.advance(0);
    for (const key of [A, B, C]) expect(t.last(key)).toMatchObject({ stale: null });
    expect(t.asked.length).toBeGreaterThan(before);
    t.service.dispose();
  });

  it('stops an account closed since the last look, and shares watchers with an account shown on its own', async () => {
    const t = setup();
    await t.service.watch(A);
    await t.service.watchAll();
    await t.clock.advance(0);
    t.setAccounts(ACCOUNTS.map((entry) => (entry.accountIdKey === C ? account('83409917', C, 'CLOSED') : entry)));
    const again = await t.service.watchAll();
    expect(again.ok && again.data.states.map((state) => state.accountKey)).toEqual([A, B]);
    t.asked.length = 0;
    await t.clock.advance(30_000);
    expect(t.asked).not.toContain(C);
    // Leaving All accounts stops B; A, watched on its own, goes on.
    t.service.unwatchAll();
    t.asked.length = 0;
    await t.clock.advance(30_000);
    expect(new Set(t.asked)).toEqual(new Set([A]));
    t.service.dispose();
  });

  it('says All accounts needs the current API on legacy', async () => {
    const t = setup();
    const legacy = {
      ...t,
      service: createOrdersService({
        client: { get: () => ok({ generation: 'legacy' } as BrokerClient), news: t.sessions.news, reset: () => {}, meter: () => t.meter },
        clock: t.clock,
        logger: silentLogger,
        notifications: createNotifications({ notifier: { notify() {} }, enabled: () => false, events: createEventHub(), logger: silentLogger }),
        emitOrders: () => {},
        preferences: () => ({ refreshSeconds: 10 }),
      }),
    };
    const answer = await legacy.service.watchAll();
    expect(answer.ok ? '' : answer.error.code).toBe('unsupported');
  });
});
