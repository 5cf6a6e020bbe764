/**
 * Every table at the default 1360 × 860 window, against the demo broker's v1 day: the chain, two
 * expiries compared (and the expiry strip above them), the positions of one account and of all,
 * the orders of one account and of all, a week of history, the alerts. Page by page through each:
 * its default columns fit (nothing to scroll sideways to) and no figure is cut (no ellipsis, no
 * clip: harness/cut-numbers.ts). Light and dark screenshots of each.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../harness/app-test.ts';
import { startApp, type AppHarness } from '../harness/app-harness.ts';
import { cutNumbers, eachPage, type CutNumber } from '../harness/cut-numbers.ts';
import { snapBoth } from '../harness/screenshots.ts';

/** Wednesday 10 June 2026, 14:00 in New York: the demo day is well under way, weeks of history behind it. */
const AFTERNOON = Date.UTC(2026, 5, 10, 18, 0, 0);
/** The demo's first open brokerage account, the one Orders and Positions open on. */
const FIRST_TRADING = 'dBZOKt9xDrtRSAOl4MSiiA';

async function open(page: Page): Promise<AppHarness> {
  const app = await startApp(page, {
    demoApi: 'v1',
    autoApprove: true,
    startAt: AFTERNOON,
    settingsFile: JSON.stringify({ onboarded: true, theme: 'light' }),
    broker: { clockSpeed: 1 },
    // The day stands still while the pages are measured: a figure that grows between two reads
    // would make the check's answer depend on the machine's speed.
    heldClock: true,
  });
  await app.signIn();
  return app;
}

/** What is cut in `table` over all its pages, each named once, with whether it scrolls sideways. */
async function readTable(name: string, table: Locator): Promise<string[]> {
  const problems = new Map<string, CutNumber>();
  let sideways = 0;
  await eachPage(table, async () => {
    const seen = await cutNumbers(table);
    sideways = Math.max(sideways, seen.sideways);
    for (const cut of seen.cut) problems.set(`${cut.where}: "${cut.text}"`, cut);
  });
  const words = [...problems].map(([where, cut]) => `${name}: ${where} (${String(cut.width)} of ${String(cut.needs)} px)`);
  if (sideways > 0) words.unshift(`${name}: the default columns are ${String(sideways)} px wider than the table`);
  return words;
}

test('the chain, two expiries compared and the expiry strip: every column in view, no figure cut (light and dark)', async ({ page }) => {
  test.setTimeout(180_000);
  await open(page);
  await page.getByLabel('Underlier').fill('NVDA');
  await page.getByLabel('Underlier').press('Enter');
  const grid = page.getByRole('grid');
  await expect(grid.locator('.chain-strike-row').first()).toBeVisible();
  const problems = await readTable('chain', grid);
  await snapBoth(page, 'tables-fit-chain');

  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  const strip = page.getByTestId('expiry-strip');
  // The next expiry after the one open: the second compared.
  await strip.locator('.chain-strip-item:not(.is-open)').first().click();
  await expect(page.getByTestId('chain-compare-heading')).toHaveCount(2);
  problems.push(...(await readTable('compare', grid)));
  problems.push(...(await readTable('expiry strip', strip)));
  // Each compared expiry's heading holds all its lines (its figures wrap; none is clipped).
  const clipped = await page
    .getByTestId('chain-compare-heading')
    .evaluateAll((headings) =>
      headings
        .filter((h) => h.scrollHeight > h.clientHeight + 1)
        .map((h) => `${h.dataset['date'] ?? ''}: ${String(h.scrollHeight)} of ${String(h.clientHeight)} px`),
    );
  problems.push(...clipped.map((words) => `compare heading clipped, ${words}`));
  await snapBoth(page, 'tables-fit-compare');
  expect(problems).toEqual([]);
});

test('positions of one account (opened on the first trading one) and of all accounts: every column in view, no figure cut', async ({ page }) => {
  test.setTimeout(180_000);
  await open(page);
  await page.getByRole('tab', { name: 'Positions' }).click();
  // Nothing chosen yet: the view opens on the first trading account, as Orders does.
  await expect(page.getByTestId('account-select')).toHaveValue(FIRST_TRADING);
  const table = page.getByTestId('positions-table');
  await expect(table.locator('.tree-table-body > [role="row"]').first()).toBeVisible();
  const problems = await readTable('positions', table);
  await snapBoth(page, 'tables-fit-positions');

  await page.getByTestId('all-accounts').click();
  await expect(table.locator('.cell-account').first()).toBeVisible();
  problems.push(...(await readTable('positions, all accounts', table)));
  await snapBoth(page, 'tables-fit-positions-all');
  expect(problems).toEqual([]);

  // Every column shown (the chooser's Show all): the table scrolls sideways, the Symbol column stays.
  await page.getByText('Columns', { exact: true }).click();
  await page.getByRole('group', { name: 'Columns shown' }).getByRole('button', { name: 'Show all' }).click();
  await page.keyboard.press('Escape');
  await expect(table.locator('.row-header .cell-cost')).toHaveCount(1);
  await table.evaluate((t) => t.scrollBy(t.scrollWidth, 0));
  await expect.poll(() => table.evaluate((t) => t.scrollLeft)).toBeGreaterThan(0);
  const symbolEdge = () =>
    table.evaluate((t) => {
      const cell = t.querySelector('.tree-table-body [role="row"] > .cell-symbol');
      return cell === null ? null : Math.round(cell.getBoundingClientRect().left - t.getBoundingClientRect().left);
    });
  // Right after the table's 1 px border and the expander's 32 px track, as before the scroll.
  await expect.poll(symbolEdge).toBe(33);
  await snapBoth(page, 'tables-fit-positions-sideways');
});

test('orders of one account and of all, a week of history, the alerts: every column in view, no figure cut', async ({ page }) => {
  test.setTimeout(300_000);
  const harness = await open(page);
  await page.getByRole('tab', { name: 'Orders' }).click();
  const table = page.getByTestId('orders-table');
  await expect(page.getByTestId('account-select')).toHaveValue(FIRST_TRADING);
  await expect(table.locator('.tree-table-body > [role="row"]').first()).toBeVisible();
  const problems = await readTable('orders', table);
  await snapBoth(page, 'tables-fit-orders');

  await page.getByRole('radio', { name: 'Last 7 days' }).check();
  await expect(page.getByTestId('history-status-line')).toContainText('History, not live');
  await expect(table.locator('.tree-table-body > [role="row"]').first()).toBeVisible();
  problems.push(...(await readTable('history', table)));
  await snapBoth(page, 'tables-fit-history');
  await page.getByRole('radio', { name: 'Today' }).check();

  await page.getByTestId('account-select').selectOption('all accounts');
  await expect(page.getByTestId('orders-view')).toHaveAttribute('data-all-accounts', 'true');
  // The high-volume account's day (1,000+ orders) loads page by page: every account in first.
  await expect(page.getByTestId('account-problems')).toHaveCount(0, { timeout: 60_000 });
  await harness.settled();
  await expect(table.locator('.cell-account').first()).toBeVisible();
  problems.push(...(await readTable('orders, all accounts', table)));
  await snapBoth(page, 'tables-fit-orders-all');

  await page.getByRole('tab', { name: /^Alerts/ }).click();
  const alerts = page.getByTestId('alerts-table');
  await expect(alerts.locator('.tree-table-body [role="row"]').first()).toBeVisible({ timeout: 15_000 });
  problems.push(...(await readTable('alerts', alerts)));
  await snapBoth(page, 'tables-fit-alerts');
  expect(problems).toEqual([]);
});
