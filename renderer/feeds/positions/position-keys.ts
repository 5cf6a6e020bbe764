/** Query keys of the positions view (apart, so the push landing and the hooks share them without a circle). */
import type { EnvironmentId } from '../../../shared/settings.ts';

export const positionKeys = {
  watch: (environment: EnvironmentId, accountKey: string | null) => ['positions', environment, accountKey] as const,
};
