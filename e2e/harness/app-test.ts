/**
 * The specs' `test`: Playwright's, with the app's lifecycle as fixtures, so no spec file repeats
 * it. Every app a test starts (startApp and the starters built on it) is closed after the test,
 * before its page; `pageErrors` is what the page reported going wrong (uncaught exceptions,
 * console errors) from the test's start, for the test to assert at its end.
 */
import { expect, test as base } from '@playwright/test';
import { closeOpenApps } from './app-harness.ts';
import { watchPageErrors } from './page-errors.ts';

export const test = base.extend<{ pageErrors: string[]; closeApps: void }>({
  pageErrors: async ({ page }, use) => {
    await use(watchPageErrors(page));
  },
  // Depends on the page so that it is torn down first: the apps close while their page is open.
  closeApps: [
    async ({ page: _page }, use) => {
      await use();
      await closeOpenApps();
    },
    { auto: true },
  ],
});

export { expect };
