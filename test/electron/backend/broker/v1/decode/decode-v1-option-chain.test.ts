/**
 * The v1 option chain: the documentation sample's shape in both formats to one model, quotes and
 * greeks on every contract, and the shapes nobody has shown (one-sided pairs, adjustedFlag true,
 * no OptionGreeks, strings for numbers), read rather than rejected.
 */
import { describe, expect, it } from 'vitest';
import { decodeV1OptionChain } from '../../../../../../electron/backend/broker/v1/decode/index.ts';
import type { OptionChain } from '../../../../../../shared/domain/option-chain.ts';
import type { Result } from '../../../../../../shared/result.ts';
import { wireSample } from '../../../../../fixtures/wire/load.ts';
import { Float, renderV1Json, renderV1Xml, type V1Value } from '../../../../../fixtures/wire/v1-render.ts';
import { ibmChain } from '../../../../../fixtures/wire/v1-samples.ts';

const IBM_REQUEST = { underlier: 'IBM', expirationMonth: 8, expirationYear: 2018 };
const NOW = Date.parse('2018-06-19T14:00:00Z');

const data = (result: Result<OptionChain>): OptionChain => {
  if (!result.ok) throw new Error(`${result.error.message} ${result.error.detail ?? ''}`);
  return result.data;
};

const both = (content: V1Value, request = IBM_REQUEST): OptionChain => {
  const json = data(decodeV1OptionChain({ body: renderV1Json('OptionChainResponse', content) }, request, NOW));
  const xml = data(decodeV1OptionChain({ body: renderV1Xml('OptionChainResponse', content) }, request, NOW));
  const singles = data(decodeV1OptionChain({ body: renderV1Json('OptionChainResponse', content, { singleAsObject: true }) }, request, NOW));
  expect(xml).toEqual(json);
  expect(singles).toEqual(json);
  return json;
};

type Doc = { [key: string]: V1Value };
/** A deep copy that keeps Float markers (structuredClone would turn them into plain objects). */
const copy = (value: V1Value): V1Value => {
  if (value instanceof Float || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(copy);
  return Object.fromEntries(Object.entries(value).map(([key, member]) => [key, copy(member)]));
};
const clone = (doc: Doc): Doc => copy(doc) as Doc;
const pairsOf = (doc: Doc): Doc[] => doc.OptionPair as Doc[];

describe('the documentation sample (IBM, August 17 2018)', () => {
  it('decodes the saved files of both formats to one model, with quote and greeks', () => {
    const json = data(decodeV1OptionChain({ body: wireSample('v1/chain-ibm.json') }, IBM_REQUEST, NOW));
    const xml = data(decodeV1OptionChain({ body: wireSample('v1/chain-ibm.xml') }, IBM_REQUEST, NOW));
    expect(xml).toEqual(json);
    expect(both(ibmChain)).toEqual(json);
    expect(json).toMatchObject({ symbol: 'IBM', mismatch: null, quoteType: 'DELAYED', quoteTime: 1529430420_000, nearPrice: 200 });
    expect(json.expiries).toHaveLength(1);
    const [expiry] = json.expiries;
    // The third Friday of August: a monthly expiry, 59 New York days after June 19.
    expect(expiry).toMatchObject({ date: '2018-08-17', daysToExpiry: 59, expiryType: 'MONTHLY' });
    expect(expiry?.strikes.map((row) => [row.strike, row.pairType])).toEqual([
      [200, 'CALLPUT'],
      [205, 'CALLPUT'],
    ]);
    expect(expiry?.strikes[0]?.call).toEqual({
      optionSymbol: "IBM Aug 17 '18 $200 Call",
      exchange: null,
      rootSymbol: 'IBM',
      adjusted: false,
      osiKey: 'IBM---180817C00200000',
      category: 'STANDARD',
      quote: { bid: 0, ask: 0.05, bidSize: 0, askSize: 138, last: 0, netChange: 0, volume: 0, openInterest: 0, inTheMoney: false, time: 1529430484_000 },
      greeks: { delta: 0.0049, gamma: 0.0008, theta: -0.002, vega: 0.0086, rho: 0.001, iv: 0.3145, current: true },
    });
    expect(expiry?.strikes[1]?.put?.quote).toMatchObject({
      bid: 47.1,
      ask: 48.45,
      volume: 27,
      openInterest: 1304,
      netChange: -0.35,
      last: 47.9,
      inTheMoney: true,
    });
  });

  it('reads the same model whether one-member lists come as arrays or as the member', () => {
    both(ibmChain);
  });
});

describe('the request the answer is compared with', () => {
  it('the sandbox’s canned 2013 AAPL chain, asked for IBM in March 2026, is flagged', () => {
    const aapl = clone(ibmChain);
    aapl.SelectedED = { day: 15, month: 11, year: 2013 };
    for (const pair of pairsOf(aapl)) for (const side of ['Call', 'Put']) (pair[side] as Doc).symbol = 'AAPL';
    const chain = both(aapl, { underlier: 'IBM', expirationMonth: 3, expirationYear: 2026 });
    expect(chain.symbol).toBe('AAPL');
    expect(chain.mismatch).toBe('The answer does not match the request: symbol AAPL instead of IBM; expiries in 2013-11 instead of 2026-03.');
    expect(chain.expiries[0]?.daysToExpiry).toBeLessThan(0);
  });

  it('another day of the asked month is a mismatch when a day was asked', () => {
    const chain = data(decodeV1OptionChain({ body: renderV1Json('OptionChainResponse', ibmChain) }, { ...IBM_REQUEST, expirationDay: 24 }, NOW));
    expect(chain.mismatch).toBe('The answer does not match the request: the expiry 2018-08-17 instead of 2018-08-24.');
    expect(data(decodeV1OptionChain({ body: renderV1Json('OptionChainResponse', ibmChain) }, { ...IBM_REQUEST, expirationDay: 17 }, NOW)).mismatch).toBeNull();
  });

  it('the expiry’s kind comes from the expiry dates the caller knows, over the third-Friday rule', () => {
    const known = [{ date: '2018-08-17', kind: 'QUARTERLY', daysToExpiry: 59 }];
    const chain = data(decodeV1OptionChain({ body: renderV1Json('OptionChainResponse', ibmChain) }, IBM_REQUEST, NOW, known));
    expect(chain.expiries[0]?.expiryType).toBe('QUARTERLY');
    const weekly = clone(ibmChain);
    weekly.SelectedED = { day: 24, month: 8, year: 2018 };
    expect(both(weekly).expiries[0]?.expiryType).toBeNull();
  });
});

describe('shapes nobody has recorded', () => {
  it('a missing side is a one-sided row', () => {
    const doc = clone(ibmChain);
    delete pairsOf(doc)[0]?.Put;
    delete pairsOf(doc)[1]?.Call;
    const rows = both(doc).expiries[0]?.strikes ?? [];
    expect(rows.map((row) => [row.pairType, row.call === null, row.put === null])).toEqual([
      ['CALLONLY', false, true],
      ['PUTONLY', true, false],
    ]);
  });

  it('a one-sided chain (only calls) and a pair with neither side', () => {
    const doc = clone(ibmChain);
    for (const pair of pairsOf(doc)) delete pair.Put;
    pairsOf(doc).push({});
    const rows = both(doc).expiries[0]?.strikes ?? [];
    expect(rows.map((row) => row.pairType)).toEqual(['CALLONLY', 'CALLONLY']);
  });

  it('adjustedFlag true marks the contract adjusted, and sorts beside the standard one', () => {
    const doc = clone(ibmChain);
    const adjusted = clone(pairsOf(doc)[0] as Doc);
    for (const side of ['Call', 'Put']) Object.assign(adjusted[side] as Doc, { adjustedFlag: true, optionRootSymbol: 'IBM1', optionCategory: 'ALL' });
    pairsOf(doc).push(adjusted);
    const rows = both(doc).expiries[0]?.strikes ?? [];
    expect(rows.map((row) => [row.strike, row.call?.adjusted, row.call?.rootSymbol])).toEqual([
      [200, false, 'IBM'],
      [200, true, 'IBM1'],
      [205, false, 'IBM'],
    ]);
  });

  it('without adjustedFlag, a root other than the underlier is adjusted', () => {
    const doc = clone(ibmChain);
    const call = pairsOf(doc)[0]?.Call as Doc;
    delete call.adjustedFlag;
    call.optionRootSymbol = 'IBM1';
    expect(both(doc).expiries[0]?.strikes[0]?.call?.adjusted).toBe(true);
  });

  it('no OptionGreeks is greeks null; the quote stays', () => {
    const doc = clone(ibmChain);
    delete (pairsOf(doc)[0]?.Call as Doc).OptionGreeks;
    const call = both(doc).expiries[0]?.strikes[0]?.call;
    expect(call?.greeks).toBeNull();
    expect(call?.quote?.ask).toBe(0.05);
  });

  it('strings where numbers belong are read; unreadable ones are null, never zero', () => {
    const doc = clone(ibmChain);
    Object.assign(pairsOf(doc)[0]?.Call as Doc, {
      bid: '1.25',
      volume: '27',
      ask: 'n/a',
      openInterest: '',
      strikePrice: '200.000000',
      timeStamp: '1529430484',
    });
    const quote = both(doc).expiries[0]?.strikes[0]?.call?.quote;
    expect(quote).toMatchObject({ bid: 1.25, volume: 27, ask: null, openInterest: null, time: 1529430484_000 });
  });

  it('ints and floats mix (27, 27.0); iv above 5 is kept; inTheMoney unreadable is null', () => {
    const doc = clone(ibmChain);
    Object.assign(pairsOf(doc)[1]?.Put as Doc, { volume: new Float(27), inTheMoney: 'maybe' });
    Object.assign((pairsOf(doc)[1]?.Put as Doc).OptionGreeks as Doc, { iv: new Float(7.4512), currentValue: false });
    const put = both(doc).expiries[0]?.strikes[1]?.put;
    expect(put?.quote).toMatchObject({ volume: 27, inTheMoney: null });
    expect(put?.greeks).toMatchObject({ iv: 7.4512, current: false });
  });

  it('strikes out of order are sorted ascending', () => {
    const doc = clone(ibmChain);
    pairsOf(doc).reverse();
    expect(both(doc).expiries[0]?.strikes.map((row) => row.strike)).toEqual([200, 205]);
  });

  it('no SelectedED: the expiry comes from the OSI key; no strikePrice: the strike too', () => {
    const doc = clone(ibmChain);
    delete doc.SelectedED;
    for (const pair of pairsOf(doc)) for (const side of ['Call', 'Put']) delete (pair[side] as Doc).strikePrice;
    const chain = both(doc);
    expect(chain.expiries[0]?.date).toBe('2018-08-17');
    expect(chain.expiries[0]?.strikes.map((row) => row.strike)).toEqual([200, 205]);
  });

  it('an unknown quoteType and optionCategory are kept as they come', () => {
    const doc = clone(ibmChain);
    doc.quoteType = 'EH_SOMETHING';
    (pairsOf(doc)[0]?.Call as Doc).optionCategory = 'JUMBO';
    const chain = both(doc);
    expect(chain.quoteType).toBe('EH_SOMETHING');
    expect(chain.expiries[0]?.strikes[0]?.call?.category).toBe('JUMBO');
  });

  it('an empty answer (root without pairs, 204, empty body) is an empty chain', () => {
    expect(both({}).expiries).toEqual([]);
    expect(data(decodeV1OptionChain({ body: '<OptionChainResponse/>' }, IBM_REQUEST, NOW))).toEqual(both({}));
    expect(data(decodeV1OptionChain({ body: '', status: 204 }, IBM_REQUEST, NOW)).expiries).toEqual([]);
  });
});

describe('what cannot be read is a typed error', () => {
  it.each([
    ['a pair without any strike', { OptionPair: [{ Call: { bid: 1 } }], SelectedED: { day: 17, month: 8, year: 2018 } }, /option pair 1 has no strikePrice/],
    ['pairs without any expiry date', { OptionPair: [{ Call: { strikePrice: 200 } }] }, /names no expiry date/],
    ['a pair that is text', { OptionPair: ['nonsense'] }, /OptionPair is not an element/],
  ])('%s', (_what, doc, detail) => {
    const result = decodeV1OptionChain({ body: renderV1Json('OptionChainResponse', doc as V1Value) }, IBM_REQUEST, NOW);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('malformed');
      expect(result.error.detail).toMatch(detail);
    }
  });
});

describe('hostile input: a typed answer, never a crash or a hang', () => {
  const decode = (body: string) => decodeV1OptionChain({ body }, IBM_REQUEST, NOW);
  const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;"><!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">]><OptionChainResponse><quoteType>&lol4;</quoteType></OptionChainResponse>`;

  it.each([
    ['a __proto__ key in JSON', '{"OptionChainResponse":{"__proto__":{"OptionPair":[{"Call":{"strikePrice":1}}]},"quoteType":"DELAYED"}}', 'ok'],
    ['text where the root element belongs', '{"OptionChainResponse":"closed for lunch"}', 'malformed'],
    ['numbers where pairs belong', '{"OptionChainResponse":{"OptionPair":[null,1,true]}}', 'malformed'],
    [
      'an infinite strike',
      '{"OptionChainResponse":{"OptionPair":[{"Call":{"strikePrice":1e400}}],"SelectedED":{"year":2018,"month":8,"day":17}}}',
      'malformed',
    ],
    [
      'NaN and Infinity as text',
      '{"OptionChainResponse":{"OptionPair":[{"Call":{"strikePrice":"200","bid":"NaN","ask":"Infinity"}}],"SelectedED":{"year":2018,"month":8,"day":17}}}',
      'ok',
    ],
    ['a negative timestamp', '{"OptionChainResponse":{"timeStamp":-5}}', 'ok'],
    ['an array as the document', '[{"OptionChainResponse":{}}]', 'malformed'],
    ['an HTML page with HTTP 200', '<!DOCTYPE html><html><body>Service unavailable</body></html>', 'malformed'],
    ['nested entities (billion laughs)', laughs, 'any'],
    ['deep nesting', `{"OptionChainResponse":{"OptionPair":[{"Call":${'{"x":'.repeat(5000)}1${'}'.repeat(5000)}}]}}`, 'any'],
  ])('%s', (_what, body, expected) => {
    const result = decode(body);
    if (expected === 'ok') expect(result.ok).toBe(true);
    else if (expected === 'malformed') expect(result.ok === false && result.error.code).toBe('malformed');
    else if (!result.ok) expect(['malformed', 'provider']).toContain(result.error.code);
  });

  it('unreadable figures are null, and text is kept verbatim, never interpreted', () => {
    const body =
      '{"OptionChainResponse":{"OptionPair":[{"Call":{"strikePrice":"200","bid":"NaN","ask":"Infinity","displaySymbol":"<script>x</script>"}}],"SelectedED":{"year":2018,"month":8,"day":17},"timeStamp":-5}}';
    const chain = data(decode(body));
    expect(chain.quoteTime).toBeNull();
    expect(chain.expiries[0]?.strikes[0]?.call).toMatchObject({ optionSymbol: '<script>x</script>', quote: { bid: null, ask: null } });
  });
});
