/**
 * The pieces of scripts/toolchain-node.js's fetch, faked for tests of the launchers on an "old"
 * Node (pretend-node.ts): a cache folder whose fetched Node 22 is the Node running the tests (or
 * a recorder), and an npm that "installs" one into the cache as the registry package would. The
 * launchers then re-run themselves for real, without the network.
 */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { FETCHED_NODE, nodePackage, toolchainCache } from '../../scripts/toolchain-node.js';

/** The registry package of this platform's Node binary. */
export const NODE_PACKAGE = nodePackage(process.platform, process.arch);

/** The environment of a launcher run: `tools` as the cache root, nothing left from a re-run or an npm script around the tests. */
export function launcherEnv(tools: string, extra: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined && !name.startsWith('npm_') && name !== 'STRIKEBOARD_TOOLCHAIN_NODE') env[name] = value;
  }
  return { ...env, STRIKEBOARD_TOOLS: tools, ...extra };
}

/** The binary of the fetched Node inside the cache root `tools`, as the launchers look it up. */
export function cachedNodePath(tools: string): string {
  return join(toolchainCache({ STRIKEBOARD_TOOLS: tools }, process.platform, homedir()), 'node_modules', NODE_PACKAGE, 'bin', 'node');
}

/** Puts a fetched Node into the cache root `tools`: the test's own Node, or `binary` (a recorder). */
export function fakeCachedNode(tools: string, binary: string = process.execPath): string {
  const path = cachedNodePath(tools);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(join(path, '..', '..', 'package.json'), JSON.stringify({ name: NODE_PACKAGE, version: FETCHED_NODE, bin: { node: 'bin/node' } }));
  symlinkSync(binary, path);
  return path;
}

/**
 * An npm (run as `npm_execpath`, so its name ends in npm-cli.js) that appends its arguments to
 * `calls.log` beside it and installs the test's Node under `--prefix` as the registry package
 * would; with `fails`, prints npm's 404 and exits 1 instead.
 */
export function fakeNpm(dir: string, fails = false): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'npm-cli.js');
  writeFileSync(
    file,
    `const fs = require('fs'); const path = require('path');
const args = process.argv.slice(2);
fs.appendFileSync(path.join(__dirname, 'calls.log'), JSON.stringify(args) + '\\n');
if (${fails}) { console.error('npm error code E404\\nnpm error 404 Not Found - GET ' + args[args.length - 1]); process.exit(1); }
const prefix = args[args.indexOf('--prefix') + 1];
const [name, version] = args[args.length - 1].split('@');
const pkg = path.join(prefix, 'node_modules', name);
fs.mkdirSync(path.join(pkg, 'bin'), { recursive: true });
fs.writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name, version, bin: { node: 'bin/node' } }));
fs.symlinkSync(process.execPath, path.join(pkg, 'bin', 'node'));
`,
  );
  writeFileSync(join(dir, 'package.json'), '{"type":"commonjs"}');
  return file;
}

/** A "Node" that only records how it was called (its arguments, one line per call, in `log`) and exits 0. */
export function recordingNode(dir: string, log: string): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'recording-node');
  writeFileSync(file, `#!/bin/sh\nprintf '%s\\n' "$*" >> '${log}'\n`, { mode: 0o755 });
  return file;
}
