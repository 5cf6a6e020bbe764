import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './harness/chromium.ts';

/**
 * Browser end-to-end tests: Debian's Chromium loads the built renderer from a loopback server;
 * `window.strikeboard` is the real contract, forwarded to a real backend in the test process.
 */
export default defineConfig({
  testDir: './specs',
  outputDir: '../test-results',
  // One spec file at a time. The files share nothing (each test brings its own backend, demo broker
  // on a free port, settings folder, keychain in memory and browser context), so two workers are
  // possible, but they buy nothing on 2 cores: one worker already keeps the machine about 75 % busy
  // (the page's renderer, Chromium's browser and GPU processes, the backend), and a run of the
  // whole suite with two took 10.1 min against 9.5 with one (2026-11-26), with a spec that raced
  // the clock failing under the load (since held still).
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  timeout: 60_000,
  // What a spec waits for arrives in well under a second on a quiet machine; the headroom is for a
  // busy one (two workers on two cores), where a decode of a 1,300-order day can hold the backend
  // for seconds. A wait never passes by time: it ends as soon as the page shows what it expects.
  expect: { timeout: 10_000 },
  reporter: process.env['CI'] ? [['list']] : [['list']],
  globalSetup: './harness/global-setup.ts',
  use: {
    headless: true,
    viewport: { width: 1360, height: 860 },
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    trace: 'off',
  },
});
