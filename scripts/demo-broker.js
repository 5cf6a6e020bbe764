// `npm run demo-broker`: runs the demo broker's command line as built JavaScript
// (dist/cli/demo-broker.js), building it first when it is missing or older than its sources, so
// the terminal's Node runs it whatever its type-stripping support. Plain JavaScript in syntax
// Node 18 parses: a Node older than the built code (or than Vite, when it must build) fetches
// Node 22 and runs this again under it (toolchain-node.js).
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { staleBecause } from './build-freshness.js';
import { COMMAND_LINE_NODE } from './node-version.js';
import { ensureToolchainNode } from './toolchain-node.js';
import { viteBuildQuietly } from './vite-build.js';

await ensureToolchainNode(COMMAND_LINE_NODE);

const root = fileURLToPath(new URL('..', import.meta.url));
const entry = join(root, 'dist', 'cli', 'demo-broker.js');
// The demo broker imports only its own folder and shared/ (a lint rule keeps it so).
const stale = staleBecause(entry, [join(root, 'demo-broker'), join(root, 'shared')]);
if (stale !== null) {
  // Vite itself needs Node 20.19; its own error would be a stack trace.
  await ensureToolchainNode('20.19.0');
  process.stderr.write(`demo-broker: building it first (${stale.replaceAll(root, '')})\n`);
  if (!viteBuildQuietly(root, 'cli')) {
    process.stderr.write('demo-broker: the build failed (see above); `npm run build` shows the same errors.\n');
    process.exit(1);
  }
}
await import(pathToFileURL(entry).href);
