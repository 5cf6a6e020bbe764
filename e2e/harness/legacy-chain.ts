/**
 * What the legacy chain specs share (option-chain.spec.ts and option-chain-states.spec.ts): the
 * Monday morning they run on, the app opened signed in to the local demo on the legacy API, an
 * underlier asked for a month, and readings of the grid.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { startApp, type AppHarness, type HarnessOptions } from './app-harness.ts';

/** Monday 09:00 in New York: the month picker starts at January 2027. */
export const MORNING = Date.parse('2027-01-11T14:00:00Z');
export const HOUR = 3_600_000;

/**
 * Starts the app on the legacy API at MORNING in the light theme (a spec shoots both themes
 * itself), with the chain view's settings if given. Signing in is `signInToChain`: a spec keeps the
 * harness first, so its afterEach closes it even when signing in fails.
 */
export function startLegacyChain(page: Page, extra: Partial<HarnessOptions> = {}, chainView: object | null = null): Promise<AppHarness> {
  const settings = { onboarded: true, theme: 'light', ...(chainView ? { chainView } : {}) };
  return startApp(page, { demoApi: 'legacy', autoApprove: true, startAt: MORNING, settingsFile: JSON.stringify(settings), ...extra });
}

/** Signs in and waits for the chain's query form. */
export async function signInToChain(page: Page, harness: AppHarness): Promise<void> {
  await harness.signIn();
  await expect(page.getByRole('form', { name: 'Option chain query' })).toBeVisible();
}

/** Picks the month (which reloads the current symbol at once), then asks for `underlier`. */
export async function ask(page: Page, underlier: string, month = 'March 2027', beforeEnter?: () => void): Promise<void> {
  await page.getByLabel('Expiry month').selectOption({ label: month });
  await expect(page.getByTestId('chain-view')).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
  await page.getByLabel('Underlier').fill(underlier);
  beforeEnter?.();
  await page.getByLabel('Underlier').press('Enter');
}

export const chainType = (page: Page, label: string) => page.getByRole('radiogroup', { name: 'Chain type' }).getByText(label, { exact: true }).click();
export const grid = (page: Page) => page.getByRole('grid');
export const headers = (page: Page) => page.getByRole('columnheader').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? e.textContent));
export const savedSettings = (harness: AppHarness) => JSON.parse(readFileSync(harness.settingsPath, 'utf8'));
/** Text of the cell the grid's aria-activedescendant names. */
export const activeCell = (page: Page) =>
  grid(page).evaluate((g) => {
    const id = g.getAttribute('aria-activedescendant');
    return id ? (document.getElementById(id)?.textContent ?? null) : null;
  });
