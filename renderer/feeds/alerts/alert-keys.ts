/** Query keys of the alerts (apart, so the push landing, the header and the view share them without a circle). */
import type { EnvironmentId } from '../../../shared/settings.ts';

export const alertKeys = {
  inbox: (environment: EnvironmentId) => ['alerts', environment] as const,
  details: (environment: EnvironmentId, id: string) => ['alert-details', environment, id] as const,
};
