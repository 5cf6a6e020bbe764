/**
 * fast-check arbitraries for v1 portfolio and balance documents with the quirks
 * docs/platform/current-api.md lists or leaves open: either spelling of the view block and the page
 * count, real numbers, whole floats, numbers as text and unreadable text, a short's quantity with
 * either sign, costs of 0, dates of 0 or below, seconds and milliseconds, IDs beyond 2^32, OSI keys
 * good and bad, unknown words and extra fields. Values are logical documents for v1-render.ts.
 */
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import { Float, type V1Value } from '../../../../../fixtures/wire/v1-render.ts';

type Fields = { [key: string]: V1Value };

/** A number the way v1 may send it: integer, float, whole float, text, or something unreadable. */
const number = (min: number, max: number): Arbitrary<V1Value> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: min * 100, max: max * 100 }).map((n) => new Float(n / 100)) },
    { weight: 2, arbitrary: fc.integer({ min, max }) },
    { weight: 1, arbitrary: fc.integer({ min, max }).map((n) => String(n)) },
    { weight: 1, arbitrary: fc.constantFrom('', 'n/a', '0x1F', '  ') },
  );

const text: Arbitrary<string> = fc.string({ unit: fc.constantFrom(...'ABCxyz 019$\'"&<>/.-_é€'.split('')), maxLength: 20 });
const symbol: Arbitrary<string> = fc.stringMatching(/^[A-Z]{1,5}$/);
const word = (known: readonly string[]): Arbitrary<string> =>
  fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: fc.constantFrom('NEW_WORD', 'toString', '__proto__x') });
const some = (record: Record<string, Arbitrary<V1Value>>): Arbitrary<Fields> => fc.record(record, { requiredKeys: [] }) as Arbitrary<Fields>;

const extras: Arbitrary<Fields> = some({ lotsDetails: text, quoteDetails: text, newField: fc.boolean(), Lots: fc.record({ lotId: fc.nat() }) });

const time: Arbitrary<V1Value> = fc.oneof(
  fc.integer({ min: 1_300_000_000, max: 1_900_000_000 }),
  fc.integer({ min: 1_300_000_000_000, max: 1_900_000_000_000 }),
  fc.constantFrom(0, -1, 'x'),
);

const osiKey: Arbitrary<string> = fc.oneof(
  fc
    .tuple(
      symbol,
      fc.integer({ min: 21, max: 30 }),
      fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: 1, max: 28 }),
      fc.constantFrom('C', 'P'),
      fc.integer({ min: 1, max: 99_999_999 }),
    )
    .map(
      ([root, year, month, day, side, strike]) =>
        `${root.padEnd(6, '-')}${year}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}${side}${String(strike).padStart(8, '0')}`,
    ),
  text,
);

const block: Arbitrary<Fields> = some({
  lastTrade: number(0, 900),
  change: number(-20, 20),
  changePct: number(-20, 20),
  bid: number(0, 900),
  ask: number(0, 900),
  volume: number(0, 1e7),
  quoteStatus: word(['REALTIME', 'DELAYED', 'CLOSING']),
  lastTradeTime: time,
  delta: number(-1, 1),
  gamma: number(0, 1),
  theta: number(-5, 0),
  vega: number(0, 2),
  rho: number(-1, 1),
  ivPct: number(0, 500),
  daysToExpiration: number(0, 900),
  optionMultiplier: fc.constantFrom(100, 10, 0, 'x'),
});

const product: Arbitrary<Fields> = some({
  symbol,
  securityType: word(['EQ', 'OPTN', 'MF', 'BOND']),
  callPut: word(['CALL', 'PUT']),
  expiryYear: fc.oneof(fc.integer({ min: 2021, max: 2030 }), fc.integer({ min: 21, max: 30 })),
  expiryMonth: fc.integer({ min: 0, max: 13 }),
  expiryDay: fc.integer({ min: 0, max: 32 }),
  strikePrice: number(0, 900),
  productId: some({ symbol, typeCode: word(['EQUITY', 'OPTION']) }),
});

const position: Arbitrary<Fields> = fc
  .tuple(
    some({
      positionId: fc.oneof(fc.integer({ min: 1, max: 2 ** 40 }), fc.bigInt({ min: 2n ** 53n, max: 2n ** 60n }).map(String), fc.constant('')),
      symbolDescription: text,
      osiKey,
      dateAcquired: time,
      pricePaid: number(0, 900),
      costPerShare: number(0, 900),
      totalCost: number(-9e5, 9e5),
      quantity: number(-500, 500),
      positionType: word(['LONG', 'SHORT']),
      marketValue: number(-9e5, 9e5),
      daysGain: number(-9e3, 9e3),
      daysGainPct: number(-50, 50),
      totalGain: number(-9e5, 9e5),
      totalGainPct: number(-100, 500),
      pctOfPortfolio: number(0, 100),
      todayQuantity: number(-50, 50),
      Product: product,
    }),
    fc.oneof(some({ Quick: block }), some({ quick: block }), some({ Complete: block }), some({ complete: block, OptionsWatch: block })),
    fc.option(extras, { nil: null }),
  )
  .map(([fields, view, more]) => ({ ...fields, ...view, ...(more ?? {}) }));

const totals: Arbitrary<Fields> = some({
  todaysGainLoss: number(-9e3, 9e3),
  todaysGainLossPct: number(-9, 9),
  totalMarketValue: number(0, 9e6),
  totalGainLoss: number(-9e5, 9e5),
  totalGainLossPct: number(-90, 90),
  totalPricePaid: number(0, 9e6),
  cashBalance: number(-9e5, 9e5),
});

/** The content of a PortfolioResponse: Totals sometimes, an AccountPortfolio with either page-count spelling. */
export const portfolioDocument: Arbitrary<Fields> = fc
  .tuple(
    fc.option(totals, { nil: null }),
    some({
      accountId: fc.integer({ min: 1, max: 99_999_999 }).map(String),
      totalPages: number(0, 9),
      totalNoOfPages: number(0, 9),
      nextPageNo: number(-1, 9),
      next: text,
    }),
    fc.array(position, { maxLength: 6 }),
  )
  .map(([head, portfolio, positions]) => ({ ...(head === null ? {} : { Totals: head }), AccountPortfolio: [{ ...portfolio, Position: positions }] }));

const money = (names: readonly string[]): Arbitrary<Fields> => some(Object.fromEntries(names.map((name) => [name, number(-9e5, 9e5)])));

/** The content of a BalanceResponse: any of its blocks, in either spelling. */
export const balanceDocument: Arbitrary<Fields> = fc
  .tuple(
    some({
      accountId: fc.integer({ min: 1, max: 99_999_999 }).map(String),
      accountType: word(['CASH', 'MARGIN']),
      optionLevel: word(['LEVEL_1', 'LEVEL_4']),
      accountMode: fc.constantFrom('PDT ACCOUNT', 'CASH'),
      quoteMode: fc.nat(9),
    }),
    fc.oneof(some({ Cash: money(['fundsForOpenOrdersCash', 'moneyMktBalance']) }), some({ cash: money(['moneyMktBalance']) })),
    some({ Margin: money(['dtCashOpenOrderReserve', 'dtMarginOpenOrderReserve']) }),
    fc
      .tuple(
        money(['cashBalance', 'netCash', 'marginBuyingPower', 'cashBuyingPower', 'unSettledCashForInvestment']),
        some({ OpenCalls: money(['cashCall', 'fedCall']), RealTimeValues: money(['totalAccountValue', 'netMv']) }),
      )
      .map(([figures, blocks]) => ({ Computed: { ...figures, ...blocks } })),
  )
  .map(([head, cash, margin, computed]) => ({ accountId: '1', ...head, ...cash, ...margin, ...computed }));

const NAMES = [
  'AccountPortfolio',
  'Position',
  'Product',
  'Quick',
  'Complete',
  'Totals',
  'quantity',
  'positionId',
  'osiKey',
  'nextPageNo',
  'Computed',
  'RealTimeValues',
  'Cash',
  'Error',
  'code',
];

/** Any tree of portfolio and balance names and text. */
export const accountRandomTree: Arbitrary<V1Value> = fc.letrec<{ node: V1Value }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc.dictionary(fc.constantFrom(...NAMES), fc.oneof(tie('node'), fc.array(tie('node'), { maxLength: 3 })), { maxKeys: 4 }),
  ),
})).node;
