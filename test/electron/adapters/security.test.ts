import { describe, expect, it, vi } from 'vitest';
import { denyAllPermissions, guardAllWebContents } from '../../../electron/adapters/security.ts';
import type { App, Session } from 'electron';
import { FakeApp, FakeSession, fakeEvent } from '../../helpers/fake-electron.ts';

function setup(allow?: (contents: unknown, url: string) => boolean) {
  const app = new FakeApp();
  const opened: string[] = [];
  guardAllWebContents(app as unknown as App, (url) => opened.push(url), allow ? { allowNavigation: allow } : {});
  return { app, opened, contents: app.createContents() };
}

describe('the global webContents guard', () => {
  it('lets our page navigate within app://strikeboard', () => {
    const { contents } = setup();
    expect(contents.navigate('will-navigate', 'app://strikeboard/index.html#orders')).toBe(false);
  });

  it.each([
    'https://evil.example/phish',
    'http://127.0.0.1:8080/',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'app://strikeboard.evil/',
    'data:text/html,hi',
  ])('blocks navigation and redirects to %s', (url) => {
    const { contents } = setup();
    expect(contents.navigate('will-navigate', url)).toBe(true);
    expect(contents.navigate('will-redirect', url)).toBe(true);
  });

  it('blocks frame navigations away from our origin and all sub-frames', () => {
    const { contents } = setup();
    const away = fakeEvent({ url: 'https://evil.example/', isMainFrame: true });
    contents.emit('will-frame-navigate', away);
    expect(away.defaultPrevented).toBe(true);
    const sub = fakeEvent({ url: 'app://strikeboard/index.html', isMainFrame: false });
    contents.emit('will-frame-navigate', sub);
    expect(sub.defaultPrevented).toBe(true);
  });

  it('refuses every <webview>', () => {
    const { contents } = setup();
    const event = fakeEvent();
    contents.emit('will-attach-webview', event, {}, {});
    expect(event.defaultPrevented).toBe(true);
  });

  it('denies every window.open and sends web links to the browser gate only', () => {
    const { contents, opened } = setup();
    expect(contents.windowOpenHandler?.({ url: 'https://docs.example/help' })).toEqual({ action: 'deny' });
    expect(contents.windowOpenHandler?.({ url: 'file:///etc/passwd' })).toEqual({ action: 'deny' });
    expect(contents.windowOpenHandler?.({ url: 'app://strikeboard/index.html' })).toEqual({ action: 'deny' });
    expect(opened).toEqual(['https://docs.example/help']);
  });

  it('lets a sign-in window browse web pages when the caller allows it, nothing else', () => {
    const allow = vi.fn((_c: unknown, url: string) => url.startsWith('https://'));
    const { contents } = setup(allow);
    expect(contents.navigate('will-navigate', 'https://login.broker.example/')).toBe(false);
    expect(contents.navigate('will-navigate', 'file:///etc/passwd')).toBe(true);
  });
});

describe('permissions', () => {
  it('are all denied, asked or checked', () => {
    const session = new FakeSession();
    denyAllPermissions(session as unknown as Session);
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'clipboard-sanitized-write', 'openExternal', 'fullscreen']) {
      const callback = vi.fn();
      session.permissionRequest?.({}, permission, callback, { requestingUrl: 'app://strikeboard/index.html' });
      expect(callback).toHaveBeenCalledWith(false);
      expect(session.permissionCheck?.({}, permission, 'app://strikeboard', {})).toBe(false);
    }
    expect(session.permissionCheck?.({}, 'media')).toBe(false);
    expect(session.deviceCheck?.({})).toBe(false);
  });
});
