/**
 * fast-check arbitraries for v1-shaped documents (docs/platform/current-api.md) with the quirks it
 * lists or leaves open: real numbers, whole floats (200.0), numbers as text, unreadable text where
 * a number belongs, y/n and booleans as text, unknown words, unknown extra fields, one-sided pairs,
 * missing OptionGreeks. Values are logical documents for v1-render.ts.
 */
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import { Float, type V1Value } from '../../../../../fixtures/wire/v1-render.ts';

type Fields = { [key: string]: V1Value };

/** A known word most of the time, sometimes one nobody listed (or a prototype name). */
const word = (known: readonly string[]): Arbitrary<string> =>
  fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: fc.constantFrom('NEW_WORD', 'toString', '__proto__x') });

/** A number the way v1 may send it: integer, float, whole float, text, or something unreadable. */
const number = (min: number, max: number): Arbitrary<V1Value> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: min * 10_000, max: max * 10_000 }).map((n) => new Float(n / 10_000)) },
    { weight: 2, arbitrary: fc.integer({ min, max }) },
    { weight: 1, arbitrary: fc.integer({ min, max }).map((n) => String(n)) },
    { weight: 1, arbitrary: fc.constantFrom('', 'n/a', '0x1F', '  ') },
  );

const text: Arbitrary<string> = fc.string({ unit: fc.constantFrom(...'ABCxyz 019$\'"&<>/.-_é€'.split('')), maxLength: 24 });
const symbol: Arbitrary<string> = fc.stringMatching(/^[A-Z]{1,5}$/);
const flag: Arbitrary<V1Value> = fc.oneof(fc.boolean(), fc.constantFrom('true', 'false', 'TRUE', 'maybe'));

const extras: Arbitrary<Fields> = fc.record({ ehQuote: text, venue: fc.record({ code: symbol }), newFlag: fc.boolean() }, { requiredKeys: [] });

const fields = (required: Record<string, Arbitrary<V1Value>>, optional: Record<string, Arbitrary<V1Value>>): Arbitrary<Fields> =>
  fc
    .tuple(fc.record(required), fc.record(optional, { requiredKeys: [] }), fc.option(extras, { nil: null }))
    .map(([a, b, c]) => ({ ...a, ...b, ...(c ?? {}) }) as Fields);

const greeks: Arbitrary<Fields> = fields(
  {},
  { rho: number(-1, 1), vega: number(0, 2), theta: number(-5, 0), delta: number(-1, 1), gamma: number(0, 1), iv: number(0, 12), currentValue: flag },
);

const contract: Arbitrary<Fields> = fields(
  { strikePrice: fc.integer({ min: 1, max: 4000 }).map((n) => new Float(n / 2)) },
  {
    optionCategory: word(['STANDARD', 'MINI', 'ALL']),
    optionRootSymbol: symbol,
    timeStamp: number(1_300_000_000, 1_900_000_000),
    adjustedFlag: flag,
    displaySymbol: text,
    optionType: word(['CALL', 'PUT']),
    symbol,
    bid: number(0, 500),
    ask: number(0, 500),
    bidSize: number(0, 9999),
    askSize: number(0, 9999),
    inTheMoney: fc.constantFrom('y', 'n', 'Y', '', 'x'),
    volume: number(0, 99_999),
    openInterest: number(0, 99_999),
    netChange: number(-50, 50),
    lastPrice: number(0, 500),
    quoteDetail: text,
    osiKey: text,
    OptionGreeks: greeks,
  },
);

const pair: Arbitrary<Fields> = fields({}, { Call: contract, Put: contract });

/** The content of an OptionChainResponse that decodes (a valid SelectedED, strikes on every contract). */
export const v1ChainDocument: Arbitrary<Fields> = fields(
  {
    OptionPair: fc.array(pair, { maxLength: 6 }),
    SelectedED: fc.record({ year: fc.integer({ min: 2013, max: 2030 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 28 }) }),
  },
  { timeStamp: number(1_300_000_000, 1_900_000_000), quoteType: word(['REALTIME', 'DELAYED', 'CLOSING']), nearPrice: number(0, 2000) },
);

/** The content of an OptionExpireDateResponse that decodes. */
export const v1ExpiryDocument: Arbitrary<Fields> = fields(
  {
    ExpirationDate: fc.array(
      fields(
        { year: fc.integer({ min: 2013, max: 2030 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 28 }) },
        { expiryType: word(['WEEKLY', 'MONTHLY', 'QUARTERLY']) },
      ),
      { maxLength: 8 },
    ),
  },
  {},
);

const quoteBlock: Arbitrary<Fields> = fields(
  {},
  {
    lastTrade: number(0, 900),
    bid: number(0, 900),
    ask: number(0, 900),
    changeClose: number(-9, 9),
    changeClosePercentage: number(-9, 9),
    companyName: text,
    totalVolume: number(0, 1e7),
    timeOfLastTrade: number(1_300_000_000, 1_900_000_000),
  },
);

/** The content of a QuoteResponse: quotes with All or Intraday, sometimes Messages. */
export const v1QuoteDocument: Arbitrary<Fields> = fields(
  {
    QuoteData: fc.array(
      fields(
        { Product: fields({ symbol }, { securityType: word(['EQ', 'INDX']) }) },
        { dateTimeUTC: number(1_300_000_000, 1_900_000_000), quoteStatus: word(['REALTIME', 'DELAYED']), All: quoteBlock, Intraday: quoteBlock },
      ),
      { maxLength: 4 },
    ),
  },
  {
    Messages: fc.record({
      Message: fc.array(
        fields({}, { description: text, code: fc.oneof(fc.integer({ min: 1000, max: 1100 }), fc.constantFrom('1019', '01023', 'W1')), type: text }),
        { maxLength: 2 },
      ),
    }),
  },
);

const NAMES = [
  'OptionPair',
  'Call',
  'Put',
  'OptionGreeks',
  'SelectedED',
  'strikePrice',
  'osiKey',
  'ExpirationDate',
  'year',
  'QuoteData',
  'Product',
  'symbol',
  'All',
  'Messages',
  'Message',
  'Accounts',
  'Account',
  'accountId',
  'Error',
  'code',
];

/** Any tree of v1 names and text. */
export const v1RandomTree: Arbitrary<V1Value> = fc.letrec<{ node: V1Value }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc.dictionary(fc.constantFrom(...NAMES), fc.oneof(tie('node'), fc.array(tie('node'), { maxLength: 3 })), { maxKeys: 4 }),
  ),
})).node;

/** A root name for random documents. */
export const v1RootName: Arbitrary<string> = fc.constantFrom(
  'OptionChainResponse',
  'OptionExpireDateResponse',
  'QuoteResponse',
  'AccountListResponse',
  'Error',
  'html',
);
