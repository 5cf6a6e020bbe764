/**
 * The Positions view where the automated audit cannot judge (harness/display-checks.ts): forced
 * colours (the active and changed rows, the stale table and badge, the totals bar, gains told by
 * their sign) and a 200 % zoom (every control reachable, no text clipped), with screenshots; and
 * the stale view after a failed refresh (the last read kept, said why) in light and dark, with axe.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../harness/app-test.ts';
import { expectAccessible } from '../harness/accessibility.ts';
import { startApp, type AppHarness } from '../harness/app-harness.ts';
import { edges, expectDrawn, expectUsableZoomed, ZOOMED } from '../harness/display-checks.ts';
import { snap } from '../harness/screenshots.ts';

/** Wednesday 10 June 2026, 14:00 in New York: the demo day is well under way. */
const AFTERNOON = Date.UTC(2026, 5, 10, 18, 0, 0);
const ACCOUNT_KEY = 'dBZOKt9xDrtRSAOl4MSiiA';

let app: AppHarness | undefined;

async function showPositions(page: Page): Promise<AppHarness> {
  app = await startApp(page, {
    demoApi: 'v1',
    autoApprove: true,
    startAt: AFTERNOON,
    settingsFile: JSON.stringify({ onboarded: true, theme: 'light' }),
    broker: { clockSpeed: 12 },
  });
  await app.signIn();
  await page.getByRole('tab', { name: 'Positions' }).click();
  await page.getByTestId('account-select').selectOption(ACCOUNT_KEY);
  await expect(page.getByTestId('positions-table').locator('.tree-table-body > [role="row"]').first()).toBeVisible();
  return app;
}

test('forced colours: the active and changed rows, the totals and the stale table are told by shape and system colours', async ({ page }) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ forcedColors: 'active' });
  const harness = await showPositions(page);
  const table = page.getByTestId('positions-table');
  await page.getByRole('button', { name: 'Refresh now' }).click();
  const changed = table.locator('[data-changed="true"]').first();
  await expect(changed).toBeVisible({ timeout: 15_000 });
  // Changed rows: a dashed outline (the flash is gone in forced colours).
  expect((await edges(changed)).outline).toEqual({ style: 'dashed', width: 2 });
  // The active row: a solid outline, kept while the focus is elsewhere.
  const row = table.locator('.tree-table-body > [role="row"]:not([data-changed="true"])').first();
  if ((await row.count()) > 0) {
    await row.click();
    await page.getByRole('button', { name: 'Pause' }).focus();
    expect((await edges(row)).outline).toEqual({ style: 'solid', width: 2 });
  }
  // The totals bar keeps its border; a gain's sign says up or down whatever the colours.
  expectDrawn((await edges(page.getByTestId('positions-totals'))).border);
  await expect(page.getByTestId('total-days-gain').locator('dd')).toHaveText(/^[+−]?[\d,]+\.\d\d/);
  await snap(page, 'forced-colours-positions');

  // Stale: the badge has a border, the table a dashed edge, the last read stays.
  (await harness.demoBroker()).setFaults({ fault: 'server-error', status: 503 });
  await page.getByRole('button', { name: 'Refresh now' }).click();
  await expect(page.getByTestId('stale-badge')).toBeVisible({ timeout: 20_000 });
  expectDrawn((await edges(page.getByTestId('stale-badge'))).border);
  expect((await edges(table)).border.style).toBe('dashed');
  await expect(table.locator('.tree-table-body > [role="row"]').first()).toBeVisible();
  await snap(page, 'forced-colours-positions-stale');
});

test('a failed refresh keeps the last read, marked stale with the reason; light, dark and axe', async ({ page }) => {
  test.setTimeout(120_000);
  const harness = await showPositions(page);
  (await harness.demoBroker()).setFaults({ fault: 'server-error', status: 503 });
  await page.getByRole('button', { name: 'Refresh now' }).click();
  await expect(page.getByTestId('stale-reason')).toContainText('Not updating.', { timeout: 20_000 });
  await expect(page.getByTestId('stale-reason')).toContainText('The positions below are the last ones received.');
  await expect(page.getByTestId('positions-totals')).toBeVisible();
  await snap(page, 'positions-stale-light');
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  await snap(page, 'positions-stale-dark');
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
  await expectAccessible(page, 'positions stale');
});

test.describe('at 200 % zoom', () => {
  test.use({ viewport: ZOOMED });

  test('the positions with the column picker: every control reachable, no text clipped', async ({ page }) => {
    test.setTimeout(120_000);
    await showPositions(page);
    await expectUsableZoomed(page, 'positions');
    await page.getByText('Columns', { exact: true }).click();
    await expect(page.getByRole('group', { name: 'Columns shown' })).toBeVisible();
    await expectUsableZoomed(page, 'positions-columns');
  });
});
