/**
 * Every push of main lands in one place (queries/push-landing.ts): the settings, session and quota
 * into their cache entries; a watched account's orders into its entry and the orders store (an
 * account nobody watches takes nothing); the watched chain's quotes into its cached chain and its
 * status into the chain's live store (another chain's push is ignored); the positions and the
 * alerts into theirs (an unchanged snapshot or list: the one the entry holds); a notification's click
 * into the orders store and the view shown. No hook subscribes any more.
 */
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { keepHeldData, landChainUnwatched, landChainWatch, setupPushLanding } from '../../../renderer/queries/push-landing.ts';
import { chainKey } from '../../../renderer/queries/chain-cache.ts';
import { useUiStore } from '../../../renderer/state/ui-store.ts';
import { useChainLiveStore } from '../../../renderer/feeds/chain/chain-live-store.ts';
import { useOrdersStore } from '../../../renderer/feeds/orders/orders-store.ts';
import { orderKeys } from '../../../renderer/feeds/orders/order-keys.ts';
import { historyKeys } from '../../../renderer/feeds/orders/history-keys.ts';
import { alertKeys } from '../../../renderer/feeds/alerts/alert-keys.ts';
import { positionKeys } from '../../../renderer/feeds/positions/position-keys.ts';
import { usePositionsStore } from '../../../renderer/feeds/positions/positions-store.ts';
import type { ChainQuery } from '../../../shared/domain/chain-query.ts';
import type { ChainQuotesUpdate } from '../../../shared/domain/chain-refresh.ts';
import type { AlertsPush, AlertsState } from '../../../shared/domain/alerts-watch.ts';
import type { OrderWatchPush, OrderWatchState } from '../../../shared/domain/order-watch.ts';
import type { PositionsPush, PositionsState } from '../../../shared/domain/positions-watch.ts';
import { DEFAULT_USER_SETTINGS } from '../../../shared/settings.ts';
import { chain, expiry, quotedStrike } from '../views/option-chain/chain-fixtures.ts';
import { order } from '../views/orders/order-fixtures.ts';
import { position } from '../../helpers/position-builder.ts';
import { installFakeBridge } from './fake-bridge.ts';
import { IDLE_FEED_STATUS } from '../../helpers/feed-status.ts';

const MARCH = '2027-03-19';
const query: ChainQuery = { underlier: 'AAPL', month: 3, year: 2027, chainType: 'CALLPUT', includeAdjusted: true };

function setup() {
  /** The channels the landing invoked (a chain watched again), answered as main would. */
  const calls: string[] = [];
  const { push, listeners } = installFakeBridge(async (channel) => {
    calls.push(channel);
    return channel === 'chain:watch' ? { ok: true, data: { watching: true, intervalMs: 5_000, costPerRefresh: 5 } } : { ok: true, data: { watching: false } };
  });
  const client = new QueryClient();
  client.setQueryData(['settings'], { values: DEFAULT_USER_SETTINGS, recovered: null });
  const stop = setupPushLanding(client);
  return { client, stop, push, listeners, calls };
}

afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
  landChainUnwatched();
});

const watchState = (accountKey: string, dataTime: number, revision = 1): OrderWatchState => ({
  accountKey,
  book: { orders: [], groups: [] },
  revision,
  changes: [],
  dataTime,
  ...IDLE_FEED_STATUS,
});
/** A push of `state` carrying `change` in its book's place. */
const orderPush = (state: OrderWatchState, change: OrderWatchPush['book']): OrderWatchPush => ({ ...state, book: change });
const snapshotOf = (state: OrderWatchState): OrderWatchPush => orderPush(state, { kind: 'snapshot', data: state.book });

describe('the one place where pushes land', () => {
  it("orders: into the watched account's entry and the store; an account nobody watches takes nothing", () => {
    const t = setup();
    const recorded: string[] = [];
    const { recordRefresh } = useOrdersStore.getState();
    useOrdersStore.setState({ recordRefresh: (state) => void recorded.push(state.accountKey) });
    const key = orderKeys.watch('demo', 'A');
    t.client.getQueryCache().build(t.client, { queryKey: key });
    t.push('orders:changed', snapshotOf(watchState('A', 5)));
    t.push('orders:changed', snapshotOf(watchState('B', 6)));
    expect(t.client.getQueryData<OrderWatchState>(key)?.dataTime).toBe(5);
    expect(t.client.getQueryData(orderKeys.watch('demo', 'B'))).toBeUndefined();
    expect(recorded).toEqual(['A']);
    useOrdersStore.setState({ recordRefresh });
    t.stop();
  });

  it('orders: a status-only push ("same") keeps the book each entry holds; an entry without one takes nothing', () => {
    const t = setup();
    const recorded: (number | null)[] = [];
    const { recordRefresh } = useOrdersStore.getState();
    useOrdersStore.setState({ recordRefresh: (state) => void recorded.push(state.dataTime) });
    const single = orderKeys.watch('demo', 'A');
    const all = orderKeys.allWatch('demo', 'A');
    t.client.getQueryCache().build(t.client, { queryKey: single });
    const book = { orders: [order('1')], groups: [] };
    t.push('orders:changed', snapshotOf({ ...watchState('A', 5, 3), book }));
    // The All accounts entry was made after that push: its answer (another object of the same revision) is what it holds.
    const answered = structuredClone(book);
    t.client.setQueryData(all, { ...watchState('A', 5, 3), book: answered });
    t.push('orders:changed', orderPush({ ...watchState('A', 5, 3), refreshing: true }, { kind: 'same' }));
    expect(t.client.getQueryData<OrderWatchState>(single)?.book).toBe(book);
    expect(t.client.getQueryData<OrderWatchState>(single)?.refreshing).toBe(true);
    expect(t.client.getQueryData<OrderWatchState>(all)?.book).toBe(answered);
    expect(t.client.getQueryData<OrderWatchState>(all)?.refreshing).toBe(true);
    // An account whose entry holds no state yet (its answer on the way) takes nothing from it, nor from a delta.
    const pending = orderKeys.watch('demo', 'B');
    t.client.getQueryCache().build(t.client, { queryKey: pending });
    t.push('orders:changed', orderPush(watchState('B', 6, 3), { kind: 'same' }));
    t.push('orders:changed', orderPush(watchState('B', 6, 4), { kind: 'delta', base: 3, upserted: [], removed: [] }));
    expect(t.client.getQueryData(pending)).toBeUndefined();
    expect(recorded).toEqual([5, 5]);
    useOrdersStore.setState({ recordRefresh });
    t.stop();
  });

  it('orders: a delta lands on the revision held, the orders it does not name keep their objects, the ones it names are refetched in detail', () => {
    const t = setup();
    const key = orderKeys.watch('demo', 'A');
    t.client.getQueryCache().build(t.client, { queryKey: key });
    const held = { orders: [order('1'), order('2')], groups: [] };
    t.push('orders:changed', snapshotOf({ ...watchState('A', 5, 3), book: held }));
    const details = ['1', '2'].map((id) => t.client.getQueryCache().build(t.client, { queryKey: historyKeys.details('demo', 'A', id) }));
    const filled = order('2', { status: 'EXECUTED' });
    t.push('orders:changed', orderPush(watchState('A', 6, 4), { kind: 'delta', base: 3, upserted: [['order:2', { order: filled }]], removed: [] }));
    const landed = t.client.getQueryData<OrderWatchState>(key);
    expect(landed?.revision).toBe(4);
    expect(landed?.book?.orders[0]).toBe(held.orders[0]);
    expect(landed?.book?.orders[1]).toEqual(filled);
    expect(details.map((query) => query.state.isInvalidated)).toEqual([false, true]);
    t.stop();
  });

  it('orders: an entry that missed a revision takes nothing and asks its watch again (All accounts: the watch of every account)', () => {
    const t = setup();
    const single = orderKeys.watch('demo', 'A');
    const all = orderKeys.allWatch('demo', 'A');
    const watches = [single, orderKeys.all('demo')].map((queryKey) => t.client.getQueryCache().build(t.client, { queryKey }));
    t.client.setQueryData(single, watchState('A', 5, 3));
    t.client.setQueryData(all, watchState('A', 5, 3));
    t.push('orders:changed', orderPush(watchState('A', 7, 5), { kind: 'delta', base: 4, upserted: [], removed: [] }));
    expect(t.client.getQueryData<OrderWatchState>(single)?.revision).toBe(3);
    expect(t.client.getQueryData<OrderWatchState>(all)?.revision).toBe(3);
    expect(watches.map((query) => query.state.isInvalidated)).toEqual([true, true]);
    t.stop();
  });

  it("orders: an answer of the revision held keeps the book held (structural sharing), another revision's is taken whole", () => {
    const share = keepHeldData<OrderWatchState>('book');
    const previous = { ...watchState('A', 5, 3), book: { orders: [order('1')], groups: [] } };
    const again = { ...watchState('A', 5, 3), book: structuredClone(previous.book), refreshing: true };
    expect(share(previous, again)).toEqual({ ...again, book: previous.book });
    expect((share(previous, again) as OrderWatchState).book).toBe(previous.book);
    const next = { ...watchState('A', 6, 4), book: structuredClone(previous.book) };
    expect(share(previous, next)).toBe(next);
    expect(share(undefined, next)).toBe(next);
  });

  it('positions: a delta lands on the revision held, its keys flash, the rest keep their objects; "same" keeps the snapshot; an entry without one takes nothing', async () => {
    const t = setup();
    const flashed: [string, readonly string[]][] = [];
    const { recordRefresh } = usePositionsStore.getState();
    usePositionsStore.setState({ recordRefresh: (accountKey, changed) => void flashed.push([accountKey, changed]) });
    const one = position({ positionId: '1' });
    const two = position({ positionId: '2', symbol: 'MSFT', underlier: 'MSFT' });
    const snapshot = { portfolio: { accountId: '1', positions: [one, two], totals: null, pages: 1, problems: [] }, balance: {} };
    const positions = (accountKey: string, revision: number, pushed: PositionsPush['snapshot']): PositionsPush => ({
      ...IDLE_FEED_STATUS,
      accountKey,
      snapshot: pushed,
      revision,
      dataTime: 5,
      shown: true,
    });
    const key = positionKeys.watch('demo', 'A');
    t.client.getQueryCache().build(t.client, { queryKey: key });
    t.push('positions:changed', positions('A', 3, { kind: 'snapshot', data: snapshot }));
    t.push('positions:changed', { ...positions('A', 3, { kind: 'same' }), refreshing: true });
    expect(t.client.getQueryData<PositionsState>(key)).toMatchObject({ refreshing: true, snapshot: { portfolio: { positions: [one, two] } } });
    const moved = { ...two, marketValue: 1 };
    t.push('positions:changed', positions('A', 4, { kind: 'delta', base: 3, upserted: [['2', moved]], removed: [] }));
    const landed = t.client.getQueryData<PositionsState>(key)?.snapshot?.portfolio.positions;
    expect(landed?.[0]).toBe(one);
    expect(landed?.[1]).toEqual(moved);
    // The flashes go in React Query's batch, told on its next macrotask.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(flashed).toEqual([
      ['A', []],
      ['A', []],
      ['A', ['2']],
    ]);
    const pending = positionKeys.watch('demo', 'B');
    t.client.getQueryCache().build(t.client, { queryKey: pending });
    t.push('positions:changed', positions('B', 3, { kind: 'same' }));
    expect(t.client.getQueryData(pending)).toBeUndefined();
    usePositionsStore.setState({ recordRefresh });
    t.stop();
  });

  it('alerts: a status-only push keeps the list the entry holds, a delta lands on it (the rest kept); an entry without one takes only a snapshot', () => {
    const t = setup();
    const inbox = alertKeys.inbox('demo');
    const alerts = (revision: number, list: AlertsPush['alerts']): AlertsPush => ({
      ...IDLE_FEED_STATUS,
      environment: 'demo',
      alerts: list,
      revision,
      unread: 1,
      total: 1,
      fresh: [],
      dataTime: 5,
    });
    t.push('alerts:changed', alerts(3, { kind: 'same' }));
    expect(t.client.getQueryData(inbox)).toBeUndefined();
    const filled = { id: '7', createdAt: 1, subject: 'Filled', status: 'UNREAD' as const, category: 'ACCOUNT' as const };
    const list = [filled];
    t.push('alerts:changed', alerts(3, { kind: 'snapshot', data: list }));
    t.push('alerts:changed', { ...alerts(3, { kind: 'same' }), paused: true });
    expect(t.client.getQueryData<AlertsState>(inbox)).toMatchObject({ paused: true, alerts: list });
    const up = { ...filled, id: '8', subject: 'AAPL up' };
    t.push('alerts:changed', alerts(4, { kind: 'delta', base: 3, upserted: [['8', up]], removed: [], order: ['8', '7'] }));
    const landed = t.client.getQueryData<AlertsState>(inbox);
    expect(landed?.alerts).toEqual([up, filled]);
    expect(landed?.alerts[1]).toBe(filled);
    t.stop();
  });

  it('the settings, the session and the quota into their entries', () => {
    const t = setup();
    const settings = { values: { ...DEFAULT_USER_SETTINGS, theme: 'dark' }, recovered: null };
    t.push('settings:changed', settings);
    t.push('session:changed', { session: { state: 'active' } });
    t.push('quota:changed', { modules: {}, at: 1 });
    expect(t.client.getQueryData(['settings'])).toEqual(settings);
    expect(t.client.getQueryData(['session'])).toEqual({ session: { state: 'active' } });
    expect(t.client.getQueryData(['quota'])).toEqual({ modules: {}, at: 1 });
    t.stop();
    expect([...t.listeners.values()].every((set) => set.size === 0)).toBe(true);
  });

  it("the watched chain's quotes into its cached chain and its status into the live store; another chain's are ignored", () => {
    const t = setup();
    const cached = {
      query,
      chain: { ...chain(expiry(MARCH, [quotedStrike(MARCH, 150)])), quoteType: 'REALTIME', quoteTime: 1 },
      fetchedAt: 1,
      underlier: null,
    };
    t.client.setQueryData(chainKey('demo', query), cached);
    const watch = { query, centreStrike: 150, strikesInView: 10, visible: true };
    landChainWatch(watch, { ok: true, data: { intervalMs: 5_000, costPerRefresh: 5 } });
    const update: ChainQuotesUpdate = {
      query,
      revision: 7,
      quotes: { kind: 'snapshot', data: { contracts: [], underlier: null, quoteType: 'CLOSING', quoteTime: 2 } },
      fetchedAt: 3,
      stale: null,
      intervalMs: 5_000,
      slowedBecause: null,
      nextRefreshAt: null,
      refreshing: false,
      paused: false,
      costPerRefresh: 5,
    };
    t.push('chain:quotes', { ...update, query: { ...query, month: 4 }, fetchedAt: 99 });
    expect(useChainLiveStore.getState().status.updatedAt).toBeNull();
    t.push('chain:quotes', update);
    expect(useChainLiveStore.getState().status).toMatchObject({ updatedAt: 3, intervalMs: 5_000, costPerRefresh: 5 });
    expect(useChainLiveStore.getState().held.revision).toBe(7);
    expect(t.client.getQueryData<typeof cached>(chainKey('demo', query))?.chain.quoteType).toBe('CLOSING');
    t.stop();
  });

  it('the chain: a delta on the revision held merges its contracts; a missed one watches the chain again, afresh', async () => {
    const t = setup();
    const cached = {
      query,
      chain: { ...chain(expiry(MARCH, [quotedStrike(MARCH, 150)])), quoteType: 'REALTIME', quoteTime: 1 },
      fetchedAt: 1,
      underlier: null,
    };
    t.client.setQueryData(chainKey('demo', query), cached);
    const watch = { query, centreStrike: 150, strikesInView: 10, visible: true };
    landChainWatch(watch, { ok: true, data: { intervalMs: 5_000, costPerRefresh: 5 } });
    const status = { ...IDLE_FEED_STATUS, intervalMs: 5_000, fetchedAt: 3, costPerRefresh: 5, query };
    const call = cached.chain.expiries[0]?.strikes[0]?.call;
    const contract = {
      osiKey: call?.osiKey ?? '',
      expiry: MARCH,
      strike: 150,
      side: 'call' as const,
      quote: call?.quote ?? null,
      greeks: call?.greeks ?? null,
    };
    const meta = { underlier: null, quoteType: 'REALTIME', quoteTime: 1 };
    t.push('chain:quotes', { ...status, revision: 7, quotes: { kind: 'snapshot', data: { ...meta, contracts: [contract] } } });
    const moved = { ...contract, quote: contract.quote === null ? null : { ...contract.quote, bid: 99 } };
    t.push('chain:quotes', { ...status, revision: 8, quotes: { kind: 'delta', base: 7, upserted: [[contract.osiKey, moved]], removed: [] } });
    expect(t.client.getQueryData<typeof cached>(chainKey('demo', query))?.chain.expiries[0]?.strikes[0]?.call?.quote?.bid).toBe(99);
    expect(useChainLiveStore.getState().status.lastChanges).toBe(1);
    // A delta on a revision the page does not hold: it holds nothing and watches again (unwatch, then the same watch).
    t.push('chain:quotes', { ...status, revision: 10, quotes: { kind: 'delta', base: 9, upserted: [], removed: [] } });
    expect(useChainLiveStore.getState().held).toEqual({ revision: 0, data: null });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(t.calls.filter((call) => call.startsWith('chain:'))).toEqual(['chain:unwatch', 'chain:watch']);
    t.stop();
  });

  it("a notification's click: the order asked for, the orders view shown", () => {
    const t = setup();
    useUiStore.getState().showView('chain');
    t.push('orders:focus', { accountKey: 'A', orderId: '374' });
    expect(useOrdersStore.getState().focusRequest).toEqual({ accountId: 'A', orderId: '374' });
    expect(useUiStore.getState().view).toBe('orders');
    t.stop();
  });
});
