/**
 * Multi-leg orders in the trader's units, on the current API against the demo broker:
 * a vertical, an iron condor and a butterfly found by their strategy's name and expanded, each
 * counted in spreads (the butterfly's 1×2×1 shown), its legs in strike order with their contracts;
 * an executed spread's details with the strategy, the fill in spreads, the net limit and net fill,
 * and event lines naming each leg's contract and price. Screenshots at the default 1360 × 860.
 */
import { expect, test } from '../harness/app-test.ts';
import type { Locator, Page } from '@playwright/test';
import { startApp } from '../harness/app-harness.ts';
import type { AppHarness } from '../harness/app-harness.ts';
import { snap } from '../harness/screenshots.ts';
import { rows, table } from '../harness/orders-table.ts';

/** Wednesday 10 June 2026, 14:00 in New York: the demo day is well under way. */
const AFTERNOON = Date.UTC(2026, 5, 10, 18, 0, 0);
/** The demo's high-volume account: every strategy many times over. */
const ACCOUNT_KEY = 'Hh3JfW9eQx0bTn6uVc5yKw';

let app: AppHarness | undefined;
test.afterEach(({ pageErrors }) => {
  expect(pageErrors).toEqual([]);
});

async function start(page: Page): Promise<void> {
  app = await startApp(page, {
    autoApprove: true,
    settingsFile: JSON.stringify({ onboarded: true, theme: 'light' }),
    startAt: AFTERNOON,
    demoApi: 'v1',
    // Every strategy in the day's first entries: the load volume's books.
    broker: { clockSpeed: 1, volume: 'load' },
  });
  await app.signIn();
  await page.getByRole('tab', { name: 'Orders' }).click();
  await page.getByTestId('account-select').selectOption(ACCOUNT_KEY);
  // The whole day is in (the first load of 1,300 orders merges its later pages; a busy machine
  // takes seconds), then held: no refresh moves a row while the test reads it.
  await expect(rows(page).first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('updated-ago')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByTestId('refresh-status')).toContainText('paused');
}

/** The row of an order by its ID: a locator that stays on that order whatever the list does. */
async function pinned(page: Page, row: Locator): Promise<Locator> {
  await expect(row).toBeVisible();
  return table(page).locator(`[data-order-id="${(await row.getAttribute('data-order-id')) ?? ''}"]`);
}

/** Finds the first order of a strategy by its name, expands it and returns its legs' symbol texts. */
async function expandFirst(page: Page, name: string): Promise<{ action: string; legs: string[] }> {
  await page.getByTestId('order-search').fill(name.toLowerCase());
  const order = await pinned(
    page,
    rows(page)
      .filter({ has: page.locator('.cell-symbol', { hasText: ` · ${name}` }) })
      .first(),
  );
  await order.locator('.tree-toggle').click();
  await expect(order).toHaveAttribute('aria-expanded', 'true');
  const id = await order.getAttribute('data-order-id');
  const legs = table(page).locator(`[data-key^="order:${id}:leg:"]`);
  await expect(legs.first()).toBeVisible();
  return { action: (await order.locator('.cell-action').textContent()) ?? '', legs: await legs.locator('.cell-symbol').allTextContents() };
}

/** "Put 250.00 · Jul 17 '26" → ['Put', 250]. */
const contract = (text: string): [string, number] => {
  const match = /(Call|Put) ([\d.]+) ·/.exec(text);
  return [match?.[1] ?? '?', Number(match?.[2] ?? Number.NaN)];
};

test('a vertical, an iron condor and a butterfly, counted in spreads and shaped as named', async ({ page }) => {
  test.setTimeout(120_000);
  await start(page);

  const vertical = await expandFirst(page, 'Call debit vertical');
  expect(vertical.action).toMatch(/^[\d,]+ spreads?$/);
  const [bought, sold] = vertical.legs.map(contract);
  expect([bought?.[0], sold?.[0]]).toEqual(['Call', 'Call']);
  expect(bought?.[1]).toBeLessThan(sold?.[1] ?? 0);
  await snap(page, 'orders-strategy-vertical');

  const condor = await expandFirst(page, 'Iron condor');
  expect(condor.action).toMatch(/^[\d,]+ spreads?$/);
  const legs = condor.legs.map(contract);
  // Long put < short put < short call < long call.
  expect(legs.map(([right]) => right)).toEqual(['Put', 'Put', 'Call', 'Call']);
  const strikes = legs.map(([, strike]) => strike);
  expect([...strikes].sort((a, b) => a - b)).toEqual(strikes);
  await snap(page, 'orders-strategy-iron-condor');

  const butterfly = await expandFirst(page, 'Call butterfly');
  expect(butterfly.action).toMatch(/^[\d,]+ spreads? · 1×2×1$/);
  const [low, body, high] = butterfly.legs.map(contract).map(([, strike]) => strike);
  expect((body ?? 0) - (low ?? 0)).toBeCloseTo((high ?? 0) - (body ?? 0), 4);
  await snap(page, 'orders-strategy-butterfly');
});

test('an executed spread’s details: strategy, spreads filled, net limit and fill, events naming each contract and price', async ({ page }) => {
  test.setTimeout(120_000);
  await start(page);
  await page.getByTestId('order-search').fill('iron condor');
  await page.getByRole('tab', { name: /^Executed/ }).click();
  const executed = await pinned(
    page,
    rows(page)
      .filter({ has: page.locator('.status-badge', { hasText: 'Executed' }) })
      .first(),
  );
  // The row: spreads filled of spreads, the net limit and the net fill.
  await expect(executed.locator('.cell-filled')).toHaveText(/^([\d,]+) \/ \1$/);
  await expect(executed.locator('.cell-price')).toHaveText(/^Net credit \d+\.\d\d · filled at \d+\.\d\d credit$/);
  await executed.locator('.tree-toggle').click();
  await page.getByTestId('details-toggle').click();
  await executed.click();
  const details = page.getByTestId('order-details');
  await expect(details).toContainText('StrategyIron condor');
  await expect(details).toContainText(/Filled([\d,]+) of \1 spreads filled/);
  await expect(details).toContainText(/PriceNet credit \d+\.\d\d, filled at \d+\.\d\d credit/);
  const fill = details.getByTestId('order-timeline').locator('li[data-event="ORDER_EXECUTED"] .timeline-legs li');
  await expect(fill).toHaveCount(4);
  for (const line of await fill.allTextContents())
    expect(line).toMatch(/^(Buy|Sell) to open [\d,]+ [A-Z]+ [A-Z][a-z]{2} \d+ '\d\d \$[\d,.]+ (call|put) @ \d+\.\d\d$/);
  // The fill's lines in view for the screenshot.
  await fill.last().scrollIntoViewIfNeeded();
  await snap(page, 'orders-strategy-details');
});
