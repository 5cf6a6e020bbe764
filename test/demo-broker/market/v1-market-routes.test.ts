/**
 * The current API's market endpoints over a real loopback server, in both formats: expiry dates,
 * option chains (selection of expiry and strikes, quotes and greeks, JSON types, the error codes),
 * quotes (Messages for unknown symbols, the symbol-count limit), the close, and the sandbox's
 * canned answers.
 */
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CONSUMERS, startDemoBroker, type DemoBroker, type DemoConsumer } from '../../../demo-broker/index.ts';
import { signedFetch, signIn } from '../../helpers/demo-broker-client.ts';
import { ManualClock } from '../../helpers/manual-clock.ts';

type Json = Record<string, unknown>;
const PROD = DEMO_CONSUMERS.find((consumer) => consumer.kind === 'production') as DemoConsumer;
const SANDBOX = DEMO_CONSUMERS.find((consumer) => consumer.kind === 'sandbox') as DemoConsumer;
const xml = new XMLParser({ parseTagValue: true, isArray: (name) => ['OptionPair', 'ExpirationDate', 'QuoteData', 'Message'].includes(name) });

/** Wednesday 18 November 2026, 12:00 in New York. */
const clock = new ManualClock('2026-11-18T17:00:00Z');
let broker: DemoBroker;
let token: { token: string; secret: string };
beforeAll(async () => {
  broker = await startDemoBroker({ clock, seed: 5 });
  token = await signIn(broker, clock, PROD);
});
afterAll(() => broker.close());

async function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; text: string; type: string }> {
  const response = await signedFetch(broker, clock, PROD, path, { token, headers });
  return { status: response.status, text: await response.text(), type: response.headers.get('content-type') ?? '' };
}

async function json(path: string): Promise<Json> {
  const answer = await get(path);
  expect(answer.status, answer.text).toBe(200);
  return JSON.parse(answer.text) as Json;
}

/**
 * The error of an error body, sniffed by its first byte as clients must: the platform may answer a
 * market error in XML even to a JSON request.
 */
function errorOf(text: string): { code: number; message: string } {
  const parsed = (text.trimStart().startsWith('<') ? xml.parse(text) : JSON.parse(text)) as { Error: { code: number; message: string } };
  return parsed.Error;
}

const chainOf = (body: Json) =>
  body.OptionChainResponse as { OptionPair: { Call?: Json; Put?: Json }[]; quoteType: string; nearPrice: number; timeStamp: number; SelectedED: Json };
const strikes = (body: Json) => chainOf(body).OptionPair.map((pair) => (pair.Call ?? pair.Put)?.strikePrice);

describe('GET /v1/market/optionexpiredate', () => {
  it('lists every expiry ascending with real JSON numbers, and the same in XML', async () => {
    const body = await json('/v1/market/optionexpiredate.json?symbol=AAPL');
    const dates = (body.OptionExpireDateResponse as { ExpirationDate: Json[] }).ExpirationDate;
    expect(dates[0]).toEqual({ year: 2026, month: 11, day: 20, expiryType: 'MONTHLY' });
    // A stock has weeklies and monthlies; the ETF quarterlies and month ends as well, and SPY dailies.
    expect(new Set(dates.map((date) => date.expiryType))).toEqual(new Set(['WEEKLY', 'MONTHLY']));
    const spy = (await json('/v1/market/optionexpiredate.json?symbol=SPY')).OptionExpireDateResponse as { ExpirationDate: Json[] };
    expect(new Set(spy.ExpirationDate.map((date) => date.expiryType))).toEqual(new Set(['DAILY', 'WEEKLY', 'MONTHLY', 'QUARTERLY', 'MONTHEND']));
    const fromXml = xml.parse((await get('/v1/market/optionexpiredate?symbol=AAPL')).text) as { OptionExpireDateResponse: { ExpirationDate: Json[] } };
    expect(fromXml.OptionExpireDateResponse.ExpirationDate).toEqual(dates);
  });

  it('filters by expiryType, and answers an empty list for types it never lists', async () => {
    const weekly = await json('/v1/market/optionexpiredate.json?symbol=spy&expiryType=WEEKLY');
    const types = (weekly.OptionExpireDateResponse as { ExpirationDate: Json[] }).ExpirationDate.map((date) => date.expiryType);
    expect(new Set(types)).toEqual(new Set(['WEEKLY']));
    const daily = (await json('/v1/market/optionexpiredate.json?symbol=SPY&expiryType=DAILY')).OptionExpireDateResponse as { ExpirationDate?: Json[] };
    expect((daily.ExpirationDate ?? []).length).toBeGreaterThan(5);
    expect(new Set((daily.ExpirationDate ?? []).map((date) => date.expiryType))).toEqual(new Set(['DAILY']));
    const noDaily = (await json('/v1/market/optionexpiredate.json?symbol=AAPL&expiryType=DAILY')).OptionExpireDateResponse as { ExpirationDate?: Json[] };
    expect(noDaily.ExpirationDate ?? []).toEqual([]);
    const monthEnd = (await json('/v1/market/optionexpiredate.json?symbol=AAPL&expiryType=MONTHEND')).OptionExpireDateResponse as { ExpirationDate?: Json[] };
    expect(monthEnd.ExpirationDate ?? []).toEqual([]);
  });

  it.each([
    ['', 10043],
    ['?symbol=', 10043],
    ['?symbol=NOPEQ', 10033],
    ['?symbol=BRK.A', 10032],
  ])('answers %s with code %s', async (query, code) => {
    const answer = await get(`/v1/market/optionexpiredate.json${query}`);
    expect(answer.status).toBe(400);
    expect(errorOf(answer.text)).toEqual({ code, message: expect.any(String) });
    const inXml = await get(`/v1/market/optionexpiredate${query}`);
    expect(inXml.text).toContain(`<code>${code}</code>`);
  });
});

describe('GET /v1/market/optionchains', () => {
  it('answers symbol alone with the nearest expiry, 72 strikes around the price, ascending', async () => {
    const body = await json('/v1/market/optionchains.json?symbol=SPX');
    const chain = chainOf(body);
    // SPX expires every weekday: the nearest is today's, the 0DTE.
    expect(chain.SelectedED).toEqual({ month: 11, year: 2026, day: 18 });
    const list = strikes(body) as number[];
    expect(list).toHaveLength(72);
    expect([...list].sort((a, b) => a - b)).toEqual(list);
    expect(chain.quoteType).toBe('REALTIME');
    expect(chain.timeStamp).toBe(Math.floor(clock.now() / 1000));
    expect(list[0]).toBeLessThan(chain.nearPrice);
    expect(list[71]).toBeGreaterThan(chain.nearPrice);
  });

  it('centres noOfStrikes on strikePriceNear and echoes it as nearPrice', async () => {
    // 26 % under SPX's level its strikes are 50 points apart.
    const body = await json('/v1/market/optionchains.json?symbol=SPX&strikePriceNear=5001&noOfStrikes=3');
    expect(strikes(body)).toEqual([4950, 5000, 5050]);
    expect(chainOf(body).nearPrice).toBe(5001);
  });

  it('writes a contract as the platform does: JSON numbers and booleans, "y"/"n", OSI key, greeks', async () => {
    const body = await json('/v1/market/optionchains.json?symbol=SPX&expiryYear=2026&expiryMonth=12&expiryDay=18&strikePriceNear=5100&noOfStrikes=1');
    const pairs = chainOf(body).OptionPair;
    expect(Array.isArray(pairs) && pairs.length === 1).toBe(true);
    const call = pairs[0]?.Call ?? {};
    expect(call).toMatchObject({
      optionCategory: 'STANDARD',
      optionRootSymbol: 'SPX',
      adjustedFlag: false,
      displaySymbol: "SPX Dec 18 '26 $5100 Call",
      optionType: 'CALL',
      strikePrice: 5100,
      symbol: 'SPX',
      osiKey: 'SPX---261218C05100000',
      quoteDetail: expect.stringMatching(/\/v1\/market\/quote\/SPX:2026:12:18:CALL:5100\.000000$/),
    });
    for (const field of ['bid', 'ask', 'bidSize', 'askSize', 'volume', 'openInterest', 'netChange', 'lastPrice', 'timeStamp'])
      expect(typeof call[field]).toBe('number');
    expect(['y', 'n']).toContain(call.inTheMoney);
    expect(call.bid as number).toBeLessThanOrEqual(call.ask as number);
    const greeks = call.OptionGreeks as Json;
    expect(greeks.currentValue).toBe(true);
    expect(greeks.delta as number).toBeGreaterThan(0);
    expect(greeks.delta as number).toBeLessThan(1);
    expect(greeks.iv as number).toBeGreaterThan(0.05);
    expect(greeks.iv as number).toBeLessThan(1);
    expect(pairs[0]?.Put?.osiKey).toBe('SPX---261218P05100000');
  });

  it('gives the same chain in XML (default) and JSON, and JSON for Accept: application/json', async () => {
    const query = 'symbol=MSFT&noOfStrikes=6&expiryYear=2026&expiryMonth=12';
    const fromJson = chainOf(await json(`/v1/market/optionchains.json?${query}`));
    const answer = await get(`/v1/market/optionchains?${query}`);
    expect(answer.type).toContain('application/xml');
    const fromXml = (xml.parse(answer.text) as Json).OptionChainResponse as typeof fromJson;
    expect(fromXml.OptionPair.map((pair) => pair.Call?.osiKey)).toEqual(fromJson.OptionPair.map((pair) => pair.Call?.osiKey));
    expect(fromXml.OptionPair.map((pair) => pair.Put?.bid)).toEqual(fromJson.OptionPair.map((pair) => pair.Put?.bid));
    expect(fromXml.SelectedED).toEqual(fromJson.SelectedED);
    const accepted = await get(`/v1/market/optionchains?${query}`, { Accept: 'application/json' });
    expect(accepted.type).toContain('application/json');
    expect(chainOf(JSON.parse(accepted.text) as Json)).toEqual(fromJson);
  });

  it('selects the month: its monthly without includeWeekly, its first expiry with it', async () => {
    const monthly = chainOf(await json('/v1/market/optionchains.json?symbol=QQQ&expiryYear=2026&expiryMonth=12&noOfStrikes=1'));
    expect(monthly.SelectedED).toEqual({ month: 12, year: 2026, day: 18 });
    const first = chainOf(await json('/v1/market/optionchains.json?symbol=QQQ&expiryYear=2026&expiryMonth=12&includeWeekly=true&noOfStrikes=1'));
    // QQQ expires every weekday: December's first expiry is Tuesday the 1st.
    expect(first.SelectedED).toEqual({ month: 12, year: 2026, day: 1 });
  });

  it('answers 10031 for a day with no expiry, 10039 for a day without its month', async () => {
    const thursday = await get('/v1/market/optionchains.json?symbol=AAPL&expiryYear=2026&expiryMonth=11&expiryDay=19');
    expect(thursday.status).toBe(400);
    expect(errorOf(thursday.text).code).toBe(10031);
    expect((await get('/v1/market/optionchains?symbol=AAPL&expiryYear=2026&expiryMonth=11&expiryDay=19')).text).toContain('<code>10031</code>');
    expect(errorOf((await get('/v1/market/optionchains.json?symbol=AAPL&expiryDay=19')).text).code).toBe(10039);
    expect((await get('/v1/market/optionchains.json?symbol=AAPL&priceType=SOME')).status).toBe(400);
  });

  it('serves chainType, optionCategory and skipAdjusted', async () => {
    const calls = chainOf(await json('/v1/market/optionchains.json?symbol=IBM&chainType=CALL&noOfStrikes=4'));
    expect(calls.OptionPair.every((pair) => pair.Call && !pair.Put)).toBe(true);
    const minis = chainOf(await json('/v1/market/optionchains.json?symbol=IBM&optionCategory=MINI&noOfStrikes=4'));
    expect(minis.OptionPair.every((pair) => pair.Call?.optionCategory === 'MINI' && pair.Call.optionRootSymbol === 'IBM7')).toBe(true);
    const all = chainOf(await json('/v1/market/optionchains.json?symbol=IBM&optionCategory=ALL&noOfStrikes=4'));
    expect(all.OptionPair).toHaveLength(8);
    const adjusted = chainOf(await json('/v1/market/optionchains.json?symbol=IBM&expiryYear=2026&expiryMonth=12&priceType=ALL&skipAdjusted=false'));
    const flagged = adjusted.OptionPair.filter((pair) => pair.Call?.adjustedFlag === true);
    expect(flagged.length).toBeGreaterThan(0);
    expect(flagged.every((pair) => pair.Call?.optionRootSymbol === 'IBM1')).toBe(true);
    const plain = chainOf(await json('/v1/market/optionchains.json?symbol=IBM&expiryYear=2026&expiryMonth=12&priceType=ALL'));
    expect(plain.OptionPair.some((pair) => pair.Call?.adjustedFlag === true)).toBe(false);
  });

  it('serves every listed SPX strike with priceType=ALL: 5 points apart near the money, 100 far out', async () => {
    const body = await json('/v1/market/optionchains.json?symbol=SPX&includeWeekly=true&priceType=ALL');
    const pairs = chainOf(body).OptionPair;
    expect(pairs.length).toBeGreaterThan(300);
    const list = strikes(body) as number[];
    const gaps = new Set(list.slice(1).map((strike, i) => strike - (list[i] ?? 0)));
    expect([...gaps].sort((a, b) => a - b)).toEqual([5, 25, 50, 100]);
    expect(pairs.every((pair) => /^SPX---\d{6}C\d{8}$/.test(String(pair.Call?.osiKey)))).toBe(true);
  });
});

describe('GET /v1/market/quote/{symbols}', () => {
  it('quotes known symbols with the All block, matched by Product.symbol', async () => {
    const body = await json('/v1/market/quote/MSFT,aapl.json');
    const quotes = (body.QuoteResponse as { QuoteData: Json[] }).QuoteData;
    expect(quotes.map((quote) => (quote.Product as Json).symbol)).toEqual(['MSFT', 'AAPL']);
    const quote = quotes[0] ?? {};
    expect(quote).toMatchObject({ quoteStatus: 'REALTIME', ahFlag: 'false', dateTimeUTC: Math.floor(clock.now() / 1000), dateTime: '12:00:00 EST 11-18-2026' });
    const all = quote.All as Json;
    expect(all.companyName).toBe('MICROSOFT CORP COM');
    expect(all.changeClose).toBeCloseTo((all.lastTrade as number) - (all.previousClose as number), 6);
    expect(all.bid as number).toBeLessThan(all.ask as number);
    expect(all.ExtendedHourQuoteDetail).toBeUndefined();
    expect((body.QuoteResponse as Json).Messages).toBeUndefined();
  });

  it('answers unknown symbols with Messages inside a 200, beside the known ones', async () => {
    const body = await json('/v1/market/quote/AAPL,NOPEQ.json');
    const response = body.QuoteResponse as { QuoteData: Json[]; Messages: { Message: Json[] } };
    expect(response.QuoteData).toHaveLength(1);
    expect(response.Messages.Message).toEqual([{ description: 'NOPEQ is not a valid symbol', code: 1019, type: 'WARNING' }]);
    const onlyUnknown = xml.parse((await get('/v1/market/quote/NOPEQ')).text) as { QuoteResponse: Json };
    expect(onlyUnknown.QuoteResponse.QuoteData).toBeUndefined();
    expect(onlyUnknown.QuoteResponse.Messages).toEqual({ Message: [{ description: 'NOPEQ is not a valid symbol', code: 1019, type: 'WARNING' }] });
  });

  it('refuses more than 25 symbols with 1023, unless overrideSymbolCount=true (up to 50)', async () => {
    const symbols = (n: number) => Array.from({ length: n }, (_, i) => (i % 2 ? 'AAPL' : 'MSFT')).join(',');
    expect((await get(`/v1/market/quote/${symbols(25)}.json`)).status).toBe(200);
    const over = await get(`/v1/market/quote/${symbols(26)}.json`);
    expect(over.status).toBe(400);
    expect(errorOf(over.text).code).toBe(1023);
    expect((await get(`/v1/market/quote/${symbols(50)}.json?overrideSymbolCount=true`)).status).toBe(200);
    expect(errorOf((await get(`/v1/market/quote/${symbols(51)}.json?overrideSymbolCount=true`)).text).code).toBe(1023);
    expect(errorOf((await get('/v1/market/quote/.json')).text).code).toBe(10043);
  });

  it("agrees with the chain: the underlier's last trade splits in- from out-of-the-money strikes", async () => {
    const quote = (await json('/v1/market/quote/SPX.json')).QuoteResponse as { QuoteData: { All: { lastTrade: number } }[] };
    const last = quote.QuoteData[0]?.All.lastTrade ?? 0;
    const pairs = chainOf(await json('/v1/market/optionchains.json?symbol=SPX&noOfStrikes=6')).OptionPair;
    expect(pairs.some((pair) => (pair.Call?.strikePrice as number) < last)).toBe(true);
    expect(pairs.some((pair) => (pair.Call?.strikePrice as number) > last)).toBe(true);
    for (const pair of pairs) {
      const strike = pair.Call?.strikePrice as number;
      expect(pair.Call?.inTheMoney).toBe(strike < last ? 'y' : 'n');
      expect(pair.Put?.inTheMoney).toBe(strike > last ? 'y' : 'n');
    }
  });

  it('gives the Intraday block for detailFlag=INTRADAY', async () => {
    const body = await json('/v1/market/quote/SPY.json?detailFlag=INTRADAY');
    const quote = (body.QuoteResponse as { QuoteData: Json[] }).QuoteData[0] ?? {};
    expect(quote.All).toBeUndefined();
    expect(quote.Intraday).toMatchObject({ companyName: expect.any(String), lastTrade: expect.any(Number) });
  });
});

describe('through the close', () => {
  /** Friday 20 November 2026, 15:30 in New York. */
  const late = new ManualClock('2026-11-20T20:30:00Z');
  let closing: DemoBroker;
  let closingToken: { token: string; secret: string };
  beforeAll(async () => {
    closing = await startDemoBroker({ clock: late, seed: 5 });
    closingToken = await signIn(closing, late, PROD);
  });
  afterAll(() => closing.close());
  const read = async (path: string): Promise<Json> => JSON.parse(await (await signedFetch(closing, late, PROD, path, { token: closingToken })).text()) as Json;

  it('says REALTIME in hours, CLOSING after, and holds every price after the close', async () => {
    const chainPath = '/v1/market/optionchains.json?symbol=AAPL&noOfStrikes=5';
    const open = await read(chainPath);
    expect(chainOf(open).quoteType).toBe('REALTIME');
    expect(chainOf(open).SelectedED).toEqual({ month: 11, year: 2026, day: 20 });
    late.set('2026-11-20T21:05:00Z');
    const closed = await read(chainPath);
    expect(chainOf(closed).quoteType).toBe('CLOSING');
    // Today's expiry died with the close: the nearest is next Friday's.
    expect(chainOf(closed).SelectedED).toEqual({ month: 11, year: 2026, day: 27 });
    expect(chainOf(closed).OptionPair[0]?.Call?.OptionGreeks).toMatchObject({ currentValue: false });
    const quote = ((await read('/v1/market/quote/AAPL.json')).QuoteResponse as { QuoteData: Json[] }).QuoteData[0] ?? {};
    expect(quote).toMatchObject({ quoteStatus: 'CLOSING', ahFlag: 'true', dateTime: '16:00:00 EST 11-20-2026' });
    expect((quote.All as Json).ExtendedHourQuoteDetail).toMatchObject({ quoteStatus: 'EH_CLOSED' });
    late.set('2026-11-20T22:00:00Z');
    expect(await read(chainPath)).toEqual(closed);
  });
});

describe('sandbox paths', () => {
  let sandboxToken: { token: string; secret: string };
  beforeAll(async () => {
    sandboxToken = await signIn(broker, clock, SANDBOX);
  });
  const read = async (path: string): Promise<{ status: number; body: Json }> => {
    const response = await signedFetch(broker, clock, SANDBOX, path, { token: sandboxToken });
    return { status: response.status, body: JSON.parse(await response.text()) as Json };
  };

  it('answers the canned AAPL 2013 pair, bid above ask, whatever is asked', async () => {
    for (const query of ['symbol=SPX&priceType=ALL', 'symbol=NOPEQ', '']) {
      const { status, body } = await read(`/sandbox/v1/market/optionchains.json?${query}`);
      expect(status).toBe(200);
      const chain = chainOf(body);
      expect(chain.OptionPair).toHaveLength(1);
      const call = chain.OptionPair[0]?.Call ?? {};
      expect(call.osiKey).toBe('AAPL--131122C00525000');
      expect(call.bid as number).toBeGreaterThan(call.ask as number);
    }
  });

  it('answers canned expiry dates and quotes', async () => {
    const dates = await read('/sandbox/v1/market/optionexpiredate.json?symbol=ANY');
    expect((dates.body.OptionExpireDateResponse as { ExpirationDate: Json[] }).ExpirationDate[0]).toMatchObject({ year: 2018 });
    for (const symbols of ['ZZZZ', Array.from({ length: 60 }, () => 'AAPL').join(',')]) {
      const quote = await read(`/sandbox/v1/market/quote/${symbols}.json`);
      expect(quote.status).toBe(200);
      expect(((quote.body.QuoteResponse as { QuoteData: Json[] }).QuoteData[0]?.Product as Json).symbol).toBe('GOOG');
    }
  });

  it('refuses a production key on the sandbox path and a sandbox key on the production path', async () => {
    expect((await signedFetch(broker, clock, PROD, '/sandbox/v1/market/quote/AAPL.json', { token })).status).toBe(401);
    expect((await signedFetch(broker, clock, SANDBOX, '/v1/market/quote/AAPL.json', { token: sandboxToken })).status).toBe(401);
  });
});
