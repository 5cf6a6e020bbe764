import type { EventChannel } from '../../shared/ipc/channels.ts';
import type { EventPayload } from '../../shared/ipc/contract.ts';

type Listener<E extends EventChannel> = (payload: EventPayload<E>) => void;

/** Push events from the backend to whoever forwards them (the window adapter, the e2e harness). */
export interface EventHub {
  emit<E extends EventChannel>(event: E, payload: EventPayload<E>): void;
  on<E extends EventChannel>(event: E, listener: Listener<E>): () => void;
}

/** A small typed event hub; a throwing listener never stops the others. */
export function createEventHub(onListenerError: (error: unknown) => void = () => {}): EventHub {
  const listeners = new Map<EventChannel, Set<(payload: never) => void>>();
  return {
    emit(event, payload) {
      for (const listener of listeners.get(event) ?? []) {
        try {
          (listener as Listener<typeof event>)(payload);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      set.add(listener as (payload: never) => void);
      return () => set.delete(listener as (payload: never) => void);
    },
  };
}
