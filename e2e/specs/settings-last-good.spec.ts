/**
 * A stray comma in a person's settings file, in Chromium: the app starts from the last good copy
 * of their settings (past the welcome screen, their theme and environment), and the "Settings
 * repaired" banner says where the JSON broke, by line and column, and where the broken file was
 * kept. It used to reset every setting and open the welcome screen.
 */
import { expect, test } from '../harness/app-test.ts';
import { expectAccessible } from '../harness/accessibility.ts';
import { startApp } from '../harness/app-harness.ts';
import { snap } from '../harness/screenshots.ts';

test('a stray comma: the last good settings, and the banner names line and column', async ({ page }) => {
  const good = { onboarded: true, theme: 'dark', environment: 'sandbox', settingsVersion: 2 };
  const broken = '{\n  "onboarded": true,\n  "theme": "dark",,\n  "environment": "sandbox"\n}\n';
  await startApp(page, { settingsFile: broken, lastGoodSettingsFile: JSON.stringify(good), demoApi: null });
  const banner = page.getByTestId('settings-recovered');
  await expect(banner).toContainText('at line 3, column 19');
  await expect(banner).toContainText('started from the last good copy of your settings');
  await expect(banner).toContainText('.bak');
  await expect(page.getByTestId('first-run')).toHaveCount(0);
  await expect(page.getByTestId('environment-badge')).toHaveText('Sandbox');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await snap(page, 'settings-last-good');
  await expectAccessible(page, 'settings restored from the last good copy');
});
