// The toolchain's Node for the scripts a README reader runs (npm start, test, run build, preview,
// bench, demo-broker): where the terminal's Node is older than the toolchain needs, fetch Node 22
// from the npm registry once into a cache outside the project, then run the same script again
// under it, saying so in one line. Plain JavaScript in syntax Node 18 parses. Types:
// toolchain-node.d.ts. `. scripts/node22.sh` uses the same fetch for a whole shell.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, delimiter, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { TOOLCHAIN_NODE, olderThan } from './node-version.js';

/** The Node fetched when the terminal's is too old: a Node 22 LTS release on the npm registry. */
export const FETCHED_NODE = '22.23.3';

/** Node flags that run a TypeScript file: none from Node 22.18 (type stripping is on by default), the flag on 22.12 to 22.17. */
export const STRIP_TYPES = process.features.typescript ? [] : ['--experimental-strip-types', '--no-warnings=ExperimentalWarning'];

/** The registry package holding the Node binary for a platform (what the `node` package installs). */
export function nodePackage(platform, arch) {
  const os = platform === 'win32' ? 'win' : platform;
  // Apple silicon builds are published under another prefix.
  const prefix = platform === 'darwin' && arch === 'arm64' ? 'node-bin' : 'node';
  return `${prefix}-${os}-${os === 'win' && arch === 'ia32' ? 'x86' : arch}`;
}

/** The cache folder of the fetched Node: $STRIKEBOARD_TOOLS, else the user's cache folder. */
export function toolchainCache(env, platform, home, version = FETCHED_NODE, arch = process.arch) {
  const tools =
    env['STRIKEBOARD_TOOLS'] || join(env['XDG_CACHE_HOME'] || (platform === 'win32' && env['LOCALAPPDATA']) || join(home, '.cache'), 'strikeboard-tools');
  return join(tools, `${nodePackage(platform, arch)}-${version}`);
}

/** How the person started this script, for messages: `npm test`, `npm run build`, else `node scripts/x.js`. */
export function programName(env, script) {
  const event = env['npm_lifecycle_event'];
  if (event) return ['start', 'test'].includes(event) ? `npm ${event}` : `npm run ${event}`;
  return `node scripts/${basename(script)}`;
}

/** The Node binary inside a cache folder, read from its package's `bin` as npm would link it; null when absent. */
function cachedNode(dir, pkg) {
  try {
    const manifest = JSON.parse(readFileSync(join(dir, 'node_modules', pkg, 'package.json'), 'utf8'));
    const bin = join(dir, 'node_modules', pkg, typeof manifest.bin === 'string' ? manifest.bin : manifest.bin.node);
    return existsSync(bin) ? bin : null;
  } catch {
    return null;
  }
}

/** npm as the script was started (npm_execpath under `npm run`), else the `npm` on PATH. */
function npmCommand(env, platform) {
  const execpath = env['npm_execpath'];
  if (execpath && /npm-cli\.c?js$/.test(execpath)) return { command: process.execPath, args: [execpath], shell: false };
  return { command: platform === 'win32' ? 'npm.cmd' : 'npm', args: [], shell: platform === 'win32' };
}

/**
 * The fetched Node's binary, installing it into the cache first when it is not there yet (with a
 * progress line on `say`). The install goes to a folder beside the cache and is renamed into place,
 * so two scripts fetching at once never see half a Node. Throws an Error saying why on failure.
 */
export function toolchainNodeBinary(program, say, env = process.env, platform = process.platform) {
  const dir = toolchainCache(env, platform, homedir());
  const pkg = nodePackage(platform, process.arch);
  const cached = cachedNode(dir, pkg);
  if (cached !== null) return cached;
  say(`${program}: fetching Node ${FETCHED_NODE} from the npm registry into ${dir} (once, about 50 MB)...`);
  mkdirSync(dirname(dir), { recursive: true });
  const partial = mkdtempSync(`${dir}.partial-`);
  const npm = npmCommand(env, platform);
  // The binary package itself, not the `node` wrapper: it needs no install script.
  const flags = ['install', '--prefix', partial, '--no-save', '--no-package-lock', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'];
  const run = spawnSync(npm.command, [...npm.args, ...flags, `${pkg}@${FETCHED_NODE}`], { encoding: 'utf8', shell: npm.shell, env });
  const fetched = cachedNode(partial, pkg);
  if (run.status !== 0 || fetched === null) {
    rmSync(partial, { recursive: true, force: true });
    const first = `${run.stderr ?? ''}\n${run.stdout ?? ''}\n${run.error?.message ?? ''}`.split('\n').find((line) => line.trim() !== '');
    throw new Error(`fetching Node ${FETCHED_NODE} (npm package ${pkg}) failed: ${first ? first.trim() : `npm exited with ${run.status ?? run.signal}`}`);
  }
  try {
    renameSync(partial, dir);
  } catch {
    rmSync(partial, { recursive: true, force: true }); // another script got there first: use its copy
  }
  const installed = cachedNode(dir, pkg);
  if (installed === null) throw new Error(`${dir} holds no Node binary after fetching it; remove the folder and try again`);
  return installed;
}

/** The environment with `folder` first on PATH (whatever case Windows gives the variable). */
function withFirstOnPath(env, folder) {
  const key = Object.keys(env).find((name) => name.toUpperCase() === 'PATH') ?? 'PATH';
  return { ...env, [key]: env[key] ? `${folder}${delimiter}${env[key]}` : folder };
}

/**
 * Resolves at once when this Node is `minimum` or newer. Otherwise fetches Node 22 (once), runs
 * this same script with the same arguments under it (its folder first on PATH, so the tools and
 * `npm run` steps it starts use it too; Node flags are not passed on), and exits with its status:
 * the promise never resolves then, so `await` it before doing anything else.
 */
export async function ensureToolchainNode(minimum = TOOLCHAIN_NODE) {
  const current = process.versions.node;
  if (!olderThan(current, minimum)) return;
  const script = process.argv[1] ?? '';
  const program = programName(process.env, script);
  const say = (line) => process.stderr.write(`${line}\n`);
  if (process.env['STRIKEBOARD_TOOLCHAIN_NODE']) {
    say(
      `${program}: the Node fetched for it (${process.env['STRIKEBOARD_TOOLCHAIN_NODE']}) reports ${current}, older than ${minimum}: remove that folder and run it again.`,
    );
    process.exit(1);
  }
  let node;
  try {
    node = toolchainNodeBinary(program, say);
  } catch (error) {
    say(
      `${program} needs Node.js ${minimum} or newer, and this is Node ${current}; ${error.message}. Install Node 22 LTS from nodejs.org, or run it again with network access to the npm registry.`,
    );
    process.exit(1);
  }
  say(`${program}: this is Node ${current}, older than the ${minimum} it needs: running it under Node ${FETCHED_NODE} (${node}).`);
  const env = withFirstOnPath({ ...process.env, STRIKEBOARD_TOOLCHAIN_NODE: node }, dirname(node));
  for (const name of ['NODE', 'npm_node_execpath']) if (env[name]) env[name] = node;
  await handOver(node, [script, ...process.argv.slice(2)], { env });
}

/**
 * Runs `command` on this terminal and exits with its status (or its signal) once it ends: the
 * promise never resolves. Ctrl+C and a closing terminal reach the child through the process
 * group, so this process lets the child shut down rather than dying first.
 */
export async function handOver(command, args, options = {}) {
  const child = spawn(command, args, { ...options, stdio: 'inherit' });
  process.on('SIGINT', () => {});
  process.on('SIGHUP', () => {});
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  child.on('error', (error) => {
    process.stderr.write(`could not start ${command}: ${error.message}\n`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => {
    if (signal === null) process.exit(code ?? 1);
    // End as the child did (the shell then reports it so); this process's own handler must not catch it.
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
  });
  await new Promise(() => {});
}

// `node scripts/toolchain-node.js --path` (scripts/node22.sh): prints the folder to put first on
// PATH, fetching Node 22 into it when needed; prints nothing when this Node is recent enough.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href && process.argv[2] === '--path') {
  if (olderThan(process.versions.node, TOOLCHAIN_NODE)) {
    try {
      process.stdout.write(`${dirname(toolchainNodeBinary('node22', (line) => process.stderr.write(`${line}\n`)))}\n`);
    } catch (error) {
      process.stderr.write(`node22: ${error.message}\n`);
      process.exit(1);
    }
  }
}
