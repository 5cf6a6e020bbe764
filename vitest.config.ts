import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Files that change what their process shares (module mocks, stubbed globals, fake timers, the
 * environment, the time zone), render through the renderer's module-level stores, or time work
 * in their own process (another file's heap would make their collections dearer): each runs in
 * a fresh process of its own. Every other file makes its own folders, ports, servers and
 * keychain service and leaves nothing behind, so those share their worker's modules: a file then
 * costs its tests, not a new worker and a new import of the app (about half a second each).
 * test/lint/vitest-isolation.test.ts keeps this list true.
 */
export const ISOLATED = [
  'test/renderer/**/*.test.ts',
  'test/e2e/**/*.test.ts',
  'test/electron/adapters/**/*.test.ts',
  'test/electron/main.test.ts',
  'test/electron/preload.test.ts',
  'test/scripts/**/*.test.ts',
  'test/bin/**/*.test.ts',
  'test/helpers/**/*.test.ts',
  'test/shared/domain/market-time.test.ts',
  'test/demo-broker/faults.test.ts',
  'test/demo-broker/oauth/nonce-store.test.ts',
  'test/electron/backend/oauth/provider-text-hostile.test.ts',
  'test/electron/backend/broker/common/markup/message-text-linear.test.ts',
];

/** Unit and integration tests: plain Node, no Electron runtime, no browser. */
export default defineConfig({
  test: {
    environment: 'node',
    restoreMocks: true,
    // Vitest leaves one core free by default: on a 2-core machine that is one file at a time. Many
    // files here wait on child processes and loopback servers, so a file per core is safe and
    // about halves the run (files share nothing: each makes its own folders, ports and keychain
    // service). A timeout here catches a hang, never measures speed: with a file per core a test
    // that starts the CLI gets half the machine, so the limits keep the headroom they had.
    maxWorkers: Math.max(2, availableParallelism()),
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // electron-store imports 'electron'; inlining it lets the main-process test's fake stand in.
    server: { deps: { inline: ['electron-store'] } },
    projects: [
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
      // The command line's process tests are here: they run its build, kept fresh by the global setup.
      {
        extends: true,
        test: { name: 'shared', include: ['test/**/*.test.ts'], exclude: ISOLATED, isolate: false, globalSetup: ['test/global-setup/cli-build.ts'] },
      },
    ],
  },
});
