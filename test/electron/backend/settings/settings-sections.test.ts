/**
 * Settings changes by section: a listener runs only when its own section changed (compared by
 * value), a throwing one does not stop the others; and through the real backend, saving the last
 * chain query (the chain view does it on every query) wakes neither the sessions (no session view
 * pushed, no timers re-armed) nor the quota push, while keep-alive and the budgets still do.
 */
import Conf from 'conf';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createBackend } from '../../../../electron/backend/create-backend.ts';
import type { KeyValueFile } from '../../../../electron/backend/services.ts';
import { createMemorySecretStore } from '../../../../electron/backend/secrets/memory-store.ts';
import { createSettingsSections } from '../../../../electron/backend/settings/settings-sections.ts';
import { openSettingsStore } from '../../../../electron/backend/settings/settings-store.ts';
import { DEFAULT_USER_SETTINGS } from '../../../../shared/settings.ts';
import { silentLogger } from '../../../helpers/silent-logger.ts';
import { createFakeClock, settle } from '../session/fake-clock.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the sections hub', () => {
  it('runs a listener only when what it selects changed, by value', () => {
    const errors: unknown[] = [];
    const sections = createSettingsSections((error) => errors.push(error));
    const heard: string[] = [];
    sections.on(
      (values) => values.chainView.refreshSeconds,
      () => heard.push('chain'),
    );
    sections.on(
      (values) => values.session,
      () => {
        throw new Error('listener bug');
      },
    );
    sections.on(
      (values) => [values.quota, values.environment],
      () => heard.push('quota'),
    );
    const before = DEFAULT_USER_SETTINGS;
    // A copy with the same values is no change.
    sections.changed(before, structuredClone(before));
    sections.changed(before, {
      ...before,
      chainView: { ...before.chainView, lastQuery: { underlier: 'AAPL', month: 1, year: 2027, chainType: 'CALL', includeAdjusted: false } },
    });
    expect(heard).toEqual([]);
    sections.changed(before, { ...before, environment: 'sandbox', session: { keepAlive: !before.session.keepAlive } });
    expect(heard).toEqual(['quota']);
    expect(errors).toHaveLength(1);
    const off = sections.on(
      (values) => values.theme,
      () => heard.push('theme'),
    );
    off();
    sections.changed(before, { ...before, theme: 'dark', chainView: { ...before.chainView, refreshSeconds: 9 } });
    expect(heard).toEqual(['quota', 'chain']);
  });
});

describe('through the backend', () => {
  function backend() {
    const dir = mkdtempSync(join(tmpdir(), 'strikeboard-sections-'));
    dirs.push(dir);
    const clock = createFakeClock(Date.parse('2026-06-10T15:00:00Z'));
    const b = createBackend({
      clock,
      fetch: () => Promise.reject(new Error('no network in this test')),
      nonce: () => 'nonce',
      keychain: { available: true, store: createMemorySecretStore() },
      settings: openSettingsStore({
        path: join(dir, 'settings.json'),
        open: () => new Conf({ cwd: dir, configName: 'settings' }) as unknown as KeyValueFile,
        clock,
        logger: silentLogger,
      }),
      notifier: { notify() {} },
      authorizer: { authorize: () => Promise.reject(new Error('no sign-in in this test')) },
      logger: silentLogger,
      startDemo: () => Promise.reject(new Error('no demo in this test')),
      clipboard: { writeText: () => true },
      runtime: { name: 'Strikeboard', version: '0.0.0', platform: 'linux', arch: 'x64', versions: { electron: null, chrome: null, node: '22' } },
    });
    // Production without a key: its view says what to set up (the demo would start a broker).
    b.handlers['settings:update']({ environment: 'production' });
    const heard: string[] = [];
    b.events.on('session:changed', () => heard.push('session'));
    b.events.on('quota:changed', () => heard.push('quota'));
    b.events.on('settings:changed', () => heard.push('settings'));
    return { b, clock, heard };
  }

  it('saving the last chain query is pushed as settings, and wakes no other part', async () => {
    const { b, clock, heard } = backend();
    await b.handlers['session:get'](undefined);
    await clock.advance(5_000);
    heard.length = 0;
    await b.handlers['settings:update']({ chainView: { lastQuery: { underlier: 'AAPL', month: 1, year: 2027, chainType: 'CALL', includeAdjusted: false } } });
    await b.handlers['settings:update']({ chainView: { recentSymbols: ['AAPL', 'SPX'] } });
    await clock.advance(5_000);
    await settle();
    expect(heard).toEqual(['settings', 'settings']);
    await b.dispose();
  });

  it('keep-alive reaches the sessions, and a budget the quota push', async () => {
    const { b, clock, heard } = backend();
    await b.handlers['session:get'](undefined);
    await clock.advance(5_000);
    heard.length = 0;
    await b.handlers['settings:update']({ session: { keepAlive: !DEFAULT_USER_SETTINGS.session.keepAlive } });
    await clock.advance(5_000);
    expect(heard).toEqual(['settings', 'session']);
    heard.length = 0;
    await b.handlers['settings:update']({ quota: { markets: 50_000 } });
    expect(heard).toEqual(['settings', 'quota']);
    await b.dispose();
  });
});
