import { describe, expect, it } from 'vitest';
import { isLoopbackHost } from '../../../shared/host-url.ts';
import {
  callbackStep,
  classifySignInUrl,
  isSameOrigin,
  isSignInPageUrl,
  matchCallback,
  signInStep,
  signInWindowTitle,
  type SignInAttempt,
} from '../../../electron/security/oauth-callback.ts';

const CALLBACK = 'http://127.0.0.1/strikeboard-callback?app=desk';
const TOKEN = 'req+tok/en=';
const ours = `oauth_token=${encodeURIComponent(TOKEN)}`;

describe('where the sign-in window may go', () => {
  it.each([
    'https://us.etrade.com/e/t/etws/authorize?key=k&token=t',
    'HTTPS://US.ETRADE.COM/e/t/etws/authorize',
    'https://login.broker.example:8443/step2',
    'http://127.0.0.1:4711/authorize?key=k&token=t',
    'HTTP://127.0.0.1:4711/authorize',
    'http://127.8.9.10/',
    'http://127.1/',
    'http://0x7f.0.0.1/',
    'http://2130706433/',
    'http://localhost:8080/',
    'HTTP://LOCALHOST/',
    'http://[::1]:4711/',
    'http://[0:0:0:0:0:0:0:1]/',
  ])('shows %s', (url) => {
    expect(classifySignInUrl(url)).toEqual({ kind: 'page' });
    expect(isSignInPageUrl(url)).toBe(true);
  });

  it.each([
    ['http://us.etrade.com/login', 'http://us.etrade.com'],
    ['HTTP://US.ETRADE.COM/login', 'http://us.etrade.com'],
    ['http://127.0.0.1.evil.com/', 'http://127.0.0.1.evil.com'],
    ['http://127.0.0.1.nip.io:4711/', 'http://127.0.0.1.nip.io:4711'],
    ['http://localhost.evil.example/', 'http://localhost.evil.example'],
    ['http://evil-localhost/', 'http://evil-localhost'],
    ['http://localhost./', 'http://localhost.'],
    ['http://128.0.0.1/', 'http://128.0.0.1'],
    ['http://126.255.255.255/', 'http://126.255.255.255'],
    ['http://0.0.0.0/', 'http://0.0.0.0'],
    ['http://10.0.0.1/', 'http://10.0.0.1'],
    ['http://[::2]/', 'http://[::2]'],
    ['http://[::ffff:127.0.0.1]/', 'http://[::ffff:7f00:1]'],
  ])('refuses %s as an unencrypted page, naming its origin', (url, origin) => {
    expect(classifySignInUrl(url)).toEqual({ kind: 'insecure', origin });
    expect(isSignInPageUrl(url)).toBe(false);
  });

  it.each([
    'https://us.etrade.com@evil.example/',
    'https://good:pw@evil.example/',
    'http://user@127.0.0.1:4711/',
    'https://:pw@us.etrade.com/',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'data:text/html,<h1>Sign in</h1>',
    'blob:https://us.etrade.com/uuid',
    'ftp://us.etrade.com/',
    'about:blank',
    'chrome://settings',
    'app://strikeboard/index.html',
    'not a url',
    '',
  ])('blocks %s without showing it', (url) => {
    expect(classifySignInUrl(url)).toEqual({ kind: 'blocked' });
    expect(isSignInPageUrl(url)).toBe(false);
  });

  it.each([
    ['localhost', true],
    ['127.0.0.1', true],
    ['127.255.255.254', true],
    ['[::1]', true],
    ['localhost.', false],
    ['127.0.0.1.evil.com', false],
    ['1270.0.0.1', false],
    ['[::]', false],
    ['', false],
  ])('counts %s as loopback: %s', (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback);
  });
});

describe('the sign-in window title (it has no address bar)', () => {
  it.each([
    ['https://us.etrade.com/e/t/etws/authorize?key=k&token=t', '🔒 us.etrade.com — Sign in to your brokerage'],
    ['HTTPS://US.ETRADE.COM:443/login', '🔒 us.etrade.com — Sign in to your brokerage'],
    ['https://us.etrade.com:8443/login', '🔒 us.etrade.com:8443 — Sign in to your brokerage'],
    ['https://us.etrade.com.evil.example/login', '🔒 us.etrade.com.evil.example — Sign in to your brokerage'],
    // A lookalike with a Cyrillic "е" shows as what it is: punycode, not "etrade.com".
    ['https://\u0435trade.com/', '🔒 xn--trade-ywe.com — Sign in to your brokerage'],
    ['http://127.0.0.1:4711/authorize', '127.0.0.1:4711 (not encrypted) — Sign in to your brokerage'],
    ['http://[::1]:4711/authorize', '[::1]:4711 (not encrypted) — Sign in to your brokerage'],
    ['about:blank', 'Sign in to your brokerage'],
    ['', 'Sign in to your brokerage'],
  ])('for %s reads %s', (url, title) => {
    expect(signInWindowTitle(url)).toBe(title);
  });

  it('never shows credentials or a host hidden in the user part', () => {
    const title = signInWindowTitle('https://us.etrade.com:secret@evil.example/');
    expect(title).not.toContain('us.etrade.com');
    expect(title).not.toContain('secret');
    expect(title).toContain('evil.example');
  });

  it('names the brokerage when given', () => {
    expect(signInWindowTitle('https://us.etrade.com/', 'E*TRADE')).toBe('🔒 us.etrade.com — Sign in to E*TRADE');
  });
});

describe('the callback', () => {
  it('yields the verifier for our request token', () => {
    expect(matchCallback(`${CALLBACK}&oauth_verifier=WXYZ89&${ours}`, CALLBACK, TOKEN)).toEqual({ kind: 'verifier', verifier: 'WXYZ89' });
    expect(matchCallback(`HTTP://127.0.0.1:80/strikeboard-callback?oauth_verifier=WXYZ89&${ours}`, CALLBACK, TOKEN)).toEqual({
      kind: 'verifier',
      verifier: 'WXYZ89',
    });
  });

  it.each([
    ['another origin', 'http://127.0.0.2/strikeboard-callback?oauth_verifier=X1'],
    ['a lookalike host', 'http://127.0.0.1.evil.example/strikeboard-callback?oauth_verifier=X1'],
    ['user info', 'http://evil@127.0.0.1/strikeboard-callback?oauth_verifier=X1'],
    ['a longer path', 'http://127.0.0.1/strikeboard-callback-x?oauth_verifier=X1'],
    ['https instead of http', 'https://127.0.0.1/strikeboard-callback?oauth_verifier=X1'],
  ])('passes %s by', (_name, url) => {
    expect(matchCallback(url, CALLBACK, TOKEN)).toEqual({ kind: 'pass' });
  });

  it.each([
    ["another attempt's token", `${CALLBACK}&oauth_token=other&oauth_verifier=X1`, /another sign-in attempt/],
    ['an empty token', `${CALLBACK}&oauth_token=&oauth_verifier=X1`, /another sign-in attempt/],
    ['two tokens', `${CALLBACK}&${ours}&oauth_token=other&oauth_verifier=X1`, /ambiguous/],
    ['two verifiers', `${CALLBACK}&${ours}&oauth_verifier=X1&oauth_verifier=X2`, /ambiguous/],
    ['no verifier', `${CALLBACK}&${ours}&oauth_problem=user_refused`, /not granted/],
    ['a malformed verifier', `${CALLBACK}&${ours}&oauth_verifier=${encodeURIComponent('<script>')}`, /malformed/],
  ])('refuses %s', (_name, url, reason) => {
    expect(matchCallback(url, CALLBACK, TOKEN)).toEqual({ kind: 'refused', reason: expect.stringMatching(reason) });
    expect(matchCallback(url, CALLBACK, TOKEN, { tokenRequired: true })).toEqual({ kind: 'refused', reason: expect.stringMatching(reason) });
  });

  it('refuses a callback without our token from a provider known to send it', () => {
    expect(matchCallback(`${CALLBACK}&oauth_verifier=X1`, CALLBACK, TOKEN, { tokenRequired: true })).toEqual({
      kind: 'refused',
      reason: expect.stringMatching(/did not name this sign-in attempt/),
    });
  });

  it('accepts a callback without a token where the provider is not known to send one', () => {
    expect(matchCallback(`${CALLBACK}&oauth_verifier=X1`, CALLBACK, TOKEN)).toEqual({ kind: 'verifier', verifier: 'X1' });
    expect(matchCallback(`${CALLBACK}&oauth_verifier=X1`, CALLBACK, TOKEN, { tokenRequired: false })).toEqual({ kind: 'verifier', verifier: 'X1' });
  });
});

describe('same origin', () => {
  it.each([
    ['http://127.0.0.1:4711/authorize?key=k', 'http://127.0.0.1:4711', true],
    ['HTTP://127.0.0.1:4711/authorize', 'http://127.0.0.1:4711/', true],
    ['http://127.0.0.1:4712/authorize', 'http://127.0.0.1:4711', false],
    ['https://127.0.0.1:4711/authorize', 'http://127.0.0.1:4711', false],
    ['http://127.0.0.1:4711.evil.example/authorize', 'http://127.0.0.1:4711', false],
    ['http://x@127.0.0.1:4711/authorize', 'http://127.0.0.1:4711', false],
    ['not a url', 'http://127.0.0.1:4711', false],
  ])('%s and %s: %s', (a, b, same) => {
    expect(isSameOrigin(a, b)).toBe(same);
  });
});

describe('the sign-in window’s one decision per page (signInStep)', () => {
  const attempt = (overrides: Partial<SignInAttempt> = {}): SignInAttempt => ({
    callbackUrl: 'https://cb.example/done',
    requestToken: TOKEN,
    tokenRequired: false,
    localDemo: false,
    ...overrides,
  });

  it('the exact callback (scheme, host, port, path) yields the verifier without loading', () => {
    expect(signInStep(`https://cb.example/done?oauth_verifier=WXYZ89&${ours}`, attempt())).toEqual({ kind: 'done', outcome: { verifier: 'WXYZ89' } });
    expect(signInStep(`HTTPS://CB.EXAMPLE:443/done?oauth_verifier=WXYZ89`, attempt())).toEqual({ kind: 'done', outcome: { verifier: 'WXYZ89' } });
  });

  it.each([
    ['a trailing slash', 'https://cb.example/done/?oauth_verifier=EVIL12'],
    ['another letter case', 'https://cb.example/DONE?oauth_verifier=EVIL12'],
    ['a longer path', 'https://cb.example/done/x?oauth_token=t&oauth_verifier=EVIL12'],
    ['a shorter path', 'https://cb.example/?oauth_verifier=EVIL12'],
    ['a token alone', 'https://cb.example/don?oauth_token=t'],
  ])('a near miss on the callback’s host (%s) is never loaded, nor taken as the callback', (_name, url) => {
    expect(signInStep(url, attempt())).toEqual({ kind: 'block' });
  });

  it('a page of the callback’s host without a sign-in answer is shown (a provider may serve both)', () => {
    expect(signInStep('https://cb.example/login', attempt())).toEqual({ kind: 'show' });
  });

  it('plain http on loopback only for the local demo', () => {
    expect(signInStep('http://127.0.0.1:4711/authorize?key=k', attempt({ localDemo: true }))).toEqual({ kind: 'show' });
    expect(signInStep('http://127.0.0.1:4711/authorize?key=k', attempt())).toEqual({
      kind: 'done',
      outcome: { cancelled: true, reason: expect.stringMatching(/not encrypted.*http:\/\/127\.0\.0\.1:4711/) },
    });
    expect(signInStep('http://localhost/login', attempt())).toMatchObject({ kind: 'done', outcome: { cancelled: true } });
    // Elsewhere plain http is refused whoever asks.
    expect(signInStep('http://login.broker.example/', attempt({ localDemo: true }))).toMatchObject({ kind: 'done', outcome: { cancelled: true } });
  });

  it('https pages are shown; what is no web page is blocked; a refused callback ends the sign-in', () => {
    expect(signInStep('https://us.etrade.com/e/t/etws/authorize', attempt())).toEqual({ kind: 'show' });
    expect(signInStep('file:///etc/passwd', attempt())).toEqual({ kind: 'block' });
    expect(signInStep('https://cb.example/done?oauth_problem=user_refused', attempt())).toEqual({
      kind: 'done',
      outcome: { cancelled: true, reason: expect.stringMatching(/not granted/) },
    });
    // Without a callback, nothing is a callback.
    expect(signInStep('https://cb.example/done/?oauth_verifier=X', attempt({ callbackUrl: null }))).toEqual({ kind: 'show' });
  });

  it('its callback half (callbackStep, for any request of the sign-in) says nothing of pages that are no callback', () => {
    expect(callbackStep('https://cb.example/done?oauth_verifier=WXYZ89', attempt())).toEqual({ kind: 'done', outcome: { verifier: 'WXYZ89' } });
    expect(callbackStep('https://cb.example/done/?oauth_verifier=EVIL12', attempt())).toEqual({ kind: 'block' });
    expect(callbackStep('http://login.broker.example/', attempt())).toBeNull();
    expect(callbackStep('https://cb.example/done?oauth_verifier=WXYZ89', attempt({ callbackUrl: null }))).toBeNull();
  });
});
