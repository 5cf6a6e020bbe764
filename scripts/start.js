// `npm start` before `electron .`: on the toolchain's Node (toolchain-node.js), builds the command
// line first, since it runs without Electron; then makes sure the Electron runtime is there
// (check-electron.js: one paragraph and exit 1 where it cannot be); then builds the rest of the
// app. Plain JavaScript in syntax Node 18 parses.
import { fileURLToPath } from 'node:url';
import { BUILD_MODES, buildModes } from './build.js';
import { ensureElectron } from './check-electron.js';
import { ensureToolchainNode } from './toolchain-node.js';

await ensureToolchainNode();
process.chdir(fileURLToPath(new URL('..', import.meta.url)));
try {
  await buildModes(['cli'], 'warn');
  const built = 'The command line is built all the same: `./bin/strikeboard.js help` (or `npm link` once, then `strikeboard help`).';
  if (!ensureElectron(undefined, built)) process.exit(1);
  await buildModes(BUILD_MODES.filter((mode) => mode !== 'cli'));
} catch (error) {
  process.stderr.write(`npm start: the build failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
