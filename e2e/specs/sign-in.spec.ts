import { expect, test } from '../harness/app-test.ts';
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectAccessible } from '../harness/accessibility.ts';
import { startApp } from '../harness/app-harness.ts';
import type { AppHarness } from '../harness/app-harness.ts';
import { snap } from '../harness/screenshots.ts';
import { signedFetch } from '../../test/helpers/demo-broker-client.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Monday 23 November 2026, 10:00 in New York. */
const MORNING = Date.UTC(2026, 10, 23, 15, 0, 0);

let app: AppHarness | undefined;

/** Logs in on the demo broker's authorize page and accepts. */
async function approve(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('domcontentloaded');
  await expect(page.getByRole('heading', { name: /Authorize/ })).toBeVisible();
  await page.getByLabel('User ID').fill('demo');
  await page.getByLabel('Password').fill('demo');
  await snap(page, name);
  await page.getByRole('button', { name: 'Accept' }).click();
}

async function nextSignInPage(harness: AppHarness, count: number): Promise<Page> {
  await expect.poll(() => harness.signInPages.length).toBe(count);
  return harness.signInPages[count - 1]!;
}

test('first run, sign-in with and without a callback, idle renew, midnight expiry, sign-out', async ({ page }) => {
  test.setTimeout(120_000);
  app = await startApp(page, { startAt: MORNING });
  const bar = page.getByTestId('session-bar');

  // First run: Local demo preselected, one click.
  await expect(page.getByTestId('first-run')).toBeVisible();
  await expect(page.getByLabel(/Local demo/)).toBeChecked();
  await snap(page, 'first-run');
  await expectAccessible(page, 'first run');
  await page.getByRole('button', { name: 'Start with the local demo' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to Local demo' })).toBeVisible();
  await expect(bar).toHaveAttribute('data-state', 'signed-out');
  await snap(page, 'sign-in-demo');

  // Sign in through the authorize page; the callback is caught, never loaded.
  await page.getByTestId('sign-in-panel').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('sign-in-panel')).toHaveAttribute('data-phase', 'authorizing');
  await snap(page, 'sign-in-waiting');
  await expectAccessible(page, 'sign-in: waiting for the authorize page');
  await approve(await nextSignInPage(app, 1), 'authorize-page');
  await expect(bar).toHaveAttribute('data-state', 'active');
  await expect(page.getByTestId('session-countdown')).toHaveText(/expires in (14 h 00|13 h 59) min/);
  await snap(page, 'signed-in-active');
  await expectAccessible(page, 'signed in');

  // Two idle hours: the keep-alive renews before the token goes inactive.
  await app.advance(2 * HOUR + MINUTE);
  await expect(bar).toHaveAttribute('data-state', 'active');
  await expect(page.getByTestId('session-countdown')).toHaveText(/expires in 11 h 5\d min/);
  const broker = await app.demoBroker();
  const held = JSON.parse((await app.secrets.getPassword('Strikeboard', 'demo/access-token')) ?? 'null') as { token: string; secret: string };
  const consumer = broker.consumers.find((c) => c.callbackUrl !== null && c.owner === 'demo' && c.kind === 'production')!;
  const stillGood = await signedFetch(broker, app.clock, consumer, '/v1/accounts/list.json', { token: held });
  expect(stillGood.status).toBe(200);

  // Midnight in New York: expired; the app says so and offers a one-click sign-in.
  await app.advance(12 * HOUR);
  await expect(bar).toHaveAttribute('data-state', 'expired');
  await expect(page.getByTestId('expired-banner')).toBeVisible();
  await snap(page, 'session-expired');
  await expectAccessible(page, 'session expired banner');

  // Again without a callback: the window shows a code, typed into the app.
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByLabel(/Demo sign-in uses a registered callback/).click();
  await expect(page.getByLabel(/Demo sign-in uses a registered callback/)).not.toBeChecked();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  await expect(page.getByTestId('sign-in-panel')).toHaveAttribute('data-phase', 'awaiting-code');
  const codePage = await nextSignInPage(app, 2);
  await approve(codePage, 'authorize-page-no-callback');
  const code = (await codePage.locator('#verifier').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z0-9]{5,7}$/i);
  await snap(codePage, 'authorize-code-page');
  await page.getByLabel('Code from the sign-in page').fill(`  ${code} `);
  await snap(page, 'sign-in-code-entry');
  await expectAccessible(page, 'sign-in: code entry');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(bar).toHaveAttribute('data-state', 'active');
  await expect(page.getByTestId('expired-banner')).toBeHidden();

  // Sign out revokes: the broker refuses the token afterwards.
  const second = JSON.parse((await app.secrets.getPassword('Strikeboard', 'demo/access-token')) ?? 'null') as { token: string; secret: string };
  const oobConsumer = broker.consumers.find((c) => c.callbackUrl === null && c.owner === 'demo' && c.kind === 'production')!;
  await bar.getByRole('button', { name: 'Sign out' }).click();
  await expect(bar).not.toHaveAttribute('data-state', 'active');
  await expect(page.getByRole('heading', { name: 'Sign in to Local demo' })).toBeVisible();
  await snap(page, 'signed-out');
  const refused = await signedFetch(broker, app.clock, oobConsumer, '/v1/accounts/list.json', { token: second });
  expect(refused.status).toBe(401);
  expect(await refused.text()).toContain('oauth_problem=');

  // No secret reached the page, the settings file or the page's calls.
  const visible = await page.content();
  const settingsFile = readFileSync(app.settingsPath, 'utf8');
  const calls = JSON.stringify(app.calls);
  for (const secret of [held.token, held.secret, second.token, second.secret, consumer.secret, oobConsumer.secret]) {
    expect(visible).not.toContain(secret);
    expect(settingsFile).not.toContain(secret);
    expect(calls).not.toContain(secret);
  }
});

test('a declined or cancelled sign-in says so and leaves the user signed out', async ({ page }) => {
  app = await startApp(page, { startAt: MORNING, settingsFile: JSON.stringify({ onboarded: true }) });
  await page.getByTestId('sign-in-panel').getByRole('button', { name: 'Sign in' }).click();
  const popup = await nextSignInPage(app, 1);
  await popup.waitForLoadState('domcontentloaded');
  await page.getByTestId('sign-in-panel').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('sign-in-panel')).toHaveAttribute('data-phase', 'idle');
  await expect(page.getByTestId('problem')).toContainText('cancelled');
  expect(popup.isClosed()).toBe(true);
  await expect(page.getByTestId('session-bar')).toHaveAttribute('data-state', 'signed-out');
  await snap(page, 'sign-in-cancelled');
  await expectAccessible(page, 'sign-in: cancelled');
});

test('sandbox setup: hosts under Advanced, a masked consumer key, and a refused key explained with the provider’s words', async ({ page }) => {
  // A host emptied under Advanced: the sign-in asks for the hosts (the built-in ones need nothing).
  app = await startApp(page, {
    startAt: MORNING,
    settingsFile: JSON.stringify({ onboarded: true, environment: 'sandbox', settingsVersion: 2, environments: { sandbox: { oauthUrl: '' } } }),
  });
  await expect(page.getByTestId('setup-needed')).toContainText('Fill in the Sandbox hosts in Settings → Advanced');
  const broker = await app.demoBroker();
  await page.getByRole('button', { name: 'Open Settings to fill in the hosts' }).click();
  // Advanced opens by itself when the hosts cannot sign in as they are. The broker stands in for the sandbox's hosts.
  await expect(page.getByTestId('advanced-settings')).toHaveAttribute('open', '');
  for (const [field, value] of [
    ['oauthUrl', broker.url],
    ['authorizeUrl', `${broker.url}/authorize`],
    ['apiUrl', `${broker.url}/sandbox`],
    ['legacyUrl', broker.url],
  ] as const) {
    await page.getByTestId(`sandbox-${field}`).fill(value);
    await page.getByTestId(`sandbox-${field}`).blur();
  }
  await page.getByTestId('sandbox-oauthUrl').fill('http://example.com');
  await expect(page.getByText('must start with https://')).toBeVisible();
  await snap(page, 'settings-sandbox-invalid-host');
  await expectAccessible(page, 'settings: invalid host');
  await page.getByTestId('sandbox-oauthUrl').fill(broker.url);
  await page.getByTestId('sandbox-oauthUrl').blur();
  await page.keyboard.press('Escape');

  await expect(page.getByTestId('setup-needed')).toContainText('consumer key');
  const form = page.getByTestId('setup-needed');
  await form.getByLabel('Consumer key', { exact: true }).fill('not-a-real-sandbox-key');
  await form.getByLabel('Consumer secret', { exact: true }).fill('not-a-real-secret');
  await expect(form.getByLabel('Consumer secret', { exact: true })).toHaveAttribute('type', 'password');
  await form.getByRole('button', { name: 'Save to keychain' }).click();
  await page.getByTestId('sign-in-panel').getByRole('button', { name: 'Sign in' }).click();
  const problem = page.getByTestId('problem');
  await expect(problem).toBeVisible();
  await problem.getByText(/What the brokerage said/).click();
  await expect(problem).toContainText('consumer_key_rejected');
  await snap(page, 'sign-in-key-rejected');
  await expectAccessible(page, 'sign-in: key rejected');
  expect(await page.content()).not.toContain('not-a-real-secret');
});
