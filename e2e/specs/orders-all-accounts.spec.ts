/**
 * "All accounts" of the orders view against the demo broker's v1 day: every open
 * account's orders live in one table with an Account column (number and nickname, never the key,
 * never the closed account), the choice remembered, the filter by account, the sort by account,
 * the CSV with the account; the day moved one refresh at a time on the test clock until orders of
 * two accounts changed (notifications naming each account, the changed rows flashed), a
 * notification's click shown in its own account's rows; one account failing while the others
 * refresh (its rows marked stale, said above the table); a history range read for every account
 * and merged; light, dark, forced colours, 200 % zoom and axe, with screenshots.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../harness/app-test.ts';
import type { FaultPlan } from '../../demo-broker/index.ts';
import { readFileSync } from 'node:fs';
import { expectAccessible } from '../harness/accessibility.ts';
import { startApp, type AppHarness } from '../harness/app-harness.ts';
import { expectUsableZoomed, ZOOMED } from '../harness/display-checks.ts';
import { snap, snapBoth } from '../harness/screenshots.ts';
import { rows, table } from '../harness/orders-table.ts';

/** Wednesday 10 June 2026, 14:00 in New York: the demo day is well under way. */
const AFTERNOON = Date.UTC(2026, 5, 10, 18, 0, 0);
const OPEN = { '83405188': 'dBZOKt9xDrtRSAOl4MSiiA', '83405261': '-kQp7Xw2cLmN8vR4tYs1aZ', '83409917': 'Hh3JfW9eQx0bTn6uVc5yKw' } as const;
const CLOSED = '83401024';
const MINUTE = 60_000;

let app: AppHarness | undefined;

/** The app on the demo's v1 day, the Orders view on All accounts, every account's book in. */
async function showAll(page: Page): Promise<AppHarness> {
  app = await startApp(page, {
    demoApi: 'v1',
    autoApprove: true,
    startAt: AFTERNOON,
    settingsFile: JSON.stringify({ onboarded: true, theme: 'light' }),
    broker: { clockSpeed: 1 },
  });
  await app.signIn();
  await page.getByRole('tab', { name: 'Orders' }).click();
  await expect(rows(page).first()).toBeVisible();
  await page.getByTestId('account-select').selectOption('all accounts');
  await expect(page.getByTestId('orders-view')).toHaveAttribute('data-all-accounts', 'true');
  await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
  // The high-volume account's day (1,000+ orders) loads page by page: wait for every account.
  await expect(page.getByTestId('account-problems')).toHaveCount(0, { timeout: 60_000 });
  await app.settled();
  return app;
}

/** Every account's feed paused: time moves only by the test clock and "Refresh now". */
async function pauseAll(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
}

/**
 * "Refresh now" of every account, the broker holding its answers (with `fault`, if any) until the
 * page shows the refresh under way, then every answer landed: no race with the broker's speed.
 */
async function refreshAll(page: Page, harness: AppHarness, fault: Omit<FaultPlan, 'hold'> = {}): Promise<void> {
  const broker = await harness.demoBroker();
  broker.setFaults({ ...fault, hold: true });
  const button = page.getByRole('button', { name: 'Refresh now' });
  await button.click();
  await expect(button).toBeDisabled();
  broker.setFaults({});
  await expect(button).toBeEnabled({ timeout: 60_000 });
  await harness.settled();
  await expect(page.getByTestId('refresh-status')).not.toContainText('Refreshing');
}

/** The account numbers in the Account cells of the rows drawn. */
const shownNumbers = async (page: Page): Promise<Set<string>> =>
  new Set((await table(page).locator('.row-order .cell-account .mono').allTextContents()).map((text) => text.trim()));

test('All accounts: every open account in one live table; two accounts change, each named; a notification opens its own account’s row', async ({
  page,
  pageErrors,
}) => {
  test.setTimeout(240_000);
  const harness = await showAll(page);
  await expect.poll(() => JSON.parse(readFileSync(harness.settingsPath, 'utf8')).ordersView?.allAccounts).toBe(true);
  await expect(table(page).locator('.row-header .cell-account')).toHaveText(/Account/);
  await expect(table(page)).toHaveAttribute('aria-label', "Today's orders of all accounts");

  // Sorted by account both ways: the first and the last open account lead; never the closed one, never a key.
  const accountHeader = table(page).getByRole('button', { name: /^Account/ });
  await accountHeader.click();
  await expect(rows(page).first().locator('.cell-account')).toContainText('83405188');
  await expect(rows(page).first().locator('.cell-account')).toContainText('Trading');
  await accountHeader.click();
  await expect(rows(page).first().locator('.cell-account')).toContainText('83409917');
  const text = await table(page).textContent();
  for (const key of Object.values(OPEN)) expect(text).not.toContain(key);
  expect(text).not.toContain(CLOSED);

  // The filter: one account's rows only, then every account again.
  await page.getByTestId('account-filter').selectOption(OPEN['83405261']);
  await expect(table(page)).toHaveAttribute('aria-label', /of account 83405261/);
  expect([...(await shownNumbers(page))]).toEqual(['83405261']);
  await page.getByTestId('account-filter').selectOption('');
  // Search finds an account by its nickname.
  await page.getByTestId('order-search').fill('trading');
  expect([...(await shownNumbers(page))]).toEqual(['83405188']);
  await page.getByTestId('order-search').fill('');
  await table(page)
    .getByRole('button', { name: /^Placed/ })
    .click();
  await snapBoth(page, 'orders-all-accounts');
  await expectAccessible(page, 'orders: all accounts');

  // The CSV: the account first on every line, named All accounts.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^orders-all-accounts-2026-06-10_2026-06-10-\d{6}\.csv$/);
  const csv = readFileSync((await file.path()) as string, 'utf8').split('\r\n');
  expect(csv[0]).toMatch(/^Account,Account nickname,Row,/);
  expect(new Set(csv.slice(1, -1).map((line) => line.split(',')[0]))).toEqual(new Set(Object.keys(OPEN)));

  // The day moves on the test clock (no race with real time): paused, five minutes pass, then one
  // refresh of every account, until notes name orders of two accounts.
  await pauseAll(page);
  const named = new Set<string>();
  let latest: AppHarness['notifications'][number] | undefined;
  for (let i = 0; i < 24 && (named.size < 2 || latest === undefined); i += 1) {
    const seen = harness.notifications.length;
    await harness.advance(5 * MINUTE);
    await refreshAll(page, harness);
    for (const note of harness.notifications.slice(seen)) {
      for (const number of Object.keys(OPEN)) if (`${note.title} ${note.body}`.includes(`…${number.slice(-4)}`)) named.add(number);
      if (/^Order \d+ (?:executed|cancelled|rejected|expired)$/.test(note.title)) latest = note;
    }
  }
  expect(named.size, JSON.stringify(harness.notifications.slice(-6))).toBeGreaterThanOrEqual(2);
  for (const note of harness.notifications) for (const key of Object.values(OPEN)) expect(`${note.title} ${note.body}`).not.toContain(key);
  await expect.poll(async () => Number(await table(page).getAttribute('data-changed-count'))).toBeGreaterThan(0);
  await snapBoth(page, 'orders-all-accounts-changed');

  // A note's click from another view: back on All accounts, that order's row of its own account active.
  expect(latest?.click).toBeDefined();
  const [, orderId = ''] = /^Order (\d+)/.exec(latest?.title ?? '') ?? [];
  const number = Object.keys(OPEN).find((n) => latest?.body.includes(`…${n.slice(-4)}`)) as keyof typeof OPEN;
  await page.getByRole('tab', { name: 'Option chain' }).click();
  latest?.click?.();
  await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('orders-view')).toHaveAttribute('data-all-accounts', 'true');
  await expect
    .poll(async () => {
      const id = await table(page).getAttribute('aria-activedescendant');
      return id === null ? null : page.locator(`[id="${id}"]`).getAttribute('data-key');
    })
    .toBe(`${OPEN[number]}/order:${orderId}`);
  expect(pageErrors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
});

test('one account failing is stale on its own rows while the others refresh; light, dark and axe', async ({ page, pageErrors }) => {
  test.setTimeout(180_000);
  const harness = await showAll(page);
  // One answer malformed (not retried): the account whose request comes first fails, the others do not.
  await pauseAll(page);
  await harness.advance(MINUTE);
  await refreshAll(page, harness, { fault: 'malformed', count: 1 });
  const stale = page.getByTestId('account-stale');
  await expect(stale).toHaveCount(1);
  const number = (await stale.getAttribute('data-account')) as keyof typeof OPEN;
  await expect(stale).toContainText(`Account ${number}`);
  await expect(stale).toContainText('marked stale');
  await page.getByTestId('account-filter').selectOption(OPEN[number]);
  await expect(rows(page).first()).toHaveAttribute('data-stale', 'true');
  await expect(rows(page).first().locator('.account-stale')).toHaveText(/stale/i);
  await page.getByTestId('account-filter').selectOption('');
  const other = Object.keys(OPEN).find((n) => n !== number) as keyof typeof OPEN;
  await page.getByTestId('account-filter').selectOption(OPEN[other]);
  await expect(rows(page).first()).not.toHaveAttribute('data-stale', 'true');
  await page.getByTestId('account-filter').selectOption('');
  await snapBoth(page, 'orders-all-accounts-one-stale');
  await expectAccessible(page, 'orders: all accounts, one stale');

  // Forced colours: the stale rows keep a dashed edge, the word "stale" says it.
  await page.emulateMedia({ forcedColors: 'active' });
  await page.getByTestId('account-filter').selectOption(OPEN[number]);
  const edge = await rows(page)
    .first()
    .evaluate((el) => ({ style: getComputedStyle(el).borderLeftStyle, width: parseFloat(getComputedStyle(el).borderLeftWidth) }));
  expect(edge.style).toBe('dashed');
  expect(edge.width).toBeGreaterThanOrEqual(2);
  await page.getByTestId('account-filter').selectOption('');
  await snap(page, 'forced-colours-orders-all-accounts-stale');
  await page.emulateMedia({ forcedColors: 'none' });

  // The next refresh brings it back.
  await refreshAll(page, harness);
  await expect(stale).toHaveCount(0);

  // A history range on All accounts: the window read of every open account (one orders:history
  // each), merged into one table with each account's rows; never the closed account.
  const before = harness.calls.length;
  await page.getByRole('radio', { name: 'Last 7 days' }).check();
  await expect(table(page)).toHaveAttribute('aria-label', /^Orders of all accounts, Last 7 days/);
  await expect(page.getByTestId('history-status-line')).toContainText('History, not live');
  await expect
    .poll(
      () =>
        new Set(
          harness.calls
            .slice(before)
            .filter((c) => c.channel === 'orders:history' && c.ok)
            .map((c) => (c.arg as { accountKey: string }).accountKey),
        ),
    )
    .toEqual(new Set(Object.values(OPEN)));
  for (const [shown, key] of Object.entries(OPEN)) {
    await page.getByTestId('account-filter').selectOption(key);
    await expect(rows(page).first().locator('.cell-account')).toContainText(shown);
  }
  await page.getByTestId('account-filter').selectOption('');
  expect(await table(page).textContent()).not.toContain(CLOSED);
  await snap(page, 'orders-all-accounts-history');
  expect(pageErrors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
});

test.describe('at 200 % zoom', () => {
  test.use({ viewport: ZOOMED });

  test('All accounts: every control reachable, no text clipped', async ({ page }) => {
    test.setTimeout(180_000);
    await showAll(page);
    await expectUsableZoomed(page, 'orders-all-accounts');
  });
});
