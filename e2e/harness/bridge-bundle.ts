import { join } from 'node:path';
import { build } from 'vite';
import { REPO_ROOT } from './paths.ts';

/**
 * Bundles the page-side bridge (page-bridge.ts, with the contract code it shares with the
 * preload) into one script that Playwright injects before the app loads.
 */
export async function buildBridgeBundle(outFile: string): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      outDir: join(outFile, '..'),
      emptyOutDir: true,
      target: 'chrome140',
      minify: false,
      lib: { entry: join(REPO_ROOT, 'e2e', 'harness', 'page-bridge.ts'), formats: ['iife'], name: 'strikeboardBridge', fileName: () => 'bridge.js' },
    },
  });
}
