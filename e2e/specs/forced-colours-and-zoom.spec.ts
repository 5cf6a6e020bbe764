/**
 * What the automated audit cannot judge: forced colours (Windows high contrast), where the page's
 * own colours are replaced by the user's and box shadows and gradients disappear, and a 200 % zoom.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../harness/app-test.ts';
import { startApp, type AppHarness, type HarnessOptions } from '../harness/app-harness.ts';
import { borders, edges, expectDrawn, expectUsableZoomed, systemColour, ZOOMED } from '../harness/display-checks.ts';
import { snap } from '../harness/screenshots.ts';

/** Monday 09:00 in New York: the chain's month picker starts at January 2027. */
const CHAIN_MORNING = Date.parse('2027-01-11T14:00:00Z');
/** Wednesday 10 June 2026, 14:00 in New York: the demo trading day is well under way. */
const ORDERS_AFTERNOON = Date.UTC(2026, 5, 10, 18, 0, 0);
const ACCOUNT = '83405188';

let app: AppHarness | undefined;

async function signedIn(page: Page, startAt: number, extra: Partial<HarnessOptions> = {}): Promise<AppHarness> {
  app = await startApp(page, { demoApi: 'legacy', autoApprove: true, startAt, settingsFile: JSON.stringify({ onboarded: true, theme: 'light' }), ...extra });
  await app.signIn();
  return app;
}

async function showChain(page: Page, underlier: string): Promise<void> {
  await expect(page.getByRole('form', { name: 'Option chain query' })).toBeVisible();
  await page.getByLabel('Expiry month').selectOption({ label: 'March 2027' });
  await expect(page.getByTestId('chain-view')).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
  await page.getByLabel('Underlier').fill(underlier);
  await page.getByLabel('Underlier').press('Enter');
  await expect(page.getByRole('grid')).toBeVisible();
}

async function showOrders(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Orders' }).click();
  await page.getByTestId('account-select').selectOption(ACCOUNT);
  await expect(page.getByTestId('orders-table').locator('.tree-table-body > [role="row"]').first()).toBeVisible();
}

// ---------------------------------------------------------------------------------------------
// Forced colours (the checks: harness/display-checks.ts)

test('forced colours: the chain’s cursor, selected rows, chosen segment, switch and badges are told by shape and system colours', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await signedIn(page, CHAIN_MORNING);
  expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
  await showChain(page, 'AAPL');
  await page.getByRole('switch', { name: 'Show adjusted options' }).check();
  await expect(page.locator('.chain-adjusted').first()).toBeVisible();
  const grid = page.getByRole('grid');
  await grid.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(page.locator('[role="row"][aria-selected="true"]')).toHaveCount(3);
  const highlight = await systemColour(page, 'Highlight');

  // Selected rows: the system's selection colour, as every list in high contrast shows it.
  const selected = await edges(page.locator('[role="row"][aria-selected="true"] .chain-cell-strike').first());
  const plain = await edges(page.locator('[role="row"][aria-selected="false"] .chain-cell-strike').first());
  expect(selected.background).toBe(highlight);
  expect(plain.background).not.toBe(highlight);
  // The cursor: an outline (its usual inset shadow is dropped in forced colours).
  const cursor = await edges(page.locator('.chain-cell-cursor'));
  expectDrawn(cursor.outline, 2);
  expect(cursor.background).toBe(highlight);
  // The view shown: underlined in the selection colour, the other view not underlined at all.
  expect((await edges(page.getByRole('tab', { name: 'Option chain' }))).underline).toBe(highlight);
  expect((await edges(page.getByRole('tab', { name: 'Orders' }))).underline).toBe(await systemColour(page, 'Canvas'));
  // The chosen chain type: the selection colour; the others not.
  expect((await edges(page.locator('.segment-on'))).background).toBe(highlight);
  expect((await edges(page.locator('.segment:not(.segment-on)').first())).background).not.toBe(highlight);
  // The switch: a bordered track, filled with the selection colour when on (its fill fades in over
  // 120 ms, which a busy machine may still be drawing: the end of the fade is what counts).
  const track = page.locator('.chain-switch-track');
  expectDrawn((await edges(track)).border);
  await expect.poll(async () => (await edges(track)).background).toBe(highlight);
  // Badges keep a border: the environment, the adjusted option, the expiry tags.
  for (const badge of [page.getByTestId('environment-badge'), page.locator('.chain-adjusted').first(), page.locator('.chain-tag').first()]) {
    expectDrawn((await edges(badge)).border);
  }
  await snap(page, 'forced-colours-chain');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('chain-details')).toBeVisible();
  await snap(page, 'forced-colours-chain-details');
});

test('forced colours: order badges, the chosen tab, the active, changed and new rows and the stale table are told by shape and system colours', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ forcedColors: 'active' });
  const harness = await signedIn(page, ORDERS_AFTERNOON, { broker: { clockSpeed: 12 } });
  await showOrders(page);
  const table = page.getByTestId('orders-table');
  // Let the day move until a refresh changes some rows and brings new orders.
  for (let i = 0; i < 40; i += 1) {
    if ((await table.locator('[data-changed="true"]').count()) > 0 && (await table.locator('[data-new="true"]').count()) > 0) break;
    await harness.advance(10_000);
    await expect(page.getByTestId('refresh-status')).not.toContainText('Refreshing');
  }
  const highlight = await systemColour(page, 'Highlight');

  // Every status badge is drawn with a border (its tint is gone); its words tell the status.
  const badges = await borders(table.locator('.status-badge'));
  expect(badges.length).toBeGreaterThan(5);
  expect(badges.filter((b) => b.style !== 'solid' || b.width < 1)).toEqual([]);
  expect(await borders(table.locator('[data-new="true"] .new-pill'))).toContainEqual({ text: 'New', style: 'solid', width: 1 });
  // The chosen tab: the selection colour.
  expect((await edges(page.getByRole('tab', { name: /^All/ }))).background).toBe(highlight);
  expect((await edges(page.getByRole('tab', { name: /^Open/ }))).background).not.toBe(highlight);
  // Changed rows: a dashed outline (the flash and its coloured edge are gone).
  const changed = table.locator('[data-changed="true"]').first();
  await expect(changed).toBeVisible();
  expect((await edges(changed)).outline).toEqual({ style: 'dashed', width: 2 });
  // The active row: a solid outline, kept while the focus is elsewhere.
  const row = table.locator('.tree-table-body > [role="row"]:not([data-changed="true"])').first();
  await row.click();
  await page.getByTestId('order-search').focus();
  await expect(row).toHaveAttribute('aria-selected', 'true');
  expect((await edges(row)).outline).toEqual({ style: 'solid', width: 2 });
  expect((await edges(table.locator('.tree-table-body > [role="row"][aria-selected="false"]:not([data-changed="true"])').first())).outline.style).toBe('none');
  await snap(page, 'forced-colours-orders');

  // Stale: the badge has a border, the table a dashed edge.
  (await harness.demoBroker()).setFaults({ fault: 'server-error', status: 503 });
  await page.getByRole('button', { name: 'Refresh now' }).click();
  await expect(page.getByTestId('stale-badge')).toBeVisible({ timeout: 20_000 });
  expectDrawn((await edges(page.getByTestId('stale-badge'))).border);
  expect((await edges(table)).border.style).toBe('dashed');
  await snap(page, 'forced-colours-orders-stale');
});

// ---------------------------------------------------------------------------------------------
// 200 % zoom (the checks: harness/display-checks.ts)

test.describe('at 200 % zoom', () => {
  test.use({ viewport: ZOOMED });

  test('first run and sign-in: every control reachable, no text clipped', async ({ page }) => {
    app = await startApp(page, { demoApi: 'legacy', startAt: CHAIN_MORNING });
    await expect(page.getByTestId('first-run')).toBeVisible();
    await expectUsableZoomed(page, 'first-run');
    await page.getByRole('button', { name: 'Start with the local demo' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to Local demo' })).toBeVisible();
    await expectUsableZoomed(page, 'sign-in');
    await page.getByRole('button', { name: 'Settings' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectUsableZoomed(page, 'settings');
  });

  test('the chain with its details panel and column chooser: every control reachable, no text clipped', async ({ page }) => {
    await signedIn(page, CHAIN_MORNING);
    await showChain(page, 'AAPL');
    await expectUsableZoomed(page, 'chain');
    await page.getByRole('grid').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('chain-details')).toBeVisible();
    await expectUsableZoomed(page, 'chain-details');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Columns' }).click();
    await expectUsableZoomed(page, 'chain-columns');
    await page.keyboard.press('Escape');
  });

  test('the orders with the column picker: every control reachable, no text clipped', async ({ page }) => {
    await signedIn(page, ORDERS_AFTERNOON);
    await showOrders(page);
    await expectUsableZoomed(page, 'orders');
    await page.getByText('Columns', { exact: true }).click();
    await expect(page.getByRole('group', { name: 'Columns shown' })).toBeVisible();
    await expectUsableZoomed(page, 'orders-columns');
  });
});
