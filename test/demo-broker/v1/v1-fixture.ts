/**
 * TEST-ONLY: a demo broker on loopback with signed-in production, sandbox and other-user keys,
 * and readers for v1 answers. v1 JSON is parsed as is; XML is parsed with the v1 list names
 * forced to arrays, so both formats can be compared.
 */
import { XMLParser } from 'fast-xml-parser';
import { DEMO_CONSUMERS, startDemoBroker, type DemoBroker, type DemoBrokerOptions, type DemoConsumer } from '../../../demo-broker/index.ts';
import { signedFetch, signIn } from '../../helpers/demo-broker-client.ts';
import { ManualClock } from '../../helpers/manual-clock.ts';

export const PROD = DEMO_CONSUMERS[0] as DemoConsumer;
export const PROD_CALLBACK = DEMO_CONSUMERS[1] as DemoConsumer;
export const SANDBOX = DEMO_CONSUMERS[2] as DemoConsumer;
export const OTHER = DEMO_CONSUMERS[3] as DemoConsumer;

/** A Wednesday, 14:00 New York (EDT): the market is open. */
export const WEDNESDAY_2PM = '2027-10-20T18:00:00Z';

/** One answer, read whole. */
export interface Answer {
  status: number;
  type: string;
  body: string;
}

/** A running broker with tokens for each consumer. */
export interface V1Fixture {
  broker: DemoBroker;
  clock: ManualClock;
  get(path: string, options?: { consumer?: DemoConsumer; headers?: Record<string, string> }): Promise<Answer>;
  /** GET and parse a JSON answer (throws on a non-200). */
  json<T>(path: string, consumer?: DemoConsumer): Promise<T>;
  close(): Promise<void>;
}

/** Starts a broker at `start` and signs in every consumer it needs. */
export async function v1Fixture(start: string = WEDNESDAY_2PM, options: DemoBrokerOptions = {}): Promise<V1Fixture> {
  const clock = new ManualClock(start);
  const broker = await startDemoBroker({ clock, ...options });
  const tokens = new Map<string, { token: string; secret: string }>();
  for (const consumer of [PROD, PROD_CALLBACK, SANDBOX]) tokens.set(consumer.key, await signIn(broker, clock, consumer));
  tokens.set(OTHER.key, await signIn(broker, clock, OTHER, 'other', 'other'));
  const get = async (path: string, opts: { consumer?: DemoConsumer; headers?: Record<string, string> } = {}): Promise<Answer> => {
    const consumer = opts.consumer ?? PROD;
    const response = await signedFetch(broker, clock, consumer, path, { token: tokens.get(consumer.key), ...(opts.headers ? { headers: opts.headers } : {}) });
    return { status: response.status, type: response.headers.get('content-type') ?? '', body: await response.text() };
  };
  return {
    broker,
    clock,
    get,
    json: async <T>(path: string, consumer?: DemoConsumer): Promise<T> => {
      const answer = await get(path, consumer ? { consumer } : {});
      if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${answer.body}`);
      return JSON.parse(answer.body) as T;
    },
    close: () => broker.close(),
  };
}

/** The lists of v1 answers: XML cannot say a single member is a list, so the reader is told. */
const V1_LISTS = new Set(['Account', 'Order', 'OrderDetail', 'Instrument', 'Event', 'AccountPortfolio', 'Position']);

const xmlParser = new XMLParser({
  ignoreDeclaration: true,
  parseTagValue: false,
  ignoreAttributes: true,
  trimValues: false,
  isArray: (name) => V1_LISTS.has(name),
});

/** Parses v1 XML into the JSON shape with every scalar as text. */
export function readV1Xml(xml: string): unknown {
  return xmlParser.parse(xml);
}

/** The JSON document with every scalar as text, as XML carries it. */
export function scalarsAsText(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(scalarsAsText);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scalarsAsText(v)]));
  return String(value);
}

/** v1 order list shapes, as far as the tests read them. */
export interface V1Instrument {
  symbolDescription: string;
  orderAction: string;
  quantityType: string;
  orderedQuantity: number;
  filledQuantity: number;
  averageExecutionPrice?: number;
  Product: {
    symbol: string;
    securityType: string;
    callPut?: string;
    expiryYear?: number;
    strikePrice?: number;
    productId?: { symbol: string; typeCode: string };
  };
}
export interface V1Detail {
  orderNumber?: number;
  placedTime: number;
  executedTime?: number;
  status: string;
  priceType: string;
  marketSession: string;
  ratio: string;
  replacesOrderId?: number;
  replacedByOrderId?: number;
  Instrument: V1Instrument[];
}
export interface V1Order {
  orderId: number;
  details: string;
  orderType: string;
  totalOrderValue?: number;
  totalCommission?: number;
  OrderDetail: V1Detail[];
  Events?: { Event: { name: string; dateTime: number; Instrument: V1Instrument[] }[] };
}
export interface V1OrdersResponse {
  OrdersResponse: { marker?: string; next?: string; Order: V1Order[] };
}
