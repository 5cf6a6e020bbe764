/**
 * The preview's sign-in tab keeps the verifier in the process (5 of 5 sign-ins sent the
 * callback, verifier and all, to the callback host). A local listener stands in for the callback
 * host: it must receive nothing, whether the provider redirects the tab itself, a cross-site
 * frame inside it (a process of its own) or a popup it opens, nor at a near miss of the callback's
 * path. Sign-in pages are https, plain http only on this machine and only for the local demo
 * (loopback listeners stand in for it where a test says `localDemo`): any other plain-http page
 * stops the sign-in before anything is sent there. Real Chromium, a real demo broker, real
 * sockets on loopback.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CONSUMERS, startDemoBroker, type DemoBroker, type DemoConsumer } from '../../../demo-broker/index.ts';
import { findChromium } from '../../../e2e/harness/chromium.ts';
import { chromiumSandbox } from '../../../scripts/preview/chromium-sandbox.ts';
import { createRequestGuard, type RequestGuard } from '../../../scripts/preview/request-guard.ts';
import { isSameOrigin } from '../../../electron/security/oauth-callback.ts';
import { createSignInTabAuthorizer } from '../../../scripts/preview/signin-tab.ts';
import { getAccessToken, getRequestToken } from '../../helpers/demo-broker-client.ts';

/** An HTTP server on loopback that records every request it receives. */
async function listen(
  handler: (path: string, respond: (status: number, headers: Record<string, string>, body?: string) => void) => void = (_path, respond) =>
    respond(200, {}, 'ok'),
) {
  const received: string[] = [];
  const server: Server = createServer((request, response) => {
    received.push(request.url ?? '');
    handler(request.url ?? '', (status, headers, body) => {
      response.writeHead(status, headers);
      response.end(body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  // Chromium may hold a preconnected socket that never sends a request: close those too.
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return { received, port, close };
}

const clock = { now: () => Date.now() };
/** The loopback listeners of these tests stand in for the local demo's pages. */
const asDemo = () => true;
let browser: Browser;
let context: BrowserContext;
let guard: RequestGuard;
let callbackHost: Awaited<ReturnType<typeof listen>>;
let broker: DemoBroker;
let consumer: DemoConsumer;

beforeAll(async () => {
  const sandbox = chromiumSandbox(process.platform, process.getuid?.());
  browser = await chromium.launch({ executablePath: findChromium(), headless: true, chromiumSandbox: sandbox.sandbox, args: sandbox.args });
  context = await browser.newContext();
  guard = createRequestGuard(browser);
  callbackHost = await listen();
  const callbackUrl = `http://127.0.0.1:${callbackHost.port}/strikeboard-callback`;
  broker = await startDemoBroker({ callbackUrl });
  // The demo's callback consumer, its callback pointed at the listener (as `callbackUrl` does to the broker's copy).
  consumer = { ...(DEMO_CONSUMERS.find((c) => c.callbackUrl !== null) as DemoConsumer), callbackUrl };
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await broker?.close();
  await callbackHost?.close();
});

/** Logs in and accepts on the demo broker's page, as a person would. */
async function approve(page: Page): Promise<void> {
  await page.getByLabel('User ID').fill('demo');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Accept' }).click();
}

describe('the sign-in tab', () => {
  it('5 of 5 sign-ins: the verifier comes back from the tab, the callback host receives nothing, and the verifier is real', async () => {
    const authorizer = createSignInTabAuthorizer(context, {
      guard,
      providerSendsToken: () => true,
      localDemo: (authorizeUrl) => isSameOrigin(authorizeUrl, broker.url),
      onPage: (page) => void approve(page).catch(() => {}),
    });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const requestToken = await getRequestToken(broker, clock, consumer);
      const authorizeUrl = `${broker.url}/authorize?key=${encodeURIComponent(consumer.key)}&token=${encodeURIComponent(requestToken.token)}`;
      const outcome = await authorizer.authorize({
        authorizeUrl,
        requestToken: requestToken.token,
        callbackUrl: consumer.callbackUrl,
        signal: new AbortController().signal,
      });
      if (!('verifier' in outcome)) throw new Error(`attempt ${attempt}: ${outcome.reason}`);
      expect(outcome.verifier).toMatch(/^[A-Z0-9]{6}$/);
      expect((await getAccessToken(broker, clock, consumer, requestToken, outcome.verifier)).status).toBe(200);
    }
    expect(callbackHost.received).toEqual([]);
    expect(context.pages()).toEqual([]);
  }, 120_000);

  it('stops the callback in a cross-site frame of its own process; windows the page opens (noopener too) load nothing and close', async () => {
    const callbackUrl = `http://127.0.0.1:${callbackHost.port}/callback`;
    const provider = await listen((path, respond) => {
      const page = (html: string) => respond(200, { 'Content-Type': 'text/html' }, html);
      if (path.startsWith('/to-callback')) respond(302, { Location: `${callbackUrl}?oauth_verifier=FRAME1&oauth_token=rt-frame` });
      else if (path === '/framed') page(`<script>location.href = '/to-callback'</script>`);
      // localhost is another site than 127.0.0.1: the frame runs in a process of its own.
      else if (path === '/with-frame') page(`<iframe src="http://localhost:${provider.port}/framed"></iframe>`);
      else if (path.startsWith('/popup-callback')) respond(302, { Location: `${callbackUrl}?oauth_verifier=POPUP1&oauth_token=rt-popup` });
      else if (path === '/with-popup')
        page(`<script>window.open('/popup-callback'); window.open('/popup-callback', '_blank', 'noopener')</script><p id="opened">opened</p>`);
      else page('');
    });
    try {
      const authorizer = createSignInTabAuthorizer(context, { guard, localDemo: asDemo });
      const framed = await authorizer.authorize({
        authorizeUrl: `http://127.0.0.1:${provider.port}/with-frame`,
        requestToken: 'rt-frame',
        callbackUrl,
        signal: new AbortController().signal,
      });
      expect(framed).toEqual({ verifier: 'FRAME1' });
      expect(provider.received).toEqual(['/with-frame', '/framed', '/to-callback']);

      // The windows the tab opens, as Chromium announces them (its own record, not Playwright's events).
      const watcher = await browser.newBrowserCDPSession();
      const opened = new Set<string>();
      const closed = new Set<string>();
      watcher.on('Target.targetCreated', ({ targetInfo }: { targetInfo: { targetId: string; openerId?: string } }) => {
        if (targetInfo.openerId !== undefined) opened.add(targetInfo.targetId);
      });
      watcher.on('Target.targetDestroyed', ({ targetId }: { targetId: string }) => closed.add(targetId));
      await watcher.send('Target.setDiscoverTargets', { discover: true });
      const stop = new AbortController();
      const withPopup = createSignInTabAuthorizer(context, {
        guard,
        localDemo: asDemo,
        onPage: (page) =>
          void page
            .locator('#opened')
            .waitFor()
            .then(async () => {
              // Both windows opened, then both closed: the sign-in can end.
              await expect.poll(() => opened.size, { timeout: 30_000 }).toBe(2);
              await expect.poll(() => [...opened].every((id) => closed.has(id)), { timeout: 30_000 }).toBe(true);
              stop.abort();
            }),
      });
      const outcome = await withPopup.authorize({
        authorizeUrl: `http://127.0.0.1:${provider.port}/with-popup`,
        requestToken: 'rt-popup',
        callbackUrl,
        signal: stop.signal,
      });
      await watcher.detach();
      expect(outcome).toEqual({ cancelled: true, reason: 'Sign-in was cancelled.' });
      expect(provider.received).not.toContain('/popup-callback');
      expect(callbackHost.received).toEqual([]);
      expect(context.pages()).toEqual([]);
    } finally {
      await provider.close();
    }
  }, 60_000);

  it('shows sign-in pages over https only (http only on this machine): a plain-http page elsewhere stops it before a request is sent', async () => {
    const authorizer = createSignInTabAuthorizer(context, { guard, localDemo: asDemo });
    const signal = new AbortController().signal;
    // The first page is refused before a tab opens.
    expect(await authorizer.authorize({ authorizeUrl: 'http://sign-in.example/authorize?token=t', requestToken: 't', callbackUrl: null, signal })).toEqual({
      cancelled: true,
      reason: 'The sign-in page is not encrypted (http://sign-in.example is plain http), so Strikeboard stopped the sign-in before showing it.',
    });
    expect(context.pages()).toEqual([]);
    // A loopback page (the demo's kind) that sends the tab, or a cross-site frame inside it, to plain http elsewhere: stopped there.
    const provider = await listen((path, respond) => {
      if (path === '/with-frame') respond(200, { 'Content-Type': 'text/html' }, `<iframe src="http://localhost:${provider.port}/authorize"></iframe>`);
      else respond(302, { Location: 'http://sign-in.example/login' });
    });
    try {
      const insecure = {
        cancelled: true,
        reason: 'The sign-in page is not encrypted (http://sign-in.example is plain http), so Strikeboard stopped the sign-in before showing it.',
      };
      expect(await authorizer.authorize({ authorizeUrl: `http://127.0.0.1:${provider.port}/authorize`, requestToken: 't', callbackUrl: null, signal })).toEqual(
        insecure,
      );
      expect(
        await authorizer.authorize({ authorizeUrl: `http://127.0.0.1:${provider.port}/with-frame`, requestToken: 't', callbackUrl: null, signal }),
      ).toEqual(insecure);
      expect(provider.received).toEqual(['/authorize', '/with-frame', '/authorize']);
      expect(context.pages()).toEqual([]);
    } finally {
      await provider.close();
    }
  }, 60_000);

  it('never sends a near miss of the callback (…/callback/?oauth_verifier=…) nor takes it; the exact callback still ends the sign-in', async () => {
    const callbackUrl = `http://127.0.0.1:${callbackHost.port}/callback`;
    const nearMiss = `http://127.0.0.1:${callbackHost.port}/callback/?oauth_verifier=EVIL12&oauth_token=rt-near`;
    const provider = await listen((path, respond) => {
      if (path === '/to-near-miss') respond(302, { Location: nearMiss });
      else if (path === '/to-callback') respond(302, { Location: `${callbackUrl}?oauth_verifier=GOOD12&oauth_token=rt-near` });
      else respond(200, { 'Content-Type': 'text/html' }, '');
    });
    try {
      const stop = new AbortController();
      const authorizer = createSignInTabAuthorizer(context, {
        guard,
        localDemo: asDemo,
        onPage: (page) => {
          // The near miss is stopped before it is sent (then the provider's exact callback follows);
          // sent, it ends the test as a cancelled sign-in, so this fails rather than hangs.
          const seen = Promise.race([
            page.waitForEvent('requestfailed', { predicate: (request) => request.url() === nearMiss, timeout: 0 }).then(() => 'stopped'),
            page.waitForEvent('requestfinished', { predicate: (request) => request.url() === nearMiss, timeout: 0 }).then(() => 'sent'),
          ]);
          void seen
            .then(async (what) => {
              if (what === 'stopped') await page.goto(`http://127.0.0.1:${provider.port}/to-callback`);
              else stop.abort();
            })
            .catch(() => {});
        },
      });
      const outcome = await authorizer.authorize({
        authorizeUrl: `http://127.0.0.1:${provider.port}/to-near-miss`,
        requestToken: 'rt-near',
        callbackUrl,
        signal: stop.signal,
      });
      expect(outcome).toEqual({ verifier: 'GOOD12' });
      expect(provider.received).toEqual(['/to-near-miss', '/to-callback']);
      expect(callbackHost.received).toEqual([]);
      expect(context.pages()).toEqual([]);
    } finally {
      await provider.close();
    }
  }, 60_000);

  it('plain http on this machine only for the local demo: another provider on loopback is refused, the demo’s sign-in works', async () => {
    const provider = await listen();
    try {
      const authorizer = createSignInTabAuthorizer(context, {
        guard,
        providerSendsToken: (authorizeUrl) => isSameOrigin(authorizeUrl, broker.url),
        localDemo: (authorizeUrl) => isSameOrigin(authorizeUrl, broker.url),
        // A tab that shows another provider's page is closed, so a wrongly shown page fails fast.
        onPage: (page) =>
          void page
            .waitForURL((url) => url.href !== 'about:blank', { timeout: 0 })
            .then(() => (isSameOrigin(page.url(), broker.url) ? approve(page) : page.close()))
            .catch(() => {}),
      });
      const signal = new AbortController().signal;
      const notDemo = `http://127.0.0.1:${provider.port}`;
      expect(
        await authorizer.authorize({ authorizeUrl: `${notDemo}/authorize?token=t`, requestToken: 't', callbackUrl: consumer.callbackUrl, signal }),
      ).toEqual({
        cancelled: true,
        reason: `The sign-in page is not encrypted (${notDemo} is plain http), so Strikeboard stopped the sign-in before showing it.`,
      });
      // Without a `localDemo` answer no provider is the demo, loopback or not.
      expect(
        await createSignInTabAuthorizer(context, { guard }).authorize({
          authorizeUrl: `${broker.url}/authorize`,
          requestToken: 't',
          callbackUrl: null,
          signal,
        }),
      ).toEqual({
        cancelled: true,
        reason: `The sign-in page is not encrypted (${new URL(broker.url).origin} is plain http), so Strikeboard stopped the sign-in before showing it.`,
      });
      expect(provider.received).toEqual([]);
      expect(context.pages()).toEqual([]);

      const requestToken = await getRequestToken(broker, clock, consumer);
      const outcome = await authorizer.authorize({
        authorizeUrl: `${broker.url}/authorize?key=${encodeURIComponent(consumer.key)}&token=${encodeURIComponent(requestToken.token)}`,
        requestToken: requestToken.token,
        callbackUrl: consumer.callbackUrl,
        signal,
      });
      if (!('verifier' in outcome)) throw new Error(outcome.reason);
      expect((await getAccessToken(broker, clock, consumer, requestToken, outcome.verifier)).status).toBe(200);
      expect(callbackHost.received).toEqual([]);
    } finally {
      await provider.close();
    }
  }, 60_000);

  it('closing the tab or the signal cancels, and the browser’s other pages are untouched afterwards', async () => {
    const provider = await listen((_path, respond) => respond(200, { 'Content-Type': 'text/html' }, '<p>sign in here</p>'));
    try {
      const closing = createSignInTabAuthorizer(context, { guard, localDemo: asDemo, onPage: (page) => void page.waitForLoadState().then(() => page.close()) });
      expect(
        await closing.authorize({
          authorizeUrl: `http://127.0.0.1:${provider.port}/`,
          requestToken: 't',
          callbackUrl: null,
          signal: new AbortController().signal,
        }),
      ).toEqual({ cancelled: true, reason: 'The sign-in window was closed.' });
      const aborted = new AbortController();
      const pending = createSignInTabAuthorizer(context, {
        guard,
        localDemo: asDemo,
        onPage: (page) => void page.waitForLoadState().then(() => aborted.abort()),
      }).authorize({
        authorizeUrl: `http://127.0.0.1:${provider.port}/`,
        requestToken: 't',
        callbackUrl: null,
        signal: aborted.signal,
      });
      expect(await pending).toEqual({ cancelled: true, reason: 'Sign-in was cancelled.' });
      // No sign-in under way: nothing is held, plain http elsewhere is not the tab's business.
      const other = await context.newPage();
      await other.goto(`http://127.0.0.1:${provider.port}/after`);
      expect(provider.received).toContain('/after');
      await other.close();
    } finally {
      await provider.close();
    }
  }, 60_000);
});
