import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrowserWindow, Session } from 'electron';
import { createPopupAuthorizer } from '../../../electron/adapters/auth-popup.ts';
import { FakeBrowserWindow, FakeSession } from '../../helpers/fake-electron.ts';

const CALLBACK = 'https://127.0.0.1:4711/strikeboard/callback?app=desk';
const TOKEN = 'req+tok/en=';

const AUTHORIZE = 'https://auth.broker.example/authorize?key=k&token=req%2Btok%2Fen%3D';

function setup(
  options: { callbackUrl?: string | null; timeoutMs?: number; authorizeUrl?: string; tokenInCallback?: boolean; packaged?: boolean; localDemo?: boolean } = {},
) {
  FakeBrowserWindow.instances = [];
  const sessions: FakeSession[] = [];
  const signInContents = new Set<number>();
  const authorizer = createPopupAuthorizer({
    BrowserWindow: FakeBrowserWindow as unknown as new () => BrowserWindow,
    fromPartition: (partition) => {
      const session = new FakeSession(partition);
      sessions.push(session);
      return session as unknown as Session;
    },
    parent: () => null,
    signInContents,
    timeoutMs: options.timeoutMs ?? 60_000,
    randomId: () => 'abc',
    ...(options.tokenInCallback === undefined ? {} : { providerSendsToken: () => options.tokenInCallback === true }),
    ...(options.packaged === undefined ? {} : { packaged: options.packaged }),
    ...(options.localDemo === undefined ? {} : { localDemo: () => options.localDemo === true }),
  });
  const controller = new AbortController();
  const outcome = authorizer.authorize({
    authorizeUrl: options.authorizeUrl ?? AUTHORIZE,
    requestToken: TOKEN,
    callbackUrl: options.callbackUrl === undefined ? CALLBACK : options.callbackUrl,
    signal: controller.signal,
  });
  const popup = FakeBrowserWindow.instances[0]!;
  return { outcome, popup, sessions, signInContents, controller };
}

describe('the sign-in popup', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is a sandboxed window without preload in its own non-persistent session', () => {
    const { popup, sessions, signInContents } = setup();
    expect(sessions[0]?.partition).toBe('strikeboard-signin-abc');
    expect(sessions[0]?.partition.startsWith('persist:')).toBe(false);
    expect(popup.options['webPreferences']).toMatchObject({ sandbox: true, contextIsolation: true, nodeIntegration: false });
    expect((popup.options['webPreferences'] as Record<string, unknown>)['preload']).toBeUndefined();
    expect(popup.webContents.windowOpenHandler?.({ url: 'https://x.example/' })).toEqual({ action: 'deny' });
    const deny = vi.fn();
    sessions[0]?.permissionRequest?.({}, 'media', deny);
    expect(deny).toHaveBeenCalledWith(false);
    expect(popup.loaded).toEqual(['https://auth.broker.example/authorize?key=k&token=req%2Btok%2Fen%3D']);
    expect(signInContents.has(popup.webContents.id)).toBe(true);
  });

  it('catches the redirect to the callback, cancels it and yields the verifier', async () => {
    const { outcome, popup, signInContents } = setup();
    expect(popup.webContents.navigate('will-navigate', 'https://auth.broker.example/login')).toBe(false);
    const cancelled = popup.webContents.navigate(
      'will-redirect',
      `https://127.0.0.1:4711/strikeboard/callback?app=desk&oauth_token=${encodeURIComponent(TOKEN)}&oauth_verifier=WXYZ89`,
    );
    expect(cancelled).toBe(true);
    await expect(outcome).resolves.toEqual({ verifier: 'WXYZ89' });
    expect(popup.destroyed).toBe(true);
    expect(signInContents.size).toBe(0);
  });

  it.each([
    ['another origin', 'https://127.0.0.1:4712/strikeboard/callback?oauth_verifier=EVIL1'],
    ['a lookalike host', 'https://127.0.0.1.evil.example:4711/strikeboard/callback?oauth_verifier=EVIL1'],
    ['a longer path', 'https://127.0.0.1:4711/strikeboard/callback-x?oauth_verifier=EVIL1'],
    ['a shorter path', 'https://127.0.0.1:4711/strikeboard?oauth_verifier=EVIL1'],
    ['plain http', 'http://127.0.0.1:4711/strikeboard/callback?oauth_verifier=EVIL1'],
  ])('ignores %s that merely looks like the callback', async (_name, url) => {
    const { outcome, popup } = setup();
    popup.webContents.navigate('will-navigate', url);
    const settled = await Promise.race([outcome, Promise.resolve('pending')]);
    // Never taken as the callback: the sign-in goes on, or (plain http, not the local demo) stops.
    expect(settled === 'pending' || (typeof settled === 'object' && 'cancelled' in settled)).toBe(true);
    popup.close();
    await expect(outcome).resolves.toMatchObject({ cancelled: true });
  });

  it.each([
    ['a trailing slash', 'https://127.0.0.1:4711/strikeboard/callback/?oauth_verifier=EVIL12'],
    ['a longer path', 'https://127.0.0.1:4711/strikeboard/callback-x?app=desk&oauth_verifier=EVIL12'],
    ['another letter case', 'https://127.0.0.1:4711/Strikeboard/callback?oauth_verifier=EVIL12'],
  ])('never loads the callback’s host for a near miss (%s), in any frame', async (_name, url) => {
    const { outcome, popup } = setup();
    expect(popup.webContents.navigate('will-navigate', url)).toBe(true);
    expect(popup.webContents.navigate('will-redirect', url)).toBe(true);
    expect(popup.webContents.navigate('will-frame-navigate', url, false)).toBe(true);
    expect(await Promise.race([outcome, Promise.resolve('pending')])).toBe('pending');
  });

  it('refuses plain http on loopback for a provider that is not the local demo', async () => {
    const { outcome, popup } = setup();
    expect(popup.webContents.navigate('will-navigate', 'http://127.0.0.1:4711/login')).toBe(true);
    await expect(outcome).resolves.toEqual({ cancelled: true, reason: expect.stringMatching(/not encrypted.*http:\/\/127\.0\.0\.1:4711/) });
    const first = setup({ authorizeUrl: 'http://localhost:4711/authorize?key=k&token=t' });
    await expect(first.outcome).resolves.toMatchObject({ cancelled: true });
    expect(first.popup.loaded).toEqual([]);
  });

  it("refuses a callback carrying another attempt's token", async () => {
    const { outcome, popup } = setup();
    expect(popup.webContents.navigate('will-navigate', `${CALLBACK}&oauth_token=someone-else&oauth_verifier=ABC123`)).toBe(true);
    await expect(outcome).resolves.toEqual({ cancelled: true, reason: expect.stringMatching(/another sign-in attempt/) });
  });

  it('treats a callback without a verifier as access declined', async () => {
    const { outcome, popup } = setup();
    popup.webContents.navigate('will-navigate', `${CALLBACK}&oauth_problem=user_refused`);
    await expect(outcome).resolves.toEqual({ cancelled: true, reason: expect.stringMatching(/not granted/) });
  });

  it('blocks non-web navigations inside the popup', () => {
    const { popup } = setup();
    expect(popup.webContents.navigate('will-navigate', 'file:///etc/passwd')).toBe(true);
    expect(popup.webContents.navigate('will-navigate', 'javascript:alert(1)')).toBe(true);
  });

  it('without a callback, stays open on the code page until closed', async () => {
    const { outcome, popup } = setup({ callbackUrl: null });
    expect(popup.webContents.navigate('will-navigate', 'https://auth.broker.example/authorize/code')).toBe(false);
    popup.close();
    await expect(outcome).resolves.toEqual({ cancelled: true, reason: 'The sign-in window was closed.' });
  });

  it('settles as cancelled on timeout and on abort, closing the window', async () => {
    const slow = setup({ timeoutMs: 1000 });
    vi.advanceTimersByTime(1001);
    await expect(slow.outcome).resolves.toMatchObject({ cancelled: true, reason: expect.stringMatching(/too long/) });
    expect(slow.popup.destroyed).toBe(true);
    const aborted = setup();
    aborted.controller.abort();
    await expect(aborted.outcome).resolves.toMatchObject({ cancelled: true });
    expect(aborted.popup.destroyed).toBe(true);
  });

  it('refuses a plain http page outside loopback: the window never shows it and the sign-in ends saying why', async () => {
    for (const kind of ['will-navigate', 'will-redirect', 'will-frame-navigate'] as const) {
      const { outcome, popup } = setup();
      expect(popup.webContents.navigate(kind, 'http://login.broker.example/step2?session=1')).toBe(true);
      await expect(outcome).resolves.toEqual({ cancelled: true, reason: expect.stringMatching(/not encrypted.*http:\/\/login\.broker\.example/) });
      expect(popup.destroyed).toBe(true);
    }
  });

  it('refuses a plain http page in a sub-frame too', async () => {
    const { outcome, popup } = setup();
    expect(popup.webContents.navigate('will-frame-navigate', 'http://127.0.0.1.evil.example/frame', false)).toBe(true);
    await expect(outcome).resolves.toEqual({ cancelled: true, reason: expect.stringMatching(/not encrypted/) });
  });

  it('never loads an authorize page on plain http outside loopback', async () => {
    const { outcome, popup } = setup({ authorizeUrl: 'http://auth.broker.example/authorize?key=k&token=t' });
    await expect(outcome).resolves.toEqual({ cancelled: true, reason: expect.stringMatching(/not encrypted.*http:\/\/auth\.broker\.example/) });
    expect(popup.loaded).toEqual([]);
  });

  it('lets the local demo broker show over plain http on loopback', async () => {
    const { outcome, popup } = setup({ authorizeUrl: 'http://127.0.0.1:4711/authorize?key=k&token=t', localDemo: true });
    expect(popup.loaded).toEqual(['http://127.0.0.1:4711/authorize?key=k&token=t']);
    expect(popup.webContents.navigate('will-navigate', 'http://localhost:4711/authorize/step2')).toBe(false);
    expect(popup.webContents.navigate('will-frame-navigate', 'http://[::1]:4711/frame', false)).toBe(false);
    expect(await Promise.race([outcome, Promise.resolve('pending')])).toBe('pending');
  });

  it('catches the callback in a sub-frame, by navigation or by redirect', async () => {
    const url = `${CALLBACK}&oauth_token=${encodeURIComponent(TOKEN)}&oauth_verifier=SUB123`;
    const framed = setup();
    expect(framed.popup.webContents.navigate('will-frame-navigate', url, false)).toBe(true);
    await expect(framed.outcome).resolves.toEqual({ verifier: 'SUB123' });
    const redirected = setup();
    expect(redirected.popup.webContents.navigate('will-redirect', url, false)).toBe(true);
    await expect(redirected.outcome).resolves.toEqual({ verifier: 'SUB123' });
  });

  it('still settles when a frame has reached the callback without a cancellable event', async () => {
    const { outcome, popup } = setup();
    popup.webContents.commit(`${CALLBACK}&oauth_token=${encodeURIComponent(TOKEN)}&oauth_verifier=LATE12`, false);
    await expect(outcome).resolves.toEqual({ verifier: 'LATE12' });
    const insecure = setup();
    insecure.popup.webContents.commit('http://login.broker.example/', true);
    await expect(insecure.outcome).resolves.toEqual({ cancelled: true, reason: expect.stringMatching(/not encrypted/) });
    expect(insecure.popup.destroyed).toBe(true);
  });

  it('refuses a callback without our token when the provider is known to send it', async () => {
    const strict = setup({ tokenInCallback: true });
    expect(strict.popup.webContents.navigate('will-redirect', `${CALLBACK}&oauth_verifier=ABC123`)).toBe(true);
    await expect(strict.outcome).resolves.toEqual({ cancelled: true, reason: expect.stringMatching(/did not name this sign-in attempt/) });
    // The platform's own callback may lack the token (unconfirmed): then the verifier is enough.
    const lenient = setup({ tokenInCallback: false });
    expect(lenient.popup.webContents.navigate('will-redirect', `${CALLBACK}&oauth_verifier=ABC123`)).toBe(true);
    await expect(lenient.outcome).resolves.toEqual({ verifier: 'ABC123' });
  });

  it('shows the page origin with a lock as the title, which the page cannot change', () => {
    const { popup } = setup();
    expect(popup.getTitle()).toBe('🔒 auth.broker.example — Sign in to your brokerage');
    expect(popup.pageTitle('E*TRADE | Log on (totally real)')).toBe(true);
    expect(popup.getTitle()).toBe('🔒 auth.broker.example — Sign in to your brokerage');
    popup.webContents.commit('https://login.broker.example:8443/mfa');
    expect(popup.getTitle()).toBe('🔒 login.broker.example:8443 — Sign in to your brokerage');
    // A sub-frame's page is not what the window shows.
    popup.webContents.commit('https://ads.example/frame', false);
    expect(popup.getTitle()).toBe('🔒 login.broker.example:8443 — Sign in to your brokerage');
  });

  it('has DevTools only in development builds', () => {
    expect((setup({ packaged: true }).popup.options['webPreferences'] as Record<string, unknown>)['devTools']).toBe(false);
    expect((setup({ packaged: false }).popup.options['webPreferences'] as Record<string, unknown>)['devTools']).toBe(true);
  });
});
