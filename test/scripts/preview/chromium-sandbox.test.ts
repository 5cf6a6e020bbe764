/**
 * The preview keeps Chromium's sandbox wherever the platform allows it (it always ran
 * with --no-sandbox while showing the provider's sign-in page); as root on Linux, where Chromium
 * refuses to start sandboxed, it says so in one line.
 */
import { describe, expect, it } from 'vitest';
import { chromiumSandbox, sandboxFailure } from '../../../scripts/preview/chromium-sandbox.ts';

describe('the preview’s Chromium sandbox', () => {
  it.each([
    ['linux', 1000],
    ['linux', 501],
    ['darwin', 501],
    ['win32', undefined],
    ['darwin', 0],
  ] as const)('%s, user %s: sandboxed, no --no-sandbox, nothing to say', (platform, uid) => {
    const choice = chromiumSandbox(platform, uid);
    expect(choice.sandbox).toBe(true);
    expect(choice.args).not.toContain('--no-sandbox');
    expect(choice.note).toBeNull();
  });

  it('linux as root: no sandbox, and one line that says why and how to keep it', () => {
    const choice = chromiumSandbox('linux', 0);
    expect(choice.sandbox).toBe(false);
    expect(choice.args).toContain('--no-sandbox');
    expect(choice.note).toMatch(/^preview: running as root, .*sandbox is off.*normal user/);
    expect(choice.note?.split('\n')).toHaveLength(1);
  });

  it('keeps the other quiet-network flags either way', () => {
    for (const choice of [chromiumSandbox('linux', 1000), chromiumSandbox('linux', 0)])
      expect(choice.args).toEqual(expect.arrayContaining(['--disable-background-networking', '--disable-sync']));
  });

  it('says in one line when a sandboxed launch finds no sandbox; other failures are not its business', () => {
    const line = sandboxFailure(new Error('browserType.launch: ... [FATAL:zygote_host_impl_linux.cc] No usable sandbox! Update your kernel ...'));
    expect(line).toMatch(/^Chromium could not start its sandbox here/);
    expect(line?.split('\n')).toHaveLength(1);
    expect(sandboxFailure(new Error('[FATAL] Running as root without --no-sandbox is not supported. See https://crbug.com/638180.'))).toBe(line);
    expect(sandboxFailure(new Error('Executable does not exist at /nowhere'))).toBeNull();
    expect(sandboxFailure(new Error('Missing X server or $DISPLAY (args: --disable-gpu --sandbox-thing)'))).toBeNull();
  });
});
