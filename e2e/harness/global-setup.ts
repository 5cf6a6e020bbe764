import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildBridgeBundle } from './bridge-bundle.ts';
import { BRIDGE_BUNDLE, REPO_ROOT } from './paths.ts';

/** Checks the renderer was built and bundles the page-side bridge once for all tests. */
export default async function globalSetup(): Promise<void> {
  if (!existsSync(join(REPO_ROOT, 'dist', 'renderer', 'index.html'))) {
    throw new Error('The renderer is not built: run `npm run build` first (npm run test:e2e does).');
  }
  await buildBridgeBundle(BRIDGE_BUNDLE);
}
