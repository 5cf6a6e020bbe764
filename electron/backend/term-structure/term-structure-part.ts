/**
 * The term structure as a part of the backend: its two channels (the cost before it is spent, and
 * the answer) over the session-bound client, and shutdown.
 */
import type { TermChannel } from '../../../shared/ipc/channels.ts';
import type { SessionClient } from '../broker/session-client.ts';
import type { ServicePart } from '../service-part.ts';
import type { Clock } from '../services.ts';
import { createTermStructureService } from './term-structure-service.ts';

/** Builds the term structure service and its part. */
export function termStructurePart(deps: { client: SessionClient; clock: Clock }): ServicePart<TermChannel> {
  const service = createTermStructureService(deps);
  return {
    handlers: {
      'term:plan': async (query) => service.plan(query),
      'term:get': (query) => service.get(query),
    },
    dispose: () => service.dispose(),
  };
}
