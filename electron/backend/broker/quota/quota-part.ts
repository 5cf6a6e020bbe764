/**
 * The hourly quota as a part of the backend: `quota:get`, and `quota:changed` pushed (throttled)
 * when a meter moves or the budgets or the environment shown change. Shutting down, the pending
 * push stops and the session-bound client forgets its client and stops watching the ledger.
 */
import type { QuotaChannel } from '../../../../shared/ipc/channels.ts';
import { ok } from '../../../../shared/result.ts';
import type { ServicePart } from '../../service-part.ts';
import type { SettingsSections } from '../../settings/settings-sections.ts';
import type { QuotaPublisher } from './quota-publisher.ts';
import type { SessionClient } from '../session-client.ts';

/** The quota part over the client's meters and their publisher. */
export function quotaPart(deps: { client: SessionClient; publisher: QuotaPublisher; sections: SettingsSections }): ServicePart<QuotaChannel> {
  const stopListening = deps.sections.on(
    (values) => [values.quota, values.environment],
    () => deps.publisher.changed(),
  );
  return {
    handlers: {
      'quota:get': () => ok(deps.client.meter().snapshot()),
    },
    dispose() {
      stopListening();
      deps.publisher.stop();
      deps.client.reset();
    },
  };
}
