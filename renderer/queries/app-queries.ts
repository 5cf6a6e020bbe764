import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { SettingsPatch, SettingsSnapshot } from '../../shared/settings.ts';
import { api, unwrap } from '../api.ts';
import { usePendingSettings, withPending } from './pending-settings.ts';

export const queryKeys = {
  appInfo: ['app', 'info'] as const,
  settings: ['settings'] as const,
};

/** Version, platform and the active environment. */
export function useAppInfo() {
  return useQuery({ queryKey: queryKeys.appInfo, queryFn: () => unwrap(api().getAppInfo()), staleTime: Infinity });
}

/**
 * The settings, kept current by main's `settings:changed` pushes (push-landing.ts), with the
 * changes still on their way to main applied (pending-settings.ts).
 */
export function useSettings() {
  const query = useQuery({ queryKey: queryKeys.settings, queryFn: () => unwrap(api().getSettings()), staleTime: Infinity });
  const patches = usePendingSettings((s) => s.patches);
  const data = useMemo(() => (query.data === undefined ? undefined : withPending(query.data, patches)), [query.data, patches]);
  return { ...query, data };
}

/**
 * Changes settings. By default the change shows at once and stays shown while main saves it
 * (pending-settings.ts); the answer (and the push) then replace the cached snapshot. A refused
 * change re-reads the settings from main rather than restoring an older copy, which could undo a
 * change made meanwhile. `optimistic: false` waits for main: for a change that moves the person
 * elsewhere (first run), whose refusal must stay on screen.
 */
export function useUpdateSettings({ optimistic = true }: { optimistic?: boolean } = {}) {
  const client = useQueryClient();
  const mutation = useMutation(settingsMutation(client));
  const { mutate } = mutation;
  const change = useCallback(
    (patch: SettingsPatch) => {
      // Held in the event that made the change, so it renders before the event ends.
      if (optimistic) usePendingSettings.getState().hold(patch);
      mutate(patch);
    },
    [mutate, optimistic],
  );
  return { ...mutation, mutate: change };
}

/** What useUpdateSettings runs (apart, so tests drive it without React): a held change is released with its answer. */
export function settingsMutation(client: QueryClient) {
  const { release } = usePendingSettings.getState();
  return {
    mutationFn: (patch: SettingsPatch) => unwrap(api().updateSettings(patch)),
    onError: (_error: unknown, patch: SettingsPatch) => {
      release(patch);
      void client.invalidateQueries({ queryKey: queryKeys.settings });
    },
    onSuccess: (snapshot: SettingsSnapshot, patch: SettingsPatch) => {
      release(patch);
      client.setQueryData(queryKeys.settings, snapshot);
      void client.invalidateQueries({ queryKey: queryKeys.appInfo });
    },
  };
}
