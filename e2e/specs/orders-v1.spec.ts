/**
 * The orders view on the current API (v1) against the demo broker's v1 day on a fast clock:
 * accounts by key (closed ones apart), today's orders live with a spread, a group with numbered
 * members and a changed pair whose links jump both ways, the event timeline in an order's
 * details, a history range with server-side filters and a Refresh, CSV named by the range, light
 * and dark screenshots and axe checks. The legacy view stays covered by orders.spec.ts.
 */
import { expect, test } from '../harness/app-test.ts';
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectAccessible } from '../harness/accessibility.ts';
import { startApp } from '../harness/app-harness.ts';
import type { AppHarness } from '../harness/app-harness.ts';
import { snapBoth } from '../harness/screenshots.ts';
import { expectActive, rows, table } from '../harness/orders-table.ts';

const SECOND = 1_000;
/** Wednesday 10 June 2026, 14:00 in New York: the demo day is well under way, weeks of history behind it. */
const AFTERNOON = Date.UTC(2026, 5, 10, 18, 0, 0);
const ACCOUNT = '83405188';
const ACCOUNT_KEY = 'dBZOKt9xDrtRSAOl4MSiiA';

let app: AppHarness | undefined;

async function start(page: Page, clockSpeed = 12): Promise<AppHarness> {
  const harness = await startApp(page, {
    autoApprove: true,
    settingsFile: JSON.stringify({ onboarded: true, theme: 'light' }),
    startAt: AFTERNOON,
    demoApi: 'v1',
    // Spreads, every group type and changed pairs in the day's first entries: the load volume's books.
    broker: { clockSpeed, volume: 'load' },
  });
  await harness.signIn();
  await page.getByRole('tab', { name: 'Orders' }).click();
  return harness;
}

async function chooseAccount(page: Page): Promise<void> {
  await page.getByTestId('account-select').selectOption(ACCOUNT_KEY);
  await expect(rows(page).first()).toBeVisible();
}

test('accounts by key, closed apart; today live with a spread, a numbered group and a changed pair whose links jump both ways', async ({
  page,
  pageErrors,
}) => {
  test.setTimeout(120_000);
  app = await start(page);

  // The picker: number, description and nickname; the closed account in its own group, never chosen.
  const select = page.getByTestId('account-select');
  await expect(select.locator('option', { hasText: `${ACCOUNT} · Individual Brokerage · “Trading”` })).toHaveAttribute('value', ACCOUNT_KEY);
  await expect(select.locator('optgroup[label="Closed accounts"] option')).toHaveText([/83401024 · Old Brokerage \(closed\)/]);
  // Nothing chosen yet: the tab opens on the first trading account, not on "Choose an account".
  await expect(select).toHaveValue(ACCOUNT_KEY);
  await expect(page.getByTestId('orders-no-account')).toHaveCount(0);
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Today' })).toBeChecked();
  // Kept per environment by key, as the last used.
  await expect.poll(() => JSON.parse(readFileSync(app!.settingsPath, 'utf8')).ordersView?.accounts?.demo).toBe(ACCOUNT_KEY);

  // A spread: one order with several legs.
  const spread = rows(page)
    .filter({ has: page.locator('.cell-type', { hasText: 'Spread' }) })
    .first();
  await spread.locator('.tree-toggle').click();
  await expect(spread).toHaveAttribute('aria-expanded', 'true');
  const spreadId = await spread.getAttribute('data-order-id');
  expect(await table(page).locator(`[data-key^="order:${spreadId}:leg:"]`).count()).toBeGreaterThan(1);

  // A group: members numbered as the platform numbers them.
  const group = rows(page)
    .filter({ has: page.locator('.group-type') })
    .first();
  await group.locator('.tree-toggle').click();
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  const numbers = await table(page).locator('.row-order.level-2 .member-number').allTextContents();
  expect(numbers.length).toBeGreaterThan(1);
  expect(numbers.every((n) => /^#\d+$/.test(n))).toBe(true);
  // Members are shown by the platform's ID with their number after it, never the internal "374-2".
  const memberIds = await table(page)
    .locator('.row-order.level-2 .cell-order .order-id')
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('title') ?? ''));
  expect(memberIds.length).toBeGreaterThan(1);
  for (const text of memberIds) expect(text).toMatch(/^\d+ #\d+$/);
  // The cell shows the whole ID: nothing clipped.
  for (const clipped of await table(page)
    .locator('.row-order.level-2 .cell-order')
    .evaluateAll((cells) => cells.map((cell) => cell.scrollWidth > cell.clientWidth)))
    expect(clipped).toBe(false);
  await snapBoth(page, 'orders-v1-today');
  await expectAccessible(page, 'orders v1: today');

  // A group row shows the group's details and events (fetched by the platform's ID), not "Choose an order".
  // Found by its key: beside the panel the Type column (where the group's type shows) gives way.
  const groupKey = await group.getAttribute('data-key');
  await page.getByTestId('details-toggle').click();
  await table(page).locator(`[data-key="${groupKey}"]`).click();
  const details = page.getByTestId('order-details');
  await expect(details).not.toContainText('Choose an order');
  await expect(details).toContainText(/Member #\d+ of/);
  await expect(details.getByTestId('order-timeline').or(details.getByTestId('timeline-failed'))).toBeVisible();
  await snapBoth(page, 'orders-v1-group-details');
  // Close gives the focus back to the Details toggle.
  await details.getByRole('button', { name: 'Close order details' }).click();
  await expect(page.getByTestId('details-toggle')).toBeFocused();

  // A changed pair: "replaced by #N" jumps to the new order (focused, highlighted) and "replaces #M" back.
  await page.getByRole('tab', { name: /^All/ }).click();
  const oldRow = rows(page)
    .filter({ has: page.locator('.order-link[data-link="replaced-by"]') })
    .first();
  const replacedLink = oldRow.locator('.order-link[data-link="replaced-by"]');
  await expect(replacedLink).toBeVisible();
  const oldId = await oldRow.getAttribute('data-order-id');
  const newId = await replacedLink.getAttribute('data-target');
  await expect(replacedLink).toHaveText(`replaced by #${newId}`);
  await expect(replacedLink).toHaveAttribute('title', `replaced by #${newId}`);
  // The link shrinks before the symbol does: the symbol's text keeps a width and the links stay inside the cell (no font metrics assumed).
  const geometry = await oldRow.locator('.cell-symbol').evaluate((cell) => {
    const box = cell.getBoundingClientRect();
    const text = cell.querySelector('.symbol-code, .symbol-text')?.getBoundingClientRect();
    const links = cell.querySelector('.order-links-inline')?.getBoundingClientRect();
    return { textWidth: text?.width ?? 0, linksRight: links?.right ?? 0, cellRight: box.right };
  });
  expect(geometry.textWidth).toBeGreaterThan(0);
  expect(geometry.linksRight).toBeLessThanOrEqual(geometry.cellRight + 0.5);
  await replacedLink.click();
  const newRow = table(page).locator(`[data-order-id="${newId}"]`);
  await expectActive(page, newRow);
  await expect(newRow).toHaveClass(/jump-[ab]/);
  const backLink = newRow.locator('.order-link[data-link="replaces"]');
  await expect(backLink).toHaveText(`replaces #${oldId}`);
  // However long the symbol, the link keeps a clickable width inside its cell.
  expect(await backLink.evaluate((link) => link.getBoundingClientRect().width)).toBeGreaterThan(10);
  await snapBoth(page, 'orders-v1-changed-pair');
  await backLink.click();
  await expectActive(page, table(page).locator(`[data-order-id="${oldId}"]`));

  // Live: the watcher refreshes by itself on the fast clock.
  await app.advance(10 * SECOND);
  await expect(page.getByTestId('updated-ago')).toBeVisible();
  await expect(page.getByTestId('refresh-status')).toContainText('every');
  expect(pageErrors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
});

test('the Orders tab opens on the account last used', async ({ page }) => {
  app = await start(page);
  const select = page.getByTestId('account-select');
  await expect(select).toHaveValue(ACCOUNT_KEY);
  const ira = await select.locator('option', { hasText: 'Options IRA' }).getAttribute('value');
  expect(ira).not.toBe(ACCOUNT_KEY);
  await select.selectOption(ira ?? '');
  await expect.poll(() => JSON.parse(readFileSync(app!.settingsPath, 'utf8')).ordersView?.accounts?.demo).toBe(ira);
  // Away and back (the view is built anew): the IRA, not the first trading account.
  await page.getByRole('tab', { name: 'Option chain' }).click();
  await page.getByRole('tab', { name: 'Orders' }).click();
  await expect(select).toHaveValue(ira ?? '');
  await expect(rows(page).first()).toBeVisible();
});

test('the event timeline in an order’s details; executed time only where it is real', async ({ page, pageErrors }) => {
  test.setTimeout(90_000);
  app = await start(page);
  await chooseAccount(page);
  await page.getByTestId('details-toggle').click();
  await expect(page.getByTestId('details-toggle')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('order-details')).toContainText('Choose an order');

  // An executed order: placed, sent, executed, with its time.
  await page.getByRole('tab', { name: /^Executed/ }).click();
  const executed = rows(page)
    .filter({ has: page.locator('.status-badge', { hasText: 'Executed' }) })
    .first();
  await executed.click();
  const details = page.getByTestId('order-details');
  await expect(details.getByRole('heading', { level: 3 })).toHaveText(/^Order \d+/);
  const timeline = details.getByTestId('order-timeline');
  await expect(timeline.locator('li[data-event="ORDER_PLACED"]')).toBeVisible();
  await expect(timeline.locator('li[data-event="ORDER_EXECUTED"]')).toBeVisible();
  await expect(details).toContainText(/Executed\s*\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} ET/);
  // Status stays in view beside the panel at the default 1360 px window.
  const status = executed.locator('.cell-status');
  await expect(status).toBeInViewport();
  await snapBoth(page, 'orders-v1-timeline');
  await expectAccessible(page, 'orders v1: timeline');

  // A cancelled order: no execution time, whatever the wire said.
  await page.getByRole('tab', { name: /^Cancelled/ }).click();
  await rows(page).first().click();
  await expect(details).toContainText('Not executed');

  // The single-order call failing is shown in the panel; the list stays.
  const broker = await app.demoBroker();
  broker.setFaults({ fault: 'server-error', status: 503 });
  await page.getByRole('tab', { name: /^All/ }).click();
  // An order picked by its ID (one not opened before, so its details are asked for now), not by its place in the list.
  const pickedId = await table(page)
    .locator('.tree-table-body > .row-order.level-1')
    .filter({ has: page.locator('.status-badge', { hasText: /Open|Partly/ }) })
    .first()
    .getAttribute('data-order-id');
  expect(pickedId).toMatch(/^\d+$/);
  await table(page).locator(`.row-order.level-1[data-order-id="${pickedId}"]`).click();
  await expect(details.getByRole('heading', { level: 3 })).toHaveText(`Order ${pickedId}`);
  await expect(details.getByTestId('timeline-failed')).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  broker.setFaults({});
  await snapBoth(page, 'orders-v1-timeline-failed');
  expect(pageErrors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
});

test('a history range with server-side filters, a Refresh, and CSV named by the range', async ({ page, pageErrors }) => {
  test.setTimeout(120_000);
  app = await start(page);
  await chooseAccount(page);
  const today = Number((await table(page).getAttribute('aria-rowcount')) ?? '0');

  // Last 7 days: history, not live; more orders than today.
  await page.getByRole('radio', { name: 'Last 7 days' }).check();
  await expect(table(page)).toHaveAttribute('aria-label', /^Orders, Last 7 days \(2026-06-04 – 2026-06-10\)$/);
  await expect(page.getByTestId('history-status-line')).toContainText('History, not live');
  await expect(page.getByRole('button', { name: 'Refresh now' })).toHaveCount(0);
  expect(Number(await table(page).getAttribute('aria-rowcount'))).toBeGreaterThan(today);
  await snapBoth(page, 'orders-v1-history');
  await expectAccessible(page, 'orders v1: history');

  // Server-side status filter: only executed orders come back.
  await page.getByTestId('history-status').selectOption('EXECUTED');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.getByTestId('orders-view')).toHaveAttribute('data-range', 'last7');
  await expect.poll(() => app!.calls.filter((c) => c.channel === 'orders:history').at(-1)?.arg).toMatchObject({ status: 'EXECUTED' });
  await expect(rows(page).first()).toBeVisible();
  const badges = await table(page).locator('.row-order.level-1 .status-badge').allTextContents();
  expect(badges.length).toBeGreaterThan(0);
  expect(badges.every((b) => b === 'Executed')).toBe(true);

  // Symbol filter, typed in lower case, sent upper case.
  const symbol = (await table(page).locator('.symbol-code').first().textContent()) ?? 'KO';
  await page.getByTestId('history-symbols').fill(symbol.toLowerCase());
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect.poll(() => app!.calls.filter((c) => c.channel === 'orders:history').at(-1)?.arg).toMatchObject({ symbols: [symbol] });
  await expect(rows(page).first()).toBeVisible();
  for (const text of await table(page).locator('.row-order.level-1 .cell-symbol').allTextContents()) expect(text).toContain(symbol);
  // A bad symbol is refused before anything is sent.
  await page.getByTestId('history-symbols').fill('1ABC');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.getByText('“1ABC” is not a market symbol')).toBeVisible();
  await page.getByTestId('history-symbols').fill('');
  await page.getByTestId('history-status').selectOption('');
  await page.getByRole('button', { name: 'Show', exact: true }).click();

  // A custom range: the two-year limit is checked, then the range is shown.
  await page.getByRole('radio', { name: 'Custom…' }).check();
  await page.getByTestId('range-from').fill('2024-06-01');
  await page.getByTestId('range-to').fill('2026-06-10');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.getByText(/two years of orders/)).toBeVisible();
  await page.getByTestId('range-from').fill('2026-06-01');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(table(page)).toHaveAttribute('aria-label', 'Orders, 2026-06-01 – 2026-06-10');

  // Refresh asks again (history is not live).
  const asked = app.calls.filter((c) => c.channel === 'orders:history').length;
  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  await expect.poll(() => app!.calls.filter((c) => c.channel === 'orders:history').length).toBe(asked + 1);

  // CSV: the range in the file name.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`orders-${ACCOUNT}-2026-06-01_2026-06-10.csv`);
  const csv = readFileSync((await file.path()) ?? '', 'utf8');
  expect(csv.split('\r\n')[0]).toContain('Order ID');

  // Back to Today: live again.
  await page.getByRole('radio', { name: 'Today' }).check();
  await expect(page.getByRole('button', { name: 'Refresh now' })).toBeVisible();
  await expect(table(page)).toHaveAttribute('aria-label', "Today's orders");
  expect(pageErrors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
});

test('the range radios: arrowing past presets walks no history; Enter applies the one reached; unapplied edits are marked', async ({ page, pageErrors }) => {
  test.setTimeout(60_000);
  app = await start(page);
  await chooseAccount(page);
  const historyCalls = () => app!.calls.filter((call) => call.channel === 'orders:history').length;
  await page.getByRole('radio', { name: 'Today' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Last 7 days' })).toBeChecked();
  // Still today's list: nothing applied per arrow step.
  await expect(page.getByTestId('orders-view')).toHaveAttribute('data-range', 'today');
  expect(historyCalls()).toBe(0);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('orders-view')).toHaveAttribute('data-range', 'last7');
  await expect.poll(historyCalls).toBe(1);

  // A filter typed but not applied says so, until Show.
  await page.getByTestId('history-status').selectOption('EXECUTED');
  await expect(page.getByTestId('filters-unapplied')).toContainText('Not applied yet');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.getByTestId('filters-unapplied')).toHaveCount(0);
  // Custom… is checked while the old range is still listed: the form says which.
  await page.getByRole('radio', { name: 'Custom…' }).check();
  await expect(page.getByTestId('filters-unapplied')).toContainText('Last 7 days');
  await expect(page.getByTestId('range-from')).toHaveAttribute('min', '2024-06-10');
  await expect(page.getByTestId('range-to')).toHaveAttribute('max', '2026-06-10');
  await snapBoth(page, 'orders-v1-range-unapplied');
  expect(pageErrors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
});
