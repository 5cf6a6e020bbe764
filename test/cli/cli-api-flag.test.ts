/**
 * `--api v1|legacy`: parsed on login and on every data command, overriding the environment's
 * generation; without it the environment decides (built-ins and the demo: the current API).
 */
import { describe, expect, it } from 'vitest';
import { commandGeneration, loginEnvironment, withGeneration } from '../../cli/session/cli-environment.ts';
import { parseCommand, USAGE } from '../../cli/flags/parse-command.ts';
import { BUILT_IN_HOSTS } from '../../shared/environments.ts';
import { fakeIo } from './fake-io.ts';

const chain = ['chain', '--underlier', 'AAPL', '--month', '1', '--year', '2026'];
const files = {
  'legacy.json': JSON.stringify({ sandbox: false, api: 'legacy', legacyUrl: 'https://legacy-proxy.example.com' }),
  'plain.json': JSON.stringify({ sandbox: true }),
  'bad.json': JSON.stringify({ sandbox: true, api: 'v2' }),
};

describe('--api', () => {
  it.each([
    [[...chain, '--api', 'legacy'], 'legacy'],
    [[...chain, '--api', 'v1', '--input', 'chain.json'], 'v1'],
    [['orders', '--account', '83405188', '--api', 'v1'], 'v1'],
    [['login', '--env', 'sandbox', '--api', 'legacy'], 'legacy'],
    [chain, undefined],
  ])('%j parses to api %s', (argv, api) => {
    const parsed = parseCommand(argv);
    expect(parsed.ok && 'api' in parsed.data && parsed.data.api).toBe(api ?? undefined);
  });

  it.each([[[...chain, '--api', 'v2']], [['orders', '--account', '1', '--api', 'LEGACY']], [['login', '--api', '']]])(
    'refuses %j naming the choices',
    (argv) => {
      const parsed = parseCommand(argv);
      expect(!parsed.ok && parsed.error.message).toMatch(/--api must be v1 \(the current API\) or legacy/);
    },
  );

  it('is listed in the help, for login and the data commands', () => {
    expect(USAGE.match(/\[--api v1\|legacy\]/g)).toHaveLength(2);
    expect(USAGE).toMatch(/optional api "v1"\|"legacy" \(v1 when absent\)/);
  });
});

describe('the generation a command works in', () => {
  it('built-in sandbox and production: the platform hosts on the current API, or legacy when asked', async () => {
    const { io } = fakeIo();
    expect(await loginEnvironment('production', undefined, io)).toMatchObject({
      ok: true,
      data: { id: 'production', api: 'v1', ...BUILT_IN_HOSTS.production },
    });
    expect(await loginEnvironment('sandbox', undefined, io, 'legacy')).toMatchObject({
      ok: true,
      data: { id: 'sandbox', api: 'legacy', ...BUILT_IN_HOSTS.sandbox },
    });
  });

  it('the demo: the current API unless --api says legacy', async () => {
    const { io } = fakeIo({ env: { STRIKEBOARD_DEMO_URL: 'http://127.0.0.1:4100' } });
    expect(await loginEnvironment('demo', undefined, io)).toMatchObject({ ok: true, data: { id: 'demo', api: 'v1' } });
    expect(await loginEnvironment('demo', undefined, io, 'legacy')).toMatchObject({ ok: true, data: { id: 'demo', api: 'legacy' } });
  });

  it('an environment file: its own api, built-in hosts where it names none', async () => {
    const { io } = fakeIo({ files });
    expect(await loginEnvironment('legacy.json', undefined, io)).toMatchObject({
      ok: true,
      data: { api: 'legacy', legacyUrl: 'https://legacy-proxy.example.com', oauthUrl: BUILT_IN_HOSTS.production.oauthUrl },
    });
    expect(await loginEnvironment('plain.json', undefined, io)).toMatchObject({ ok: true, data: { api: 'v1', ...BUILT_IN_HOSTS.sandbox } });
    expect(await loginEnvironment('bad.json', undefined, io)).toMatchObject({ ok: false, error: { message: /api must be "v1" or "legacy"/ } });
  });

  it('offline (--input): the flag, else the --env file, else the current API', async () => {
    const { io } = fakeIo({ files });
    expect(await commandGeneration({ env: undefined, api: undefined }, io)).toEqual({ ok: true, data: 'v1' });
    expect(await commandGeneration({ env: 'sandbox', api: undefined }, io)).toEqual({ ok: true, data: 'v1' });
    expect(await commandGeneration({ env: 'legacy.json', api: undefined }, io)).toEqual({ ok: true, data: 'legacy' });
    expect(await commandGeneration({ env: 'legacy.json', api: 'v1' }, io)).toEqual({ ok: true, data: 'v1' });
    expect(await commandGeneration({ env: 'missing.json', api: undefined }, io)).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
  });

  it('online: --api overrides the stored session environment, and only when it differs', async () => {
    const { io } = fakeIo();
    const stored = await loginEnvironment('production', undefined, io);
    if (!stored.ok) throw new Error(stored.error.message);
    expect(withGeneration(stored.data, 'legacy')).toEqual({ ...stored.data, api: 'legacy' });
    expect(withGeneration(stored.data, undefined)).toBe(stored.data);
    expect(withGeneration(stored.data, 'v1')).toBe(stored.data);
  });
});
