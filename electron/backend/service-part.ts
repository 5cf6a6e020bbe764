/**
 * A part of the backend: it brings the handlers of its own IPC channels (its group in
 * shared/ipc/channels.ts) and its lifecycle. create-backend.ts composes the parts as one list, so
 * a new service (positions, alerts) is one entry there; the compiler still checks that every
 * channel of the contract has a handler, and composing refuses a channel two parts answer.
 */
import type { InvokeChannel } from '../../shared/ipc/channels.ts';
import type { UserSettings } from '../../shared/settings.ts';
import type { Handlers } from './ipc/dispatcher.ts';
import type { SettingsSections } from './settings/settings-sections.ts';
import type { LiveLifecycle } from './live/feed-set.ts';

export interface ServicePart<C extends InvokeChannel> {
  /** The handlers of the channels this part answers, each seeing only a validated argument. */
  readonly handlers: { readonly [K in C]: Handlers[K] };
  /** The window was hidden or shown (live feeds slow down or stop while nobody looks). */
  windowVisible?(visible: boolean): void;
  /** The window's page went away without letting go (reloaded, navigated, its process gone): release what it watched. */
  pageGone?(): void;
  /** Shutting down: stop timers and release what is held. Parts are disposed last first. */
  dispose?(): void | Promise<void>;
}

/**
 * The part of a service of live feeds: its handlers, the window's visibility, its own settings
 * section (`section` picks it: a change re-plans the feeds, a change elsewhere wakes nothing) and
 * shutdown.
 */
export function livePart<C extends InvokeChannel>(
  service: LiveLifecycle,
  sections: SettingsSections,
  section: (values: UserSettings) => unknown,
  handlers: ServicePart<C>['handlers'],
): ServicePart<C> {
  const stopListening = sections.on(section, () => service.settingsChanged());
  return {
    handlers,
    windowVisible: (visible) => service.setWindowVisible(visible),
    dispose() {
      stopListening();
      service.dispose();
    },
  };
}

type Intersection<U> = (U extends unknown ? (part: U) => void : never) extends (whole: infer I) => void ? I : never;

/** What a list of parts answers: the intersection of their handlers (missing channels show as a type error where it is used as `Handlers`). */
export type PartsHandlers<P extends readonly ServicePart<never>[]> = Intersection<P[number]['handlers']>;

/** The handlers of every part as one object; a channel answered by two parts is a mistake, refused at once. */
export function handlersOf<const P extends readonly ServicePart<never>[]>(parts: P): PartsHandlers<P> {
  const all = new Map<string, unknown>();
  for (const part of parts) {
    for (const [channel, handler] of Object.entries(part.handlers)) {
      if (all.has(channel)) throw new Error(`Two parts of the backend answer "${channel}".`);
      all.set(channel, handler);
    }
  }
  return Object.fromEntries(all) as PartsHandlers<P>;
}

/** Tells every part the window was hidden or shown. */
export function windowVisibleTo(parts: readonly ServicePart<never>[], visible: boolean): void {
  for (const part of parts) part.windowVisible?.(visible);
}

/** Tells every part the window's page went away. */
export function pageGoneTo(parts: readonly ServicePart<never>[]): void {
  for (const part of parts) part.pageGone?.();
}

/** Disposes every part, the last first (later parts are built on earlier ones). */
export async function disposeAll(parts: readonly ServicePart<never>[]): Promise<void> {
  for (const part of [...parts].reverse()) await part.dispose?.();
}
