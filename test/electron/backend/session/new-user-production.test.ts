/**
 * A new user with a real consumer key: a fresh first run, Production chosen, the key and secret
 * pasted, sign in, accounts listed. Nothing else is typed. The demo broker plays Production: the
 * only departure from a real first run is that Production's built-in hosts are overridden to the
 * broker's loopback address (what Settings → Advanced would do), before the user does anything.
 * Everything goes through the backend's IPC handlers, the calls the renderer makes.
 */
import Conf from 'conf';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '../../../../electron/backend/create-backend.ts';
import { createMemorySecretStore } from '../../../../electron/backend/secrets/memory-store.ts';
import type { Authorizer, KeyValueFile } from '../../../../electron/backend/services.ts';
import { systemClock } from '../../../../electron/backend/services.ts';
import { openSettingsStore } from '../../../../electron/backend/settings/settings-store.ts';
import { startDemoBroker, type DemoBroker } from '../../../../demo-broker/index.ts';
import { HOST_FIELDS } from '../../../../shared/environments.ts';
import { DEFAULT_ENVIRONMENT_SETTINGS } from '../../../../shared/settings.ts';
import { submitAuthorize, verifierFrom } from '../../../helpers/demo-broker-client.ts';
import { silentLogger } from '../../../helpers/silent-logger.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The person approving on the authorize page (user demo/demo), over HTTP. */
function approvingPerson(broker: DemoBroker): Authorizer {
  return {
    async authorize({ authorizeUrl, requestToken }) {
      const key = new URL(authorizeUrl).searchParams.get('key') ?? '';
      return { verifier: await verifierFrom(await submitAuthorize(broker, { key, token: requestToken, decision: 'accept' })) };
    },
  };
}

async function firstRun(): Promise<{ backend: Backend; broker: DemoBroker; settings: ReturnType<typeof openSettingsStore> }> {
  const broker = await startDemoBroker();
  const dir = mkdtempSync(join(tmpdir(), 'strikeboard-new-user-'));
  const settings = openSettingsStore({
    path: join(dir, 'settings.json'),
    open: () => new Conf({ cwd: dir, configName: 'settings' }) as unknown as KeyValueFile,
    clock: systemClock,
    logger: silentLogger,
  });
  const backend = createBackend({
    clock: systemClock,
    fetch: globalThis.fetch.bind(globalThis),
    nonce: () => Math.random().toString(36).slice(2),
    keychain: { available: true, store: createMemorySecretStore() },
    settings,
    notifier: { notify() {} },
    authorizer: approvingPerson(broker),
    logger: silentLogger,
    startDemo: async () => broker,
    clipboard: { writeText: () => true },
    runtime: {
      name: 'Strikeboard',
      version: '0.0.0-test',
      platform: process.platform,
      arch: process.arch,
      versions: { electron: null, chrome: null, node: process.versions.node },
    },
  });
  cleanups.push(async () => {
    await backend.dispose();
    await broker.close().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  });
  return { backend, broker, settings };
}

describe('a new user with a real consumer key', () => {
  it('types only the key and secret: signs in to Production and lists the accounts', async () => {
    const { backend, broker, settings } = await firstRun();
    const h = backend.handlers;

    // What a new user starts with: the platform's hosts and the current API, nothing to fill in.
    expect(settings.snapshot().values.environments.production).toEqual(DEFAULT_ENVIRONMENT_SETTINGS.production);
    expect(settings.snapshot().values.environments.production.api).toBe('v1');

    // The host override (test scaffolding, not the user): Production's hosts are the demo broker's.
    const override = { oauthUrl: broker.url, authorizeUrl: `${broker.url}/authorize`, apiUrl: broker.url, legacyUrl: broker.url };
    settings.update({ environments: { production: override } });
    const production = settings.snapshot().values.environments.production;
    expect({ ...production, ...Object.fromEntries(HOST_FIELDS.map((f) => [f, DEFAULT_ENVIRONMENT_SETTINGS.production[f]])) }).toEqual(
      DEFAULT_ENVIRONMENT_SETTINGS.production,
    );

    // The user: chooses Production on the first-run screen…
    expect(await h['settings:update']({ environment: 'production', onboarded: true })).toMatchObject({ ok: true });
    // …is asked for the consumer key and secret, and for nothing else…
    expect(await h['session:get'](undefined)).toMatchObject({
      ok: true,
      data: { session: { environment: 'production', state: 'signed-out' }, setupNeeded: { kind: 'consumer-key' } },
    });
    // …pastes them (the demo broker's production key stands in for the user's own)…
    const key = broker.consumers.find((c) => c.kind === 'production' && c.owner === 'demo' && c.callbackUrl === null);
    if (key === undefined) throw new Error('the demo broker offers no production key without callback');
    expect(await h['credentials:save']({ environment: 'production', consumerKey: key.key, consumerSecret: key.secret })).toMatchObject({ ok: true });
    expect(await h['session:get'](undefined)).toMatchObject({ ok: true, data: { setupNeeded: null } });

    // …signs in on the provider's page…
    expect(await h['auth:signIn'](undefined)).toMatchObject({ ok: true, data: { session: { environment: 'production', state: 'active', sandbox: false } } });

    // …and sees the accounts.
    const accounts = await h['accounts:list'](undefined);
    expect(accounts.ok).toBe(true);
    if (accounts.ok) {
      expect(accounts.data.length).toBeGreaterThan(0);
      for (const account of accounts.data) expect(account.accountId).toMatch(/^\d+$/);
    }

    // The calls the user made are the ones above: no host, generation or format was typed.
    expect(settings.snapshot().values.environments.production).toEqual({ ...DEFAULT_ENVIRONMENT_SETTINGS.production, ...override });
  });
});
