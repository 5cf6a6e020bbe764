/**
 * BENCH-ONLY: the history part of the orders benchmark: 2,000 orders
 * answered for a custom range (the backend's `orders:history` handler answers a prepared window,
 * so the figures are the view's own): from the answer reaching the page to the painted table, and
 * a Refresh in which 10 orders changed, with the rows that re-rendered.
 */
import type { Page } from '@playwright/test';
import type { AppHarness } from '../e2e/harness/app-harness.ts';
import { newYorkDate } from '../shared/domain/market-time.ts';
import type { OrderHistory, OrderHistoryQuery } from '../shared/domain/order-history.ts';
import type { Order } from '../shared/domain/orders.ts';
import type { Result } from '../shared/result.ts';
import { goalLine, line, median } from './bench-figures.ts';
import { paintedWhen, stopCounting, type PageGlobal } from './ui-orders-page.ts';
import { traced, traceWhile } from './ui-orders-trace.ts';

const HISTORY_SIZE = 2_000;
const DAY = 86_400_000;

/** Measures the history window's first paint and Refresh, `runs` times each, from the orders of `source`. */
export async function benchHistory(page: Page, app: AppHarness, source: readonly Order[], runs: number, start: number): Promise<void> {
  const firstId = 7_000_000_000;
  const makeOrders = (): Order[] =>
    Array.from({ length: HISTORY_SIZE }, (_, i) => {
      const from = source[i % source.length] as Order;
      return { ...from, orderId: String(firstId + i), placedAt: (from.placedAt ?? start) - Math.floor(i / source.length) * DAY };
    });
  let window: Omit<OrderHistory, 'query'> = { book: { orders: makeOrders(), groups: [] }, fetchedAt: Date.now(), capped: null };
  const handlers = app.backend.handlers as unknown as Record<string, (arg: unknown) => Promise<Result<OrderHistory>>>;
  handlers['orders:history'] = async (arg) => ({ ok: true, data: { ...window, query: arg as OrderHistoryQuery } });
  // The page notes when each answer arrives, so the figure starts there.
  await page.evaluate(() => {
    const target = globalThis as unknown as PageGlobal;
    const invoke = target.__strikeboardInvoke;
    target.__strikeboardInvoke = async (channel, arg) => {
      const answer = await invoke(channel, arg);
      if (channel === 'orders:history') target.__benchHistoryAt = performance.now();
      return answer;
    };
  });
  const arrived = () => page.evaluate(() => (globalThis as unknown as PageGlobal).__benchHistoryAt);
  const forget = () => page.evaluate(() => ((globalThis as unknown as PageGlobal).__benchHistoryAt = Number.POSITIVE_INFINITY));
  const drawn = `document.querySelector('[data-testid="orders-table"]')?.getAttribute('aria-rowcount') === '${HISTORY_SIZE + 1}' && document.querySelector('[data-testid="orders-view"]')?.getAttribute('data-range') === 'custom'`;
  const today = newYorkDate(Date.now());
  await page.getByRole('radio', { name: 'Custom…' }).check({ force: true });
  const renders: number[] = [];
  await traceWhile(page, traced('history'), async () => {
    for (let i = 0; i < runs; i += 1) {
      // A new range each run: a new query, so the window is fetched and drawn from nothing.
      await page.getByTestId('range-from').fill(newYorkDate(Date.now() - (i + 10) * DAY));
      await page.getByTestId('range-to').fill(today);
      await forget();
      // Watching frames from before the click, so the first painted frame is the one measured.
      const painted = paintedWhen(page, `${drawn} && Number.isFinite(globalThis.__benchHistoryAt)`);
      await page.getByRole('button', { name: 'Show', exact: true }).click();
      renders.push((await painted) - (await arrived()));
    }
  });
  goalLine(`history: ${HISTORY_SIZE.toLocaleString('en-US')} orders, answer in the page to painted table`, renders, 100);

  // A Refresh of that window in which 10 orders changed (the newest, on screen).
  const applies: number[] = [];
  const rendered: number[] = [];
  await traceWhile(page, traced('history-refresh'), async () => {
    for (let i = 0; i < runs; i += 1) {
      const newest = [...window.book.orders].sort((a, b) => (b.placedAt ?? 0) - (a.placedAt ?? 0)).slice(0, 10);
      const ids = new Set(newest.map((order) => order.orderId));
      const orders = window.book.orders.map((order) =>
        ids.has(order.orderId)
          ? { ...order, status: order.status === 'OPEN' ? 'CANCEL_REQUESTED' : 'OPEN', orderValue: (order.orderValue ?? 0) + 1 }
          : { ...order },
      );
      window = { ...window, book: { orders, groups: [] }, fetchedAt: window.fetchedAt + 1_000 };
      const last = newest[9]?.orderId ?? '';
      const changed = orders.find((order) => order.orderId === last);
      const badge = changed?.status === 'OPEN' ? 'Open' : 'Cancel requested';
      await forget();
      await page.evaluate(() => (globalThis as unknown as PageGlobal).__benchRows.start());
      const painted = paintedWhen(
        page,
        `Number.isFinite(globalThis.__benchHistoryAt) && document.querySelector('[data-order-id="${last}"] .status-badge')?.textContent === '${badge}'`,
      );
      await page.getByRole('button', { name: 'Refresh', exact: true }).click();
      applies.push((await painted) - (await arrived()));
      const probe = await stopCounting(page);
      rendered.push(probe.rows);
      const strangers = Object.keys(probe.byKey).filter((key) => !ids.has(key.replace(/^order:/, '')));
      if (strangers.length > 0) console.log(`  history run ${i + 1}: rows re-rendered that did not change: ${strangers.join(', ')}`);
    }
  });
  goalLine('history Refresh where 10 orders changed: answer to painted frame', applies, 33);
  line('rows re-rendered by that Refresh', String(median(rendered)));
}
