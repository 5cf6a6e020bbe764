/**
 * The settings as a form shows them: a change shows in the very event that made it. The cached
 * snapshot takes the change a moment later (useUpdateSettings writes it once the mutation starts,
 * after the event); a checkbox or radio controlled by the cache alone was put back by React at the
 * end of the event and only then took the change, so it flicked, and a check of its state right
 * after the click could read the old one. Whatever the cache holds next (that change, a push, an
 * answer) replaces the form's own copy.
 */
import { useState } from 'react';
import { applySettingsPatch, type SettingsPatch, type UserSettings } from '../../shared/settings.ts';

export function useEditedSettings(values: UserSettings | undefined): { shown: UserSettings | undefined; edit(patch: SettingsPatch): void } {
  const [edited, setEdited] = useState<{ base: UserSettings; values: UserSettings } | null>(null);
  const shown = edited !== null && edited.base === values ? edited.values : values;
  return {
    shown,
    edit(patch) {
      if (values !== undefined && shown !== undefined) setEdited({ base: values, values: applySettingsPatch(shown, patch) });
    },
  };
}
