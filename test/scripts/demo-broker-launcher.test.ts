/**
 * `npm run demo-broker` as a terminal runs it: the npm script starts a plain-JavaScript launcher
 * that runs the built demo broker, so the terminal's Node 20 runs it; an older Node runs it again
 * under the fetched Node 22 (scripts/toolchain-node.js), saying so in one line.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCheckout, REPO_ROOT } from '../helpers/built-checkout.ts';
import { nodeOfMajor } from '../helpers/node-binaries.ts';
import { fakeCachedNode, launcherEnv } from '../helpers/fake-toolchain-node.ts';
import { pretendNode } from '../helpers/pretend-node.ts';
import { FETCHED_NODE } from '../../scripts/toolchain-node.js';

/** The file `npm run demo-broker` runs with node, relative to the checkout. */
function demoBrokerLauncher(): string {
  const scripts = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const match = /^node (\S+\.js)$/.exec(scripts['demo-broker'] ?? '');
  if (!match?.[1]) throw new Error(`npm run demo-broker does not run a plain JavaScript file with node: "${scripts['demo-broker']}"`);
  return match[1];
}

const node20 = nodeOfMajor(20);
if (node20 === null)
  console.log('demo-broker-launcher.test: the Node 20 case is skipped: no Node 20 on PATH, /usr/local/bin or /usr/bin (set STRIKEBOARD_NODE20 to one)');

let checkout = '';
beforeAll(async () => {
  checkout = await makeCheckout('demo-broker-launcher', { built: true });
}, 120_000);

describe('npm run demo-broker', () => {
  it.skipIf(node20 === null)('runs the built demo broker on Node 20', () => {
    const result = spawnSync(node20?.path ?? '', [join(checkout, demoBrokerLauncher()), '--help'], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Usage: npm run demo-broker -- \[options\]/);
  });

  it('on a Node older than the built code, runs itself under the fetched Node 22, saying so in one line', () => {
    const tools = join(checkout, 'tools');
    rmSync(tools, { recursive: true, force: true });
    const node = fakeCachedNode(tools);
    const result = spawnSync(process.execPath, ['--import', pretendNode('18.19.0'), join(checkout, demoBrokerLauncher()), '--help'], {
      encoding: 'utf8',
      env: launcherEnv(tools),
    });
    expect(result.stderr).toBe(
      `node scripts/demo-broker.js: this is Node 18.19.0, older than the 20.0.0 it needs: running it under Node ${FETCHED_NODE} (${node}).\n`,
    );
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Usage: npm run demo-broker -- \[options\]/);
  }, 60_000);
});
