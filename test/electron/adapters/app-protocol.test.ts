import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Protocol } from 'electron';
import { registerAppScheme, serveAppScheme } from '../../../electron/adapters/app-protocol.ts';
import { CONTENT_SECURITY_POLICY } from '../../../electron/security/app-protocol.ts';

function setup() {
  const root = mkdtempSync(join(tmpdir(), 'strikeboard-renderer-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>x</title>');
  writeFileSync(join(root, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(root, '..', 'outside-secret.html'), 'secret');
  let handler: ((request: Request) => Promise<Response>) | undefined;
  const protocol = { handle: (_scheme: string, fn: typeof handler) => (handler = fn) };
  serveAppScheme(protocol as unknown as Protocol, root);
  return (url: string) => handler!(new Request(url));
}

describe('the app:// scheme', () => {
  it('is registered as a secure standard scheme before ready', () => {
    const calls: unknown[] = [];
    registerAppScheme({ registerSchemesAsPrivileged: (s: unknown) => calls.push(s) } as unknown as Protocol);
    expect(calls).toEqual([[{ scheme: 'app', privileges: expect.objectContaining({ standard: true, secure: true, corsEnabled: false }) }]]);
  });

  it('serves the page and its assets with the CSP and nosniff', async () => {
    const get = setup();
    const page = await get('app://strikeboard/index.html');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await page.text()).toContain('<title>x</title>');
    const script = await get('app://strikeboard/assets/app.js');
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
  });

  it.each([
    'app://strikeboard/%2e%2e/outside-secret.html',
    'app://strikeboard/assets/..%2f..%2foutside-secret.html',
    'app://strikeboard/missing.html',
    'app://other-host/index.html',
  ])('answers 404 for %s', async (url) => {
    const get = setup();
    const response = await get(url);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('secret');
  });

  it('forbids inline scripts, network and framing in its policy', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-inline');
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
    expect(CONTENT_SECURITY_POLICY).toContain("connect-src 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
  });
});
