/**
 * Round trips through the REAL OS keychain (on Linux: a Secret Service such as gnome-keyring on a
 * D-Bus session). Run under `dbus-run-session` with an unlocked gnome-keyring (docs/testing.md,
 * "The private Secret Service"); where none is reachable, the suite reports itself skipped with
 * the reason.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createCredentialVault, type StoredAccessToken } from '../../../../electron/backend/secrets/credential-vault.ts';
import { probeOsKeychain } from '../../../../electron/backend/secrets/os-keychain.ts';
import { probeTestKeychain } from '../../../helpers/test-keychain.ts';
import { ENVIRONMENT_IDS } from '../../../../shared/environments.ts';

// A service name of its own, so a developer's real Strikeboard entries are never touched.
const service = `Strikeboard-test-${randomUUID()}`;
const probe = await probeTestKeychain({ service });
const skipReason = probe.available ? '' : `no OS keychain reachable: ${probe.reason}`;

describe.skipIf(!probe.available)(`OS keychain round trip${skipReason === '' ? '' : ` (skipped: ${skipReason})`}`, () => {
  const store = probe.available ? probe.store : null;
  const vault = store === null ? null : createCredentialVault(store, { persistent: true, service });

  afterAll(async () => {
    for (const id of ENVIRONMENT_IDS) {
      await vault?.deleteConsumer(id);
      await vault?.deleteAccessToken(id);
    }
  });

  const token = (id: 'demo' | 'sandbox' | 'production', value: string): StoredAccessToken => ({
    token: value,
    secret: `${value}-secret+/=`,
    environment: {
      id,
      name: id,
      oauthUrl: 'https://o.test',
      authorizeUrl: 'https://a.test/authorize',
      apiUrl: 'https://api.test',
      legacyUrl: 'https://l.test',
      sandbox: id === 'sandbox',
      credentialsInQuery: false,
      callbackUrl: null,
      api: 'v1',
    },
    issuedAt: 1,
    expiresAt: 2,
    lastActivityAt: 1,
  });

  it('stores, reads back and deletes a consumer key and secret with + / = and non-ASCII', async () => {
    if (vault === null) return;
    const consumer = { key: 'ck+/=Ünïcode', secret: 'cs+/=€"\\' };
    expect(await vault.setConsumer('sandbox', consumer)).toEqual({ ok: true, data: undefined });
    expect(await vault.getConsumer('sandbox')).toEqual({ ok: true, data: consumer });
    expect((await vault.deleteConsumer('sandbox')).ok).toBe(true);
    expect(await vault.getConsumer('sandbox')).toEqual({ ok: true, data: null });
  });

  it('keeps one entry set per environment', async () => {
    if (vault === null) return;
    await vault.setAccessToken('demo', token('demo', 'tok-demo'));
    await vault.setAccessToken('sandbox', token('sandbox', 'tok-sandbox'));
    await vault.setAccessToken('production', token('production', 'tok-production'));
    for (const id of ENVIRONMENT_IDS) {
      const read = await vault.getAccessToken(id);
      expect(read.ok && read.data?.token).toBe(`tok-${id}`);
    }
    await vault.deleteAccessToken('sandbox');
    expect(await vault.getAccessToken('sandbox')).toEqual({ ok: true, data: null });
    const demo = await vault.getAccessToken('demo');
    expect(demo.ok && demo.data?.secret).toBe('tok-demo-secret+/=');
  });

  it('treats an entry it cannot read as absent', async () => {
    if (store === null || vault === null) return;
    await store.setPassword(service, 'production/consumer', '{not json');
    expect(await vault.getConsumer('production')).toEqual({ ok: true, data: null });
    await store.setPassword(service, 'production/consumer', JSON.stringify({ key: '' }));
    expect(await vault.getConsumer('production')).toEqual({ ok: true, data: null });
  });

  it('survives a second, independent handle (what a restart or the CLI sees)', async () => {
    if (vault === null) return;
    await vault.setConsumer('demo', { key: 'persist-key', secret: 'persist-secret' });
    const again = await probeOsKeychain({ service });
    expect(again.available).toBe(true);
    if (!again.available) return;
    const other = createCredentialVault(again.store, { persistent: true, service });
    expect(await other.getConsumer('demo')).toEqual({ ok: true, data: { key: 'persist-key', secret: 'persist-secret' } });
  });
});
