/**
 * The one place that picks the data client by the environment's API generation: the v1 client on
 * the current API, the legacy one otherwise. The app's session-bound client (session-client.ts)
 * and the command line's data commands both build their client here, so the two cannot come to
 * disagree about which client an environment gets or how it is set up.
 */
import type { BrokerClient } from './broker-client.ts';
import { createLegacyClient } from './legacy/api-client.ts';
import { createV1Client, type V1ClientOptions, type V1Decoders } from './v1/api-client.ts';

/**
 * What either client is built from. `meter` is the environment's quota meter, kept by the caller
 * across rebuilds: the v1 client admits and counts every request on it; the legacy client only
 * hands it to the pollers, which ask it how fast they may go.
 */
export type BrokerClientOptions = Omit<V1ClientOptions, 'decoders'> & {
  /** v1 decoders for tests; the real ones when absent. */
  v1Decoders?: V1Decoders;
};

/** The client of `options.environment`'s generation. */
export function createBrokerClient(options: BrokerClientOptions): BrokerClient {
  const { v1Decoders, meter, ...common } = options;
  return options.environment.api === 'v1'
    ? createV1Client({ ...common, meter, ...(v1Decoders === undefined ? {} : { decoders: v1Decoders }) })
    : createLegacyClient({ ...common, quota: meter });
}
