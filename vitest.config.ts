import { defineConfig } from 'vitest/config';

/** Unit and integration tests: plain Node, no Electron runtime, no browser. */
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 20_000,
    restoreMocks: true,
    // electron-store imports 'electron'; inlining it lets the main-process test's fake stand in.
    server: { deps: { inline: ['electron-store'] } },
  },
});
