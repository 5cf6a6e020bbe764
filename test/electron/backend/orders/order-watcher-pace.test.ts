/**
 * The order watcher within the Orders budget: it tells the meter what a refresh costs (the
 * requests of the last one) and slows down when the meter says so, saying why; the budget never
 * shortens a backoff.
 */
import { describe, expect, it } from 'vitest';
import type { DayOrders } from '../../../../electron/backend/orders/order-paging.ts';
import { createOrderWatcher } from '../../../../electron/backend/orders/order-watcher.ts';
import type { OrderWatchState } from '../../../../shared/domain/order-watch.ts';
import { fail, ok, type Result } from '../../../../shared/result.ts';
import { silentLogger } from '../../../helpers/silent-logger.ts';
import { createFakeClock } from '../session/fake-clock.ts';
import { book, order } from './order-builders.ts';

const START = Date.parse('2026-06-10T15:00:00Z');
const S = 1000;

function setup(slowTo: number | null) {
  const clock = createFakeClock(START);
  const asked: { intervalMs: number; cost: number }[] = [];
  const emitted: OrderWatchState[] = [];
  let answer: Result<DayOrders> = ok({ book: book(order(1)), pages: 2 });
  const watcher = createOrderWatcher({
    accountKey: 'dBZOKt9xDrtRSAOl4MSiiA',
    clock,
    random: () => 0,
    logger: silentLogger,
    fetchDay: async () => answer,
    pace: (intervalMs, cost) => {
      asked.push({ intervalMs, cost });
      return slowTo !== null && slowTo > intervalMs
        ? { intervalMs: slowTo, slowedBecause: `Orders budget running low: refreshing every ${slowTo / S} s` }
        : { intervalMs, slowedBecause: null };
    },
    preferences: () => ({ refreshSeconds: 10, notifications: false }),
    windowVisible: () => true,
    emit: (state) => emitted.push(state),
    notify: () => {},
  });
  return { clock, watcher, asked, emitted, fail: (value: Result<DayOrders>) => (answer = value) };
}

describe('the watcher and the Orders budget', () => {
  it('asks the meter with the cost of the last refresh and keeps the settings pace when there is budget', async () => {
    const t = setup(null);
    const state = await t.watcher.refresh();
    expect(state).toMatchObject({ intervalMs: 10 * S, nextRefreshAt: START + 10 * S, slowedBecause: null });
    expect(t.asked.at(-1)).toEqual({ intervalMs: 10 * S, cost: 2 });
  });

  it('slows down when the budget runs low, and says why', async () => {
    const t = setup(30 * S);
    const state = await t.watcher.refresh();
    expect(state).toMatchObject({ intervalMs: 30 * S, nextRefreshAt: START + 30 * S, slowedBecause: 'Orders budget running low: refreshing every 30 s' });
  });

  it('never shortens a backoff', async () => {
    const t = setup(30 * S);
    t.fail(fail('rate-limited', 'Too many requests'));
    const state = await t.watcher.refresh();
    expect(state.stale?.error.code).toBe('rate-limited');
    expect(state.intervalMs).toBeGreaterThanOrEqual(30 * S);
    expect(t.asked.at(-1)?.intervalMs).toBe(20 * S); // 10 s doubled after one failure
  });
});
