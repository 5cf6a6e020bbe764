/**
 * One bad value never blanks the app, in Chromium: the harness hands the page a chain answer with
 * a time past what a `Date` holds (`fetchedAt: 1e20`, which formatting throws on; main's decoders
 * refuse such times, so only a bug could send it). The option chain view shows a contained error
 * in its place, with what happened and a way back; the header, the session bar, the orders view
 * and settings keep working; "Try again" asks main again and the chain comes back once the answer
 * is sound. Without the fence, the whole window was replaced by the last-resort crash screen.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../harness/app-test.ts';
import { expectAccessible } from '../harness/accessibility.ts';
import { startApp, type AppHarness } from '../harness/app-harness.ts';
import { snap } from '../harness/screenshots.ts';

/** Monday 11 January 2027, 10:00 in New York. */
const MORNING = Date.parse('2027-01-11T15:00:00Z');

let app: AppHarness | undefined;

/** A chain answer whose time no `Date` can hold. */
const beyondDates = (data: unknown): unknown => ({ ...(data as Record<string, unknown>), fetchedAt: 1e20 });

async function askChain(page: Page, underlier: string) {
  await page.getByLabel('Underlier').fill(underlier);
  await page.getByLabel('Underlier').press('Enter');
}

test('a view that throws on a hostile value is fenced: the rest of the app keeps working, and the view comes back', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  app = await startApp(page, { autoApprove: true, startAt: MORNING, settingsFile: JSON.stringify({ onboarded: true }) });
  await app.signIn();
  await expect(page.getByRole('form', { name: 'Option chain query' })).toBeVisible();

  app.tamper('chain:get', beyondDates);
  await askChain(page, 'NVDA');
  const fenced = page.getByTestId('view-crash');
  await expect(fenced).toBeVisible();
  await expect(fenced).toHaveAttribute('role', 'alert');
  await expect(fenced.getByRole('heading')).toHaveText('The option chain could not be shown');
  await expect(fenced).toContainText('Invalid time value');
  // The frame is still there: no last-resort screen, the header and its session bar answer.
  await expect(page.getByRole('heading', { name: 'Something went wrong in this window' })).toHaveCount(0);
  await expect(page.getByTestId('environment-badge')).toBeVisible();
  await snap(page, 'view-boundary-chain-fenced');
  await expectAccessible(page, 'the option chain fenced after a hostile value');

  // Another view works.
  await page.getByRole('tab', { name: 'Orders' }).click();
  await expect(page.getByTestId('orders-view')).toBeVisible();
  await expect(page.getByTestId('view-crash')).toHaveCount(0);
  // Settings open and close.
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Settings' })).toHaveCount(0);

  // Back on the chain, still hostile: still fenced. Sound again: "Try again" brings it back.
  await page.getByRole('tab', { name: 'Option chain' }).click();
  await expect(fenced).toBeVisible();
  app.tamper('chain:get', null);
  await fenced.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('grid')).toBeVisible();
  await expect(page.getByTestId('chain-summary')).toContainText('NVDA');
  await expect(fenced).toHaveCount(0);
  await snap(page, 'view-boundary-chain-back');
  // The throw reached React's boundary, never the page as an uncaught error.
  expect(errors).toEqual([]);
});
