/**
 * Runs in the page before the app (an init script): provides `window.strikeboard` from the same
 * contract code as the preload, with calls forwarded through Playwright bindings to the real
 * backend in the test process. Like contextBridge, the object is frozen and not writable.
 */
import type { EventChannel, InvokeChannel } from '../../shared/ipc/channels.ts';
import { createApi } from '../../shared/ipc/create-api.ts';

interface BridgeWindow {
  __strikeboardInvoke(channel: InvokeChannel, arg: unknown): Promise<unknown>;
  __strikeboardEmit?: (channel: EventChannel, payload: unknown) => void;
}

const target = window as unknown as BridgeWindow;
const listeners = new Map<EventChannel, Set<(payload: unknown) => void>>();

target.__strikeboardEmit = (channel, payload) => {
  for (const listener of listeners.get(channel) ?? []) listener(payload);
};

const api = createApi({
  invoke: (channel, arg) => target.__strikeboardInvoke(channel, arg),
  subscribe(event, listener) {
    const set = listeners.get(event) ?? new Set();
    listeners.set(event, set);
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  },
});

Object.defineProperty(window, 'strikeboard', { value: api, writable: false, configurable: false, enumerable: true });
