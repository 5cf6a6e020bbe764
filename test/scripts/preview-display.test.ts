/**
 * `npm run preview` where no window can open (a server, an SSH login, a container): the launcher
 * says in one paragraph to add --headless, instead of Chromium's "headed browser without an
 * XServer" box and its escape codes.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { displayProblem } from '../../scripts/preview-display.js';
import { launcherEnv } from '../helpers/fake-toolchain-node.ts';

describe('displayProblem', () => {
  it.each([
    { case: 'Linux without a display', headless: false, platform: 'linux', env: {}, refused: true },
    { case: 'FreeBSD without a display', headless: false, platform: 'freebsd', env: {}, refused: true },
    { case: 'an empty DISPLAY', headless: false, platform: 'linux', env: { DISPLAY: '' }, refused: true },
    { case: 'X', headless: false, platform: 'linux', env: { DISPLAY: ':0' }, refused: false },
    { case: 'Wayland', headless: false, platform: 'linux', env: { WAYLAND_DISPLAY: 'wayland-0' }, refused: false },
    { case: '--headless', headless: true, platform: 'linux', env: {}, refused: false },
    { case: 'macOS', headless: false, platform: 'darwin', env: {}, refused: false },
    { case: 'Windows', headless: false, platform: 'win32', env: {}, refused: false },
  ])('$case: refused $refused', ({ headless, platform, env, refused }) => {
    expect(displayProblem(headless, platform, env) !== null).toBe(refused);
  });

  it('says why, and the command that works here, in one paragraph', () => {
    const text = displayProblem(false, 'linux', {}) ?? '';
    expect(text).not.toContain('\n');
    expect(text).toMatch(/^preview: there is no display here \(\$DISPLAY and \$WAYLAND_DISPLAY are not set\), so no browser window can open\./);
    expect(text).toContain('`npm run preview -- --headless --fresh --screenshot shot.png --exit-after-load`');
  });
});

describe.skipIf(process.platform === 'darwin' || process.platform === 'win32')('npm run preview without a display', () => {
  it('prints the paragraph and exits 2 before building or starting anything, with no escape codes', () => {
    const root = join(import.meta.dirname, '..', '..');
    const launcher = /^node (\S+\.js)$/.exec(
      (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts['preview'] ?? '',
    )?.[1];
    const env = launcherEnv(join(root, 'test-results', 'no-tools'));
    delete env['DISPLAY'];
    delete env['WAYLAND_DISPLAY'];
    const result = spawnSync(process.execPath, [join(root, launcher ?? 'missing'), '--fresh', '--exit-after-load'], {
      cwd: root,
      encoding: 'utf8',
      env,
      timeout: 110_000,
    });
    expect(result.stderr).toBe(`${displayProblem(false, 'linux', {})}\n`);
    expect(result.status).toBe(2);
    // Nothing was built or started: the preview says so on stdout when it does.
    expect(result.stdout).toBe('');
    expect(result.stderr).not.toContain('XServer');
    expect(result.stderr).not.toContain('\u001b');
  }, 120_000);
});
