import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { SCREENSHOT_DIR } from './paths.ts';

/** Saves what a person would see, for people to look at (artifacts/screenshots, git-ignored). */
export async function snap(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: false });
  return path;
}

/** Saves the page in both themes (`name-light`, `name-dark`), the light one left on. */
export async function snapBoth(page: Page, name: string): Promise<void> {
  const setTheme = (theme: 'light' | 'dark') => page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
  await setTheme('light');
  await snap(page, `${name}-light`);
  await setTheme('dark');
  await snap(page, `${name}-dark`);
  await setTheme('light');
}
