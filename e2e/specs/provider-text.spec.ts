/**
 * Provider text that tries to disguise itself, end to end in Chromium: the demo broker's alerts
 * arrive with a hostile provider's words (a right-to-left override that makes a link's words read
 * "https://us.etrade.com/login" backwards, isolates and marks around a subject, a link whose words
 * name one host while it leads to another, an address with credentials in it). What the window
 * shows holds no bidirectional control, every provider string is drawn isolated, a link says its
 * real host apart from its words, its URL left to right, and only what the external-link gate
 * opens is offered as a link.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../harness/app-test.ts';
import { startApp } from '../harness/app-harness.ts';
import { snap } from '../harness/screenshots.ts';

/** Wednesday 10 June 2026, 14:00 in New York. */
const AFTERNOON = Date.UTC(2026, 5, 10, 18, 0, 0);

const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/** "https://us.etrade.com/login", written backwards behind an override, so it reads forwards. */
const REVERSED = '\u202E/nigol/moc.edart.su//:sptth\u202C';
const SUBJECT = '\u2067Urgent\u2069 \u200Faccount notice\u200E';
/** Its links: words that name one host over a link to another, and an address with credentials the gate would refuse. */
const MESSAGE =
  `<p>Sign in again: ${REVERSED}</p><p><a href="https://evil.example/login">\u202Ehttps://us.etrade.com/login\u202C</a></p>` +
  '<p><a href="https://www.etrade.com@evil.example/">Visit E*TRADE</a></p>';

type Tree = Record<string, unknown>;
const asTree = (value: unknown): Tree | null => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Tree) : null);

/** The broker's alert answers with the hostile words in place of its own (JSON, as the app asks by default). */
function hostileAlerts(url: URL, body: string): string | null {
  if (!/\/v1\/user\/alerts(?:\/\d+)?(?:\.json)?$/.test(url.pathname)) return null;
  const document = asTree(JSON.parse(body));
  const details = asTree(document?.AlertDetailsResponse);
  if (details !== null) {
    details.subject = SUBJECT;
    details.msgText = MESSAGE;
  }
  const list = asTree(document?.AlertsResponse);
  const alerts = list?.Alert;
  if (Array.isArray(alerts)) for (const alert of alerts) if (asTree(alert) !== null) (alert as Tree).subject = SUBJECT;
  return JSON.stringify(document);
}

const details = (page: Page) => page.getByTestId('alert-details');

test('bidirectional controls never reach the window; provider words are isolated; a link names its real host', async ({ page, pageErrors }) => {
  test.setTimeout(120_000);
  const app = await startApp(page, {
    autoApprove: true,
    settingsFile: JSON.stringify({ onboarded: true, theme: 'light' }),
    startAt: AFTERNOON,
    demoApi: 'v1',
    rewriteAnswers: hostileAlerts,
  });
  await app.signIn();
  await page.getByRole('tab', { name: /^Alerts/ }).click();
  const row = page.getByTestId('alerts-table').locator('.tree-table-body [role="row"]').first();
  await expect(row).toBeVisible({ timeout: 15_000 });

  // The list: the subject without its controls, in a <bdi> of its own.
  await expect(row.locator('.cell-subject bdi')).toHaveText('Urgent account notice');
  await row.click();
  await expect(details(page)).toBeVisible();
  const heading = details(page).getByRole('heading', { level: 3 });
  await expect(heading.locator('bdi')).toHaveText('Urgent account notice');

  // The message: a block of its own (an isolate), its words as sent but for the controls.
  const message = page.getByTestId('alert-message');
  await expect(message).toContainText('Sign in again: /nigol/moc.edart.su//:sptth');
  expect(await message.evaluate((element) => element.tagName)).toBe('BDI');
  const shown = await details(page).evaluate((element) => element.textContent ?? '');
  expect(shown).not.toMatch(BIDI);

  // The link: its words isolated, then where it leads, left to right, the real host apart.
  // The words are a URL written out, so they are a link of their own too, to where they say; the
  // address with credentials is no link (the external-link gate would refuse it), only its words.
  await expect(message).toContainText('Visit E*TRADE');
  await expect(message).not.toContainText('@evil.example');
  const links = details(page).getByTestId('alert-links').getByRole('link');
  await expect(links).toHaveText(['us.etrade.com — https://us.etrade.com/login', 'evil.example — https://evil.example/login']);
  const link = links.nth(1);
  await expect(link).toHaveAttribute('href', 'https://evil.example/login');
  await expect(link).toHaveAttribute('dir', 'ltr');
  await expect(link.locator('.provider-link-host')).toHaveText('evil.example');
  await expect(link).toHaveText('evil.example — https://evil.example/login');
  await expect(details(page).locator('.provider-link-words')).toHaveText('https://us.etrade.com/login');
  await snap(page, 'provider-text-hostile-alert');
  expect(pageErrors).toEqual([]);
});
