/**
 * The option chain on the current API (v1), in Chromium: the expiry strip, the quote columns,
 * in-the-money shading, the underlier's price line, opening at the money, the chart, live refresh
 * with flashes, the badge through the close, copy, and the legacy grid beside it.
 *
 * The market: until the demo broker speaks v1 and the main-side refresher lands (built in
 * parallel), the chain's v1 channels are answered in the page by option-chain-v1-market.ts and
 * refreshes are pushed when the test says so; sign-in, settings and the clipboard go to the real
 * backend and demo broker. The legacy test uses the demo broker end to end.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../harness/accessibility.ts';
import { startApp, type AppHarness } from '../harness/app-harness.ts';
import { snap } from '../harness/screenshots.ts';
import { installV1Market, tickV1Market, v1MarketLog } from './option-chain-v1-market.ts';

/** Monday 11 January 2027, 10:00 in New York. */
const MORNING = Date.parse('2027-01-11T15:00:00Z');
/** 16:05 the same day: after the close. */
const AFTER_CLOSE = Date.parse('2027-01-11T21:05:00Z');
const THEMES = ['light', 'dark'] as const;

let app: AppHarness | undefined;
test.afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function open(page: Page, theme: string, market = true): Promise<AppHarness> {
  app = await startApp(page, { autoApprove: true, startAt: MORNING, settingsFile: JSON.stringify({ onboarded: true, theme }) });
  await app.signIn();
  await expect(page.getByRole('form', { name: 'Option chain query' })).toBeVisible();
  if (market) await installV1Market(page, { price: 150.37, strikes: 120, step: 2.5, today: '2027-01-11', quoteType: 'REALTIME', quoteTime: MORNING });
  return app;
}

async function ask(page: Page, underlier: string) {
  await page.getByLabel('Underlier').fill(underlier);
  await page.getByLabel('Underlier').press('Enter');
  await expect(page.getByRole('grid')).toBeVisible();
}

const grid = (page: Page) => page.getByRole('grid');
const strip = (page: Page) => page.getByRole('toolbar', { name: 'Expiries of AAPL' });
/** The strikes of the rows in the DOM, in order. */
const renderedStrikes = (page: Page) =>
  page.locator('.chain-strike-row').evaluateAll((rows) =>
    rows.map((r) => Number(r.querySelector('.chain-cell-strike')?.textContent)).sort((a, b) => a - b),
  );

for (const theme of THEMES) {
  test(`strip, quote columns, ITM shading, price line, centred at the money, chart (${theme})`, async ({ page }) => {
    await open(page, theme);
    await ask(page, 'AAPL');

    // The strip: every expiry nearest first, days to expiry and a tag; weeklies can be hidden.
    await expect(strip(page).getByRole('button').first()).toHaveAccessibleName(/^01\/15 4d M ?: Fri, Jan 15, 2027, 4 days, Monthly$/);
    await expect(strip(page).getByRole('button').nth(1)).toContainText('01/22');
    await expect(strip(page).getByRole('button').nth(1)).toContainText('W');
    await expect(strip(page).getByRole('button', { pressed: true })).toHaveCount(1);
    const all = await strip(page).getByRole('button').count();
    await page.getByLabel('Weeklies').uncheck();
    expect(await strip(page).getByRole('button').count()).toBeLessThan(all);
    await page.getByLabel('Weeklies').check();

    // Quote columns on both sides, mirrored around the strike.
    for (const name of ['Call bid', 'Call ask', 'Call last', 'Call change', 'Call volume', 'Call open interest', 'Call iv', 'Call delta', 'Put bid', 'Put delta']) {
      await expect(page.getByRole('columnheader', { name, exact: true })).toBeVisible();
    }
    // No number is cut: every figure cell's text fits its box.
    const cut = await page.locator('.chain-cell-figure').evaluateAll((cells) => cells.filter((c) => c.scrollWidth > c.clientWidth).length);
    expect(cut).toBe(0);

    // In the money: calls below the price, puts above it.
    const itm = await page.locator('.chain-strike-row').evaluateAll((rows) =>
      rows.map((r) => ({
        strike: Number(r.querySelector('.chain-cell-strike')?.textContent),
        call: r.querySelector('.chain-cell-call')?.classList.contains('chain-cell-itm') ?? false,
        put: r.querySelector('.chain-cell-put')?.classList.contains('chain-cell-itm') ?? false,
      })),
    );
    expect(itm.length).toBeGreaterThan(5);
    for (const row of itm) {
      expect(row.call).toBe(row.strike < 150.37);
      expect(row.put).toBe(row.strike > 150.37);
    }

    // The price line between 150 and 152.50, with the last and change; strikes shown 20 around it.
    const line = page.getByTestId('chain-price-line');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText('AAPL 150.37 +0.37 (+0.25%)');
    await expect(page.locator('.chain-row-price-below .chain-cell-strike')).toHaveText('150');
    expect(await renderedStrikes(page)).toHaveLength(20);
    // Centred at the money: the cursor starts on the strike nearest the price, in view.
    const cursorRow = page.locator('.chain-cell-cursor');
    await expect(cursorRow).toHaveText('150');
    await expect(cursorRow).toBeInViewport();

    // Strikes shown: + and - step through 10, 20, 40, all.
    await grid(page).focus();
    await page.keyboard.press('+');
    await expect(page.getByRole('button', { name: '40 strikes' })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('-');
    await page.keyboard.press('-');
    await expect(page.getByRole('button', { name: '10 strikes' })).toHaveAttribute('aria-pressed', 'true');
    expect(await renderedStrikes(page)).toHaveLength(10);
    await page.getByRole('button', { name: '20 strikes' }).click();

    // The chart, with its words for screen readers; it never takes the keyboard.
    await expect(page.getByTestId('chain-chart').locator('canvas')).toBeVisible();
    await expect(page.getByTestId('chain-chart-summary')).toContainText('Call implied volatility from');
    expect(await page.getByTestId('chain-chart').locator('[tabindex], a, button, input').count()).toBe(0);

    await snap(page, `chain-v1-${theme}`);
    await expectAccessible(page, 'option chain on the current API', { themes: [theme] });
  });

  test(`live refresh: flashes, badge through the close, stale and backoff (${theme})`, async ({ page }) => {
    await open(page, theme);
    await ask(page, 'AAPL');
    await expect(page.getByTestId('chain-quote-badge')).toHaveText(/^REALTIME/);
    // Main hears what is in view: the centre strike and how many.
    await expect.poll(async () => (await v1MarketLog(page)).watches.length).toBeGreaterThan(0);
    const watch = (await v1MarketLog(page)).watches.at(-1);
    expect(watch?.visible).toBe(true);
    expect(watch?.strikesInView).toBeGreaterThanOrEqual(10);

    // A refresh in which every other strike in view changed: those cells flash, up and down.
    const before = await page.locator('.chain-strike-row').count();
    const changed = await tickV1Market(page, { every: 2 });
    expect(changed).toBeGreaterThan(0);
    await expect(page.locator('.chain-flash-up').first()).toBeVisible();
    await expect(page.locator('.chain-flash-down').first()).toBeVisible();
    // Flashes are seen, never heard: no live region holds them.
    expect(await page.locator('[aria-live] .chain-flash').count()).toBe(0);
    expect(await page.locator('.chain-strike-row').count()).toBe(before);
    await expect(page.getByTestId('chain-refresh-words')).toContainText('every 5 s');
    await expect(page.getByTestId('chain-quota')).toContainText('of 140,000 this hour');
    await snap(page, `chain-v1-live-${theme}`);

    // The close: the badge says CLOSING with the quote time.
    await tickV1Market(page, { quoteType: 'CLOSING', quoteTime: AFTER_CLOSE, every: 5 });
    await expect(page.getByTestId('chain-quote-badge')).toHaveText(/^CLOSING/);
    await expect(page.getByTestId('chain-quote-badge')).toHaveAttribute('title', /16:05:00 ET/);

    // Refreshing fails: stale marking and the slower interval.
    await tickV1Market(page, { fail: 'The quote budget of this hour is spent.' });
    await expect(page.getByTestId('chain-live-stale')).toContainText('The quote budget of this hour is spent.');
    await expect(page.getByTestId('chain-refresh-words')).toContainText('every 20 s');
    await expect(page.getByTestId('chain-refresh-words')).toContainText('slower');
    await expect(grid(page)).toHaveClass(/chain-grid-stale/);
    await snap(page, `chain-v1-closing-stale-${theme}`);
    await expectAccessible(page, 'option chain live, closing and stale', { themes: [theme] });
  });
}

test('expiry strip by keyboard, extra sections, copy, details, leaving unwatches', async ({ page }) => {
  const harness = await open(page, 'light');
  await ask(page, 'AAPL');
  // Roving focus: one tab stop, arrows move, Enter loads that expiry.
  await strip(page).getByRole('button', { pressed: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(strip(page).getByRole('button').nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await v1MarketLog(page)).chainRequests.at(-1)).toEqual({ year: 2027, month: 1, day: 22 });
  await expect(page.getByTestId('chain-summary')).toBeVisible();
  await expect(strip(page).getByRole('button').nth(1)).toHaveAttribute('aria-pressed', 'true');
  // ] and [ from the grid move along the strip.
  await grid(page).focus();
  await page.keyboard.press(']');
  await expect.poll(async () => (await v1MarketLog(page)).chainRequests.at(-1)).toEqual({ year: 2027, month: 1, day: 29 });
  // Ctrl+click opens another expiry as a section below.
  await strip(page).getByRole('button').nth(4).click({ modifiers: ['Control'] });
  await expect(strip(page).getByRole('button', { pressed: true })).toHaveCount(2);
  // Two expiries of 20 strikes shown, each with its heading, under the two header rows.
  await expect(grid(page)).toHaveAttribute('aria-rowcount', '44');
  await snap(page, 'chain-v1-sections-light');

  // Copy: the OSI key (Ctrl+Shift+C) and the row as TSV with the quote columns (strike column).
  await grid(page).focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Control+Shift+C');
  await expect.poll(() => harness.copied.at(-1)).toMatch(/^AAPL--2701\d\dC\d{8}$/);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Control+C');
  await expect.poll(() => harness.copied.at(-1)).toMatch(/^Expiry\tCall delta\tCall iv\t.*\tStrike\tPut bid\t/);
  expect(harness.copied.at(-1)?.split('\n')[1]).toMatch(/^2027-01-\d\d\t-?\d\.\d{3}\t\d+\.\d%\t/);

  // Details: every field in words.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  const details = page.getByTestId('chain-details');
  await expect(details).toContainText('Implied volatility');
  await expect(details).toContainText(/% a year/);
  await expect(details).toContainText(/per day/);
  await expect(details).toContainText('OSI key');
  await snap(page, 'chain-v1-details-light');
  await page.keyboard.press('Escape');

  // Leaving the view stops the refresh.
  await page.keyboard.press('Control+2');
  await expect.poll(async () => (await v1MarketLog(page)).unwatches).toBeGreaterThan(0);
});

for (const theme of THEMES) {
  test(`legacy generation: identity columns and a note that quotes need the current API (${theme})`, async ({ page }) => {
    await open(page, theme, false);
    await ask(page, 'AAPL');
    await expect(page.getByTestId('chain-legacy-note')).toContainText('need the current API');
    await expect(page.getByTestId('expiry-strip')).toHaveCount(0);
    await expect(page.getByTestId('chain-live')).toHaveCount(0);
    await expect(page.getByTestId('chain-chart')).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Call option symbol' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Call bid' })).toHaveCount(0);
    await snap(page, `chain-legacy-${theme}`);
    await expectAccessible(page, 'option chain on the legacy API', { themes: [theme] });
  });
}

test('forced colours keep the in-the-money mark and the price line; reduced motion keeps flashes still', async ({ page }) => {
  await open(page, 'light');
  await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
  await ask(page, 'AAPL');
  const itmCall = page.locator('.chain-strike-row .chain-cell-call.chain-cell-itm').first();
  expect(await itmCall.evaluate((cell) => getComputedStyle(cell).boxShadow)).not.toBe('none');
  const plainCall = page.locator('.chain-strike-row .chain-cell-call:not(.chain-cell-itm)').first();
  expect(await plainCall.evaluate((cell) => getComputedStyle(cell).boxShadow)).toBe('none');
  expect(await page.locator('.chain-row-price-below').evaluate((row) => getComputedStyle(row, '::after').backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  await expect.poll(async () => (await v1MarketLog(page)).watches.length).toBeGreaterThan(0);
  await tickV1Market(page, { every: 2 });
  const flash = page.locator('.chain-flash').first();
  await expect(flash).toBeVisible();
  expect(await flash.evaluate((span) => getComputedStyle(span).animationName)).toBe('none');
  await snap(page, 'chain-v1-forced-colours');
});
