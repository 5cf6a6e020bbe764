/**
 * The demo broker's trading rules as a person sees them (docs/demo-broker.md, "Orders that obey
 * their rules", "Accounts that can exist", "Strikes follow the exchanges too"), on the current API
 * with the demo's clock held at a Wednesday afternoon: a one-triggers-all group whose later members
 * went to market only once its first member filled, a fill-or-kill order cancelled whole, SPX's
 * 0DTE chain (5 points apart near the money), and the Options IRA's positions (no short stock, no
 * uncovered call). The books are the load volume's, where one day holds every group type and term.
 * Screenshots land in artifacts/screenshots as demo-rules-*.
 */
import { expect, test } from '../harness/app-test.ts';
import type { Locator, Page } from '@playwright/test';
import { startApp, type AppHarness } from '../harness/app-harness.ts';
import { rows, table } from '../harness/orders-table.ts';
import { snap } from '../harness/screenshots.ts';

/** Wednesday 10 June 2026, 14:00 in New York: the day's orders have met the market for hours. */
const AFTERNOON = Date.UTC(2026, 5, 10, 18, 0, 0);
const MAIN_KEY = 'dBZOKt9xDrtRSAOl4MSiiA';
const IRA_KEY = '-kQp7Xw2cLmN8vR4tYs1aZ';

async function start(page: Page): Promise<AppHarness> {
  const harness = await startApp(page, {
    autoApprove: true,
    settingsFile: JSON.stringify({ onboarded: true, theme: 'light' }),
    startAt: AFTERNOON,
    demoApi: 'v1',
    // Every group type and term in the day's first entries (its coverage block): the load
    // volume's books (docs/demo-broker.md, "How many orders").
    broker: { volume: 'load' },
  });
  await harness.signIn();
  return harness;
}

/** The `data-event` names of a details panel's timeline, oldest first. */
const eventsOf = (details: Locator): Promise<string[]> =>
  details
    .getByTestId('order-timeline')
    .locator('li[data-event]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-event') ?? ''));

test('a one-triggers-all group sends its members after the first fill; a fill-or-kill is cancelled whole', async ({ page, pageErrors }) => {
  test.setTimeout(150_000);
  await start(page);
  await page.getByRole('tab', { name: 'Orders' }).click();
  await page.getByTestId('account-select').selectOption(MAIN_KEY);
  await expect(rows(page).first()).toBeVisible();
  const details = page.getByTestId('order-details');
  const toggle = page.getByTestId('details-toggle');
  const detailsOpen = async (open: boolean): Promise<void> => {
    if (((await toggle.getAttribute('aria-pressed')) === 'true') !== open) await toggle.click();
  };

  // The one-triggers-all groups of the day (the Type column names them; beside the details panel it
  // gives way, so they are looked for with the panel closed): the one whose first member filled.
  // The rows are recycled as the table scrolls: look through the day a screen at a time.
  await page.getByRole('tab', { name: /^All/ }).click();
  const groups = rows(page).filter({ has: page.locator('.group-type', { hasText: 'OTA' }) });
  const tried = new Set<string>();
  let shown = false;
  for (let screen = 0; screen < 60 && !shown; screen += 1) {
    await detailsOpen(false);
    const keys = (await groups.evaluateAll((found) => found.map((row) => row.getAttribute('data-key') ?? ''))).filter((key) => !tried.has(key));
    for (const key of keys) {
      tried.add(key);
      await detailsOpen(true);
      await table(page).locator(`[data-key="${key}"]`).click();
      await expect(details.getByTestId('order-timeline').or(details.getByTestId('timeline-failed'))).toBeVisible();
      const events = await eventsOf(details);
      const executed = events.indexOf('ORDER_EXECUTED');
      const sent = events.map((name, at) => (name === 'SENT_TO_MARKET' ? at : -1)).filter((at) => at >= 0);
      // The first member's own "sent", then its fill, then the others' "sent".
      if (executed < 0 || sent.length < 3) continue;
      expect(sent[0]).toBeLessThan(executed);
      for (const later of sent.slice(1)) expect(later).toBeGreaterThan(executed);
      // The later members' "sent to market", after the first's fill, in view.
      await details.getByTestId('order-timeline').locator('li[data-event]').last().scrollIntoViewIfNeeded();
      const row = table(page).locator(`[data-key="${key}"]`);
      if ((await row.getAttribute('aria-expanded')) === 'false') await row.locator('.tree-toggle').click();
      shown = true;
      break;
    }
    if (!shown) {
      // A screen on: the treegrid moves its active row a page down and scrolls to it.
      await detailsOpen(false);
      await table(page).focus();
      await table(page).press('PageDown');
    }
  }
  expect(shown, 'a one-triggers-all group whose first member filled').toBe(true);
  await snap(page, 'demo-rules-ota-group');

  // A fill-or-kill order that could not fill at once: cancelled whole, nothing filled.
  await detailsOpen(false);
  await page.getByRole('tab', { name: /^Cancelled/ }).click();
  const fok = rows(page)
    .filter({ hasText: 'FOK' })
    .filter({ has: page.locator('.status-badge', { hasText: 'Cancelled' }) })
    .first();
  for (let screen = 0; screen < 30 && (await fok.count()) === 0; screen += 1) {
    await table(page).focus();
    await table(page).press('PageDown');
  }
  await expect(fok).toBeVisible();
  const fokKey = (await fok.getAttribute('data-key')) ?? '';
  await detailsOpen(true);
  await table(page).locator(`[data-key="${fokKey}"]`).click();
  await expect(details).toContainText('Not executed');
  const fokEvents = await eventsOf(details);
  expect(fokEvents).not.toContain('ORDER_PARTIALLY_EXECUTED');
  expect(fokEvents).not.toContain('CANCEL_REQUESTED');
  expect(fokEvents).toContain('ORDER_CANCELLED');
  await expect(table(page)).toBeVisible();
  await snap(page, 'demo-rules-fok-cancelled');
  expect(pageErrors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
});

test('SPX’s 0DTE chain, 5 points apart near the money', async ({ page, pageErrors }) => {
  test.setTimeout(120_000);
  await start(page);
  await expect(page.getByRole('form', { name: 'Option chain query' })).toBeVisible();
  await page.getByLabel('Underlier').fill('SPX');
  await page.getByLabel('Underlier').press('Enter');
  await expect(page.getByRole('grid')).toBeVisible();
  // Today's expiry (Wednesday 10 June), a daily, is the strip's first: the 0DTE, chosen.
  const strip = page.getByRole('toolbar', { name: 'Expiries of SPX' });
  const today = strip.getByRole('button').first();
  await expect(today).toContainText('06/10');
  await expect(today).toContainText('0d');
  await today.click();
  await expect(page.getByText(/Wed, Jun 10, 2026/).first()).toBeVisible();
  const strikes = await page
    .locator('.chain-strike-row')
    .evaluateAll((list) => list.map((row) => Number((row.querySelector('.chain-cell-strike')?.textContent ?? '').replace(/,/g, ''))));
  expect(strikes.length).toBeGreaterThan(10);
  const sorted = [...strikes].sort((a, b) => a - b);
  const gaps = new Set(sorted.slice(1).map((strike, i) => strike - (sorted[i] ?? 0)));
  expect([...gaps]).toEqual([5]);
  await snap(page, 'demo-rules-spx-0dte');
  expect(pageErrors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
});

test('the Options IRA holds no short stock and no uncovered call', async ({ page, pageErrors }) => {
  test.setTimeout(120_000);
  await start(page);
  await page.getByRole('tab', { name: 'Positions' }).click();
  await page.getByTestId('account-select').selectOption(IRA_KEY);
  const positions = page.getByTestId('positions-table');
  await expect(positions.locator('.tree-table-body > [role="row"]').first()).toBeVisible();
  await snap(page, 'demo-rules-ira-positions');
  expect(pageErrors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
});
