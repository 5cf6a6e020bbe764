/**
 * The user alerts decoders (docs/platform/current-api.md, "Alerts"): the saved answers of both
 * formats alike, the empty inbox (404 with code 53) as no alerts, the other codes in words, the
 * message as text whether it came plain behind leftover CSS or in markup, the symbol as a stock or
 * an option, and a tolerant and a hostile table of what a provider might send instead.
 */
import { describe, expect, it } from 'vitest';
import { decodeAlertDetails, decodeAlerts } from '../../../../../../electron/backend/broker/v1/decode/index.ts';
import { readAlertSymbol } from '../../../../../../electron/backend/broker/v1/decode/decode-alerts.ts';
import { detailsStatus, type AlertDetails, type AlertList } from '../../../../../../shared/domain/alerts.ts';
import type { Result } from '../../../../../../shared/result.ts';
import { wireSample } from '../../../../../fixtures/wire/load.ts';
import { renderV1Json, renderV1Xml, type V1Value } from '../../../../../fixtures/wire/v1-render.ts';

const data = <T>(result: Result<T>): T => {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message} ${result.error.detail ?? ''}`);
  return result.data;
};

/** One logical list in JSON (arrays), JSON (single members as objects) and XML: one model. */
const list = (content: V1Value, category?: 'STOCK' | 'ACCOUNT'): AlertList => {
  const json = data(decodeAlerts({ body: renderV1Json('AlertsResponse', content) }, { category }));
  expect(data(decodeAlerts({ body: renderV1Json('AlertsResponse', content, { singleAsObject: true }) }, { category }))).toEqual(json);
  expect(data(decodeAlerts({ body: renderV1Xml('AlertsResponse', content) }, { category }))).toEqual(json);
  return json;
};

const details = (content: V1Value): AlertDetails => {
  const json = data(decodeAlertDetails({ body: renderV1Json('AlertDetailsResponse', content) }));
  expect(data(decodeAlertDetails({ body: renderV1Xml('AlertDetailsResponse', content) }))).toEqual(json);
  return json;
};

describe('decodeAlerts', () => {
  it('reads the saved list of both formats alike: ids as text, seconds as ms, statuses', () => {
    const json = data(decodeAlerts({ body: wireSample('v1/alerts.json') }));
    expect(data(decodeAlerts({ body: wireSample('v1/alerts.xml') }))).toEqual(json);
    expect(json).toEqual({
      total: 3,
      alerts: [
        { id: '6774', createdAt: 1633101371_000, subject: "Sell 1 EDIT Oct 01 '21 $55 Put Executed @ $3.3", status: 'UNREAD', category: null },
        { id: '6773', createdAt: 1633095117_000, subject: 'AAPL down by at least 2.00%', status: 'READ', category: null },
        { id: '6770', createdAt: 1632917040_000, subject: 'Transfer failed-Insufficient Funds', status: 'READ', category: null },
      ],
    });
  });

  it('a list asked by category carries it on every alert', () => {
    expect(
      list(
        {
          Alert: [
            { id: 1, subject: 'a' },
            { id: 2, subject: 'b' },
          ],
        },
        'ACCOUNT',
      ).alerts.map((alert) => alert.category),
    ).toEqual(['ACCOUNT', 'ACCOUNT']);
  });

  it.each([
    ['HTTP 404 with code 53 (JSON)', 404, '{"Error":{"code":53,"message":"There are currently no alerts in your inbox"}}'],
    [
      'HTTP 404 with code 53 (XML, for a JSON request)',
      404,
      '<?xml version="1.0"?><Error><code>53</code><message>There are currently no alerts in your inbox</message></Error>',
    ],
    ['code 053 with blanks', 404, '{"Error":{"code":" 053 ","message":"none"}}'],
    ['HTTP 204', 204, ''],
    ['an empty body', 200, ''],
    ['an empty root element', 200, '<AlertsResponse/>'],
    ['an empty root object', 200, '{"AlertsResponse":{}}'],
    ['a total of 0 and no Alert', 200, '{"AlertsResponse":{"totalAlerts":0}}'],
  ])('the empty inbox: %s is no alerts, not an error', (_what, status, body) => {
    expect(data(decodeAlerts({ body, status })).alerts).toEqual([]);
  });

  it.each([
    ['300', 'the alert service is not available'],
    ['25', 'the alert service failed'],
    ['27', 'the alert service failed'],
    ['36', 'the alert service failed'],
    ['464', 'symbol is not valid'],
    ['499', 'must be a number above 0'],
  ])('code %s is a provider error explained in words, the provider’s own kept', (code, words) => {
    const result = decodeAlerts({ body: `{"Error":{"code":${code},"message":"Their words"}}`, status: 500 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ code: 'provider', detail: 'Their words' });
    expect(result.error.message).toContain(`(code ${code})`);
    expect(result.error.message).toContain(words);
  });

  it('a 404 page that is not the platform’s error document stays an HTTP failure', () => {
    const result = decodeAlerts({ body: '<html><body><h1>Not Found</h1></body></html>', status: 404 });
    expect(result.ok === false && result.error.code).toBe('http');
  });
});

describe('decodeAlerts tolerates what a provider may send', () => {
  it.each<[string, V1Value, Partial<AlertList['alerts'][number]>[]]>([
    [
      'ids as text, with leading zeros, and beyond 2^53 exactly',
      { Alert: [{ id: '0042' }, { id: '98765432109876543210' }] },
      [{ id: '42' }, { id: '98765432109876543210' }],
    ],
    [
      'statuses in any case, unknown ones kept',
      { Alert: [{ id: 1, status: 'read' }, { id: 2, status: 'ARCHIVED' }, { id: 3 }] },
      [{ status: 'READ' }, { status: 'ARCHIVED' }, { status: null }],
    ],
    [
      'milliseconds where seconds belong, and unreadable times',
      {
        Alert: [
          { id: 1, createTime: 1633101371000 },
          { id: 2, createTime: 'soon' },
          { id: 3, createTime: 0 },
        ],
      },
      [{ createdAt: 1633101371000 }, { createdAt: null }, { createdAt: null }],
    ],
    [
      'subjects with entities, markup and lines',
      { Alert: [{ id: 1, subject: 'AT&amp;T <b>up</b>\n by 2%' }, { id: 2 }] },
      [{ subject: 'AT&T up by 2%' }, { subject: '' }],
    ],
    [
      'a category field, should one appear',
      {
        Alert: [
          { id: 1, category: 'stock' },
          { id: 2, category: 'OTHER' },
        ],
      },
      [{ category: 'STOCK' }, { category: null }],
    ],
    [
      'alerts without a usable id are left out, a repeated id kept once',
      { Alert: [{ id: 0 }, { id: -5 }, { id: 'abc' }, { subject: 'none' }, { id: 7, subject: 'first' }, { id: 7, subject: 'again' }] },
      [{ id: '7', subject: 'first' }],
    ],
  ])('%s', (_what, content, expected) => {
    expect(list(content).alerts).toMatchObject(expected);
  });

  it('a total that is not a number is unknown', () => {
    expect(list({ totalAlerts: 'many', Alert: [] }).total).toBeNull();
  });

  it('a total is a count: a whole number from 0 to 2^53 - 1', () => {
    expect(list({ totalAlerts: '1234', Alert: [] }).total).toBe(1234);
    expect(list({ totalAlerts: 9_007_199_254_740_991, Alert: [] }).total).toBe(9_007_199_254_740_991);
  });

  it.each(['1e+300', '1e300', '-1', '12.5', '9007199254740993', '-0.5', 1e300, -3])('an absurd total (%s) is refused: a decode error, not a count', (total) => {
    for (const body of [renderV1Json('AlertsResponse', { totalAlerts: total, Alert: [] }), renderV1Xml('AlertsResponse', { totalAlerts: total, Alert: [] })]) {
      const result = decodeAlerts({ body });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(`${result.error.code}: ${result.error.message} ${result.error.detail ?? ''}`).toMatch(/^malformed: .*totalAlerts/);
    }
  });
});

describe('decodeAlertDetails', () => {
  it('the plain answer: the leftover CSS removed, the message’s lines kept, the option read from the OSI key', () => {
    const json = data(decodeAlertDetails({ body: wireSample('v1/alert-details.json') }));
    expect(json.message).toBe(
      "Your order below was successfully executed:\nAccount: XXXX-6611\nOrder number: 1843\nSell 1 EDIT Oct 01 '21 $55 Put\nExecution price: $3.3\n\nThank you for investing with E*TRADE.",
    );
    expect(json).toMatchObject({ id: '6774', createdAt: 1633101371_000, readAt: null, deletedAt: null, links: [] });
    expect(json.symbol).toEqual({ kind: 'option', symbol: 'EDIT--211001P00055000', underlier: 'EDIT', expiry: '2021-10-01', callPut: 'PUT', strike: 55 });
    expect(detailsStatus(json)).toBe('UNREAD');
  });

  it('the markup answer (htmlTags=true): the same words as text, the link written out and offered', () => {
    const xml = data(decodeAlertDetails({ body: wireSample('v1/alert-details-html.xml') }));
    expect(xml.message).toBe(
      "Your order below was successfully executed:\n\nAccount: XXXX-6611\nOrder number: 1843\nOrder: Sell 1 EDIT Oct 01 '21 $55 Put\nExecution price: $3.3\n\nThank you for investing with E*TRADE. Questions? Contact us (https://us.etrade.com/home).",
    );
    expect(xml.links).toEqual([{ text: 'Contact us', url: 'https://us.etrade.com/home' }]);
    expect(xml.message).not.toMatch(/[<>{}]/);
    expect(xml).toMatchObject({ readAt: 1633102000_000, deletedAt: null });
    expect(detailsStatus(xml)).toBe('READ');
  });

  it('a message of elements (markup put into XML unescaped) is read as their text, never as a failure', () => {
    const body = '<AlertDetailsResponse><id>5</id><msgText><p>Your order</p><p>was executed</p></msgText></AlertDetailsResponse>';
    const result = data(decodeAlertDetails({ body }));
    expect(result.message.split('\n').sort()).toEqual(['Your order', 'was executed']);
  });

  it('deleted, read and unread as the times say', () => {
    expect(detailsStatus(details({ id: 1, readTime: 1633102000, deleteTime: 1633103000 }))).toBe('DELETED');
    expect(detailsStatus(details({ id: 1, readTime: 0, deleteTime: 0 }))).toBe('UNREAD');
  });

  it.each([
    ['204', { body: '', status: 204 }, 'provider'],
    ['an alert without an id', { body: '{"AlertDetailsResponse":{"subject":"x"}}' }, 'malformed'],
    ['an id of 0', { body: '{"AlertDetailsResponse":{"id":0}}' }, 'malformed'],
    ['text where the document belongs', { body: '{"AlertDetailsResponse":"oops"}' }, 'malformed'],
    [
      'code 53 for one alert (nothing to show)',
      { body: '{"Error":{"code":53,"message":"There are currently no alerts in your inbox"}}', status: 404 },
      'provider',
    ],
    ['code 499', { body: '<Error><code>499</code><message>Alert id should be greater than 0</message></Error>', status: 400 }, 'provider'],
    ['an OAuth refusal', { body: 'oauth_problem=token_expired', status: 401 }, 'oauth'],
    ['a cut-off document', { body: '{"AlertDetailsResponse":{"id":5,"msgText":"Your ord' }, 'malformed'],
  ])('%s is a typed failure', (_what, response, code) => {
    const result = decodeAlertDetails(response);
    expect(result.ok === false && result.error.code).toBe(code);
  });

  it.each([
    ['JSON', '{"Error":{"code":2009,"message":"Invalid alert id 999999999"}}'],
    ['XML', '<Error><code>2009</code><message>Invalid alert id 999999999</message></Error>'],
    ['an error without a code', '{"Error":{"message":"Invalid alert id 999999999"}}'],
  ])('a 404 with the provider’s error (%s) says there is no such alert, refused as asked (asking again gets the same)', (_format, body) => {
    const result = decodeAlertDetails({ body, status: 404 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ code: 'provider', refusedAsAsked: true, detail: 'Invalid alert id 999999999' });
    expect(result.error.message).toMatch(/^The provider has no such alert in the inbox( \(code 2009\))?\.$/);
  });

  it('the same error answered with a status other than 404 stays a provider failure worth retrying', () => {
    const result = decodeAlertDetails({ body: '{"Error":{"code":2009,"message":"Invalid alert id 999999999"}}', status: 500 });
    expect(result.ok === false && result.error.refusedAsAsked).toBeUndefined();
  });

  it('a 404 page that is not the provider’s error document stays an HTTP failure (a wrong path, a gateway)', () => {
    const result = decodeAlertDetails({ body: '<html><body><h1>Not Found</h1></body></html>', status: 404 });
    expect(result.ok === false && result.error.code).toBe('http');
    expect(result.ok === false && result.error.refusedAsAsked).toBeUndefined();
  });
});

describe('the symbol of an alert', () => {
  it.each([
    ['a ticker', 'aapl', { kind: 'stock', symbol: 'AAPL' }],
    ['a class share', 'BRK.B', { kind: 'stock', symbol: 'BRK.B' }],
    [
      'an OSI key padded with dashes',
      'EDIT--211001P00055000',
      { kind: 'option', symbol: 'EDIT--211001P00055000', underlier: 'EDIT', expiry: '2021-10-01', callPut: 'PUT', strike: 55 },
    ],
    [
      'an OSI key padded with spaces, a call with cents',
      'SPY   270115C00512500',
      { kind: 'option', symbol: 'SPY   270115C00512500', underlier: 'SPY', expiry: '2027-01-15', callPut: 'CALL', strike: 512.5 },
    ],
    ['an OSI key of an adjusted root', 'AAPL1-270115C00150000', { kind: 'option', underlier: 'AAPL1', callPut: 'CALL', strike: 150 }],
    ['an OSI tail on a day that does not exist', 'EDIT--210230P00055000', { kind: 'other', symbol: 'EDIT--210230P00055000' }],
    ['an OSI tail without a root', '------211001P00055000', { kind: 'other' }],
    ['text that is neither', 'not a symbol!', { kind: 'other', symbol: 'not a symbol!' }],
    ['markup', '<b>AAPL</b> &amp;', { kind: 'other', symbol: 'AAPL &' }],
  ])('%s', (_what, symbol, expected) => {
    expect(readAlertSymbol(symbol)).toMatchObject(expected);
  });

  it.each([[undefined], [''], ['   '], [null]])('%j is no symbol', (symbol) => {
    expect(readAlertSymbol(symbol)).toBeNull();
  });
});
