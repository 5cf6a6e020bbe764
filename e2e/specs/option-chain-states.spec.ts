/**
 * The option chain's states on the legacy API (the local demo): one-sided pairs, loading, empty
 * with the nearest months, a provider error with retry, an expired session and the sandbox's
 * stored sample, and the 5,000-pair chain's small DOM. The query and the keyboard are in
 * option-chain.spec.ts.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../harness/app-test.ts';
import { expectAccessible } from '../harness/accessibility.ts';
import type { AppHarness, HarnessOptions } from '../harness/app-harness.ts';
import { activeCell, ask, grid, HOUR, signInToChain, startLegacyChain } from '../harness/legacy-chain.ts';
import { snap, snapBoth } from '../harness/screenshots.ts';

let app: AppHarness | undefined;

async function open(page: Page, extra: Partial<HarnessOptions> = {}): Promise<AppHarness> {
  app = await startLegacyChain(page, extra);
  await signInToChain(page, app);
  return app;
}

test('call-only and put-only pairs of a both-sides chain leave the other side visibly empty (light and dark)', async ({ page }) => {
  await open(page);
  // The demo broker lists both sides at every strike; drop one side of some pairs on the way in,
  // as a provider does for strikes listed on one side only.
  await page.evaluate(() => {
    type Row = { pairType: string; call: unknown; put: unknown };
    type Answer = { ok: boolean; data?: { chain: { expiries: { strikes: Row[] }[] } } };
    const target = window as unknown as { __strikeboardInvoke(c: string, a: unknown): Promise<Answer> };
    const forward = target.__strikeboardInvoke.bind(target);
    target.__strikeboardInvoke = async (channel, arg) => {
      const result = await forward(channel, arg);
      if (channel !== 'chain:get' || !result.data) return result;
      for (const expiry of result.data.chain.expiries) {
        expiry.strikes.forEach((row, i) => {
          if (i % 5 === 1) Object.assign(row, { pairType: 'CALLONLY', put: null });
          if (i % 5 === 3) Object.assign(row, { pairType: 'PUTONLY', call: null });
        });
      }
      return result;
    };
  });
  await ask(page, 'IBM');
  await expect(grid(page)).toBeVisible();
  const callOnly = page.locator('[role="row"][data-pair-type="CALLONLY"]').first();
  await expect(callOnly.locator('.chain-cell-put.chain-cell-empty')).toHaveCount(3);
  await expect(callOnly.locator('.chain-cell-call.chain-cell-empty')).toHaveCount(0);
  const putOnly = page.locator('[role="row"][data-pair-type="PUTONLY"]').first();
  await expect(putOnly.locator('.chain-cell-call.chain-cell-empty')).toHaveCount(3);
  await snapBoth(page, 'chain-one-sided-pairs');
  await expectAccessible(page, 'chain: one-sided pairs');
});

test('states: loading with progress, empty with nearest months, provider error verbatim with retry (light and dark)', async ({ page }) => {
  const harness = await open(page);
  const broker = await harness.demoBroker();

  // Loading: a slow brokerage shows what is asked and for how long, never a blank screen.
  await ask(page, 'NVDA', 'March 2027', () => broker.setFaults({ hold: true }));
  const loading = page.getByTestId('chain-loading');
  await expect(loading).toBeVisible();
  await expect(loading.getByRole('progressbar', { name: 'Loading the option chain' })).toBeVisible();
  await expect(loading).toContainText('Asking the brokerage for NVDA March 2027');
  await snapBoth(page, 'chain-loading');
  await expectAccessible(page, 'chain: loading');
  broker.setFaults({});
  await expect(grid(page)).toBeVisible();

  // Loading over a chain shown: the notice floats over the grid's top; the grid keeps its place
  // and size (a wrapped summary line took 16 px, a row's slot, before; within 4 px here, as fresh
  // clones see the grid 1.6 px lower while loading, a shift not yet explained).
  const before = await grid(page).boundingBox();
  await ask(page, 'AAPL', 'March 2027', () => broker.setFaults({ hold: true }));
  await expect(page.getByTestId('chain-loading')).toHaveClass(/chain-loading-over/);
  await expect(page.getByTestId('chain-stale')).toHaveText(/^Updating, as of /);
  const during = await grid(page).boundingBox();
  expect(Math.abs((during?.y ?? 0) - (before?.y ?? 0)), JSON.stringify({ before, during })).toBeLessThan(4);
  expect(Math.abs((during?.height ?? 0) - (before?.height ?? 0)), JSON.stringify({ before, during })).toBeLessThan(4);
  await snapBoth(page, 'chain-reloading');
  broker.setFaults({});
  await expect(page.getByTestId('chain-loading')).toHaveCount(0);

  // Empty: nothing came back (HTTP 204); the months around it are looked at and offered.
  await ask(page, 'KO', 'May 2027', () => broker.setFaults({ fault: 'empty-204', count: 1 }));
  const empty = page.getByTestId('chain-empty');
  await expect(empty).toContainText('No options for KO in May 2027');
  const nearby = empty.getByRole('group', { name: 'Nearest months with options' });
  await expect(nearby.getByRole('button')).toHaveText(['Apr 2027', 'Jun 2027']);
  await snapBoth(page, 'chain-empty');
  await expectAccessible(page, 'chain: empty, nearest months');
  await nearby.getByRole('button', { name: 'Jun 2027' }).click();
  await expect(page.getByTestId('chain-summary')).toContainText('June 2027');
  await expect(page.getByLabel('Expiry month')).toHaveValue('2027-06');

  // Error: the provider's own message, verbatim, and Retry (every retry of the backend failed too).
  await ask(page, 'XOM', 'March 2027', () => broker.setFaults({ fault: 'server-error', count: 3 }));
  const error = page.getByTestId('chain-error');
  await expect(error).toBeVisible({ timeout: 15_000 });
  await expect(error).toContainText('Could not load XOM March 2027');
  await expect(error.getByTestId('chain-error-detail')).toContainText('The service is temporarily unavailable. Please try again later.');
  // The last chain stays visible under the error, marked stale.
  await expect(page.getByTestId('chain-stale')).toContainText('the last request failed');
  await snapBoth(page, 'chain-error');
  await expectAccessible(page, 'chain: provider error, stale');
  await error.getByRole('button', { name: 'Retry' }).click();
  await expect(error).toBeHidden({ timeout: 15_000 });
  await expect(page.getByTestId('chain-summary')).toContainText('XOM');
  await expect(page.getByTestId('chain-stale')).toHaveCount(0);
});

test('session expired keeps the last chain, marked stale; the sandbox mismatch banner (light and dark)', async ({ page }) => {
  const harness = await open(page, { broker: { storedSample: true } });
  await ask(page, 'SPY');
  const banner = page.getByTestId('chain-mismatch');
  await expect(banner).toContainText('You asked for SPY March 2027');
  await expect(banner).toContainText('AAPL November 2013 chain');
  await expect(page.getByTestId('chain-summary')).toContainText('AAPL');
  await expect(page.getByTestId('chain-summary')).toContainText('November 2013');
  await snapBoth(page, 'chain-mismatch');
  await expectAccessible(page, 'chain: sandbox mismatch');

  // Midnight in New York: the session expires, the chain stays, marked stale.
  await harness.advance(15 * HOUR + 60_000);
  await expect(page.getByTestId('expired-banner')).toBeVisible();
  await expect(grid(page)).toBeVisible();
  await expect(page.getByTestId('chain-stale')).toContainText('the session expired');
  await expect(grid(page)).toHaveClass(/chain-grid-stale/);
  await snapBoth(page, 'chain-expired');
  await expectAccessible(page, 'chain: session expired, stale');
});

test('the 5,000-pair SPX chain keeps a small DOM while scrolled from top to bottom', async ({ page }) => {
  await open(page);
  await ask(page, 'SPX', 'February 2027');
  // The largest answer the demo sends; its speed is the chain bench's figure, not this test's.
  await expect(page.getByTestId('chain-summary')).toContainText('5,201 pairs in 1 expiry', { timeout: 30_000 });
  await expect(grid(page)).toHaveAttribute('aria-rowcount', String(5201 + 1 + 2));
  const counts: number[] = [];
  const height = await grid(page).evaluate((g) => g.scrollHeight);
  for (let top = 0; top <= height; top += Math.floor(height / 25)) {
    await grid(page).evaluate((g, y) => (g.scrollTop = y), top);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    counts.push(await page.locator('.chain-body [role="row"]').count());
  }
  expect(Math.max(...counts)).toBeLessThan(60);
  expect(Math.min(...counts)).toBeGreaterThan(10);
  // The last strike is reachable and rendered at the bottom.
  await expect(page.getByRole('gridcell', { name: '9150', exact: true })).toBeVisible();
  await grid(page).focus();
  await page.keyboard.press('Control+Home');
  expect(await activeCell(page)).toBe('3950');
  await page.keyboard.press('Control+End');
  expect(await activeCell(page)).toBe('9150');
  await page.keyboard.press('Control+Home');
  await page.keyboard.type('5000');
  expect(await activeCell(page)).toBe('5000');
  await expect(page.getByTestId('chain-sticky-expiry')).toContainText('Feb 19, 2027');
  await snap(page, 'chain-spx-light');
});
