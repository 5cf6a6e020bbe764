/**
 * The browser preview: the real backend in this process (real keychain or session-only memory,
 * a preview-only settings file, the demo broker in-process on loopback), the built renderer on
 * the e2e harness's loopback server, and a local Chromium showing it with `window.strikeboard`
 * wired through the harness's in-process bridge. Chromium is driven over a pipe, so nothing
 * listens beyond the two loopback servers.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import Conf from 'conf';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBackend, type Backend } from '../../electron/backend/create-backend.ts';
import { createConsoleLogger } from '../../electron/backend/console-logger.ts';
import { randomNonce } from '../../electron/backend/oauth/nonce.ts';
import { probeOsKeychain, KEYCHAIN_SERVICE } from '../../electron/backend/secrets/os-keychain.ts';
import { systemClock, type KeyValueFile, type Logger } from '../../electron/backend/services.ts';
import { openSettingsStore } from '../../electron/backend/settings/settings-store.ts';
import { startDemoBroker } from '../../demo-broker/index.ts';
import { connectBridge } from '../../e2e/harness/bridge-host.ts';
import { findChromium } from '../../e2e/harness/chromium.ts';
import { REPO_ROOT, RENDERER_DIR } from '../../e2e/harness/paths.ts';
import { serveRenderer } from '../../e2e/harness/static-server.ts';
import { isSameOrigin } from '../../electron/security/oauth-callback.ts';
import { chromiumSandbox, sandboxFailure } from './chromium-sandbox.ts';
import { PREVIEW_BRIDGE } from './ensure-built.ts';
import { pageClipboard } from './page-clipboard.ts';
import { previewHome } from './preview-home.ts';
import { PREVIEW_SERVICE_SUFFIX, previewKeychain } from './preview-keychain.ts';
import { createRequestGuard } from './request-guard.ts';
import { createSignInTabAuthorizer } from './signin-tab.ts';
import { notificationLine } from './terminal-lines.ts';

/** The window's size; the page follows the window when it is resized (headed). */
const WINDOW = { width: 1360, height: 860 };
/** What the app shows once it has loaded: the first-run screen, or the app with its environment badge. */
const LOADED = '[data-testid="first-run"], [data-testid="environment-badge"]';

export interface Preview {
  page: Page;
  /** Where the settings file is. */
  settingsPath: string;
  /** Resolves when the browser window (the app's page) is closed or the browser goes away. */
  closed: Promise<void>;
  /** The demo broker's URL once the app has started it. */
  demoBrokerUrl(): string | null;
  /** Waits until the app has rendered; says which screen it shows. */
  loaded(timeoutMs: number): Promise<'first-run' | 'app'>;
  /** Signs out (bounded), stops the demo broker, the server and the browser; removes a --fresh folder. */
  shutdown(): Promise<void>;
}

/** Starts everything and opens the app; `say` prints a line for the person at the terminal. */
export async function startPreview(options: { headless: boolean; fresh: boolean }, say: (line: string) => void): Promise<Preview> {
  const logger: Logger = { ...createConsoleLogger(), info() {} };
  const dir = options.fresh ? mkdtempSync(join(tmpdir(), 'strikeboard-preview-')) : previewHome(process.platform, process.env, homedir());
  mkdirSync(dir, { recursive: true });
  const settingsPath = join(dir, 'settings.json');
  const settings = openSettingsStore({
    path: settingsPath,
    open: () => new Conf({ cwd: dir, configName: 'settings' }) as unknown as KeyValueFile,
    clock: systemClock,
    logger,
  });
  const keychain = options.fresh
    ? ({ available: false, reason: '--fresh keeps nothing' } as const)
    : previewKeychain(await probeOsKeychain({ service: `${KEYCHAIN_SERVICE}${PREVIEW_SERVICE_SUFFIX}` }));

  // The provider's sign-in page shows in this browser: sandboxed wherever the platform allows it.
  const sandbox = chromiumSandbox(process.platform, process.getuid?.());
  if (sandbox.note !== null) say(sandbox.note);
  const browser: Browser = await chromium
    .launch({
      executablePath: findChromium(),
      headless: options.headless,
      chromiumSandbox: sandbox.sandbox,
      args: [...sandbox.args, `--window-size=${WINDOW.width},${WINDOW.height}`],
      // No "controlled by automated test software" bar over a preview meant for people.
      ignoreDefaultArgs: ['--enable-automation'],
      // Playwright's own handlers would close the browser and exit 130 before our shutdown runs
      // (no sign-out, a --fresh folder left behind): the preview's entry handles these signals.
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    })
    .catch((error: unknown) => {
      // A platform without a usable sandbox is said in one line, not as Chromium's crash report.
      const line = sandboxFailure(error);
      throw line === null ? error : new Error(line);
    });
  const context = await browser.newContext(options.headless ? { viewport: WINDOW } : { viewport: null });
  const page = await context.newPage();
  const server = await serveRenderer(RENDERER_DIR);
  // The app copies through the backend (`clipboard:write`); here the backend hands the text to the page's clipboard.
  await context.grantPermissions(['clipboard-write'], { origin: server.origin });
  const version = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }).version;

  let demoBrokerUrl: string | null = null;
  const backend: Backend = createBackend({
    clock: systemClock,
    fetch: globalThis.fetch.bind(globalThis),
    nonce: randomNonce,
    keychain,
    settings,
    logger,
    startDemo: async () => {
      const broker = await startDemoBroker();
      demoBrokerUrl = broker.url;
      say(`preview: demo broker on ${broker.url} (loopback only; the CLI can use it too: STRIKEBOARD_DEMO_URL=${broker.url})`);
      return broker;
    },
    notifier: { notify: (note) => say(notificationLine(note)) },
    // A tab with the sign-in window's rules: the callback never leaves this process, sign-in pages are https (http: the demo).
    authorizer: createSignInTabAuthorizer(context, {
      guard: createRequestGuard(browser),
      providerSendsToken: (authorizeUrl) => demoBrokerUrl !== null && isSameOrigin(authorizeUrl, demoBrokerUrl),
      localDemo: (authorizeUrl) => demoBrokerUrl !== null && isSameOrigin(authorizeUrl, demoBrokerUrl),
    }),
    clipboard: pageClipboard(page, logger),
    runtime: {
      name: 'Strikeboard (browser preview)',
      version,
      platform: process.platform,
      arch: process.arch,
      versions: { electron: null, chrome: browser.version(), node: process.versions.node },
    },
    showApp: () => void page.bringToFront().catch(() => {}),
  });
  if (!keychain.available) {
    await backend.handlers['session:useMemoryOnly'](undefined);
    say(
      options.fresh
        ? 'preview: --fresh: keys and tokens in memory only, settings in a temporary folder'
        : `preview: no system keychain (${keychain.reason}): keys and tokens are kept in memory until the preview closes`,
    );
  }
  const bridge = await connectBridge(page, { backend, origin: server.origin, bundle: PREVIEW_BRIDGE, logger });
  page.on('pageerror', (error) => logger.error('preview: the page threw', { error: error.message }));

  const closed = new Promise<void>((resolve) => {
    page.once('close', () => resolve());
    browser.once('disconnected', () => resolve());
  });
  await page.goto(`${server.origin}/index.html`);

  let shutting: Promise<void> | null = null;
  return {
    page,
    settingsPath,
    closed,
    demoBrokerUrl: () => demoBrokerUrl,
    async loaded(timeoutMs) {
      await page.locator(LOADED).first().waitFor({ state: 'visible', timeout: timeoutMs });
      return (await page.getByTestId('first-run').isVisible()) ? 'first-run' : 'app';
    },
    shutdown() {
      shutting ??= (async () => {
        bridge.disconnect();
        // Bounded, as the app's quit: a hung revoke must not keep the preview from exiting.
        await Promise.race([backend.dispose(), new Promise((resolve) => setTimeout(resolve, 3000).unref())]);
        await server.close();
        if (browser.isConnected()) await browser.close().catch(() => {});
        if (options.fresh) rmSync(dir, { recursive: true, force: true });
      })();
      return shutting;
    },
  };
}
