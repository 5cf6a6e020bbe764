import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { BRIDGE_BUNDLE, REPO_ROOT } from './paths.ts';

/** Checks the renderer was built and bundles the page-side bridge once for all tests. */
export default async function globalSetup(): Promise<void> {
  if (!existsSync(join(REPO_ROOT, 'dist', 'renderer', 'index.html'))) {
    throw new Error('The renderer is not built: run `npm run build` first (npm run test:e2e does).');
  }
  await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      outDir: join(BRIDGE_BUNDLE, '..'),
      emptyOutDir: true,
      target: 'chrome140',
      minify: false,
      lib: { entry: join(REPO_ROOT, 'e2e', 'harness', 'page-bridge.ts'), formats: ['iife'], name: 'strikeboardBridge', fileName: () => 'bridge.js' },
    },
  });
}
