// `npm run bench [-- name]`: on the toolchain's Node (toolchain-node.js), builds the app (the UI
// benchmarks load the built renderer), then runs scripts/bench.ts, which runs each benchmark in a
// Node of its own. Plain JavaScript in syntax Node 18 parses.
import { fileURLToPath } from 'node:url';
import { BUILD_MODES, buildModes } from './build.js';
import { ensureToolchainNode, handOver, STRIP_TYPES } from './toolchain-node.js';

await ensureToolchainNode();
process.chdir(fileURLToPath(new URL('..', import.meta.url)));
try {
  await buildModes(BUILD_MODES, 'warn');
} catch (error) {
  process.stderr.write(`bench: the build failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
await handOver(process.execPath, [...STRIP_TYPES, fileURLToPath(new URL('./bench.ts', import.meta.url)), ...process.argv.slice(2)]);
