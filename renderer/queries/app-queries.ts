import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SettingsPatch, SettingsSnapshot } from '../../shared/settings.ts';
import { api, unwrap } from '../api.ts';

export const queryKeys = {
  appInfo: ['app', 'info'] as const,
  settings: ['settings'] as const,
};

/** Version, platform and the active environment. */
export function useAppInfo() {
  return useQuery({ queryKey: queryKeys.appInfo, queryFn: () => unwrap(api().getAppInfo()), staleTime: Infinity });
}

/** The settings, kept current by main's `settings:changed` pushes. */
export function useSettings() {
  const client = useQueryClient();
  useEffect(
    () =>
      api().onSettingsChanged((snapshot) => {
        client.setQueryData(queryKeys.settings, snapshot);
        void client.invalidateQueries({ queryKey: queryKeys.appInfo });
      }),
    [client],
  );
  return useQuery({ queryKey: queryKeys.settings, queryFn: () => unwrap(api().getSettings()), staleTime: Infinity });
}

/** Changes settings; the answer (and the push) replace the cached snapshot. */
export function useUpdateSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: SettingsPatch) => unwrap(api().updateSettings(patch)),
    onSuccess: (snapshot: SettingsSnapshot) => {
      client.setQueryData(queryKeys.settings, snapshot);
      void client.invalidateQueries({ queryKey: queryKeys.appInfo });
    },
  });
}
