/**
 * Each data call names its own size cap (finding 2): chains generous, order pages and accounts
 * smaller; an answer over its cap is reported as the transport said it.
 */
import { describe, expect, it } from 'vitest';
import { createLegacyClient } from '../../../../../electron/backend/broker/legacy/api-client.ts';
import type { ApiRequest } from '../../../../../electron/backend/session/session-types.ts';
import { fail } from '../../../../../shared/result.ts';
import { createFakeClock } from '../../session/fake-clock.ts';
import { environment } from '../../session/session-fixture.ts';

const MB = 1024 * 1024;

/** A client over a session whose every answer is too large; the requests it was asked for. */
function oversized() {
  const requests: ApiRequest[] = [];
  const client = createLegacyClient({
    session: {
      signedFetch: async (request) => {
        requests.push(request);
        return fail('malformed', "The provider's answer was larger than the cap; stopped reading.");
      },
    },
    environment,
    clock: createFakeClock(Date.parse('2026-06-10T14:00:00Z')),
    random: () => 0,
  });
  return { client, requests };
}

describe('size caps per kind of answer', () => {
  it.each([
    [
      'an option chain',
      64 * MB,
      (client: ReturnType<typeof oversized>['client']) =>
        client.getOptionChain({ underlier: 'AAPL', month: 1, year: 2027, chainType: 'CALLPUT', includeAdjusted: false }),
    ],
    ['a page of orders', 8 * MB, (client: ReturnType<typeof oversized>['client']) => client.getOrderPage('83405188')],
    ['the accounts list', 8 * MB, (client: ReturnType<typeof oversized>['client']) => client.listAccounts()],
  ])('%s: capped at its own size, and the size error reported', async (_name, cap, call) => {
    const { client, requests } = oversized();
    const result = await call(client);
    expect(requests.map((request) => request.maxBodyBytes)).toEqual([cap]);
    expect(!result.ok && result.error).toEqual({ code: 'malformed', message: "The provider's answer was larger than the cap; stopped reading." });
  });
});
