/**
 * The option chain on the legacy API (the local demo): the query and the chain types, the keyboard,
 * details, copy and menu, and the columns remembered across a restart. The states (loading, empty,
 * errors, an expired session) and the 5,000-pair chain are in option-chain-states.spec.ts.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../harness/app-test.ts';
import { expectAccessible } from '../harness/accessibility.ts';
import type { AppHarness, HarnessOptions } from '../harness/app-harness.ts';
import { activeCell, ask, chainType, grid, headers, savedSettings, signInToChain, startLegacyChain } from '../harness/legacy-chain.ts';
import { snap, snapBoth } from '../harness/screenshots.ts';

let app: AppHarness | undefined;

async function open(page: Page, extra: Partial<HarnessOptions> = {}, chainView: object | null = null): Promise<AppHarness> {
  app = await startLegacyChain(page, extra, chainView);
  await signInToChain(page, app);
  return app;
}

test('query, both chain types, one side only, adjusted switch (light and dark)', async ({ page }) => {
  const harness = await open(page);
  await expect(page.getByRole('heading', { name: 'Option chain' })).toBeVisible();
  await ask(page, 'aapl');
  await expect(grid(page)).toBeVisible();
  await expect(page.getByLabel('Underlier')).toHaveValue('AAPL');
  await expect(page.getByTestId('chain-summary')).toContainText('AAPL');
  // A stock lists no quarterlies: March's one expiry is the third Friday's monthly.
  await expect(page.getByTestId('chain-summary')).toContainText('44 pairs in 1 expiry');
  // The clock started at 09:00 in New York: the time reads there, whatever the browser's zone.
  await expect(page.getByTestId('chain-summary')).toContainText(/as of 09:0\d:\d\d ET/);
  expect(await headers(page)).toEqual(expect.arrayContaining(['Calls', 'Strike', 'Puts', 'Call option symbol', 'Put option symbol', 'Put exchange']));
  // No header cell is empty on screen: the strike column's group names the underlier.
  expect(await page.getByRole('columnheader').evaluateAll((els) => els.filter((e) => (e.textContent ?? '').trim() === '').length)).toBe(0);
  await expect(page.getByRole('columnheader', { name: 'AAPL strikes' })).toHaveText('AAPL');
  // The section: the monthly third Friday, with days to expiry and tag (an ETF's quarterly below).
  await expect(page.getByRole('gridcell', { name: /Fri, Mar 19, 2027.*67 days.*Monthly/ })).toBeVisible();
  await expect(grid(page)).toHaveAttribute('aria-rowcount', String(44 + 1 + 2));
  await snapBoth(page, 'chain-both');
  await expectAccessible(page, 'chain: loaded');
  await expect
    .poll(() => savedSettings(harness).chainView)
    .toMatchObject({
      lastQuery: { underlier: 'AAPL', month: 3, year: 2027, chainType: 'CALLPUT', includeAdjusted: false },
      recentSymbols: ['AAPL'],
    });

  // Calls only: the grid collapses to calls | strike.
  await chainType(page, 'Calls');
  await expect(page.getByTestId('chain-summary')).toContainText('Calls only');
  expect(await headers(page)).not.toContain('Put option symbol');
  expect((await headers(page)).at(-1)).toBe('Strike');
  await snapBoth(page, 'chain-calls-only');
  await expectAccessible(page, 'chain: calls only');

  // Puts only: strike | puts.
  await chainType(page, 'Puts');
  await expect(page.getByTestId('chain-summary')).toContainText('Puts only');
  expect(await headers(page)).not.toContain('Call option symbol');
  expect((await headers(page)).slice(2, 4)).toEqual(['Strike', 'Put option symbol']);
  await snapBoth(page, 'chain-puts-only');

  // Adjusted options: off by default (the API's default), three appear on the monthly expiry.
  await chainType(page, 'Both');
  await expect(page.getByTestId('chain-summary')).toContainText('44 pairs');
  await expect(page.locator('.chain-adjusted')).toHaveCount(0);
  await page.getByRole('switch', { name: 'Show adjusted options' }).check();
  await expect(page.getByTestId('chain-summary')).toContainText('47 pairs');
  await expect(page.getByTestId('chain-summary')).toContainText('Adjusted shown');
  const badge = page.locator('.chain-adjusted').first();
  await badge.hover();
  const tooltip = page.getByTestId('adjusted-tooltip');
  await expect(tooltip).toContainText('corporate action');
  await expect(tooltip).toContainText('Root symbol: AAPL1');
  await snapBoth(page, 'chain-adjusted');
  await expectAccessible(page, 'chain: adjusted options, tooltip');
  expect(harness.calls.filter((c) => c.channel === 'chain:get').map((c) => (c.arg as { chainType: string }).chainType)).toEqual([
    'CALLPUT',
    'CALL',
    'PUT',
    'CALLPUT',
    'CALLPUT',
  ]);

  // Sections: an ETF's March has the monthly third Friday and the quarterly expiry on the
  // quarter's last trading day, each with days to expiry and tag.
  await page.getByRole('switch', { name: 'Show adjusted options' }).uncheck();
  await ask(page, 'IWM');
  await expect(page.getByTestId('chain-summary')).toContainText('158 pairs in 2 expiries');
  await expect(page.getByRole('gridcell', { name: /Fri, Mar 19, 2027.*67 days.*Monthly/ })).toBeVisible();
  await grid(page).focus();
  await page.keyboard.press('e');
  await expect(page.getByRole('gridcell', { name: /Wed, Mar 31, 2027.*79 days.*Quarterly/ })).toBeVisible();
  await expect(grid(page)).toHaveAttribute('aria-rowcount', String(158 + 2 + 2));
});

test('an invalid underlier is refused as typed, recent symbols are offered', async ({ page }) => {
  const harness = await open(page, {}, { lastQuery: null, recentSymbols: ['MSFT', 'IBM'], columns: null });
  await page.getByLabel('Underlier').fill('1BAD');
  await expect(page.getByRole('alert')).toContainText('Underlier must be a market symbol');
  await expect(page.getByLabel('Underlier')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'chain: invalid underlier, recent symbols');
  await page.getByLabel('Underlier').press('Enter');
  expect(harness.calls.some((c) => c.channel === 'chain:get')).toBe(false);
  await page.getByRole('group', { name: 'Recent symbols' }).getByRole('button', { name: 'IBM' }).click();
  await expect(page.getByTestId('chain-summary')).toContainText('IBM');
  await expect(page.getByLabel('Underlier')).toHaveValue('IBM');
  await expect.poll(() => savedSettings(harness).chainView.recentSymbols).toEqual(['IBM', 'MSFT']);
});

test('keyboard cursor, details panel, copy and the context menu (light and dark)', async ({ page }) => {
  // No clipboard permission for the page, as in the app: copy goes through main (clipboard:write).
  const harness = await open(page);
  const lastCopied = () => harness.copied.at(-1);
  // An ETF: its March has two expiries (the monthly and the quarterly) for E to move between.
  await ask(page, 'IWM');
  await expect(grid(page)).toBeVisible();
  await grid(page).focus();
  // The cursor starts on the first strike; arrows move it, focus stays on the grid.
  expect(await activeCell(page)).toBe('150');
  await page.keyboard.press('ArrowDown');
  expect(await activeCell(page)).toBe('155');
  await page.keyboard.press('ArrowLeft');
  expect(await activeCell(page)).toBe("IWM Mar 19 '27 $155 Call");
  await page.keyboard.press('End');
  expect(await activeCell(page)).toBe('Monthly');
  await page.keyboard.press('Home');
  expect(await activeCell(page)).toBe('Monthly');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  expect(await activeCell(page)).toBe("IWM Mar 19 '27 $155 Put");
  // E jumps to the next expiry's first strike, Shift+E back; Page Down moves a page.
  await page.keyboard.press('e');
  expect(await activeCell(page)).toBe("IWM Mar 31 '27 $150 Put q");
  await page.keyboard.press('Shift+E');
  expect(await activeCell(page)).toBe("IWM Mar 19 '27 $150 Put");
  await page.keyboard.press('Control+End');
  expect(await activeCell(page)).toBe("IWM Mar 31 '27 $340 Put q");
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('PageDown');
  // A page of a 79-strike ladder (5 points apart away from the money, 1 point near it) stays in the monthly, several strikes down.
  const paged = (await activeCell(page)) ?? '';
  expect(paged).toMatch(/^IWM Mar 19 '27 \$\d+ Put$/);
  expect(Number(/\$(\d+)/.exec(paged)?.[1])).toBeGreaterThan(150 + 5);
  await page.keyboard.press('Control+Home');
  // Typing a strike jumps to it within the expiry.
  await page.keyboard.type('200');
  expect(await activeCell(page)).toBe("IWM Mar 19 '27 $200 Put");
  await expect(page.locator('.chain-cell-cursor')).toHaveCount(1);
  await snapBoth(page, 'chain-keyboard');

  // Ctrl+C copies the option symbol under the cursor.
  await page.keyboard.press('Control+c');
  await expect(page.getByTestId('chain-copied')).toContainText("Copied IWM Mar 19 '27 $200 Put");
  expect(lastCopied()).toBe("IWM Mar 19 '27 $200 Put");

  // Shift+arrows select rows; Ctrl+C copies them as tab-separated text with a header line.
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(page.locator('[role="row"][aria-selected="true"]')).toHaveCount(3);
  await expectAccessible(page, 'chain: rows selected');
  await page.keyboard.press('Control+c');
  await expect(page.getByTestId('chain-copied')).toContainText('Copied 3 rows');
  const tsv = (lastCopied() ?? '').split('\n');
  expect(tsv).toHaveLength(4);
  expect(tsv[0]).toBe('Expiry\tCall expiry type\tCall exchange\tCall option symbol\tStrike\tPut option symbol\tPut exchange\tPut expiry type');
  expect(tsv[1]).toBe("2027-03-19\tMonthly\tCBOE\tIWM Mar 19 '27 $200 Call\t200\tIWM Mar 19 '27 $200 Put\tCBOE\tMonthly");
  await page.keyboard.press('Escape');
  await expect(page.locator('[role="row"][aria-selected="true"]')).toHaveCount(0);

  // Enter opens the details panel in words; Escape closes it and gives focus back.
  await page.keyboard.press('Enter');
  const details = page.getByTestId('chain-details');
  await expect(details).toBeVisible();
  await expect(details.getByRole('heading', { level: 2 })).toHaveText("IWM Mar 19 '27 $210 Put");
  await expect(details).toContainText('gives its holder the right to sell');
  await expect(details).toContainText('Trades primarily on CBOE');
  await expect(details).toContainText('the standard monthly expiry');
  await snapBoth(page, 'chain-details');
  await expectAccessible(page, 'chain: details panel');
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(grid(page)).toBeFocused();

  // Shift+F10 opens the context menu with the same actions.
  await page.keyboard.press('Shift+F10');
  const menu = page.getByRole('menu', { name: 'Chain actions' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: /Copy option symbol/ })).toBeFocused();
  await snapBoth(page, 'chain-menu');
  await expectAccessible(page, 'chain: context menu');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(details).toBeVisible();
  await details.getByRole('button', { name: 'Close details' }).click();

  // Right click on a call: the cursor moves there and the menu copies its symbol.
  await page.getByRole('gridcell', { name: "IWM Mar 19 '27 $205 Call", exact: true }).click({ button: 'right' });
  await menu.getByRole('menuitem', { name: /Copy option symbol/ }).click();
  await expect.poll(lastCopied).toBe("IWM Mar 19 '27 $205 Call");
  expect(harness.copied).toHaveLength(3);
  await expect(menu).toBeHidden();
});

test('columns can be hidden and reordered, and are remembered with the last query across a restart', async ({ page }) => {
  const harness = await open(page);
  await ask(page, 'MSFT', 'June 2027');
  await expect(grid(page)).toBeVisible();
  await page.getByRole('button', { name: 'Columns' }).click();
  const chooser = page.getByRole('group', { name: 'Columns of each side' });
  await chooser.getByRole('checkbox', { name: 'Exchange' }).uncheck();
  await chooser.getByRole('checkbox', { name: 'Root symbol' }).check();
  await chooser.getByRole('button', { name: 'Move Root symbol towards the strike' }).click();
  await snap(page, 'chain-columns-light');
  await expectAccessible(page, 'chain: column chooser');
  await page.keyboard.press('Escape');
  await expect(chooser).toBeHidden();
  await expect.poll(() => savedSettings(harness).chainView.columns).toEqual(['symbol', 'root', 'expiryType']);
  const expected = ['Call expiry type', 'Call root symbol', 'Call option symbol', 'Strike', 'Put option symbol', 'Put root symbol', 'Put expiry type'];
  expect((await headers(page)).slice(3)).toEqual(expected);

  // A restart (reload): the last query loads by itself, with the same columns.
  await page.reload();
  await expect(page.getByTestId('chain-summary')).toContainText('MSFT');
  await expect(page.getByTestId('chain-summary')).toContainText('June 2027');
  await expect(page.getByLabel('Expiry month')).toHaveValue('2027-06');
  expect((await headers(page)).slice(3)).toEqual(expected);
});
