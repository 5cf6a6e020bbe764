/**
 * Reduced motion: with the preference set, nothing animates or transitions; changed rows
 * keep a static marker and spinners stand still.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../harness/app-test.ts';
import { ACCOUNT, CHAIN_MORNING, grid, openOrders, rows, table } from '../harness/accessibility-session.ts';
import { startApp, type AppHarness } from '../harness/app-harness.ts';
import { snap } from '../harness/screenshots.ts';

let app: AppHarness | undefined;

/** Elements (or their ::before/::after) that animate or transition, described. */
const moving = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll('*')) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        const durations = style.transitionDuration.split(',').map((d) => parseFloat(d));
        if (style.animationName !== 'none' || durations.some((d) => d > 0)) {
          found.push(`${element.tagName.toLowerCase()}.${String(element.className)}${pseudo ?? ''}: ${style.animationName} / ${style.transitionDuration}`);
        }
      }
    }
    return found;
  });

const motionOf = (page: Page, selector: string, pseudo: '::before' | null = null) =>
  page
    .locator(selector)
    .first()
    .evaluate((e, p) => {
      const style = getComputedStyle(e, p);
      return { animation: style.animationName, transition: style.transitionDuration, shadow: style.boxShadow, background: style.backgroundColor };
    }, pseudo);

test('reduced motion: nothing animates or transitions, changed rows keep a static marker, spinners stand still', async ({ page, pageErrors }) => {
  test.setTimeout(150_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // The broker holds its answers from before the tab opens: the accounts list first.
  // Held between steps: the refresh that marked rows is the last while the marks are read.
  app = await openOrders(page, { clockSpeed: 12, heldClock: true, beforeOrders: async (harness) => (await harness.demoBroker()).setFaults({ hold: true }) });
  expect(await moving(page)).toEqual([]);

  // The first load of the account the tab opens on (a new hold lets the list go and holds the
  // load): spinner and skeleton stand still.
  const broker = await app.demoBroker();
  broker.setFaults({ hold: true });
  await expect(page.getByTestId('account-select')).toHaveValue(ACCOUNT);
  await expect(page.getByTestId('orders-loading')).toBeVisible();
  expect((await motionOf(page, '.view-loading .spinner')).animation).toBe('none');
  expect((await motionOf(page, '.skeleton-row')).animation).toBe('none');
  expect(await moving(page)).toEqual([]);
  await snap(page, 'a11y-reduced-motion-loading');
  broker.setFaults({});
  await expect(rows(page).first()).toBeVisible();

  // A refresh under way: its spinner too.
  broker.setFaults({ hold: true });
  await page.getByRole('button', { name: 'Refresh now' }).click();
  await expect(page.getByTestId('refresh-status')).toContainText('Refreshing');
  expect((await motionOf(page, '.refresh-status .spinner')).animation).toBe('none');
  expect(await moving(page)).toEqual([]);
  await snap(page, 'a11y-reduced-motion-refreshing');
  broker.setFaults({});
  await expect(page.getByTestId('refresh-status')).not.toContainText('Refreshing');

  // The day moves until a refresh changes rows in view: they are marked, without a flash.
  for (let i = 0; i < 60 && (await table(page).locator('[data-changed="true"]').count()) === 0; i += 1) {
    await app.advance(10_000);
    await expect(page.getByTestId('refresh-status')).not.toContainText('Refreshing');
  }
  const changed = '.tree-table-body [data-changed="true"]';
  await expect(page.locator(changed).first()).toBeVisible();
  const still = await motionOf(page, changed);
  expect(still.animation).toBe('none');
  expect(still.transition).toBe('0s');
  // The static marker: a bar down the row's left edge and a tinted background, there until the next refresh with news.
  expect(still.shadow).toMatch(/ 3px 0px 0px 0px inset$/);
  expect(still.background).not.toBe('rgba(0, 0, 0, 0)');
  expect(await moving(page)).toEqual([]);
  await snap(page, 'a11y-reduced-motion-changed-rows');

  // The same row without the preference flashes: its tint (the row's ::before) fades (the check
  // above can tell the difference).
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect((await motionOf(page, changed, '::before')).animation).toMatch(/^tree-flash-[ab]$/);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect((await motionOf(page, changed, '::before')).animation).toBe('none');

  // A spread opened and closed: its chevron turns without a transition.
  const spread = rows(page)
    .filter({ has: page.locator('.cell-type', { hasText: 'Spread' }) })
    .first();
  await spread.locator('.tree-toggle').click();
  await expect(spread).toHaveAttribute('aria-expanded', 'true');
  expect(await moving(page)).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('reduced motion: the option chain loads with a still progress bar', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  app = await startApp(page, {
    demoApi: 'legacy',
    autoApprove: true,
    startAt: CHAIN_MORNING,
    settingsFile: JSON.stringify({ onboarded: true, theme: 'dark' }),
  });
  await app.signIn();
  await expect(page.getByRole('form', { name: 'Option chain query' })).toBeVisible();
  const broker = await app.demoBroker();
  broker.setFaults({ hold: true });
  await page.getByLabel('Underlier').fill('AAPL');
  await page.getByLabel('Underlier').press('Enter');
  await expect(page.locator('.chain-progress-bar')).toBeVisible();
  expect((await motionOf(page, '.chain-progress-bar')).animation).toBe('none');
  expect(await moving(page)).toEqual([]);
  await snap(page, 'a11y-reduced-motion-chain-loading-dark');
  broker.setFaults({});
  await expect(grid(page)).toBeVisible();
  expect(await moving(page)).toEqual([]);
});

// ---------------------------------------------------------------------------------------------
// Focus
