import { expect, test } from '../harness/app-test.ts';
import { readFileSync } from 'node:fs';
import { expectAccessible } from '../harness/accessibility.ts';
import { startApp } from '../harness/app-harness.ts';
import type { AppHarness } from '../harness/app-harness.ts';
import { snap } from '../harness/screenshots.ts';

let app: AppHarness | undefined;

test('the shell opens, shows app:info from the real backend, switches views and themes', async ({ page, pageErrors }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  // demoApi: null: the settings a user gets, not the harness's pinned demo generation.
  app = await startApp(page, { settingsFile: JSON.stringify({ onboarded: true }), demoApi: null });

  await expect(page.getByRole('tab', { name: 'Option chain' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('environment-badge')).toHaveText('Local demo');
  await expect(page.getByRole('heading', { name: 'Sign in to Local demo' })).toBeVisible();
  // One level-one heading on every screen of the app: its name (each view or panel heads its part with h2).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Strikeboard');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await snap(page, 'shell-chain-light');
  await expectAccessible(page, 'sign-in: local demo');

  await page.getByRole('tab', { name: 'Orders' }).click();
  await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
  await snap(page, 'shell-orders-light');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Strikeboard');
  await page.keyboard.press('Control+1');
  await expect(page.getByRole('tab', { name: 'Option chain' })).toHaveAttribute('aria-selected', 'true');

  // "Follow the system" follows the OS live.
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await snap(page, 'shell-chain-dark');

  // The settings panel: app:info came through the contract from the backend in this process.
  await page.getByRole('button', { name: 'Settings' }).click();
  const about = page.getByTestId('about');
  await expect(about).toContainText('0.1.0');
  await expect(about).toContainText(`Node ${process.versions.node}`);
  // The demo offers both generations, the current API by default.
  const demoApi = page.getByRole('radiogroup', { name: 'API generation' });
  await expect(demoApi.getByRole('radio', { name: /Current API \(v1\)/ })).toBeChecked();
  await expect(demoApi.getByRole('radio', { name: /Legacy API/ })).not.toBeChecked();
  await snap(page, 'settings-dark');
  await expectAccessible(page, 'settings dialog');

  // An explicit theme wins over the OS and is persisted by main.
  await page.getByText('Light', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await snap(page, 'settings-light');
  await page.getByLabel('Refresh interval', { exact: true }).selectOption('30');
  // The current API's pace: the chain's refresh and the hourly budgets, typed as people write numbers.
  await page.getByLabel('Chain refresh interval').selectOption('10');
  const markets = page.getByTestId('budget-markets');
  await markets.fill('ten thousand');
  await markets.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(/whole numbers/);
  await markets.fill('100,000');
  await markets.press('Enter');
  await expect(markets).toHaveValue('100,000');
  await expect(page.getByRole('button', { name: 'Restore the reported budgets' })).toBeEnabled();
  await snap(page, 'settings-budgets-light');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect
    .poll(() => JSON.parse(readFileSync(app!.settingsPath, 'utf8')))
    .toMatchObject({
      theme: 'light',
      orders: { refreshSeconds: 30 },
      chainView: { refreshSeconds: 10 },
      quota: { markets: 100_000, accounts: 35_600, orders: 17_800 },
    });

  // Switching environment updates the badge through settings:changed.
  await page.keyboard.press('Control+,');
  await page.getByRole('radio', { name: 'Sandbox' }).click();
  await expect(page.getByRole('radio', { name: 'Sandbox' })).toBeChecked();
  await expect(page.getByTestId('environment-settings')).toBeVisible();
  // A new user sees the consumer key form; everything else waits, closed, under Advanced.
  await expect(page.getByTestId('environment-settings').getByLabel('Consumer key', { exact: true })).toBeVisible();
  await expect(page.getByTestId('environment-settings').getByLabel('Consumer secret', { exact: true })).toBeVisible();
  await expect(page.getByTestId('sandbox-apiUrl')).toBeHidden();
  await snap(page, 'settings-sandbox-light');

  // Advanced, opened from the keyboard: the built-in hosts and the current API.
  const advanced = page.getByTestId('advanced-settings');
  await advanced.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('sandbox-apiUrl')).toHaveValue('https://apisb.etrade.com');
  await expect(page.getByTestId('sandbox-oauthUrl')).toHaveValue('https://api.etrade.com');
  await expect(page.getByTestId('sandbox-authorizeUrl')).toHaveValue('https://us.etrade.com/e/t/etws/authorize');
  await expect(page.getByTestId('sandbox-legacyUrl')).toHaveValue('https://etwssandbox.etrade.com');
  const sandboxApi = advanced.getByRole('radiogroup', { name: 'API generation' });
  await expect(sandboxApi.getByRole('radio', { name: /Current API \(v1\)/ })).toBeChecked();
  const restore = advanced.getByRole('button', { name: 'Restore defaults' });
  await expect(restore).toBeDisabled();
  await expect(advanced.getByRole('status')).toHaveText('Built-in settings in use.');
  await advanced.scrollIntoViewIfNeeded();
  await snap(page, 'settings-sandbox-advanced-light');
  await expectAccessible(page, 'settings: sandbox advanced');

  // Changed, then restored: the generation and a host come back, and settings hold them.
  // A controlled radio: it shows the choice once the settings store has it (a re-render later).
  await sandboxApi.getByRole('radio', { name: /Legacy API/ }).click();
  await expect(sandboxApi.getByRole('radio', { name: /Legacy API/ })).toBeChecked();
  await page.getByTestId('sandbox-apiUrl').fill('https://api.mine.example');
  await page.getByTestId('sandbox-apiUrl').blur();
  await expect(page.getByText('not called by this API generation')).toHaveCount(1);
  await expect(advanced.getByRole('status')).toHaveText('Changed from the built-in settings.');
  await expect
    .poll(() => JSON.parse(readFileSync(app!.settingsPath, 'utf8')).environments.sandbox)
    .toMatchObject({ api: 'legacy', apiUrl: 'https://api.mine.example' });
  await snap(page, 'settings-sandbox-advanced-changed-light');
  await restore.click();
  await expect(page.getByTestId('sandbox-apiUrl')).toHaveValue('https://apisb.etrade.com');
  await expect(sandboxApi.getByRole('radio', { name: /Current API \(v1\)/ })).toBeChecked();
  await expect(restore).toBeDisabled();
  await expect
    .poll(() => JSON.parse(readFileSync(app!.settingsPath, 'utf8')).environments.sandbox)
    .toMatchObject({ api: 'v1', apiUrl: 'https://apisb.etrade.com' });

  await page.keyboard.press('Escape');
  await expect(page.getByTestId('environment-badge')).toHaveText('Sandbox');
  // The hosts are built in: the only setup left is the consumer key.
  await expect(page.getByTestId('setup-needed')).toContainText('consumer key');
  await expectAccessible(page, 'sign-in: sandbox setup needed');
  await page.getByRole('tab', { name: 'Orders' }).click();
  await snap(page, 'shell-orders-sandbox-light');

  expect(app.calls.map((c) => c.channel)).toEqual(expect.arrayContaining(['settings:get', 'app:info', 'settings:update']));
  expect(app.calls.every((c) => c.ok)).toBe(true);
  expect(pageErrors).toEqual([]);
});

test('a corrupt settings file is survived and reported with the backup path', async ({ page }) => {
  app = await startApp(page, { settingsFile: '{"theme": "dark", "onboarded": true, "orders": {' });
  const banner = page.getByTestId('settings-recovered');
  await expect(banner).toContainText('could not be read');
  await expect(banner).toContainText('.bak');
  await expect(page.getByTestId('first-run')).toBeVisible();
  // The Production card says what the app does today, not only chains and orders.
  await expect(page.getByTestId('first-run')).toContainText('positions with live P/L and greeks, balances and alerts');
  await snap(page, 'settings-recovered');
  await expectAccessible(page, 'first run: settings recovered banner');
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toBeHidden();
});

test('the page cannot reach main with a bad argument or an unknown channel, nor replace the bridge', async ({ page }) => {
  app = await startApp(page, { settingsFile: JSON.stringify({ onboarded: true }) });
  await expect(page.getByTestId('environment-badge')).toBeVisible();
  const answers = await page.evaluate(async () => {
    const bridge = window as unknown as { __strikeboardInvoke(c: string, a: unknown): Promise<unknown> };
    return {
      badTheme: await window.strikeboard!.updateSettings({ theme: 'neon' } as never),
      extraArg: await (window.strikeboard!.getAppInfo as (a: unknown) => Promise<unknown>)({ x: 1 }),
      unknownChannel: await bridge.__strikeboardInvoke('shell:exec', 'rm -rf /'),
      frozen: Object.isFrozen(window.strikeboard),
      generic: 'invoke' in window.strikeboard!,
    };
  });
  expect(answers.badTheme).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
  expect(answers.extraArg).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
  expect(answers.unknownChannel).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
  expect(answers.frozen).toBe(true);
  expect(answers.generic).toBe(false);

  // The bridge cannot be replaced by page script.
  const replaced = await page.evaluate(() => {
    try {
      (window as unknown as { strikeboard: unknown }).strikeboard = { updateSettings: () => 'hijacked' };
    } catch {
      // strict-mode assignment to a read-only property throws; either way it must not stick
    }
    return typeof window.strikeboard?.updateSettings === 'function' && window.strikeboard.updateSettings.length <= 1;
  });
  expect(replaced).toBe(true);
  const settings = JSON.parse(readFileSync(app.settingsPath, 'utf8'));
  expect(settings.theme).toBe('system');
});

test('the CSP leaves the page no network of its own', async ({ page }) => {
  app = await startApp(page, { settingsFile: JSON.stringify({ onboarded: true }) });
  await expect(page.getByTestId('environment-badge')).toBeVisible();
  const outcome = await page.evaluate(async () => {
    try {
      await fetch('http://127.0.0.1:9/');
      return 'fetched';
    } catch {
      return 'refused';
    }
  });
  expect(outcome).toBe('refused');
});
