/**
 * The first load of a long day, page by page: the watcher pushes the book of the pages
 * read so far, marked `loading`, so the first page shows as soon as it is in; the whole book then
 * comes as the baseline (no changes, no notifications). Later refreshes swap whole books and hear
 * no pages; a first load that stops half way shows no book, never half a day as the day.
 */
import { describe, expect, it } from 'vitest';
import type { DayOrders, PartialBook } from '../../../../electron/backend/orders/order-paging.ts';
import { PARTIAL_SPACING_MS } from '../../../../electron/backend/orders/first-load.ts';
import { createOrderWatcher } from '../../../../electron/backend/orders/order-watcher.ts';
import type { OrderBook, OrderWatchState } from '../../../../shared/domain/order-watch.ts';
import { fail, ok, type Result } from '../../../../shared/result.ts';
import { silentLogger } from '../../../helpers/silent-logger.ts';
import { createFakeClock } from '../session/fake-clock.ts';
import { book, order } from './order-builders.ts';

const START = Date.parse('2026-06-10T15:00:00Z');

/**
 * A day served in pages: each call tells every page but the last to `onPartial`, `gapMs` apart
 * (by default the spacing first-load.ts keeps between pushes), then answers `end`.
 */
function setup(pages: OrderBook[], end: () => Result<OrderBook> = () => ok(pages.at(-1) ?? book()), gapMs = PARTIAL_SPACING_MS) {
  const clock = createFakeClock(START);
  const emitted: OrderWatchState[] = [];
  const heard: (PartialBook | undefined)[] = [];
  const notes: string[] = [];
  let gate: Promise<void> | null = null;
  const watcher = createOrderWatcher({
    accountKey: 'k',
    clock,
    random: () => 0,
    logger: silentLogger,
    async fetchDay(_signal, onPartial): Promise<Result<DayOrders>> {
      heard.push(onPartial);
      for (const [i, partial] of pages.slice(0, -1).entries()) {
        if (i > 0 && onPartial !== undefined) await clock.advance(gapMs);
        onPartial?.(partial, i + 1);
      }
      if (gate !== null) await gate;
      const answer = end();
      return answer.ok ? ok({ book: answer.data, pages: pages.length }) : answer;
    },
    preferences: () => ({ refreshSeconds: 10, notifications: true }),
    windowVisible: () => true,
    emit: (state) => emitted.push(state),
    notify: (note) => notes.push(note.title),
  });
  const hold = () => {
    let release = () => {};
    gate = new Promise((resolve) => (release = resolve));
    return release;
  };
  return { clock, watcher, emitted, heard, notes, hold };
}

// Each partial holds twice the orders of the last (the watcher shows a page's book when it doubles).
const first = book(order(9));
const second = book(order(9), order(8));
const whole = book(order(9), order(8), order(7), order(6, { status: 'EXECUTED' }));

describe('a first load in pages', () => {
  it('pushes the pages so far, marked loading, then the whole book as the baseline', async () => {
    const t = setup([first, second, whole]);
    const state = await t.watcher.refresh();
    const books = t.emitted.map((pushed) => ({
      ids: pushed.book?.orders.map((o) => o.orderId) ?? null,
      loading: pushed.loading ?? null,
      refreshing: pushed.refreshing,
    }));
    expect(books.slice(0, 3)).toEqual([
      { ids: null, loading: null, refreshing: true },
      { ids: ['9'], loading: { pages: 1, orders: 1 }, refreshing: true },
      { ids: ['9', '8'], loading: { pages: 2, orders: 2 }, refreshing: true },
    ]);
    // The whole book is read after the pages, one spacing later on the clock.
    expect(state).toMatchObject({ book: whole, loading: null, changes: [], refreshing: false, dataTime: START + PARTIAL_SPACING_MS });
    // A partial book is no snapshot: nothing was diffed or notified, and no data time was set.
    expect(t.emitted.slice(1, 3).every((pushed) => pushed.dataTime === null && pushed.changes.length === 0)).toBe(true);
    expect(t.notes).toEqual([]);
  });

  it('pages that come fast show the first page, then the whole book: nothing in between', async () => {
    const t = setup([first, second, whole], undefined, 0);
    const state = await t.watcher.refresh();
    expect(t.emitted.map((pushed) => pushed.loading ?? null)).toEqual([null, { pages: 1, orders: 1 }, null]);
    expect(state).toMatchObject({ book: whole, loading: null, refreshing: false });
  });

  it('later refreshes hear no pages: a whole book replaces a whole book', async () => {
    const t = setup([first, second, whole]);
    await t.watcher.refresh();
    const pushed = t.emitted.length;
    await t.clock.advance(10_000);
    expect(t.heard.map((onPartial) => onPartial !== undefined)).toEqual([true, false]);
    expect(t.emitted.slice(pushed).every((state) => state.loading === undefined || state.loading === null)).toBe(true);
    expect(t.emitted.slice(pushed).map((state) => state.book)).toEqual(t.emitted.slice(pushed).map(() => whole));
  });

  it('a first load that fails after some pages shows no book, and says why', async () => {
    const t = setup([first, second, whole], () => fail('timeout', 'The provider did not answer.'));
    const state = await t.watcher.refresh();
    expect(t.emitted.some((pushed) => pushed.loading !== undefined && pushed.loading !== null)).toBe(true);
    expect(state).toMatchObject({ book: null, loading: null, refreshing: false, stale: { error: { code: 'timeout' } } });
  });

  it('signed out half way: no book, no loading, the reason; the next load starts from the first page again', async () => {
    const t = setup([first, second, whole]);
    const release = t.hold();
    const refreshing = t.watcher.refresh();
    await t.clock.advance(0);
    expect(t.watcher.state().loading).toEqual({ pages: 2, orders: 2 });
    t.watcher.suspend({ code: 'not-signed-in', message: 'Not signed in.' });
    expect(t.watcher.state()).toMatchObject({ book: null, loading: null, stale: { error: { code: 'not-signed-in' } } });
    release();
    await refreshing;
    t.watcher.resume();
    // The new first load reads its pages a spacing apart on this clock: let it run to the end.
    for (let step = 0; step < 4 && t.watcher.state().book !== whole; step += 1) await t.clock.advance(PARTIAL_SPACING_MS);
    expect(t.heard.map((onPartial) => onPartial !== undefined)).toEqual([true, true]);
    expect(t.watcher.state()).toMatchObject({ book: whole, stale: null, loading: null });
  });

  it('the session replaced half way: the pages read after it are not shown, nor the answer', async () => {
    const clock = createFakeClock(START);
    const session = { serial: 0, check: () => session.serial };
    const emitted: OrderWatchState[] = [];
    const watcher = createOrderWatcher({
      accountKey: 'k',
      clock,
      random: () => 0,
      logger: silentLogger,
      session,
      async fetchDay(_signal, onPartial): Promise<Result<DayOrders>> {
        onPartial?.(first, 1);
        // Another sign-in lands while the walk goes on: what follows was fetched for nobody.
        session.serial += 1;
        onPartial?.(second, 2);
        return ok({ book: whole, pages: 3 });
      },
      preferences: () => ({ refreshSeconds: 10, notifications: true }),
      windowVisible: () => true,
      emit: (state) => emitted.push(state),
      notify: () => {},
    });
    await watcher.refresh();
    expect(emitted.flatMap((pushed) => (pushed.loading ? [pushed.loading.pages] : []))).toEqual([1]);
    expect(watcher.state()).toMatchObject({ book: null, loading: null, dataTime: null, refreshing: false });
  });

  it('a page is shown when the book has doubled since the last one shown: 100 orders a page shows pages 1, 2, 4 and 8 of 13, then the whole', async () => {
    const pageOf = (n: number) => Array.from({ length: 100 }, (_, i) => order(n * 100 + i));
    const books = Array.from({ length: 13 }, (_, n) => book(...Array.from({ length: n + 1 }, (_, k) => pageOf(k)).flat()));
    const t = setup(books);
    await t.watcher.refresh();
    expect(t.emitted.flatMap((pushed) => (pushed.loading ? [pushed.loading] : []))).toEqual([
      { pages: 1, orders: 100 },
      { pages: 2, orders: 200 },
      { pages: 4, orders: 400 },
      { pages: 8, orders: 800 },
    ]);
    expect(t.watcher.state()).toMatchObject({ loading: null, book: books[12] });
  });

  it('a book with no orders yet is not shown (it would read as a day without orders)', async () => {
    const t = setup([book(), first, whole]);
    await t.watcher.refresh();
    expect(t.emitted.flatMap((pushed) => (pushed.loading ? [pushed.loading.pages] : []))).toEqual([2]);
  });
});
