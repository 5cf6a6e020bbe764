/**
 * v1 portfolio pages into the one Position model: the recorded QUICK shape and the COMPLETE one,
 * both spellings the platform uses, single objects where lists belong, seconds and milliseconds,
 * exact IDs, shorts negative whatever the wire's sign, unknown costs and dates as null; the empty
 * portfolio in each possible shape; hostile rows left out with words; account errors in words.
 */
import { describe, expect, it } from 'vitest';
import { decodePortfolioPage } from '../../../../../../electron/backend/broker/v1/decode/index.ts';
import type { PortfolioPage } from '../../../../../../shared/domain/positions.ts';
import type { Result } from '../../../../../../shared/result.ts';
import { AAPL_ACQUIRED, completePortfolioPage1, PORTFOLIO_NOW, quickPortfolio } from '../../../../../fixtures/wire/v1-portfolio-samples.ts';
import { Float, renderV1Json, renderV1Xml, type V1Value } from '../../../../../fixtures/wire/v1-render.ts';

const page = (result: Result<PortfolioPage>): PortfolioPage => {
  if (result.ok) return result.data;
  throw new Error(`${result.error.message} ${result.error.detail ?? ''}`);
};

/** JSON with arrays, JSON with single objects and XML: one page, which is returned. */
const everyFormat = (content: V1Value): PortfolioPage => {
  const json = page(decodePortfolioPage({ body: renderV1Json('PortfolioResponse', content) }, PORTFOLIO_NOW));
  expect(page(decodePortfolioPage({ body: renderV1Json('PortfolioResponse', content, { singleAsObject: true }) }, PORTFOLIO_NOW))).toEqual(json);
  expect(page(decodePortfolioPage({ body: renderV1Xml('PortfolioResponse', content) }, PORTFOLIO_NOW))).toEqual(json);
  return json;
};

/** A page of one position with `fields` over a plain long stock. */
const onePosition = (fields: Record<string, V1Value>): V1Value => ({
  AccountPortfolio: { accountId: '1', Position: [{ positionId: 1, quantity: 10, Product: { symbol: 'IBM', securityType: 'EQ' }, ...fields }] },
});

describe('decodePortfolioPage: the recorded QUICK shape', () => {
  const quick = everyFormat(quickPortfolio);

  it('reads the account, the page count, no next page, and the Totals', () => {
    expect(quick.accountId).toBe('83405188');
    expect(quick.totalPages).toBe(1);
    expect(quick.nextPage).toBeNull();
    expect(quick.totals).toEqual({
      marketValue: 12590,
      daysGain: 95.5,
      daysGainPercent: 0.2,
      totalGain: 4375,
      totalGainPercent: 17.9,
      totalCost: 5115,
      cash: 25000.5,
    });
    expect(quick.problems).toEqual([]);
  });

  it('a long stock: every figure, the acquisition day in ms, the quote time from seconds to ms', () => {
    expect(quick.positions[0]).toEqual({
      positionId: '197107285900',
      symbol: 'AAPL',
      underlier: 'AAPL',
      description: 'AAPL',
      securityType: 'EQ',
      option: null,
      side: 'LONG',
      quantity: 100,
      multiplier: 1,
      acquiredAt: AAPL_ACQUIRED,
      costPerShare: 150.25,
      totalCost: 15025,
      commissions: 0,
      fees: 0,
      marketValue: 19500,
      daysGain: 120,
      daysGainPercent: 0.6192,
      totalGain: 4475,
      totalGainPercent: 29.7837,
      portfolioPercent: 12.5,
      todayQuantity: 0,
      quote: { last: 195, change: 1.2, changePercent: 0.6192, bid: null, ask: null, volume: 52_000_000, status: 'REALTIME', lastTradeTime: 1632150000_000 },
      greeks: null,
      daysToExpiry: null,
    });
  });

  it('the same symbol twice, long and short, told apart by ID and side; the short negative', () => {
    const aapl = quick.positions.filter((position) => position.symbol === 'AAPL');
    expect(aapl.map((position) => [position.positionId, position.side, position.quantity, position.marketValue, position.totalCost])).toEqual([
      ['197107285900', 'LONG', 100, 19500, 15025],
      ['197107285901', 'SHORT', -50, -9750, -9500],
    ]);
  });

  it('a short put: its contract from Product and the OSI key, 100 per contract assumed, no greeks in QUICK, days to expiry', () => {
    const put = quick.positions[2];
    expect(put).toMatchObject({
      positionId: '215562817003',
      symbol: 'RIOT',
      underlier: 'RIOT',
      securityType: 'OPTN',
      option: { osiKey: 'RIOT--210924P00034000', callPut: 'PUT', expiry: '2021-09-24', strike: 34 },
      side: 'SHORT',
      quantity: -2,
      multiplier: 100,
      marketValue: -260,
      totalGain: 150,
      greeks: null,
      daysToExpiry: 4,
      quote: { last: 1.3, status: 'DELAYED' },
    });
  });

  it('an unknown cost and date: no cost, no total gain, no percentage, no date (never 1970)', () => {
    expect(quick.positions[3]).toMatchObject({
      symbol: 'KO',
      acquiredAt: null,
      costPerShare: null,
      totalCost: null,
      totalGain: null,
      totalGainPercent: null,
      marketValue: 3100,
      daysGain: 15.5,
    });
  });
});

describe('decodePortfolioPage: COMPLETE', () => {
  const complete = everyFormat(completePortfolioPage1);

  it('names the next page (never the `next` link) and the page count', () =>
    expect([complete.totalPages, complete.nextPage, complete.totals]).toEqual([2, 2, null]));

  it('greeks per share, IV from ivPct as a fraction, the multiplier it says (100, and 10 for a mini)', () => {
    const [shares, call, mini] = complete.positions;
    expect(shares?.greeks).toBeNull();
    expect(shares?.quote).toMatchObject({ bid: 452.49, ask: 452.51, last: 452.5 });
    expect(call?.greeks).toEqual({ delta: 0.5432, gamma: 0.0123, theta: -0.2345, vega: 0.3456, rho: 0.0789, iv: 0.1875 });
    expect(call).toMatchObject({
      multiplier: 100,
      daysToExpiry: 25,
      option: { callPut: 'CALL', strike: 450, expiry: '2021-10-15' },
      quote: { bid: 5.05, ask: 5.15 },
    });
    expect(mini).toMatchObject({ multiplier: 10, underlier: 'SPY' });
    // A cost known but no totalGain sent: value less cost.
    expect(call?.totalGain).toBe(330);
  });
});

describe('decodePortfolioPage: what the platform spells two ways, and the unit quirks', () => {
  it.each([
    ['`quick` and `totalNoOfPages` (the documentation)', { quick: { lastTrade: 10 } }, 'totalNoOfPages'],
    ['`Quick` and `totalPages` (the recordings)', { Quick: { lastTrade: 10 } }, 'totalPages'],
  ])('%s', (_what, block, pagesName) => {
    const content = {
      AccountPortfolio: { accountId: '1', [pagesName]: 3, nextPageNo: 2, Position: { positionId: 1, quantity: 10, Product: { symbol: 'IBM' }, ...block } },
    };
    const read = everyFormat(content);
    expect([read.totalPages, read.nextPage, read.positions[0]?.quote.last]).toEqual([3, 2, 10]);
  });

  it('`complete`, lowerCamel lists and Product.options read like their other spellings', () => {
    const content = {
      accountPortfolio: {
        position: {
          positionId: 9,
          quantity: 1,
          osiKey: 'IBM---220121C00150000',
          product: { symbol: 'IBM', securityType: 'OPTN', options: { callPut: 'CALL', expiryYear: 2022, expiryMonth: 1, expiryDay: 21, strikePrice: 150 } },
          complete: { delta: new Float(0.25), iv: new Float(0.31) },
        },
      },
    };
    expect(everyFormat(content).positions[0]).toMatchObject({
      option: { callPut: 'CALL', expiry: '2022-01-21', strike: 150 },
      greeks: { delta: 0.25, iv: 0.31 },
    });
  });

  it('an option known only by its OSI key: side, expiry, strike and underlier from the key', () => {
    const read = everyFormat(onePosition({ osiKey: 'RIOT--210924P00034500', Product: {} }));
    expect(read.positions[0]).toMatchObject({ symbol: 'RIOT', underlier: 'RIOT', option: { callPut: 'PUT', expiry: '2021-09-24', strike: 34.5 } });
  });

  it.each([
    ['seconds', 1632150000, 1632150000_000],
    ['milliseconds', 1632150000_000, 1632150000_000],
  ])('lastTradeTime in %s is an instant in ms', (_unit, wire, ms) => {
    expect(everyFormat(onePosition({ Quick: { lastTradeTime: wire } })).positions[0]?.quote.lastTradeTime).toBe(ms);
  });

  it.each([
    ['0', 0],
    ['negative', -86_400_000],
    ['unreadable', 'n/a'],
  ])('a dateAcquired of %s is no date', (_what, wire) => {
    expect(everyFormat(onePosition({ dateAcquired: wire })).positions[0]?.acquiredAt).toBeNull();
  });

  it('a positionId beyond 2^32 stays exact as text, leading zeros aside; a missing one is null', () => {
    expect(everyFormat(onePosition({ positionId: '0215562817003' })).positions[0]?.positionId).toBe('215562817003');
    expect(everyFormat(onePosition({ positionId: 9_007_199_254_740_000 })).positions[0]?.positionId).toBe('9007199254740000');
    expect(everyFormat(onePosition({ positionId: null })).positions[0]?.positionId).toBeNull();
  });

  it.each([
    ['SHORT with a positive quantity and value', { positionType: 'SHORT', quantity: 5, marketValue: 500, totalCost: 400 }, 'SHORT', -5, -500, -400],
    ['no positionType, a negative quantity', { quantity: -5, marketValue: -500 }, 'SHORT', -5, -500, null],
    ['an unknown positionType, a positive quantity', { positionType: 'HEDGED', quantity: 5 }, 'LONG', 5, null, null],
  ])('%s', (_what, fields, side, quantity, marketValue, totalCost) => {
    expect(everyFormat(onePosition(fields)).positions[0]).toMatchObject({ side, quantity, marketValue, totalCost });
  });

  it('a worthless short is worth 0, not -0 (which prints as "-0.00")', () => {
    expect(Object.is(everyFormat(onePosition({ positionType: 'SHORT', quantity: 2, marketValue: 0 })).positions[0]?.marketValue, 0)).toBe(true);
  });
});

describe('decodePortfolioPage: an empty portfolio, whichever way it comes', () => {
  it.each([
    ['204', { body: '', status: 204 }],
    ['an empty body', { body: '  ' }],
    ['error 105 in JSON', { body: '{"Error":{"code":105,"message":"No records"}}', status: 400 }],
    ['error 105 in XML', { body: '<Error><code>105</code><message>No records</message></Error>', status: 200 }],
    ['an empty root', { body: '<PortfolioResponse/>' }],
    ['an AccountPortfolio without Position', { body: '{"PortfolioResponse":{"AccountPortfolio":[{"accountId":"1","totalPages":0}]}}' }],
  ])('%s is a page with no positions', (_what, response) => {
    const read = page(decodePortfolioPage(response, PORTFOLIO_NOW));
    expect(read.positions).toEqual([]);
    expect(read.nextPage).toBeNull();
  });
});

describe('decodePortfolioPage: hostile rows and documents', () => {
  it('a position without a quantity or a symbol is left out, with words; the others stay', () => {
    const read = everyFormat({
      AccountPortfolio: {
        Position: [
          { positionId: 1, Product: { symbol: 'IBM' }, symbolDescription: 'IBM' },
          { positionId: 2, quantity: 3 },
          { positionId: 3, quantity: 1, Product: { symbol: 'KO' } },
        ],
      },
    });
    expect(read.positions.map((position) => position.symbol)).toEqual(['KO']);
    expect(read.problems).toEqual(['A position of IBM without a readable quantity was left out.', 'A position without a symbol was left out.']);
  });

  it.each([
    ['nextPageNo 0', { nextPageNo: 0 }],
    ['nextPageNo -3', { nextPageNo: -3 }],
    ['nextPageNo as words', { nextPageNo: 'next' }],
    ['nextPageNo 2.5', { nextPageNo: new Float(2.5) }],
  ])('%s names no next page', (_what, fields) => {
    expect(everyFormat({ AccountPortfolio: { accountId: '1', ...fields } }).nextPage).toBeNull();
  });

  it('words where words are not known are kept (callPut, status), a prototype name included', () => {
    const read = everyFormat(
      onePosition({ osiKey: 'x', Product: { symbol: 'IBM', securityType: 'OPTN', callPut: 'toString' }, Quick: { quoteStatus: '__proto__' } }),
    );
    expect(read.positions[0]).toMatchObject({ option: { callPut: 'toString', expiry: null, strike: null, osiKey: 'x' }, quote: { status: '__proto__' } });
  });

  it.each([
    ['a Position that is text', '{"PortfolioResponse":{"AccountPortfolio":{"Position":"AAPL"}}}'],
    ['a root that is text', '<PortfolioResponse>nothing</PortfolioResponse>'],
    ['a document cut short', '{"PortfolioResponse":{"AccountPortfolio":{"Position":[{"positionId":1'],
  ])('%s is malformed', (_what, body) => {
    const result = decodePortfolioPage({ body }, PORTFOLIO_NOW);
    expect(result.ok === false && result.error.code).toBe('malformed');
  });
});

describe("decodePortfolioPage: the platform's account errors, in words", () => {
  it.each([
    ['102', '{"Error":{"code":102,"message":"Invalid account key"}}', 'invalid-argument'],
    ['100 with its words', '<Error><code>100</code><message>Account key does not belong to user</message></Error>', 'invalid-argument'],
    ['253', '{"Error":{"code":253,"message":"You do not have access to this account"}}', 'invalid-argument'],
    ['7001', '<Error><code>7001</code><message>Invalid Account</message></Error>', 'invalid-argument'],
    ['100 alone (service unavailable)', '{"Error":{"code":100,"message":"Service is temporarily unavailable"}}', 'provider'],
  ])('%s', (_code, body, code) => {
    const result = decodePortfolioPage({ body, status: 400 }, PORTFOLIO_NOW);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe(code);
      expect(result.error.detail).toMatch(/\w{5}/);
    }
  });
});
