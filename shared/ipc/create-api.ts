import { EVENT_METHODS, INVOKE_METHODS } from './channels.ts';
import type { EventChannel, InvokeChannel } from './channels.ts';
import type { ApiTransport, StrikeboardApi } from './contract.ts';

/**
 * Builds `window.strikeboard` from the contract: one named method per channel, one `onX`
 * subscription per event returning its unsubscribe function. The channel set is fixed here, so
 * a page can never reach a channel the contract does not name (no generic invoke).
 */
export function createApi(transport: ApiTransport): StrikeboardApi {
  const api: Record<string, unknown> = {};
  for (const [channel, method] of Object.entries(INVOKE_METHODS)) {
    api[method] = (arg?: unknown) => transport.invoke(channel as InvokeChannel, arg);
  }
  for (const [event, method] of Object.entries(EVENT_METHODS)) {
    api[method] = (listener: unknown) => {
      if (typeof listener !== 'function') throw new TypeError(`${method} needs a listener function`);
      return transport.subscribe(event as EventChannel, (payload) => (listener as (p: unknown) => void)(payload));
    };
  }
  return Object.freeze(api) as StrikeboardApi;
}
