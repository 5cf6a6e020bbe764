/**
 * `clipboard:write` answers with what the clipboard did: a writer that settles later (the browser
 * preview's page clipboard) is awaited, so a refused copy is reported as one.
 */
import Conf from 'conf';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createBackend, type BackendServices } from '../../../electron/backend/create-backend.ts';
import { systemClock, type KeyValueFile } from '../../../electron/backend/services.ts';
import { createMemorySecretStore } from '../../../electron/backend/secrets/memory-store.ts';
import { openSettingsStore } from '../../../electron/backend/settings/settings-store.ts';
import { silentLogger } from '../../helpers/silent-logger.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function backendWith(clipboard: BackendServices['clipboard']) {
  const dir = mkdtempSync(join(tmpdir(), 'strikeboard-clipboard-'));
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
    clipboard,
    runtime: { name: 'Strikeboard', version: '0.0.0', platform: 'linux', arch: 'x64', versions: { electron: null, chrome: null, node: '22' } },
  });
}

describe('clipboard:write', () => {
  it.each<[string, boolean | Promise<boolean>, boolean]>([
    ['wrote at once', true, true],
    ['refused at once', false, false],
    ['wrote once the write settled', Promise.resolve(true), true],
    ['refused once the write settled', Promise.resolve(false), false],
  ])('reports what the clipboard did when it %s', async (_name, answer, written) => {
    const backend = backendWith({ writeText: () => answer });
    const result = await backend.handlers['clipboard:write']('AAPL');
    expect(result.ok).toBe(written);
    if (!written) expect(result).toMatchObject({ ok: false, error: { code: 'invalid-argument', message: expect.stringMatching(/Nothing was copied/) } });
    await backend.dispose();
  });
});
