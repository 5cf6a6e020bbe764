import Conf from 'conf';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemorySecretStore } from '../../../../electron/backend/secrets/memory-store.ts';
import type { KeychainProbe } from '../../../../electron/backend/secrets/os-keychain.ts';
import type { Authorizer, KeyValueFile } from '../../../../electron/backend/services.ts';
import { systemClock } from '../../../../electron/backend/services.ts';
import { createSessionRegistry } from '../../../../electron/backend/session/session-registry.ts';
import { openSettingsStore } from '../../../../electron/backend/settings/settings-store.ts';
import { startDemoBroker } from '../../../../demo-broker/index.ts';
import type { DemoBroker } from '../../../../demo-broker/index.ts';
import type { SessionView } from '../../../../shared/session.ts';
import { submitAuthorize, verifierFrom } from '../../../helpers/demo-broker-client.ts';
import { silentLogger } from '../../../helpers/silent-logger.ts';

let brokers: DemoBroker[] = [];
afterEach(async () => {
  await Promise.all(brokers.map((b) => b.close().catch(() => {})));
  brokers = [];
});

/** Approves on the broker's authorize page the way a person would, over HTTP. */
function formAuthorizer(broker: () => DemoBroker): Authorizer {
  return {
    async authorize({ authorizeUrl, requestToken }) {
      const key = new URL(authorizeUrl).searchParams.get('key') ?? '';
      const response = await submitAuthorize(broker(), { key, token: requestToken, decision: 'accept' });
      return { verifier: await verifierFrom(response) };
    },
  };
}

function setup(keychain: KeychainProbe = { available: true, store: createMemorySecretStore() }, authorizer?: Authorizer) {
  const dir = mkdtempSync(join(tmpdir(), 'strikeboard-sessions-'));
  const settings = openSettingsStore({
    path: join(dir, 'settings.json'),
    open: () => new Conf({ cwd: dir, configName: 'settings' }) as unknown as KeyValueFile,
    clock: systemClock,
    logger: silentLogger,
  });
  let broker: DemoBroker | undefined;
  const views: SessionView[] = [];
  const manager = createSessionRegistry({
    clock: systemClock,
    fetch: globalThis.fetch.bind(globalThis),
    nonce: () => Math.random().toString(36).slice(2),
    logger: silentLogger,
    keychain,
    authorizer: authorizer ?? formAuthorizer(() => broker!),
    settings,
    startDemo: async () => {
      broker = await startDemoBroker();
      brokers.push(broker);
      return broker;
    },
    emit: (view) => views.push(view),
  });
  return { manager, settings, views, broker: () => broker! };
}

describe('the session registry', () => {
  it('starts the demo broker on first use and signs in to the local demo', async () => {
    const s = setup();
    const before = await s.manager.view();
    expect(before.session).toMatchObject({ state: 'signed-out', environment: 'demo' });
    expect(before.setupNeeded).toBeNull();
    expect(s.manager.current()).toBeNull();
    const signedIn = await s.manager.signIn();
    expect(signedIn).toMatchObject({ ok: true, data: { session: { state: 'active' }, signIn: { phase: 'idle' } } });
    expect(s.manager.current()?.environment.oauthUrl).toBe(s.broker().url);
    expect(s.views.some((v) => v.signIn.phase === 'authorizing')).toBe(true);
    await s.manager.shutdown();
  });

  it('never pushes the consumer key or the request token: the sign-in shows the authorize page without its query', async () => {
    const s = setup();
    await s.manager.signIn();
    const consumer = s.broker().consumers.find((c) => c.kind === 'production' && c.owner === 'demo' && c.callbackUrl !== null);
    expect(consumer).toBeDefined();
    const during = s.views.filter((v) => v.signIn.authorizePage !== null);
    expect(during.length).toBeGreaterThan(0);
    expect(during[0]?.signIn.authorizePage).toBe(`${s.broker().url}/authorize`);
    const pushed = JSON.stringify(s.views);
    expect(pushed).not.toContain(consumer?.key);
    expect(pushed).not.toContain(consumer?.secret);
    expect(pushed).not.toMatch(/token=/);
    await s.manager.shutdown();
  });

  it('asks only for the consumer key before a sandbox sign-in (hosts are built in), for hosts once one is emptied; keeps the demo signed in meanwhile', async () => {
    const s = setup();
    await s.manager.signIn();
    s.settings.update({ environment: 'sandbox' });
    s.manager.settingsChanged();
    expect((await s.manager.view()).setupNeeded).toEqual({ kind: 'consumer-key', message: expect.stringMatching(/consumer key and secret/) });
    s.settings.update({ environments: { sandbox: { apiUrl: '' } } });
    s.manager.settingsChanged();
    expect((await s.manager.view()).setupNeeded).toEqual({ kind: 'hosts', message: expect.stringMatching(/Fill in the Sandbox hosts in Settings → Advanced/) });

    const url = s.broker().url;
    s.settings.update({ environments: { sandbox: { oauthUrl: url, authorizeUrl: `${url}/authorize`, apiUrl: `${url}/sandbox`, legacyUrl: url } } });
    s.manager.settingsChanged();
    expect((await s.manager.view()).setupNeeded).toEqual({ kind: 'consumer-key', message: expect.stringMatching(/consumer key and secret/) });
    expect(await s.manager.signIn()).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });

    const sandboxKey = s.broker().consumers.find((c) => c.kind === 'sandbox')!;
    const status = await s.manager.credentials.save('sandbox', sandboxKey.key, sandboxKey.secret);
    expect(status).toMatchObject({
      ok: true,
      data: { sandbox: { consumerKeyHint: `${sandboxKey.key.slice(0, 4)}…${sandboxKey.key.slice(-4)}` }, production: { consumerKeyHint: null } },
    });
    expect(JSON.stringify(status)).not.toContain(sandboxKey.secret);
    expect(await s.manager.signIn()).toMatchObject({ ok: true, data: { session: { state: 'active', sandbox: true } } });

    s.settings.update({ environment: 'demo' });
    s.manager.settingsChanged();
    expect((await s.manager.view()).session).toMatchObject({ environment: 'demo', state: 'active' });
    await s.manager.shutdown();
  });

  it('without a keychain, says so and refuses to store keys until the user picks session-only mode', async () => {
    const s = setup({ available: false, reason: 'no Secret Service on the session bus' });
    s.settings.update({
      environment: 'production',
      environments: {
        production: {
          oauthUrl: 'https://oauth.example',
          authorizeUrl: 'https://auth.example/authorize',
          apiUrl: 'https://api.example',
          legacyUrl: 'https://legacy.example',
        },
      },
    });
    const view = await s.manager.view();
    expect(view.keychain).toEqual({ available: false, reason: 'no Secret Service on the session bus', sessionOnly: false });
    expect(view.setupNeeded).toEqual({ kind: 'keychain', message: expect.stringMatching(/No system keychain/) });
    expect(await s.manager.credentials.save('production', 'key-12345678', 'secret-12345678')).toMatchObject({
      ok: false,
      error: { code: 'keychain-unavailable' },
    });

    const memoryOnly = await s.manager.useMemoryOnly();
    expect(memoryOnly.keychain.sessionOnly).toBe(true);
    expect(memoryOnly.session.persistent).toBe(false);
    expect(await s.manager.credentials.save('production', 'key-12345678', 'secret-12345678')).toMatchObject({ ok: true });
    expect((await s.manager.view()).setupNeeded).toBeNull();
  });

  it('cancels a sign-in that waits for the user; the typed code is then refused', async () => {
    const hanging: Authorizer = {
      authorize: ({ signal }) => new Promise((resolve) => signal.addEventListener('abort', () => resolve({ cancelled: true, reason: 'aborted' }))),
    };
    const s = setup(undefined, hanging);
    s.settings.update({ demo: { useCallback: false } });
    expect(s.manager.cancelSignIn()).toEqual({ cancelled: false });
    const pending = s.manager.signIn();
    await expect.poll(() => s.views.at(-1)?.signIn.phase).toBe('awaiting-code');
    expect(s.manager.cancelSignIn()).toEqual({ cancelled: true });
    expect(await pending).toMatchObject({ ok: false, error: { code: 'cancelled' } });
    expect((await s.manager.view()).session.state).toBe('signed-out');
    expect(s.manager.submitCode('ABCDE')).toMatchObject({ ok: false, error: { message: expect.stringMatching(/No sign-in is waiting/) } });
    await s.manager.shutdown();
  });
});
