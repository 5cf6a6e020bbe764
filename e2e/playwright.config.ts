import { defineConfig } from '@playwright/test';
import { availableParallelism } from 'node:os';
import { CHROMIUM_ARGS, findChromium } from './harness/chromium.ts';

/**
 * Browser end-to-end tests: Debian's Chromium loads the built renderer from a loopback server;
 * `window.strikeboard` is the real contract, forwarded to a real backend in the test process.
 */
export default defineConfig({
  testDir: './specs',
  outputDir: '../test-results',
  // Spec files side by side, one per core (two at most): each test brings its own backend, demo
  // broker on a free port, settings folder, keychain in memory and browser context, so files share
  // nothing; the tests of a file keep their order.
  fullyParallel: false,
  workers: Math.min(2, availableParallelism()),
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
