/**
 * What a view shows and says belongs to the environment shown. Signed in on the demo with its
 * inbox counted on the tab and its orders watched, the person switches to Sandbox (not signed
 * in there): the header holds no count of the demo's alerts, the Orders and Alerts views show
 * nothing of the demo's, and as the demo day moves on the live region says nothing of the demo's
 * orders or alerts and no desktop notification comes from them. Back on the demo, its inbox is
 * counted again.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../harness/app-test.ts';
import { AFTERNOON, MINUTE, liveRegion } from '../harness/accessibility-session.ts';
import { startApp, type AppHarness } from '../harness/app-harness.ts';
import { snap } from '../harness/screenshots.ts';

let app: AppHarness | undefined;

test.afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** Picks an environment in the settings panel and closes it. */
async function switchTo(page: Page, name: 'Sandbox' | 'Local demo'): Promise<void> {
  await page.keyboard.press('Control+,');
  await page.getByRole('radio', { name }).click();
  await expect(page.getByRole('radio', { name })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
}

test('switched to an environment not signed in, nothing of the demo is shown or said', async ({ page }) => {
  app = await startApp(page, {
    autoApprove: true,
    settingsFile: JSON.stringify({ onboarded: true, theme: 'light' }),
    startAt: AFTERNOON,
    demoApi: 'v1',
    heldClock: true,
    alertsRefreshSeconds: 60,
  });
  const harness = app;
  await harness.signIn();
  await expect(page.getByTestId('alerts-unread')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('tab', { name: 'Orders' }).click();
  await expect(page.getByTestId('orders-table').locator('[role="row"]').nth(1)).toBeVisible({ timeout: 15_000 });

  await switchTo(page, 'Sandbox');
  await expect(page.getByTestId('environment-badge')).toContainText('Sandbox');
  await expect(page.getByTestId('alerts-unread')).toBeHidden();
  await expect(page.getByTestId('orders-table')).toBeHidden();
  const noticesBefore = harness.notifications.length;
  const saidBefore = (await liveRegion(page).textContent()) ?? '';

  // The demo day moves on: its orders fill and its alerts arrive, on the demo's side only.
  for (let minute = 0; minute < 20; minute += 1) await harness.advance(MINUTE);
  await expect(page.getByTestId('alerts-unread')).toBeHidden();
  expect(harness.notifications.slice(noticesBefore)).toEqual([]);
  const said = (await liveRegion(page).textContent()) ?? '';
  expect(said === saidBefore ? '' : said).not.toMatch(/order|alert|filled|executed/i);
  await page.getByRole('tab', { name: 'Alerts' }).click();
  await expect(page.getByTestId('alerts-table')).toBeHidden();
  await snap(page, 'environment-sandbox-after-demo-light');

  await switchTo(page, 'Local demo');
  await expect(page.getByTestId('alerts-unread')).toBeVisible({ timeout: 15_000 });
});
