import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Unit and integration tests: plain Node, no Electron runtime, no browser. */
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
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
  },
});
