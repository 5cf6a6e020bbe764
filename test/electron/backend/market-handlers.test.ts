/**
 * The IPC handlers the v1 client work answers (chain:expiries, quotes:get, quota:get,
 * chain:watch, chain:unwatch) through the real backend: signed out they say so, the quota meter
 * is read from and pushed after a settings change, and the settings carry the quota block and the
 * chain refresh interval with their bounds.
 */
import Conf from 'conf';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createBackend } from '../../../electron/backend/create-backend.ts';
import { systemClock, type KeyValueFile } from '../../../electron/backend/services.ts';
import { createMemorySecretStore } from '../../../electron/backend/secrets/memory-store.ts';
import { openSettingsStore } from '../../../electron/backend/settings/settings-store.ts';
import type { QuotaSnapshot } from '../../../shared/domain/quota.ts';
import { DEFAULT_USER_SETTINGS, settingsPatchSchema, userSettingsSchema } from '../../../shared/settings.ts';
import { silentLogger } from '../../helpers/silent-logger.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function backend() {
  const dir = mkdtempSync(join(tmpdir(), 'strikeboard-market-'));
  dirs.push(dir);
  return createBackend({
    clock: systemClock,
    fetch: () => Promise.reject(new Error('no network in this test')),
    nonce: () => 'nonce',
    keychain: { available: true, store: createMemorySecretStore() },
    settings: openSettingsStore({
      path: join(dir, 'settings.json'),
      open: () => new Conf({ cwd: dir, configName: 'settings' }) as unknown as KeyValueFile,
      clock: systemClock,
      logger: silentLogger,
    }),
    notifier: { notify() {} },
    authorizer: { authorize: () => Promise.reject(new Error('no sign-in in this test')) },
    logger: silentLogger,
    startDemo: () => Promise.reject(new Error('no demo in this test')),
    clipboard: { writeText: () => true },
    runtime: { name: 'Strikeboard', version: '0.0.0', platform: 'linux', arch: 'x64', versions: { electron: null, chrome: null, node: '22' } },
  });
}

const query = { underlier: 'AAPL', month: 1, year: 2027, chainType: 'CALLPUT' as const, includeAdjusted: false };

describe('market handlers', () => {
  it('signed out: expiries, quotes and the live refresh answer not-signed-in; unwatch is harmless', async () => {
    const b = backend();
    expect(await b.handlers['chain:expiries']({ symbol: 'AAPL' })).toMatchObject({ ok: false, error: { code: 'not-signed-in' } });
    expect(await b.handlers['quotes:get']({ symbols: ['AAPL'] })).toMatchObject({ ok: false, error: { code: 'not-signed-in' } });
    expect(await b.handlers['chain:watch']({ query, centreStrike: null, strikesInView: 20, visible: true })).toMatchObject({
      ok: false,
      error: { code: 'not-signed-in' },
    });
    expect(await b.handlers['chain:unwatch'](undefined)).toEqual({ ok: true, data: { watching: false } });
    await b.dispose();
  });

  it('quota:get reads the meter with the settings limits; a changed limit is pushed as quota:changed', async () => {
    const b = backend();
    const pushed: QuotaSnapshot[] = [];
    b.events.on('quota:changed', (snapshot) => pushed.push(snapshot));
    const first = await b.handlers['quota:get'](undefined);
    expect(first.ok && first.data.modules.markets).toMatchObject({ used: 0, limit: 140_000, level: 'ok', freesAt: null, blockedUntil: null });
    await b.handlers['settings:update']({ quota: { markets: 50_000 } });
    expect(pushed.at(-1)?.modules.markets.limit).toBe(50_000);
    const second = await b.handlers['quota:get'](undefined);
    expect(second.ok && second.data.modules.markets.limit).toBe(50_000);
    await b.dispose();
  });
});

describe('settings', () => {
  it('defaults: the support-reported budgets and a 5 s chain refresh', () => {
    expect(DEFAULT_USER_SETTINGS.quota).toEqual({ accounts: 35_600, markets: 140_000, orders: 17_800, users: 35_600 });
    expect(DEFAULT_USER_SETTINGS.chainView.refreshSeconds).toBe(5);
  });

  it('a bad value in the file loses only that value', () => {
    const repaired = userSettingsSchema.parse({ quota: { accounts: -3, markets: 1_000 }, chainView: { refreshSeconds: 1 } });
    expect(repaired.quota).toEqual({ accounts: 35_600, markets: 1_000, orders: 17_800, users: 35_600 });
    expect(repaired.chainView.refreshSeconds).toBe(5);
  });

  it.each([
    [{ quota: { markets: 0 } }, false],
    [{ quota: { markets: 2.5 } }, false],
    [{ quota: { quotes: 10 } }, false],
    [{ quota: { orders: 5_000 } }, true],
    [{ chainView: { refreshSeconds: 1 } }, false],
    [{ chainView: { refreshSeconds: 301 } }, false],
    [{ chainView: { refreshSeconds: 2 } }, true],
  ])('patch %j accepted: %s', (patch, accepted) => {
    expect(settingsPatchSchema.safeParse(patch).success).toBe(accepted);
  });
});
