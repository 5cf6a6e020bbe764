/**
 * Each v1 refresh's requests carry that refresh's AbortSignal: stopping or suspending a watcher
 * cancels the requests in flight, and a cancelled refresh does not poison the ones after it
 * (review finding: the v1 source kept the first refresh's signal for every later one).
 */
import { describe, expect, it } from 'vitest';
import type { BrokerClient } from '../../../../electron/backend/broker/broker-client.ts';
import { createQuotaMeter } from '../../../../electron/backend/broker/quota/quota-meter.ts';
import type { SessionClient } from '../../../../electron/backend/broker/session-client.ts';
import { createEventHub } from '../../../../electron/backend/events.ts';
import { createNotifications } from '../../../../electron/backend/notifications/notifications.ts';
import { createOrdersService } from '../../../../electron/backend/orders/orders-service.ts';
import { DEFAULT_QUOTA_PER_HOUR } from '../../../../shared/domain/quota.ts';
import { fail, ok } from '../../../../shared/result.ts';
import { silentLogger } from '../../../helpers/silent-logger.ts';
import { fakeSessions } from '../live/fake-sessions.ts';
import { fakeV1Orders, placed } from './v1-fake-orders.ts';

const NOW = Date.parse('2026-11-20T15:00:00Z');
const KEY = '-dBZOKt9xDrtRSAOl4MSiiA';

function setup() {
  const orders = fakeV1Orders([placed(2, NOW - 60_000), placed(1, NOW - 9 * 86_400_000, 'OPEN')]);
  const signals: (AbortSignal | undefined)[] = [];
  /** While set, page requests wait for it (a refresh held in flight). */
  let gate: Promise<void> | null = null;
  const client: BrokerClient = {
    generation: 'v1',
    quota: { pace: (_module, _cost, intervalMs) => ({ intervalMs, slowedBecause: null }) },
    listAccounts: async () => ok([]),
    getOptionChain: async () => fail('unsupported', 'no'),
    getExpiryDates: async () => fail('unsupported', 'no'),
    getQuotes: async () => fail('unsupported', 'no'),
    getAlerts: async () => fail('unsupported', 'no'),
    getAlertDetails: async () => fail('unsupported', 'no'),
    getPortfolio: async () => fail('unsupported', 'no'),
    getBalance: async () => fail('unsupported', 'no'),
    getTransactionPage: async () => fail('unsupported', 'no'),
    getTransactionDetails: async () => fail('unsupported', 'no'),
    getOrderPage: async (_key, page, signal) => {
      signals.push(signal);
      if (gate !== null) await gate;
      if (signal?.aborted === true) return fail('cancelled', 'The request was cancelled.');
      return orders.fetchPage(page ?? {});
    },
    getOrderDetails: async (_key, id, signal) => {
      signals.push(signal);
      if (signal?.aborted === true) return fail('cancelled', 'The request was cancelled.');
      return orders.fetchDetails(id);
    },
  };
  const meter = createQuotaMeter({ clock: { now: () => NOW, setTimeout: () => () => {} }, limits: () => DEFAULT_QUOTA_PER_HOUR });
  const sessions = fakeSessions('demo');
  const session: SessionClient = { get: () => ok(client), news: sessions.news, reset: () => {}, meter: () => meter };
  const service = createOrdersService({
    client: session,
    clock: { now: () => NOW, setTimeout: () => () => {} },
    logger: silentLogger,
    notifications: createNotifications({ notifier: { notify: () => {} }, enabled: () => false, events: createEventHub(), logger: silentLogger }),
    random: () => 0,
    emitOrders: () => {},
    preferences: () => ({ refreshSeconds: 10 }),
  });
  return {
    service,
    orders,
    signals,
    hold: () => {
      let release = () => {};
      gate = new Promise<void>((resolve) => (release = resolve));
      return () => {
        gate = null;
        release();
      };
    },
    sessions,
  };
}

describe('the v1 orders refresh and its AbortSignal', () => {
  it('gives every refresh’s requests that refresh’s signal', async () => {
    const t = setup();
    await t.service.watch(KEY);
    const first = t.signals.slice();
    t.signals.length = 0;
    await t.service.refresh(KEY);
    expect(first.length).toBeGreaterThan(0);
    expect(t.signals.length).toBeGreaterThan(0);
    for (const signal of t.signals) {
      expect(signal).toBeInstanceOf(AbortSignal);
      expect(first).not.toContain(signal);
    }
    t.service.dispose();
  });

  it('cancels a later refresh’s requests when the watcher is suspended', async () => {
    const t = setup();
    await t.service.watch(KEY);
    const release = t.hold();
    const pending = t.service.refresh(KEY);
    await Promise.resolve();
    const inFlight = t.signals.at(-1);
    t.sessions.signOut();
    t.sessions.news.check();
    expect(inFlight?.aborted).toBe(true);
    release();
    await pending;
    t.service.dispose();
  });

  it('recovers after a cancelled first refresh', async () => {
    const t = setup();
    const release = t.hold();
    const first = t.service.watch(KEY);
    await Promise.resolve();
    t.sessions.signOut();
    t.sessions.news.check();
    release();
    await first;
    t.sessions.back();
    t.sessions.news.check();
    const state = await t.service.refresh(KEY);
    expect(state.ok && state.data.stale).toBeNull();
    expect(state.ok && state.data.book?.orders.map((order) => order.orderId)).toEqual(['2', '1']);
    t.service.dispose();
  });
});
