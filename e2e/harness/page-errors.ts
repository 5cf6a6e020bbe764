import type { Page } from '@playwright/test';

/**
 * Collects what the page reports going wrong from now on: uncaught exceptions and console errors.
 * A spec asserts the list is empty at the end, so a broken render cannot pass unnoticed.
 */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}
