/**
 * Server state of the alerts through React Query: the inbox (`alerts:get`, then kept current by
 * main's `alerts:changed` pushes, which land in push-landing.ts), one alert's details, and the
 * feed's controls. Main's feed runs while a session is signed in, whatever view is shown; the
 * header's unread count and the view read the same entry.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertDetails } from '../../../shared/domain/alerts.ts';
import type { AlertsState } from '../../../shared/domain/alerts-watch.ts';
import type { EnvironmentId } from '../../../shared/settings.ts';
import { api, unwrap } from '../../api.ts';
import { keepHeldData, landAlerts } from '../../queries/push-landing.ts';
import { alertKeys } from '../../feeds/alerts/alert-keys.ts';

/**
 * `answer` as the inbox of `environment`. Main's one feed keeps the last inbox it read through a
 * sign-out, so while another environment is shown (not signed in there) it answers the inbox of
 * the one before: none of it is this environment's. Its status stays; its list, counts and time
 * go, and its revision is one no push carries, so the first push of this environment replaces it.
 */
export function inboxOf(environment: EnvironmentId, answer: AlertsState): AlertsState {
  if (answer.environment === null || answer.environment === environment) return answer;
  return { ...answer, environment, alerts: [], revision: -1, unread: 0, total: null, fresh: [], dataTime: null };
}

/** The inbox of the environment shown (`enabled` false: not asked, e.g. before the settings are known). */
export function useAlerts(environment: EnvironmentId, enabled = true) {
  return useQuery({
    queryKey: alertKeys.inbox(environment),
    queryFn: async (): Promise<AlertsState> => inboxOf(environment, await unwrap(api().getAlerts())),
    staleTime: Infinity,
    retry: false,
    enabled,
    // An answer of the revision held keeps the list held; a push's landing shared its alerts already.
    structuralSharing: keepHeldData<AlertsState>('alerts'),
  });
}

/** One alert in full (reading it may mark it read at the platform: asked only when a person opens it). */
export function useAlertDetails(environment: EnvironmentId, id: string | null) {
  return useQuery({
    queryKey: alertKeys.details(environment, id ?? ''),
    queryFn: (): Promise<AlertDetails> => unwrap(api().getAlertDetails({ id: id ?? '' })),
    enabled: id !== null,
    staleTime: Infinity,
    retry: false,
  });
}

/** "Refresh now" and pause/resume; their answers land where the pushes do. */
export function useAlertControls() {
  const client = useQueryClient();
  const refresh = useMutation({ mutationFn: async () => landAlerts(client, await unwrap(api().refreshAlerts())) });
  const pause = useMutation({ mutationFn: async (paused: boolean) => landAlerts(client, await unwrap(api().pauseAlerts({ paused }))) });
  return { refresh, pause };
}
