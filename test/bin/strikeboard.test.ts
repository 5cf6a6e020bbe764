/**
 * The `strikeboard` command as a terminal runs it: bin/strikeboard.js starts the built JavaScript
 * (no type stripping), so the terminal's Node 20 runs it; a missing build and a Node that is too
 * old each get one clear line instead of a stack trace.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCheckout } from '../helpers/built-checkout.ts';
import { nodeOfMajor } from '../helpers/node-binaries.ts';
import { pretendNode } from '../helpers/pretend-node.ts';

/** Makes the launched Node report another version, as an old installation would. */
const node20 = nodeOfMajor(20);
if (node20 === null)
  console.log('strikeboard.test: the Node 20 case is skipped: no Node 20 on PATH, /usr/local/bin or /usr/bin (set STRIKEBOARD_NODE20 to one)');

let checkout = '';
let unbuilt = '';
beforeAll(async () => {
  checkout = await makeCheckout('bin-strikeboard-built', { built: true });
  unbuilt = await makeCheckout('bin-strikeboard-unbuilt', { built: false });
}, 120_000);

describe('bin/strikeboard.js', () => {
  it.skipIf(node20 === null)('runs the built command line on Node 20', () => {
    const result = spawnSync(node20?.path ?? '', [join(checkout, 'bin', 'strikeboard.js'), 'help'], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Usage: strikeboard <command>/);
  });

  it('runs the built command line on the toolchain Node too', () => {
    const result = spawnSync(process.execPath, [join(checkout, 'bin', 'strikeboard.js'), 'help'], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Usage: strikeboard <command>/);
  });

  it('says to run `npm run build` when the command line is not built', () => {
    const result = spawnSync(process.execPath, [join(unbuilt, 'bin', 'strikeboard.js'), 'help'], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/not built yet: run `npm run build`/);
  });

  it('on a Node that is too old, says in one line which version is needed and how to get it', () => {
    const result = spawnSync(process.execPath, ['--import', pretendNode('18.19.0'), join(checkout, 'bin', 'strikeboard.js'), 'help'], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      'strikeboard needs Node.js 20 or newer, and this is Node 18.19.0: run `. scripts/node22.sh` in the Strikeboard folder to use Node 22 in this terminal, or install Node 22 LTS from nodejs.org.\n',
    );
  });
});
