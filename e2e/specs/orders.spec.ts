import { expect, test } from '../harness/app-test.ts';
import { readFileSync } from 'node:fs';
import { expectAccessible } from '../harness/accessibility.ts';
import type { AppHarness } from '../harness/app-harness.ts';
import { chooseAccount, expectActive, LEGACY_ACCOUNT, rows, startLegacyOrders, tabCount, table } from '../harness/orders-table.ts';
import { snap, snapBoth } from '../harness/screenshots.ts';

/**
 * Today's orders on the demo's legacy API as they move through the simulated day, and the tree of
 * multi-leg and group orders under the keyboard. The list's tabs, search, sort, export and
 * failures are in orders-list.spec.ts.
 */
const MINUTE = 60_000;
/** A notification about one order that reached a final status (it cannot change again before the test looks). */
const FINAL_NOTE = /^Order (\d+) (executed|cancelled|rejected|expired)$/;
const FINAL_BADGES: Readonly<Record<string, string>> = { executed: 'Executed', cancelled: 'Cancelled', rejected: 'Rejected', expired: 'Expired' };

let app: AppHarness | undefined;

test('orders move on the simulated day: table, highlights, counts and notifications follow; a notification click focuses its order', async ({
  page,
  pageErrors,
}) => {
  test.setTimeout(120_000);
  // The market runs 12 times faster than the session clock: one 10 s refresh covers two minutes of trading.
  // The broker holds its answers from before the tab opens: the accounts list first.
  // The clock is held between steps: the refresh that brought the note is the last one while the
  // test reads its flash (with time flowing, a busy machine could let the next one land first).
  app = await startLegacyOrders(page, {
    clockSpeed: 12,
    heldClock: true,
    beforeOrders: async (harness) => (await harness.demoBroker()).setFaults({ hold: true }),
  });
  await expect(page.getByTestId('orders-no-account')).toBeVisible();
  await snapBoth(page, 'orders-no-account');
  await expectAccessible(page, 'orders: no account');

  // The list comes (a new hold lets the held answers go and holds what follows): the tab opens on
  // the first trading account, whose first load is held for as long as it is looked at.
  const broker = await app.demoBroker();
  broker.setFaults({ hold: true });
  await expect(page.getByTestId('account-select')).toHaveValue(LEGACY_ACCOUNT);
  await expect(page.getByTestId('orders-loading')).toBeVisible();
  await snapBoth(page, 'orders-first-load');
  await expectAccessible(page, 'orders: first load');
  broker.setFaults({});
  await expect(rows(page).first()).toBeVisible();
  // Remembered for this environment.
  await expect.poll(() => JSON.parse(readFileSync(app!.settingsPath, 'utf8')).ordersView?.accounts?.demo).toBe(LEGACY_ACCOUNT);
  await expect(page.getByTestId('updated-ago')).toHaveText('just now');
  await expect(page.getByTestId('refresh-status')).toContainText('every 10 s');

  const before = { all: await tabCount(page, 'all'), open: await tabCount(page, 'open'), executed: await tabCount(page, 'executed') };
  expect(before.all).toBeGreaterThan(60);
  await snapBoth(page, 'orders-table');
  await expectAccessible(page, 'orders: table');

  // Let the day move until a refresh brings a note about one order reaching a final status (a
  // refresh that changes many orders at once gives a summary instead). One refresh interval at a
  // time, so that the last refresh is the one that brought the change.
  let latest: AppHarness['notifications'][number] | undefined;
  for (let i = 0; i < 60 && latest === undefined; i += 1) {
    const seen = app.notifications.length;
    await app.advance(10_000);
    await expect(page.getByTestId('refresh-status')).not.toContainText('Refreshing');
    latest = app.notifications.slice(seen).findLast((note) => FINAL_NOTE.test(note.title));
  }
  expect(latest, JSON.stringify(app.notifications)).toBeDefined();
  expect(Number(await table(page).getAttribute('data-changed-count'))).toBeGreaterThan(0);
  const [, changedId = '', word = ''] = FINAL_NOTE.exec(latest?.title ?? '') ?? [];
  // The order the note is about is flashed (sought by its ID, as it may be far down the list).
  await page.getByTestId('order-search').fill(changedId);
  await expect(table(page).locator(`[data-order-id="${changedId}"]`)).toHaveAttribute('data-changed', 'true');
  await page.getByTestId('order-search').fill('');
  await snapBoth(page, 'orders-highlighted');
  await expectAccessible(page, 'orders: changed rows');
  const after = { all: await tabCount(page, 'all'), open: await tabCount(page, 'open'), executed: await tabCount(page, 'executed') };
  expect(after).not.toEqual(before);
  expect(after.all).toBeGreaterThanOrEqual(before.all);
  // New orders arrive during the day and are marked as new.
  for (let i = 0; i < 20 && (await table(page).locator('[data-new="true"]').count()) === 0; i += 1) await app.advance(MINUTE);
  await expect(table(page).locator('[data-new="true"]').first()).toBeVisible();
  await expect(table(page).locator('[data-new="true"]').first()).toContainText('New');
  await expectAccessible(page, 'orders: new orders');

  // The note about one order: clicking it from the other view brings the orders view on it, its
  // final status in the badge.
  expect(latest?.click).toBeDefined();
  await page.keyboard.press('Control+1');
  await expect(page.getByRole('tab', { name: 'Option chain' })).toHaveAttribute('aria-selected', 'true');
  latest?.click?.();
  await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
  const focused = table(page).locator(`[data-order-id="${changedId}"]`);
  await expectActive(page, focused);
  await expect(focused).toHaveAttribute('aria-selected', 'true');
  await expect(focused.locator('.status-badge')).toHaveText(FINAL_BADGES[word] ?? `no badge for "${word}"`);
  await snap(page, 'orders-focused-from-notification');
  expect(pageErrors).toEqual([]);
});

test('multi-leg and group orders expand, stay expanded across refreshes, and the keyboard drives the table', async ({ page, pageErrors }) => {
  app = await startLegacyOrders(page);
  await chooseAccount(page);

  // A spread: Enter on its row shows its legs with call/put, strike and expiry.
  const spread = rows(page)
    .filter({ has: page.locator('.cell-type', { hasText: 'Spread' }) })
    .first();
  const spreadId = await spread.getAttribute('data-order-id');
  await spread.click();
  await expectActive(page, spread);
  await expect(spread).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(spread).toHaveAttribute('aria-expanded', 'true');
  const legs = table(page).locator(`[data-key^="order:${spreadId}:leg:"]`);
  expect(await legs.count()).toBeGreaterThan(1);
  await expect(legs.first()).toHaveAttribute('aria-level', '2');
  await expect(legs.first().locator('.cell-symbol')).toContainText(/(Call|Put) \d+\.\d\d · [A-Z][a-z]{2} \d+ '\d\d/);
  await expect(legs.first().locator('.cell-price')).toContainText(/Executed|Not filled/);
  // Arrow keys: down into the first leg, left back to the order, left again folds it.
  await page.keyboard.press('ArrowDown');
  await expectActive(page, legs.first());
  await page.keyboard.press('ArrowLeft');
  await expectActive(page, spread);

  // A group: its type and cumulative figures; members nested below.
  const group = rows(page)
    .filter({ has: page.locator('.group-type') })
    .first();
  await group.locator('.tree-toggle').click();
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  const groupKey = await group.getAttribute('data-key');
  const members = table(page).locator('.row-order.level-2');
  expect(await members.count()).toBeGreaterThan(1);
  await expect(group.locator('.cell-symbol')).toContainText('orders');
  await snapBoth(page, 'orders-expanded');
  await expectAccessible(page, 'orders: expanded');

  // A refresh (data changed or not) keeps both open.
  await app.advance(2 * MINUTE);
  await page.getByRole('button', { name: 'Refresh now' }).click();
  await expect(page.getByTestId('updated-ago')).toHaveText('just now');
  await expect(table(page).locator(`[data-order-id="${spreadId}"]`)).toHaveAttribute('aria-expanded', 'true');
  await expect(table(page).locator(`[data-key="${groupKey}"]`)).toHaveAttribute('aria-expanded', 'true');

  // Space folds; `/` jumps to the search; number keys pick tabs.
  await table(page).locator(`[data-order-id="${spreadId}"]`).click();
  await page.keyboard.press(' ');
  await expect(table(page).locator(`[data-order-id="${spreadId}"]`)).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('/');
  await expect(page.getByTestId('order-search')).toBeFocused();
  await page.keyboard.press('Escape');
  await table(page).locator(`[data-order-id="${spreadId}"]`).click();
  await page.keyboard.press('3');
  await expect(page.getByRole('tab', { name: /^Executed/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('1');
  await expect(page.getByRole('tab', { name: /^All/ })).toHaveAttribute('aria-selected', 'true');
  // End and Home move through the whole (virtualised) list.
  await table(page).locator(`[data-order-id="${spreadId}"]`).click();
  await page.keyboard.press('End');
  await expectActive(page, page.locator('.tree-row.row-active'));
  await expect(page.locator('.tree-row.row-active')).toBeInViewport();
  await page.keyboard.press('Home');
  await expectActive(page, rows(page).first());
  expect(pageErrors).toEqual([]);
});
