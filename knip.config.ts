/**
 * The dead-code check of lint (`knip`, run by scripts/test-steps.js): every file is reached from
 * an entry, every dependency is used, and every export is imported somewhere. An export used only
 * inside its own file is not dead (its code runs), so it is not reported: the check is for exports
 * nothing uses at all, the ones whose code can go.
 *
 * The entries are the programs and everything a tool loads by path: knip's own plugins find the
 * rest (vitest's config and setup, the Playwright config, ESLint's config, package.json's bin).
 */
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    // The four builds of vite.config.ts: main, preload, the renderer page and the command line
    // with the standalone demo broker (the renderer's index.html loads main.tsx).
    'electron/main.ts',
    'electron/preload.ts',
    'renderer/main.tsx',
    'cli/strikeboard.ts',
    'demo-broker/cli.ts',
    // The demo broker is a program of its own: index.ts is the surface the app, tests, e2e and
    // benches start it through, exported whole whether or not each part has a caller yet.
    'demo-broker/index.ts',
    // The config itself: vite's plugin would load it with the development mode, which it refuses
    // (it knows only its four build modes), so it is an entry and the plugin is off.
    'vite.config.ts',
    // Tools run by node, the benches and their runner, the tests and their global setup.
    'scripts/**/*.{js,ts}',
    'bench/*.bench.ts',
    'test/**/*.test.ts',
    'test/global-setup/*.ts',
    // Bundled for the page by path (e2e/harness/bridge-bundle.ts).
    'e2e/harness/page-bridge.ts',
  ],
  project: ['**/*.{ts,tsx,js}'],
  vite: false,
  playwright: { config: ['e2e/playwright.config.ts'], entry: ['e2e/specs/**/*.spec.ts'] },
  ignoreExportsUsedInFile: true,
  // Run by their path in node_modules, never imported: the audit's CLI (scripts/audit-electron.ts)
  // and the format check (scripts/test-steps.js).
  ignoreDependencies: ['@doyensec/electronegativity', 'prettier'],
  // A system tool a ledger test looks for (and skips without), not a package.
  ignoreBinaries: ['mkfifo'],
};

export default config;
