/**
 * "All accounts" against the demo broker on loopback, through the real backend (signed session,
 * session client, v1 client and decoders, quota meter): every open account of the demo user
 * watched (the closed one never asked), every request counted in the one Orders budget, the
 * simulated day changing orders in several accounts, and an account whose refresh fails stale on
 * its own while the others refresh.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createSessionClient } from '../../../../electron/backend/broker/session-client.ts';
import { createEventHub } from '../../../../electron/backend/events.ts';
import { createNotifications } from '../../../../electron/backend/notifications/notifications.ts';
import { createOrdersService } from '../../../../electron/backend/orders/orders-service.ts';
import type { Clock } from '../../../../electron/backend/services.ts';
import { orderPushReader, type OrderWatchState } from '../../../../shared/domain/order-watch.ts';
import { unreadable } from '../../../helpers/feed-pushes.ts';
import { realTimers, signedInDemo, type DemoFixture } from '../../../helpers/signed-in-demo.ts';
import { silentLogger } from '../../../helpers/silent-logger.ts';

const OPEN = { '83405188': 'dBZOKt9xDrtRSAOl4MSiiA', '83405261': '-kQp7Xw2cLmN8vR4tYs1aZ', '83409917': 'Hh3JfW9eQx0bTn6uVc5yKw' } as const;
const CLOSED_KEY = 'Qm5Tz_8cWp1Lr6Nv3Xb0Jd';
const MINUTE = 60_000;

let fixture: DemoFixture | null = null;
afterEach(async () => {
  await fixture?.close();
  fixture = null;
});

async function serviceOn() {
  // Orders changing every few minutes in every account: the load volume's books.
  const f = await signedInDemo({ api: 'v1', start: '2026-11-18T16:00:00Z', broker: { volume: 'load' } });
  fixture = f;
  const client = createSessionClient({
    current: () => ({ session: f.session, environment: f.environment }),
    clock: realTimers(f.time),
    logger: silentLogger,
    random: () => 0,
  });
  // The watchers' own timers never fire: each refresh is asked for by the test, at the time it sets.
  const held: Clock = { now: f.time.now, setTimeout: () => () => {} };
  const pushed: OrderWatchState[] = [];
  const readPush = orderPushReader();
  const waiters: (() => void)[] = [];
  const notes: { title: string; body: string }[] = [];
  const service = createOrdersService({
    client,
    clock: held,
    logger: silentLogger,
    notifications: createNotifications({
      notifier: { notify: (note) => notes.push(note) },
      enabled: () => true,
      events: createEventHub(),
      logger: silentLogger,
    }),
    random: () => 0,
    emitOrders: (push) => {
      pushed.push(readPush(push) ?? unreadable(push));
      for (const wake of waiters.splice(0)) wake();
    },
    preferences: () => ({ refreshSeconds: 10 }),
  });
  const last = (key: string) => pushed.filter((state) => state.accountKey === key).at(-1);
  /** Resolves once every open account's whole book has landed (woken by pushes, never by time). */
  const loaded = async () => {
    while (!Object.values(OPEN).every((key) => last(key)?.book != null && !last(key)?.loading && !last(key)?.refreshing)) {
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  return { f, client, service, pushed, notes, last, loaded, ordersUsed: () => client.meter().snapshot().modules.orders.used };
}

describe('All accounts on the demo broker', () => {
  it('watches every open account of the demo user, never the closed one, in the one Orders budget', async () => {
    const t = await serviceOn();
    const answer = await t.service.watchAll();
    if (!answer.ok) throw new Error(answer.error.message);
    expect(answer.data.states.map((state) => state.accountId)).toEqual(Object.keys(OPEN));
    await t.loaded();
    for (const key of Object.values(OPEN)) expect(t.last(key)?.book?.orders.length ?? 0).toBeGreaterThan(0);
    const orderRequests = t.f.sent.filter((url) => url.includes('/orders'));
    expect(orderRequests.some((url) => url.includes(CLOSED_KEY))).toBe(false);
    for (const key of Object.values(OPEN)) expect(orderRequests.some((url) => url.includes(`/accounts/${key}/orders`))).toBe(true);
    // Every order request of every account is counted once in the one Orders budget.
    expect(t.ordersUsed()).toBe(orderRequests.length);
    t.service.dispose();
  });

  it('hears the simulated day change orders in more than one account, and names each account in its notices', async () => {
    const t = await serviceOn();
    await t.service.watchAll();
    await t.loaded();
    const changed = new Set<string>();
    for (let step = 0; step < 12 && changed.size < 2; step += 1) {
      t.f.time.advance(5 * MINUTE);
      for (const key of Object.values(OPEN)) {
        const state = await t.service.refresh(key);
        if (state.ok && state.data.changes.length > 0) changed.add(key);
      }
    }
    expect(changed.size).toBeGreaterThanOrEqual(2);
    const said = t.notes.map((note) => `${note.title} ${note.body}`).join('\n');
    expect(Object.entries(OPEN).filter(([number, key]) => changed.has(key) && said.includes(number.slice(-4))).length).toBeGreaterThanOrEqual(1);
    for (const key of [...Object.values(OPEN), CLOSED_KEY]) expect(said).not.toContain(key);
    t.service.dispose();
  });

  it('keeps a failing account stale on its own rows while the others refresh', async () => {
    const t = await serviceOn();
    await t.service.watchAll();
    await t.loaded();
    t.f.time.advance(MINUTE);
    t.f.broker.setFaults({ fault: 'server-error', status: 503 });
    const failed = await t.service.refresh(OPEN['83405261']);
    t.f.broker.setFaults({});
    expect(failed.ok && failed.data.stale?.error.code).toBeTruthy();
    expect(failed.ok && failed.data.book?.orders.length).toBeGreaterThan(0);
    for (const key of [OPEN['83405188'], OPEN['83409917']]) {
      const state = await t.service.refresh(key);
      expect(state.ok && state.data).toMatchObject({ stale: null });
    }
    expect(t.last(OPEN['83405261'])?.stale).not.toBeNull();
    const recovered = await t.service.refresh(OPEN['83405261']);
    expect(recovered.ok && recovered.data.stale).toBeNull();
    t.service.dispose();
  });
});
