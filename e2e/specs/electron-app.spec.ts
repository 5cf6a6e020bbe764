import { _electron as electron, expect, test } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../harness/paths.ts';
import { snap } from '../harness/screenshots.ts';

/**
 * The Electron binary, when `npm install` could download it (it cannot on offline machines).
 * Read from the electron package's path.txt: requiring the package would try to download.
 */
function electronBinary(): string | null {
  const pkg = join(REPO_ROOT, 'node_modules', 'electron');
  const pathFile = join(pkg, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const relative = readFileSync(pathFile, 'utf8').trim();
  const dist = process.env['ELECTRON_OVERRIDE_DIST_PATH'] ?? join(pkg, 'dist');
  const binary = join(dist, relative);
  return existsSync(binary) ? binary : null;
}

const binary = electronBinary();
const SKIP_REASON =
  'No Electron binary: it was installed with ELECTRON_SKIP_BINARY_DOWNLOAD=1 (offline machine). The browser e2e suite covers the renderer and backend; run `npm install` with network access to run this spec.';
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
