import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Protocol } from 'electron';
import { registerAppScheme, serveAppScheme } from '../../../electron/adapters/app-protocol.ts';
import { CONTENT_SECURITY_POLICY, resolveAppAsset } from '../../../electron/security/app-protocol.ts';

const SENTINEL = 'SENTINEL: this file lies outside the app folder';

/**
 * A temp folder holding the served root `app/` and, beside it, sentinel files a traversal would
 * reach (with extensions the handler serves, so only the path checks stand in the way).
 */
function setup() {
  const base = mkdtempSync(join(tmpdir(), 'strikeboard-renderer-'));
  const root = join(base, 'app');
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>x</title>');
  writeFileSync(join(root, 'assets', 'app.js'), 'console.log(1)');
  for (const name of ['sentinel.html', 'sentinel.js', 'sentinel.json']) writeFileSync(join(base, name), SENTINEL);
  let handler: ((request: Request) => Promise<Response>) | undefined;
  const protocol = { handle: (_scheme: string, fn: typeof handler) => (handler = fn) };
  serveAppScheme(protocol as unknown as Protocol, root);
  const get = (url: string): Promise<Response> => {
    if (!handler) throw new Error('no handler registered');
    return handler(rawRequest(url));
  };
  return { root, get };
}

/**
 * A Request whose `url` is exactly `raw`. `new Request(raw)` runs the URL parser, which folds
 * `%2e%2e/` segments away before the handler could see them; the handler must refuse them itself.
 */
function rawRequest(raw: string): Request {
  const request = new Request('app://strikeboard/');
  Object.defineProperty(request, 'url', { value: raw });
  return request;
}

const SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options', 'cross-origin-opener-policy'];

/** Encoded traversals, straight to the handler: none may be served, whatever they point at. */
const TRAVERSALS = [
  'app://strikeboard/%2e%2e%2fsentinel.html',
  'app://strikeboard/..%2fsentinel.html',
  'app://strikeboard/%2e%2e/sentinel.html',
  'app://strikeboard/%2E%2E/sentinel.js',
  'app://strikeboard/.%2e/sentinel.html',
  'app://strikeboard/%2e./sentinel.json',
  'app://strikeboard/assets/..%2f..%2fsentinel.html',
  'app://strikeboard/assets/%2e%2e/%2e%2e/sentinel.html',
  'app://strikeboard/%252e%252e%252fsentinel.html',
  'app://strikeboard/..%252fsentinel.html',
  'app://strikeboard/%252e%252e/sentinel.html',
  'app://strikeboard/..%5csentinel.html',
  'app://strikeboard/assets%5c..%5c..%5csentinel.html',
  'app://strikeboard/..\\sentinel.html',
  'app://strikeboard/sentinel.html%00.js',
  'app://strikeboard/%00/../sentinel.html',
  'app://strikeboard/..%c0%afsentinel.html',
  'app://strikeboard/%2e%2e/index.html',
  'app://strikeboard/assets/%2e/app.js',
];

describe('the app:// scheme', () => {
  it('is registered as a secure standard scheme before ready', () => {
    const calls: unknown[] = [];
    registerAppScheme({ registerSchemesAsPrivileged: (s: unknown) => calls.push(s) } as unknown as Protocol);
    expect(calls).toEqual([[{ scheme: 'app', privileges: expect.objectContaining({ standard: true, secure: true, corsEnabled: false }) }]]);
  });

  it('serves the page and its assets with the CSP and nosniff', async () => {
    const { get } = setup();
    const page = await get('app://strikeboard/index.html');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await page.text()).toContain('<title>x</title>');
    const script = await get('app://strikeboard/assets/app.js');
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
  });

  it.each(['app://strikeboard/missing.html', 'app://other-host/index.html', 'app://strikeboard/%2e%2e/sentinel.html'])(
    'answers 404 for %s with the same security headers as a 200',
    async (url) => {
      const { get } = setup();
      const ok = await get('app://strikeboard/index.html');
      const missing = await get(url);
      expect(missing.status).toBe(404);
      for (const name of SECURITY_HEADERS) {
        expect(ok.headers.get(name), name).not.toBeNull();
        expect(missing.headers.get(name), name).toBe(ok.headers.get(name));
      }
      expect(missing.headers.get('content-type')).toMatch(/^text\/plain/);
    },
  );

  it.each(TRAVERSALS)('refuses %s without reading outside the app folder', async (url) => {
    const { root, get } = setup();
    expect(resolveAppAsset(url, root)).toBeNull();
    const response = await get(url);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('SENTINEL');
  });

  it('never resolves any of them to a file outside the root, even where it would serve one', () => {
    const { root } = setup();
    for (const url of TRAVERSALS) {
      const file = resolveAppAsset(url, root)?.file;
      if (file !== undefined) expect(file.startsWith(root + sep)).toBe(true);
    }
  });

  it('still folds plain dot segments the way a browser does, never above the root', async () => {
    const { get } = setup();
    const page = await get('app://strikeboard/assets/../index.html');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>x</title>');
    expect((await get('app://strikeboard/../../sentinel.html')).status).toBe(404);
  });

  it('forbids inline scripts, network and framing in its policy', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-inline');
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
    expect(CONTENT_SECURITY_POLICY).toContain("connect-src 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
  });
});
