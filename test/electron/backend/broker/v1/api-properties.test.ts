/**
 * Properties of the v1 request side (seeded fast-check): quote batches name every valid symbol
 * exactly once, at most 25 a request, in the order asked; the over-limit sniffing never throws on
 * any body and its hold stays within bounds; order-list URLs never leave the account's path.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOverLimitAnswer, OVER_LIMIT_MAX_HOLD_MS, overLimitHoldMs } from '../../../../../electron/backend/broker/v1/api-rate-limit.ts';
import { quoteBatches, v1OrderListUrl } from '../../../../../electron/backend/broker/v1/api-requests.ts';
import type { Environment } from '../../../../../shared/environments.ts';
import { environment } from '../../session/session-fixture.ts';

const SEED = 20261123;
const v1: Environment = { ...environment, api: 'v1' };
const symbol = fc.stringMatching(/^[A-Z][A-Z0-9.]{0,5}$/);

describe('quote batches', () => {
  it('every symbol once, in order, at most 25 a request', () => {
    fc.assert(
      fc.property(fc.array(symbol, { minLength: 1, maxLength: 120 }), (symbols) => {
        const result = quoteBatches(v1, symbols);
        if (!result.ok) return false;
        const sent = result.data.flatMap((batch) => batch.symbols);
        expect(sent).toEqual([...new Set(symbols)]);
        expect(result.data.every((batch) => batch.symbols.length >= 1 && batch.symbols.length <= 25)).toBe(true);
        expect(result.data.every((batch) => batch.url.split('/quote/')[1]?.replace('.json', '').split(',').length === batch.symbols.length)).toBe(true);
        return true;
      }),
      { seed: SEED, numRuns: 300 },
    );
  });
});

describe('over-limit sniffing', () => {
  it('never throws, and only 400/429/503 can be over-limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), fc.string({ maxLength: 400 }), (status, body) => {
        const over = isOverLimitAnswer(status, body);
        if (![400, 429, 503].includes(status)) expect(over).toBe(false);
        if (status === 429) expect(over).toBe(true);
      }),
      { seed: SEED, numRuns: 500 },
    );
  });

  it('the hold is between 1 s and an hour whatever Retry-After says', () => {
    fc.assert(
      fc.property(fc.option(fc.string({ maxLength: 40 }), { nil: null }), fc.integer({ min: 0, max: 50 }), (header, strikes) => {
        const hold = overLimitHoldMs(header, Date.parse('2026-06-10T15:00:00Z'), strikes);
        expect(hold).toBeGreaterThanOrEqual(1_000);
        expect(hold).toBeLessThanOrEqual(OVER_LIMIT_MAX_HOLD_MS);
      }),
      { seed: SEED, numRuns: 500 },
    );
  });
});

describe('order list URLs', () => {
  it('any accepted key stays one path segment under /v1/accounts/', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (key) => {
        const url = v1OrderListUrl(v1, key);
        if (!url.ok) return;
        const path = new URL(url.data).pathname;
        expect(path).toBe(`/v1/accounts/${key}/orders.json`);
      }),
      { seed: SEED, numRuns: 500 },
    );
  });
});
