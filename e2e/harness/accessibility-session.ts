/**
 * What the accessibility-behaviour specs share (live region, reduced motion, focus): the demo day
 * they run on, the views' landmarks, and opening the orders view signed in.
 */
import { expect, type Page } from '@playwright/test';
import { startApp, type AppHarness } from './app-harness.ts';

export const MINUTE = 60_000;
/** Wednesday 10 June 2026, 14:00 in New York: the demo day is well under way. */
export const AFTERNOON = Date.UTC(2026, 5, 10, 18, 0, 0);
/** Monday 11 January 2027, 09:00 in New York: the chain's months start at January 2027. */
export const CHAIN_MORNING = Date.parse('2027-01-11T14:00:00Z');
export const ACCOUNT = '83405188';

export const table = (page: Page) => page.getByTestId('orders-table');
export const rows = (page: Page) => table(page).locator('.tree-table-body > [role="row"]');
export const grid = (page: Page) => page.getByRole('grid');
export const liveRegion = (page: Page) => page.getByTestId('live-region');
export const frames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * Signs in on the demo day and opens the Orders view, which opens on the first trading account,
 * ACCOUNT. `beforeOrders` runs just before the tab is opened (a broker holding its
 * answers, so the view's first states can be looked at).
 */
export async function openOrders(
  page: Page,
  options: { startAt?: number; clockSpeed?: number; heldClock?: boolean; beforeOrders?: (harness: AppHarness) => Promise<void> } = {},
): Promise<AppHarness> {
  const harness = await startApp(page, {
    demoApi: 'legacy',
    autoApprove: true,
    settingsFile: JSON.stringify({ onboarded: true, theme: 'light' }),
    startAt: options.startAt ?? AFTERNOON,
    heldClock: options.heldClock === true,
    broker: { clockSpeed: options.clockSpeed ?? 1 },
  });
  await harness.signIn();
  await options.beforeOrders?.(harness);
  await page.getByRole('tab', { name: 'Orders' }).click();
  return harness;
}

/** Chooses the demo account and waits for its first rows. */
export async function chooseAccount(page: Page): Promise<void> {
  await page.getByTestId('account-select').selectOption(ACCOUNT);
  await expect(rows(page).first()).toBeVisible();
}

/** Every element that is a polite live region, named by its test id or class. */
export const politeRegions = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[aria-live], [role="status"], [role="log"], output')]
      .filter((element) => {
        const live = element.getAttribute('aria-live');
        if (live !== null) return live === 'polite';
        const role = element.getAttribute('role') ?? 'status';
        return role === 'status' || role === 'log';
      })
      .map((element) => element.dataset['testid'] ?? element.className),
  );
