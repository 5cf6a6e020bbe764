/**
 * The chain's figures beyond the quotes, in Chromium against the demo broker's v1
 * market: each expiry's ATM IV, expected move, one-σ move and put/call ratios in its heading and
 * the summary line. Screenshots in light and dark; axe on each.
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
/** NVDA near 185 on the demo's seed, strikes 2.50 apart (as in option-chain-v1.spec.ts). */
const SYMBOL = 'NVDA';

let app: AppHarness | undefined;

async function open(page: Page, theme: string, startAt = MORNING): Promise<AppHarness> {
  app = await startApp(page, { autoApprove: true, startAt, demoApi: 'v1', settingsFile: JSON.stringify({ onboarded: true, theme }) });
  await app.signIn();
  await page.getByLabel('Underlier').fill(SYMBOL);
  await page.getByLabel('Underlier').press('Enter');
  await expect(page.getByRole('grid')).toBeVisible();
  return app;
}

/** A number from a figure's text ("Move ±7.12 (±3.9%)" → 7.12). */
const firstNumber = (text: string | null): number => Number(/(\d[\d,]*\.?\d*)/.exec(text ?? '')?.[1]?.replace(/,/g, '') ?? Number.NaN);

/** The cells of the cursor's row (the strike at the money) by column header. */
async function cursorRowFigures(page: Page): Promise<Record<string, number>> {
  const headers = await page.locator('.chain-column-row [role="columnheader"]').evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label') ?? ''));
  const cells = await page.locator('.chain-cell-cursor').locator('xpath=..').locator('[role="gridcell"]').allTextContents();
  return Object.fromEntries(headers.map((name, i) => [name, Number((cells[i] ?? '').replace(/[,%]/g, ''))]));
}

test("each expiry's ATM IV, expected move, 1σ move and put/call ratios in its heading and the summary (light and dark)", async ({ page }) => {
  await open(page, 'light');
  // Opened at the money, the expiry's heading row is scrolled away: its sticky copy is over the strikes.
  const heading = page.getByTestId('chain-sticky-expiry');
  for (const key of ['iv', 'move', 'sigma', 'pcVolume', 'pcOpenInterest']) await expect(heading.locator(`[data-figure="${key}"]`)).toHaveCount(1);
  const summary = page.getByTestId('chain-summary-figures');
  await expect(summary).toContainText(
    /ATM IV \d+\.\d% Move ±\d+\.\d\d \(±\d+\.\d%\) 1σ ±\d+\.\d\d \(±\d+\.\d%\) P\/C vol \d\.\d\d P\/C OI \d\.\d\d P\/C of \d+ loaded strikes \([\d,.]+–[\d,.]+\) 4 days/,
  );
  // The ratios say what they were summed over: the strikes loaded, not the 20 shown, not the whole expiry.
  await expect(summary.locator('[data-figure="basis"]')).toHaveAttribute('title', /not over every strike of the expiry/);
  const loaded = Number(/of (\d+) loaded strikes/.exec((await summary.locator('[data-figure="basis"]').textContent()) ?? '')?.[1]);
  expect(loaded).toBeGreaterThan(20);
  await expect(summary.locator('[data-figure="days"]')).toHaveText('4 days');
  // The heading's and the summary's words are the same figures.
  expect(await summary.locator('[data-figure="move"]').textContent()).toBe(await heading.locator('[data-figure="move"]').textContent());

  // The expected move is the at-the-money straddle's mid: the cursor opens on that strike.
  const row = await cursorRowFigures(page);
  const straddle = (row['Call bid']! + row['Call ask']!) / 2 + (row['Put bid']! + row['Put ask']!) / 2;
  expect(firstNumber(await heading.locator('[data-figure="move"]').textContent())).toBeCloseTo(straddle, 2);
  // ATM IV is the mean of that strike's call and put IV (shown to 0.1 %).
  const iv = (row['Call iv']! + row['Put iv']!) / 2;
  expect(Math.abs(firstNumber(await heading.locator('[data-figure="iv"]').textContent()) - iv)).toBeLessThanOrEqual(0.051);
  // Each figure says what it is.
  await expect(heading.locator('[data-figure="sigma"]')).toHaveAttribute('title', /S·σ·√T \(Black-Scholes/);

  await snapBoth(page, 'chain-figures');
  await expectAccessible(page, 'option chain with expiry figures');
});

test('the probability ITM column: chosen in the column chooser, its model in its header’s description, a call’s and a put’s adding to 100 %', async ({
  page,
}) => {
  await open(page, 'light');
  await page.getByRole('button', { name: 'Columns' }).click();
  const choice = page.getByRole('checkbox', { name: 'Prob. ITM' });
  await expect(choice.locator('xpath=..')).toHaveAttribute('title', /N\(d2\) for a call, N\(-d2\) for a put, Black-Scholes/);
  await choice.check();
  await page.keyboard.press('Escape');
  const header = page.getByRole('columnheader', { name: 'Put prob. itm', exact: true });
  await expect(header).toBeVisible();
  await expect(header).toHaveAttribute('title', /Probability of expiring in the money: N\(d2\) for a call, N\(-d2\) for a put, Black-Scholes/);
  // With the same IV on both sides (the demo's surface), N(d2) + N(-d2) = 1: to the wire's four places of delta.
  const row = await cursorRowFigures(page);
  expect(row['Call prob. itm']).toBeGreaterThan(0);
  expect(row['Put prob. itm']).toBeGreaterThan(0);
  expect(Math.abs(row['Call prob. itm']! + row['Put prob. itm']! - 100)).toBeLessThanOrEqual(0.3);
  // A call's probability falls as the strike rises (rows in the DOM, by strike).
  const headers = await page.locator('.chain-column-row [role="columnheader"]').evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label') ?? ''));
  const calls = await page
    .locator('.chain-strike-row')
    .evaluateAll(
      (rows, index) =>
        rows
          .map((r) => ({ strike: Number(r.querySelector('.chain-cell-strike')?.textContent), value: Number(r.children[index]?.textContent?.replace('%', '')) }))
          .sort((a, b) => a.strike - b.strike),
      headers.indexOf('Call prob. itm'),
    );
  const values = calls.map((c) => c.value);
  expect(values.length).toBeGreaterThan(5);
  for (let i = 1; i < values.length; i += 1) expect(values[i]!).toBeLessThanOrEqual(values[i - 1]!);
  await snap(page, 'chain-probability-light');
  await expectAccessible(page, 'option chain with the probability column', { themes: ['light'] });
});

/** The underlier's last as the live bar shows it. */
async function underlierLast(page: Page): Promise<number> {
  const text = (await page.getByTestId('chain-underlier-price').locator('strong').textContent()) ?? '';
  return Number(text.replace(`${SYMBOL} `, '').replace(/,/g, ''));
}

test('±1σ and ±2σ strikes marked on the strike column and the chart, and the strikes within 2σ', async ({ page }) => {
  await open(page, 'light');
  await page.getByRole('button', { name: 'Strikes within 2σ' }).click();
  await expect(page.getByRole('button', { name: 'Strikes within 2σ' })).toHaveAttribute('aria-pressed', 'true');
  const price = await underlierLast(page);
  const sigma = Number(/±([\d.]+)/.exec((await page.getByTestId('chain-summary-figures').locator('[data-figure="sigma"]').textContent()) ?? '')?.[1]);
  expect(sigma).toBeGreaterThan(0);
  // The window runs from the strike nearest -2σ to the one nearest +2σ (the demo's strikes are 2.50 apart).
  const rowCount = Number(await page.getByRole('grid').getAttribute('aria-rowcount')) - 3;
  expect(Math.abs(rowCount - (4 * sigma) / 2.5), `${rowCount} strikes for σ ${sigma}`).toBeLessThanOrEqual(2);
  const marks = await page
    .locator('[data-sigma]')
    .evaluateAll((tags) => tags.map((tag) => ({ mark: tag.getAttribute('data-sigma'), strike: Number(tag.parentElement?.firstChild?.textContent) })));
  const byMark = Object.fromEntries(marks.map((m) => [m.mark, m.strike]));
  expect(Object.keys(byMark).sort()).toEqual(['+1σ', '+2σ', '-1σ', '-2σ']);
  // Each mark sits on the strike nearest its level (σ is shown to the cent and moves with the market: a strike's width of slack).
  for (const [mark, k] of [
    ['-2σ', -2],
    ['-1σ', -1],
    ['+1σ', 1],
    ['+2σ', 2],
  ] as const)
    expect(Math.abs(byMark[mark]! - (price + k * sigma))).toBeLessThanOrEqual(2.5);
  // The strike cell reads the mark with the strike ("185 +1σ"), its meaning as its tooltip.
  await expect(page.locator('[data-sigma="+1σ"]')).toHaveAttribute('title', /one standard deviation above the price by expiry/);
  // The mark is generated content: the cell's text stays the strike's number, its name says both.
  const plusOne = page.locator('.chain-cell-strike').filter({ has: page.locator('[data-sigma="+1σ"]') });
  expect(Number(await plusOne.textContent())).toBe(byMark['+1σ']);
  await expect(plusOne).toHaveAccessibleName(/^\d+(\.\d\d)?\s+\+1σ$/);
  await expect(page.getByTestId('chain-chart-summary')).toContainText(/One standard deviation by expiry from \d+\.\d\d to \d+\.\d\d; two from/);
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 2000 }))));
  await snap(page, 'chain-sigma-light');
  await expectAccessible(page, 'option chain within 2σ, σ strikes marked', { themes: ['light'] });
});

/** Monday 11 January 2027, 17:30 in New York: after the close the demo marks every contract's greeks not current. */
const EVENING = Date.parse('2027-01-11T22:30:00Z');

test('greeks the provider marks not current: the cells say so, the summary counts them (light and dark)', async ({ page }) => {
  await open(page, 'light', EVENING);
  await page.getByRole('button', { name: 'Everything' }).click();
  const stale = page.getByTestId('chain-greeks-stale');
  // The demo sends currentValue false on every contract after the close: all of them, counted
  // over the strikes shown (20 pairs, 40 contracts), as the pairs beside it are, not those loaded.
  await expect(page.getByTestId('chain-summary')).toContainText('20 pairs in 1 expiry');
  await expect(stale).toHaveText('Greeks not current on 40 of 40 contracts');
  const greekCells = page.locator('.chain-strike-row .chain-cell-greek-stale');
  // Six greek columns a side (IV, delta, gamma, theta, vega, probability) on every strike row in the DOM.
  const rows = await page.locator('.chain-strike-row').count();
  await expect(greekCells).toHaveCount(rows * 12);
  await expect(greekCells.first()).toHaveAttribute('title', /Not current: the provider marks these greeks as carried over from an earlier quote/);
  // Quotes are not greeks: bid, ask, last, change, volume and open interest are not marked.
  expect(await page.locator('.chain-strike-row .chain-cell-figure:not(.chain-cell-greek-stale)').count()).toBe(rows * 12);
  expect(await greekCells.first().evaluate((cell) => getComputedStyle(cell).fontStyle)).toBe('italic');
  await snapBoth(page, 'chain-greeks-stale');
  await expectAccessible(page, 'option chain with greeks not current');
});

test('greeks current in the session: nothing marked, nothing counted', async ({ page }) => {
  await open(page, 'light');
  await expect(page.getByTestId('chain-summary-figures')).toBeVisible();
  await expect(page.getByTestId('chain-greeks-stale')).toHaveCount(0);
  await expect(page.locator('.chain-cell-greek-stale')).toHaveCount(0);
});

/** Strike rows wholly in view between the sticky expiry heading and the grid's bottom edge. */
const rowsInView = (page: Page) =>
  page.getByRole('grid').evaluate((g) => {
    const box = g.getBoundingClientRect();
    const head = g.querySelector('.chain-head')?.getBoundingClientRect().bottom ?? box.top;
    const sticky = g.querySelector('.chain-current-expiry')?.getBoundingClientRect().bottom ?? head;
    const bottom = box.top + g.clientTop + g.clientHeight;
    return [...g.querySelectorAll('.chain-strike-row')].filter((row) => {
      const r = row.getBoundingClientRect();
      return Math.min(r.bottom, bottom) - Math.max(r.top, sticky) >= r.height - 2;
    }).length;
  });

/** The chart settings as the settings file holds them (written by main). */
const savedChart = (harness: AppHarness) => (JSON.parse(readFileSync(harness.settingsPath, 'utf8')) as { chainView?: { chart?: unknown } }).chainView?.chart;

test('layout at 1360 × 860: 15 strike rows in view with the chart shown; the chart folds and resizes, remembered; a preset keeps the strike centred', async ({
  page,
}) => {
  const harness = await open(page, 'light');
  await expect(page.getByTestId('chain-chart').locator('canvas')).toBeVisible();
  expect(await rowsInView(page)).toBeGreaterThanOrEqual(15);
  await snap(page, 'chain-layout-light');

  // Folded away: more rows, and kept in the settings file.
  const shown = await rowsInView(page);
  await page.getByRole('button', { name: 'Hide chart' }).click();
  await expect(page.getByTestId('chain-chart')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Show chart' })).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(() => savedChart(harness)).toEqual({ shown: false, height: 76 });
  expect(await rowsInView(page)).toBeGreaterThanOrEqual(shown);
  await page.getByRole('button', { name: 'Show chart' }).click();
  await expect(page.getByTestId('chain-chart').locator('canvas')).toBeVisible();

  // The handle under the chart: arrow keys (or a drag) set its height, kept too.
  const handle = page.getByRole('separator', { name: 'Chart height' });
  await handle.focus();
  for (let i = 0; i < 5; i += 1) await handle.press('ArrowDown');
  await expect(handle).toHaveAttribute('aria-valuenow', '116');
  await expect.poll(() => savedChart(harness)).toEqual({ shown: true, height: 116 });
  await expect
    .poll(() =>
      page
        .getByTestId('chain-chart')
        .locator('canvas')
        .evaluate((c) => c.getBoundingClientRect().height),
    )
    .toBe(116);
  const box = await handle.boundingBox();
  if (box === null) throw new Error('the handle is not drawn');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 - 40, { steps: 4 });
  await page.mouse.up();
  await expect.poll(() => savedChart(harness)).toEqual({ shown: true, height: 76 });

  // Everything is wider than the grid: the strike stays in the middle, the calls' bid beside it, not under it.
  await page.getByRole('button', { name: 'Everything' }).click();
  const strike = await page.locator('.chain-colhead-strike').boundingBox();
  const gridBox = await page.getByRole('grid').boundingBox();
  const callBid = await page.getByRole('columnheader', { name: 'Call bid', exact: true }).boundingBox();
  if (strike === null || gridBox === null || callBid === null) throw new Error('the grid is not drawn');
  expect(Math.abs(strike.x + strike.width / 2 - (gridBox.x + gridBox.width / 2))).toBeLessThanOrEqual(8);
  expect(callBid.x + callBid.width).toBeLessThanOrEqual(strike.x + 1);
  expect(callBid.x).toBeGreaterThanOrEqual(gridBox.x);
  await snap(page, 'chain-everything-centred-light');
  await expectAccessible(page, 'option chain, everything shown, chart resized', { themes: ['light'] });
});

test('a folded chart stays folded when the app opens again', async ({ page }) => {
  app = await startApp(page, {
    autoApprove: true,
    startAt: MORNING,
    demoApi: 'v1',
    settingsFile: JSON.stringify({ onboarded: true, theme: 'dark', chainView: { chart: { shown: false, height: 200 } } }),
  });
  await app.signIn();
  await page.getByLabel('Underlier').fill(SYMBOL);
  await page.getByLabel('Underlier').press('Enter');
  await expect(page.getByRole('grid')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show chart' })).toBeVisible();
  await expect(page.getByTestId('chain-chart')).toHaveCount(0);
  expect(await rowsInView(page)).toBeGreaterThanOrEqual(15);
  await page.getByRole('button', { name: 'Show chart' }).click();
  await expect
    .poll(() =>
      page
        .getByTestId('chain-chart')
        .locator('canvas')
        .evaluate((c) => c.getBoundingClientRect().height),
    )
    .toBe(200);
  await snap(page, 'chain-chart-tall-dark');
});

test('forced colours: σ tags, greeks not current and the chart panel are told by shape and system colours', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await open(page, 'light', EVENING);
  expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
  // A σ tag keeps its border (drawn in the text colour), a stale greek its slant and dotted underline.
  const tag = page.locator('[data-sigma]').first();
  await expect(tag).toBeVisible();
  expectDrawn((await edges(tag)).border);
  const stale = page.locator('.chain-cell-greek-stale').first();
  expect(await stale.evaluate((cell) => [getComputedStyle(cell).fontStyle, getComputedStyle(cell).textDecorationStyle])).toEqual(['italic', 'dotted']);
  expectDrawn((await edges(page.locator('.chain-chart-panel'))).border);
  await snap(page, 'forced-colours-chain-figures');
});

test.describe('at 200 % zoom', () => {
  test.use({ viewport: ZOOMED });

  test('the figures, the σ window and the chart panel: every control reachable, no text clipped', async ({ page }) => {
    await open(page, 'light');
    await page.getByRole('button', { name: 'Strikes within 2σ' }).click();
    // The expiry strip is a toolbar that scrolls sideways by design (every listed expiry in one
    // row, at any zoom); the checks hold for everything else.
    const clipped = (await clippedText(page)).filter((problem) => !problem.what.startsWith('div.chain-strip-list'));
    expect(clipped).toEqual([]);
    expect(await unreachableControls(page)).toEqual([]);
    await snap(page, 'zoom-200-chain-figures');
    await page.getByRole('button', { name: 'Hide chart' }).click();
    await snap(page, 'zoom-200-chain-figures-folded');
  });
});
