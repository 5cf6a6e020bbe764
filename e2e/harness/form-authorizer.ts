import type { Authorizer } from '../../electron/backend/services.ts';
import type { DemoBroker } from '../../demo-broker/index.ts';
import { submitAuthorize, verifierFrom } from '../../test/helpers/demo-broker-client.ts';

/**
 * For tests about what comes after sign-in: approves on the demo broker's authorize page over
 * HTTP, as user demo, without a browser window. The sign-in flow itself is tested with real pages.
 */
export function createFormAuthorizer(broker: () => Promise<DemoBroker>): Authorizer {
  return {
    async authorize({ authorizeUrl, requestToken }) {
      const key = new URL(authorizeUrl).searchParams.get('key') ?? '';
      const response = await submitAuthorize(await broker(), { key, token: requestToken, decision: 'accept' });
      const verifier = await verifierFrom(response);
      return verifier === '' ? { cancelled: true, reason: 'the demo broker did not approve' } : { verifier };
    },
  };
}
