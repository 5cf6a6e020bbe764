/**
 * `status` sees the activity of `chain` and `orders`: every signed request is activity, stored in
 * the keychain before the command returns. In-process against a real demo broker on manual time
 * (one clock for the broker and the CLI), so two and a half hours pass in no time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CliIo } from '../../cli/io/cli-io.ts';
import { runCli } from '../../cli/run-cli.ts';
import { createCredentialVault } from '../../electron/backend/secrets/credential-vault.ts';
import { createMemorySecretStore } from '../../electron/backend/secrets/memory-store.ts';
import type { SecretStore } from '../../electron/backend/services.ts';
import { startDemoBroker, type DemoBroker } from '../../demo-broker/index.ts';
import { manualTime, realTimers } from '../helpers/signed-in-demo.ts';
import { approveOnAuthorizePage } from '../electron/backend/oauth/demo-authorize-page.ts';
import { fakeIo } from './fake-io.ts';

const HOUR = 3_600_000;

describe('activity of data commands reaches status', () => {
  const time = manualTime('2026-06-10T14:00:00Z');
  let broker: DemoBroker;
  beforeAll(async () => {
    broker = await startDemoBroker({ clock: time });
  });
  afterAll(() => broker.close());

  it('a chain after a login moves the stored last activity; status then reads active', async () => {
    const fake = fakeIo({ env: { STRIKEBOARD_DEMO_URL: broker.url } });
    // A keychain that takes its time to write, as a real one does: a command that returned
    // without waiting for its write would leave the old activity behind.
    const memory = createMemorySecretStore();
    const slowStore: SecretStore = {
      ...memory,
      setPassword: async (service, account, password) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        await memory.setPassword(service, account, password);
      },
    };
    const vault = createCredentialVault(slowStore, { persistent: true });
    const run = async (argv: string[]) => {
      fake.out.length = 0;
      const io: CliIo = {
        ...fake.io,
        clock: realTimers(time),
        openVault: async () => ({ ok: true, data: vault }),
        fetch: (input, init) => fetch(input, init),
        nonce: () => crypto.randomUUID(),
        readLine: async () => {
          const url = fake.out.find((line) => line.includes('/authorize?'));
          return url === undefined ? null : (await approveOnAuthorizePage(url)).verifier;
        },
      };
      return { code: await runCli(argv, io), out: fake.out.join('\n') };
    };
    const lastActivity = async () => {
      const stored = await vault.getAccessToken('demo');
      return stored.ok ? stored.data?.lastActivityAt : undefined;
    };

    const signedInAt = time.now();
    expect((await run(['login', '--env', 'demo'])).code).toBe(0);
    expect(await lastActivity()).toBe(signedInAt);

    time.advance(1.5 * HOUR);
    const chainAt = time.now();
    expect((await run(['chain', '--env', 'demo', '--underlier', 'AAPL', '--month', 'March', '--year', '2027'])).code).toBe(0);
    // Already stored when the command returns: the process may exit right after.
    expect(await lastActivity()).toBe(chainAt);

    // 2.5 h after signing in, 1 h after the chain.
    time.advance(HOUR);
    const status = await run(['status', '--env', 'demo']);
    expect(status.code).toBe(0);
    expect(status.out).toMatch(/^demo\s+active\s/m);

    time.advance(HOUR);
    expect((await run(['status', '--env', 'demo'])).out).toMatch(/^demo\s+inactive\s/m);
  });
});
