/**
 * Settings changes by section: each part of the backend listens to its own part of the settings,
 * so a change elsewhere wakes nobody else (saving the last chain query, as the chain view does on
 * every query, no longer re-arms the session timers or re-plans the chain refresh).
 */
import type { UserSettings } from '../../../shared/settings.ts';

export interface SettingsSections {
  /** `listener` runs after each update that changed what `select` picks (compared by value); returns the unsubscribe function. */
  on(select: (values: UserSettings) => unknown, listener: () => void): () => void;
  /** Tells the listeners whose section differs between `before` and `after`. */
  changed(before: UserSettings, after: UserSettings): void;
}

/** Creates the sections hub; `onError` hears a listener that threw (the others still run). */
export function createSettingsSections(onError: (error: unknown) => void): SettingsSections {
  const listeners = new Set<{ select: (values: UserSettings) => unknown; listener: () => void }>();
  return {
    on(select, listener) {
      const entry = { select, listener };
      listeners.add(entry);
      return () => listeners.delete(entry);
    },
    changed(before, after) {
      for (const { select, listener } of [...listeners]) {
        if (JSON.stringify(select(before)) === JSON.stringify(select(after))) continue;
        try {
          listener();
        } catch (error) {
          onError(error);
        }
      }
    },
  };
}
