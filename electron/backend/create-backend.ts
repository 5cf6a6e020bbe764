import type { AppInfo } from '../../shared/app-info.ts';
import { fail, ok } from '../../shared/result.ts';
import { openExternalSafely } from '../security/external-links.ts';
import { createEventHub } from './events.ts';
import type { EventHub } from './events.ts';
import type { Handlers } from './ipc/dispatcher.ts';
import type { Authorizer, Clock, Fetch, Logger, NonceSource, Notifier, SecretStore } from './services.ts';
import type { SettingsStore } from './settings/settings-store.ts';

/** Everything the backend is built from; the app passes Electron-backed ones, tests local ones. */
export interface BackendServices {
  clock: Clock;
  fetch: Fetch;
  nonce: NonceSource;
  secrets: SecretStore;
  settings: SettingsStore;
  notifier: Notifier;
  authorizer: Authorizer;
  logger: Logger;
  /** Opens a URL in the system browser (shell.openExternal); only called past the link gate. */
  openExternal: (url: string) => Promise<void>;
  /** Static facts about the running program. */
  runtime: Omit<AppInfo, 'environment'>;
}

export interface Backend {
  handlers: Handlers;
  events: EventHub;
  /** Stops timers and background work; resolves when done. */
  dispose(): Promise<void>;
}

/** Builds every IPC handler from the injected services. No Electron import anywhere below. */
export function createBackend(services: BackendServices): Backend {
  const { settings, logger } = services;
  const events = createEventHub((error) => logger.error('event listener failed', { error: String(error) }));

  const handlers: Handlers = {
    'app:info': () => ok({ ...services.runtime, environment: settings.snapshot().values.environment }),
    'app:openExternal': async (url) => {
      const opened = await openExternalSafely(url, services.openExternal);
      return opened
        ? ok({ opened })
        : fail('invalid-argument', 'Only web links (http or https) can be opened in the browser.');
    },
    'settings:get': () => ok(settings.snapshot()),
    'settings:update': (patch) => {
      const snapshot = settings.update(patch);
      events.emit('settings:changed', snapshot);
      return ok(snapshot);
    },
  };

  return { handlers, events, dispose: async () => {} };
}
