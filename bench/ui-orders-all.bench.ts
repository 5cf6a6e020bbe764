/**
 * The orders view on "All accounts" in Chromium: the built renderer driven like the e2e
 * tests (real backend and demo broker in this process) showing the demo's three open accounts in
 * one table (1,500+ orders). Measured from outside the app (ui-orders-page.ts), as ui-orders.bench.ts:
 *
 * 1. A refresh where 10 orders change: the 10 newest orders of the merged table (they are on
 *    screen) change, across the accounts they belong to; each account's push is emitted as main
 *    sends it (one per account, in the same task), and the time runs from the first push to the
 *    painted frame that shows all 10 flashed; the rows React rendered for it are counted, and any
 *    row rendered that did not change is named.
 * 2. A push that changes nothing (only `refreshing` moves): the rows rendered (goal: none).
 *
 * `npm run bench -- ui-orders-all`.
 */
import { ordersWire } from './feed-wire.ts';
import { chromium } from '@playwright/test';
import { startApp } from '../e2e/harness/app-harness.ts';
import { CHROMIUM_ARGS, findChromium } from '../e2e/harness/chromium.ts';
import globalSetup from '../e2e/harness/global-setup.ts';
import type { OrderWatchState } from '../shared/domain/order-watch.ts';
import type { Order } from '../shared/domain/orders.ts';
import { goalLine, goalSummary, line, median } from './bench-figures.ts';
import { PAGE_PROBES, paintedWhen, stopCounting, type PageGlobal } from './ui-orders-page.ts';
import { traceWhile, traced } from './ui-orders-trace.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
/** Wednesday 10 June 2026, 14:30 in New York: most of the day's orders are in. */
const START = Date.UTC(2026, 5, 10, 18, 30, 0);
/** Every account's book in: the table painted, no account still loading, the status line updated. */
const ALL_IN = `document.querySelector('[data-testid="orders-table"]') !== null && document.querySelector('[data-testid="account-problems"]') === null && document.querySelector('[data-testid="updated-ago"]') !== null`;

await globalSetup();
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true });
const page = await browser.newPage({ viewport: { width: 1360, height: 860 } });
await page.addInitScript(PAGE_PROBES);
const app = await startApp(page, {
  autoApprove: true,
  // The books the bench is measured on: the load volume's (docs/demo-broker.md).
  broker: { volume: 'load' },
  settingsFile: JSON.stringify({ onboarded: true, theme: 'light', ordersView: { allAccounts: true } }),
  startAt: START,
  // Real timers in the page: Playwright's fake clock would put its own pace on every frame.
  pageClock: false,
});

/** The made-up states as main would push them (feed-wire.ts); each table's entries begin with its snapshot. */
let wire = ordersWire();

/** Emits every push in one task (as the pushes of one refresh cycle arrive) and times the first to the painted frame where `done` holds. */
function pushAllAndTime(states: readonly OrderWatchState[], done: string): Promise<number> {
  const pushes = states.map(wire);
  return page.evaluate(
    async ({ text, check }) => {
      const target = globalThis as unknown as PageGlobal;
      const payloads = JSON.parse(text) as unknown[];
      const painted = target.__benchPainted(check, 10_000);
      const started = performance.now();
      for (const payload of payloads) target.__strikeboardEmit('orders:changed', payload);
      return (await painted) - started;
    },
    { text: JSON.stringify(pushes), check: done },
  );
}

/**
 * RUNS refreshes where the 10 newest orders of `start` (the books shown) change, each account's
 * push emitted as main sends it; the times, the rows rendered and the accounts pushed per refresh.
 */
async function refreshRuns(start: OrderWatchState[]) {
  let states = start;
  const applies: number[] = [];
  const rendered: number[] = [];
  const spread: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    // The 10 newest orders of the merged table, with the account each is in.
    const newest = states
      .flatMap((state) => (state.book?.orders ?? []).map((order) => ({ key: state.accountKey, order })))
      .sort((a, b) => (b.order.placedAt ?? 0) - (a.order.placedAt ?? 0))
      .slice(0, 10);
    // Row keys: an account's key before each under All accounts, none for one account.
    const changed = new Set(newest.map(({ key, order }) => `${states.length > 1 ? `${key}/` : ''}order:${order.orderId}`));
    const bump = (order: Order): Order => ({
      ...order,
      status: order.status === 'OPEN' ? 'CANCEL_REQUESTED' : 'OPEN',
      orderValue: (order.orderValue ?? 0) + 1,
    });
    const next = states.map((state) => {
      const mine = newest.filter((entry) => entry.key === state.accountKey).map((entry) => entry.order.orderId);
      if (mine.length === 0 || state.book === null) return state;
      const ids = new Set(mine);
      return {
        ...state,
        book: { ...state.book, orders: state.book.orders.map((order) => (ids.has(order.orderId) ? bump(order) : order)) },
        dataTime: (state.dataTime ?? START) + 10_000,
        changes: state.book.orders
          .filter((order) => ids.has(order.orderId))
          .map((order) => ({ kind: 'status' as const, orderId: order.orderId, from: order.status, to: bump(order).status })),
      };
    });
    const pushed = next.filter((state, j) => state !== states[j]);
    spread.push(pushed.length);
    const check = `${[...changed].map((key) => `document.querySelector('[data-key="${key}"]')?.getAttribute('data-changed') === 'true'`).join(' && ')}`;
    await page.evaluate(() => (globalThis as unknown as PageGlobal).__benchRows.start());
    applies.push(await pushAllAndTime(pushed, check));
    const probe = await stopCounting(page);
    rendered.push(probe.rows);
    const strangers = Object.keys(probe.byKey).filter((key) => !changed.has(key));
    if (strangers.length > 0) console.log(`  run ${i + 1}: rows re-rendered that did not change: ${strangers.join(', ')}`);
    states = next;
  }
  return { states, applies, rendered, spread };
}

try {
  await app.signIn();
  await page.getByRole('tab', { name: 'Orders' }).click();
  await paintedWhen(page, ALL_IN, 180_000);
  // Every account's watcher would refresh by itself and spoil the counts: paused (as Pause does).
  const answer = await app.backend.handlers['orders:watchAll'](undefined);
  if (!answer.ok) throw new Error(answer.error.message);
  for (const state of answer.data.states) await app.backend.handlers['orders:pause']({ accountKey: state.accountKey, paused: true });
  await page.getByRole('button', { name: 'Resume' }).waitFor({ timeout: 60_000 });
  const again = await app.backend.handlers['orders:watchAll'](undefined);
  if (!again.ok) throw new Error(again.error.message);
  let states = again.data.states;
  const total = states.reduce(
    (sum, state) => sum + (state.book?.orders.length ?? 0) + (state.book?.groups.reduce((n, group) => n + group.orders.length, 0) ?? 0),
    0,
  );
  console.log(`orders view on All accounts: ${states.length} accounts, ${total.toLocaleString('en-US')} orders, ${RUNS} runs, medians (fastest-slowest)`);

  const all = await traceWhile(page, traced('all-refresh'), () => refreshRuns(states));
  states = all.states;
  const spread = all.spread;
  const applies = all.applies;
  const rendered = all.rendered;
  line('accounts pushed per refresh (the 10 changed orders fall in them)', `${Math.min(...spread)}-${Math.max(...spread)}`);
  goalLine('All accounts: a refresh where 10 orders change, push to painted frame', applies, 33);
  line('rows re-rendered by that refresh (10 changed, ~40 in the DOM)', String(median(rendered)));

  // A push of every account that changes nothing shown (only `refreshing`): no row renders.
  await page.evaluate(() => (globalThis as unknown as PageGlobal).__benchRows.start());
  for (const refreshing of [true, false])
    await pushAllAndTime(
      states.map((state) => ({ ...state, refreshing })),
      `document.querySelector('[data-testid="orders-table"]') !== null`,
    );
  const idle = await stopCounting(page);
  line('rows re-rendered by pushes that changed no order (every account, twice)', String(idle.rows));
  if (idle.rows > 0) console.log(`  rows rendered for nothing: ${Object.keys(idle.byKey).slice(0, 10).join(', ')}`);

  // The same refresh on the high-volume account shown alone, in the same run: what All accounts adds.
  const alone = states.find((state) => state.accountId === '83409917') ?? states[0];
  if (alone === undefined) throw new Error('no account');
  await page.getByTestId('account-select').selectOption(alone.accountKey);
  await paintedWhen(page, `document.querySelector('[data-testid="orders-view"]')?.dataset.allAccounts === undefined && ${ALL_IN}`, 120_000);
  await app.backend.handlers['orders:pause']({ accountKey: alone.accountKey, paused: true });
  await page.getByRole('button', { name: 'Resume' }).waitFor({ timeout: 60_000 });
  const single = await app.backend.handlers['orders:watch']({ accountKey: alone.accountKey });
  if (!single.ok) throw new Error(single.error.message);
  // The one account's entry is new and holds the watch's answer, not the made-up books pushed to
  // All accounts: the pushes to it begin anew, with their snapshot (a delta against a book it
  // never held would be refused, and the entry would ask its watch again).
  wire = ordersWire();
  const one = await refreshRuns([single.data]);
  goalLine(
    `one account (${alone.accountId}, ${(single.data.book?.orders.length ?? 0).toLocaleString('en-US')} orders): the same refresh, push to painted frame`,
    one.applies,
    33,
  );
  line('ratio All accounts / one account (medians, same run)', (median(applies) / median(one.applies)).toFixed(2));
  goalSummary();
} finally {
  await app.close();
  await browser.close();
}
