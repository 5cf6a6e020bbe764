/**
 * Properties of the v1 order decoders over random input (seeded): every body gives a model or a
 * typed error, never a throw; JSON and XML of one document give one model; IDs in a page are
 * unique (group members included); an execution time exists only on executed or partly filled
 * orders and is never outside 2010-2100.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeV1OrderDetails, decodeV1OrderList } from '../../../../../../electron/backend/broker/v1/decode/decode-orders.ts';
import type { Result } from '../../../../../../shared/result.ts';
import type { WireValue } from '../../../../../fixtures/wire/render.ts';
import { randomTree } from '../../common/decode/wire-arbitraries.ts';
import { v1Json, v1Xml } from './v1-order-fixtures.ts';

const SEED = { seed: 20261123 };
const EXPECTED_FAILURES = ['malformed', 'provider', 'oauth'];
const expectModelOrTypedError = (result: Result<unknown>): void => {
  if (!result.ok) expect(EXPECTED_FAILURES).toContain(result.error.code);
};

const anyTime = fc.oneof(
  fc.constant(2_129_352_816),
  fc.integer({ min: 0, max: 4_000_000_000_000 }),
  fc.integer({ min: 1_600_000_000, max: 1_900_000_000 }),
  fc.constant('x'),
);
const status = fc.constantFrom('OPEN', 'EXECUTED', 'CANCELLED', 'INDIVIDUAL_FILLS', 'PARTIAL', 'EXPIRED', 'REJECTED', 'OPTION_ASSIGNMENT', 'NEW_ONE');
const orderType = fc.constantFrom('EQ', 'OPTN', 'SPREADS', 'IRON_CONDOR', 'ONE_CANCELS_ALL', 'BRACKETED', 'CONTINGENT', 'UNHEARD_OF');

const instrument: fc.Arbitrary<WireValue> = fc.record({
  orderAction: fc.constantFrom('BUY', 'SELL', 'BUY_OPEN', 'SELL_CLOSE', 'EXCHANGE'),
  quantityType: fc.constantFrom('QUANTITY', 'DOLLAR', 'ALL_I_OWN', 'NEWTYPE'),
  orderedQuantity: fc.integer({ min: 0, max: 10_000 }),
  filledQuantity: fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.double({ min: 0, max: 100, noNaN: true })),
  Product: fc.record({
    symbol: fc.constantFrom('IBM', 'SPY', 'GOOG'),
    securityType: fc.constantFrom('EQ', 'OPTN'),
    strikePrice: fc.integer({ min: 1, max: 500 }),
  }),
});

const detail: fc.Arbitrary<WireValue> = fc.record(
  {
    orderNumber: fc.integer({ min: 0, max: 5 }),
    placedTime: anyTime,
    executedTime: anyTime,
    status,
    limitPrice: fc.double({ min: 0, max: 1000, noNaN: true }),
    stopPrice: fc.constantFrom(0, 12.5),
    replacesOrderId: fc.integer({ min: 1, max: 999 }),
    Instrument: fc.array(instrument, { minLength: 0, maxLength: 4 }),
  },
  { requiredKeys: ['status', 'placedTime'] },
);

const order: fc.Arbitrary<WireValue> = fc.record({
  orderId: fc.integer({ min: 1, max: 50 }),
  orderType,
  OrderDetail: fc.array(detail, { minLength: 1, maxLength: 3 }),
  totalOrderValue: fc.double({ min: 0, max: 1e6, noNaN: true }),
});

const document: fc.Arbitrary<WireValue> = fc.record(
  { marker: fc.stringMatching(/^\d{1,13}$/), Order: fc.array(order, { minLength: 0, maxLength: 8 }) },
  { requiredKeys: ['Order'] },
);

const EARLIEST = Date.UTC(2010, 0, 1);
const LATEST = Date.UTC(2100, 0, 1);
const EXECUTED_LIKE = new Set(['EXECUTED', 'INDIVIDUAL_FILLS', 'PARTIAL']);

describe('the v1 order decoders', () => {
  it('never throw on random trees, text or bodies cut short', () => {
    fc.assert(
      fc.property(randomTree, fc.boolean(), fc.nat(), (tree, asXml, cut) => {
        const body = asXml ? v1Xml('OrdersResponse', tree) : v1Json('OrdersResponse', tree);
        for (const text of [body, body.slice(0, cut % (body.length + 1))]) {
          expectModelOrTypedError(decodeV1OrderList({ body: text }));
          expectModelOrTypedError(decodeV1OrderDetails({ body: text }));
        }
      }),
      { ...SEED, numRuns: 300 },
    );
  });

  it('give one model from JSON and XML, unique IDs, and execution times only where real', () => {
    fc.assert(
      fc.property(document, (content) => {
        const json = decodeV1OrderList({ body: v1Json('OrdersResponse', content) });
        const xml = decodeV1OrderList({ body: v1Xml('OrdersResponse', content) });
        expect(xml).toEqual(json);
        if (!json.ok) throw new Error(json.error.message);
        const all = [...json.data.orders, ...json.data.groups.flatMap((group) => group.orders)];
        // Orders with one orderId may repeat across Order elements (merging is the pager's job);
        // group members never collide with each other.
        for (const group of json.data.groups) expect(new Set(group.orders.map((member) => member.orderId)).size).toBe(group.orders.length);
        for (const one of all) {
          if (one.executedAt !== null) {
            expect(EXECUTED_LIKE.has(one.status ?? '')).toBe(true);
            expect(one.executedAt).toBeGreaterThanOrEqual(EARLIEST);
            expect(one.executedAt).toBeLessThan(LATEST);
          }
          if (one.placedAt !== null) expect(one.placedAt).toBeGreaterThanOrEqual(EARLIEST);
        }
      }),
      { ...SEED, numRuns: 300 },
    );
  });
});
