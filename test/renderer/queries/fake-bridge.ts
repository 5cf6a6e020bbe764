/**
 * TEST-ONLY: the page's bridge (`window.strikeboard`) made by the real createApi over a transport
 * the test holds: `push` delivers an event to whatever subscribed, `invoke` answers as the test says.
 * Call `remove` after each test.
 */
import type { EventChannel, InvokeChannel } from '../../../shared/ipc/channels.ts';
import { createApi } from '../../../shared/ipc/create-api.ts';

export function installFakeBridge(
  invoke: (channel: InvokeChannel, arg: unknown) => Promise<unknown> = () => Promise.reject(new Error('no invoke in this test')),
) {
  const listeners = new Map<EventChannel, Set<(payload: unknown) => void>>();
  const bridge = createApi({
    invoke,
    subscribe(event, listener) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      set.add(listener);
      return () => set.delete(listener);
    },
  });
  (globalThis as { window?: unknown }).window = { strikeboard: bridge };
  return {
    push: (event: EventChannel, payload: unknown) => listeners.get(event)?.forEach((listener) => listener(payload)),
    listeners,
    remove: () => delete (globalThis as { window?: unknown }).window,
  };
}
