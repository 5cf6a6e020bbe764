/**
 * One-shot reads across a session switch, against the demo broker on loopback: an alert's or an
 * order's details (and a window of order history) asked under one session whose answer lands after
 * the app switched to another is dropped, with words that say the session changed; asked again,
 * they are read with the new session. The broker holds its answers while the test switches.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createAlertsService } from '../../../electron/backend/alerts/alerts-service.ts';
import { createSessionClient, type Connection } from '../../../electron/backend/broker/session-client.ts';
import { createEventHub } from '../../../electron/backend/events.ts';
import { createNotifications } from '../../../electron/backend/notifications/notifications.ts';
import { createOrdersService } from '../../../electron/backend/orders/orders-service.ts';
import type { Clock } from '../../../electron/backend/services.ts';
import { newYorkDate } from '../../../shared/domain/market-time.ts';
import { realTimers, signedInDemo, type DemoFixture } from '../../helpers/signed-in-demo.ts';
import { silentLogger } from '../../helpers/silent-logger.ts';

let fixture: DemoFixture | null = null;
afterEach(async () => {
  await fixture?.close();
  fixture = null;
});

const ACCOUNT = 'dBZOKt9xDrtRSAOl4MSiiA';

async function setup() {
  const f = await signedInDemo({ api: 'v1', start: '2026-06-10T18:00:00Z' });
  fixture = f;
  const home: Connection = { session: f.session, environment: f.environment };
  // The same broker as another environment: a switch the session news calls "replaced".
  const other: Connection = { session: f.session, environment: { ...f.environment, id: 'sandbox', name: 'Sandbox' } };
  let current: Connection = home;
  const client = createSessionClient({ current: () => current, clock: realTimers(f.time), logger: silentLogger, random: () => 0 });
  client.news.check();
  const still: Clock = { now: f.time.now, setTimeout: () => () => {} };
  const alerts = createAlertsService({
    client,
    clock: still,
    logger: silentLogger,
    random: () => 0,
    emitAlerts: () => {},
    notify: () => {},
    refreshSeconds: () => 60,
  });
  const orders = createOrdersService({
    client,
    clock: still,
    logger: silentLogger,
    random: () => 0,
    notifications: createNotifications({ notifier: { notify() {} }, enabled: () => false, events: createEventHub(), logger: silentLogger }),
    emitOrders: () => {},
    preferences: () => ({ refreshSeconds: 10 }),
  });
  /** Starts `ask` with the broker holding its answer, switches the session once it was sent, then lets the answer go. */
  async function acrossSwitch<T>(ask: () => Promise<T>): Promise<T> {
    const before = f.sent.length;
    f.broker.setFaults({ hold: true });
    const pending = ask();
    while (f.sent.length === before) await new Promise((resolve) => setTimeout(resolve, 5));
    current = current === home ? other : home;
    client.news.check();
    f.broker.setFaults({});
    return pending;
  }
  return { f, client, alerts, orders, acrossSwitch };
}

const CHANGED = { ok: false, error: { code: 'not-signed-in', message: expect.stringMatching(/^The session changed/) } };

describe('one-shot reads across a session switch', () => {
  it("drops an alert's details read under the old session, and reads them with the new one when asked again", async () => {
    const t = await setup();
    const list = await t.client.get();
    if (!list.ok) throw new Error(list.error.message);
    const inbox = await list.data.getAlerts();
    if (!inbox.ok) throw new Error(inbox.error.message);
    const id = inbox.data.alerts[0]?.id as string;
    expect(await t.acrossSwitch(() => t.alerts.details(id))).toMatchObject(CHANGED);
    expect(await t.alerts.details(id)).toMatchObject({ ok: true, data: { id } });
    t.alerts.dispose();
  });

  it("drops an order's details and a window of history read under the old session", async () => {
    const t = await setup();
    const api = t.client.get();
    if (!api.ok) throw new Error(api.error.message);
    const page = await api.data.getOrderPage(ACCOUNT);
    if (!page.ok) throw new Error(page.error.message);
    const orderId = page.data.orders[0]?.orderId as string;
    expect(await t.acrossSwitch(() => t.orders.details({ accountKey: ACCOUNT, orderId }))).toMatchObject(CHANGED);
    expect(await t.orders.details({ accountKey: ACCOUNT, orderId })).toMatchObject({ ok: true, data: { order: { orderId } } });
    const day = newYorkDate(t.f.time.now());
    const history = await t.acrossSwitch(() => t.orders.history({ accountKey: ACCOUNT, from: day, to: day }));
    expect(history).toMatchObject(CHANGED);
    t.orders.dispose();
  });
});
