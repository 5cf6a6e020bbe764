/**
 * `npm run demo-broker`: the banner tells a person what they need, an unsigned curl gets a clear
 * 401, and a bad flag is a clear error with exit code 2.
 */
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCliArgs } from '../../demo-broker/cli-options.ts';

const CLI = join(import.meta.dirname, '..', '..', 'demo-broker', 'cli.ts');

describe('flags', () => {
  it('maps every flag onto broker options', () => {
    expect(
      parseCliArgs([
        '--port=4321',
        '--seed',
        '9',
        '--clock-speed',
        '60',
        '--callback-url',
        'http://127.0.0.1:5/cb?x=1',
        '--stored-sample',
        '--latency',
        '50',
        '--fault',
        'truncated',
        '--fault-status',
        '502',
        '--fault-count',
        '3',
        '--fault-scope',
        'all',
      ]),
    ).toEqual({
      help: false,
      options: {
        port: 4321,
        seed: 9,
        clockSpeed: 60,
        callbackUrl: 'http://127.0.0.1:5/cb?x=1',
        storedSample: true,
        faults: { latencyMs: 50, fault: 'truncated', status: 502, count: 3, scope: 'all' },
      },
    });
  });

  it.each([
    [['--prot', '1'], /Unknown option '--prot'/],
    [['--port', '70000'], /--port must be at most 65535/],
    [['--port', 'abc'], /--port must be a number/],
    [['--seed', '1.5'], /--seed must be a whole number/],
    [['--clock-speed', '0'], /--clock-speed must be positive/],
    [['--callback-url', 'javascript:alert(1)'], /--callback-url must be an http\(s\) URL/],
    [['--fault', 'explode'], /--fault must be one of/],
    [['--fault-status', '404'], /--fault-status must be at least 500/],
    [['--fault-scope', 'both'], /--fault-scope must be one of/],
    [['stray'], /positional/i],
  ])('refuses %j', (argv, message) => {
    expect(() => parseCliArgs(argv)).toThrow(message);
  });
});

describe('the process', () => {
  it('exits 2 with the reason and the usage on a bad flag', () => {
    const run = spawnSync(process.execPath, [CLI, '--fault', 'explode'], { encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('demo-broker: --fault must be one of');
    expect(run.stderr).toContain('Usage: npm run demo-broker');
  });

  it('prints the base URL, keys, users and accounts, and answers an unsigned request with 401', async () => {
    const child = spawn(process.execPath, [CLI, '--seed', '3'], { stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      let banner = '';
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          banner += chunk.toString();
          if (banner.includes('Press Ctrl+C')) resolve();
        });
        child.once('exit', (code) => reject(new Error(`exited early with ${code}`)));
      });
      const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(banner)?.[1];
      expect(url).toBeDefined();
      expect(banner).toMatch(/sandbox\s+key=\S+\s+secret=\S+/);
      expect(banner).toContain('demo / demo');
      expect(banner).toMatch(/83409917\s+Active Trader/);
      // Whose each account is: signing in as demo shows only demo's (61022457 is other's).
      expect(banner).toMatch(/^Accounts \(sign in as their user to see them\):$/m);
      for (const [account, user] of [
        ['83405188', 'demo'],
        ['83405261', 'demo'],
        ['83409917', 'demo'],
        ['61022457', 'other'],
      ]) {
        expect(banner).toMatch(new RegExp(`^ {2}${account} .* user ${user} `, 'm'));
      }
      const response = await fetch(`${url}/v1/accounts/list`);
      expect(response.status).toBe(401);
      expect(await response.text()).toContain('oauth_problem=parameter_absent');
    } finally {
      child.kill('SIGTERM');
    }
  });
});
