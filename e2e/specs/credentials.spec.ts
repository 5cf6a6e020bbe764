/**
 * The consumer key form: a pair that
 * breaks a rule is not sent; the field says which rule, beside it, in words (not 'The request
 * "credentials:save" had an invalid argument.' behind a disclosure), and a screen reader hears it
 * with the field. Without a keychain, in the session-only mode, the form says the pair is kept in
 * memory until the app quits, never that it goes to the keychain. Light and dark screenshots.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../harness/app-test.ts';
import { expectAccessible } from '../harness/accessibility.ts';
import { startApp, type AppHarness } from '../harness/app-harness.ts';
import { snap, snapBoth } from '../harness/screenshots.ts';

/** Monday 23 November 2026, 10:00 in New York. */
const MORNING = Date.UTC(2026, 10, 23, 15, 0, 0);
const KEY = '0123456789abcdef0123456789abcdef';
const SECRET = 'fedcba9876543210fedcba9876543210';

let app: AppHarness | undefined;

/** The sandbox with its built-in hosts and no key yet: the credentials form is what the sign-in asks for. */
async function sandbox(page: Page, theme: string, noKeychain?: string): Promise<AppHarness> {
  app = await startApp(page, {
    startAt: MORNING,
    settingsFile: JSON.stringify({ onboarded: true, theme, environment: 'sandbox' }),
    ...(noKeychain === undefined ? {} : { noKeychain }),
  });
  return app;
}

test('a bad consumer key is explained at the field, and nothing is sent (light and dark)', async ({ page }) => {
  const harness = await sandbox(page, 'light');
  const form = page.getByRole('form', { name: 'sandbox consumer key' });
  const key = form.getByLabel('Consumer key', { exact: true });
  const secret = form.getByLabel('Consumer secret', { exact: true });
  await key.fill('0123456789abcdef 0123456789abcdef');
  await secret.fill(SECRET);
  await form.getByRole('button', { name: 'Save to keychain' }).click();

  // Beside the field, in words, tied to it for a screen reader; the field keeps the focus.
  const problem = form.getByTestId('consumerKey-problem');
  await expect(problem).toHaveText('Consumer key must not contain spaces.');
  await expect(key).toHaveAttribute('aria-invalid', 'true');
  await expect(key).toHaveAccessibleDescription('Consumer key must not contain spaces.');
  await expect(key).toBeFocused();
  await expect(secret).toHaveAttribute('aria-invalid', 'false');
  await expect(page.getByText('had an invalid argument')).toHaveCount(0);
  expect(harness.calls.filter((call) => call.channel === 'credentials:save')).toEqual([]);
  await snapBoth(page, 'credentials-error');
  await expectAccessible(page, 'credentials: a bad key at its field');

  // A secret too short says so when its field is left, with the length it has.
  await secret.fill('Zq7');
  await secret.blur();
  await expect(form.getByTestId('consumerSecret-problem')).toHaveText('Consumer secret looks too short for a consumer secret (3 characters; at least 8).');

  // Mended, the problems go as the fields are typed; the pair is sent once, trimmed, and kept.
  await key.fill(`  ${KEY} `);
  await expect(problem).toHaveCount(0);
  await secret.fill(SECRET);
  await form.getByRole('button', { name: 'Save to keychain' }).click();
  // Kept: the sign-in asks for nothing more, and Settings shows the key masked.
  await expect(page.getByTestId('sign-in-panel').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.keyboard.press('Control+,');
  await expect(page.getByTestId('environment-settings').getByTestId('consumer-key-hint')).toHaveText(/^0123…cdef$/);
  const saves = harness.calls.filter((call) => call.channel === 'credentials:save');
  expect(saves).toHaveLength(1);
  expect(saves[0]?.ok).toBe(true);
  expect(await page.content()).not.toContain(SECRET);
});

test('without a keychain, the form says the pair is kept in memory until the app quits', async ({ page }) => {
  const harness = await sandbox(page, 'light', 'no Secret Service on the session bus');
  await expect(page.getByTestId('keychain-missing')).toContainText('No system keychain is available');
  await page.getByRole('button', { name: 'Keep secrets in memory for this session' }).click();
  const form = page.getByRole('form', { name: 'sandbox consumer key' });
  await expect(form).toContainText('they are kept in memory until you quit');
  await expect(form).not.toContainText(/kept in your system keychain/);
  await expect(form.getByRole('button', { name: 'Save to keychain' })).toHaveCount(0);
  await form.getByLabel('Consumer key', { exact: true }).fill(KEY);
  await form.getByLabel('Consumer secret', { exact: true }).fill(SECRET);
  await snap(page, 'credentials-memory-only');
  await expectAccessible(page, 'credentials: memory only');
  await form.getByRole('button', { name: 'Keep for this session' }).click();
  await expect(page.getByTestId('sign-in-panel').getByRole('button', { name: 'Sign in' })).toBeVisible();
  // Settings say the same: in memory for this session, not stored.
  await page.keyboard.press('Control+,');
  const settings = page.getByTestId('environment-settings');
  await expect(settings).toContainText('Consumer key kept in memory for this session');
  await expect(settings.getByRole('button', { name: 'Keep for this session' })).toBeVisible();
  await expect(settings).not.toContainText(/system keychain|Save to keychain/);
  expect(harness.calls.filter((call) => call.channel === 'credentials:save').map((call) => call.ok)).toEqual([true]);
});
