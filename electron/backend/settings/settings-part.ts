/**
 * The settings as a part of the backend: read them, change them (pushed to every window as
 * `settings:changed`), and tell each section's listeners only when their section changed.
 */
import type { SettingsChannel } from '../../../shared/ipc/channels.ts';
import { ok } from '../../../shared/result.ts';
import type { EventHub } from '../events.ts';
import type { ServicePart } from '../service-part.ts';
import type { SettingsSections } from './settings-sections.ts';
import type { SettingsStore } from './settings-store.ts';

/** The settings part over the store, the push and the sections. */
export function settingsPart(deps: { settings: SettingsStore; events: Pick<EventHub, 'emit'>; sections: SettingsSections }): ServicePart<SettingsChannel> {
  const { settings } = deps;
  return {
    handlers: {
      'settings:get': () => ok(settings.snapshot()),
      'settings:update': (patch) => {
        const before = settings.snapshot().values;
        const snapshot = settings.update(patch);
        deps.events.emit('settings:changed', snapshot);
        deps.sections.changed(before, snapshot.values);
        return ok(snapshot);
      },
    },
  };
}
