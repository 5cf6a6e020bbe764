/**
 * `strikeboard login` checks the consumer key and secret it is given (STRIKEBOARD_CONSUMER_KEY and
 * _SECRET) by the rules the app's form and main use (shared/consumer-key-rules.ts) before any
 * request: run as a user runs it, a child process, against a loopback provider that
 * counts what reaches it. A bad pair ends with exit 2, the variable and the rule named, and the
 * provider never hears of it; the same login with a good pair does reach it.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT } from '../../cli/exit-codes.ts';
import { runCli } from './run-cli-process.ts';

const GOOD = { STRIKEBOARD_CONSUMER_KEY: '0123456789abcdef0123456789abcdef', STRIKEBOARD_CONSUMER_SECRET: 'fedcba9876543210fedcba9876543210' };

let server: Server;
let requests = 0;
let folder = '';
let environmentFile = '';

beforeAll(async () => {
  // Every request is refused as a provider refuses an unknown key: the good pair's login ends there.
  server = createServer((_request, response) => {
    requests += 1;
    response.writeHead(401, { 'content-type': 'text/plain' }).end('oauth_problem=consumer_key_rejected');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  folder = await mkdtemp(join(tmpdir(), 'strikeboard-consumer-key-'));
  environmentFile = join(folder, 'provider.json');
  await writeFile(environmentFile, JSON.stringify({ oauthUrl: base, authorizeUrl: `${base}/authorize`, apiUrl: base, legacyUrl: base, sandbox: true }));
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(folder, { recursive: true, force: true });
});

describe('strikeboard login checks the consumer key and secret before the network', () => {
  it.each([
    ['a key with a space in it', { STRIKEBOARD_CONSUMER_KEY: '0123456789abcdef 0123456789abcdef' }, 'STRIKEBOARD_CONSUMER_KEY must not contain spaces.'],
    ['a key pasted with a line in it', { STRIKEBOARD_CONSUMER_KEY: '0123456789abcdef\n0123456789abcdef' }, 'STRIKEBOARD_CONSUMER_KEY must not contain spaces.'],
    [
      'a secret too short',
      { STRIKEBOARD_CONSUMER_SECRET: 'Zq7' },
      'STRIKEBOARD_CONSUMER_SECRET looks too short for a consumer secret (3 characters; at least 8).',
    ],
  ])('%s: exit 2, the variable and the rule named, nothing sent', async (_name, bad, words) => {
    const before = requests;
    const result = await runCli(['login', '--env', environmentFile, '--session-only', '--no-browser'], { ...GOOD, ...bad });
    expect(result.stderr).toContain(words);
    expect(result.code).toBe(EXIT.usage);
    expect(requests).toBe(before);
    // The rule is said, never the value.
    for (const value of Object.values(bad)) expect(result.stderr).not.toContain(value);
  });

  it('a good pair goes to the provider (whose refusal ends it)', async () => {
    const before = requests;
    const result = await runCli(['login', '--env', environmentFile, '--session-only', '--no-browser'], GOOD);
    expect(requests).toBeGreaterThan(before);
    expect(result.code).toBe(EXIT.auth);
  });
});
