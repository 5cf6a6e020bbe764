/**
 * v1 quotes: matched by Product.symbol (never by position), All and Intraday blocks, seconds to ms,
 * `Messages` inside a 200 as per-symbol problems, symbols nothing came back for reported.
 */
import { describe, expect, it } from 'vitest';
import { decodeQuotes } from '../../../../../../electron/backend/broker/v1/decode/index.ts';
import type { QuoteAnswer } from '../../../../../../shared/domain/quotes.ts';
import type { Result } from '../../../../../../shared/result.ts';
import { wireSample } from '../../../../../fixtures/wire/load.ts';
import { Float, renderV1Json, renderV1Xml, type V1Value } from '../../../../../fixtures/wire/v1-render.ts';
import { quotesWithMessage } from '../../../../../fixtures/wire/v1-samples.ts';

const data = (result: Result<QuoteAnswer>): QuoteAnswer => {
  if (!result.ok) throw new Error(result.error.message);
  return result.data;
};

const both = (content: V1Value, requested: string[]): QuoteAnswer => {
  const json = data(decodeQuotes({ body: renderV1Json('QuoteResponse', content) }, requested));
  expect(data(decodeQuotes({ body: renderV1Xml('QuoteResponse', content) }, requested))).toEqual(json);
  expect(data(decodeQuotes({ body: renderV1Json('QuoteResponse', content, { singleAsObject: true }) }, requested))).toEqual(json);
  return json;
};

describe('decodeQuotes', () => {
  it('reads the saved answer of both formats alike: two quotes and the message for the invalid symbol', () => {
    const asked = ['aapl', 'IBM', 'ZZZZ'];
    const json = data(decodeQuotes({ body: wireSample('v1/quotes.json') }, asked));
    expect(data(decodeQuotes({ body: wireSample('v1/quotes.xml') }, asked))).toEqual(json);
    expect(both(quotesWithMessage, asked)).toEqual(json);
    expect(json.quotes[0]).toEqual({
      symbol: 'AAPL',
      securityType: 'EQ',
      companyName: 'APPLE INC COM',
      status: 'REALTIME',
      time: 1772485199_000,
      last: 131.97,
      change: 1.09,
      changePercent: 0.83,
      bid: 131.95,
      ask: 131.99,
      previousClose: 130.88,
      volume: 54930064,
      lastTradeTime: 1772485198_000,
    });
    expect(json.quotes.map((quote) => quote.symbol)).toEqual(['AAPL', 'IBM']);
    expect(json.problems).toEqual([{ symbol: 'ZZZZ', code: '1019', message: 'ZZZZ is not a valid symbol' }]);
  });

  it('the Intraday block (detailFlag=INTRADAY) gives what it has; the rest is null', () => {
    const answer = both(
      {
        QuoteData: [
          {
            dateTimeUTC: 1772485199,
            quoteStatus: 'DELAYED',
            Product: { symbol: 'spy', securityType: 'EQ' },
            Intraday: { lastTrade: new Float(681.5), changeClose: new Float(-2.25), totalVolume: 100 },
          },
        ],
      },
      ['SPY'],
    );
    expect(answer.quotes[0]).toMatchObject({
      symbol: 'SPY',
      last: 681.5,
      change: -2.25,
      volume: 100,
      previousClose: null,
      lastTradeTime: null,
      status: 'DELAYED',
    });
    expect(answer.problems).toEqual([]);
  });

  it('a message naming no symbol belongs to the one symbol left unanswered; others unanswered are said', () => {
    const oneMissing = both({ QuoteData: [{ Product: { symbol: 'AAPL' }, All: {} }], Messages: { Message: { description: 'Invalid Symbol', code: 1019 } } }, [
      'AAPL',
      'QQQQQ',
    ]);
    expect(oneMissing.problems).toEqual([{ symbol: 'QQQQQ', code: '1019', message: 'Invalid Symbol' }]);
    const silent = both({ QuoteData: [{ Product: { symbol: 'AAPL' } }] }, ['AAPL', 'MSFT']);
    expect(silent.problems).toEqual([{ symbol: 'MSFT', code: null, message: 'The provider sent no quote for MSFT.' }]);
  });

  it('the same symbol twice is one quote; a quote without a symbol is a problem, not a crash', () => {
    const answer = both({ QuoteData: [{ Product: { symbol: 'IBM' } }, { Product: { symbol: 'ibm' } }, { All: { lastTrade: 1 } }] }, ['IBM']);
    expect(answer.quotes).toHaveLength(1);
    expect(answer.problems).toEqual([{ symbol: null, code: null, message: 'The provider sent a quote without a symbol; it was left out.' }]);
  });

  it('an unknown quoteStatus is kept; 204 answers every symbol with a problem', () => {
    expect(both({ QuoteData: [{ quoteStatus: 'EH_NEW', Product: { symbol: 'X' } }] }, ['X']).quotes[0]?.status).toBe('EH_NEW');
    expect(data(decodeQuotes({ body: '', status: 204 }, ['A']))).toEqual({
      quotes: [],
      problems: [{ symbol: 'A', code: null, message: 'The provider sent no quote for A.' }],
    });
  });

  it('more than 25 symbols (1023) is a provider error in words', () => {
    const result = decodeQuotes({ body: '{"Error":{"code":1023,"message":"Too many symbols"}}', status: 400 });
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'provider',
        message: 'The provider answered with an error (code 1023): more than 25 symbols were asked for in one quote request.',
        detail: 'Too many symbols',
        refusedAsAsked: true,
      },
    });
  });
});
