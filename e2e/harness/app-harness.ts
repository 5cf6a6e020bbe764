import Conf from 'conf';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { createBackend } from '../../electron/backend/create-backend.ts';
import type { Backend } from '../../electron/backend/create-backend.ts';
import { createDispatcher } from '../../electron/backend/ipc/dispatcher.ts';
import type { Authorizer, KeyValueFile, Logger, SecretStore } from '../../electron/backend/services.ts';
import { systemClock } from '../../electron/backend/services.ts';
import { openSettingsStore } from '../../electron/backend/settings/settings-store.ts';
import { EVENT_CHANNELS } from '../../shared/ipc/channels.ts';
import { BRIDGE_BUNDLE, RENDERER_DIR } from './paths.ts';
import { serveRenderer } from './static-server.ts';

export interface AppHarness {
  page: Page;
  backend: Backend;
  settingsPath: string;
  /** Every call the page made through the contract, in order. */
  calls: { channel: string; arg: unknown; ok: boolean }[];
  /** External links the backend would have opened. */
  opened: string[];
  close(): Promise<void>;
}

export interface HarnessOptions {
  /** Contents to put in the settings file before the app starts (e.g. a corrupt one). */
  settingsFile?: string;
  secrets?: SecretStore;
  authorizer?: Authorizer;
}

/** In-memory secrets for tests that do not exercise the keychain itself. */
function memorySecrets(): SecretStore {
  const entries = new Map<string, string>();
  return {
    getPassword: async (s, a) => entries.get(`${s}\n${a}`) ?? null,
    setPassword: async (s, a, p) => void entries.set(`${s}\n${a}`, p),
    deletePassword: async (s, a) => entries.delete(`${s}\n${a}`),
  };
}

const quietLogger: Logger = { info() {}, warn() {}, error: (m, f) => console.error(m, f) };

/**
 * Starts the real backend in this process, serves the built renderer, provides
 * `window.strikeboard` in the page through the contract, and opens the app.
 */
export async function startApp(page: Page, options: HarnessOptions = {}): Promise<AppHarness> {
  const dir = mkdtempSync(join(tmpdir(), 'strikeboard-e2e-'));
  const settingsPath = join(dir, 'settings.json');
  if (options.settingsFile !== undefined) writeFileSync(settingsPath, options.settingsFile);
  const settings = openSettingsStore({
    path: settingsPath,
    open: () => new Conf({ cwd: dir, configName: 'settings' }) as unknown as KeyValueFile,
    clock: systemClock,
    logger: quietLogger,
  });
  const opened: string[] = [];
  const backend = createBackend({
    clock: systemClock,
    fetch: globalThis.fetch.bind(globalThis),
    nonce: () => Math.random().toString(36).slice(2),
    secrets: options.secrets ?? memorySecrets(),
    settings,
    notifier: { notify() {} },
    authorizer: options.authorizer ?? { authorize: async () => ({ cancelled: true, reason: 'no authorizer in this test' }) },
    logger: quietLogger,
    openExternal: async (url) => void opened.push(url),
    runtime: {
      name: 'Strikeboard',
      version: '0.1.0',
      platform: process.platform,
      arch: process.arch,
      versions: { electron: null, chrome: null, node: process.versions.node },
    },
  });
  const server = await serveRenderer(RENDERER_DIR);
  const calls: AppHarness['calls'] = [];
  const pageIds = new WeakMap<object, number>();
  let nextId = 1;
  // Trust mirrors Electron: the frame must be our page's main frame showing our origin.
  const dispatch = createDispatcher(
    backend.handlers,
    (sender) => sender.id === 1 && sender.url !== null && new URL(sender.url).origin === server.origin,
    quietLogger,
  );
  await page.exposeBinding('__strikeboardInvoke', async (source, channel: unknown, arg: unknown) => {
    if (!pageIds.has(source.frame)) pageIds.set(source.frame, source.frame === source.page.mainFrame() ? 1 : ++nextId);
    const result = await dispatch(channel, arg, { id: pageIds.get(source.frame) ?? 0, url: source.frame.url() });
    calls.push({ channel: String(channel), arg, ok: result.ok });
    return result;
  });
  await page.addInitScript({ path: BRIDGE_BUNDLE });
  const stops = EVENT_CHANNELS.map((channel) =>
    backend.events.on(channel, (payload) => {
      void page
        .evaluate(([c, p]) => (window as unknown as { __strikeboardEmit(c: string, p: unknown): void }).__strikeboardEmit(c, p), [channel, payload] as const)
        .catch(() => {});
    }),
  );
  await page.goto(`${server.origin}/index.html`);
  return {
    page,
    backend,
    settingsPath,
    calls,
    opened,
    async close() {
      stops.forEach((stop) => stop());
      await backend.dispose();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
