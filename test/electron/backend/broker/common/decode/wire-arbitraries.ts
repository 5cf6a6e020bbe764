/**
 * fast-check arbitraries for legacy documents (docs/platform/legacy-api.md) with the provider's
 * quirks: numbers with and without zero padding, seconds and milliseconds, unknown enumeration
 * words, unknown extra fields, optional fields absent, orders split into one record per leg, and
 * group orders in each place the documentation leaves open. Values are logical documents for
 * render.ts.
 */
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import { CALL_PUT, GROUP_ORDER_TYPES, ORDER_ACTIONS, ORDER_STATUSES, ORDER_TERMS, ORDER_TYPES, PRICE_TYPES } from '../../../../../../shared/spec-constants.ts';
import type { WireValue } from '../../../../../fixtures/wire/render.ts';

type Fields = Record<string, WireValue>;

/** A known word most of the time, sometimes one the documentation never listed. */
const word = (known: readonly string[]): Arbitrary<string> =>
  fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: fc.constantFrom('NEW_WORD', 'toString', 'X') });

/** An integer as text, zero-padded or not ("1" and "01"), sometimes with space around it. */
const intText = (min: number, max: number): Arbitrary<string> =>
  fc.tuple(fc.integer({ min, max }), fc.boolean(), fc.boolean()).map(([n, padded, spaced]) => {
    const text = padded ? String(n).padStart(2, '0') : String(n);
    return spaced ? ` ${text} ` : text;
  });

/** A price as text: "12.5", "12.50", "12.500000". */
const priceText: Arbitrary<string> = fc
  .tuple(fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom(0, 1, 2, 6))
  .map(([cents, digits]) => (cents / 100).toFixed(digits === 0 ? 2 : digits));

/** Free text with characters XML must escape and a bit beyond ASCII. */
const freeText: Arbitrary<string> = fc.string({
  unit: fc.constantFrom(...'ABCxyz 019$\'"&<>/.-_é€'.split('')),
  maxLength: 24,
});

const symbolText: Arbitrary<string> = fc.stringMatching(/^[A-Z]{1,4}[1-9]?$/);

/** An epoch time in seconds or in milliseconds, as the platform mixes them. */
const epochText: Arbitrary<string> = fc
  .tuple(fc.integer({ min: 1_300_000_000, max: 1_900_000_000 }), fc.boolean())
  .map(([seconds, inMs]) => (inMs ? `${seconds}${String(seconds % 1000).padStart(3, '0')}` : String(seconds)));

/** Fields no spec lists, to be ignored. */
const extras: Arbitrary<Fields> = fc.record({ openInterest: intText(0, 9999), venue: fc.record({ code: symbolText }), note: freeText }, { requiredKeys: [] });

/** Optional spec fields, each present or absent; extras mixed in. */
const fields = <T extends Record<string, Arbitrary<WireValue>>>(required: T, optional: Record<string, Arbitrary<WireValue>>): Arbitrary<Fields> =>
  fc
    .tuple(fc.record(required), fc.record(optional, { requiredKeys: [] }), fc.option(extras, { nil: null }))
    .map(([a, b, c]) => ({ ...a, ...b, ...(c ?? {}) }) as Fields);

const expireDate: Arbitrary<Fields> = fields(
  { day: intText(1, 28), month: intText(1, 12), year: intText(2013, 2030) },
  { expiryType: word(['MONTHLY', 'QUARTERLY']) },
);

const contract: Arbitrary<Fields> = fields(
  { expireDate, strikePrice: priceText },
  {
    rootSymbol: symbolText,
    product: fields({}, { exchangeCode: symbolText, symbol: freeText, typeCode: fc.constant('OPTN') }),
  },
);

const pair: Arbitrary<Fields> = fields(
  {},
  { call: contract, put: contract, callCount: intText(0, 1), putCount: intText(0, 1), pairType: word(['CALLONLY', 'PUTONLY', 'CALLPUT']) },
);

/** The content of an OptionChainResponse. */
export const chainDocument: Arbitrary<Fields> = fields(
  { optionPairs: fc.array(pair, { maxLength: 12 }) },
  { optionPairCount: intText(0, 12), symbol: symbolText },
);

const symbolInfo: Arbitrary<Fields> = fc.oneof(
  fields({ symbol: symbolText }, {}),
  fields(
    { symbol: symbolText },
    { callPut: word(CALL_PUT), expYear: intText(2013, 2030), expMonth: intText(1, 12), expDay: intText(1, 31), strikePrice: priceText },
  ),
);

const leg: Arbitrary<Fields> = fields(
  {},
  {
    legNumber: intText(1, 4),
    symbolDescription: freeText,
    orderAction: word(ORDER_ACTIONS),
    orderedQuantity: intText(0, 500),
    filledQuantity: intText(0, 500),
    executedPrice: priceText,
    estimatedCommission: priceText,
    estimatedFees: priceText,
    reserveQuantity: intText(0, 100),
    symbolInfo,
  },
);

/** IDs from a small pool so that orders repeat (one record per leg, split orders). */
const orderId: Arbitrary<string> = fc.tuple(fc.integer({ min: 1, max: 6 }), fc.boolean()).map(([n, padded]) => (padded ? `00${n}` : String(n)));

const order: Arbitrary<Fields> = fields(
  { orderId, legDetails: fc.record({ LegDetails: fc.array(leg, { maxLength: 3 }) }) },
  {
    orderPlacedTime: epochText,
    orderExecutedTime: epochText,
    orderValue: priceText,
    orderStatus: word(ORDER_STATUSES),
    orderType: word(ORDER_TYPES),
    orderTerm: word(ORDER_TERMS),
    priceType: word(PRICE_TYPES),
    limitPrice: priceText,
    stopPrice: priceText,
    stopLimitPrice: priceText,
    routingDestination: word(['AUTO', 'ARCA', 'NSDQ']),
    replacedByOrderId: orderId,
    allOrNone: fc.boolean(),
    bracketLimitPrice: priceText,
    initialStopPrice: priceText,
    trailPrice: priceText,
    triggerPrice: priceText,
    conditionPrice: priceText,
    conditionSymbol: symbolText,
    conditionType: word(['CONTINGENT_GTE', 'CONTINGENT_LTE']),
    conditionFollowPrice: word(['ASK', 'BID', 'LAST']),
  },
);

const groupOrder: Arbitrary<Fields> = fields(
  { order: fc.array(order, { maxLength: 3 }) },
  {
    groupOrderId: intText(1, 99),
    groupOrderType: word(GROUP_ORDER_TYPES),
    cumulativeEstimatedCommission: priceText,
    cumulativeEstimatedFees: priceText,
  },
);

/** The content of a GetOrderListResponse, its groups in one of the places the documentation leaves open. */
export const orderListDocument: Arbitrary<Fields> = fc
  .tuple(
    fc.array(order, { maxLength: 8 }),
    fc.array(groupOrder, { maxLength: 2 }),
    fc.constantFrom('inside-list', 'inside-details', 'beside-list'),
    fc.option(fc.oneof(fc.constant(''), fc.stringMatching(/^\d{13}\|\d{1,3}$/)), { nil: null }),
    fc.option(intText(0, 25), { nil: null }),
  )
  .map(([orders, groups, where, marker, count]): Fields => {
    const details: WireValue[] = orders.map((o) => ({ order: o }));
    if (where === 'inside-details') details.push(...groups.map((g) => ({ groupOrder: g })));
    const list: Fields = { count, marker, orderDetails: { OrderDetails: details } };
    if (where === 'inside-list') list.groupOrder = groups;
    return where === 'beside-list' ? { orderListResponse: list, groupOrder: groups } : { orderListResponse: list };
  });

/** Element names a random XML tree draws from: the documented ones, and some nobody knows. */
const NAMES = [
  'OptionChainResponse',
  'GetOrderListResponse',
  'orderListResponse',
  'orderDetails',
  'OrderDetails',
  'order',
  'groupOrder',
  'legDetails',
  'LegDetails',
  'optionPairs',
  'call',
  'put',
  'expireDate',
  'strikePrice',
  'orderId',
  'marker',
  'count',
  'symbol',
  'Error',
  'message',
  'code',
  'html',
  'body',
  'x',
];

/** Random element trees (any nesting, text or elements) under any of those names. */
export const randomTree: Arbitrary<WireValue> = fc.letrec<{ node: WireValue }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    freeText,
    fc.dictionary(fc.constantFrom(...NAMES), fc.oneof(tie('node'), fc.array(tie('node'), { maxLength: 3 })), { maxKeys: 4 }),
  ),
})).node;

/** A root name for random documents. */
export const rootName: Arbitrary<string> = fc.constantFrom('OptionChainResponse', 'GetOrderListResponse', 'Error', 'html', 'Other');
