import type { AppInfo } from '../../shared/app-info.ts';
import { alertsPart } from './alerts/alerts-part.ts';
import { appPart } from './app-part.ts';
import { quotaPart } from './broker/quota/quota-part.ts';
import { createQuotaPublisher } from './broker/quota/quota-publisher.ts';
import type { QuotaLedger } from './broker/quota/ledger/quota-ledger.ts';
import { createSessionClient } from './broker/session-client.ts';
import { createEventHub } from './events.ts';
import type { EventHub } from './events.ts';
import type { Handlers } from './ipc/dispatcher.ts';
import { marketPart } from './market/market-part.ts';
import { termStructurePart } from './term-structure/term-structure-part.ts';
import { alertNotices } from './notifications/alert-notices.ts';
import { createNotifications, type NoticeKind } from './notifications/notifications.ts';
import { ordersPart } from './orders/orders-part.ts';
import { positionsPart } from './positions/positions-part.ts';
import type { KeychainProbe } from './secrets/os-keychain.ts';
import { disposeAll, handlersOf, pageGoneTo, windowVisibleTo } from './service-part.ts';
import type { Authorizer, Clock, DemoBrokerHandle, Fetch, Logger, NonceSource, Notifier } from './services.ts';
import { sessionPart } from './session/session-part.ts';
import { createSessionRegistry } from './session/session-registry.ts';
import { settingsPart } from './settings/settings-part.ts';
import { createSettingsSections } from './settings/settings-sections.ts';
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
  /** The window's page went away without letting go (reloaded, navigated, its process gone): what it watched is released. */
  pageGone(): void;
  /** Revokes sessions (bounded), stops timers and the demo broker. */
  dispose(): Promise<void>;
}

/**
 * Builds the backend from the injected services as a list of parts, each with its own channels
 * and lifecycle (service-part.ts): a new service is one entry in the list. No Electron import
 * anywhere below.
 */
export function createBackend(services: BackendServices): Backend {
  const { settings, logger, clock } = services;
  const events = createEventHub((error) => logger.error('event listener failed', { error: String(error) }));
  const sections = createSettingsSections((error) => logger.error('settings listener failed', { error: String(error) }));

  const sessions = createSessionRegistry({
    clock,
    fetch: services.fetch,
    nonce: services.nonce,
    logger,
    keychain: services.keychain,
    authorizer: services.authorizer,
    settings,
    startDemo: services.startDemo,
    emit: (view) => {
      events.emit('session:changed', view);
      // Every live feed hears what moved by its own subscription (live/session-news.ts).
      client.news.check();
    },
  });
  const client = createSessionClient({
    current: () => sessions.current(),
    clock,
    logger,
    quotaLimits: () => settings.snapshot().values.quota,
    ...(services.quotaLedger === undefined ? {} : { quotaLedger: services.quotaLedger }),
    environmentId: () => settings.snapshot().values.environment,
    onQuotaChange: (environment) => {
      if (environment === settings.snapshot().values.environment) publisher.changed();
    },
  });
  const publisher = createQuotaPublisher(
    clock,
    () => client.meter().snapshot(),
    (snapshot) => events.emit('quota:changed', snapshot),
  );
  const noticesOn = (kind: NoticeKind): boolean => {
    switch (kind) {
      case 'order':
        return settings.snapshot().values.orders.notifications;
      case 'alert':
        return settings.snapshot().values.alerts.notifications;
    }
  };
  const notifications = createNotifications({
    notifier: services.notifier,
    enabled: noticesOn,
    events,
    logger,
    ...(services.showApp === undefined ? {} : { showApp: services.showApp }),
  });

  const parts = [
    appPart({ runtime: services.runtime, settings, clipboard: services.clipboard }),
    settingsPart({ settings, events, sections }),
    sessionPart(sessions, sections),
    quotaPart({ client, publisher, sections }),
    marketPart(client, {
      clock,
      logger,
      sections,
      refreshSeconds: () => settings.snapshot().values.chainView.refreshSeconds,
      emitQuotes: (update) => events.emit('chain:quotes', update),
    }),
    termStructurePart({ client, clock }),
    ordersPart({
      client,
      clock,
      logger,
      sections,
      notifications,
      emitOrders: (state) => events.emit('orders:changed', state),
      preferences: () => settings.snapshot().values.orders,
    }),
    positionsPart({
      client,
      clock,
      logger,
      sections,
      emitPositions: (state) => events.emit('positions:changed', state),
      refreshSeconds: () => settings.snapshot().values.positionsView.refreshSeconds,
    }),
    alertsPart({
      client,
      clock,
      logger,
      sections,
      emitAlerts: (state) => events.emit('alerts:changed', state),
      notify: (alerts) => {
        // One fill, one notification: the order's, while order notifications are on.
        for (const notice of alertNotices(alerts, { ordersSpeak: notifications.enabled('order') })) notifications.show(notice);
      },
      refreshSeconds: () => settings.snapshot().values.alerts.refreshSeconds,
    }),
  ] as const;
  // The compiler checks here that the parts answer every channel of the contract.
  const handlers: Handlers = handlersOf(parts);

  return {
    handlers,
    events,
    setWindowVisible: (visible) => windowVisibleTo(parts, visible),
    pageGone: () => pageGoneTo(parts),
    dispose: () => disposeAll(parts),
  };
}
