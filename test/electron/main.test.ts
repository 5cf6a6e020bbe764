/**
 * The main process's composition, run under plain Node with a fake `electron` (the real binary
 * cannot run here): main.ts must lock to one instance, register the app scheme before ready,
 * guard every webContents, wire exactly the contract's channels through the validating
 * dispatcher, serve the page and its 404s with the CSP (refusing encoded traversals), and open one
 * locked-down window on app://strikeboard.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../electron/security/app-protocol.ts';
import { INVOKE_CHANNELS } from '../../shared/ipc/channels.ts';
import type { FakeApp, FakeIpcMain, FakeSession } from '../helpers/fake-electron.ts';
import { FakeBrowserWindow } from '../helpers/fake-electron.ts';

const userData = mkdtempSync(join(tmpdir(), 'strikeboard-main-'));
/** A line only the repository's package.json (outside the served folder) holds. */
const PACKAGE_NAME_LINE = '"name": "strikeboard"';
const fake = vi.hoisted(() => ({}) as Record<string, unknown>);

vi.mock('electron', async () => {
  const { FakeApp, FakeBrowserWindow, FakeIpcMain, FakeSession } = await import('../helpers/fake-electron.ts');
  const app = new FakeApp() as FakeApp & Record<string, unknown>;
  let ready: () => void = () => {};
  const whenReady = new Promise<void>((resolve) => (ready = resolve));
  Object.assign(app, {
    requestSingleInstanceLock: () => true,
    whenReady: () => whenReady,
    getPath: () => userData,
    getName: () => 'Strikeboard',
    getVersion: () => '0.1.0',
    quit: vi.fn(),
  });
  const protocol = { privileged: [] as unknown[], handlers: new Map<string, (r: Request) => Promise<Response>>() };
  const state = { menu: null as unknown, clipboard: [] as string[] };
  const module = {
    app,
    BrowserWindow: FakeBrowserWindow,
    ipcMain: new FakeIpcMain(),
    protocol: {
      registerSchemesAsPrivileged: (schemes: unknown[]) => protocol.privileged.push(...schemes),
      handle: (scheme: string, handler: (r: Request) => Promise<Response>) => protocol.handlers.set(scheme, handler),
    },
    session: { defaultSession: new FakeSession(), fromPartition: (p: string) => new FakeSession(p) },
    screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] },
    shell: { openExternal: vi.fn(async () => {}), openPath: vi.fn() },
    nativeTheme: { shouldUseDarkColors: false },
    clipboard: { writeText: (text: string) => void state.clipboard.push(text) },
    Menu: {
      buildFromTemplate: (template: unknown[]) => ({ template }),
      setApplicationMenu: (menu: unknown) => void (state.menu = menu),
    },
    Notification: Object.assign(class {}, { isSupported: () => false }),
  };
  Object.assign(fake, module, { ready, protocolState: protocol, state });
  return { default: module, ...module };
});

type Fakes = {
  app: FakeApp;
  ipcMain: FakeIpcMain;
  session: { defaultSession: FakeSession };
  ready: () => void;
  protocolState: { privileged: { scheme: string }[]; handlers: Map<string, (r: Request) => Promise<Response>> };
  state: { menu: { template: { label?: string; submenu?: { role?: string }[] }[] } | null; clipboard: string[] };
};
const f = fake as unknown as Fakes;

beforeAll(async () => {
  FakeBrowserWindow.instances = [];
  await import('../../electron/main.ts');
  // Before ready: the scheme is privileged and the global guard is in place.
  expect(f.protocolState.privileged).toEqual([expect.objectContaining({ scheme: 'app' })]);
  expect(f.app.listenerCount('web-contents-created')).toBe(1);
  f.ready();
  await vi.waitFor(() => expect(FakeBrowserWindow.instances.length).toBe(1), { timeout: 10_000 });
});

describe('the main process', () => {
  it('opens one locked-down window on our page', () => {
    const window = FakeBrowserWindow.instances[0]!;
    expect(window.loaded).toEqual(['app://strikeboard/index.html']);
    expect(window.options['webPreferences']).toMatchObject({ sandbox: true, contextIsolation: true, nodeIntegration: false, webviewTag: false });
    expect(String((window.options['webPreferences'] as Record<string, unknown>)['preload'])).toMatch(/preload\.cjs$/);
  });

  it('replaces the default menu with the minimal one (a development build keeps DevTools)', () => {
    const template = f.state.menu?.template ?? [];
    expect(template.map((item) => item.label)).toEqual([expect.any(String), 'Edit', 'View', 'Window']);
    const view = template.find((item) => item.label === 'View')?.submenu ?? [];
    expect(view.map((item) => item.role)).toContain('toggleDevTools');
    expect((FakeBrowserWindow.instances[0]!.options['webPreferences'] as Record<string, unknown>)['devTools']).toBe(true);
  });

  it('wires exactly the contract channels through the validating dispatcher', async () => {
    expect([...f.ipcMain.handlers.keys()].sort()).toEqual([...INVOKE_CHANNELS].sort());
    const window = FakeBrowserWindow.instances[0]!;
    const ours = { id: window.webContents.id, url: 'app://strikeboard/index.html' };
    await expect(f.ipcMain.invoke('app:info', undefined, ours)).resolves.toMatchObject({ ok: true, data: { name: 'Strikeboard', environment: 'demo' } });
    await expect(f.ipcMain.invoke('settings:update', { theme: 'neon' }, ours)).resolves.toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
    await expect(f.ipcMain.invoke('app:info', undefined, { id: 999, url: 'app://strikeboard/index.html' })).resolves.toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
  });

  it('tells the backend when the page goes without its unwatches (a reload, its process gone)', () => {
    const contents = FakeBrowserWindow.instances[0]!.webContents;
    expect(contents.listenerCount('did-start-navigation')).toBe(1);
    expect(contents.listenerCount('render-process-gone')).toBe(1);
    // Nothing is watched yet: the backend lets go of nothing, and says nothing.
    contents.emit('did-start-navigation', { isMainFrame: true, isSameDocument: false, url: 'app://strikeboard/index.html' });
    contents.emit('did-start-navigation', { isMainFrame: false, isSameDocument: false, url: 'app://strikeboard/frame.html' });
    contents.emit('render-process-gone', {}, { reason: 'crashed', exitCode: 1 });
    expect(contents.sent.filter((entry) => entry.channel === 'positions:changed')).toEqual([]);
  });

  it('copies plain text to the system clipboard for our window only, within the cap', async () => {
    const window = FakeBrowserWindow.instances[0]!;
    const ours = { id: window.webContents.id, url: 'app://strikeboard/index.html' };
    await expect(f.ipcMain.invoke('clipboard:write', "AAPL Mar 19 '27 $47.50 Put", ours)).resolves.toEqual({ ok: true, data: { written: true } });
    await expect(f.ipcMain.invoke('clipboard:write', 'evil', { id: window.webContents.id, url: 'https://evil.example/' })).resolves.toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
    await expect(f.ipcMain.invoke('clipboard:write', 'x'.repeat(1024 * 1024 + 1), ours)).resolves.toMatchObject({
      ok: false,
      error: { code: 'invalid-argument' },
    });
    await expect(f.ipcMain.invoke('clipboard:write', { html: '<b>x</b>' }, ours)).resolves.toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
    expect(f.state.clipboard).toEqual(["AAPL Mar 19 '27 $47.50 Put"]);
  });

  it("copies nothing while another program is in front: no clipboard writes behind the person's back", async () => {
    const window = FakeBrowserWindow.instances[0]!;
    const ours = { id: window.webContents.id, url: 'app://strikeboard/index.html' };
    const before = f.state.clipboard.length;
    window.focused = false;
    try {
      await expect(f.ipcMain.invoke('clipboard:write', 'pasted into your terminal', ours)).resolves.toMatchObject({
        ok: false,
        error: { code: 'invalid-argument', message: expect.stringMatching(/window is in front/) },
      });
    } finally {
      window.focused = true;
    }
    expect(f.state.clipboard).toHaveLength(before);
  });

  it("keeps the settings in electron-store's file in userData, not in memory", async () => {
    const window = FakeBrowserWindow.instances[0]!;
    const ours = { id: window.webContents.id, url: 'app://strikeboard/index.html' };
    await expect(f.ipcMain.invoke('settings:update', { theme: 'dark' }, ours)).resolves.toMatchObject({ ok: true, data: { recovered: null } });
    expect(JSON.parse(readFileSync(join(userData, 'settings.json'), 'utf8'))).toMatchObject({ theme: 'dark' });
  });

  it('denies every permission', () => {
    const deny = vi.fn();
    f.session.defaultSession.permissionRequest?.({}, 'media', deny);
    expect(deny).toHaveBeenCalledWith(false);
  });

  it('serves the page with the CSP header, and its 404 with the same one', async () => {
    const handler = appHandler();
    const page = await handler(new Request('app://strikeboard/index.html'));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    const missing = await handler(new Request('app://strikeboard/no-such-page.html'));
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
  });

  // The served folder is renderer/; package.json lies one level up, with a type the handler serves
  // (.json): a traversal that got through would return it. The URLs reach the handler as written
  // (the URL parser would fold `%2e%2e/` away before a plain `new Request` saw it).
  it.each([
    'app://strikeboard/%2e%2e%2fpackage.json',
    'app://strikeboard/..%2fpackage.json',
    'app://strikeboard/%2e%2e/package.json',
    'app://strikeboard/.%2e/package.json',
    'app://strikeboard/styles/%2e%2e/%2e%2e/package.json',
    'app://strikeboard/%252e%252e%252fpackage.json',
    'app://strikeboard/..%5cpackage.json',
    'app://strikeboard/..\\package.json',
    'app://strikeboard/package.json%00.js',
    'app://strikeboard/%00/../package.json',
    'app://strikeboard/../package.json',
  ])('refuses %s and never reads outside the app folder', async (url) => {
    const response = await appHandler()(rawRequest(url));
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(await response.text()).not.toContain(PACKAGE_NAME_LINE);
  });
});

/** The handler main.ts registered for app://. */
function appHandler(): (request: Request) => Promise<Response> {
  const handler = f.protocolState.handlers.get('app');
  if (!handler) throw new Error('main.ts registered no app:// handler');
  return handler;
}

/** A Request whose url is exactly `raw`, encoded dot segments and all. */
function rawRequest(raw: string): Request {
  const request = new Request('app://strikeboard/');
  Object.defineProperty(request, 'url', { value: raw });
  return request;
}
