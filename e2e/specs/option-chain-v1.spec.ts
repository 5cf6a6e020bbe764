/**
 * The option chain on the current API (v1), in Chromium, end to end: the page talks through the
 * real contract to the real backend, whose v1 client and chain refresher talk to the real demo
 * broker on loopback (`demoApi: 'v1'`). The market is the demo's simulated one, moved by the
 * harness's shared clock: `app.advance(ms)` fires the refresher's timers in order, so every live
 * refresh below is one the backend asked for and pushed, with nothing on a real timer.
 *
 * Checked: the expiry strip, the quote columns, in-the-money shading, the underlier's price line,
 * opening at the money, the chart, live refresh with flashes, the badge through the close (REALTIME
 * -> CLOSING), stale marking when the provider refuses, copy, details, and the legacy grid (the
 * demo on the legacy API). Light and dark screenshots of each state; axe on each.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../harness/app-test.ts';
import { expectAccessible } from '../harness/accessibility.ts';
import { startApp, type AppHarness } from '../harness/app-harness.ts';
import { snap, snapBoth } from '../harness/screenshots.ts';

/** Monday 11 January 2027, 10:00 in New York. */
const MORNING = Date.parse('2027-01-11T15:00:00Z');
/** 15:59:40 the same day: twenty seconds before the close. */
const BEFORE_CLOSE = Date.parse('2027-01-11T20:59:40Z');
/**
 * The underlier: the demo prices NVDA near 185 on this seed, so its ladder (60-140 % of its
 * level of 188, 2.50 apart) has strikes enough on both sides of the money for 40 strikes shown.
 */
const SYMBOL = 'NVDA';
/** The refresher's default interval while the chain is on screen. */
const REFRESH_MS = 5_000;

let app: AppHarness | undefined;

async function open(page: Page, theme: string, options: { api?: 'v1' | 'legacy'; startAt?: number } = {}): Promise<AppHarness> {
  app = await startApp(page, {
    autoApprove: true,
    startAt: options.startAt ?? MORNING,
    demoApi: options.api ?? 'v1',
    settingsFile: JSON.stringify({ onboarded: true, theme }),
  });
  await app.signIn();
  await expect(page.getByRole('form', { name: 'Option chain query' })).toBeVisible();
  return app;
}

async function ask(page: Page, underlier: string) {
  await page.getByLabel('Underlier').fill(underlier);
  await page.getByLabel('Underlier').press('Enter');
  await expect(page.getByRole('grid')).toBeVisible();
}

const grid = (page: Page) => page.getByRole('grid');
const strip = (page: Page) => page.getByRole('toolbar', { name: `Expiries of ${SYMBOL}` });
/** The strikes of the rows in the DOM, in order. */
const renderedStrikes = (page: Page) =>
  page.locator('.chain-strike-row').evaluateAll((rows) => rows.map((r) => Number(r.querySelector('.chain-cell-strike')?.textContent)).sort((a, b) => a - b));
/** The underlier's last as the live bar shows it (the demo's simulated price at this instant). */
async function underlierLast(page: Page): Promise<number> {
  const text = (await page.getByTestId('chain-underlier-price').locator('strong').textContent()) ?? '';
  const last = Number(text.replace(`${SYMBOL} `, '').replace(/,/g, ''));
  expect(last, `the underlier's last in "${text}"`).toBeGreaterThan(0);
  return last;
}
/**
 * Resolves once the chart has drawn what the grid shows: it draws in an idle callback after the
 * grid's frame (chain-chart.tsx), and idle callbacks run in order, so one queued after it runs after it.
 */
const chartDrawn = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 2000 }))));
/** Whether the grid scrolls sideways (its content wider than its box), and how far it is scrolled. */
const sideways = (page: Page) => grid(page).evaluate((g) => ({ scrolls: g.scrollWidth > g.clientWidth, scrollLeft: g.scrollLeft }));
/** The arguments of the page's calls on a channel, oldest first. */
const callsOn = (harness: AppHarness, channel: string) => harness.calls.filter((c) => c.channel === channel).map((c) => c.arg as Record<string, unknown>);
/** Moves the shared clock through `n` refresh intervals (each refresh finishes before the next). */
async function refreshes(harness: AppHarness, n: number) {
  for (let i = 0; i < n; i += 1) await harness.advance(REFRESH_MS);
}

test('strip, quote columns, ITM shading, price line, centred at the money, chart (light and dark)', async ({ page }) => {
  await open(page, 'light');
  await ask(page, SYMBOL);

  // The strip: every expiry nearest first, days to expiry and a tag; weeklies can be hidden.
  await expect(strip(page).getByRole('button').first()).toHaveAccessibleName(/^01\/15 4d M ?: Fri, Jan 15, 2027, 4 days, Monthly$/);
  await expect(strip(page).getByRole('button').nth(1)).toContainText('01/22');
  await expect(strip(page).getByRole('button').nth(1)).toContainText('W');
  await expect(strip(page).getByRole('button', { pressed: true })).toHaveCount(1);
  const all = await strip(page).getByRole('button').count();
  await page.getByLabel('Weeklies').uncheck();
  expect(await strip(page).getByRole('button').count()).toBeLessThan(all);
  await page.getByLabel('Weeklies').check();

  // Quote columns on both sides, mirrored around the strike, with the demo's figures in them:
  // the default set fits the 1360 px window whole, both sides' IV and delta in view
  // without scrolling sideways.
  const defaults = ['bid', 'ask', 'iv', 'delta', 'open interest'];
  for (const name of defaults.flatMap((c) => [`Call ${c}`, `Put ${c}`])) {
    await expect(page.getByRole('columnheader', { name, exact: true })).toBeInViewport({ ratio: 1 });
  }
  expect(await sideways(page)).toEqual({ scrolls: false, scrollLeft: 0 });
  const figures = await page.locator('.chain-strike-row .chain-cell-figure').allTextContents();
  expect(figures.filter((t) => /\d/.test(t)).length).toBeGreaterThan(figures.length / 2);
  // No number is cut: every figure cell's text fits its box.
  const cut = await page.locator('.chain-cell-figure').evaluateAll((cells) => cells.filter((c) => c.scrollWidth > c.clientWidth).length);
  expect(cut).toBe(0);

  // In the money: calls below the price, puts above it.
  const price = await underlierLast(page);
  const itm = await page.locator('.chain-strike-row').evaluateAll((rows) =>
    rows.map((r) => ({
      strike: Number(r.querySelector('.chain-cell-strike')?.textContent),
      call: r.querySelector('.chain-cell-call')?.classList.contains('chain-cell-itm') ?? false,
      put: r.querySelector('.chain-cell-put')?.classList.contains('chain-cell-itm') ?? false,
    })),
  );
  expect(itm.length).toBeGreaterThan(5);
  for (const row of itm) {
    expect(row.call, `call ${row.strike} against ${price}`).toBe(row.strike < price);
    expect(row.put, `put ${row.strike} against ${price}`).toBe(row.strike > price);
  }

  // The price line under the highest strike below the price, with the last and change; 20 strikes shown.
  const line = page.getByTestId('chain-price-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(new RegExp(`^${SYMBOL} ${price.toFixed(2)} [+-−]?\\d+\\.\\d\\d \\([+-−]?\\d+\\.\\d\\d%\\)$`));
  // 20 strikes shown: one heading and 20 strike rows under the two header rows; the DOM holds
  // only those in view and a few beyond (virtualised), centred on the money.
  await expect(grid(page)).toHaveAttribute('aria-rowcount', '23');
  const strikes = await renderedStrikes(page);
  expect(strikes.length).toBeGreaterThan(5);
  expect(strikes.length).toBeLessThanOrEqual(20);
  const below = Math.max(...strikes.filter((s) => s < price));
  // Strikes read as numbers: the grid writes 182.5 as "182.50" and 185 as "185".
  const strikeAt = (selector: string) => page.locator(selector).evaluate((cell) => Number(cell.textContent));
  await expect.poll(() => strikeAt('.chain-row-price-below .chain-cell-strike')).toBe(below);
  // Centred at the money: the cursor starts on the strike nearest the price, in view.
  const nearest = strikes.reduce((a, b) => (Math.abs(b - price) < Math.abs(a - price) ? b : a));
  const cursorRow = page.locator('.chain-cell-cursor');
  await expect.poll(() => strikeAt('.chain-cell-cursor')).toBe(nearest);
  await expect(cursorRow).toBeInViewport();
  expect(strikes.filter((s) => s < nearest).length).toBeGreaterThanOrEqual(3);
  expect(strikes.filter((s) => s > nearest).length).toBeGreaterThanOrEqual(3);

  // Strikes shown: + and - step through 10, 20, 40, all.
  await grid(page).focus();
  await page.keyboard.press('+');
  await expect(page.getByRole('button', { name: '40 strikes' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('-');
  await page.keyboard.press('-');
  await expect(page.getByRole('button', { name: '10 strikes' })).toHaveAttribute('aria-pressed', 'true');
  await expect(grid(page)).toHaveAttribute('aria-rowcount', '13');
  expect(await renderedStrikes(page)).toHaveLength(10);
  await page.getByRole('button', { name: '20 strikes' }).click();

  // The chart, with its words for screen readers; it never takes the keyboard.
  await expect(page.getByTestId('chain-chart').locator('canvas')).toBeVisible();
  await expect(page.getByTestId('chain-chart-summary')).toContainText('Call implied volatility from');
  await expect(page.getByTestId('chain-chart-summary')).toContainText(', 20 strikes.');
  expect(await page.getByTestId('chain-chart').locator('[tabindex], a, button, input').count()).toBe(0);
  await chartDrawn(page);

  await snapBoth(page, 'chain-v1');
  await expectAccessible(page, 'option chain on the current API');
});

test('live refresh: flashes, badge through the close, stale (light and dark)', async ({ page }) => {
  const harness = await open(page, 'light', { startAt: BEFORE_CLOSE });
  await ask(page, SYMBOL);
  await expect(page.getByTestId('chain-quote-badge')).toHaveText(/^REALTIME/);
  // Main hears what is in view: the centre strike and how many.
  await expect.poll(() => callsOn(harness, 'chain:watch').length).toBeGreaterThan(0);
  const watch = callsOn(harness, 'chain:watch').at(-1);
  expect(watch?.['visible']).toBe(true);
  expect(Number(watch?.['strikesInView'])).toBeGreaterThanOrEqual(10);
  await expect(page.getByTestId('chain-refresh-words')).toContainText('every 5 s');

  // One refresh interval later the market has moved: the backend pushes what changed, those
  // cells flash (calls and puts move opposite ways: both directions), the rows stay.
  const rowCount = await grid(page).getAttribute('aria-rowcount');
  const priceBefore = await underlierLast(page);
  await refreshes(harness, 1);
  await expect(page.locator('.chain-flash-up').first()).toBeVisible();
  await expect(page.locator('.chain-flash-down').first()).toBeVisible();
  await expect.poll(() => underlierLast(page)).not.toBe(priceBefore);
  // The ring fades on the compositor (opacity), not by repainting the cell.
  expect(
    await page
      .locator('.chain-flash')
      .first()
      .evaluate((span) => getComputedStyle(span, '::before').animationName),
  ).toBe('chain-flash');
  // A ring around the figure, not a fill over it: an in-the-money cell's shading shows through
  // its flash, and a one-increment flicker does not flash at all (chain-live.ts).
  const flashes = await page
    .locator('.chain-flash')
    .evaluateAll((spans) =>
      spans.map((span) => ({ fill: getComputedStyle(span, '::before').backgroundColor, ring: getComputedStyle(span, '::before').boxShadow })),
    );
  expect(flashes.every((flash) => flash.fill === 'rgba(0, 0, 0, 0)' && flash.ring.includes('inset'))).toBe(true);
  // Flashes are seen, never heard: no live region holds them.
  expect(await page.locator('[aria-live] .chain-flash').count()).toBe(0);
  await expect(grid(page)).toHaveAttribute('aria-rowcount', rowCount ?? '');
  await expect(page.getByTestId('chain-refresh-words')).toContainText('Updated');
  await expect(page.getByTestId('chain-quota')).toContainText('of 140,000 this hour');
  await chartDrawn(page);
  await snapBoth(page, 'chain-v1-live');

  // Through the close (16:00 in New York): the next refreshes bring CLOSING and the close's time.
  await refreshes(harness, 5);
  await expect(page.getByTestId('chain-quote-badge')).toHaveText(/^CLOSING/);
  await expect(page.getByTestId('chain-quote-badge')).toHaveAttribute('title', /16:0\d:\d\d ET/);
  await snapBoth(page, 'chain-v1-closing');

  // The provider refuses (its over-limit page): the chain stays, marked stale, and says why.
  (await harness.demoBroker()).setFaults({ fault: 'over-limit' });
  await refreshes(harness, 1);
  await expect(page.getByTestId('chain-live-stale')).toContainText('Stale since');
  await expect(grid(page)).toHaveClass(/chain-grid-stale/);
  // And backs off: the meter takes the over-limit answer as the budget spent, so refreshes slow down and say why.
  await expect(page.getByTestId('chain-refresh-words')).toContainText('slower');
  await expect(page.getByTestId('chain-refresh-words')).not.toContainText('every 5 s');
  await expect(grid(page)).toHaveAttribute('aria-rowcount', rowCount ?? '');
  await expect(page.locator('.chain-cell-figure').first()).toHaveText(/\d/);
  await snapBoth(page, 'chain-v1-closing-stale');
  await expectAccessible(page, 'option chain live, closing and stale');
  (await harness.demoBroker()).setFaults({});
});

test('a weekly reopened from the last query is called weekly in the strip, the section and the details', async ({ page }) => {
  // The app reopens on the remembered query at once, while the strip's list is still on its way: the
  // chain answer names no kind, and the section said "Not given" where the strip said W.
  const lastQuery = { underlier: SYMBOL, month: 1, year: 2027, day: 22, chainType: 'CALLPUT', includeAdjusted: false, includeWeekly: true };
  app = await startApp(page, {
    autoApprove: true,
    startAt: MORNING,
    demoApi: 'v1',
    settingsFile: JSON.stringify({ onboarded: true, theme: 'light', chainView: { lastQuery } }),
  });
  await app.signIn();
  await expect(page.getByRole('gridcell', { name: /Fri, Jan 22, 2027.*11 days.*Weekly/ })).toBeVisible();
  await expect(strip(page).getByRole('button', { pressed: true })).toHaveAccessibleName(/^01\/22 11d W ?: Fri, Jan 22, 2027, 11 days, Weekly$/);
  await grid(page).focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('chain-details')).toContainText('Expiry typeWeekly: a weekly expiry');
});

test('expiry strip by keyboard, extra sections, copy, details, leaving unwatches', async ({ page }) => {
  const harness = await open(page, 'light');
  await ask(page, SYMBOL);
  const lastChainAsked = () => {
    const q = callsOn(harness, 'chain:get').at(-1);
    return q === undefined ? undefined : { year: q['year'], month: q['month'], day: q['day'] };
  };
  // Roving focus: one tab stop, arrows move, Enter loads that expiry.
  await strip(page).getByRole('button', { pressed: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(strip(page).getByRole('button').nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(lastChainAsked).toEqual({ year: 2027, month: 1, day: 22 });
  await expect(page.getByTestId('chain-summary')).toBeVisible();
  await expect(strip(page).getByRole('button').nth(1)).toHaveAttribute('aria-pressed', 'true');
  // ] and [ from the grid move along the strip.
  await grid(page).focus();
  await page.keyboard.press(']');
  await expect.poll(lastChainAsked).toEqual({ year: 2027, month: 1, day: 29 });
  // Ctrl+click opens another expiry as a section below.
  await strip(page)
    .getByRole('button')
    .nth(4)
    .click({ modifiers: ['Control'] });
  await expect(strip(page).getByRole('button', { pressed: true })).toHaveCount(2);
  // Two expiries of 20 strikes shown, each with its heading, under the two header rows.
  await expect(grid(page)).toHaveAttribute('aria-rowcount', '44');
  await chartDrawn(page);
  await snap(page, 'chain-v1-sections-light');

  // Copy: the OSI key (Ctrl+Shift+C) and the row as TSV with the quote columns (strike column).
  await grid(page).focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Control+Shift+C');
  await expect.poll(() => harness.copied.at(-1)).toMatch(/^NVDA-{2}2701\d\dC\d{8}$/);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Control+C');
  await expect.poll(() => harness.copied.at(-1)).toMatch(/^Expiry\tCall open interest\tCall delta\tCall iv\t.*\tStrike\tPut bid\t/);
  expect(harness.copied.at(-1)?.split('\n')[1]).toMatch(/^2027-01-\d\d\t[\d,]*\t-?\d\.\d{3}\t\d+\.\d%\t/);

  // Details: every field in words.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  const details = page.getByTestId('chain-details');
  await expect(details).toContainText('Implied volatility');
  await expect(details).toContainText(/% a year/);
  await expect(details).toContainText(/per day/);
  await expect(details).toContainText('OSI key');
  // The panel takes its room from the grid's spare width: every column of both sides stays in view.
  for (const name of ['Call open interest', 'Call iv', 'Call delta', 'Put iv', 'Put delta', 'Put open interest']) {
    await expect(page.getByRole('columnheader', { name, exact: true })).toBeInViewport({ ratio: 1 });
  }
  expect(await sideways(page)).toEqual({ scrolls: false, scrollLeft: 0 });
  await snap(page, 'chain-v1-details-light');
  await page.keyboard.press('Escape');

  // Leaving the view stops the refresh.
  await page.keyboard.press('Control+2');
  await expect.poll(() => callsOn(harness, 'chain:unwatch').length).toBeGreaterThan(0);
});

test('legacy generation: identity columns and a note that quotes need the current API (light and dark)', async ({ page }) => {
  await open(page, 'light', { api: 'legacy' });
  await ask(page, SYMBOL);
  await expect(page.getByTestId('chain-legacy-note')).toContainText('need the current API');
  await expect(page.getByTestId('expiry-strip')).toHaveCount(0);
  await expect(page.getByTestId('chain-live')).toHaveCount(0);
  await expect(page.getByTestId('chain-chart')).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Call option symbol' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Call bid' })).toHaveCount(0);
  await snapBoth(page, 'chain-legacy');
  await expectAccessible(page, 'option chain on the legacy API');
});

test('forced colours keep the in-the-money mark and the price line; reduced motion keeps flashes still', async ({ page }) => {
  const harness = await open(page, 'light');
  await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
  await ask(page, SYMBOL);
  const itmCall = page.locator('.chain-strike-row .chain-cell-call.chain-cell-itm').first();
  expect(await itmCall.evaluate((cell) => getComputedStyle(cell).boxShadow)).not.toBe('none');
  const plainCall = page.locator('.chain-strike-row .chain-cell-call:not(.chain-cell-itm)').first();
  expect(await plainCall.evaluate((cell) => getComputedStyle(cell).boxShadow)).toBe('none');
  expect(await page.locator('.chain-row-price-below').evaluate((row) => getComputedStyle(row, '::after').backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  await expect.poll(() => callsOn(harness, 'chain:watch').length).toBeGreaterThan(0);
  await refreshes(harness, 1);
  const flash = page.locator('.chain-flash').first();
  await expect(flash).toBeVisible();
  // Still: no fade, and the tint stays (the motion's news said by something still).
  const still = await flash.evaluate((span) => ({
    animation: getComputedStyle(span, '::before').animationName,
    opacity: Number(getComputedStyle(span, '::before').opacity),
  }));
  expect(still).toEqual({ animation: 'none', opacity: 0.8 });
  await snap(page, 'chain-v1-forced-colours');
});
