/**
 * The app's own channels as a part of the backend: what the running program is, and the system
 * clipboard (the page holds no clipboard permission; it copies through main, plain text only).
 */
import type { AppInfo } from '../../shared/app-info.ts';
import type { AppChannel } from '../../shared/ipc/channels.ts';
import { fail, ok } from '../../shared/result.ts';
import type { ServicePart } from './service-part.ts';
import type { SettingsStore } from './settings/settings-store.ts';

/** The app part: `runtime` facts and the environment shown, and the clipboard writer. */
export function appPart(deps: {
  runtime: Omit<AppInfo, 'environment'>;
  settings: SettingsStore;
  clipboard: { writeText(text: string): boolean | Promise<boolean> };
}): ServicePart<AppChannel> {
  return {
    handlers: {
      'app:info': () => ok({ ...deps.runtime, environment: deps.settings.snapshot().values.environment }),
      'clipboard:write': async (text) =>
        (await deps.clipboard.writeText(text))
          ? ok({ written: true })
          : fail('invalid-argument', 'Nothing was copied: Strikeboard copies only while its window is in front.'),
    },
  };
}
