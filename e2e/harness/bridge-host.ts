import type { Page } from '@playwright/test';
import type { Backend } from '../../electron/backend/create-backend.ts';
import { createDispatcher } from '../../electron/backend/ipc/dispatcher.ts';
import type { Logger } from '../../electron/backend/services.ts';
import { fail, type Result } from '../../shared/result.ts';
import { EVENT_CHANNELS } from '../../shared/ipc/channels.ts';
import { encodeWire } from './wire-codec.ts';

export interface BridgeOptions {
  /** The real backend, in this process. */
  backend: Pick<Backend, 'handlers' | 'events'>;
  /** The origin our page is served from: only its main frame may call, as in Electron. */
  origin: string;
  /** The page-side bridge (page-bridge.ts bundled as one script, see bridge-bundle.ts). */
  bundle: string;
  logger: Logger;
  /** Sees every call on its way (the e2e harness counts it as in flight and records it). */
  around?: (channel: string, arg: unknown, call: Promise<Result<unknown>>) => Promise<Result<unknown>>;
}

/**
 * The in-process bridge of the e2e harness and the browser preview: provides `window.strikeboard`
 * in `page` from the same contract code as the preload (an init script), forwards each call
 * through a Playwright binding to the backend's dispatcher in this process, and pushes the
 * backend's events into the page. Call it before the page loads the app; `disconnect` stops the
 * event forwarding and the calls: a page that outlives its app (the test's page closes after the
 * app, as a window after quit) reaches no disposed backend, and writes no settings into the
 * folder the app's close removed.
 */
export async function connectBridge(page: Page, options: BridgeOptions): Promise<{ disconnect(): void }> {
  const pageIds = new WeakMap<object, number>();
  let nextId = 1;
  let connected = true;
  // Trust mirrors Electron: the frame must be our page's main frame showing our origin.
  const dispatch = createDispatcher(
    options.backend.handlers,
    (sender) => sender.id === 1 && sender.url !== null && new URL(sender.url).origin === options.origin,
    options.logger,
  );
  // Answers and pushes go as JSON text (wire-codec.ts); the page's bridge decodes them, and its
  // `__strikeboardInvoke` and `__strikeboardEmit` take and give values, as before.
  await page.exposeBinding('__strikeboardInvokeWire', async (source, channel: unknown, arg: unknown) => {
    if (!connected) return encodeWire(fail('internal', 'The app has closed.'));
    if (!pageIds.has(source.frame)) pageIds.set(source.frame, source.frame === source.page.mainFrame() ? 1 : ++nextId);
    const call = dispatch(channel, arg, { id: pageIds.get(source.frame) ?? 0, url: source.frame.url() });
    return encodeWire(await (options.around ? options.around(String(channel), arg, call) : call));
  });
  await page.addInitScript({ path: options.bundle });
  const stops = EVENT_CHANNELS.map((channel) =>
    options.backend.events.on(channel, (payload) => {
      void page
        .evaluate(([c, text]) => (globalThis as unknown as { __strikeboardEmitWire(c: string, text: string): void }).__strikeboardEmitWire(c, text), [
          channel,
          encodeWire(payload),
        ] as const)
        .catch(() => {});
    }),
  );
  return {
    disconnect() {
      connected = false;
      stops.forEach((stop) => stop());
    },
  };
}
