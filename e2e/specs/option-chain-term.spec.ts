/**
 * The term structure, in Chromium against the demo broker's v1 market: its cost in quotes
 * said before Draw (12 expiries × 2 strikes near the money + the price = 49 quotes, and the budget
 * left), the chart and the table after it for exactly that many quotes on the meter, drawn again
 * within the minute for nothing (and said so), every listed expiry as a choice kept in settings, an
 * expiry that failed named in its row while the others are drawn. Screenshots in light, dark,
 * forced colours and at 200 % zoom; axe on each.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../harness/app-test.ts';
import { expectAccessible } from '../harness/accessibility.ts';
import { clippedText, edges, expectDrawn, unreachableControls, ZOOMED } from '../harness/display-checks.ts';
import { startApp, type AppHarness } from '../harness/app-harness.ts';
import { snap, snapBoth } from '../harness/screenshots.ts';

/** Monday 11 January 2027, 10:00 in New York: the market is open, the greeks current. */
const MORNING = Date.parse('2027-01-11T15:00:00Z');
const SYMBOL = 'NVDA';
const COST =
  /^Term structure: 12 expiries × 2 strikes near the money \(a call and a put each\) \+ 1 for the price = 49 quotes of your Market budget \([\d,]+ left this hour\)$/;

let app: AppHarness | undefined;

async function open(page: Page, theme: string, settings: object = {}): Promise<AppHarness> {
  app = await startApp(page, { autoApprove: true, startAt: MORNING, demoApi: 'v1', settingsFile: JSON.stringify({ onboarded: true, theme, ...settings }) });
  await app.signIn();
  await page.getByLabel('Underlier').fill(SYMBOL);
  await page.getByLabel('Underlier').press('Enter');
  await expect(page.getByRole('grid')).toBeVisible();
  // Folded at first: a button beside the live bar; opening it asks nothing of the provider.
  await expect(page.getByTestId('term-panel')).toHaveCount(0);
  await page.getByRole('button', { name: 'Term structure', exact: true }).click();
  await expect(page.getByTestId('term-cost')).toHaveText(COST);
  return app;
}

/** Quotes spent this hour, as the meter says (the same the toolbar shows). */
const quotesUsed = (page: Page) =>
  page.evaluate(async () => {
    const snapshot = await window.strikeboard?.getQuota();
    return snapshot?.ok === true ? snapshot.data.modules.markets.used : Number.NaN;
  });

/** Draws and waits until the chart holds `points` expiries. */
async function draw(page: Page, points: number): Promise<void> {
  await page.getByTestId('term-draw').click();
  await expect(page.getByTestId('term-chart').locator('.term-chart-plot')).toHaveAttribute('data-drawn', String(points));
  await expect(page.getByTestId('term-chart').locator('canvas')).toBeVisible();
}

const savedTerm = (harness: AppHarness) => (JSON.parse(readFileSync(harness.settingsPath, 'utf8')) as { chainView?: { term?: unknown } }).chainView?.term;

test('the cost before Draw, the chart and table for exactly that, again within the minute for nothing (light and dark)', async ({ page }) => {
  const harness = await open(page, 'light');
  await expect(page.getByTestId('term-chart')).toHaveCount(0);
  const before = await quotesUsed(page);
  await draw(page, 12);
  await expect(page.getByTestId('term-status')).toHaveText(/^Drawn at \d\d:\d\d:\d\d ET for 49 quotes$/);
  await harness.settled();
  expect((await quotesUsed(page)) - before).toBe(49);
  // The table: twelve expiries nearest first, each with its days, ATM IV and expected move.
  const rows = page.getByTestId('term-table').locator('tbody tr');
  await expect(rows).toHaveCount(12);
  await expect(rows.first().locator('th')).toHaveText(/^\w{3} \d+, 2027$/);
  await expect(rows.first().locator('td')).toHaveText([/^\d+$/, /^\d+\.\d%$/, /^±\d+\.\d\d \(±\d+\.\d%\)$/, /^±\d+\.\d\d \(±\d+\.\d%\)$/]);
  // The caption says it all for screen readers.
  await expect(page.getByTestId('term-chart-summary')).toContainText(
    /^NVDA term structure at [\d.]+, 12 expiries\. ATM IV (rises|falls) from \d+\.\d% to \d+\.\d%\./,
  );
  await snapBoth(page, 'term-structure');
  await expectAccessible(page, 'option chain with its term structure');

  // Within the minute: the cost line says it is cached, and drawing again spends nothing.
  await expect(page.getByTestId('term-cost')).toHaveText(/^Term structure: 12 expiries cached until \d\d:\d\d:\d\d ET: drawing it again costs nothing$/);
  const drawn = await quotesUsed(page);
  await page.getByTestId('term-draw').click();
  await expect(page.getByTestId('term-status')).toHaveText(/^From the cache \(drawn at \d\d:\d\d:\d\d ET\): no quotes spent$/);
  await harness.settled();
  expect(await quotesUsed(page)).toBe(drawn);
  // After the minute it costs again: main's minute passes, then the page's timer that asks the
  // plan again (setSystemTime moves the page's Date, not its timers), then the page is back on time.
  await harness.advance(61_000);
  await page.clock.runFor(61_000);
  await page.clock.setSystemTime(harness.clock.now());
  await expect(page.getByTestId('term-cost')).toHaveText(COST);
});

test('every listed expiry: a choice kept in settings, its cost said first; folded and opened again', async ({ page }) => {
  const harness = await open(page, 'light');
  const all = page.getByRole('group', { name: 'Expiries in the term structure' }).getByRole('button', { name: /^All \d+$/ });
  const listed = Number((await all.textContent())?.replace('All ', ''));
  expect(listed).toBeGreaterThan(12);
  await all.click();
  await expect(all).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => savedTerm(harness)).toEqual({ scope: 'all', shown: true });
  await expect(page.getByTestId('term-cost')).toHaveText(
    new RegExp(`^Term structure: ${listed} expiries × 2 strikes near the money \\(a call and a put each\\) \\+ 1 for the price = ${1 + listed * 4} quotes`),
  );
  await draw(page, listed);
  await expect(page.getByTestId('term-table').locator('tbody tr')).toHaveCount(listed);
  await page.getByTestId('term-toggle').click();
  await expect(page.getByTestId('term-chart')).toHaveCount(0);
  await expect(page.getByTestId('term-open')).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(() => savedTerm(harness)).toEqual({ scope: 'all', shown: false });
  // Opened again, the last drawing is back without asking again.
  const calls = harness.calls.filter((call) => call.channel === 'term:get').length;
  await page.getByTestId('term-open').click();
  await expect(page.getByTestId('term-chart').locator('canvas')).toBeVisible();
  expect(harness.calls.filter((call) => call.channel === 'term:get').length).toBe(calls);
});

test('an expiry that failed is named in its row and left out of the chart; the others are drawn', async ({ page }) => {
  const harness = await open(page, 'light');
  // Main's answer with its third expiry failed, as the service answers a refused expiry (its own tests show the real refusal).
  harness.tamper('term:get', (data) => {
    const answer = data as { points: { date: string; ok: boolean }[] };
    return {
      ...answer,
      points: answer.points.map((p, i) =>
        i === 2 ? { date: p.date, ok: false, error: { code: 'provider', message: 'There are no options for the given month (10031).' } } : p,
      ),
    };
  });
  await draw(page, 11);
  const failed = page.getByTestId('term-row-failed');
  await expect(failed).toHaveCount(1);
  await expect(failed).toHaveText(/^\w{3} \d+, 2027Not drawn: There are no options for the given month \(10031\)\.$/);
  await expect(page.getByTestId('term-status')).toContainText('1 expiry not drawn (named in the table)');
  await expect(page.getByTestId('term-chart-summary')).toContainText('Not drawn: ');
  await snap(page, 'term-structure-failed-expiry-light');
  await expectAccessible(page, 'term structure with a failed expiry', { themes: ['light'] });
});

test('forced colours: the panel and its chart in the system colours', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await open(page, 'light');
  await draw(page, 12);
  expectDrawn((await edges(page.locator('.term-body'))).border);
  await expect(page.getByRole('button', { name: 'Nearest 12' })).toHaveAttribute('aria-pressed', 'true');
  await snap(page, 'forced-colours-term-structure');
  // No axe here, as in the chain's own forced-colours spec: under emulated forced colours axe reads
  // the page's author colours, not the system's it is painted in, and flags the expiry strip's days.
});

test.describe('at 200 % zoom', () => {
  test.use({ viewport: ZOOMED });

  test('the cost line, Draw, the chart and the table: every control reachable, no text clipped', async ({ page }) => {
    await open(page, 'light');
    await draw(page, 12);
    // The expiry strip scrolls sideways by design; the table scrolls inside its own region.
    const clipped = (await clippedText(page)).filter((problem) => !problem.what.startsWith('div.chain-strip-list'));
    expect(clipped).toEqual([]);
    expect(await unreachableControls(page)).toEqual([]);
    await page.getByTestId('term-panel').scrollIntoViewIfNeeded();
    await snap(page, 'zoom-200-term-structure');
    await expectAccessible(page, 'term structure at 200 % zoom', { themes: ['light'] });
  });
});
