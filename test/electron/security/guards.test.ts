import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { isAppUrl } from '../../../electron/security/app-origin.ts';
import { resolveAppAsset } from '../../../electron/security/app-protocol.ts';
import { openExternalSafely, safeExternalUrl } from '../../../electron/security/external-links.ts';
import { decideNavigation, decideWindowOpen, isTrustedSender, replacesPage } from '../../../electron/security/navigation.ts';

const hostileUrls = [
  'file:///etc/passwd',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox',
  'chrome://settings',
  'devtools://devtools/bundled/inspector.html',
  'smb://attacker/share',
  'ms-msdt:/id PCWDiagnostic',
  'app://strikeboard.evil.example/index.html',
  'app://evil/index.html',
  'http://user:pass@example.com/',
  '//example.com/',
  'not a url',
  '',
];

describe('the app origin check', () => {
  it.each(['app://strikeboard/index.html', 'app://strikeboard/', 'app://strikeboard/assets/a.js?x=1#y'])('accepts our page %s', (url) =>
    expect(isAppUrl(url)).toBe(true),
  );
  it.each([...hostileUrls, 'https://app://strikeboard', 'app://strikeboard:8080/', 'app://u@strikeboard/', 'https://strikeboard/'])('refuses %s', (url) =>
    expect(isAppUrl(url)).toBe(false),
  );
});

describe('oversized input', () => {
  it('is refused by every check without parsing megabytes', () => {
    const huge = `https://example.com/${'x'.repeat(9000)}`;
    expect(isAppUrl(huge)).toBe(false);
    expect(safeExternalUrl(huge)).toBeNull();
    expect(decideWindowOpen(huge)).toEqual({ action: 'deny' });
  });
});

describe('navigation guards', () => {
  it('lets the app move within its own origin', () => {
    expect(decideNavigation('app://strikeboard/index.html#/orders')).toEqual({ action: 'allow' });
  });
  it.each([...hostileUrls, 'https://example.com/', 'http://127.0.0.1:1234/authorize'])('blocks navigation and redirects to %s', (url) =>
    expect(decideNavigation(url)).toEqual({ action: 'deny' }),
  );
  it('tells a reload of our page from a move within it, a sub-frame and a blocked target', () => {
    const page = { isMainFrame: true, isSameDocument: false, url: 'app://strikeboard/index.html' };
    expect(replacesPage(page)).toBe(true);
    expect(replacesPage({ ...page, isSameDocument: true, url: 'app://strikeboard/index.html#/positions' })).toBe(false);
    expect(replacesPage({ ...page, isMainFrame: false })).toBe(false);
    for (const url of [...hostileUrls, 'https://example.com/']) expect(replacesPage({ ...page, url })).toBe(false);
  });
  it('denies every window.open; web links are handed to the browser gate', () => {
    expect(decideWindowOpen('https://example.com/docs?a=1')).toEqual({
      action: 'deny-open-external',
      url: 'https://example.com/docs?a=1',
    });
    expect(decideWindowOpen('app://strikeboard/index.html')).toEqual({ action: 'deny' });
  });
  it.each(hostileUrls.filter((u) => !u.startsWith('http')))('never opens %s anywhere', (url) => {
    expect(decideWindowOpen(url)).toEqual({ action: 'deny' });
  });
});

describe('the external link gate', () => {
  it('opens http and https links, normalised', async () => {
    const open = vi.fn(async () => {});
    expect(await openExternalSafely('HTTPS://Example.COM/a b', open)).toBe(true);
    expect(open).toHaveBeenCalledWith('https://example.com/a%20b');
  });
  it.each([...hostileUrls, 42, null, undefined, { href: 'https://example.com' }])('refuses %j without calling the opener', async (url) => {
    const open = vi.fn(async () => {});
    expect(await openExternalSafely(url, open)).toBe(false);
    expect(safeExternalUrl(url)).toBeNull();
    expect(open).not.toHaveBeenCalled();
  });
});

describe('the trusted-sender check', () => {
  const ours = new Set([3]);
  it('trusts our window showing our page', () => {
    expect(isTrustedSender({ id: 3, url: 'app://strikeboard/index.html' }, ours)).toBe(true);
  });
  it.each([
    ['another webContents showing our page', { id: 4, url: 'app://strikeboard/index.html' }],
    ['our window after navigating elsewhere', { id: 3, url: 'https://evil.example/' }],
    ['a frame that is gone', { id: 3, url: null }],
    ['a sub-frame on a lookalike origin', { id: 3, url: 'app://strikeboard.evil/' }],
  ])('refuses %s', (_name, sender) => expect(isTrustedSender(sender, ours)).toBe(false));
});

describe('the app:// file resolver', () => {
  const root = join('/', 'srv', 'renderer');
  it('serves index.html for the root and files below the root', () => {
    expect(resolveAppAsset('app://strikeboard/', root)).toEqual({ file: join(root, 'index.html'), mimeType: 'text/html; charset=utf-8' });
    expect(resolveAppAsset('app://strikeboard/assets/index-abc.js?v=1', root)?.file).toBe(join(root, 'assets', 'index-abc.js'));
  });
  it('folds dot segments the way the URL parser does, never above the root', () => {
    expect(resolveAppAsset('app://strikeboard/../../index.html', root)?.file).toBe(join(root, 'index.html'));
  });
  it.each([
    'app://strikeboard/%2e%2e/%2e%2e/etc/passwd',
    'app://strikeboard/assets/..%2f..%2fpackage.json',
    'app://strikeboard/assets%5c..%5c..%5cmain.js',
    'app://strikeboard/index.html%00.js',
    'app://strikeboard/%E0%A4%A',
    'app://other/index.html',
    'file:///srv/renderer/index.html',
    'app://strikeboard/main.ts',
    'app://strikeboard/.env',
  ])('refuses %s', (url) => expect(resolveAppAsset(url, root)).toBeNull());
});
