/**
 * The order watcher over the demo broker's 1,000+-order account: one full
 * refresh over loopback (every page requested, decoded, united, diffed, pushed) with its page
 * count, the diff on its own, and memory (heapUsed after gc) after 10,000 simulated refreshes
 * against after 100: no growth means a ratio near 1. Run with `npm run bench -- watcher`
 * (node --expose-gc). Then the same for v1 (v1Watcher, at the end).
 */
import { createLegacyClient } from '../electron/backend/broker/legacy/api-client.ts';
import { decodeV1OrderList } from '../electron/backend/broker/v1/decode/decode-orders.ts';
import { diffOrders, indexBook } from '../electron/backend/orders/order-diff.ts';
import { fetchAllOrders, type DayOrders } from '../electron/backend/orders/order-paging.ts';
import { createOrderWatcher } from '../electron/backend/orders/order-watcher.ts';
import { backedOffMs, settingMs } from '../electron/backend/live/feed-timing.ts';
import { createTodayOrdersSource } from '../electron/backend/orders/v1-today-orders.ts';
import { HIGH_VOLUME_ACCOUNT_ID } from '../demo-broker/index.ts';
import type { OrderBook } from '../shared/domain/order-watch.ts';
import { ok, type Result } from '../shared/result.ts';
import { REFRESH_SECONDS } from '../shared/settings.ts';
import { fakeV1Orders } from '../test/electron/backend/orders/v1-fake-orders.ts';
import { generateV1OrderList } from '../test/fixtures/wire/generate-v1-orders.ts';
import { signedInDemo, skippingClock } from '../test/helpers/signed-in-demo.ts';
import { silentLogger } from '../test/helpers/silent-logger.ts';

const CYCLES = Number(process.env.BENCH_RUNS ?? 11);
const FEW = 100;
const MANY = 10_000;
const MINUTE = 60_000;

const gc = (globalThis as { gc?: () => void }).gc;
if (gc === undefined) console.log('  (no --expose-gc: memory figures include garbage; run through `npm run bench`)');

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const ms = (value: number) => `${value.toFixed(2).padStart(9)} ms`;
const heapMiB = (): number => {
  gc?.();
  gc?.();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

// Mid-session, when the account has most of its day's orders and they keep changing.
const fixture = await signedInDemo({ start: '2026-06-10T18:30:00Z', broker: { volume: 'load' } });
const client = createLegacyClient({ session: fixture.session, environment: fixture.environment, clock: skippingClock(fixture.time) });
let pagesPerCycle = 0;
const fetchDay = async (): Promise<Result<DayOrders>> => {
  const day = await fetchAllOrders((page) => client.getOrderPage(HIGH_VOLUME_ACCOUNT_ID, page));
  if (day.ok) pagesPerCycle = day.data.pages;
  return day;
};

/** A clock whose timers never fire: the benchmark drives every refresh itself. */
const stillClock = { now: fixture.time.now, setTimeout: () => () => {} };

console.log(
  `one full watcher refresh of account ${HIGH_VOLUME_ACCOUNT_ID} over loopback (signed requests, ${CYCLES} refreshes, the day moving 1 min between them)`,
);
let notes = 0;
const live = createOrderWatcher({
  accountKey: HIGH_VOLUME_ACCOUNT_ID,
  clock: stillClock,
  random: Math.random,
  logger: silentLogger,
  fetchDay,
  preferences: () => ({ refreshSeconds: 10, notifications: true }),
  windowVisible: () => true,
  emit: () => {},
  notify: () => (notes += 1),
});
const coldStart = performance.now();
const first = await live.refresh();
const cold = performance.now() - coldStart;
if (first.book === null) throw new Error(`the first refresh failed: ${first.stale?.error.message}`);
const times: number[] = [];
const books: OrderBook[] = [first.book];
let changes = 0;
for (let i = 0; i < CYCLES; i += 1) {
  fixture.time.advance(MINUTE);
  const started = performance.now();
  const state = await live.refresh();
  times.push(performance.now() - started);
  if (state.book === null || state.stale !== null) throw new Error(`refresh failed: ${state.stale?.error.message}`);
  changes += state.changes.length;
  if (books.length < 4) books.push(state.book);
}
live.stop();
const orders = (book: OrderBook) => book.orders.length + book.groups.reduce((sum, group) => sum + group.orders.length, 0);
console.log(`  orders in the book                                  ${String(orders(first.book)).padStart(9)}`);
console.log(`  pages per refresh (100 orders per page)             ${String(pagesPerCycle).padStart(9)}`);
console.log(`  first refresh (cold)                                ${ms(cold)}`);
console.log(`  refresh, median                                     ${ms(median(times))}`);
console.log(`  changes seen / notifications over ${CYCLES} refreshes     ${`${changes} / ${notes}`.padStart(9)}`);

console.log('\nthe diff on its own (index the new snapshot, compare with the last index)');
const a = books[0] as OrderBook;
const b = books.at(-1) as OrderBook;
const previous = indexBook(a);
const DIFF_RUNS = 500;
for (let i = 0; i < 50; i += 1) diffOrders(previous, indexBook(b));
let found = 0;
const diffStart = performance.now();
for (let i = 0; i < DIFF_RUNS; i += 1) found = diffOrders(previous, indexBook(b)).length;
const diffMs = (performance.now() - diffStart) / DIFF_RUNS;
console.log(`  index + diff of ${orders(b)} orders (${found} changes)            ${ms(diffMs)}`);
console.log(`  share of a refresh                                  ${`${((diffMs / median(times)) * 100).toFixed(2)} %`.padStart(9)}`);

console.log(`\nmemory: ${MANY.toLocaleString('en-US')} simulated refreshes against ${FEW} (decoded snapshots replayed, real diff, notifications and pushes)`);
let turn = 0;
const replay = createOrderWatcher({
  accountKey: HIGH_VOLUME_ACCOUNT_ID,
  clock: stillClock,
  random: Math.random,
  logger: silentLogger,
  // Rotating through real snapshots, so every refresh finds changes to diff and announce.
  fetchDay: async () => ok({ book: books[turn++ % books.length] as OrderBook, pages: pagesPerCycle }),
  preferences: () => ({ refreshSeconds: 10, notifications: true }),
  windowVisible: () => true,
  emit: () => {},
  notify: () => {},
});
const baseline = heapMiB();
for (let i = 0; i < FEW; i += 1) await replay.refresh();
const afterFew = heapMiB();
const replayStart = performance.now();
for (let i = FEW; i < MANY; i += 1) await replay.refresh();
const perReplay = (performance.now() - replayStart) / (MANY - FEW);
const afterMany = heapMiB();
replay.stop();
console.log(`  heapUsed before the first                           ${baseline.toFixed(2).padStart(9)} MiB`);
console.log(`  heapUsed after ${String(FEW).padEnd(6)} refreshes                     ${afterFew.toFixed(2).padStart(9)} MiB`);
console.log(`  heapUsed after ${MANY.toLocaleString('en-US').padEnd(6)} refreshes                     ${afterMany.toFixed(2).padStart(9)} MiB`);
const ratio = afterMany / afterFew;
console.log(
  `  ratio ${MANY.toLocaleString('en-US')} / ${FEW}                                    ${ratio.toFixed(3).padStart(9)}  (goal: no growth, ≤ 1.05)  ${ratio <= 1.05 ? 'ok' : 'GROWTH'}`,
);
console.log(`  one simulated refresh (diff + notify + push)        ${ms(perReplay)}`);

await fixture.close();

/**
 * v1: today's orders by the rule of today-window.ts, over the v1 decoder's models (a generated v1
 * history: today's orders, yesterday's, and older good-till-cancelled ones still open), served the
 * way the platform pages (newest first, window by New York day, one status:
 * docs/platform/current-api.md, "Orders"). Figures: requests per refresh and per hour at the
 * default interval (shown and hidden), and memory over 10,000 refreshes with the day moving and
 * statuses changing.
 */
async function v1Watcher(): Promise<void> {
  const now = Date.parse('2026-11-20T18:00:00Z'); // 13:00 in New York
  const HOUR = 3_600_000;

  /** Statuses of a working order other than OPEN (today's rule follows those every refresh). */
  const WORKING_NOT_OPEN = new Set(['INDIVIDUAL_FILLS', 'PARTIAL', 'CANCEL_REQUESTED']);
  /**
   * `today` orders placed this morning, 200 yesterday, 20 older ones still open. `settled`:
   * yesterday's working orders (partly filled, cancel requested) are executed, the common day.
   */
  const history = (today: number, settled = true) => {
    const decode = (count: number, newest: number) => {
      const page = decodeV1OrderList({ body: JSON.stringify({ OrdersResponse: generateV1OrderList(count, newest) }) });
      if (!page.ok) throw new Error(page.error.message);
      return page.data.orders; // singles and spreads; groups are counted in the decode benchmark
    };
    const open = decode(20, now - 30 * 24 * HOUR).map((order) => ({ ...order, status: 'OPEN' }));
    const yesterday = decode(200, now - 19 * HOUR).map((order) =>
      settled && order.status !== null && WORKING_NOT_OPEN.has(order.status) ? { ...order, status: 'EXECUTED' } : order,
    );
    return [...decode(today, now - 60_000), ...yesterday, ...open].map((order, i) => ({ ...order, orderId: String(1_000_000 - i) }));
  };

  const perHour = (intervalMs: number, requests: number) => Math.round((HOUR / intervalMs) * requests);
  const baseMs = settingMs(REFRESH_SECONDS.default, REFRESH_SECONDS);
  const shown = backedOffMs({ baseMs, visible: true, hidden: 'slow', failures: 0, random: () => 0 });
  const hidden = backedOffMs({ baseMs, visible: false, hidden: 'slow', failures: 0, random: () => 0 });
  console.log(
    `\nv1: today's orders by the rule (two-day window + status=OPEN; status=INDIVIDUAL_FILLS at the day's start and while an older order is partly filled), default interval ${shown / 1000} s shown, ${hidden / 1000} s hidden; Orders budget 17,800/h`,
  );
  const line = (label: string, requests: number, book: number) =>
    console.log(
      `  ${label}: ${requests} requests per refresh, ${perHour(shown, requests).toLocaleString('en-US').padStart(6)}/h shown, ${perHour(hidden, requests).toLocaleString('en-US').padStart(5)}/h hidden, book ${book}`,
    );
  for (const today of [40, 100, 300]) {
    const fake = fakeV1Orders(history(today));
    const source = createTodayOrdersSource({ fetchPage: fake.fetchPage, fetchDetails: fake.fetchDetails, logger: silentLogger });
    const start = await source.fetch(now);
    const steady = await source.fetch(now + 10_000);
    if (!start.ok || !steady.ok) throw new Error('the v1 source failed');
    line(`${String(today).padStart(4)} orders today (+20 older open), the day's first refresh`, start.data.pages, start.data.book.orders.length);
    line(`${String(today).padStart(4)} orders today (+20 older open), every later refresh  `, steady.data.pages, steady.data.book.orders.length);
  }
  {
    // Yesterday as generated: some orders still partly filled or cancel requested. The
    // INDIVIDUAL_FILLS ask every refresh, plus one single-order call per PARTIAL / CANCEL_REQUESTED.
    const orders = history(100, false);
    const working = orders.filter((order) => order.status !== null && WORKING_NOT_OPEN.has(order.status) && (order.placedAt ?? 0) < now - 12 * HOUR).length;
    const fake = fakeV1Orders(orders);
    const source = createTodayOrdersSource({ fetchPage: fake.fetchPage, fetchDetails: fake.fetchDetails, logger: silentLogger });
    await source.fetch(now);
    const steady = await source.fetch(now + 10_000);
    if (!steady.ok) throw new Error(steady.error.message);
    line(` 100 orders today, ${working} of yesterday's still working (not OPEN), every refresh`, steady.data.pages, steady.data.book.orders.length);
  }

  const fake = fakeV1Orders(history(100));
  const base = fake.orders;
  const source = createTodayOrdersSource({ fetchPage: fake.fetchPage, fetchDetails: fake.fetchDetails, logger: silentLogger });
  let clockNow = now;
  let turn = 0;
  const watcher = createOrderWatcher({
    accountKey: 'dBZOKt9xDrtRSAOl4MSiiA',
    clock: { now: () => clockNow, setTimeout: () => () => {} },
    random: Math.random,
    logger: silentLogger,
    fetchDay: async () => {
      // Each refresh: ten seconds later, and a few of today's orders change status.
      clockNow += 10_000;
      turn += 1;
      fake.orders = base.map((order, i) => (i < 100 && (i + turn) % 17 === 0 ? { ...order, status: order.status === 'OPEN' ? 'EXECUTED' : 'OPEN' } : order));
      fake.requests.length = 0;
      return source.fetch(clockNow);
    },
    pace: (intervalMs) => ({ intervalMs, slowedBecause: null }),
    preferences: () => ({ refreshSeconds: 10, notifications: true }),
    windowVisible: () => true,
    emit: () => {},
    notify: () => {},
  });
  const before = heapMiB();
  for (let i = 0; i < FEW; i += 1) await watcher.refresh();
  const few = heapMiB();
  const started = performance.now();
  for (let i = FEW; i < MANY; i += 1) await watcher.refresh();
  const each = (performance.now() - started) / (MANY - FEW);
  const many = heapMiB();
  watcher.stop();
  const growth = many / few;
  console.log(
    `  memory over ${MANY.toLocaleString('en-US')} v1 refreshes: ${before.toFixed(2)} MiB before, ${few.toFixed(2)} after ${FEW}, ${many.toFixed(2)} after ${MANY.toLocaleString('en-US')}: ratio ${growth.toFixed(3)} (goal ≤ 1.05) ${growth <= 1.05 ? 'ok' : 'GROWTH'}`,
  );
  console.log(`  one v1 refresh in memory (2-3 page asks, merge, diff, notify)  ${ms(each)}`);
}

await v1Watcher();
