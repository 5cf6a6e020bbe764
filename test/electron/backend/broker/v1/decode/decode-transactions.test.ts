/**
 * The transactions decoder against every trap the recordings show (docs/platform/current-api.md,
 * "Transactions"): `moreTransactions` false with more to come, ids as strings and as numbers,
 * midnight-Pacific dates, an option's two-digit year, an assignment's two rows, the details'
 * capitalised children and listed Product, cash rows with an empty product, one-space blanks,
 * sweep funds, money to the cent, and the same answer as XML. And the Pacific day against the
 * platform's own time-zone database, hour by hour over four years.
 */
import { describe, expect, it } from 'vitest';
import { decodeTransactionDetails, decodeTransactionPage } from '../../../../../../electron/backend/broker/v1/decode/index.ts';
import { pacificDay, toCents } from '../../../../../../shared/domain/transactions.ts';
import { transactionKind } from '../../../../../../shared/domain/transaction-kinds.ts';
import { renderV1Xml, type V1Value } from '../../../../../fixtures/wire/v1-render.ts';

/** 2021-03-12 00:00 in Los Angeles (PST, UTC−8). */
const MAR_12 = Date.UTC(2021, 2, 12, 8);
/** 2021-01-29 00:00 in Los Angeles. */
const JAN_29 = Date.UTC(2021, 0, 29, 8);

const ROWS = [
  {
    transactionId: '21072100000123',
    accountId: '83405188',
    transactionDate: MAR_12,
    postDate: MAR_12,
    amount: 183.34,
    description: 'PUT  PLTR   03/12/21    29 PALANTIR TECHNOLOGIES',
    transactionType: 'Sold Short',
    memo: ' ',
    imageFlag: false,
    detailsURI: 'https://api.etrade.com/v1/accounts/k/transactions/21072100000123?storeId=3',
    brokerage: {
      product: { symbol: 'PLTR', securityType: 'OPTN', callPut: 'PUT', expiryYear: 21, expiryMonth: 3, expiryDay: 12, strikePrice: 29 },
      quantity: -1,
      price: 1.84,
      settlementCurrency: 'USD',
      paymentCurrency: 'USD',
      fee: 0.66,
      displaySymbol: "PLTR Mar 12 '21 $29 Put",
      settlementDate: MAR_12 + 86_400_000,
    },
  },
  {
    transactionId: '21029100000200',
    accountId: '83405188',
    transactionDate: JAN_29,
    postDate: JAN_29,
    amount: 0,
    description: 'CALL BNTX   01/29/21   112 BIONTECH SE',
    transactionType: 'Option Assignment',
    brokerage: {
      product: { symbol: 'BNTX', securityType: 'OPTN', callPut: 'CALL', expiryYear: 21, expiryMonth: 1, expiryDay: 29, strikePrice: 112 },
      quantity: 1,
      price: 0,
      fee: 0,
    },
  },
  {
    transactionId: '21029100000201',
    accountId: '83405188',
    transactionDate: JAN_29,
    postDate: JAN_29,
    amount: 11199.87,
    description: 'OPTION ASSIGNMENT CALL BNTX 01/29/21 112',
    transactionType: 'Sold',
    brokerage: { product: { symbol: 'BNTX', securityType: 'EQ' }, quantity: -100, price: 112, fee: 0.13, displaySymbol: 'BNTX' },
  },
  {
    transactionId: '21030100000300',
    accountId: '83405188',
    transactionDate: Date.UTC(2021, 2, 1, 8),
    postDate: 0,
    amount: 0.07,
    description: 'INTEREST ON CREDIT BALANCE',
    transactionType: 'Interest',
    brokerage: { product: {}, quantity: 0, price: 0, fee: 0, displaySymbol: ' ' },
  },
  {
    transactionId: '21030100000301',
    accountId: '83405188',
    transactionDate: Date.UTC(2021, 2, 1, 8),
    amount: -1234.56,
    description: 'E*TRADE SWEEP',
    transactionType: 'Bought',
    brokerage: { product: { symbol: '#2145605', securityType: 'BOND' }, quantity: 1234.56, price: 1, fee: 0 },
  },
];

const LIST = {
  TransactionListResponse: {
    pageMarkers: 'AAAAblob',
    moreTransactions: false,
    transactionCount: 5,
    totalCount: 57,
    next: 'https://api.etrade.com/v1/accounts/k/transactions?marker=21030100000301_1614585600&count=50',
    marker: '21030100000301_1614585600',
    Transaction: ROWS,
  },
};

const decodeJson = (document: unknown) => decodeTransactionPage({ body: JSON.stringify(document) });

describe('decodeTransactionPage', () => {
  it('goes on while a marker comes back, whatever moreTransactions says', () => {
    const page = decodeJson(LIST);
    if (!page.ok) throw new Error(page.error.message);
    expect(page.data).toMatchObject({ accountId: '83405188', marker: '21030100000301_1614585600', count: 5, total: 57, more: true, problems: [] });
    const last = decodeJson({ TransactionListResponse: { ...LIST.TransactionListResponse, marker: undefined, moreTransactions: true } });
    expect(last.ok && last.data.more).toBe(false);
  });

  it('reads an option row: the underlier, the two-digit year made whole, the Pacific day, money in cents', () => {
    const page = decodeJson(LIST);
    if (!page.ok) throw new Error(page.error.message);
    expect(page.data.transactions[0]).toEqual({
      id: '21072100000123',
      accountId: '83405188',
      at: MAR_12,
      day: '2021-03-12',
      postedAt: MAR_12,
      settledAt: MAR_12 + 86_400_000,
      amountCents: 18_334,
      description: 'PUT  PLTR   03/12/21    29 PALANTIR TECHNOLOGIES',
      description2: null,
      type: 'Sold Short',
      kind: 'sell-short',
      fromOption: false,
      instrument: { kind: 'option', underlier: 'PLTR', right: 'put', strike: 29, expiry: '2021-03-12' },
      displaySymbol: "PLTR Mar 12 '21 $29 Put",
      quantity: -1,
      price: 1.84,
      feeCents: 66,
      memo: null,
      storeId: '3',
      orderNo: null,
    });
  });

  it('reads an assignment as its two rows: the option’s, and the shares’ that came from it', () => {
    const page = decodeJson(LIST);
    if (!page.ok) throw new Error(page.error.message);
    const [, option, shares] = page.data.transactions;
    expect(option).toMatchObject({
      kind: 'assignment',
      quantity: 1,
      amountCents: 0,
      instrument: { kind: 'option', underlier: 'BNTX', right: 'call', strike: 112, expiry: '2021-01-29' },
    });
    expect(shares).toMatchObject({
      kind: 'sell',
      fromOption: true,
      quantity: -100,
      amountCents: 1_119_987,
      feeCents: 13,
      instrument: { kind: 'stock', symbol: 'BNTX' },
    });
  });

  it('reads a cash row with an empty product, a blank display symbol and no post date; a sweep fund is no stock', () => {
    const page = decodeJson(LIST);
    if (!page.ok) throw new Error(page.error.message);
    const [, , , interest, sweep] = page.data.transactions;
    expect(interest).toMatchObject({ kind: 'interest', instrument: { kind: 'cash' }, displaySymbol: null, postedAt: null, amountCents: 7, quantity: 0 });
    expect(sweep).toMatchObject({ kind: 'buy', amountCents: -123_456, instrument: { kind: 'other', symbol: '#2145605', securityType: 'BOND' } });
  });

  it('reads the same answer as XML alike, and a single row as a list of one', () => {
    const json = decodeJson(LIST);
    const xml = decodeTransactionPage({ body: renderV1Xml('TransactionListResponse', LIST.TransactionListResponse as unknown as V1Value) });
    expect(xml).toEqual(json);
    const one = decodeJson({ TransactionListResponse: { ...LIST.TransactionListResponse, Transaction: ROWS[0] } });
    expect(one.ok && one.data.transactions.map((row) => row.id)).toEqual(['21072100000123']);
  });

  it('reads an empty range (204, or the error for no results) as no rows, and leaves out a row without an id', () => {
    expect(decodeTransactionPage({ body: '', status: 204 })).toMatchObject({ ok: true, data: { transactions: [], more: false } });
    const noResults = JSON.stringify({ Error: { code: 53, message: 'No transactions found' } });
    expect(decodeTransactionPage({ body: noResults, status: 400 })).toMatchObject({ ok: true, data: { transactions: [] } });
    const page = decodeJson({ TransactionListResponse: { Transaction: [{ ...ROWS[0], transactionId: ' ' }, ROWS[3]] } });
    expect(page).toMatchObject({ ok: true, data: { transactions: [{ id: '21030100000300' }], problems: [expect.stringMatching(/without a usable id/)] } });
  });
});

describe('decodeTransactionDetails', () => {
  it('reads the capitalised children, a Product given as a list, the id given as a number, and the order', () => {
    const details = {
      TransactionDetailsResponse: {
        transactionId: 21072100000123,
        accountId: '83405188',
        transactionDate: MAR_12,
        amount: 183.34,
        description: 'PUT  PLTR   03/12/21    29 PALANTIR TECHNOLOGIES',
        Category: { categoryId: '1', parentId: '0', categoryName: 'Sold Short', parentName: 'Trades' },
        Brokerage: {
          transactionType: 'Sold Short',
          Product: [{ symbol: 'PLTR', securityType: 'OPTN', callPut: 'PUT', expiryYear: 21, expiryMonth: 3, expiryDay: 12, strikePrice: 29 }],
          quantity: -1,
          price: 1.84,
          fee: 0.66,
          orderNo: '417',
        },
      },
    };
    const answer = decodeTransactionDetails({ body: JSON.stringify(details) });
    if (!answer.ok) throw new Error(answer.error.detail ?? answer.error.message);
    expect(answer.data).toMatchObject({
      id: '21072100000123',
      kind: 'sell-short',
      orderNo: '417',
      feeCents: 66,
      instrument: { kind: 'option', underlier: 'PLTR', expiry: '2021-03-12' },
    });
  });
});

describe('what a row is, by its words', () => {
  it.each([
    ['Bought', '', 100, 'buy'],
    ['Sold', '', -100, 'sell'],
    ['Sold Short', '', -1, 'sell-short'],
    ['Bought To Cover', '', 1, 'buy-to-cover'],
    ['Option Assignment', '', 1, 'assignment'],
    ['Option Expiration', '', -1, 'expiration'],
    ['Qualified Dividend', '', 0, 'dividend'],
    ['Interest', '', 0, 'interest'],
    ['Fee', '', 0, 'fee'],
    ['Adjustment', '', 0, 'adjustment'],
    ['Transfer', '', 0, 'transfer'],
    ['Bought To Open', '', 1, 'buy-to-open'],
    ['Sold To Close', '', -1, 'sell-to-close'],
    // Words nobody recorded: the description's event words, then the quantity's sign.
    ['Misc', 'CASH DIVIDEND AAPL', 0, 'dividend'],
    ['Misc', 'STARBUCKS COFFEE SALE', -5, 'sell'],
    ['Misc', 'SOMETHING', 0, 'other'],
  ] as const)('%s (%s, %i) is %s', (type, description, quantity, kind) => {
    expect(transactionKind(type, description, quantity)).toBe(kind);
  });
});

describe('money and days', () => {
  it('takes dollars to whole cents, signs kept', () => {
    expect([toCents(183.34), toCents(-1234.56), toCents(0.07), toCents(-0.001), toCents(1000.07), toCents(0.1 + 0.2)]).toEqual([
      18_334, -123_456, 7, 0, 100_007, 30,
    ]);
  });

  it('names the Pacific day of every hour of four years as the time-zone database does', () => {
    const zone = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles', year: 'numeric', month: '2-digit', day: '2-digit' });
    const misses: string[] = [];
    for (let at = Date.UTC(2024, 0, 1); at < Date.UTC(2028, 0, 1); at += 3_600_000) {
      if (pacificDay(at) !== zone.format(at)) misses.push(new Date(at).toISOString());
    }
    expect(misses).toEqual([]);
  });
});
