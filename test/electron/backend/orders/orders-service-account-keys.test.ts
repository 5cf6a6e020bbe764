/**
 * Account keys are opaque text from the provider: one named like a property every object has
 * (`__proto__`, `constructor`, `toString`, `hasOwnProperty`) is an account like any other through
 * the orders service: watched, refreshed, paused and unwatched on its own, named by its
 * account ID once listed, never confused with another key or with the service's own state.
 */
import { describe, expect, it } from 'vitest';
import type { BrokerClient } from '../../../../electron/backend/broker/broker-client.ts';
import type { SessionClient } from '../../../../electron/backend/broker/session-client.ts';
import { createEventHub } from '../../../../electron/backend/events.ts';
import { createNotifications } from '../../../../electron/backend/notifications/notifications.ts';
import { createOrdersService } from '../../../../electron/backend/orders/orders-service.ts';
import type { Account } from '../../../../shared/domain/accounts.ts';
import { fail, ok } from '../../../../shared/result.ts';
import { silentLogger } from '../../../helpers/silent-logger.ts';
import { fakeSessions } from '../live/fake-sessions.ts';
import { fakeV1Orders, placed } from './v1-fake-orders.ts';

const NOW = Date.parse('2026-11-20T15:00:00Z');
const KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'] as const;
const account = (key: string, index: number): Account => ({
  accountId: String(83405100 + index),
  accountIdKey: key,
  description: 'Individual Brokerage',
  nickname: null,
  type: 'INDIVIDUAL',
  mode: 'CASH',
  institutionType: 'BROKERAGE',
  status: 'ACTIVE',
  closedAt: null,
});

function setup() {
  // Each account's orders carry its own IDs: 1001 for the first key, 2001 for the second...
  const books = new Map(KEYS.map((key, index) => [key as string, fakeV1Orders([placed((index + 1) * 1000 + 1, NOW - 60_000)])]));
  const client: BrokerClient = {
    generation: 'v1',
    quota: { pace: (_module, _cost, intervalMs) => ({ intervalMs, slowedBecause: null }) },
    listAccounts: async () => ok(KEYS.map(account)),
    getOptionChain: async () => fail('unsupported', 'no'),
    getExpiryDates: async () => fail('unsupported', 'no'),
    getQuotes: async () => fail('unsupported', 'no'),
    getOrderPage: async (key, page) => books.get(key)?.fetchPage(page ?? {}) ?? fail('invalid-argument', `no account ${key}`),
    getOrderDetails: async (key, id) => books.get(key)?.fetchDetails(id) ?? fail('invalid-argument', `no account ${key}`),
    getPortfolio: async () => fail('unsupported', 'no'),
    getBalance: async () => fail('unsupported', 'no'),
    getTransactionPage: async () => fail('unsupported', 'no'),
    getTransactionDetails: async () => fail('unsupported', 'no'),
    getAlerts: async () => fail('unsupported', 'no'),
    getAlertDetails: async () => fail('unsupported', 'no'),
  };
  const session: SessionClient = {
    get: () => ok(client),
    news: fakeSessions('demo').news,
    reset: () => {},
    meter: () => {
      throw new Error('not used');
    },
  };
  const notes: { title: string; body: string }[] = [];
  const service = createOrdersService({
    client: session,
    clock: { now: () => NOW, setTimeout: () => () => {} },
    logger: silentLogger,
    notifications: createNotifications({
      notifier: { notify: (note) => notes.push(note) },
      enabled: () => true,
      events: createEventHub(),
      logger: silentLogger,
    }),
    random: () => 0,
    emitOrders: () => {},
    preferences: () => ({ refreshSeconds: 10 }),
  });
  return { service, books, notes };
}

describe('account keys named like object properties', () => {
  it('each is watched on its own, with its own orders and its own account number', async () => {
    const t = setup();
    await t.service.listAccounts();
    for (const [index, key] of KEYS.entries()) {
      const watched = await t.service.watch(key);
      expect(watched.ok && watched.data).toMatchObject({ accountKey: key, accountId: String(83405100 + index), stale: null });
      expect(watched.ok && watched.data.book?.orders.map((order) => order.orderId)).toEqual([String((index + 1) * 1000 + 1)]);
    }
    t.service.dispose();
  });

  it('refresh, pause and unwatch reach that account only; an unwatched one is not watched', async () => {
    const t = setup();
    for (const key of KEYS) await t.service.watch(key);
    expect(t.service.pause('__proto__', true)).toMatchObject({ ok: true, data: { accountKey: '__proto__', paused: true } });
    expect(t.service.pause('constructor', false)).toMatchObject({ ok: true, data: { accountKey: 'constructor', paused: false } });
    expect(t.service.unwatch('constructor')).toEqual({ ok: true, data: { watching: false } });
    expect(await t.service.refresh('constructor')).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
    const refreshed = await t.service.refresh('__proto__');
    expect(refreshed.ok && refreshed.data).toMatchObject({ accountKey: '__proto__', paused: true, book: { orders: [{ orderId: '1001' }] } });
    t.service.dispose();
  });

  it('their notices name their account numbers', async () => {
    const t = setup();
    await t.service.listAccounts();
    await t.service.watch('__proto__');
    const orders = t.books.get('__proto__');
    if (orders === undefined) throw new Error('no book');
    orders.orders = [placed(1001, NOW - 60_000, 'EXECUTED')];
    await t.service.refresh('__proto__');
    expect(t.notes.map((note) => `${note.title} ${note.body}`)).toEqual([expect.stringMatching(/^Order 1001 executed .*…5100\)$/)]);
  });
});
