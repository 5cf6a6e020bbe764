/**
 * The orders view in Chromium (issue 7, "Measured"): the built renderer driven like the e2e tests
 * (real backend and demo broker in this process), on the 1,000+-order account. Prints the time
 * from data to a painted table of all orders, the cost of applying one refresh where 10 orders
 * change with the number of rows that re-rendered, and the rows in the DOM and frame times while
 * scrolling the whole list. `npm run bench -- ui-orders`. Row renders are counted from outside the
 * app, through a minimal React DevTools hook (which production builds also call): the product
 * carries no probe for it.
 * `BENCH_TRACE_SCROLL=1` also prints where the scroll's time goes (Chrome trace events, summed by name and thread).
 *
 * Then a window of history (issue 13, "Measured"): 2,000 orders answered for a custom range (the
 * backend's `orders:history` handler answers a prepared window, so the figure is the view's own):
 * from the data reaching the page to the painted table, and a Refresh in which 10 orders changed,
 * with the rows that re-rendered.
 */
import { chromium } from '@playwright/test';
import type { Page } from '@playwright/test';
import { startApp } from '../e2e/harness/app-harness.ts';
import { CHROMIUM_ARGS, findChromium } from '../e2e/harness/chromium.ts';
import globalSetup from '../e2e/harness/global-setup.ts';
import type { OrderHistory, OrderHistoryQuery } from '../shared/domain/order-history.ts';
import { newYorkDate } from '../shared/domain/market-time.ts';
import type { OrderWatchState } from '../shared/domain/order-watch.ts';
import type { Result } from '../shared/result.ts';
import type { Order } from '../shared/domain/orders.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
/** The demo's high-volume account (83409917), by the key the current API takes. */
const ACCOUNT = 'Hh3JfW9eQx0bTn6uVc5yKw';
/** Wednesday 10 June 2026, 14:30 in New York: most of the day's orders are in. */
const START = Date.UTC(2026, 5, 10, 18, 30, 0);

/** What the bench touches in the page (this file is type-checked without the DOM library). */
interface PageGlobal {
  requestAnimationFrame(callback: () => void): number;
  __strikeboardEmit(channel: string, payload: unknown): void;
  __strikeboardInvoke(channel: string, arg: unknown): Promise<unknown>;
  __benchRows: RowCount;
  /** performance.now() when the last `orders:history` answer reached the page. */
  __benchHistoryAt: number;
}

/** Row renders counted since `start()`: in all and per row key (`data-key`). */
interface RowCount {
  rows: number;
  byKey: Record<string, number>;
  /** Starts counting (from zero) the renders of the commits that follow. */
  start(): void;
  stop(): void;
}

/**
 * Installed before the app's scripts: a minimal React DevTools hook. After each commit, once
 * started, it counts the table's order, leg and group rows React rendered in it: a row element
 * whose props object is new (mounted, or its memoised component ran again; a skipped row keeps its
 * props). Starting first notes the props already committed, so only later renders count.
 */
const ROW_COUNTER = `(() => {
  let on = false;
  let root = null;
  let seen = new WeakSet();
  const walk = (fiber, counting) => {
    for (let f = fiber; f !== null; f = f.sibling) {
      const props = f.memoizedProps;
      if (f.tag === 5 && props && props.role === 'row' && typeof props['data-key'] === 'string' && typeof props.className === 'string' && props.className.startsWith('orders-row')) {
        if (counting && !seen.has(props)) {
          count.rows += 1;
          count.byKey[props['data-key']] = (count.byKey[props['data-key']] ?? 0) + 1;
        }
        seen.add(props);
        continue;
      }
      if (f.child !== null) walk(f.child, counting);
    }
  };
  const count = {
    rows: 0,
    byKey: {},
    start() {
      Object.assign(count, { rows: 0, byKey: {} });
      seen = new WeakSet();
      if (root !== null) walk(root.current.child, false);
      on = true;
    },
    stop() { on = false; },
  };
  window.__benchRows = count;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) { this.renderers.set(1, renderer); return 1; },
    onScheduleFiberRoot() {},
    onCommitFiberRoot(_id, fiberRoot) {
      root = fiberRoot;
      if (on) walk(fiberRoot.current.child, true);
    },
    onPostCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    checkDCE() {},
  };
})()`;

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const line = (label: string, value: string) => console.log(`  ${label.padEnd(58)} ${value.padStart(12)}`);
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Emits a push in the page and resolves with the ms until a frame shows `done` true. */
async function pushAndTime(page: Page, state: OrderWatchState, done: string): Promise<number> {
  return page.evaluate(
    async ({ payload, check }) => {
      const emit = (globalThis as unknown as PageGlobal).__strikeboardEmit;
      const test = new Function(`return (${check})`) as () => boolean;
      const started = performance.now();
      emit('orders:changed', payload);
      for (;;) {
        await new Promise((resolve) => (globalThis as unknown as PageGlobal).requestAnimationFrame(() => resolve(undefined)));
        if (test()) return performance.now() - started;
        if (performance.now() - started > 10_000) throw new Error(`never true: ${check}`);
      }
    },
    { payload: state, check: done },
  );
}

const orderCount = (state: OrderWatchState) =>
  (state.book?.orders.length ?? 0) + (state.book?.groups.reduce((sum, group) => sum + group.orders.length, 0) ?? 0);

await globalSetup();
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true });
const page = await browser.newPage({ viewport: { width: 1360, height: 860 } });
await page.addInitScript(ROW_COUNTER);
const app = await startApp(page, {
  autoApprove: true,
  settingsFile: JSON.stringify({ onboarded: true, theme: 'light', ordersView: { accounts: { demo: ACCOUNT } } }),
  startAt: START,
  // Real timers in the page: Playwright's fake clock would put its own pace on every frame and timeout.
  pageClock: false,
});
try {
  await app.signIn();
  // The watcher would refresh by itself every 10 s and spoil the counts: pause it once loaded.
  const firstLoad = performance.now();
  await page.getByRole('tab', { name: 'Orders' }).click();
  await page.locator('.orders-body > [role="row"]').first().waitFor();
  const firstLoadMs = performance.now() - firstLoad;
  await page.getByRole('button', { name: 'Pause' }).click();
  await page.getByRole('button', { name: 'Resume' }).waitFor();
  const watch = await app.backend.handlers['orders:watch']({ accountKey: ACCOUNT });
  if (!watch.ok || watch.data.book === null) throw new Error('no book');
  const full = watch.data;
  const total = orderCount(full);
  console.log(`orders view, account ${ACCOUNT}: ${total} orders (${full.book!.groups.length} groups), ${RUNS} runs, medians`);
  line('first load: click to first row (12 pages over loopback)', ms(firstLoadMs));

  // 1. From nothing to the table of every order.
  const rowCount = `document.querySelector('[data-testid="orders-table"]')?.getAttribute('aria-rowcount') === '${full.book!.orders.length + full.book!.groups.length + 1}'`;
  const renders: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const dataTime = (full.dataTime ?? START) + (i + 1) * 2;
    await pushAndTime(page, { ...full, book: null, dataTime: dataTime - 1, changes: [] }, `document.querySelector('[data-testid="orders-loading"]') !== null`);
    renders.push(await pushAndTime(page, { ...full, dataTime, changes: [] }, rowCount));
  }
  line(`render ${total} orders from data to painted table`, ms(median(renders)));
  line('  fastest / slowest', `${Math.min(...renders).toFixed(1)} / ${Math.max(...renders).toFixed(1)} ms`);

  // 2. One refresh where 10 orders change (the 10 newest, which are on screen).
  const applies: number[] = [];
  const rendered: number[] = [];
  let base: OrderWatchState = { ...full, dataTime: (full.dataTime ?? START) + 1_000 };
  await pushAndTime(page, base, rowCount);
  for (let i = 0; i < RUNS; i += 1) {
    const newest = [...base.book!.orders].sort((a, b) => (b.placedAt ?? 0) - (a.placedAt ?? 0)).slice(0, 10);
    const ids = new Set(newest.map((order) => order.orderId));
    const bump = (order: Order): Order =>
      ids.has(order.orderId) ? { ...order, status: order.status === 'OPEN' ? 'CANCEL_REQUESTED' : 'OPEN', orderValue: (order.orderValue ?? 0) + 1 } : order;
    const next: OrderWatchState = {
      ...base,
      book: { ...base.book!, orders: base.book!.orders.map(bump) },
      dataTime: (base.dataTime ?? 0) + 10_000,
      changes: newest.map((order) => ({ kind: 'status' as const, orderId: order.orderId, from: order.status, to: bump(order).status })),
    };
    await page.evaluate(() => (globalThis as unknown as PageGlobal).__benchRows.start());
    const last = newest[9]!.orderId;
    const cdp = i === RUNS - 1 && process.env.BENCH_PROFILE ? await page.context().newCDPSession(page) : null;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
    }
    applies.push(await pushAndTime(page, next, `document.querySelector('[data-order-id="${last}"]')?.getAttribute('data-changed') === 'true' && document.querySelectorAll('[data-changed="true"]').length >= 10`));
    if (cdp) {
      const { profile } = await cdp.send('Profiler.stop');
      const self = new Map<string, number>();
      const dt = new Map<number, number>();
      profile.samples?.forEach((id, k) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas?.[k] ?? 0)));
      for (const node of profile.nodes) {
        const key = `${node.callFrame.functionName || '(anon)'} ${node.callFrame.url.split('/').pop()}:${node.callFrame.lineNumber}:${node.callFrame.columnNumber}`;
        self.set(key, (self.get(key) ?? 0) + (dt.get(node.id) ?? 0));
      }
      console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([k, v]) => `    ${(v / 1000).toFixed(1)} ms ${k}`).join('\n'));
    }
    const probe = await page.evaluate(() => {
      const count = (globalThis as unknown as PageGlobal).__benchRows;
      count.stop();
      return { rows: count.rows, byKey: count.byKey };
    });
    rendered.push(probe.rows);
    const strangers = Object.keys(probe.byKey).filter((key) => !ids.has(key.replace(/^order:/, '')));
    if (strangers.length > 0) console.log(`  run ${i + 1}: rows re-rendered that did not change: ${strangers.join(', ')}`);
    base = next;
  }
  line('apply one refresh where 10 orders change (push to frame)', ms(median(applies)));
  line('rows re-rendered by that refresh (of ~40 in the DOM)', String(median(rendered)));

  // 3. Scrolling the whole list, with the multi-leg orders in view expanded on the way.
  const table = page.getByTestId('orders-table');
  const scrollHeight = await table.evaluate((el) => el.scrollHeight);
  for (let y = 0; y < scrollHeight; y += Math.floor(scrollHeight / 12)) {
    await table.evaluate((el, top) => (el.scrollTop = top), y);
    const toggles = page.locator('.orders-row[aria-expanded="false"] .tree-toggle');
    for (let i = 0, n = Math.min(4, await toggles.count()); i < n; i += 1) await toggles.first().click();
  }
  // BENCH_TRACE_SCROLL=1: time spent per trace event on the page's threads while scrolling (not written to disk).
  const scrollCdp = process.env.BENCH_TRACE_SCROLL ? await page.context().newCDPSession(page) : null;
  const traceEvents: { name: string; ph: string; dur?: number; tid: number; pid: number }[] = [];
  let traceDone: Promise<void> = Promise.resolve();
  if (scrollCdp) {
    scrollCdp.on('Tracing.dataCollected', ({ value }) => traceEvents.push(...(value as unknown as typeof traceEvents)));
    traceDone = new Promise<void>((resolve) => scrollCdp.once('Tracing.tracingComplete', () => resolve()));
    await scrollCdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'cc', 'v8'] } });
  }
  const scroll = await table.evaluate(async (el) => {
    const counts: number[] = [];
    const frames: number[] = [];
    el.scrollTop = 0;
    let last = performance.now();
    const step = 240;
    for (let top = 0; top <= el.scrollHeight; top += step) {
      el.scrollTop = top;
      await new Promise((resolve) => (globalThis as unknown as PageGlobal).requestAnimationFrame(() => resolve(undefined)));
      const now = performance.now();
      frames.push(now - last);
      last = now;
      counts.push(el.querySelectorAll('[role="rowgroup"] > [role="row"]').length);
    }
    return { counts, frames, rows: Number(el.getAttribute('aria-rowcount')) - 1, height: el.scrollHeight };
  });
  if (scrollCdp) {
    await scrollCdp.send('Tracing.end');
    await traceDone;
    const byName = new Map<string, number>();
    for (const event of traceEvents) if (event.ph === 'X' && event.dur !== undefined) byName.set(`${event.name} [${event.tid}]`, (byName.get(`${event.name} [${event.tid}]`) ?? 0) + event.dur);
    console.log([...byName].sort((x, y) => y[1] - x[1]).slice(0, 30).map(([k, v]) => `    ${(v / 1000).toFixed(1)} ms ${k}`).join('\n'));
  }
  const idle = await table.evaluate(async (el) => {
    const frames: number[] = [];
    let last = performance.now();
    for (let i = 0; i < 30; i += 1) {
      el.scrollTop = el.scrollTop === 0 ? 1 : 0;
      await new Promise((resolve) => (globalThis as unknown as PageGlobal).requestAnimationFrame(() => resolve(undefined)));
      const now = performance.now();
      frames.push(now - last);
      last = now;
    }
    return frames.sort((a, b) => a - b)[15] ?? 0;
  });
  line('frame time with the same rows (1 px scroll): median', ms(idle));
  const sorted = [...scroll.frames].sort((a, b) => a - b);
  line('rows in the table (orders, groups and expanded legs)', String(scroll.rows));
  line('rows in the DOM while scrolling: min / max', `${Math.min(...scroll.counts)} / ${Math.max(...scroll.counts)}`);
  line(`frame time scrolling 240 px per frame (${scroll.frames.length} frames): median`, ms(median(scroll.frames)));
  line('  95th percentile / worst', `${(sorted[Math.floor(sorted.length * 0.95)] ?? 0).toFixed(1)} / ${Math.max(...scroll.frames).toFixed(1)} ms`);

  // 4. A window of history: 2,000 orders (issue 13). The handler answers a prepared window
  // whatever the range; the page notes when the answer arrives, so the figure is the view's.
  const HISTORY_SIZE = 2_000;
  const source = [...full.book!.orders];
  const firstId = 7_000_000_000;
  const makeOrders = (): Order[] =>
    Array.from({ length: HISTORY_SIZE }, (_, i) => {
      const from = source[i % source.length]!;
      return { ...from, orderId: String(firstId + i), placedAt: (from.placedAt ?? START) - Math.floor(i / source.length) * 86_400_000 };
    });
  let historyWindow: Omit<OrderHistory, 'query'> = { book: { orders: makeOrders(), groups: [] }, fetchedAt: Date.now(), capped: null };
  const handlers = app.backend.handlers as unknown as Record<string, (arg: unknown) => Promise<Result<OrderHistory>>>;
  handlers['orders:history'] = async (arg) => ({ ok: true, data: { ...historyWindow, query: arg as OrderHistoryQuery } });
  await page.evaluate(() => {
    const target = globalThis as unknown as PageGlobal;
    const invoke = target.__strikeboardInvoke;
    target.__strikeboardInvoke = async (channel, arg) => {
      const answer = await invoke(channel, arg);
      if (channel === 'orders:history') target.__benchHistoryAt = performance.now();
      return answer;
    };
  });
  /** Waits for a frame where `done` holds; the ms from the history answer's arrival to that frame. */
  const paintedAfterAnswer = (done: string) =>
    page.evaluate(async (check) => {
      const test = new Function(`return (${check})`) as () => boolean;
      const started = performance.now();
      for (;;) {
        await new Promise((resolve) => (globalThis as unknown as PageGlobal).requestAnimationFrame(() => resolve(undefined)));
        if (test()) return performance.now() - (globalThis as unknown as PageGlobal).__benchHistoryAt;
        if (performance.now() - started > 20_000) throw new Error(`never true: ${check}`);
      }
    }, done);
  const historyRows = `document.querySelector('[data-testid="orders-table"]')?.getAttribute('aria-rowcount') === '${HISTORY_SIZE + 1}' && document.querySelector('[data-testid="orders-view"]')?.getAttribute('data-range') === 'custom'`;
  const today = newYorkDate(Date.now());
  await page.getByRole('radio', { name: 'Custom…' }).check({ force: true });
  const historyRenders: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    // A new range each run: a new query, so the window is fetched and drawn from nothing.
    const from = newYorkDate(Date.now() - (i + 10) * 86_400_000);
    await page.getByTestId('range-from').fill(from);
    await page.getByTestId('range-to').fill(today);
    await page.evaluate(() => ((globalThis as unknown as PageGlobal).__benchHistoryAt = Number.POSITIVE_INFINITY));
    // Watching frames from before the click, so the first painted frame is the one measured.
    const painted = paintedAfterAnswer(`${historyRows} && Number.isFinite(globalThis.__benchHistoryAt)`);
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    historyRenders.push(await painted);
  }
  line(`history: ${HISTORY_SIZE} orders, answer in the page to painted table`, ms(median(historyRenders)));
  line('  fastest / slowest', `${Math.min(...historyRenders).toFixed(1)} / ${Math.max(...historyRenders).toFixed(1)} ms`);

  // 5. Refresh of that window where 10 orders changed (the newest, on screen).
  const historyApplies: number[] = [];
  const historyRendered: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const newest = [...historyWindow.book.orders].sort((a, b) => (b.placedAt ?? 0) - (a.placedAt ?? 0)).slice(0, 10);
    const ids = new Set(newest.map((order) => order.orderId));
    const orders = historyWindow.book.orders.map((order) =>
      ids.has(order.orderId) ? { ...order, status: order.status === 'OPEN' ? 'CANCEL_REQUESTED' : 'OPEN', orderValue: (order.orderValue ?? 0) + 1 } : { ...order },
    );
    historyWindow = { ...historyWindow, book: { orders, groups: [] }, fetchedAt: historyWindow.fetchedAt + 1_000 };
    const last = newest[9]!.orderId;
    const badge = (order: Order) => (order.status === 'OPEN' ? 'Open' : 'Cancel requested');
    const changed = orders.find((order) => order.orderId === last)!;
    await page.evaluate(() => {
      const target = globalThis as unknown as PageGlobal;
      target.__benchHistoryAt = Number.POSITIVE_INFINITY;
      target.__benchRows.start();
    });
    const painted = paintedAfterAnswer(
      `Number.isFinite(globalThis.__benchHistoryAt) && document.querySelector('[data-order-id="${last}"] .status-badge')?.textContent === '${badge(changed)}'`,
    );
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    historyApplies.push(await painted);
    const probe = await page.evaluate(() => {
      const count = (globalThis as unknown as PageGlobal).__benchRows;
      count.stop();
      return { rows: count.rows, byKey: count.byKey };
    });
    historyRendered.push(probe.rows);
    const strangers = Object.keys(probe.byKey).filter((key) => !ids.has(key.replace(/^order:/, '')));
    if (strangers.length > 0) console.log(`  history run ${i + 1}: rows re-rendered that did not change: ${strangers.join(', ')}`);
  }
  line('history Refresh where 10 orders changed: answer to painted frame', ms(median(historyApplies)));
  line('rows re-rendered by that Refresh', String(median(historyRendered)));
} finally {
  await app.close();
  await browser.close();
}
