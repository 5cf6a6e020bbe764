import { describe, expect, it } from 'vitest';
import { createCredentialVault } from '../../../../electron/backend/secrets/credential-vault.ts';
import { createMemorySecretStore } from '../../../../electron/backend/secrets/memory-store.ts';
import { openVault } from '../../../../electron/backend/secrets/open-vault.ts';
import { probeOsKeychain } from '../../../../electron/backend/secrets/os-keychain.ts';
import type { SecretStore } from '../../../../electron/backend/services.ts';

describe('choosing where secrets live', () => {
  it('refuses to persist when no keychain is available, and says why', () => {
    const result = openVault({ keychain: { available: false, reason: 'No DBus session' }, sessionOnly: false });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('keychain-unavailable');
      expect(result.error.message).toMatch(/session-only/);
      expect(result.error.detail).toBe('No DBus session');
    }
  });

  it('keeps secrets in memory only when the user chose session-only mode', async () => {
    const result = openVault({ keychain: { available: false, reason: 'none' }, sessionOnly: true });
    expect(result.ok && result.data.persistent).toBe(false);
    if (!result.ok) return;
    await result.data.setConsumer('demo', { key: 'k', secret: 's' });
    expect(await result.data.getConsumer('demo')).toEqual({ ok: true, data: { key: 'k', secret: 's' } });
  });

  it('uses the keychain when it works', () => {
    const result = openVault({ keychain: { available: true, store: createMemorySecretStore() }, sessionOnly: true });
    expect(result.ok && result.data.persistent).toBe(true);
  });
});

describe('keychain failures are values that never carry the secret', () => {
  const broken: SecretStore = {
    getPassword: () => Promise.reject(new Error('Secret Service: object locked')),
    setPassword: () => Promise.reject(new Error('Secret Service: object locked')),
    deletePassword: () => Promise.reject(new Error('Secret Service: object locked')),
  };
  const vault = createCredentialVault(broken, { persistent: true });

  it.each([
    ['read', () => vault.getConsumer('demo')],
    ['write', () => vault.setConsumer('demo', { key: 'KEY-123', secret: 'SECRET-456' })],
    ['delete', () => vault.deleteAccessToken('demo')],
  ])('%s', async (_name, action) => {
    const result = await action();
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('keychain-unavailable');
      expect(JSON.stringify(result.error)).not.toMatch(/KEY-123|SECRET-456/);
    }
  });
});

describe('probing the OS keychain', () => {
  const working = createMemorySecretStore();
  const never = new Promise<never>(() => {});
  const cases: { name: string; open: () => Promise<SecretStore>; reason: RegExp }[] = [
    {
      name: 'the native library does not load',
      open: () => Promise.reject(new Error('no prebuilt binary')),
      reason: /could not be loaded.*no prebuilt binary/,
    },
    {
      name: 'no Secret Service on the bus',
      open: async () => ({ ...working, setPassword: () => Promise.reject(new Error('No DBus session or Secret Service provider found')) }),
      reason: /Secret Service/,
    },
    {
      name: 'lookups work but writes are refused',
      open: async () => ({ ...working, setPassword: () => Promise.reject(new Error('no result found')) }),
      reason: /no result found/,
    },
    {
      name: 'no session D-Bus (the system’s text said in words)',
      open: async () => ({
        ...working,
        setPassword: () =>
          Promise.reject(
            new Error(
              'Platform failure: DBus error: Using X11 for dbus-daemon autolaunch was disabled at compile time, set your DBUS_SESSION_BUS_ADDRESS instead',
            ),
          ),
      }),
      reason: /^there is no session D-Bus in this shell \(DBUS_SESSION_BUS_ADDRESS is not set/,
    },
    { name: 'the store loses what it was given', open: async () => ({ ...working, getPassword: async () => null }), reason: /did not return what was stored/ },
  ];
  it.each(cases)('says unavailable when $name', async ({ open, reason }) => {
    const probe = await probeOsKeychain({ open, service: 'Strikeboard-probe-test' });
    expect(probe.available).toBe(false);
    if (!probe.available) expect(probe.reason).toMatch(reason);
  });

  it('keeps the system’s own text apart from the words, bounded, for a bug report', async () => {
    const raw = 'Platform failure: DBus error: Failed to connect to socket /run/user/1000/bus: No such file or directory';
    const probe = await probeOsKeychain({ open: async () => ({ ...working, setPassword: () => Promise.reject(new Error(raw)) }), service: 'S' });
    expect(probe).toEqual({
      available: false,
      reason: expect.stringMatching(/^the session D-Bus that DBUS_SESSION_BUS_ADDRESS names does not answer/),
      systemText: raw,
    });
  });

  it('gives up on a keychain that never answers (a locked one waiting for a prompt)', async () => {
    let fire: () => void = () => {};
    const clock = { now: () => 0, setTimeout: (fn: () => void) => ((fire = fn), () => {}) };
    const pending = probeOsKeychain({ clock, timeoutMs: 1_000, open: async () => ({ ...working, setPassword: () => never }) });
    fire();
    const probe = await pending;
    expect(probe).toEqual({ available: false, reason: 'the keychain did not answer within 1 s (locked?)' });
  });

  it('leaves no probe entry behind in a working store', async () => {
    const probe = await probeOsKeychain({ open: async () => working, service: 'S', probeId: () => 'this-probe' });
    expect(probe.available).toBe(true);
    expect(await working.getPassword('S', 'availability-probe/this-probe')).toBeNull();
  });
});
