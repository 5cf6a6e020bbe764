/**
 * The order watcher on a fake clock with a scripted provider: polling pace (settings, hidden
 * window, never under 5 s), one request chain at a time, the diff of each refresh, staleness and
 * backoff on errors, notifications (and their switch), pause, refresh now, suspend and resume,
 * and memory that does not grow with refreshes.
 */
import { describe, expect, it } from 'vitest';
import type { DayOrders } from '../../../../electron/backend/orders/order-paging.ts';
import type { OrderNote } from '../../../../electron/backend/notifications/order-notices.ts';
import { createOrderWatcher } from '../../../../electron/backend/orders/order-watcher.ts';
import type { OrderBook, OrderWatchState } from '../../../../shared/domain/order-watch.ts';
import { fail, ok, type Result } from '../../../../shared/result.ts';
import { silentLogger } from '../../../helpers/silent-logger.ts';
import { createFakeClock } from '../session/fake-clock.ts';
import { book, order } from './order-builders.ts';

const START = Date.parse('2026-06-10T15:00:00Z');
const S = 1000;

/** A watcher whose provider answers whatever `next` holds at the time of each request. */
function setup(options: { refreshSeconds?: number; notifications?: boolean } = {}) {
  const clock = createFakeClock(START);
  const preferences = { refreshSeconds: options.refreshSeconds ?? 10, notifications: options.notifications ?? true };
  let visible = true;
  let next: Result<OrderBook> = ok(book(order(1), order(2)));
  const requests: number[] = [];
  let gate: Promise<void> | null = null;
  const emitted: OrderWatchState[] = [];
  const notes: OrderNote[] = [];
  const watcher = createOrderWatcher({
    accountKey: '83405188',
    clock,
    random: () => 0,
    logger: silentLogger,
    async fetchDay(): Promise<Result<DayOrders>> {
      requests.push(clock.now());
      if (gate !== null) await gate;
      return next.ok ? ok({ book: next.data, pages: 1 }) : next;
    },
    preferences: () => preferences,
    windowVisible: () => visible,
    emit: (state) => emitted.push(state),
    notify: (note) => notes.push(note),
  });
  return {
    clock,
    watcher,
    requests,
    emitted,
    notes,
    preferences,
    serve: (value: Result<OrderBook>) => {
      next = value;
    },
    setVisible: (value: boolean) => {
      visible = value;
      watcher.reschedule();
    },
    hold: () => {
      let release = () => {};
      gate = new Promise((resolve) => (release = resolve));
      return () => {
        gate = null;
        release();
      };
    },
  };
}

describe('polling', () => {
  it('refreshes on the settings interval after each refresh ends', async () => {
    const t = setup();
    const first = await t.watcher.refresh();
    expect(first).toMatchObject({
      book: book(order(1), order(2)),
      changes: [],
      dataTime: START,
      stale: null,
      intervalMs: 10 * S,
      nextRefreshAt: START + 10 * S,
      refreshing: false,
    });
    await t.clock.advance(35 * S);
    expect(t.requests.map((at) => (at - START) / S)).toEqual([0, 10, 20, 30]);
  });

  it('reads the interval from the settings at every refresh, and never goes under 5 s', async () => {
    const t = setup();
    await t.watcher.refresh();
    t.preferences.refreshSeconds = 2;
    await t.clock.advance(10 * S);
    await t.clock.advance(12 * S);
    expect(t.requests.map((at) => (at - START) / S)).toEqual([0, 10, 15, 20]);
  });

  it('slows down while the window is hidden and catches up when it is shown', async () => {
    const t = setup();
    await t.watcher.refresh();
    t.setVisible(false);
    expect(t.watcher.state()).toMatchObject({ intervalMs: 60 * S, nextRefreshAt: START + 60 * S });
    await t.clock.advance(59 * S);
    expect(t.requests).toHaveLength(1);
    t.setVisible(true);
    // Overdue by the visible pace: refreshed at once.
    await t.clock.advance(0);
    expect(t.requests.map((at) => (at - START) / S)).toEqual([0, 59]);
  });

  it('runs one request chain at a time: a refresh asked for meanwhile joins it', async () => {
    const t = setup();
    const release = t.hold();
    const a = t.watcher.refresh();
    const b = t.watcher.refresh();
    expect(t.watcher.state().refreshing).toBe(true);
    release();
    expect(await a).toBe(await b);
    expect(t.requests).toHaveLength(1);
  });
});

describe('diff and notifications', () => {
  it('pushes the changes of each refresh and notifies transitions', async () => {
    const t = setup();
    await t.watcher.refresh();
    t.serve(ok(book(order(3), order(1, { status: 'EXECUTED', filled: 100 }), order(2, { filled: 30 }))));
    await t.clock.advance(10 * S);
    const state = t.watcher.state();
    expect(state.changes).toEqual([
      { kind: 'added', orderId: '3' },
      { kind: 'status', orderId: '1', from: 'OPEN', to: 'EXECUTED' },
      { kind: 'fill', orderId: '1', from: 0, to: 100 },
      { kind: 'fill', orderId: '2', from: 0, to: 30 },
    ]);
    expect(state.dataTime).toBe(START + 10 * S);
    expect(t.emitted.at(-1)).toBe(state);
    expect(t.notes.map((n) => n.title)).toEqual(['Order 1 executed', 'Order 2 partly filled']);
  });

  it('the first snapshot is a baseline: no changes, no notifications', async () => {
    const t = setup();
    t.serve(ok(book(order(1, { status: 'EXECUTED' }))));
    expect((await t.watcher.refresh()).changes).toEqual([]);
    expect(t.notes).toEqual([]);
  });

  it('notifies nothing when notifications are switched off in the settings', async () => {
    const t = setup({ notifications: false });
    await t.watcher.refresh();
    t.serve(ok(book(order(1, { status: 'CANCELLED' }), order(2))));
    await t.clock.advance(10 * S);
    expect(t.watcher.state().changes).toHaveLength(1);
    expect(t.notes).toEqual([]);
  });
});

describe('errors', () => {
  it('keeps the last book, marks it stale with the reason, backs off, and recovers', async () => {
    const t = setup();
    await t.watcher.refresh();
    const good = t.watcher.state().book;
    t.serve(fail('network', 'Could not reach the provider.'));
    await t.clock.advance(10 * S);
    expect(t.watcher.state()).toMatchObject({ book: good, dataTime: START, stale: { error: { code: 'network' }, since: START + 10 * S }, intervalMs: 20 * S });
    await t.clock.advance(20 * S);
    // Still failing: the stale mark keeps its first time, the wait doubles.
    expect(t.watcher.state()).toMatchObject({ stale: { since: START + 10 * S }, intervalMs: 40 * S });
    t.serve(ok(book(order(1))));
    await t.clock.advance(40 * S);
    expect(t.requests.map((at) => (at - START) / S)).toEqual([0, 10, 30, 70]);
    expect(t.watcher.state()).toMatchObject({ stale: null, intervalMs: 10 * S, changes: [{ kind: 'removed', orderId: '2' }] });
  });

  it('a first refresh that fails leaves no book, and says why', async () => {
    const t = setup();
    t.serve(fail('timeout', 'The provider did not answer.'));
    expect(await t.watcher.refresh()).toMatchObject({ book: null, stale: { error: { code: 'timeout', message: 'The provider did not answer.' } } });
  });
});

describe('control', () => {
  it('pause stops polling; resume refreshes at once when overdue', async () => {
    const t = setup();
    await t.watcher.refresh();
    expect(t.watcher.pause(true)).toMatchObject({ paused: true, nextRefreshAt: null });
    await t.clock.advance(60 * S);
    expect(t.requests).toHaveLength(1);
    t.watcher.pause(false);
    await t.clock.advance(0);
    expect(t.requests).toHaveLength(2);
    expect(t.watcher.state().paused).toBe(false);
  });

  it('suspend (signed out) keeps the book stale; resume refreshes', async () => {
    const t = setup();
    await t.watcher.refresh();
    t.watcher.suspend({ code: 'not-signed-in', message: 'Not signed in.' });
    expect(t.watcher.state()).toMatchObject({ book: book(order(1), order(2)), stale: { error: { code: 'not-signed-in' } } });
    await t.clock.advance(60 * S);
    expect(t.requests).toHaveLength(1);
    t.watcher.resume();
    await t.clock.advance(0);
    expect(t.requests).toHaveLength(2);
    expect(t.watcher.state().stale).toBeNull();
  });

  it('stop ends polling and pushes nothing more', async () => {
    const t = setup();
    await t.watcher.refresh();
    const pushed = t.emitted.length;
    t.watcher.stop();
    await t.clock.advance(60 * S);
    expect(t.requests).toHaveLength(1);
    expect(t.emitted).toHaveLength(pushed);
    expect(t.clock.pending()).toBe(0);
  });
});

describe('memory', () => {
  it('holds one timer and the last snapshot only, however many refreshes', async () => {
    const t = setup();
    await t.watcher.refresh();
    for (let i = 0; i < 200; i += 1) {
      t.serve(ok(book(order(i % 7, { filled: i % 3 }), order(1000 + (i % 5)))));
      await t.clock.advance(10 * S);
    }
    expect(t.requests).toHaveLength(201);
    expect(t.clock.pending()).toBe(1);
    expect(t.watcher.state().book?.orders).toHaveLength(2);
  });
});
