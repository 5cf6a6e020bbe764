/**
 * The positions view in Chromium: the built renderer driven like the e2e
 * tests (real backend and demo broker in this process), on the demo's high-volume account (about
 * 400 positions, four pages of the portfolio). Every figure with a goal prints the goal and its
 * ratio (bench-figures.ts); `npm run bench -- ui-positions`.
 *
 * 1. The first load: from the click on Positions to the painted first row (for the record).
 * 2. Data to painted table: every position pushed into an empty view (goal 100 ms).
 * 3. A refresh where 10 % of the positions change: push to painted frame (goal 33 ms), and the
 *    rows React really rendered (counted on the React DevTools hook, ui-orders-page.ts), each
 *    checked to be a changed position or the group of one (or, when another tenth changed, a row
 *    of the last refresh losing its mark).
 * 4. What a shown view costs an hour at its default interval (the positions-quota bench measures
 *    the same against the demo's moving market for an hour; here, from the requests one refresh
 *    sent).
 *
 * Observed from outside the app: the product carries no probe. `BENCH_TRACE_RENDER=1` and
 * `BENCH_TRACE_REFRESH=1` also print where the time of parts 2 and 3 goes (Chrome trace events by
 * name and thread, ui-orders-trace.ts).
 */
import { chromium } from '@playwright/test';
import { startApp } from '../e2e/harness/app-harness.ts';
import { CHROMIUM_ARGS, findChromium } from '../e2e/harness/chromium.ts';
import globalSetup from '../e2e/harness/global-setup.ts';
import { groupByUnderlier } from '../shared/domain/position-math.ts';
import { positionKey, type Position } from '../shared/domain/positions.ts';
import { POSITIONS_REFRESH_SECONDS, type PositionsState } from '../shared/domain/positions-watch.ts';
import { DEFAULT_QUOTA_PER_HOUR } from '../shared/domain/quota.ts';
import { expectRows, goalLine, goalSummary, line, median, ms } from './bench-figures.ts';
import { traceWhile } from './ui-orders-trace.ts';
import { positionsWire } from './feed-wire.ts';
import { PAGE_PROBES, pageValue, paintedWhen, pushAndTime, stopCounting, type PageGlobal } from './ui-orders-page.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
/** The demo's high-volume account (83409917), by the key the current API takes. */
const ACCOUNT = 'Hh3JfW9eQx0bTn6uVc5yKw';
/** Wednesday 10 June 2026, 14:30 in New York: most of the day's fills are in. */
const START = Date.UTC(2026, 5, 10, 18, 30, 0);
const FIRST_ROW = `document.querySelector('[data-testid="positions-table"] .tree-table-body > [role="row"]') !== null`;

/** The backend's portfolio and balance requests, counted for the quota figure. */
let accountRequests = 0;
const realFetch = globalThis.fetch.bind(globalThis);
globalThis.fetch = async (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (url.includes('/portfolio') || url.includes('/balance')) accountRequests += 1;
  return realFetch(input, init);
};

/** The made-up states below as main would push them (feed-wire.ts). */
const wire = positionsWire();

await globalSetup();
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true });
const page = await browser.newPage({ viewport: { width: 1360, height: 860 } });
await page.addInitScript(PAGE_PROBES);
const app = await startApp(page, {
  autoApprove: true,
  // The books the bench is measured on: the load volume's (docs/demo-broker.md).
  broker: { volume: 'load' },
  settingsFile: JSON.stringify({ onboarded: true, theme: 'light', positionsView: { accounts: { demo: ACCOUNT } } }),
  startAt: START,
  pageClock: false,
});
try {
  await app.signIn();
  // 1. The first load.
  const firstRow = paintedWhen(page, FIRST_ROW, 120_000);
  await page.getByRole('tab', { name: 'Positions' }).click();
  const firstAt = await firstRow;
  line('first load: Positions clicked to the first row painted', ms(firstAt - (await pageValue(page, '__benchAsked'))));

  // The feed would refresh by itself every 10 s and spoil the counts: paused (through the backend).
  await app.backend.handlers['positions:pause']({ accountKey: ACCOUNT, paused: true });
  await page.getByRole('button', { name: 'Resume' }).waitFor({ timeout: 60_000 });
  const before = accountRequests;
  /** The keys the backend's last push named as changed (the flashes it left). */
  let lastNamed: readonly string[] = [];
  app.backend.events.on('positions:changed', (push) => {
    if (push.snapshot.kind === 'delta') lastNamed = push.snapshot.upserted.map(([key]) => key);
  });
  const refreshed = await app.backend.handlers['positions:refresh']({ accountKey: ACCOUNT });
  if (!refreshed.ok || refreshed.data.snapshot === null) throw new Error('no positions');
  const perRefresh = accountRequests - before;
  const full = refreshed.data;
  const snapshot = full.snapshot;
  if (snapshot === null) throw new Error('no positions');
  const positions = snapshot.portfolio.positions;
  const groups = groupByUnderlier(positions);
  const rowCount = positions.length + groups.length;
  console.log(`positions view, account 83409917, ${positions.length} positions under ${groups.length} underliers, ${RUNS} runs, medians (fastest-slowest)`);
  const allRows = `document.querySelector('[data-testid="positions-table"]')?.getAttribute('aria-rowcount') === '${rowCount + 1}'`;
  await paintedWhen(page, allRows);
  expectRows('the table', Number(await page.getByTestId('positions-table').getAttribute('aria-rowcount')), rowCount + 1);

  // 2. From nothing to the table of every position.
  const renders: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const dataTime = (full.dataTime ?? START) + (i + 1) * 2;
    await pushAndTime(
      page,
      wire({ ...full, snapshot: null, dataTime: null }),
      `document.querySelector('[data-testid="orders-loading"]') !== null`,
      'positions:changed',
    );
    renders.push(
      await traceWhile(page, Boolean(process.env.BENCH_TRACE_RENDER), () => pushAndTime(page, wire({ ...full, dataTime }), allRows, 'positions:changed')),
    );
  }
  goalLine(`render ${positions.length} positions, data to painted table`, renders, 100);

  // 3. Refreshes where a tenth of the positions move: every tenth in the table's order. (a) The same
  // tenth each time, as the orders bench changes the same orders: the rows rendered are the changed
  // positions in view and their groups, nothing else. (b) Another tenth each time: the rows the last
  // refresh marked render once more too, to lose their mark (the tint a reduced-motion user keeps
  // until the next refresh with news, and the forced-colours outline).
  const ordered = groups.flatMap((group) => group.positions);
  let base: PositionsState = { ...full, dataTime: (full.dataTime ?? START) + 1_000 };
  await pushAndTime(page, wire(base), allRows, 'positions:changed');
  /** The positions the last push marked (those the refresh that read `full` moved). */
  let marked = new Set(lastNamed);
  const refreshes = async (label: string, tenth: (run: number) => number) => {
    const applies: number[] = [];
    const rendered: number[] = [];
    const inView: number[] = [];
    const others: number[] = [];
    await traceWhile(page, Boolean(process.env.BENCH_TRACE_REFRESH), async () => {
      for (let i = 0; i < RUNS; i += 1) {
        const keys = new Set(ordered.filter((_, index) => index % 10 === tenth(i)).map(positionKey));
        const move = (p: Position): Position =>
          keys.has(positionKey(p)) ? { ...p, marketValue: (p.marketValue ?? 0) + 1, quote: { ...p.quote, last: (p.quote.last ?? 0) + 0.01 } } : p;
        const current = base.snapshot ?? snapshot;
        const next: PositionsState = {
          ...base,
          snapshot: { ...current, portfolio: { ...current.portfolio, positions: current.portfolio.positions.map(move) } },
          dataTime: (base.dataTime ?? 0) + 10_000,
        };
        // Done: the table counts this refresh, and every changed position in the DOM is flashing.
        const counted = Number(await page.getByTestId('positions-table').getAttribute('data-refresh')) + 1;
        const check = `(() => { const table = document.querySelector('[data-testid="positions-table"]'); const keys = new Set(${JSON.stringify([...keys])}); const shown = [...table.querySelectorAll('.tree-table-body > [role="row"]')].filter((row) => keys.has(row.dataset.key)); return table.dataset.refresh === '${counted}' && shown.length > 0 && shown.every((row) => row.dataset.changed === 'true'); })()`;
        await page.evaluate(() => (globalThis as unknown as PageGlobal).__benchRows.start());
        applies.push(await pushAndTime(page, wire(next), check, 'positions:changed'));
        const probe = await stopCounting(page);
        rendered.push(probe.rows);
        // (Page-side code as text: this file is type-checked without the DOM library.)
        inView.push(
          Number(
            await page.evaluate(
              `[...document.querySelectorAll('[data-testid="positions-table"] .tree-table-body > [role="row"]')].filter((row) => ${JSON.stringify([...keys])}.includes(row.dataset.key)).length`,
            ),
          ),
        );
        const groupKeys = new Set(groups.filter((group) => group.positions.some((p) => keys.has(positionKey(p)))).map((group) => `group:${group.underlier}`));
        const strangers = Object.keys(probe.byKey).filter((key) => !keys.has(key) && !groupKeys.has(key));
        const groupsMarked = new Set(
          groups.filter((group) => group.positions.some((p) => marked.has(positionKey(p)))).map((group) => `group:${group.underlier}`),
        );
        const unmarked = strangers.filter((key) => marked.has(key) || groupsMarked.has(key));
        if (strangers.length > unmarked.length)
          console.log(`  run ${i + 1}: rows rendered that neither changed nor lost a mark: ${strangers.filter((key) => !unmarked.includes(key)).join(', ')}`);
        others.push(unmarked.length);
        marked = keys;
        base = next;
      }
    });
    goalLine(`${label}: push to painted frame`, applies, 33);
    line(`  rows React rendered (${median(inView)} changed positions in view, their groups; ${median(others)} losing the last mark)`, String(median(rendered)));
  };
  await refreshes(`a refresh where the same ${Math.round(positions.length / 10)} positions (10 %) change`, () => 3);
  await refreshes(`a refresh where another ${Math.round(positions.length / 10)} positions (10 %) change`, (run) => run % 10);

  // 4. The hour.
  const perHour = perRefresh * (3_600 / POSITIONS_REFRESH_SECONDS.default);
  line(
    `a shown view: ${perRefresh} Accounts requests a refresh (${snapshot.portfolio.pages} pages + the balance), every ${POSITIONS_REFRESH_SECONDS.default} s`,
    `${perHour.toLocaleString('en-US')}/h, ${((100 * perHour) / DEFAULT_QUOTA_PER_HOUR.accounts).toFixed(1)} % of ${DEFAULT_QUOTA_PER_HOUR.accounts.toLocaleString('en-US')}`,
  );
  goalSummary();
} finally {
  await app.close();
  await browser.close();
}
