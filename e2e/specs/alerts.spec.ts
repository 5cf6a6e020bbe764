/**
 * The Alerts view on the current API against the demo broker's simulated day: the inbox read at
 * sign-in (its unread counted on the tab, no notification for what waited), the day advanced on
 * the shared clock until a new alert arrives as a desktop notification (never racing real time:
 * each minute's read finishes before time moves on), the polite live region naming each new alert
 * once, the notification's click opening the alert in the app from another view, its message as
 * text, the keys, an execution notice's option shown as the option and linked to its chain at that
 * contract; light, dark, forced colours and 200 % zoom screenshots, axe checks.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '../harness/app-test.ts';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../harness/accessibility.ts';
import { startApp } from '../harness/app-harness.ts';
import type { AppHarness } from '../harness/app-harness.ts';
import { edges, expectDrawn, expectUsableZoomed, systemColour, ZOOMED } from '../harness/display-checks.ts';
import { snap, snapBoth } from '../harness/screenshots.ts';

/** Wednesday 10 June 2026, 14:00 in New York: the demo day is well under way. */
const AFTERNOON = Date.UTC(2026, 5, 10, 18, 0, 0);
const MINUTE = 60_000;

let app: AppHarness | undefined;

async function start(page: Page, { orderNotices = true }: { orderNotices?: boolean } = {}): Promise<AppHarness> {
  const harness = await startApp(page, {
    autoApprove: true,
    settingsFile: JSON.stringify({ onboarded: true, theme: 'light', ...(orderNotices ? {} : { orders: { notifications: false } }) }),
    startAt: AFTERNOON,
    demoApi: 'v1',
    alertsRefreshSeconds: 60,
  });
  await harness.signIn();
  // The first read of the inbox: its unread are counted on the tab.
  await expect(page.getByTestId('alerts-unread')).toBeVisible({ timeout: 15_000 });
  return harness;
}

const table = (page: Page) => page.getByTestId('alerts-table');
/** The rows rendered (the table renders those in view: components/tree-table); at the top, in reading order. */
const rows = (page: Page) => table(page).locator('.tree-table-body [role="row"]');
/** The statuses of the rows rendered, in reading order (aria-rowindex: slots are recycled out of DOM order once scrolled). */
const statusesShown = (page: Page) =>
  rows(page).evaluateAll((shown) =>
    shown
      .map((row) => ({ at: Number(row.getAttribute('aria-rowindex')), status: row.getAttribute('data-status') }))
      .sort((a, b) => a.at - b.at)
      .map((row) => row.status),
  );
const details = (page: Page) => page.getByTestId('alert-details');

/** An alert's notification body: its category and New York time, or a summary's named subjects. */
const ALERT_BODY = /^(?:Stock alert|Account alert|Alert) · 06\/10\/2026, \d\d:\d\d EDT$|; /;
/** The alerts' notifications so far (a fill speaks through its order's notification, which is not one). */
const alertNotifications = (harness: AppHarness) => harness.notifications.filter((notice) => ALERT_BODY.test(notice.body));

/** Moves the shared clock a minute at a time (each read finished before the next) until an alert's notification shows; at most an hour. */
async function untilNotified(harness: AppHarness): Promise<void> {
  let minutes = 0;
  for (; minutes < 60 && alertNotifications(harness).length === 0; minutes += 1) await harness.advance(MINUTE);
  test.info().annotations.push({ type: 'alert arrived after', description: `${String(minutes)} simulated minute(s)` });
  expect(alertNotifications(harness).length, 'a new alert within an hour of the demo day').toBeGreaterThan(0);
}

test('a new alert arrives as a notification, is said once, and its click opens it; the inbox, its keys and the message as text', async ({
  page,
  pageErrors,
}) => {
  // Two audits in both themes and four screenshots: minutes on a loaded machine (74 s at a load of 18 on 2 cores).
  test.setTimeout(240_000);
  // Order notifications off: the demo hour's news are fills, whose execution alerts then speak
  // (with them on, each fill's order notification speaks instead: one fill, one notification).
  app = await start(page, { orderNotices: false });
  const harness = app;
  // What waited in the inbox is counted, never notified.
  expect(harness.notifications).toEqual([]);
  await page.keyboard.press('Control+4');
  await expect(page.getByRole('tab', { name: /^Alerts/ })).toHaveAttribute('aria-selected', 'true');
  await expect(rows(page).first()).toBeVisible();
  const unreadBefore = Number(await page.getByTestId('alerts-unread').locator('[aria-hidden]').textContent());
  expect(unreadBefore).toBeGreaterThan(0);
  // Unread first: unread at the top, read at the end (End moves there), and never an unread after a read.
  expect((await statusesShown(page))[0]).toBe('unread');
  // Each row's time in New York with the date.
  await expect(rows(page).first().locator('.cell-time')).toHaveText(/^06\/10\/2026, \d\d:\d\d EDT$/);
  await expect(page.getByTestId('alerts-counts')).toContainText('unread');
  await snapBoth(page, 'alerts-inbox');
  await table(page).focus();
  await page.keyboard.press('End');
  await expect.poll(async () => (await statusesShown(page)).at(-1)).toBe('read');
  const atEnd = await statusesShown(page);
  expect(atEnd.slice(atEnd.indexOf('read')).every((status) => status === 'read')).toBe(true);
  await page.keyboard.press('Home');
  await expect.poll(async () => (await statusesShown(page))[0]).toBe('unread');
  await expectAccessible(page, 'alerts inbox');

  // Every announcement the live region makes from here on.
  await page.getByTestId('live-region').evaluate((region) => {
    const said: string[] = [];
    (window as unknown as { said: string[] }).said = said;
    new MutationObserver(() => said.push(region.textContent ?? '')).observe(region, { childList: true, subtree: true, characterData: true });
  });
  // Another view is shown when the news arrives: the click must bring the alert forward.
  await page.keyboard.press('Control+2');
  await untilNotified(harness);
  const notice = alertNotifications(harness).at(-1);
  if (notice?.click === undefined) throw new Error('the notification has no click');
  expect(notice.body).toMatch(ALERT_BODY);
  const said = await page.evaluate(() => (window as unknown as { said: string[] }).said.filter((text) => text !== ''));
  const news = said.filter((text) => /new alert/i.test(text));
  expect(news.length).toBeGreaterThan(0);
  // Once: no announcement said twice (each names alerts the list shown before did not hold).
  expect(new Set(news).size).toBe(news.length);
  await expect(page.getByTestId('alerts-unread').locator('[aria-hidden]')).not.toHaveText(String(unreadBefore));

  notice.click();
  await expect(page.getByRole('tab', { name: /^Alerts/ })).toHaveAttribute('aria-selected', 'true');
  await expect(details(page)).toBeVisible();
  const heading = details(page).getByRole('heading', { level: 3 });
  await expect(heading).toBeFocused();
  if (!/ new alerts$/.test(notice.title)) await expect(heading).toHaveText(notice.title);
  // The message is text: no element inside it, no markup or style sheet in its words.
  const message = page.getByTestId('alert-message');
  await expect(message).not.toBeEmpty();
  expect(await message.locator('*').count()).toBe(0);
  expect(await message.textContent()).not.toMatch(/<\/?[a-z]|smart-alert|\{\s*margin/i);
  const openId = await rows(page).and(page.locator('[aria-selected="true"]')).getAttribute('data-id');
  await expect(rows(page).and(page.locator(`[data-id="${openId ?? ''}"]`))).toHaveAttribute('data-status', 'read');
  await snapBoth(page, 'alerts-opened-from-notification');
  await expectAccessible(page, 'alerts details');

  // Keys: Escape closes and gives the list the focus; Down and Enter open the next.
  await page.keyboard.press('Escape');
  await expect(details(page)).toHaveCount(0);
  await expect(table(page)).toBeFocused();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowDown');
  const second = await rows(page).nth(1).getAttribute('data-id');
  // The cursor's row is the one aria-activedescendant names.
  const cursorRow = async () => page.locator(`[id="${(await table(page).getAttribute('aria-activedescendant')) ?? ''}"]`).getAttribute('data-id');
  await expect.poll(cursorRow).toBe(second);
  await page.keyboard.press('Enter');
  await expect(details(page)).toBeVisible();
  await expect(rows(page).and(page.locator('[aria-selected="true"]'))).toHaveAttribute('data-id', second ?? '');
  expect(pageErrors).toEqual([]);
});

test('an execution notice’s option is shown as the option and opens its chain at that contract', async ({ page, pageErrors }) => {
  test.setTimeout(120_000);
  app = await start(page);
  await page.getByRole('tab', { name: /^Alerts/ }).click();
  // A single-leg option's notice ("Sell 1 EDIT Oct 01 '21 $55 Put Executed @ $3.3") names its OSI key; a spread's names the underlier.
  const option = rows(page)
    .filter({ has: page.locator('.cell-subject', { hasText: /^[A-Z][A-Za-z ]+ \d+ [A-Z.]+ \w{3} \d\d '\d\d \$[\d.]+ (Call|Put) Executed @ / }) })
    .first();
  await expect(option).toBeVisible();
  await option.click();
  const symbol = page.getByTestId('alert-symbol');
  await expect(symbol).toHaveText(/^[A-Z.]+ \$[\d.]+ (call|put), expires \w{3}, \w{3} \d{1,2}, \d{4}$/);
  const [, underlier = '', strike = ''] = /^([A-Z.]+) \$([\d.]+) /.exec((await symbol.textContent()) ?? '') ?? [];
  await snap(page, 'alerts-option-details');
  await details(page)
    .getByRole('button', { name: /in the chain$/ })
    .click();
  await expect(page.getByRole('tab', { name: 'Option chain' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Underlier')).toHaveValue(underlier);
  // Compared as numbers: the chain writes 187.5 as 187.50.
  await expect.poll(async () => Number(await page.locator('.chain-cell-cursor').textContent()), { timeout: 15_000 }).toBe(Number(strike));
  await snap(page, 'alerts-link-option-chain');
  expect(pageErrors).toEqual([]);
});

test('Settings → Alerts: a slower read and no notifications, kept in the settings and followed by the feed', async ({ page, pageErrors }) => {
  test.setTimeout(120_000);
  app = await start(page);
  await page.getByRole('tab', { name: /^Alerts/ }).click();
  await expect(page.getByTestId('refresh-schedule')).toContainText('every 1 min');
  await page.keyboard.press('Control+,');
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  const group = dialog.getByRole('group', { name: 'Alerts' });
  await group.getByLabel('Alerts refresh interval').selectOption({ label: '5 minutes' });
  await group.getByRole('checkbox', { name: /Desktop notifications when a new alert arrives/ }).uncheck();
  await expect.poll(() => JSON.parse(readFileSync(app!.settingsPath, 'utf8')).alerts).toEqual({ refreshSeconds: 300, notifications: false });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('refresh-schedule')).toContainText('every 5 min');
  // The day moves on for an hour: alerts arrive in the list, none as a notification.
  const unread = Number(await page.getByTestId('alerts-unread').locator('[aria-hidden]').textContent());
  await app.advance(60 * MINUTE);
  await expect(page.getByTestId('alerts-unread').locator('[aria-hidden]')).not.toHaveText(String(unread));
  expect(app.notifications).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('forced colours: the unread dot, the open alert and the tab’s count are told by system colours', async ({ page }) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ forcedColors: 'active' });
  app = await start(page);
  await page.getByRole('tab', { name: /^Alerts/ }).click();
  await rows(page).first().click();
  await expect(details(page)).toBeVisible();
  const highlight = await systemColour(page, 'Highlight');
  expect((await edges(rows(page).and(page.locator('[aria-selected="true"]')))).background).toBe(highlight);
  expect((await edges(rows(page).and(page.locator('[aria-selected="false"]')).first())).background).not.toBe(highlight);
  expectDrawn((await edges(details(page))).border);
  // The unread dot and the tab's count: the text colour, not a page colour the system would drop.
  const text = await systemColour(page, 'CanvasText');
  expect((await edges(table(page).locator('.unread-dot').first())).background).toBe(text);
  expect((await edges(page.getByTestId('alerts-unread'))).background).toBe(text);
  await snap(page, 'alerts-forced-colours');
});

test.describe('at 200 % zoom', () => {
  test.use({ viewport: ZOOMED });

  test('the inbox and an opened alert: every control reachable, no text clipped', async ({ page }) => {
    test.setTimeout(120_000);
    app = await start(page);
    await page.getByRole('tab', { name: /^Alerts/ }).click();
    await expect(rows(page).first()).toBeVisible();
    await expectUsableZoomed(page, 'alerts');
    await rows(page).first().click();
    await expect(details(page)).toBeVisible();
    await expectUsableZoomed(page, 'alerts-details');
  });
});
