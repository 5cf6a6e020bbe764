import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { browserCommand, openInBrowser } from '../../../cli/io/open-browser.ts';

const url = 'http://127.0.0.1:4100/authorize?key=k&token=a%2Bb';

describe('which browser launcher, if any', () => {
  it.each([
    { name: 'macOS', platform: 'darwin' as const, env: {}, expected: { command: 'open', args: [url] } },
    {
      name: 'Windows, without a shell that would split at &',
      platform: 'win32' as const,
      env: {},
      expected: { command: 'rundll32', args: ['url.dll,FileProtocolHandler', url] },
    },
    { name: 'Linux with X11', platform: 'linux' as const, env: { DISPLAY: ':0' }, expected: { command: 'xdg-open', args: [url] } },
    { name: 'Linux with Wayland', platform: 'linux' as const, env: { WAYLAND_DISPLAY: 'wayland-0' }, expected: { command: 'xdg-open', args: [url] } },
    { name: 'Linux without a display (server, container)', platform: 'linux' as const, env: {}, expected: null },
    { name: 'turned off', platform: 'darwin' as const, env: { STRIKEBOARD_NO_BROWSER: '1' }, expected: null },
  ])('$name', ({ platform, env, expected }) => {
    expect(browserCommand(url, { platform, env })).toEqual(expected);
  });

  it.each(['file:///etc/passwd', 'javascript:alert(1)', '-a Calculator', 'not a url', 'ms-settings:'])('never launches %j', (hostile) => {
    expect(browserCommand(hostile, { platform: 'darwin', env: {} })).toBeNull();
  });
});

describe('launching', () => {
  function fakeSpawn(outcome: 'spawn' | 'error') {
    const calls: unknown[][] = [];
    const spawn = ((...args: unknown[]) => {
      calls.push(args);
      const child = Object.assign(new EventEmitter(), { unref() {} });
      queueMicrotask(() => (outcome === 'spawn' ? child.emit('spawn') : child.emit('error', new Error('ENOENT'))));
      return child;
    }) as never;
    return { spawn, calls };
  }

  it('starts the launcher detached, without a shell', async () => {
    const fake = fakeSpawn('spawn');
    expect(await openInBrowser(url, { platform: 'darwin', env: {}, spawn: fake.spawn })).toBe(true);
    expect(fake.calls[0]?.[2]).toMatchObject({ shell: false, detached: true, stdio: 'ignore' });
  });

  it('answers false when the launcher is missing', async () => {
    const fake = fakeSpawn('error');
    expect(await openInBrowser(url, { platform: 'linux', env: { DISPLAY: ':0' }, spawn: fake.spawn })).toBe(false);
  });
});
