import type { AppInfo } from '../../shared/app-info.ts';
import { fail, ok } from '../../shared/result.ts';
import { openExternalSafely } from '../security/external-links.ts';
import { createEventHub } from './events.ts';
import type { EventHub } from './events.ts';
import type { Handlers } from './ipc/dispatcher.ts';
import { createMarketService } from './market/market-service.ts';
import { createNotifications } from './notifications/notifications.ts';
import { createOrdersService } from './orders/orders-service.ts';
import { createSessionClient } from './broker/session-client.ts';
import { createQuotaPublisher } from './broker/quota-publisher.ts';
import type { QuotaLedger } from './broker/quota-ledger.ts';
import type { KeychainProbe } from './secrets/os-keychain.ts';
import type { Authorizer, Clock, DemoBrokerHandle, Fetch, Logger, NonceSource, Notifier } from './services.ts';
import { createSessionRegistry } from './session/session-registry.ts';
import type { SettingsStore } from './settings/settings-store.ts';

/** Everything the backend is built from; the app passes Electron-backed ones, tests local ones. */
export interface BackendServices {
  clock: Clock;
  fetch: Fetch;
  nonce: NonceSource;
  /** The OS keychain as probed at start (or its absence, with the reason). */
  keychain: KeychainProbe;
  settings: SettingsStore;
  notifier: Notifier;
  authorizer: Authorizer;
  logger: Logger;
  /** Starts the local demo broker (in-process, loopback, random port) on first use. */
  startDemo: () => Promise<DemoBrokerHandle>;
  /**
   * The system clipboard, plain text only: the page copies through `clipboard:write`, never a web
   * permission. `writeText` answers false when it wrote nothing (the app's window is not in front;
   * in the browser preview, the page refused), at once or once the write has settled.
   */
  clipboard: { writeText(text: string): boolean | Promise<boolean> };
  /** Opens a URL in the system browser (shell.openExternal); only called past the link gate. */
  openExternal: (url: string) => Promise<void>;
  /** Static facts about the running program. */
  runtime: Omit<AppInfo, 'environment'>;
  /** Brings the app's window forward (a notification was clicked). */
  showApp?: () => void;
  /** The hourly spending shared with the command line (quota-ledger.ts); each process counts alone without it. */
  quotaLedger?: QuotaLedger;
}

export interface Backend {
  handlers: Handlers;
  events: EventHub;
  /** The window was hidden or shown: polling slows down while nobody looks. */
  setWindowVisible(visible: boolean): void;
  /** Revokes sessions (bounded), stops timers and the demo broker. */
  dispose(): Promise<void>;
}

/** Builds every IPC handler from the injected services. No Electron import anywhere below. */
export function createBackend(services: BackendServices): Backend {
  const { settings, logger } = services;
  const events = createEventHub((error) => logger.error('event listener failed', { error: String(error) }));

  const sessions = createSessionRegistry({
    clock: services.clock,
    fetch: services.fetch,
    nonce: services.nonce,
    logger,
    keychain: services.keychain,
    authorizer: services.authorizer,
    settings,
    startDemo: services.startDemo,
    emit: (view) => {
      events.emit('session:changed', view);
      // Every feed hears what moved by subscription (live/session-news.ts), in no particular order.
      client.news.check();
    },
  });
  const client = createSessionClient({
    current: () => sessions.current(),
    clock: services.clock,
    logger,
    quotaLimits: () => settings.snapshot().values.quota,
    ...(services.quotaLedger === undefined ? {} : { quotaLedger: services.quotaLedger }),
    environmentId: () => settings.snapshot().values.environment,
    onQuotaChange: (environment) => {
      if (environment === settings.snapshot().values.environment) quotaPush.changed();
    },
  });
  const quotaPush = createQuotaPublisher(services.clock, () => client.meter().snapshot(), (snapshot) => events.emit('quota:changed', snapshot));
  const market = createMarketService(client, {
    clock: services.clock,
    logger,
    refreshSeconds: () => settings.snapshot().values.chainView.refreshSeconds,
    emitQuotes: (update) => events.emit('chain:quotes', update),
  });
  const notifications = createNotifications({
    notifier: services.notifier,
    enabled: (kind) => (kind === 'order' ? settings.snapshot().values.orders.notifications : false),
    ...(services.showApp === undefined ? {} : { showApp: services.showApp }),
    events,
    logger,
  });
  const orders = createOrdersService({
    client,
    clock: services.clock,
    logger,
    notifications,
    emitOrders: (state) => events.emit('orders:changed', state),
    preferences: () => settings.snapshot().values.orders,
  });

  const handlers: Handlers = {
    'app:info': () => ok({ ...services.runtime, environment: settings.snapshot().values.environment }),
    'app:openExternal': async (url) => {
      const opened = await openExternalSafely(url, services.openExternal);
      return opened
        ? ok({ opened })
        : fail('invalid-argument', 'Only web links (http or https) can be opened in the browser.');
    },
    'clipboard:write': async (text) =>
      (await services.clipboard.writeText(text))
        ? ok({ written: true })
        : fail('invalid-argument', 'Nothing was copied: Strikeboard copies only while its window is in front.'),
    'settings:get': () => ok(settings.snapshot()),
    'settings:update': (patch) => {
      const snapshot = settings.update(patch);
      events.emit('settings:changed', snapshot);
      sessions.settingsChanged();
      market.settingsChanged();
      quotaPush.changed();
      return ok(snapshot);
    },
    'session:get': async () => ok(await sessions.view()),
    'session:useMemoryOnly': async () => ok(await sessions.useMemoryOnly()),
    'auth:signIn': () => sessions.signIn(),
    'auth:submitCode': (code) => sessions.submitCode(code),
    'auth:cancel': () => ok(sessions.cancelSignIn()),
    'auth:signOut': () => sessions.signOut(),
    'credentials:status': () => sessions.credentials.status(),
    'credentials:save': ({ environment, consumerKey, consumerSecret }) => sessions.credentials.save(environment, consumerKey, consumerSecret),
    'credentials:clear': ({ environment }) => sessions.credentials.clear(environment),
    'chain:get': (query) => market.getOptionChain(query),
    'accounts:list': () => orders.listAccounts(),
    'orders:watch': ({ accountKey }) => orders.watch(accountKey),
    'orders:unwatch': ({ accountKey }) => orders.unwatch(accountKey),
    'orders:refresh': ({ accountKey }) => orders.refresh(accountKey),
    'orders:pause': ({ accountKey, paused }) => orders.pause(accountKey, paused),
    'chain:expiries': ({ symbol, kind }) => market.getExpiryDates(symbol, kind),
    'chain:watch': (watch) => market.watchChain(watch),
    'chain:unwatch': () => ok(market.unwatchChain()),
    'quotes:get': ({ symbols }) => market.getQuotes(symbols),
    'quota:get': () => ok(client.meter().snapshot()),
    'orders:history': (query) => orders.history(query),
    'orders:details': (query) => orders.details(query),
  };

  return {
    handlers,
    events,
    setWindowVisible: (visible) => {
      orders.setWindowVisible(visible);
      market.setWindowVisible(visible);
    },
    async dispose() {
      orders.dispose();
      market.dispose();
      quotaPush.stop();
      client.reset();
      await sessions.shutdown();
    },
  };
}
