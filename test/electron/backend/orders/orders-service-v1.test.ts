/**
 * The orders service on a v1 client (a fake BrokerClient: the real one lands with the client
 * work): watching by account key follows today's rule, the Orders budget paces the watcher,
 * notifications name the account ID (never the opaque key), `orders:history` and `orders:details`
 * answer (their failures as Results), and legacy answers `unsupported` for both.
 */
import { describe, expect, it } from 'vitest';
import type { BrokerClient } from '../../../../electron/backend/broker/broker-client.ts';
import { createQuotaMeter } from '../../../../electron/backend/broker/quota/quota-meter.ts';
import type { SessionClient } from '../../../../electron/backend/broker/session-client.ts';
import { createEventHub } from '../../../../electron/backend/events.ts';
import { createNotifications } from '../../../../electron/backend/notifications/notifications.ts';
import { createOrdersService } from '../../../../electron/backend/orders/orders-service.ts';
import type { Account } from '../../../../shared/domain/accounts.ts';
import { orderPushReader, type OrderWatchPush, type OrderWatchState } from '../../../../shared/domain/order-watch.ts';
import { unreadable } from '../../../helpers/feed-pushes.ts';
import { DEFAULT_QUOTA_PER_HOUR } from '../../../../shared/domain/quota.ts';
import { fail, ok } from '../../../../shared/result.ts';
import { silentLogger } from '../../../helpers/silent-logger.ts';
import { fakeSessions } from '../live/fake-sessions.ts';
import { fakeV1Orders, placed } from './v1-fake-orders.ts';

const NOW = Date.parse('2026-11-20T15:00:00Z');
const KEY = '-dBZOKt9xDrtRSAOl4MSiiA';
const ACCOUNT: Account = {
  accountId: '83405188',
  accountIdKey: KEY,
  description: 'Individual Brokerage',
  nickname: null,
  type: 'INDIVIDUAL',
  mode: 'CASH',
  institutionType: 'BROKERAGE',
  status: 'ACTIVE',
  closedAt: null,
};

function setup(generation: 'v1' | 'legacy' = 'v1') {
  const orders = fakeV1Orders([placed(2, NOW - 60_000), placed(1, NOW - 9 * 86_400_000)]);
  const paced: { module: string; cost: number; intervalMs: number }[] = [];
  const client: BrokerClient = {
    generation,
    quota: {
      pace: (module, cost, intervalMs) => {
        paced.push({ module, cost, intervalMs });
        return { intervalMs: 30_000, slowedBecause: 'Orders budget running low: refreshing every 30 s' };
      },
    },
    listAccounts: async () => ok([ACCOUNT]),
    getOptionChain: async () => fail('unsupported', 'no'),
    getExpiryDates: async () => fail('unsupported', 'no'),
    getQuotes: async () => fail('unsupported', 'no'),
    getAlerts: async () => fail('unsupported', 'no'),
    getAlertDetails: async () => fail('unsupported', 'no'),
    getPortfolio: async () => fail('unsupported', 'no'),
    getBalance: async () => fail('unsupported', 'no'),
    getTransactionPage: async () => fail('unsupported', 'no'),
    getTransactionDetails: async () => fail('unsupported', 'no'),
    getOrderPage: async (_key, page) => orders.fetchPage(page ?? {}),
    getOrderDetails: async (_key, id) => (id === '404' ? fail('provider', 'Service unavailable', '100') : orders.fetchDetails(id)),
  };
  const meter = createQuotaMeter({ clock: { now: () => NOW, setTimeout: () => () => {} }, limits: () => DEFAULT_QUOTA_PER_HOUR });
  const session: SessionClient = { get: () => ok(client), news: fakeSessions('demo').news, reset: () => {}, meter: () => meter };
  const pushed: OrderWatchState[] = [];
  const readPush = orderPushReader();
  /** The pushes as sent: the book as a change against the revision before (shared/domain/feed-push.ts). */
  const raw: OrderWatchPush[] = [];
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
    emitOrders: (push) => {
      raw.push(push);
      pushed.push(readPush(push) ?? unreadable(push));
    },
    preferences: () => ({ refreshSeconds: 10 }),
  });
  return { service, orders, paced, pushed, raw, notes };
}

describe('the orders service on v1', () => {
  it('watches an account by its key with today’s rule, paced by the Orders budget', async () => {
    const t = setup();
    const state = await t.service.watch(KEY);
    expect(state.ok && state.data).toMatchObject({
      accountKey: KEY,
      stale: null,
      intervalMs: 30_000,
      slowedBecause: 'Orders budget running low: refreshing every 30 s',
    });
    expect(state.ok && state.data.book?.orders.map((order) => order.orderId)).toEqual(['2', '1']);
    expect(t.orders.requests.map((request) => request.filter?.status ?? 'window')).toEqual(['window', 'OPEN', 'INDIVIDUAL_FILLS']);
    expect(t.paced.at(-1)).toEqual({ module: 'orders', cost: 3, intervalMs: 10_000 });
    t.service.dispose();
  });

  it('pushes the book once a refresh: a change of the feed status alone carries none ("same")', async () => {
    const t = setup();
    const kindOf = (push: OrderWatchPush) => push.book.kind;
    await t.service.watch(KEY);
    expect(t.raw.map(kindOf)).not.toContain('same');
    expect(t.raw.map(kindOf)).not.toContain('delta');
    const first = t.raw.length;
    // A refresh starts (status only: the same book), then lands the book read again: the same
    // orders, so a delta that names none, against the revision pushed before.
    await t.service.refresh(KEY);
    expect(t.raw.slice(first).map((push) => [kindOf(push), push.refreshing])).toEqual([
      ['same', true],
      ['delta', false],
    ]);
    const landed = t.raw.at(-1)?.book;
    expect(landed).toEqual({ kind: 'delta', base: t.raw.at(-2)?.revision, upserted: [], removed: [] });
    // Pausing and resuming change the status only.
    const before = t.raw.length;
    t.service.pause(KEY, true);
    t.service.pause(KEY, false);
    expect(
      t.raw
        .slice(before)
        .map(kindOf)
        .filter((kind) => kind !== 'same'),
    ).toEqual([]);
    expect(t.raw.slice(before).some((push) => push.paused)).toBe(true);
    // Read in order, every push stands for the book the service holds, under the revision it answers.
    const state = await t.service.refresh(KEY);
    expect(state.ok && t.pushed.at(-1)?.book).toEqual(state.ok && state.data.book);
    expect(state.ok && t.pushed.at(-1)?.revision).toBe(state.ok && state.data.revision);
    t.service.dispose();
  });

  it('names the account by its ID in notifications once the accounts are listed', async () => {
    const t = setup();
    await t.service.listAccounts();
    await t.service.watch(KEY);
    t.orders.orders = [placed(2, NOW - 60_000, 'EXECUTED'), placed(1, NOW - 9 * 86_400_000)];
    await t.service.refresh(KEY);
    expect(t.notes.map((note) => `${note.title} ${note.body}`).join(' ')).toContain('…5188');
    expect(JSON.stringify(t.notes)).not.toContain(KEY);
    t.service.dispose();
  });

  it('carries the account number beside the key in every state; none (never the key) before the list named it', async () => {
    const unnamed = setup();
    const first = await unnamed.service.watch(KEY);
    expect(first.ok && first.data.accountId).toBeNull();
    unnamed.orders.orders = [placed(2, NOW - 60_000, 'EXECUTED'), placed(1, NOW - 9 * 86_400_000)];
    await unnamed.service.refresh(KEY);
    expect(unnamed.notes.length).toBeGreaterThan(0);
    expect(JSON.stringify(unnamed.notes)).not.toContain(KEY.slice(-4));
    unnamed.service.dispose();
    const named = setup();
    await named.service.listAccounts();
    const state = await named.service.watch(KEY);
    expect(state.ok && state.data).toMatchObject({ accountKey: KEY, accountId: '83405188' });
    named.service.dispose();
  });

  it('answers a history window (a malformed one never gets past the edge: ipc/dispatcher.test.ts)', async () => {
    const t = setup();
    const history = await t.service.history({ accountKey: KEY, from: '2026-11-01', to: '2026-11-20', status: 'OPEN' });
    expect(history.ok && history.data.book.orders.map((order) => order.orderId)).toEqual(['2', '1']);
    expect(t.orders.requests[0]?.filter).toEqual({ from: '2026-11-01', to: '2026-11-20', status: 'OPEN' });
  });

  it('answers one order’s details, and its failure as a Result', async () => {
    const t = setup();
    const details = await t.service.details({ accountKey: KEY, orderId: '2' });
    expect(details.ok && details.data.order?.orderId).toBe('2');
    const failed = await t.service.details({ accountKey: KEY, orderId: '404' });
    expect(failed).toEqual({ ok: false, error: { code: 'provider', message: 'Service unavailable', detail: '100' } });
  });

  it('says history needs the current API on legacy', async () => {
    const t = setup('legacy');
    const history = await t.service.history({ accountKey: '83405188', from: '2026-11-01', to: '2026-11-20' });
    expect(history.ok ? '' : history.error.code).toBe('unsupported');
  });
});
