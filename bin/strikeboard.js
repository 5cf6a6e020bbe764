#!/usr/bin/env node
// The `strikeboard` command (package.json "bin"): runs the command line that `npm run build`
// compiled to plain JavaScript (dist/cli/strikeboard.js), so any supported Node runs it as it is
// (no type stripping) and it starts quickly. Written in syntax Node 18 parses, so an old Node
// gets the version guard's one line rather than a syntax error.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { COMMAND_LINE_NODE, exitIfNodeTooOld } from '../scripts/node-version.js';

exitIfNodeTooOld(COMMAND_LINE_NODE, 'strikeboard');

const entry = new URL('../dist/cli/strikeboard.js', import.meta.url);
if (!existsSync(entry)) {
  const checkout = fileURLToPath(new URL('..', import.meta.url));
  process.stderr.write(`strikeboard: the command line is not built yet: run \`npm run build\` in ${checkout} first.\n`);
  process.exit(1);
}
// Imported, not spawned: one process, and Ctrl+C reaches the command directly.
await import(entry.href);
