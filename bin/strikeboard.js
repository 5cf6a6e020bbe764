#!/usr/bin/env node
// The `strikeboard` command (package.json "bin"). The CLI is TypeScript that Node 22 runs
// directly; Node refuses to strip types under node_modules, so this works from a checkout
// (`npm link` or `./bin/strikeboard.js`), not from an installed copy of the package.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const entry = fileURLToPath(new URL('../electron/cli/strikeboard.ts', import.meta.url));
// --experimental-strip-types is the default from Node 22.18; naming it keeps 22.12 to 22.17 working.
const flags = process.features.typescript ? [] : ['--experimental-strip-types', '--no-warnings=ExperimentalWarning'];
const child = spawn(process.execPath, [...flags, entry, ...process.argv.slice(2)], { stdio: 'inherit' });
// Ctrl+C reaches the child through the terminal's process group; just wait for it.
process.on('SIGINT', () => {});
child.on('exit', (code, signal) => {
  if (signal !== null) process.kill(process.pid, signal);
  else process.exit(code ?? 1);
});
