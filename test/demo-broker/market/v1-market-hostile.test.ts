/**
 * Hostile requests never break the market endpoints (fast-check, seeded): any value of any
 * documented parameter, any symbol list, any instant, gives a 200 or a 400 whose body parses,
 * never an exception (which the server would turn into a 500).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { XMLValidator } from 'fast-xml-parser';
import { BadParameterError, type ApiRequest } from '../../../demo-broker/http/api-request.ts';
import type { Reply } from '../../../demo-broker/http/reply.ts';
import { v1MarketHandlers } from '../../../demo-broker/market/v1-market-handlers.ts';

const CHAIN_PARAMS = [
  'symbol',
  'expiryYear',
  'expiryMonth',
  'expiryDay',
  'strikePriceNear',
  'noOfStrikes',
  'includeWeekly',
  'skipAdjusted',
  'optionCategory',
  'chainType',
  'priceType',
];
const value = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('AAPL', 'spx', 'BRK.A', '2026', '12', '18', '0', '-1', '1e3', 'TRUE', 'false', 'ALL', 'MINI', 'CALL', 'ATNM', '5100.5', '99999999'),
);
const query = fc.array(fc.tuple(fc.constantFrom(...CHAIN_PARAMS, 'expiryType', 'detailFlag', 'overrideSymbolCount'), value), { maxLength: 6 });

/** What the request handler does with a handler's answer or its BadParameterError. */
function answer(run: () => Reply): Reply {
  try {
    return run();
  } catch (error) {
    if (error instanceof BadParameterError) return { status: 400, headers: {}, body: '<Error/>' };
    throw error;
  }
}

function parses(reply: Reply): boolean {
  if (reply.body.trimStart().startsWith('<')) return XMLValidator.validate(reply.body) === true;
  JSON.parse(reply.body);
  return true;
}

describe('hostile market requests', () => {
  it('answer 200 or 400 with a body that parses, whatever the parameters and the time', () => {
    fc.assert(
      fc.property(
        query,
        fc.constantFrom<'xml' | 'json'>('xml', 'json'),
        fc.integer({ min: Date.parse('2020-01-01'), max: Date.parse('2030-01-01') }),
        fc.string({ maxLength: 40 }),
        (params, format, now, symbols) => {
          const handlers = v1MarketHandlers(9, { now: () => now }, false);
          const request = (path: Record<string, string> = {}): ApiRequest => ({ query: params, format, environment: 'production', username: 'demo', path });
          for (const reply of [
            answer(() => handlers.v1chain(request())),
            answer(() => handlers.v1expiries(request())),
            answer(() => handlers.v1quote(request({ symbols }))),
          ]) {
            expect([200, 400]).toContain(reply.status);
            expect(parses(reply)).toBe(true);
          }
        },
      ),
      { seed: 20261123, numRuns: 300 },
    );
  });
});
