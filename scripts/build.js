// `npm run build`: the four builds of vite.config.ts (the command line and demo broker, the
// renderer, the main process, the preload) into dist/, in one Node process, on the toolchain's
// Node (an older one fetches and re-runs under Node 22, see toolchain-node.js). The command line
// comes first: it is what runs without Electron. Types: build.d.ts.
//   node scripts/build.js [cli|renderer|main|preload ...]   (default: all four)
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureToolchainNode } from './toolchain-node.js';

/** Every build mode of vite.config.ts, in the order `npm run build` runs them. */
export const BUILD_MODES = ['cli', 'renderer', 'main', 'preload'];

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Builds `modes` of the checkout, one after the other, with Vite's usual report (`logLevel`
 * 'warn' keeps only problems); throws on the first failed build. The checkout must be the
 * working folder: vite.config.ts resolves its folders from it.
 */
export async function buildModes(modes, logLevel = 'info') {
  const { build } = await import('vite');
  for (const mode of modes) {
    if (!BUILD_MODES.includes(mode)) throw new Error(`unknown build "${mode}" (${BUILD_MODES.join(', ')})`);
    await build({ configFile: join(ROOT, 'vite.config.ts'), mode, logLevel });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await ensureToolchainNode();
  process.chdir(ROOT);
  try {
    await buildModes(process.argv.length > 2 ? process.argv.slice(2) : BUILD_MODES);
  } catch (error) {
    process.stderr.write(`build: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
