/**
 * The main process: composes the Electron adapters around the plain-Node backend, in order.
 * Everything with logic lives in electron/backend and electron/security; this file only wires.
 */
import { app, BrowserWindow, clipboard, ipcMain, Menu, nativeTheme, Notification, protocol, screen, session, shell } from 'electron';
import ElectronStore from 'electron-store';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { registerAppScheme, serveAppScheme } from './adapters/app-protocol.ts';
import { createPopupAuthorizer } from './adapters/auth-popup.ts';
import { createClipboardWriter } from './adapters/clipboard.ts';
import { forwardEvents, wireInvokeChannels } from './adapters/ipc.ts';
import { createMainWindow } from './adapters/main-window.ts';
import { createNotifier } from './adapters/notifier.ts';
import { denyAllPermissions, guardAllWebContents } from './adapters/security.ts';
import { createConsoleLogger } from './backend/console-logger.ts';
import { createBackend } from './backend/create-backend.ts';
import { ledgerPath, openQuotaLedger } from './backend/broker/quota/ledger/quota-ledger.ts';
import { dataDirOverride } from './backend/data-dir.ts';
import { createDispatcher } from './backend/ipc/dispatcher.ts';
import { systemClock } from './backend/services.ts';
import type { KeyValueFile } from './backend/services.ts';
import { probeOsKeychain } from './backend/secrets/os-keychain.ts';
import { openSettingsStore } from './backend/settings/settings-store.ts';
import { startDemoBroker } from '../demo-broker/index.ts';
import { appMenuTemplate } from './security/app-menu.ts';
import { openExternalSafely } from './security/external-links.ts';
import { isTrustedSender, replacesPage } from './security/navigation.ts';
import { isSameOrigin, isSignInPageUrl } from './security/oauth-callback.ts';

const here = import.meta.dirname;
const paths = {
  preload: join(here, '..', 'preload', 'preload.cjs'),
  renderer: join(here, '..', 'renderer'),
  icon: join(here, '..', '..', 'assets', 'icon.png'),
};
const logger = createConsoleLogger();

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  registerAppScheme(protocol);
  const signInContents = new Set<number>();
  // The one way out to the browser: every caller goes through the http(s) gate first.
  const openInBrowser = shell.openExternal.bind(shell);
  guardAllWebContents(app, (url) => void openExternalSafely(url, openInBrowser), {
    allowNavigation: (contents, url) => signInContents.has(contents.id) && isSignInPageUrl(url),
  });

  let mainWindow: BrowserWindow | null = null;
  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });

  void app.whenReady().then(async () => {
    denyAllPermissions(session.defaultSession);
    serveAppScheme(protocol, paths.renderer);
    Menu.setApplicationMenu(Menu.buildFromTemplate(appMenuTemplate({ packaged: app.isPackaged, platform: process.platform, appName: app.getName() })));

    const settingsPath = join(app.getPath('userData'), 'settings.json');
    const settings = openSettingsStore({
      path: settingsPath,
      open: () => new ElectronStore({ name: 'settings', clearInvalidConfig: false, accessPropertiesByDotNotation: false }) as unknown as KeyValueFile,
      clock: systemClock,
      logger,
    });
    // The demo broker always appends oauth_token to its callback; the platform's habit is unconfirmed.
    let demoBrokerUrl: string | null = null;
    const backend = createBackend({
      clock: systemClock,
      fetch: globalThis.fetch.bind(globalThis),
      settings,
      logger,
      keychain: await probeOsKeychain(),
      startDemo: async () => {
        const broker = await startDemoBroker();
        demoBrokerUrl = broker.url;
        return broker;
      },
      showApp: () => {
        if (!mainWindow) return;
        if (mainWindow.isMinimized()) mainWindow.restore();
        mainWindow.show();
        mainWindow.focus();
      },
      nonce: () => randomBytes(16).toString('hex'),
      notifier: createNotifier(Notification, paths.icon),
      authorizer: createPopupAuthorizer({
        BrowserWindow,
        fromPartition: (partition, options) => session.fromPartition(partition, options),
        parent: () => mainWindow,
        signInContents,
        providerSendsToken: (authorizeUrl) => demoBrokerUrl !== null && isSameOrigin(authorizeUrl, demoBrokerUrl),
        localDemo: (authorizeUrl) => demoBrokerUrl !== null && isSameOrigin(authorizeUrl, demoBrokerUrl),
        packaged: app.isPackaged,
      }),
      clipboard: createClipboardWriter(clipboard, () => mainWindow !== null && !mainWindow.isDestroyed() && mainWindow.isFocused()),
      // One hourly count per consumer key, shared with `strikeboard` runs (same folder: data-dir.ts).
      quotaLedger: openQuotaLedger({
        path: ledgerPath(dataDirOverride(process.env) ?? app.getPath('userData')),
        clock: systemClock,
        onError: (what, error) => logger.warn(`quota ledger: cannot ${what}`, { error: error instanceof Error ? error.message : String(error) }),
      }),
      runtime: {
        name: app.getName(),
        version: app.getVersion(),
        platform: process.platform,
        arch: process.arch,
        versions: { electron: process.versions.electron ?? null, chrome: process.versions.chrome ?? null, node: process.versions.node },
      },
    });

    const ourContents = new Set<number>();
    wireInvokeChannels(
      ipcMain,
      createDispatcher(backend.handlers, (sender) => isTrustedSender(sender, ourContents), logger),
    );
    forwardEvents(backend.events, () => (mainWindow && !mainWindow.isDestroyed() ? [mainWindow.webContents] : []));

    const openMainWindow = () => {
      mainWindow = createMainWindow({
        BrowserWindow,
        screen,
        settings,
        preloadPath: paths.preload,
        iconPath: paths.icon,
        darkBackground: nativeTheme.shouldUseDarkColors,
        packaged: app.isPackaged,
      });
      const id = mainWindow.webContents.id;
      ourContents.add(id);
      // Polling slows down while nobody can see the orders.
      for (const [event, visible] of [
        ['hide', false],
        ['minimize', false],
        ['show', true],
        ['restore', true],
      ] as const) {
        mainWindow.on(event as 'hide', () => backend.setWindowVisible(visible));
      }
      // A reload or a crash ends the page without its unwatches: the backend lets its watches go.
      mainWindow.webContents.on('did-start-navigation', (details) => {
        if (replacesPage(details)) backend.pageGone();
      });
      mainWindow.webContents.on('render-process-gone', () => backend.pageGone());
      mainWindow.on('closed', () => {
        ourContents.delete(id);
        mainWindow = null;
      });
    };
    openMainWindow();
    app.on('activate', () => {
      if (!mainWindow) openMainWindow();
    });

    let quitting = false;
    app.on('before-quit', (event) => {
      if (quitting) return;
      quitting = true;
      event.preventDefault();
      // Bounded: a hung network call must not keep the app from quitting.
      void Promise.race([backend.dispose(), new Promise((resolve) => setTimeout(resolve, 3000))]).finally(() => app.quit());
    });
  });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}
