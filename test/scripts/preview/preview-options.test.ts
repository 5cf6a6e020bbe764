/** The preview's flags, its settings folder per platform, and its keychain kept apart from the app's. */
import { describe, expect, it } from 'vitest';
import { createMemorySecretStore } from '../../../electron/backend/secrets/memory-store.ts';
import { previewHome } from '../../../scripts/preview/preview-home.ts';
import { previewKeychain, previewSecretStore } from '../../../scripts/preview/preview-keychain.ts';
import { parsePreviewOptions } from '../../../scripts/preview/preview-options.ts';

describe('parsePreviewOptions', () => {
  it.each([
    [[], { headless: false, screenshot: null, exitAfterLoad: false, fresh: false, help: false }],
    [
      ['--headless', '--screenshot', 'out/a.png', '--exit-after-load'],
      { headless: true, screenshot: 'out/a.png', exitAfterLoad: true, fresh: false, help: false },
    ],
    [['--fresh'], { headless: false, screenshot: null, exitAfterLoad: false, fresh: true, help: false }],
    [['--help'], { headless: false, screenshot: null, exitAfterLoad: false, fresh: false, help: true }],
  ])('%j', (argv, options) => {
    expect(parsePreviewOptions(argv)).toEqual({ ok: true, data: options });
  });

  it.each([
    [['--headles'], /Unknown option '--headles'/],
    [['--screenshot'], /argument missing/],
    [['--screenshot', 'shot.jpg'], /--screenshot must name a \.png file/],
    [['now'], /positional/],
  ])('refuses %j', (argv, message) => {
    const parsed = parsePreviewOptions(argv);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error.code).toBe('invalid-argument');
      expect(parsed.error.message).toMatch(message);
    }
  });
});

describe('previewHome', () => {
  it.each([
    ['linux', {}, '/home/ann/.config/strikeboard-preview'],
    ['linux', { XDG_CONFIG_HOME: '/cfg' }, '/cfg/strikeboard-preview'],
    ['linux', { XDG_CONFIG_HOME: '' }, '/home/ann/.config/strikeboard-preview'],
    ['freebsd', {}, '/home/ann/.config/strikeboard-preview'],
    ['darwin', { XDG_CONFIG_HOME: '/cfg' }, '/home/ann/Library/Application Support/strikeboard-preview'],
    ['win32', { APPDATA: '/roaming' }, '/roaming/strikeboard-preview'],
    ['win32', {}, '/home/ann/AppData/Roaming/strikeboard-preview'],
  ] as const)('%s %j', (platform, env, expected) => {
    expect(previewHome(platform, env, '/home/ann')).toBe(expected);
  });

  it('never shares the desktop app’s folder', () => {
    expect(previewHome('linux', {}, '/home/ann')).not.toBe('/home/ann/.config/Strikeboard');
  });
});

describe('previewKeychain', () => {
  it('keeps every entry under the service name with " (browser preview)" appended', async () => {
    const os = createMemorySecretStore();
    await os.setPassword('Strikeboard', 'demo/access-token', 'the app’s token');
    const preview = previewSecretStore(os);
    expect(await preview.getPassword('Strikeboard', 'demo/access-token')).toBeNull();
    await preview.setPassword('Strikeboard', 'demo/access-token', 'the preview’s token');
    expect(await os.getPassword('Strikeboard (browser preview)', 'demo/access-token')).toBe('the preview’s token');
    expect(await os.getPassword('Strikeboard', 'demo/access-token')).toBe('the app’s token');
    expect(await preview.deletePassword('Strikeboard', 'demo/access-token')).toBe(true);
    expect(await os.getPassword('Strikeboard', 'demo/access-token')).toBe('the app’s token');
  });

  it('passes an unavailable keychain through with its reason', () => {
    expect(previewKeychain({ available: false, reason: 'no D-Bus' })).toEqual({ available: false, reason: 'no D-Bus' });
  });
});
