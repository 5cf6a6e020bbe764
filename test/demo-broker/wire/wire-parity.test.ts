/**
 * XML and JSON of the same request carry the same data (docs/platform/legacy-api.md, "Wire
 * format"): after the documented differences are undone (TRUE/FALSE vs true/false), the parsed
 * documents are equal. XML is parsed with fast-xml-parser, which like the JSON quirk gives one
 * member as an object and several as an array. The accounts list is a v1 answer (real numbers and
 * booleans): its parity is tested in v1/v1-parity.test.ts.
 */
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderJson, renderXml } from '../../../demo-broker/wire/wire-tree.ts';
import { DEMO_CONSUMERS, startDemoBroker, type DemoBroker, type DemoConsumer } from '../../../demo-broker/index.ts';
import { signedFetch, signIn } from '../../helpers/demo-broker-client.ts';
import { ManualClock } from '../../helpers/manual-clock.ts';

const parser = new XMLParser({ ignoreDeclaration: true, parseTagValue: false, ignoreAttributes: true, trimValues: false });
const PROD = DEMO_CONSUMERS[0] as DemoConsumer;

/** Lower-cases the JSON boolean words so both formats read alike. */
function unifyBooleans(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(unifyBooleans);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, unifyBooleans(v)]));
  return value === 'TRUE' ? 'true' : value === 'FALSE' ? 'false' : value;
}

let broker: DemoBroker;
let token: { token: string; secret: string };
const clock = new ManualClock('2027-10-20T18:00:00Z');
beforeAll(async () => {
  broker = await startDemoBroker({ clock });
  token = await signIn(broker, clock, PROD);
});
afterAll(() => broker.close());

async function both(path: string, query: string): Promise<{ xml: string; json: string; xmlType: string; jsonType: string }> {
  const xml = await signedFetch(broker, clock, PROD, `${path}${query}`, { token });
  const json = await signedFetch(broker, clock, PROD, `${path}.json${query}`, { token });
  return { xml: await xml.text(), json: await json.text(), xmlType: xml.headers.get('content-type') ?? '', jsonType: json.headers.get('content-type') ?? '' };
}

describe('the same request in XML and JSON', () => {
  it.each([
    ['order list, first page', '/order/rest/orderlist/83405261', '?count=40'],
    ['order list, last page (empty marker)', '/order/rest/orderlist/83405188', '?count=100'],
    ['order list, orders segment', '/orders/rest/orderlist/83405188', '?count=5'],
    ['option chain', '/market/rest/optionchains', '?chainType=CALLPUT&expirationMonth=12&expirationYear=2027&underlier=JPM&skipAdjusted=FALSE'],
  ])('%s', async (_label, path, query) => {
    const { xml, json, xmlType, jsonType } = await both(path, query);
    expect(xmlType).toMatch(/^application\/xml/);
    expect(jsonType).toMatch(/^application\/json/);
    expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8" standalone="yes"\?>/);
    expect(parser.parse(xml)).toEqual(unifyBooleans(JSON.parse(json)));
  });

  it('writes booleans as true/false in XML and TRUE/FALSE in JSON', async () => {
    const { xml, json } = await both('/order/rest/orderlist/83405188', '?count=20');
    expect(xml).toMatch(/<allOrNone>(true|false)<\/allOrNone>/);
    expect(xml).not.toMatch(/<allOrNone>(TRUE|FALSE)/);
    expect(json).toMatch(/"allOrNone":"(TRUE|FALSE)"/);
  });

  it('sends an empty marker on the last page in both formats', async () => {
    const { xml, json } = await both('/order/rest/orderlist/83405188', '?count=100');
    expect(xml).toContain('<marker></marker>');
    expect(json).toContain('"marker":""');
  });
});

describe('wire tree rendering', () => {
  const tree = { count: 1, flag: true, off: false, price: 12.5, none: undefined, list: [{ a: 'x<&>' }], many: [1, 2], empty: [] };

  it('JSON: strings only, TRUE/FALSE, a single member as an object, absent fields left out', () => {
    expect(renderJson('R', tree)).toBe('{"R":{"count":"1","flag":"TRUE","off":"FALSE","price":"12.5","list":{"a":"x<&>"},"many":["1","2"]}}');
  });

  it('XML: true/false, repeated elements, escaped text', () => {
    expect(renderXml('R', tree)).toBe(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><R><count>1</count><flag>true</flag><off>false</off><price>12.5</price><list><a>x&lt;&amp;&gt;</a></list><many>1</many><many>2</many></R>',
    );
  });
});
