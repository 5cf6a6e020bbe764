/**
 * "Builds if needed": the preview shows the built renderer (as the app does) with the page-side
 * bridge bundled beside it; either is rebuilt when missing or older than its sources. The backend
 * needs no build: it runs from the sources in this process.
 */
import { join } from 'node:path';
import { staleBecause } from '../build-freshness.js';
import { viteBuildQuietly } from '../vite-build.js';
import { buildBridgeBundle } from '../../e2e/harness/bridge-bundle.ts';
import { REPO_ROOT } from '../../e2e/harness/paths.ts';

/** The page-side bridge of the preview (git-ignored, beside the build). */
export const PREVIEW_BRIDGE = join(REPO_ROOT, 'dist', 'preview', 'bridge.js');
export const RENDERER_INDEX = join(REPO_ROOT, 'dist', 'renderer', 'index.html');

/** Builds what is out of date, saying why on `say`; false when a build failed. */
export async function ensureBuilt(say: (line: string) => void): Promise<boolean> {
  const at = (...parts: string[]) => join(REPO_ROOT, ...parts);
  const shorter = (reason: string) => reason.replaceAll(`${REPO_ROOT}/`, '');
  const renderer = staleBecause(RENDERER_INDEX, [at('renderer'), at('shared'), at('vite.config.ts')]);
  if (renderer !== null) {
    say(`preview: building the renderer (${shorter(renderer)})`);
    // Vite's own process and folder, as `npm run build` runs it: the renderer build resolves from the checkout.
    if (!viteBuildQuietly(REPO_ROOT, null)) return false;
  }
  const bridge = staleBecause(PREVIEW_BRIDGE, [at('e2e', 'harness'), at('shared')]);
  if (bridge !== null) {
    say(`preview: bundling the page bridge (${shorter(bridge)})`);
    await buildBridgeBundle(PREVIEW_BRIDGE);
  }
  return true;
}
