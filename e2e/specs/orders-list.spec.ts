import { expect, test } from '../harness/app-test.ts';
import { readFileSync } from 'node:fs';
import { expectAccessible } from '../harness/accessibility.ts';
import { startApp, type AppHarness } from '../harness/app-harness.ts';
import { AFTERNOON, chooseAccount, startLegacyOrders, tabCount, table } from '../harness/orders-table.ts';
import { snapBoth } from '../harness/screenshots.ts';

/**
 * The list of today's orders on the demo's legacy API: status tabs, search, sort and CSV export,
 * its failures (stale data kept, provider errors, no orders, session expired), and the history
 * ranges the legacy API cannot offer. The day's moves and the tree are in orders.spec.ts.
 */
const MINUTE = 60_000;
/** The demo day, 23:56 in New York: four minutes before the session dies. */
const LATE = Date.UTC(2026, 5, 11, 3, 56, 0);

let app: AppHarness | undefined;

test('status tabs, search, sort and CSV export of the visible list', async ({ page, pageErrors }) => {
  app = await startLegacyOrders(page);
  await chooseAccount(page);

  // Tabs: each shows its orders, and its count is the number of orders in it. They control a
  // panel that exists, labelled by the chosen tab.
  await page.getByRole('tab', { name: /^Open/ }).click();
  const panelId = await page.getByRole('tab', { name: /^Open/ }).getAttribute('aria-controls');
  await expect(page.locator(`[id="${panelId}"]`)).toHaveAttribute('role', 'tabpanel');
  await expect(page.getByRole('tabpanel', { name: /^Open/ })).toContainText(/Open|Partly filled/);
  const openCount = await tabCount(page, 'open');
  const badges = await table(page).locator('.row-order .status-badge').allTextContents();
  expect(badges.length).toBeGreaterThan(0);
  expect(badges.every((b) => b === 'Open' || b === 'Partly filled')).toBe(true);
  expect(badges.length).toBeLessThanOrEqual(openCount);
  await page.getByRole('tab', { name: /^Other/ }).click();
  const other = await table(page).locator('.row-order .status-badge').allTextContents();
  expect(other.length).toBeGreaterThan(0);
  expect(other.every((b) => ['Cancel requested', 'Expired', 'Rejected'].includes(b))).toBe(true);
  await snapBoth(page, 'orders-tab-other');
  await expectAccessible(page, 'orders: tab Other');
  await page.getByRole('tab', { name: /^All/ }).click();

  // Search by symbol: only matching orders, and the counts follow the search.
  const all = await tabCount(page, 'all');
  await page.getByTestId('order-search').fill('KO');
  await expect.poll(() => tabCount(page, 'all')).toBeLessThan(all);
  const symbols = await table(page).locator('.row-order.level-1 .cell-symbol').allTextContents();
  expect(symbols.length).toBeGreaterThan(0);
  expect(symbols.every((s) => /KO|COCA/i.test(s))).toBe(true);
  await snapBoth(page, 'orders-search');
  await page.getByTestId('order-search').fill('ZZZZ');
  await expect(page.getByTestId('orders-no-match')).toBeVisible();
  await expectAccessible(page, 'orders: no match');
  await page.getByRole('button', { name: 'Show all orders' }).click();
  await expect(page.getByTestId('order-search')).toHaveValue('');

  // Sort by value: ascending, then descending; the choice is kept in settings.
  await page.locator('.sort-button[data-column="value"]').click();
  await expect(page.locator('[role="columnheader"]:has([data-column="value"])')).toHaveAttribute('aria-sort', 'ascending');
  const money = async () =>
    (await table(page).locator('.tree-table-body > .level-1 .cell-value').allTextContents())
      .map((t) => Number(t.replaceAll(',', '')))
      .filter((n) => !Number.isNaN(n));
  const ascending = await money();
  expect(ascending.length).toBeGreaterThan(5);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  await page.locator('.sort-button[data-column="value"]').click();
  await expect(page.locator('[role="columnheader"]:has([data-column="value"])')).toHaveAttribute('aria-sort', 'descending');
  const descending = await money();
  expect(descending.length).toBeGreaterThan(5);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
  await expect.poll(() => JSON.parse(readFileSync(app!.settingsPath, 'utf8')).ordersView?.sort).toEqual({ column: 'value', direction: 'desc' });
  await page.locator('.sort-button[data-column="symbol"]').click();
  const names = await table(page).locator('.tree-table-body > .level-1 .cell-symbol').allTextContents();
  expect(names.length).toBeGreaterThanOrEqual(5);
  expect(names.slice(0, 5).map((n) => n.replace(/^New/, '')[0])).toEqual([...names.slice(0, 5).map((n) => n.replace(/^New/, '')[0])].sort());

  // Hide a column: the table and the export both drop it.
  await page.getByText('Columns', { exact: true }).click();
  await page.getByRole('group', { name: 'Columns shown' }).getByLabel(/^Term/).uncheck();
  await expect(page.locator('[role="columnheader"]', { hasText: 'Term' })).toHaveCount(0);
  await expectAccessible(page, 'orders: column picker');
  await page.getByText('Columns', { exact: true }).click();

  // Export the Spread orders: every leg, New York times, the columns shown.
  await page.getByTestId('order-search').fill('');
  await page.getByRole('tab', { name: /^Executed/ }).click();
  const shownOrders = await tabCount(page, 'executed');
  expect(shownOrders).toBeGreaterThan(0);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^orders-83405188-2026-06-10_2026-06-10-\d{6}\.csv$/);
  const csv = readFileSync((await file.path())!, 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe(
    // Member, Replaces and Replaced by (v1 group members and changed orders) stay empty on the legacy API.
    'Row,Group ID,Order ID,Member,Leg,Placed (ET),Symbol,Description,Type,Action,Filled,Ordered,Unit,Price,Status,Order value,Est. commission,Est. fees,Call/Put,Expiry,Strike,Executed price,Replaces,Replaced by',
  );
  const orderLines = lines.filter((l) => l.startsWith('Order,') || l.startsWith('Member,'));
  expect(orderLines.length).toBe(shownOrders);
  expect(orderLines.every((l) => l.includes(',Executed,'))).toBe(true);
  expect(orderLines.every((l) => /,2026-06-10 \d\d:\d\d:\d\d,/.test(l))).toBe(true);
  const legLines = lines.filter((l) => l.startsWith('Leg,'));
  expect(legLines.length).toBeGreaterThanOrEqual(orderLines.length);
  expect(legLines.some((l) => /,(?:CALL|PUT),2026-\d\d-\d\d,\d/.test(l))).toBe(true);
  expect(pageErrors).toEqual([]);
});

test('failures: stale badge with the data kept, provider errors verbatim, no orders today, session expired', async ({ page, pageErrors }) => {
  test.setTimeout(120_000);
  app = await startLegacyOrders(page, { startAt: LATE });
  const broker = await app.demoBroker();

  // No orders today: the brokerage answers the order list with an empty 204.
  broker.setFaults({ fault: 'empty-204' });
  await page.getByTestId('account-select').selectOption('83405261');
  await expect(page.getByTestId('orders-none')).toBeVisible();
  await snapBoth(page, 'orders-none-today');
  await expectAccessible(page, 'orders: none today');
  broker.setFaults({});

  // A typed account the brokerage does not know: its message, verbatim.
  await page.getByTestId('account-select').selectOption('__typed');
  await page.getByLabel('Account ID').fill('12x');
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByText('An account ID is a number of up to 20 digits.')).toBeVisible();
  await expectAccessible(page, 'orders: typed account invalid');
  await page.getByLabel('Account ID').fill('99999999');
  await page.getByRole('button', { name: 'Open' }).click();
  // The field goes away: the focus goes back to the account select.
  await expect(page.getByTestId('account-select')).toBeFocused();
  await expect(page.getByTestId('orders-failed')).toBeVisible();
  await page.getByTestId('orders-failed').locator('summary').click();
  await expect(page.getByTestId('orders-failed')).toContainText('Invalid account ID 99999999');
  await snapBoth(page, 'orders-provider-error');
  await expectAccessible(page, 'orders: provider error');

  // Refreshes failing: the table stays, marked stale with the reason; it clears once they succeed.
  await chooseAccount(page);
  const shown = await table(page).getAttribute('aria-rowcount');
  broker.setFaults({ fault: 'server-error', status: 503 });
  await page.getByRole('button', { name: 'Refresh now' }).click();
  await expect(page.getByTestId('stale-badge')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('stale-reason')).toContainText('temporarily unavailable');
  await expect(table(page)).toHaveAttribute('aria-rowcount', shown!);
  await snapBoth(page, 'orders-stale');
  await expectAccessible(page, 'orders: stale');
  broker.setFaults({});
  await page.getByRole('button', { name: 'Refresh now' }).click();
  await expect(page.getByTestId('stale-badge')).toBeHidden({ timeout: 20_000 });

  // Paused, then midnight in New York ends the session: the last data stays, marked stale.
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByTestId('refresh-status')).toContainText('paused');
  await app.advance(5 * MINUTE);
  await expect(page.getByTestId('expired-banner')).toBeVisible();
  await expect(page.getByTestId('stale-badge')).toBeVisible();
  await expect(table(page)).toHaveAttribute('aria-rowcount', shown!);
  await expect(page.getByRole('button', { name: 'Refresh now' })).toBeDisabled();
  await snapBoth(page, 'orders-session-expired');
  await expectAccessible(page, 'orders: session expired');
  expect(pageErrors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
});

test('on the legacy API only Today can be picked: the history ranges say why', async ({ page, pageErrors }) => {
  test.setTimeout(60_000);
  app = await startApp(page, {
    autoApprove: true,
    settingsFile: JSON.stringify({ onboarded: true, theme: 'light' }),
    startAt: AFTERNOON,
    demoApi: 'legacy',
    broker: { clockSpeed: 1 },
  });
  await app.signIn();
  await page.getByRole('tab', { name: 'Orders' }).click();
  await chooseAccount(page);
  await expect(page.getByRole('radio', { name: 'Today' })).toBeChecked();
  for (const name of ['Yesterday', 'Last 7 days', 'This month', 'Custom…']) await expect(page.getByRole('radio', { name })).toBeDisabled();
  await expect(page.getByTestId('range-legacy-note')).toHaveText(/needs the current API/);
  await expect(page.getByRole('radiogroup', { name: 'Orders of' })).toHaveAccessibleDescription(/needs the current API/);
  expect(app.calls.filter((call) => call.channel === 'orders:history')).toEqual([]);
  expect(pageErrors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
});
