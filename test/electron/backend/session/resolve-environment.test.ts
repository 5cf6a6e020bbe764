import { describe, expect, it } from 'vitest';
import { createCredentialVault } from '../../../../electron/backend/secrets/credential-vault.ts';
import { createMemorySecretStore } from '../../../../electron/backend/secrets/memory-store.ts';
import type { DemoBrokerHandle } from '../../../../electron/backend/services.ts';
import { resolveEnvironment } from '../../../../electron/backend/session/resolve-environment.ts';
import { ok } from '../../../../shared/result.ts';
import { applySettingsPatch, DEFAULT_USER_SETTINGS, type SettingsPatch } from '../../../../shared/settings.ts';

const demo: DemoBrokerHandle = {
  url: 'http://127.0.0.1:4100',
  consumers: [
    { key: 'k-oob', secret: 's', kind: 'production', callbackUrl: null, owner: 'demo' },
    { key: 'k-cb', secret: 's', kind: 'production', callbackUrl: 'http://127.0.0.1/cb', owner: 'demo' },
  ],
  close: async () => {},
};

async function resolve(id: 'demo' | 'sandbox' | 'production', patch: SettingsPatch = {}) {
  const vault = createCredentialVault(createMemorySecretStore(), { persistent: false });
  await vault.setConsumer('sandbox', { key: 'user-key', secret: 'user-secret' });
  await vault.setConsumer('production', { key: 'user-key', secret: 'user-secret' });
  return resolveEnvironment(id, { settings: applySettingsPatch(DEFAULT_USER_SETTINGS, patch), vault: ok(vault), demo: async () => demo });
}

describe('resolving an environment carries its API generation', () => {
  it('the demo: the current API by default, legacy when chosen', async () => {
    expect(await resolve('demo')).toMatchObject({ ok: true, data: { environment: { id: 'demo', api: 'v1', oauthUrl: demo.url } } });
    expect(await resolve('demo', { demo: { api: 'legacy' } })).toMatchObject({ ok: true, data: { environment: { api: 'legacy' } } });
  });

  it.each(['sandbox', 'production'] as const)('%s: the built-in hosts and the current API with nothing but a stored key', async (id) => {
    const resolved = await resolve(id);
    expect(resolved).toMatchObject({
      ok: true,
      data: { environment: { id, sandbox: id === 'sandbox', ...DEFAULT_USER_SETTINGS.environments[id] }, consumer: undefined },
    });
  });

  it('a legacy choice in settings reaches the environment; its emptied host is named with the generation', async () => {
    expect(await resolve('production', { environments: { production: { api: 'legacy' } } })).toMatchObject({
      ok: true,
      data: { environment: { api: 'legacy' } },
    });
    const emptied = await resolve('production', { environments: { production: { api: 'legacy', legacyUrl: '' } } });
    expect(emptied).toMatchObject({
      ok: false,
      setup: 'hosts',
      error: { detail: 'legacyUrl is empty (the legacy API needs oauthUrl, authorizeUrl and legacyUrl)' },
    });
    // The same emptied host does not matter to the current API, which never calls it.
    expect(await resolve('production', { environments: { production: { legacyUrl: '' } } })).toMatchObject({
      ok: true,
      data: { environment: { api: 'v1', legacyUrl: '' } },
    });
  });
});
