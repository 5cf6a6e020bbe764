/**
 * The chain as a new user first meets it, on the current API (v1) against the demo broker's
 * market, in Chromium: a symbol entered opens on its nearest listed expiry (not the month's
 * monthly) and the expiry-month control follows it; bid reads before ask on both sides, the
 * mirrored layout a choice kept in the settings; a symbol that is not valid is said once, offers no
 * Retry and is not kept among the recent symbols. Screenshots at 1360 × 860, light and dark; axe.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../harness/app-test.ts';
import { expectAccessible } from '../harness/accessibility.ts';
import { startApp, type AppHarness } from '../harness/app-harness.ts';
import { snapBoth } from '../harness/screenshots.ts';

/** Tuesday 1 December 2026, 10:00 in New York: the nearest expiry is that week's, the monthly the 18th. */
const TUESDAY = Date.parse('2026-12-01T15:00:00Z');

async function open(page: Page): Promise<AppHarness> {
  const app = await startApp(page, { autoApprove: true, startAt: TUESDAY, demoApi: 'v1', settingsFile: JSON.stringify({ onboarded: true, theme: 'light' }) });
  await app.signIn();
  await expect(page.getByRole('form', { name: 'Option chain query' })).toBeVisible();
  return app;
}

async function enter(page: Page, symbol: string) {
  await page.getByLabel('Underlier').fill(symbol);
  await page.getByLabel('Underlier').press('Enter');
}

const strip = (page: Page, symbol: string) => page.getByRole('toolbar', { name: `Expiries of ${symbol}` });
const saved = (harness: AppHarness) => JSON.parse(readFileSync(harness.settingsPath, 'utf8')) as { chainView: { recentSymbols: string[]; sides?: string } };
/** The left edge of a column header on screen. */
const leftOf = async (page: Page, name: string) => (await page.getByRole('columnheader', { name, exact: true }).boundingBox())?.x ?? Number.NaN;

test('a symbol entered opens on its nearest expiry; bid before ask on both sides, mirrored as a setting (light and dark)', async ({ page }) => {
  const harness = await open(page);
  await enter(page, 'AAPL');
  await expect(page.getByRole('grid')).toBeVisible();
  // The strip lists the expiries nearest first; the one open is the first, not the month's monthly.
  const first = strip(page, 'AAPL').getByRole('button').first();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  const nearest = (await first.getAttribute('data-date')) ?? '';
  expect(nearest).toBe('2026-12-04');
  await expect(strip(page, 'AAPL').locator('[data-date="2026-12-18"]')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('gridcell', { name: /Fri, Dec 4, 2026/ }).first()).toBeAttached();
  await expect(page.getByLabel('Expiry month')).toHaveValue('2026-12');

  // A month chosen asks that month; a new symbol entered goes back to its own nearest, the month control with it.
  await page.getByLabel('Expiry month').selectOption({ label: 'March 2027' });
  await expect(page.getByTestId('chain-summary')).toContainText('March 2027');
  await enter(page, 'NVDA');
  await expect(strip(page, 'NVDA').getByRole('button').first()).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Expiry month')).toHaveValue('2026-12');
  await expect(page.getByTestId('chain-summary')).toContainText('December 2026');

  // Bid before ask on both sides: … Bid | Ask | Strike | Bid | Ask …
  expect(await leftOf(page, 'Call bid')).toBeLessThan(await leftOf(page, 'Call ask'));
  expect(await leftOf(page, 'Call ask')).toBeLessThan(await leftOf(page, 'Strike'));
  expect(await leftOf(page, 'Put bid')).toBeLessThan(await leftOf(page, 'Put ask'));
  // The legend says the strip's letters.
  await expect(page.getByTestId('expiry-strip-legend')).toContainText('W weekly');
  await snapBoth(page, 'chain-first-look');
  await expectAccessible(page, 'chain: nearest expiry, bid before ask');

  // The mirrored layout is a choice, kept in the settings like the columns.
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('radio', { name: /Mirrored/ }).check();
  expect(await leftOf(page, 'Call ask')).toBeLessThan(await leftOf(page, 'Call bid'));
  expect(await leftOf(page, 'Put bid')).toBeLessThan(await leftOf(page, 'Put ask'));
  await expect.poll(() => saved(harness).chainView.sides).toBe('mirrored');
  await page.getByRole('radio', { name: /Bid before ask/ }).check();
  await expect.poll(() => saved(harness).chainView.sides).toBe('bidAsk');
});

test('a symbol that is not valid is said once, offers no Retry and is not kept in Recent (light and dark)', async ({ page }) => {
  const harness = await open(page);
  await enter(page, 'AAPL');
  await expect(page.getByRole('grid')).toBeVisible();
  await expect.poll(() => saved(harness).chainView.recentSymbols).toEqual(['AAPL']);
  const chainAsks = harness.calls.filter((c) => c.channel === 'chain:get').length;

  await enter(page, 'ZZZZ');
  const error = page.getByTestId('chain-error');
  await expect(error).toContainText('Could not load ZZZZ.');
  await expect(error).toContainText(/not valid/);
  // Said once: not in the expiry list's place as well, and no chain asked to be refused again.
  await expect(page.getByText(/not valid/)).toHaveCount(1);
  await expect(page.getByTestId('expiry-strip-error')).toHaveCount(0);
  expect(harness.calls.filter((c) => c.channel === 'chain:get').length).toBe(chainAsks);
  // Asking again unchanged gets the same answer: no Retry.
  await expect(error.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await snapBoth(page, 'chain-symbol-not-valid');
  await expectAccessible(page, 'chain: a symbol that is not valid');

  // Not kept: the recent symbols are what they were, in the settings and on screen.
  await enter(page, 'NVDA');
  await expect(page.getByTestId('chain-summary')).toContainText('NVDA');
  await expect(error).toHaveCount(0);
  await expect.poll(() => saved(harness).chainView.recentSymbols).toEqual(['NVDA', 'AAPL']);
  await expect(page.getByRole('group', { name: 'Recent symbols' }).getByRole('button', { name: 'ZZZZ' })).toHaveCount(0);
});

test('All and ±2σ say how far the strikes loaded reach; the ±2σ range loads with its cost said first (light and dark)', async ({ page }) => {
  await open(page);
  await enter(page, 'SPX');
  await expect(page.getByRole('grid')).toBeVisible();
  // The December monthly, 17 days out: two σ is some 400 points either side, past the strikes loaded.
  await strip(page, 'SPX').locator('[data-date="2026-12-18"]').click();
  await expect(page.getByTestId('chain-summary')).toContainText('17 days');
  const summary = page.getByTestId('chain-summary');
  await expect(summary).toContainText('20 pairs');
  const strikesShown = page.getByRole('group', { name: 'Strikes shown per expiry' });
  const note = page.getByTestId('chain-reach');
  await expect(note).toHaveCount(0);

  // All: every strike loaded, which is not every strike of the expiry, and it says so.
  await strikesShown.getByRole('button', { name: 'All strikes' }).click();
  await expect(note).toHaveText(/^All: the (\d+) strikes loaded, [\d,.]+–[\d,.]+, not every strike of the expiry\.$/);
  const loaded = Number(/the (\d+) strikes/.exec((await note.textContent()) ?? '')?.[1]);
  await expect(summary).toContainText(`${loaded} pairs`);

  // ±2σ: a range wider than the strikes loaded is said, with what loading it costs, before it is loaded.
  await strikesShown.getByRole('button', { name: 'Strikes within 2σ' }).click();
  await expect(note).toContainText(/^±2σ is [\d,.]+–[\d,.]+; the \d+ strikes loaded, [\d,.]+–[\d,.]+, reach only part of it\./);
  const load = note.getByRole('button', { name: /^Load ±2σ: up to [\d,]+ strikes, [\d,]+ quotes$/ });
  await expect(load).toBeEnabled();
  await snapBoth(page, 'chain-two-sigma-reach');
  await expectAccessible(page, 'chain: ±2σ beyond the strikes loaded');
  const wanted = Number(/up to ([\d,]+) strikes/.exec((await load.textContent()) ?? '')?.[1]?.replace(/,/g, ''));
  await load.click();
  // Loaded: the range is reached, so the note has nothing left to say, and more strikes are shown.
  await expect(note).toHaveCount(0);
  const pairs = Number(/([\d,]+) pairs/.exec((await summary.textContent()) ?? '')?.[1]?.replace(/,/g, ''));
  expect(pairs).toBeGreaterThan(loaded / 2);
  expect(pairs).toBeLessThanOrEqual(wanted);
  await expect(page.getByTestId('chain-summary-figures')).toContainText(/P\/C of [\d,]+ loaded strikes/);
});
