/**
 * Runs in the page before the app (an init script): provides `window.strikeboard` from the same
 * contract code as the preload, with calls forwarded through Playwright bindings to the real
 * backend in the test process. Like contextBridge, the object is frozen and not writable.
 */
import type { EventChannel, InvokeChannel } from '../../shared/ipc/channels.ts';
import { createApi } from '../../shared/ipc/create-api.ts';
import { decodeWire } from './wire-codec.ts';

interface BridgeWindow {
  /** The Playwright binding: the answer comes as JSON text (wire-codec.ts). */
  __strikeboardInvokeWire(channel: InvokeChannel, arg: unknown): Promise<string>;
  /** A call through the contract, answered with a value (benchmarks and specs wrap it). */
  __strikeboardInvoke(channel: InvokeChannel, arg: unknown): Promise<unknown>;
  /** Pushes an event to the app's listeners (benchmarks call it with a value). */
  __strikeboardEmit?: (channel: EventChannel, payload: unknown) => void;
  /** What the test process calls for each push: the payload as JSON text. */
  __strikeboardEmitWire?: (channel: EventChannel, text: string) => void;
}

const target = window as unknown as BridgeWindow;
const listeners = new Map<EventChannel, Set<(payload: unknown) => void>>();

target.__strikeboardInvoke = async (channel, arg) => decodeWire(await target.__strikeboardInvokeWire(channel, arg));
target.__strikeboardEmit = (channel, payload) => {
  for (const listener of listeners.get(channel) ?? []) listener(payload);
};
target.__strikeboardEmitWire = (channel, text) => target.__strikeboardEmit?.(channel, decodeWire(text));

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
