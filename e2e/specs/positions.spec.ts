/**
 * The Positions view on the current API against the demo broker's v1 day on a fast clock: the
 * account picker (closed accounts apart), the totals bar from the portfolio and the balance, rows
 * grouped by underlier (a stock with its options, collapsible by mouse and keys), prices moving
 * with the clock and only the changed rows flashing, sorting and the column picker kept in the
 * settings, a CSV through the spreadsheet guard, stopped while another view is shown; light and
 * dark screenshots and axe checks.
 */
import { expect, test } from '../harness/app-test.ts';
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectAccessible } from '../harness/accessibility.ts';
import { startApp } from '../harness/app-harness.ts';
import type { AppHarness } from '../harness/app-harness.ts';
import { snap, snapBoth } from '../harness/screenshots.ts';

/** Wednesday 10 June 2026, 14:00 in New York: the demo day is well under way. */
const AFTERNOON = Date.UTC(2026, 5, 10, 18, 0, 0);
const ACCOUNT_KEY = 'dBZOKt9xDrtRSAOl4MSiiA';
/** Another open brokerage account of the demo (83405261). */
const OTHER_ACCOUNT_KEY = '-kQp7Xw2cLmN8vR4tYs1aZ';

let app: AppHarness | undefined;

async function start(page: Page): Promise<AppHarness> {
  const harness = await startApp(page, {
    autoApprove: true,
    settingsFile: JSON.stringify({ onboarded: true, theme: 'light' }),
    startAt: AFTERNOON,
    demoApi: 'v1',
    broker: { clockSpeed: 12 },
  });
  await harness.signIn();
  await page.getByRole('tab', { name: 'Positions' }).click();
  return harness;
}

const table = (page: Page) => page.getByTestId('positions-table');
const rows = (page: Page) => table(page).locator('.tree-table-body > [role="row"]');

test('an account’s positions grouped by underlier under its totals, live, sorted, chosen columns, CSV', async ({ page, pageErrors }) => {
  test.setTimeout(120_000);
  app = await start(page);
  const select = page.getByTestId('account-select');
  await expect(select.locator('optgroup[label="Closed accounts"] option')).toHaveText([/83401024 · Old Brokerage \(closed\)/]);
  // Nothing chosen yet: the view opens on the first trading account, as Orders does.
  await expect(select).toHaveValue(ACCOUNT_KEY);
  await expect(rows(page).first()).toBeVisible();
  // A choice is kept per environment, and opens the view the next time.
  await select.selectOption(OTHER_ACCOUNT_KEY);
  await expect.poll(() => JSON.parse(readFileSync(app!.settingsPath, 'utf8')).positionsView?.accounts?.demo).toBe(OTHER_ACCOUNT_KEY);
  await select.selectOption(ACCOUNT_KEY);
  await expect(rows(page).first()).toBeVisible();
  await expect.poll(() => JSON.parse(readFileSync(app!.settingsPath, 'utf8')).positionsView?.accounts?.demo).toBe(ACCOUNT_KEY);

  // The totals: the account's value, cash and buying power from the balance, net greeks.
  const totals = page.getByTestId('positions-totals');
  for (const id of [
    'total-account-value',
    'total-market-value',
    'total-days-gain',
    'total-gain',
    'total-cash',
    'total-buying-power',
    'total-net-delta',
    'total-net-theta',
  ])
    await expect(totals.getByTestId(id).locator('dd')).not.toHaveText('—');

  // Groups: one per underlier, open, a stock with its options under it.
  const groups = table(page).locator('.row-group');
  expect(await groups.count()).toBeGreaterThan(1);
  const first = groups.first();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  const firstKey = await first.getAttribute('data-key');
  await snapBoth(page, 'positions-table');
  await expectAccessible(page, 'positions table');

  // Collapse by the toggle, open by the keys (Right), and Left steps out to the group.
  await first.locator('.tree-toggle').click();
  await expect(table(page).locator(`[data-key="${firstKey}"]`)).toHaveAttribute('aria-expanded', 'false');
  await table(page).press('ArrowRight');
  await expect(table(page).locator(`[data-key="${firstKey}"]`)).toHaveAttribute('aria-expanded', 'true');
  await table(page).press('ArrowDown');
  await table(page).press('ArrowLeft');
  await expect
    .poll(async () => (await table(page).getAttribute('aria-activedescendant')) === (await table(page).locator(`[data-key="${firstKey}"]`).getAttribute('id')))
    .toBe(true);

  // Live: the simulated market moves, a refresh flashes the rows it changed.
  await page.getByRole('button', { name: 'Refresh now' }).click();
  await expect(table(page).locator('[data-changed="true"]').first()).toBeVisible({ timeout: 15_000 });

  // Sorting by market value, kept in the settings; the column picker hides IV.
  await table(page)
    .getByRole('button', { name: /^Mkt value/ })
    .click();
  await expect.poll(() => JSON.parse(readFileSync(app!.settingsPath, 'utf8')).positionsView?.sort).toEqual({ column: 'value', direction: 'desc' });
  await page.getByText('Columns', { exact: true }).click();
  await page.getByRole('group', { name: 'Columns shown' }).getByLabel(/^IV/).uncheck();
  await expect(table(page).locator('.row-header .cell-iv')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // CSV: every position under its underlier's line, the shown columns, guarded.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^positions-83405188-2026-06-10-\d{6}\.csv$/);
  const text = readFileSync((await file.path()) as string, 'utf8');
  const lines = text.trim().split('\r\n');
  expect(lines[0]).toContain('Row,Symbol,Description,Quantity');
  expect(lines[0]).not.toContain('IV');
  const underliers = lines.filter((line) => line.startsWith('Underlier,')).length;
  expect(underliers).toBeGreaterThan(3);
  expect(lines.filter((line) => line.startsWith('Position,')).length).toBeGreaterThan(underliers);
  expect(lines.length).toBe(1 + Number(await table(page).getAttribute('aria-rowcount')) - 1);
  expect(pageErrors).toEqual([]);
});

test('Enter on an option opens its chain with its strike under the cursor; a double-click on a stock opens its chain', async ({ page, pageErrors }) => {
  test.setTimeout(120_000);
  app = await start(page);
  await page.getByTestId('account-select').selectOption(ACCOUNT_KEY);
  const option = rows(page)
    .filter({ hasText: /\$[\d.]+ (Call|Put)/ })
    .first();
  await expect(option).toBeVisible();
  const words = (await option.locator('.cell-symbol .symbol-text').textContent()) ?? '';
  const [, underlier = '', strike = ''] = /^(\S+) \w{3} \d+ '\d\d \$([\d.]+) (?:Call|Put)$/.exec(words) ?? [];
  expect(underlier).not.toBe('');
  await option.click();
  await table(page).press('Enter');
  await expect(page.getByRole('tab', { name: 'Option chain' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Underlier')).toHaveValue(underlier);
  const cursor = page.locator('.chain-cell-cursor');
  // Compared as numbers: the chain writes 187.5 as 187.50.
  await expect.poll(async () => Number(await cursor.textContent()), { timeout: 15_000 }).toBe(Number(strike));
  await expect(cursor).toBeInViewport();
  await snap(page, 'positions-link-option-chain');

  // Back: the last read shows at once; a stock's double-click opens that stock's chain.
  await page.getByRole('tab', { name: 'Positions' }).click();
  const stock = rows(page)
    .filter({ hasNot: page.locator('.tree-toggle') })
    .filter({ hasNotText: /\$[\d.]+ (Call|Put)/ })
    .nth(0);
  await expect(stock).toBeVisible();
  const symbol = ((await stock.locator('.cell-symbol .symbol-text').textContent()) ?? '').trim();
  await stock.dblclick();
  await expect(page.getByRole('tab', { name: 'Option chain' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Underlier')).toHaveValue(symbol);
  await expect(page.getByRole('grid')).toBeVisible({ timeout: 15_000 });
  expect(pageErrors).toEqual([]);
});

test('a position’s orders of today (O), and from an order leg in the details panel, the chain at that contract', async ({ page, pageErrors }) => {
  test.setTimeout(120_000);
  app = await start(page);
  await page.getByTestId('account-select').selectOption(ACCOUNT_KEY);
  const option = rows(page)
    .filter({ hasText: /\$[\d.]+ (Call|Put)/ })
    .first();
  await expect(option).toBeVisible();
  await expect(page.getByTestId('position-orders')).toBeDisabled();
  await option.click();
  const described = (await option.locator('.cell-symbol .symbol-cell').getAttribute('title')) ?? '';
  await expect(page.getByTestId('position-orders')).toBeEnabled();
  await table(page).press('o');
  // The Orders view on the same account, today, every status, searched for the position's contract.
  await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('account-select')).toHaveValue(ACCOUNT_KEY);
  await expect(page.getByRole('radio', { name: 'Today' })).toBeChecked();
  await expect(page.getByTestId('order-search')).toHaveValue(described);

  // A stock: its symbol, which its orders (and its options' orders) carry.
  await page.getByRole('tab', { name: 'Positions' }).click();
  const stock = rows(page)
    .filter({ hasNot: page.locator('.tree-toggle') })
    .filter({ hasNotText: /\$[\d.]+ (Call|Put)/ })
    .first();
  await expect(stock).toBeVisible();
  const symbol = ((await stock.locator('.cell-symbol .symbol-text').textContent()) ?? '').trim();
  await stock.click();
  await page.getByTestId('position-orders').click();
  await expect(page.getByTestId('order-search')).toHaveValue(symbol);
  const found = page.getByTestId('orders-table').locator('.tree-table-body > [role="row"]');
  await expect(found.first()).toBeVisible();
  for (const text of await found.locator('.cell-symbol').allTextContents()) expect(text).toContain(symbol);
  await snap(page, 'positions-link-orders');

  // An order with an option leg: its details link to the chain at the leg's contract.
  await page.getByTestId('order-search').fill('');
  const orders = page.getByTestId('orders-table').locator('.tree-table-body > [role="row"]');
  const optionOrder = orders.filter({ hasText: /\$[\d.]+ (Call|Put)/ }).first();
  await expect(optionOrder).toBeVisible();
  await page.getByTestId('details-toggle').click();
  await optionOrder.click();
  const link = page.getByTestId('order-details').locator('[data-link="chain"]').first();
  await expect(link).toBeVisible();
  const words = (await link.textContent()) ?? '';
  await snap(page, 'orders-details-leg-chain-link');
  await link.click();
  await expect(page.getByRole('tab', { name: 'Option chain' })).toHaveAttribute('aria-selected', 'true');
  const [, strike = ''] = /\$([\d.]+)/.exec(words) ?? [];
  expect(strike).not.toBe('');
  await expect.poll(async () => Number(await page.locator('.chain-cell-cursor').textContent()), { timeout: 15_000 }).toBe(Number(strike));
  await expect(page.locator('.chain-cell-cursor')).toBeInViewport();
  expect(pageErrors).toEqual([]);
});

test('All accounts: every open account’s positions with an Account column, totals added up, the link to orders in the row’s own account', async ({
  page,
  pageErrors,
}) => {
  test.setTimeout(180_000);
  app = await start(page);
  await page.getByTestId('all-accounts').click();
  await expect(page.getByTestId('all-accounts')).toHaveAttribute('aria-pressed', 'true');
  await expect(rows(page).first()).toBeVisible();
  await expect.poll(() => JSON.parse(readFileSync(app!.settingsPath, 'utf8')).positionsView?.allAccounts).toBe(true);
  await expect(table(page).locator('.row-header .cell-account')).toHaveText('Account');
  // No account is chosen in the picker; the closed one is not shown.
  await expect(page.getByTestId('account-select')).toHaveValue('');
  await expect(page.getByTestId('positions-totals').getByTestId('total-account-value').locator('dd')).not.toHaveText('—');

  // Sorted by account: rows of more than one open account, never the closed one.
  await table(page)
    .getByRole('button', { name: /^Account/ })
    .click();
  const numbers = new Set((await table(page).locator('.row-order .cell-account').allTextContents()).map((text) => text.trim()));
  await table(page)
    .getByRole('button', { name: /^Account/ })
    .click();
  for (const text of await table(page).locator('.row-order .cell-account').allTextContents()) numbers.add(text.trim());
  expect(numbers.size).toBeGreaterThan(1);
  expect(numbers.has('83401024')).toBe(false);
  await snapBoth(page, 'positions-all-accounts');
  await expectAccessible(page, 'positions: all accounts');

  // The CSV has the Account column.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^positions-all-accounts-2026-06-10-\d{6}\.csv$/);
  expect(readFileSync((await file.path()) as string, 'utf8').split('\r\n')[0]).toContain('Row,Symbol,Description,Account,');

  // A position's orders of today: in its own account.
  const row = rows(page)
    .filter({ has: page.locator('.cell-account', { hasText: /^\d+$/ }) })
    .first();
  const number = ((await row.locator('.cell-account').textContent()) ?? '').trim();
  await row.click();
  await table(page).press('o');
  await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('account-select').locator('option:checked')).toHaveText(new RegExp(`^${number}`));

  // Back, and one account again: the Account column goes.
  await page.getByRole('tab', { name: 'Positions' }).click();
  await page.getByTestId('account-select').selectOption(ACCOUNT_KEY);
  await expect(page.getByTestId('all-accounts')).toHaveAttribute('aria-pressed', 'false');
  await expect(table(page).locator('.row-header .cell-account')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});
