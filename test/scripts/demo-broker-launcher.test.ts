/**
 * `npm run demo-broker` as a terminal runs it: the npm script starts a plain-JavaScript launcher
 * that runs the built demo broker, so the terminal's Node 20 runs it; a Node that is too old gets
 * one line.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCheckout, REPO_ROOT } from '../helpers/built-checkout.ts';
import { nodeOfMajor } from '../helpers/node-binaries.ts';
import { pretendNode } from '../helpers/pretend-node.ts';

/** The file `npm run demo-broker` runs with node, relative to the checkout. */
function demoBrokerLauncher(): string {
  const scripts = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const match = /^node (\S+\.js)$/.exec(scripts['demo-broker'] ?? '');
  if (!match?.[1]) throw new Error(`npm run demo-broker does not run a plain JavaScript file with node: "${scripts['demo-broker']}"`);
  return match[1];
}

const node20 = nodeOfMajor(20);
if (node20 === null) console.log('demo-broker-launcher.test: the Node 20 case is skipped: no Node 20 on PATH, /usr/local/bin or /usr/bin (set STRIKEBOARD_NODE20 to one)');

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

  it('on a Node that is too old, says in one line which version is needed and how to get it', () => {
    const result = spawnSync(process.execPath, ['--import', pretendNode('18.19.0'), join(checkout, demoBrokerLauncher()), '--help'], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      'npm run demo-broker needs Node.js 20 or newer, and this is Node 18.19.0: run `. scripts/node22.sh` in the Strikeboard folder to use Node 22 in this terminal, or install Node 22 LTS from nodejs.org.\n',
    );
  });
});
