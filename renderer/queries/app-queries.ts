import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { applySettingsPatch, type SettingsPatch, type SettingsSnapshot } from '../../shared/settings.ts';
import { api, unwrap } from '../api.ts';
import { hold, release, withPending } from './pending-settings.ts';

export const queryKeys = {
  appInfo: ['app', 'info'] as const,
  settings: ['settings'] as const,
};

/** Version, platform and the active environment. */
export function useAppInfo() {
  return useQuery({ queryKey: queryKeys.appInfo, queryFn: () => unwrap(api().getAppInfo()), staleTime: Infinity });
}

/** The settings, kept current by main's `settings:changed` pushes (push-landing.ts). */
export function useSettings() {
  return useQuery({ queryKey: queryKeys.settings, queryFn: () => unwrap(api().getSettings()), staleTime: Infinity });
}

/**
 * Changes settings. By default the change shows at once (a radio or checkbox is controlled by the
 * cached snapshot, so without this it would flick back until main answers); the answer (and the
 * push) then replace the cached snapshot. A refused change re-reads the settings from main rather
 * than restoring an older copy, which could undo a change made meanwhile. `optimistic: false`
 * waits for main: for a change that moves the person elsewhere (first run), whose refusal must
 * stay on screen.
 */
export function useUpdateSettings({ optimistic = true }: { optimistic?: boolean } = {}) {
  const client = useQueryClient();
  return useMutation(settingsMutation(client, optimistic));
}

/**
 * What useUpdateSettings runs (apart, so tests drive it without React). An optimistic change is
 * held (pending-settings.ts) until answered: a snapshot of main landing meanwhile, the answer to
 * an earlier change or its push, shows with it applied instead of undoing it on screen.
 */
export function settingsMutation(client: QueryClient, optimistic: boolean) {
  return {
    mutationFn: (patch: SettingsPatch) => unwrap(api().updateSettings(patch)),
    onMutate: async (patch: SettingsPatch) => {
      if (!optimistic) return;
      hold(client, patch);
      await client.cancelQueries({ queryKey: queryKeys.settings });
      const previous = client.getQueryData<SettingsSnapshot>(queryKeys.settings);
      if (previous !== undefined) client.setQueryData(queryKeys.settings, { ...previous, values: applySettingsPatch(previous.values, patch) });
    },
    onError: (_error: unknown, patch: SettingsPatch) => {
      if (!optimistic) return;
      release(client, patch);
      void client.invalidateQueries({ queryKey: queryKeys.settings });
    },
    onSuccess: (snapshot: SettingsSnapshot, patch: SettingsPatch) => {
      release(client, patch);
      client.setQueryData(queryKeys.settings, withPending(client, snapshot));
      void client.invalidateQueries({ queryKey: queryKeys.appInfo });
    },
  };
}
