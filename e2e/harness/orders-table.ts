import { expect, type Locator, type Page } from '@playwright/test';
import { startApp, type AppHarness } from './app-harness.ts';

/** The orders treegrid, and its body's rows (recycled elements: a locator names the slot, not the order). */
export const table = (page: Page): Locator => page.getByTestId('orders-table');
export const rows = (page: Page): Locator => table(page).locator('.tree-table-body > [role="row"]');

/** The table keeps the focus and names the active row by aria-activedescendant (rows are recycled elements). */
export async function expectActive(page: Page, row: Locator): Promise<void> {
  await expect(table(page)).toBeFocused();
  // Row elements are recycled slots: the row's slot id is read again on each try, as a jump scrolls.
  await expect.poll(async () => (await table(page).getAttribute('aria-activedescendant')) === (await row.getAttribute('id'))).toBe(true);
}

/** The count a status tab shows. */
export const tabCount = async (page: Page, tab: string): Promise<number> => Number(await page.locator(`[data-tab="${tab}"] .tab-count`).textContent());

/** Wednesday 10 June 2026, 14:00 in New York: the demo day is well under way. */
export const AFTERNOON = Date.UTC(2026, 5, 10, 18, 0, 0);
/** The demo's legacy brokerage account most specs read. */
export const LEGACY_ACCOUNT = '83405188';

/**
 * The app on the demo's legacy API, signed in, on the Orders view (`beforeOrders` runs just before
 * the tab is opened), on the load volume's books: every order type, status and shape in the day's
 * first entries (docs/demo-broker.md, "How many orders").
 */
export async function startLegacyOrders(
  page: Page,
  {
    startAt = AFTERNOON,
    clockSpeed = 1,
    heldClock = false,
    beforeOrders,
  }: { startAt?: number; clockSpeed?: number; heldClock?: boolean; beforeOrders?: (harness: AppHarness) => Promise<void> } = {},
): Promise<AppHarness> {
  const harness = await startApp(page, {
    demoApi: 'legacy',
    autoApprove: true,
    settingsFile: JSON.stringify({ onboarded: true, theme: 'light' }),
    startAt,
    heldClock,
    broker: { clockSpeed, volume: 'load' },
  });
  await harness.signIn();
  await beforeOrders?.(harness);
  await page.getByRole('tab', { name: 'Orders' }).click();
  return harness;
}

/** Chooses an account and waits for its first row. */
export async function chooseAccount(page: Page, accountId = LEGACY_ACCOUNT): Promise<void> {
  await page.getByTestId('account-select').selectOption(accountId);
  await expect(rows(page).first()).toBeVisible();
}
