/**
 * The order watcher over the demo broker's 1,000+-order account (issue 5, "Performance"): one full
 * refresh over loopback (every page requested, decoded, united, diffed, pushed) with its page
 * count, the diff on its own, and memory (heapUsed after gc) after 10,000 simulated refreshes
 * against after 100: no growth means a ratio near 1. Run with `npm run bench -- watcher`
 * (node --expose-gc).
 */
import { createApiClient } from '../electron/backend/broker/legacy/api-client.ts';
import { diffOrders, indexBook } from '../electron/backend/orders/order-diff.ts';
import { fetchAllOrders, type DayOrders } from '../electron/backend/orders/order-paging.ts';
import { createOrderWatcher } from '../electron/backend/orders/order-watcher.ts';
import { HIGH_VOLUME_ACCOUNT_ID } from '../electron/demo-broker/index.ts';
import type { OrderBook } from '../shared/domain/order-watch.ts';
import { ok, type Result } from '../shared/result.ts';
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
const fixture = await signedInDemo({ start: '2026-06-10T18:30:00Z' });
const client = createApiClient({ session: fixture.session, environment: fixture.environment, clock: skippingClock(fixture.time) });
let pagesPerCycle = 0;
const fetchDay = async (): Promise<Result<DayOrders>> => {
  const day = await fetchAllOrders((page) => client.getOrderPage(HIGH_VOLUME_ACCOUNT_ID, page));
  if (day.ok) pagesPerCycle = day.data.pages;
  return day;
};

/** A clock whose timers never fire: the benchmark drives every refresh itself. */
const stillClock = { now: fixture.time.now, setTimeout: () => () => {} };

console.log(`one full watcher refresh of account ${HIGH_VOLUME_ACCOUNT_ID} over loopback (signed requests, ${CYCLES} refreshes, the day moving 1 min between them)`);
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
console.log(`  ratio ${MANY.toLocaleString('en-US')} / ${FEW}                                    ${ratio.toFixed(3).padStart(9)}  (goal: no growth, ≤ 1.05)  ${ratio <= 1.05 ? 'ok' : 'GROWTH'}`);
console.log(`  one simulated refresh (diff + notify + push)        ${ms(perReplay)}`);

await fixture.close();
