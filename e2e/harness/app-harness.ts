import Conf from 'conf';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { ApiGeneration } from '../../shared/environments.ts';
import { createBackend } from '../../electron/backend/create-backend.ts';
import type { Backend } from '../../electron/backend/create-backend.ts';
import type { Authorizer, KeyValueFile, Logger, SecretStore } from '../../electron/backend/services.ts';
import { createMemorySecretStore } from '../../electron/backend/secrets/memory-store.ts';
import { startDemoBroker } from '../../demo-broker/index.ts';
import type { DemoBroker, DemoBrokerOptions } from '../../demo-broker/index.ts';
import { openSettingsStore } from '../../electron/backend/settings/settings-store.ts';
import { connectBridge } from './bridge-host.ts';
import { BRIDGE_BUNDLE, RENDERER_DIR } from './paths.ts';
import { createFormAuthorizer } from './form-authorizer.ts';
import { createInFlight } from './in-flight.ts';
import { createPlaywrightAuthorizer } from './playwright-authorizer.ts';
import { rewritingFetch, type AnswerRewrite } from './rewritten-answers.ts';
import { serveRenderer } from './static-server.ts';
import { createTestClock } from './test-clock.ts';
import type { TestClock } from './test-clock.ts';

export interface AppHarness {
  page: Page;
  backend: Backend;
  settingsPath: string;
  /** Every call the page made through the contract, in order. */
  calls: { channel: string; arg: unknown; ok: boolean }[];
  /**
   * What the page copied, oldest first: the backend's clipboard service records it, as Electron's
   * clipboard module would receive it. The page holds no clipboard permission, as in the app.
   */
  copied: string[];
  /** The clock the backend, the demo broker and the page share. */
  clock: TestClock;
  /** The keychain's contents (a memory store standing in for the OS keychain). */
  secrets: SecretStore;
  /** The demo broker, once the app started it. */
  demoBroker(): Promise<DemoBroker>;
  /** Sign-in pages the app opened, newest last. */
  signInPages: Page[];
  /** Notifications the backend showed. */
  notifications: { title: string; body: string; click?: () => void }[];
  /** Signs in to the current environment through the backend (needs `autoApprove`). */
  signIn(): Promise<void>;
  /**
   * Moves every clock forward (backend, broker, page) and lets due timers fire, each one's work
   * finished before the next; returns once the backend has nothing in flight.
   */
  advance(ms: number): Promise<void>;
  /** Resolves once the backend has nothing in flight (requests to the broker, the page's calls); fails naming what is stuck. */
  settled(): Promise<void>;
  /**
   * From now on, every successful answer on `channel` reaches the page as `change` makes it (a
   * hostile value main would never send, to prove the page survives it); `null` stops it.
   */
  tamper(channel: string, change: ((data: unknown) => unknown) | null): void;
  /** Stops the backend, its servers and clock and removes its folder; a second call waits for the first. */
  close(): Promise<void>;
}

export interface HarnessOptions {
  /** Contents to put in the settings file before the app starts (e.g. a corrupt one). */
  settingsFile?: string;
  /** Contents of the last good copy the store keeps beside the settings file (`settings.json.last-good`). */
  lastGoodSettingsFile?: string;
  authorizer?: Authorizer;
  /** Approve sign-ins over HTTP without a window (tests of what comes after sign-in). */
  autoApprove?: boolean;
  /**
   * Where the shared clock starts (epoch ms); a fixed weekday morning in New York when absent, so
   * no spec depends on the day or hour it runs (a session ends at New York midnight).
   */
  startAt?: number;
  /**
   * `true` holds the shared clock still between `advance` calls (real time does not move it): for
   * a spec that steps a live feed one refresh at a time and reads what each refresh showed.
   */
  heldClock?: boolean;
  broker?: Omit<DemoBrokerOptions, 'clock'>;
  /**
   * `false` leaves the page on real time: no fake timers, so a benchmark measures the page's own
   * scheduling (the page's clock then does not follow `advance`).
   */
  pageClock?: boolean;
  /**
   * The API generation the local demo speaks in this run, written into settings before the page
   * opens: the current API (v1) unless a spec of the legacy screens asks for 'legacy'; `null`
   * leaves the settings as the file says (a new user: the current API).
   */
  demoApi?: ApiGeneration | null;
  /**
   * How often the alerts feed reads the inbox in this run, written into settings before the page
   * opens: an hour unless a spec of the alerts asks for the default minute. The feed runs whenever
   * a session is signed in, and a spec that advances the clock by hours (idle renewal, midnight
   * expiry) would otherwise step through a read every minute of them, each waited for.
   */
  alertsRefreshSeconds?: number;
  /** Why the system keychain is missing in this run (no keychain: the session-only choice); present when absent. */
  noKeychain?: string;
  /** A hostile provider's words in the broker's answers (./rewritten-answers.ts); absent: the answers as sent. */
  rewriteAnswers?: AnswerRewrite;
}

const quietLogger: Logger = { info() {}, warn() {}, error: (m, f) => console.error(m, f) };

/** Calls that wait for a person (the authorize page), not for the backend: never "in flight". */
const WAITS_FOR_A_PERSON: ReadonlySet<string> = new Set(['auth:signIn']);

/**
 * Starts the real backend in this process, serves the built renderer, provides
 * `window.strikeboard` in the page through the contract, and opens the app.
 */
/** Wednesday 10 June 2026, 10:30 in New York: markets open, far from midnight. */
const DEFAULT_START = Date.parse('2026-06-10T14:30:00Z');

export async function startApp(page: Page, options: HarnessOptions = {}): Promise<AppHarness> {
  const dir = mkdtempSync(join(tmpdir(), 'strikeboard-e2e-'));
  const settingsPath = join(dir, 'settings.json');
  if (options.settingsFile !== undefined) writeFileSync(settingsPath, options.settingsFile);
  if (options.lastGoodSettingsFile !== undefined) writeFileSync(`${settingsPath}.last-good`, options.lastGoodSettingsFile);
  const inFlight = createInFlight();
  const clock = createTestClock(options.startAt ?? DEFAULT_START, inFlight.settled, { flows: options.heldClock !== true });
  if (options.pageClock !== false) {
    await page.clock.install({ time: clock.now() });
    await page.clock.resume();
    // Held still: the page's Date stays at the shared clock's instant too (its timers still run).
    if (options.heldClock === true) await page.clock.setFixedTime(clock.now());
  }
  const settings = openSettingsStore({
    path: settingsPath,
    open: () => new Conf({ cwd: dir, configName: 'settings' }) as unknown as KeyValueFile,
    clock,
    logger: quietLogger,
  });
  const demoApi = options.demoApi === undefined ? 'v1' : options.demoApi;
  if (demoApi !== null) settings.update({ demo: { api: demoApi } });
  settings.update({ alerts: { refreshSeconds: options.alertsRefreshSeconds ?? 3600 } });
  const copied: string[] = [];
  const secrets = createMemorySecretStore();
  const signInPages: Page[] = [];
  const notifications: AppHarness['notifications'] = [];
  let broker: Promise<DemoBroker> | null = null;
  const startDemo = () => (broker ??= startDemoBroker({ ...options.broker, clock }));
  const backend = createBackend({
    clock,
    fetch: inFlight.wrapFetch(
      options.rewriteAnswers === undefined ? globalThis.fetch.bind(globalThis) : rewritingFetch(globalThis.fetch.bind(globalThis), options.rewriteAnswers),
    ),
    nonce: () => Math.random().toString(36).slice(2),
    keychain: options.noKeychain === undefined ? { available: true, store: secrets } : { available: false, reason: options.noKeychain },
    settings,
    notifier: { notify: (note) => void notifications.push({ title: note.title, body: note.body, ...(note.onClick ? { click: note.onClick } : {}) }) },
    authorizer:
      options.authorizer ?? (options.autoApprove ? createFormAuthorizer(startDemo) : createPlaywrightAuthorizer(page.context(), (p) => signInPages.push(p))),
    startDemo,
    logger: quietLogger,
    clipboard: { writeText: (text) => (copied.push(text), true) },
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
  const tampers = new Map<string, (data: unknown) => unknown>();
  const bridge = await connectBridge(page, {
    backend,
    origin: server.origin,
    bundle: BRIDGE_BUNDLE,
    logger: quietLogger,
    async around(channel, arg, call) {
      const result = WAITS_FOR_A_PERSON.has(channel) ? await call : await inFlight.track(`bridge ${channel}`, call);
      calls.push({ channel, arg, ok: result.ok });
      const change = tampers.get(channel);
      return change !== undefined && result.ok ? { ok: true, data: change(result.data) } : result;
    },
  });
  await page.goto(`${server.origin}/index.html`);
  let closing: Promise<void> | null = null;
  const harness: AppHarness = {
    page,
    backend,
    settingsPath,
    calls,
    copied,
    clock,
    secrets,
    demoBroker: startDemo,
    signInPages,
    notifications,
    async signIn() {
      const result = await backend.handlers['auth:signIn'](undefined);
      if (!result.ok) throw new Error(`sign-in failed: ${result.error.message}`);
    },
    settled: inFlight.settled,
    tamper(channel, change) {
      if (change === null) tampers.delete(channel);
      else tampers.set(channel, change);
    },
    async advance(ms) {
      await clock.advance(ms);
      if (options.pageClock === false) return;
      if (options.heldClock === true) await page.clock.setFixedTime(clock.now());
      else await page.clock.setSystemTime(clock.now());
    },
    close() {
      closing ??= (async () => {
        open.delete(harness);
        bridge.disconnect();
        await backend.dispose();
        clock.stop();
        // The backend closes the broker it started; one started only by a test is closed here.
        if (broker) await (await broker).close().catch(() => {});
        await server.close();
        rmSync(dir, { recursive: true, force: true });
      })();
      return closing;
    },
  };
  open.add(harness);
  return harness;
}

/** The apps started and not yet closed (a worker runs one test at a time). */
const open = new Set<AppHarness>();

/** Closes every app still open: the `test` of ./app-test.ts does, after each test. */
export async function closeOpenApps(): Promise<void> {
  await Promise.all([...open].map((app) => app.close()));
}
