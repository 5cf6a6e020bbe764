import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { startApp, type AppHarness, type HarnessOptions } from '../harness/app-harness.ts';
import { snap } from '../harness/screenshots.ts';

/** Monday 09:00 in New York: the month picker starts at January 2027. */
const MORNING = Date.parse('2027-01-11T14:00:00Z');
const HOUR = 3_600_000;
const THEMES = ['light', 'dark'] as const;

let app: AppHarness | undefined;
test.afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function open(page: Page, theme: string, extra: Partial<HarnessOptions> = {}, chainView: object | null = null): Promise<AppHarness> {
  const settings = { onboarded: true, theme, ...(chainView ? { chainView } : {}) };
  app = await startApp(page, { autoApprove: true, startAt: MORNING, settingsFile: JSON.stringify(settings), ...extra });
  await app.signIn();
  await expect(page.getByRole('form', { name: 'Option chain query' })).toBeVisible();
  return app;
}

async function ask(page: Page, underlier: string, month = 'March 2027') {
  await page.getByLabel('Expiry month').selectOption({ label: month });
  await page.getByLabel('Underlier').fill(underlier);
  await page.getByLabel('Underlier').press('Enter');
}

const chainType = (page: Page, label: string) => page.getByRole('radiogroup', { name: 'Chain type' }).getByText(label, { exact: true }).click();
const grid = (page: Page) => page.getByRole('grid');
const headers = (page: Page) => page.getByRole('columnheader').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? e.textContent));
const savedSettings = (harness: AppHarness) => JSON.parse(readFileSync(harness.settingsPath, 'utf8'));
/** Text of the cell the grid's aria-activedescendant names. */
const activeCell = (page: Page) =>
  grid(page).evaluate((g) => {
    const id = g.getAttribute('aria-activedescendant');
    return id ? (document.getElementById(id)?.textContent ?? null) : null;
  });

for (const theme of THEMES) {
  test(`query, both chain types, one side only, adjusted switch (${theme})`, async ({ page }) => {
    const harness = await open(page, theme);
    await expect(page.getByRole('heading', { name: 'Option chain' })).toBeVisible();
    await ask(page, 'aapl');
    await expect(grid(page)).toBeVisible();
    await expect(page.getByLabel('Underlier')).toHaveValue('AAPL');
    await expect(page.getByTestId('chain-summary')).toContainText('AAPL');
    await expect(page.getByTestId('chain-summary')).toContainText('30 pairs in 2 expiries');
    expect(await headers(page)).toEqual(expect.arrayContaining(['Calls', 'Strike', 'Puts', 'Call option symbol', 'Put option symbol', 'Put exchange']));
    // Sections: the monthly third Friday and the quarterly expiry, each with days to expiry and tag.
    await expect(page.getByRole('gridcell', { name: /Fri, Mar 19, 2027.*67 days.*Monthly/ })).toBeVisible();
    await expect(page.getByRole('gridcell', { name: /Wed, Mar 31, 2027.*79 days.*Quarterly/ })).toBeVisible();
    await expect(grid(page)).toHaveAttribute('aria-rowcount', String(30 + 2 + 2));
    await snap(page, `chain-both-${theme}`);
    await expect.poll(() => savedSettings(harness).chainView).toMatchObject({
      lastQuery: { underlier: 'AAPL', month: 3, year: 2027, chainType: 'CALLPUT', includeAdjusted: false },
      recentSymbols: ['AAPL'],
    });

    // Calls only: the grid collapses to calls | strike.
    await chainType(page, 'Calls');
    await expect(page.getByTestId('chain-summary')).toContainText('Calls only');
    expect(await headers(page)).not.toContain('Put option symbol');
    expect((await headers(page)).at(-1)).toBe('Strike');
    await snap(page, `chain-calls-only-${theme}`);

    // Puts only: strike | puts.
    await chainType(page, 'Puts');
    await expect(page.getByTestId('chain-summary')).toContainText('Puts only');
    expect(await headers(page)).not.toContain('Call option symbol');
    expect((await headers(page)).slice(2, 4)).toEqual(['Strike', 'Put option symbol']);
    await snap(page, `chain-puts-only-${theme}`);

    // Adjusted options: off by default (the API's default), three appear on the monthly expiry.
    await chainType(page, 'Both');
    await expect(page.getByTestId('chain-summary')).toContainText('30 pairs');
    await expect(page.locator('.chain-adjusted')).toHaveCount(0);
    await page.getByRole('switch', { name: 'Show adjusted options' }).check();
    await expect(page.getByTestId('chain-summary')).toContainText('33 pairs');
    await expect(page.getByTestId('chain-summary')).toContainText('Adjusted shown');
    const badge = page.locator('.chain-adjusted').first();
    await badge.hover();
    const tooltip = page.getByTestId('adjusted-tooltip');
    await expect(tooltip).toContainText('corporate action');
    await expect(tooltip).toContainText('Root symbol: AAPL1');
    await snap(page, `chain-adjusted-${theme}`);
    expect(harness.calls.filter((c) => c.channel === 'chain:get').map((c) => (c.arg as { chainType: string }).chainType)).toEqual([
      'CALLPUT', 'CALL', 'PUT', 'CALLPUT', 'CALLPUT',
    ]);
  });
}

test('an invalid underlier is refused as typed, recent symbols are offered', async ({ page }) => {
  const harness = await open(page, 'light', {}, { lastQuery: null, recentSymbols: ['MSFT', 'IBM'], columns: null });
  await page.getByLabel('Underlier').fill('1BAD');
  await expect(page.getByRole('alert')).toContainText('Underlier must be a market symbol');
  await expect(page.getByLabel('Underlier')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Underlier').press('Enter');
  expect(harness.calls.some((c) => c.channel === 'chain:get')).toBe(false);
  await page.getByRole('group', { name: 'Recent symbols' }).getByRole('button', { name: 'IBM' }).click();
  await expect(page.getByTestId('chain-summary')).toContainText('IBM');
  await expect(page.getByLabel('Underlier')).toHaveValue('IBM');
  await expect.poll(() => savedSettings(harness).chainView.recentSymbols).toEqual(['IBM', 'MSFT']);
});
