/**
 * Expiries compared side by side, in Chromium against the demo broker's v1 market:
 * the Compare toggle by the expiry strip, two to four expiries (the fifth refused), one `chain:get`
 * per expiry, each expiry's heading with its figures and whether its quotes are live, strikes
 * aligned in one strike column, the cursor across the groups saying expiry, strike and side, copy
 * with each column's expiry in the TSV's header lines, the set remembered for the underlier.
 * Screenshots in light, dark, forced colours and at 200 % zoom; axe on each.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../harness/app-test.ts';
import { expectAccessible } from '../harness/accessibility.ts';
import { clippedText, edges, expectDrawn, unreachableControls, ZOOMED } from '../harness/display-checks.ts';
import { startApp, type AppHarness } from '../harness/app-harness.ts';
import { snap, snapBoth } from '../harness/screenshots.ts';

/** Monday 11 January 2027, 10:00 in New York. */
const MORNING = Date.parse('2027-01-11T15:00:00Z');
/** NVDA near 185 on the demo's seed, strikes 2.50 apart (as in option-chain-v1.spec.ts). */
const SYMBOL = 'NVDA';

let app: AppHarness | undefined;

async function open(page: Page, theme: string): Promise<AppHarness> {
  app = await startApp(page, { autoApprove: true, startAt: MORNING, demoApi: 'v1', settingsFile: JSON.stringify({ onboarded: true, theme }) });
  await app.signIn();
  await page.getByLabel('Underlier').fill(SYMBOL);
  await page.getByLabel('Underlier').press('Enter');
  await expect(page.getByRole('grid')).toBeVisible();
  return app;
}

const grid = (page: Page) => page.getByRole('grid');
const strip = (page: Page) => page.getByRole('toolbar', { name: `Expiries of ${SYMBOL}` });
const toggle = (page: Page) => page.getByRole('button', { name: 'Compare', exact: true });
const headings = (page: Page) => page.getByTestId('chain-compare-heading');
/** The dates of the compared expiries' headings, left to right. */
const comparedDates = (page: Page) => headings(page).evaluateAll((cells) => cells.map((c) => c.getAttribute('data-date')));
/** The arguments of the page's calls on a channel, oldest first. */
const chainGets = (harness: AppHarness) => harness.calls.filter((c) => c.channel === 'chain:get').length;
/** The accessible name of the cell the grid's cursor is on. */
const cursorWords = (page: Page) =>
  grid(page).evaluate((g) => {
    const id = g.getAttribute('aria-activedescendant');
    const cell = id === null ? null : document.getElementById(id);
    return cell?.getAttribute('aria-label') ?? cell?.textContent ?? '';
  });

/** Compare on, then the strip's buttons `indexes` added (the asked expiry is the first button). */
async function compare(page: Page, harness: AppHarness, indexes: number[]) {
  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('chain-compare-note')).toHaveText('Click a second expiry in the strip (2 to 4)');
  for (const index of indexes) {
    const before = chainGets(harness);
    await strip(page).getByRole('button').nth(index).click();
    // One chain:get per expiry added, through the query cache.
    await expect.poll(() => chainGets(harness)).toBe(before + 1);
  }
}

/** Every chosen column in each compared expiry (the fit to the window leaves some out at 1360 px). */
async function allColumns(page: Page) {
  const button = page.getByRole('button', { name: 'All columns' });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

test('three expiries side by side: headings with their figures, strikes aligned, cursor and copy across the groups (light and dark)', async ({ page }) => {
  const harness = await open(page, 'light');
  await compare(page, harness, [2, 5]);
  await expect(headings(page)).toHaveCount(3);
  // At 1360 px each expiry shows the chosen columns nearest the strike that fit the window, nothing
  // to scroll sideways to; All columns shows every chosen one, the groups scrolling sideways.
  await expect(page.getByTestId('chain-compare-fit')).toHaveText(/^\d columns? of each expiry left out to fit$/);
  expect(await grid(page).evaluate((g) => g.scrollWidth - g.clientWidth)).toBeLessThanOrEqual(0);
  await allColumns(page);
  const dates = await comparedDates(page);
  expect([...dates].sort()).toEqual(dates);
  // Each heading says what the single-expiry section heading says: date, days, ATM IV, expected move.
  for (const heading of await headings(page).all()) {
    await expect(heading.locator('.chain-dte')).toHaveText(/\d+ days?/);
    for (const key of ['iv', 'move', 'sigma']) await expect(heading.locator(`[data-figure="${key}"]`)).toHaveCount(1);
  }
  // Only the asked expiry is live; the others say when their quotes were taken.
  await expect(page.locator('.chain-compare-asof')).toHaveCount(2);
  await expect(headings(page).first().locator('.chain-compare-live')).toHaveText('Live');
  await expect(page.locator('.chain-compare-asof').first()).toHaveText(/^As of \d\d?:\d\d(:\d\d)? ?[AP]?M? ?ET, not live$/);
  await expect(page.getByTestId('chain-compare-note')).toHaveText('3 of 4 side by side');

  // One strike column, one row per strike of the union: each strike once, ascending, in every group.
  const strikes = await page
    .locator('.chain-strike-row')
    .evaluateAll((rows) =>
      rows.map((r) => Number(r.querySelector('.chain-cell-strike:not(.chain-cell-group)')?.textContent?.replace(/,/g, ''))).sort((a, b) => a - b),
    );
  expect(new Set(strikes).size).toBe(strikes.length);
  // Three σ columns, each expiry's own marks: the later the expiry, the wider its ±1σ strikes.
  const marks = await page.locator('.chain-strike-row .chain-cell-group [data-sigma="+1σ"]').count();
  expect(marks).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('columnheader', { name: /^σ mark, / })).toHaveCount(3);

  // Keyboard: the cursor opens on the strike at the money; E walks the groups, the cell says expiry, strike and side.
  await grid(page).focus();
  await page.keyboard.press('e');
  expect(await cursorWords(page)).toMatch(/^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d\d?, 2027, strike [\d.,]+, σ mark: /);
  await page.keyboard.press('ArrowRight');
  const first = await cursorWords(page);
  expect(first).toMatch(/, strike [\d.,]+, put bid: \d+\.\d\d$/);
  await page.keyboard.press('e');
  const second = await cursorWords(page);
  expect(second).toMatch(/, put bid: \d+\.\d\d$/);
  expect(second.split(', strike')[0]).not.toBe(first.split(', strike')[0]);
  await page.keyboard.press('End');
  expect(await cursorWords(page)).toMatch(/put open interest: [\d,]+$/);
  await page.keyboard.press('Home');
  await expect(page.locator('.chain-cell-cursor')).toHaveClass(/chain-cell-strike/);

  // Copy: three rows selected, the expiry of each column over its name.
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Control+C');
  await expect.poll(() => harness.copied.at(-1)).toMatch(/^Expiry\t/);
  const lines = (harness.copied.at(-1) ?? '').split('\n');
  expect(lines).toHaveLength(5);
  const expiryLine = lines[0]?.split('\t') ?? [];
  expect([...new Set(expiryLine.slice(1))]).toEqual(dates);
  expect(lines[1]).toMatch(/^Strike\tCall open interest\tCall delta\tCall iv\tCall bid\tCall ask\tσ\tPut bid\t/);
  expect(lines[2]?.split('\t')).toHaveLength(expiryLine.length);

  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 2000 }))));
  await snapBoth(page, 'chain-compare');
  await expectAccessible(page, 'option chain, three expiries compared');
});

test('two to four: the fifth refused with the reason, the asked one removed hands the lead on, leaving returns to one expiry, the set remembered', async ({
  page,
}) => {
  const harness = await open(page, 'light');
  await compare(page, harness, [1, 2, 3]);
  await expect(headings(page)).toHaveCount(4);
  await allColumns(page);
  const four = await comparedDates(page);
  const gets = chainGets(harness);
  await strip(page).getByRole('button').nth(4).click();
  await expect(page.getByTestId('chain-compare-note')).toHaveText(
    /^Compare shows 4 expiries at most: remove one \(click it in the strip\) before adding [A-Z]/,
  );
  await expect(strip(page).getByRole('button', { pressed: true })).toHaveCount(4);
  expect(chainGets(harness)).toBe(gets);
  await snap(page, 'chain-compare-refused-light');
  // A preset sets the columns of every group alike.
  await page.getByRole('button', { name: 'Quotes', exact: true }).click();
  await expect(page.getByRole('columnheader', { name: /^Put volume, / })).toHaveCount(4);
  await expect(page.getByRole('columnheader', { name: /^Call last, / })).toHaveCount(4);
  await expect(page.getByRole('columnheader', { name: /^Put delta, / })).toHaveCount(0);

  // Removing an expiry: three groups.
  await strip(page).getByRole('button').nth(2).click();
  await expect(headings(page)).toHaveCount(3);
  // Removing the asked one: the next is asked in its place (the live one), the other stays.
  await strip(page).getByRole('button').nth(0).click();
  await expect(headings(page)).toHaveCount(2);
  await expect(page.locator('.chain-compare-live')).toHaveCount(1);
  const two = await comparedDates(page);
  expect(two).toEqual([four[1], four[3]]);

  // Leaving compare: one expiry, the usual grid.
  await toggle(page).click();
  await expect(headings(page)).toHaveCount(0);
  await expect(strip(page).getByRole('button', { pressed: true })).toHaveCount(1);
  await expect(page.getByTestId('chain-sticky-expiry').or(page.locator('.chain-expiry-row'))).not.toHaveCount(0);
  // Compare again: the same two come back.
  await toggle(page).click();
  await expect(headings(page)).toHaveCount(2);
  expect(await comparedDates(page)).toEqual(two);
});

test('forced colours: each group and its heading told by borders and system colours', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  const harness = await open(page, 'light');
  expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
  await compare(page, harness, [2]);
  await expect(headings(page)).toHaveCount(2);
  const start = page.locator('.chain-colhead.chain-group-start').nth(1);
  expectDrawn(await start.evaluate((el) => ({ style: getComputedStyle(el).borderLeftStyle, width: parseFloat(getComputedStyle(el).borderLeftWidth) })), 2);
  expectDrawn((await edges(page.locator('.chain-compare-asof'))).border);
  await snap(page, 'forced-colours-chain-compare');
  // (No axe pass here, as in forced-colours-and-zoom.spec.ts: under emulated forced colours it
  // measures the strip's open expiries' author colours, which the system colours replace.)
});

test.describe('at 200 % zoom', () => {
  test.use({ viewport: ZOOMED });

  test('compared expiries: every control reachable, the groups scroll sideways under a sticky strike column', async ({ page }) => {
    const harness = await open(page, 'light');
    await page.getByRole('button', { name: 'Hide chart' }).click();
    await compare(page, harness, [2]);
    await expect(headings(page)).toHaveCount(2);
    await allColumns(page);
    // The strip scrolls by design, and so do the groups (each heading clips what passes its group's width).
    const clipped = (await clippedText(page)).filter(
      (problem) => !problem.what.startsWith('div.chain-strip-list') && !problem.what.includes('chain-compare-heading'),
    );
    expect(clipped).toEqual([]);
    expect(await unreachableControls(page)).toEqual([]);
    await grid(page).focus();
    await page.keyboard.press('e');
    await page.keyboard.press('e');
    const strike = await page.locator('.chain-colhead-strike:not(.chain-colhead-group)').boundingBox();
    const box = await grid(page).boundingBox();
    expect(strike !== null && box !== null && Math.abs(strike.x - box.x) <= 2).toBe(true);
    // The rows' strikes stick with it (they stick only while the grid scrolls sideways).
    await expect(grid(page)).toHaveClass(/chain-grid-sideways/);
    const rowStrike = await page.locator('.chain-strike-row .chain-cell-strike:not(.chain-cell-group)').first().boundingBox();
    expect(rowStrike !== null && box !== null && Math.abs(rowStrike.x - box.x) <= 2).toBe(true);
    // The grid keeps six rows at least: the view scrolls to it.
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(6 * 28 + 96);
    await grid(page).evaluate((g) => g.scrollIntoView({ block: 'end' }));
    await snap(page, 'zoom-200-chain-compare');
  });
});
