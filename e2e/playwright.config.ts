import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './harness/chromium.ts';

/**
 * Browser end-to-end tests: Debian's Chromium loads the built renderer from a loopback server;
 * `window.strikeboard` is the real contract, forwarded to a real backend in the test process.
 */
export default defineConfig({
  testDir: './specs',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  timeout: 60_000,
  reporter: process.env['CI'] ? [['list']] : [['list']],
  globalSetup: './harness/global-setup.ts',
  use: {
    headless: true,
    viewport: { width: 1360, height: 860 },
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    trace: 'off',
  },
});
