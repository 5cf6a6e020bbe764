import { _electron as electron, expect, test } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { locateElectronBinary } from '../../scripts/electron-binary.js';
import { REPO_ROOT } from '../harness/paths.ts';
import { snap } from '../harness/screenshots.ts';

/**
 * The Electron binary, when it has been downloaded (it cannot be on offline machines). The same
 * lookup `npm start` makes: from the electron package's path.txt, never by requiring the package
 * (requiring it would try to download).
 */
function electronBinary(): string | null {
  const located = locateElectronBinary(join(REPO_ROOT, 'node_modules', 'electron'));
  return located.found ? located.binary : null;
}

const binary = electronBinary();
const SKIP_REASON =
  'No Electron binary: Electron downloads it on first start, and this machine cannot (offline, or ELECTRON_SKIP_BINARY_DOWNLOAD). The browser e2e suite covers the renderer and backend; run `npx install-electron` with network access to run this spec.';
if (binary === null) console.log(`electron-app.spec: skipped: ${SKIP_REASON}`);

test.describe('the real Electron app', () => {
  test.skip(binary === null, SKIP_REASON);

  test('starts on the local demo, locked down, with the contract bridge', async () => {
    const app = await electron.launch({ executablePath: binary!, args: [REPO_ROOT], cwd: REPO_ROOT, env: { ...process.env, ELECTRON_ENABLE_LOGGING: '1' } });
    try {
      const window = await app.firstWindow();
      await expect(window.getByTestId('environment-badge')).toHaveText('Local demo');
      expect(new URL(window.url()).protocol).toBe('app:');
      const info = await window.evaluate(() => (globalThis as unknown as { strikeboard: { getAppInfo(): Promise<unknown> } }).strikeboard.getAppInfo());
      expect(info).toMatchObject({ ok: true, data: { name: expect.any(String), versions: { electron: expect.any(String) } } });
      expect(await window.evaluate(() => typeof (globalThis as { require?: unknown }).require)).toBe('undefined');
      expect(await window.evaluate(() => typeof (globalThis as { process?: unknown }).process)).toBe('undefined');
      const windows = await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows().length);
      expect(windows).toBe(1);
      await snap(window, 'electron-app');
    } finally {
      await app.close();
    }
  });
});

test('the packaged entry points exist for the Electron spec to use', () => {
  expect(existsSync(join(REPO_ROOT, 'dist', 'main', 'main.js'))).toBe(true);
  expect(existsSync(join(REPO_ROOT, 'dist', 'preload', 'preload.cjs'))).toBe(true);
});
