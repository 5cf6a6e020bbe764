/**
 * The market and orders services as the IPC layer uses them, against the running demo broker: chains, accounts,
 * watching an account (notifications whose click focuses the order), the calls that need a watched
 * account, signed-out answers, a session change that keeps the data stale, and the stored-sample
 * sandbox whose answers do not match the request.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createSessionClient } from '../../../electron/backend/broker/session-client.ts';
import { createEventHub } from '../../../electron/backend/events.ts';
import { createNotifications } from '../../../electron/backend/notifications/notifications.ts';
import { createMarketService, type MarketService } from '../../../electron/backend/market/market-service.ts';
import { createOrdersService, type OrdersService } from '../../../electron/backend/orders/orders-service.ts';
import { DEMO_ACCOUNTS, HIGH_VOLUME_ACCOUNT_ID, SAMPLE_ACCOUNT_ID, SANDBOX_ACCOUNTS } from '../../../demo-broker/index.ts';
import { chainQuerySchema } from '../../../shared/domain/chain-query.ts';
import { orderPushReader, type OrderWatchState } from '../../../shared/domain/order-watch.ts';
import { unreadable } from '../../helpers/feed-pushes.ts';
import { silentLogger } from '../../helpers/silent-logger.ts';
import { signedInDemo, skippingClock, type DemoFixture } from '../../helpers/signed-in-demo.ts';

const ACCOUNT = DEMO_ACCOUNTS[0]?.accountId ?? '';
let fixture: DemoFixture | null = null;
let service: (MarketService & OrdersService) | null = null;

afterEach(async () => {
  service?.dispose();
  await fixture?.close();
  service = null;
  fixture = null;
});

async function start(options: Parameters<typeof signedInDemo>[0] = {}) {
  const f = await signedInDemo(options);
  fixture = f;
  let signedIn = true;
  const pushed: OrderWatchState[] = [];
  const readPush = orderPushReader();
  const focused: { accountKey: string; orderId: string }[] = [];
  const notes: { title: string; body: string; onClick?: () => void }[] = [];
  const clock = { now: f.time.now, setTimeout: () => () => {} };
  const client = createSessionClient({
    current: () => (signedIn ? { session: f.session, environment: f.environment } : null),
    // Timers never fire by themselves here: each test refreshes by hand.
    clock,
    logger: silentLogger,
    random: () => 0,
  });
  const events = createEventHub();
  events.on('orders:focus', (target) => focused.push(target));
  const orders = createOrdersService({
    client,
    clock,
    logger: silentLogger,
    notifications: createNotifications({ notifier: { notify: (note) => notes.push(note) }, enabled: () => true, events, logger: silentLogger }),
    random: () => 0,
    emitOrders: (push) => pushed.push(readPush(push) ?? unreadable(push)),
    preferences: () => ({ refreshSeconds: 10 }),
  });
  service = { ...createMarketService(client), ...orders };
  // What the backend does on every change of the session view: the news looks at the session.
  const sessionChanged = () => client.news.check();
  return { f, service, pushed, focused, notes, sessionChanged, signOut: () => (signedIn = false), signIn: () => (signedIn = true) };
}

describe('market and orders services', () => {
  it('answers an option chain with the query and the time it was fetched', async () => {
    const { f, service } = await start();
    // As the IPC edge parses it (the symbol upper-cased), once.
    const answer = await service.getOptionChain(chainQuerySchema.parse({ underlier: 'aapl', month: 12, year: 2026, chainType: 'PUT', includeAdjusted: false }));
    expect(answer.ok && answer.data).toMatchObject({ query: { underlier: 'AAPL', chainType: 'PUT' }, fetchedAt: f.time.now(), chain: { mismatch: null } });
    expect(answer.ok && answer.data.chain.expiries.every((e) => e.strikes.every((row) => row.call === null && row.put !== null))).toBe(true);
  });

  it('lists the accounts', async () => {
    const { service } = await start();
    const accounts = await service.listAccounts();
    expect(accounts.ok && accounts.data.map((a) => a.accountId)).toEqual(DEMO_ACCOUNTS.filter((a) => a.owner === 'demo').map((a) => a.accountId));
  });

  it('watches an account: all pages, pushed, then diffs and notifies as the day moves', async () => {
    // The busy account's book of about 1,200 orders a day: the load volume.
    const { f, service, pushed, notes, focused } = await start({ start: '2026-06-10T14:00:00Z', broker: { volume: 'load' } });
    const first = await service.watch(HIGH_VOLUME_ACCOUNT_ID);
    expect(first.ok && first.data).toMatchObject({ accountKey: HIGH_VOLUME_ACCOUNT_ID, stale: null, changes: [], paused: false, refreshing: false });
    expect(first.ok && (first.data.book?.orders.length ?? 0) + (first.data.book?.groups.length ?? 0)).toBeGreaterThan(900);
    expect(pushed.at(-1)).toEqual(first.ok ? first.data : null);

    f.time.advance(45 * 60_000);
    const later = await service.refresh(HIGH_VOLUME_ACCOUNT_ID);
    expect(later.ok).toBe(true);
    if (!later.ok) return;
    const kinds = new Set(later.data.changes.map((c) => c.kind));
    expect(kinds.has('added')).toBe(true);
    expect(kinds.has('status') || kinds.has('fill')).toBe(true);
    expect(notes.length).toBeGreaterThan(0);
    notes[0]?.onClick?.();
    expect(focused).toEqual([{ accountKey: HIGH_VOLUME_ACCOUNT_ID, orderId: expect.stringMatching(/^\d+$/) }]);
  });

  it('refresh and pause need a watched account; unwatch always answers', async () => {
    const { service } = await start();
    expect(await service.refresh(ACCOUNT)).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
    expect(service.pause(ACCOUNT, true)).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
    await service.watch(ACCOUNT);
    expect(service.pause(ACCOUNT, true)).toMatchObject({ ok: true, data: { paused: true } });
    expect(service.unwatch(ACCOUNT)).toEqual({ ok: true, data: { watching: false } });
    expect(service.unwatch(ACCOUNT)).toEqual({ ok: true, data: { watching: false } });
    // Account keys are opaque on v1 (letters, digits, - and _): only what no key can be is refused here.
    expect(await service.watch('not a key!')).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
  });

  it('signed out: every call says so, and watched data stays, marked stale', async () => {
    const { service, signOut, signIn, pushed, sessionChanged } = await start();
    const watched = await service.watch(ACCOUNT);
    signOut();
    sessionChanged();
    expect(pushed.at(-1)).toMatchObject({ book: watched.ok ? watched.data.book : null, stale: { error: { code: 'not-signed-in' } } });
    expect(await service.listAccounts()).toMatchObject({ ok: false, error: { code: 'not-signed-in' } });
    expect(await service.getOptionChain({ underlier: 'AAPL', month: 1, year: 2027, chainType: 'CALL', includeAdjusted: false })).toMatchObject({
      ok: false,
      error: { code: 'not-signed-in' },
    });
    expect(await service.watch(HIGH_VOLUME_ACCOUNT_ID)).toMatchObject({ ok: false, error: { code: 'not-signed-in' } });
    signIn();
    sessionChanged();
    await service.refresh(ACCOUNT);
    expect(pushed.at(-1)).toMatchObject({ stale: null, refreshing: false });
  });

  it('a session change that is only activity (every request emits one) costs nothing', async () => {
    const { f, service, pushed, sessionChanged } = await start();
    await service.watch(ACCOUNT);
    const [requests, pushes] = [f.sent.length, pushed.length];
    for (let i = 0; i < 5; i += 1) sessionChanged();
    await new Promise((resolve) => setImmediate(resolve));
    expect([f.sent.length, pushed.length]).toEqual([requests, pushes]);
  });

  it('an expired session stops polling and marks the data stale once', async () => {
    const { f, service, pushed, sessionChanged } = await start();
    await service.watch(ACCOUNT);
    const snapshot = f.session.snapshot;
    f.session.snapshot = () => ({ ...snapshot(), state: 'expired' });
    sessionChanged();
    sessionChanged();
    expect(pushed.filter((state) => state.stale?.error.code === 'not-signed-in')).toHaveLength(1);
    f.session.snapshot = snapshot;
  });

  it('retries a failing page inside one refresh', async () => {
    const f = await signedInDemo();
    fixture = f;
    const clock = skippingClock(f.time);
    const client = createSessionClient({ current: () => ({ session: f.session, environment: f.environment }), clock, logger: silentLogger });
    const orders = createOrdersService({
      client,
      clock,
      logger: silentLogger,
      notifications: createNotifications({ notifier: { notify() {} }, enabled: () => false, events: createEventHub(), logger: silentLogger }),
      emitOrders() {},
      preferences: () => ({ refreshSeconds: 10 }),
    });
    service = { ...createMarketService(client), ...orders };
    f.broker.setFaults({ fault: 'server-error', count: 2 });
    const watched = await orders.watch(ACCOUNT);
    // Paused at once: this clock's timers fire on the next turn of the event loop.
    orders.pause(ACCOUNT, true);
    expect(watched.ok && watched.data).toMatchObject({ stale: null, book: { orders: expect.any(Array) } });
    expect(f.sent.filter((url) => url.includes('/orderlist/'))).toHaveLength(3);
  });
});

describe('the stored-sample sandbox', () => {
  it('flags an option chain that does not match the request', async () => {
    const { service } = await start({ kind: 'sandbox', broker: { storedSample: true } });
    const answer = await service.getOptionChain({ underlier: 'SPY', month: 3, year: 2027, chainType: 'CALLPUT', includeAdjusted: false });
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    expect(answer.data.chain.symbol).toBe('aapl');
    expect(answer.data.chain.mismatch).toMatch(/symbol aapl instead of SPY.*expiries in 2013-11/);
  });

  it.each(['json', 'xml'] as const)('answers any account with the stored list (%s)', async (wireFormat) => {
    const { service } = await start({ kind: 'sandbox', wireFormat, broker: { storedSample: true } });
    const watched = await service.watch(ACCOUNT);
    expect(watched.ok && watched.data.book?.orders.length).toBeGreaterThan(0);
    const accounts = await service.listAccounts();
    // The sandbox's four canned accounts, the stored sample's account first.
    expect(accounts.ok && accounts.data.map((a) => a.accountId)).toEqual(SANDBOX_ACCOUNTS.map((a) => a.accountId));
    expect(accounts.ok && accounts.data[0]?.accountId).toBe(SAMPLE_ACCOUNT_ID);
  });
});
