/**
 * The command line's grammar and exit codes, run in-process with a fake terminal.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCommand, USAGE } from '../../cli/flags/parse-command.ts';
import { runCli } from '../../cli/run-cli.ts';
import { exitCodeFor } from '../../cli/exit-codes.ts';
import { ERROR_CODES } from '../../shared/result.ts';
import { fakeIo } from './fake-io.ts';

// A pair of the portal's shape: login checks the rules of a consumer key and secret before any request.
const credentials = { STRIKEBOARD_CONSUMER_KEY: '0123456789abcdef0123456789abcdef', STRIKEBOARD_CONSUMER_SECRET: 'fedcba9876543210fedcba9876543210' };

describe('parsing commands', () => {
  it.each([
    [[], { name: 'help', topic: null, asked: false }],
    [['help'], { name: 'help', topic: null, asked: true }],
    [['--help'], { name: 'help', topic: null, asked: true }],
    [['help', 'chain'], { name: 'help', topic: 'chain', asked: true }],
    [['--version'], { name: 'version' }],
    [['-V'], { name: 'version' }],
    [['login'], { name: 'login', env: 'demo', brokerUrl: undefined, sessionOnly: false, browser: true, api: undefined }],
    [
      ['login', '--env', 'sandbox', '--no-browser'],
      { name: 'login', env: 'sandbox', brokerUrl: undefined, sessionOnly: false, browser: false, api: undefined },
    ],
    [
      ['login', '--broker-url', 'http://127.0.0.1:4100'],
      { name: 'login', env: 'demo', brokerUrl: 'http://127.0.0.1:4100', sessionOnly: false, browser: true, api: undefined },
    ],
    [['status', '--json'], { name: 'status', env: undefined, brokerUrl: undefined, json: true }],
    [['logout', '--env', 'demo'], { name: 'logout', env: 'demo', brokerUrl: undefined }],
    [['renew'], { name: 'renew', env: undefined, brokerUrl: undefined }],
    [
      ['sign', '--method', 'get', '--url', 'https://h.test/'],
      { name: 'sign', method: 'GET', url: 'https://h.test/', timestamp: undefined, nonce: undefined, form: undefined, placement: 'header' },
    ],
    [['status', '--help'], { name: 'help', topic: 'status', asked: true }],
    [['chain', '--symbol', 'AAPL', '-h'], { name: 'help', topic: 'chain', asked: true }],
  ])('%j', (argv, command) => {
    expect(parseCommand(argv)).toEqual({ ok: true, data: command });
  });

  const refused: { argv: string[]; message: RegExp }[] = [
    { argv: ['logn'], message: /Unknown command "logn"/ },
    { argv: ['help', 'chian'], message: /Unknown command "chian"\. Did you mean chain\?/ },
    { argv: ['login', 'demo'], message: /positional/ },
    { argv: ['login', '--env'], message: /argument missing/ },
    { argv: ['login', '--env', ''], message: /--env must name/ },
    { argv: ['login', '--broker-url', 'http://example.com'], message: /--broker-url must start with https:\/\/ \(plain http only for 127\.0\.0\.1/ },
    { argv: ['login', '--broker-url', 'http://user:pw@127.0.0.1:1'], message: /user name or password/ },
    { argv: ['status', '--verbose'], message: /Unknown option '--verbose'/ },
    { argv: ['sign', '--method', 'GET', '--url', 'javascript:alert(1)'], message: /must be an http/ },
    { argv: ['sign', '--method', 'GET', '--url', 'https://h.test/', '--nonce', 'has space'], message: /--nonce must be/ },
    { argv: ['sign', '--method', 'GET', '--url', 'https://h.test/', '--timestamp', '-5'], message: /ambiguous|whole epoch seconds/ },
    { argv: ['sign', '--url', 'https://h.test/'], message: /--method is required/ },
    { argv: ['sign', '--method', 'GET', '--url', 'https://h.test/', '--callback', 'javascript:x'], message: /--callback must be oob or an http\(s\) URL/ },
    { argv: ['forget'], message: /forget needs --env/ },
  ];
  it.each(refused)('refuses $argv', ({ argv, message }) => {
    const result = parseCommand(argv);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('invalid-argument');
      expect(result.error.message).toMatch(message);
    }
  });
});

describe('exit codes', () => {
  it('maps every error code to usage (2), auth (3), provider/network (4) or other (1)', () => {
    const table = Object.fromEntries(ERROR_CODES.map((code) => [code, exitCodeFor(code)]));
    expect(table).toEqual({
      'invalid-argument': 2,
      forbidden: 3,
      internal: 1,
      settings: 1,
      network: 4,
      timeout: 4,
      http: 4,
      oauth: 3,
      provider: 4,
      malformed: 4,
      'not-signed-in': 3,
      'keychain-unavailable': 1,
      cancelled: 3,
      'rate-limited': 4,
      unsupported: 2,
    });
  });

  const cases: {
    name: string;
    argv: string[];
    env?: Record<string, string>;
    files?: Record<string, string>;
    keychain?: boolean;
    code: number;
    message: RegExp;
  }[] = [
    { name: 'demo without a broker URL', argv: ['login'], code: 2, message: /npm run demo-broker/ },
    // The built-in sandbox hosts: the sign-in goes to the platform's OAuth host (no network here).
    { name: 'sandbox with its built-in hosts', argv: ['login', '--env', 'sandbox'], env: credentials, code: 4, message: /api\.etrade\.com/ },
    {
      name: 'a consumer key with a space',
      argv: ['login', '--env', 'sandbox'],
      env: { ...credentials, STRIKEBOARD_CONSUMER_KEY: '0123456789abcdef 0123456789abcdef' },
      code: 2,
      message: /^strikeboard: STRIKEBOARD_CONSUMER_KEY must not contain spaces\.$/m,
    },
    {
      name: 'a consumer secret too short',
      argv: ['login', '--env', 'sandbox'],
      env: { ...credentials, STRIKEBOARD_CONSUMER_SECRET: 'abc' },
      code: 2,
      message: /STRIKEBOARD_CONSUMER_SECRET looks too short for a consumer secret/,
    },
    { name: 'a missing environment file', argv: ['login', '--env', 'hosts.json'], code: 2, message: /no such file/ },
    {
      name: 'an environment file that is not JSON',
      argv: ['login', '--env', 'bad.json'],
      files: { 'bad.json': '{oauthUrl:' },
      code: 2,
      message: /not valid JSON/,
    },
    {
      name: 'an environment file with a plain-http host',
      argv: ['login', '--env', 'e.json'],
      files: {
        'e.json': JSON.stringify({
          oauthUrl: 'http://o.example',
          authorizeUrl: 'https://a.example/authorize',
          apiUrl: 'https://api.example',
          legacyUrl: 'https://l.example',
          sandbox: true,
        }),
      },
      code: 2,
      message: /oauthUrl must start with https/,
    },
    {
      name: 'production without a key: where a key comes from, in one sentence',
      argv: ['login', '--env', 'production'],
      code: 2,
      message:
        /^strikeboard: No consumer key for Production: request a production consumer key and secret on the E\*TRADE Developer Platform \(signed in with your E\*TRADE account\), then set STRIKEBOARD_CONSUMER_KEY and STRIKEBOARD_CONSUMER_SECRET to them for this login \(they are then kept in the keychain\)\.$/m,
    },
    {
      name: 'sandbox without a key asks for a sandbox key',
      argv: ['login', '--env', 'sandbox'],
      code: 2,
      message: /request a sandbox consumer key and secret/,
    },
    { name: 'no keychain', argv: ['login', '--broker-url', 'http://127.0.0.1:1'], keychain: false, code: 1, message: /--session-only/ },
    { name: 'the network down', argv: ['login', '--broker-url', 'http://127.0.0.1:1'], code: 4, message: /Could not reach 127\.0\.0\.1:1/ },
    { name: 'renew with nothing stored', argv: ['renew'], code: 3, message: /login/ },
    { name: 'status of one environment with nothing stored', argv: ['status', '--env', 'production'], code: 3, message: /No usable session/ },
  ];
  it.each(cases)('$name → $code', async ({ argv, env, files, keychain, code, message }) => {
    const fake = fakeIo({ ...(env === undefined ? {} : { env }), ...(files === undefined ? {} : { files }), ...(keychain === undefined ? {} : { keychain }) });
    expect(await runCli(argv, fake.io)).toBe(code);
    expect(fake.err.join('\n')).toMatch(message);
  });

  it('logout with nothing stored is not an error', async () => {
    const fake = fakeIo();
    expect(await runCli(['logout'], fake.io)).toBe(0);
    expect(fake.out).toEqual(['Not signed in: nothing to revoke.']);
  });

  it('status lists every environment', async () => {
    const fake = fakeIo();
    expect(await runCli(['status'], fake.io)).toBe(0);
    expect(fake.out.map((line) => line.replace(/\s+/g, ' ').trim())).toEqual(['demo signed-out', 'sandbox signed-out', 'production signed-out']);
  });
});

describe('the help and the version', () => {
  it('no command at all is a usage error: the whole help on standard error, exit 2', async () => {
    const fake = fakeIo();
    expect(await runCli([], fake.io)).toBe(2);
    expect(fake.out).toEqual([]);
    expect(fake.err.join('\n')).toBe(USAGE);
  });

  it('help asked for is the answer: the whole help on standard output, exit 0', async () => {
    const fake = fakeIo();
    expect(await runCli(['help'], fake.io)).toBe(0);
    expect(fake.out.join('\n')).toBe(USAGE);
    expect(fake.err).toEqual([]);
  });

  it.each([[['chain', '--help']], [['help', 'chain']], [['chain', '--symbol', 'AAPL', '-h']]])('%j prints the chain command’s own help', async (argv) => {
    const fake = fakeIo();
    expect(await runCli(argv, fake.io)).toBe(0);
    const text = fake.out.join('\n');
    expect(text.split('\n')[0]).toBe('Usage: strikeboard chain --symbol SYM [--expiry YYYY-MM-DD] [--near PRICE] [--strikes N] [--weekly]');
    expect(text).toMatch(/^chain also takes \[--env \.\.\.\] \[--broker-url URL\]/m);
    expect(text).toMatch(/^Exit codes/m);
    // Only its own entry: no other command's.
    expect(text).not.toMatch(/^ {2}(login|orders|alerts|sign) /m);
    expect(text.length).toBeLessThan(USAGE.length / 2);
  });

  it('every command has its own help, starting with its own usage line', async () => {
    for (const name of [
      'login',
      'status',
      'renew',
      'logout',
      'forget',
      'chain',
      'term',
      'expiries',
      'quote',
      'accounts',
      'quota',
      'orders',
      'order',
      'positions',
      'balance',
      'alerts',
      'alert',
      'sign',
    ]) {
      const fake = fakeIo();
      expect(await runCli([name, '--help'], fake.io)).toBe(0);
      expect(fake.out.join('\n').startsWith(`Usage: strikeboard ${name} `)).toBe(true);
    }
  });

  it('--version prints the package’s version', async () => {
    const version = (JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8')) as { version: string }).version;
    const fake = fakeIo();
    expect(await runCli(['--version'], fake.io)).toBe(0);
    expect(fake.out).toEqual([`strikeboard ${version}`]);
  });
});
