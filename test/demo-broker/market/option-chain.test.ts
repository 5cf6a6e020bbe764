/**
 * Option chains (docs/platform/legacy-api.md, "Option chains"): monthly third-Friday and (for the
 * index and ETFs) quarterly expiries, strikes on standard increments, adjusted contracts hidden by
 * default, pair types per chain type, symbol echo, the large chain; all over the wire.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expiriesInMonth, optionSymbol, thirdFriday } from '../../../demo-broker/market/expiry-calendar.ts';
import { strikeStep, underlierProfile } from '../../../demo-broker/market/underliers.ts';
import { DEMO_CONSUMERS, LARGE_CHAIN_UNDERLIER, startDemoBroker, type DemoBroker, type DemoConsumer } from '../../../demo-broker/index.ts';
import { signedFetch, signIn } from '../../helpers/demo-broker-client.ts';
import { ManualClock } from '../../helpers/manual-clock.ts';
import { asArray } from '../../helpers/order-list-reader.ts';

type Side = {
  rootSymbol: string;
  expireDate: { day: string; month: string; year: string; expiryType: string };
  product: { exchangeCode: string; symbol: string; typeCode: string };
  strikePrice: string;
};
type Pair = { call?: Side; put?: Side; callCount?: string; putCount?: string; pairType: string };
type Chain = { optionPairCount: string; optionPairs: Pair | Pair[]; symbol: string };

const PROD = DEMO_CONSUMERS[0] as DemoConsumer;
const SEED = 11;
let broker: DemoBroker;
let token: { token: string; secret: string };
const clock = new ManualClock('2027-05-03T15:00:00Z');
beforeAll(async () => {
  broker = await startDemoBroker({ clock, seed: SEED });
  token = await signIn(broker, clock, PROD);
});
afterAll(() => broker.close());

async function chainText(query: string): Promise<string> {
  const response = await signedFetch(broker, clock, PROD, `/market/rest/optionchains.json?${query}`, { token });
  expect(response.status).toBe(200);
  return response.text();
}

async function chain(query: string): Promise<{ chain: Chain; pairs: Pair[] }> {
  const parsed = (JSON.parse(await chainText(query)) as { OptionChainResponse: Chain }).OptionChainResponse;
  return { chain: parsed, pairs: asArray(parsed.optionPairs) };
}

describe('expiry calendar', () => {
  it.each([
    [2027, 4, 16],
    [2027, 1, 15],
    [2026, 11, 20],
    [2028, 2, 18],
  ])('third Friday of %i-%i is the %i', (year, month, day) => {
    expect(thirdFriday(year, month)).toBe(day);
  });

  it('adds a quarterly expiry on the last trading day of quarter months only, where the underlier has them', () => {
    const etf = underlierProfile('SPY', SEED).listing;
    // Juneteenth 2027 is kept on Friday the 18th, the third Friday: the monthly is on the Thursday.
    expect(expiriesInMonth(2027, 6, etf).map((e) => [e.day, e.expiryType])).toEqual([
      [17, 'MONTHLY'],
      [30, 'QUARTERLY'],
    ]);
    expect(expiriesInMonth(2027, 6, underlierProfile('IBM', SEED).listing).map((e) => [e.day, e.expiryType])).toEqual([[17, 'MONTHLY']]);
    expect(expiriesInMonth(2027, 7, etf).map((e) => e.expiryType)).toEqual(['MONTHLY']);
    // 2027-12-31 is a Friday; 2028-09-30 is a Saturday, so the 29th.
    expect(expiriesInMonth(2027, 12, etf)[1]?.day).toBe(31);
    expect(expiriesInMonth(2028, 9, etf)[1]?.day).toBe(29);
  });

  it.each([
    ['IBM', { year: 2027, month: 1, day: 15, expiryType: 'MONTHLY' as const }, 150, 'CALL' as const, "IBM Jan 15 '27 $150 Call"],
    ['IBM', { year: 2027, month: 3, day: 31, expiryType: 'QUARTERLY' as const }, 152.5, 'PUT' as const, "IBM Mar 31 '27 $152.50 Put q"],
  ])('writes option symbols as the legacy chain does: %s', (root, expiry, strike, side, expected) => {
    expect(optionSymbol(root, expiry, strike, side)).toBe(expected);
  });
});

describe('GET /market/rest/optionchains', () => {
  it('answers CALLPUT with both sides, the monthly and quarterly expiries and strikes on the increment', async () => {
    const { chain: c, pairs } = await chain('chainType=CALLPUT&expirationMonth=6&expirationYear=2027&underlier=SPY');
    expect(Number(c.optionPairCount)).toBe(pairs.length);
    expect(new Set(pairs.map((p) => p.call!.expireDate.expiryType))).toEqual(new Set(['MONTHLY', 'QUARTERLY']));
    const step = strikeStep(underlierProfile('SPY', SEED));
    for (const p of pairs) {
      expect([p.pairType, p.callCount, p.putCount]).toEqual(['CALLPUT', '1', '1']);
      expect(p.call!.strikePrice).toBe(p.put!.strikePrice);
      expect(Number(p.call!.strikePrice) / step).toBeCloseTo(Math.round(Number(p.call!.strikePrice) / step), 6);
      expect(p.call!.product.typeCode).toBe('OPTN');
      expect(p.call!.product.symbol.endsWith(' q')).toBe(p.call!.expireDate.expiryType === 'QUARTERLY');
      expect(p.put!.product.symbol).toMatch(/^SPY Jun (17|30) '27 \$[\d.]+ Put( q)?$/);
    }
  });

  it.each([
    ['CALL', 'CALLONLY', ['call', 'callCount', 'pairType']],
    ['PUT', 'PUTONLY', ['pairType', 'put', 'putCount']],
  ])('answers %s with %s pairs', async (chainType, pairType, keys) => {
    const { pairs } = await chain(`chainType=${chainType}&expirationMonth=7&expirationYear=2027&underlier=MSFT`);
    expect(pairs.every((p) => p.pairType === pairType && JSON.stringify(Object.keys(p).sort()) === JSON.stringify(keys))).toBe(true);
  });

  it('treats a zero-padded month like the plain one', async () => {
    const padded = await chainText('chainType=CALL&expirationMonth=07&expirationYear=2027&underlier=KO');
    expect(await chainText('chainType=CALL&expirationMonth=7&expirationYear=2027&underlier=KO')).toBe(padded);
  });

  it('hides adjusted contracts unless skipAdjusted=FALSE', async () => {
    const query = 'chainType=CALL&expirationMonth=8&expirationYear=2027&underlier=AAPL';
    const hidden = await chain(query);
    const explicit = await chain(`${query}&skipAdjusted=TRUE`);
    const shown = await chain(`${query}&skipAdjusted=FALSE`);
    expect(hidden.pairs.every((p) => p.call!.rootSymbol === 'AAPL')).toBe(true);
    expect(explicit.pairs.length).toBe(hidden.pairs.length);
    const adjusted = shown.pairs.filter((p) => p.call!.rootSymbol !== 'AAPL');
    expect(adjusted.length).toBe(3);
    expect(adjusted.every((p) => p.call!.rootSymbol === 'AAPL1' && p.call!.product.symbol.startsWith('AAPL1 '))).toBe(true);
    expect(shown.pairs.length).toBe(hidden.pairs.length + 3);
  });

  it.each([
    ['IBM', 'ibm'],
    ['ibm', 'IBM'],
    ['Ibm', 'IBM'],
  ])('echoes the underlier %s as %s, in a different letter case', async (requested, echoed) => {
    const { chain: c } = await chain(`chainType=CALL&expirationMonth=7&expirationYear=2027&underlier=${requested}`);
    expect(c.symbol).toBe(echoed);
  });

  it(`has at least 5,000 pairs in a month for the large-chain underlier ${LARGE_CHAIN_UNDERLIER}`, async () => {
    const { pairs } = await chain(`chainType=CALLPUT&expirationMonth=8&expirationYear=2027&underlier=${LARGE_CHAIN_UNDERLIER}`);
    expect(pairs.length).toBeGreaterThanOrEqual(5000);
  });

  it('serves the sandbox path with a sandbox key', async () => {
    const sandbox = DEMO_CONSUMERS[2] as DemoConsumer;
    const sandboxToken = await signIn(broker, clock, sandbox);
    const response = await signedFetch(
      broker,
      clock,
      sandbox,
      '/market/sandbox/rest/optionchains?chainType=PUT&expirationMonth=9&expirationYear=2027&underlier=F',
      { token: sandboxToken },
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/^<\?xml[^>]+\?><OptionChainResponse><optionPairCount>\d+<\/optionPairCount><optionPairs>/);
  });
});
