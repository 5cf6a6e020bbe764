/**
 * The v1 client's market calls with the REAL decoders: on loopback, a `Messages` problem inside a
 * 200 is tied to the symbol asked for, and a chain answered for another day than asked is marked
 * as a mismatch (and its expiry named from the expiry dates seen); against the demo broker's v1
 * market, an unknown symbol is one problem of its own, and a chain that asks for every strike
 * (`priceType=ALL`) is admitted on the ladder it answered last time, so it is refused before it is
 * sent when that would take the hour's budget over.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createQuotaMeter } from '../../../../../electron/backend/broker/quota/quota-meter.ts';
import { createV1Client, estimatedChainCost, UNSEEN_LADDER_COST } from '../../../../../electron/backend/broker/v1/api-client.ts';
import type { ChainQuery } from '../../../../../shared/domain/chain-query.ts';
import { DEFAULT_QUOTA_PER_HOUR } from '../../../../../shared/domain/quota.ts';
import type { Environment } from '../../../../../shared/environments.ts';
import { manualTime, signedInDemo, skippingClock, type DemoFixture } from '../../../../helpers/signed-in-demo.ts';
import { environment as fixtureEnvironment } from '../../session/session-fixture.ts';
import { chainJson, quotesFor } from './v1-canned.ts';
import { plainTransport, startLoopback, type Loopback } from './v1-loopback.ts';

describe('on loopback, with the real decoders', () => {
  let server: Loopback;
  beforeAll(async () => {
    server = await startLoopback(() => ({ status: 404 }));
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.received.length = 0;
  });

  function realClient(markets = DEFAULT_QUOTA_PER_HOUR.markets) {
    const clock = skippingClock(manualTime('2026-06-10T15:00:00Z'));
    const meter = createQuotaMeter({ clock, limits: () => ({ ...DEFAULT_QUOTA_PER_HOUR, markets }) });
    const environment: Environment = { ...fixtureEnvironment, api: 'v1', apiUrl: server.url, sandbox: false, wireFormat: 'json' };
    return createV1Client({ session: plainTransport(), environment, clock, meter, random: () => 0, timeoutMs: 5_000 });
  }

  it('a Messages problem in a 200 quote answer names the symbol it is about, once', async () => {
    server.setScript((url) => ({ status: 200, body: quotesFor(url) }));
    const result = await realClient().getQuotes(['AAPL', 'UNKNOWN', 'MSFT']);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.data.quotes.map((quote) => quote.symbol)).toEqual(['AAPL', 'MSFT']);
    expect(result.data.problems).toEqual([expect.objectContaining({ symbol: 'UNKNOWN', code: '1019' })]);
  });

  it('a chain answered for another day than asked is a mismatch; the asked day matches', async () => {
    server.setScript((url) => (url.includes('/optionchains') ? { status: 200, body: chainJson(3) } : { status: 200, body: quotesFor(url) }));
    const client = realClient();
    const base: ChainQuery = { underlier: 'AAPL', month: 1, year: 2027, chainType: 'CALLPUT', includeAdjusted: false, strikesNear: 131, strikeCount: 3 };
    // The canned answer is the expiry of 15 January 2027.
    const other = await client.getOptionChain({ ...base, day: 22 });
    expect(other.ok && other.data.chain.mismatch).toMatch(/2027-01-15 instead of 2027-01-22/);
    const same = await client.getOptionChain({ ...base, day: 15 });
    expect(same.ok && same.data.chain.mismatch).toBeNull();
  });

  it('the expiry dates seen for the underlier name the chain expiry kind (theirs, not the calendar guess)', async () => {
    const expiries = JSON.stringify({ OptionExpireDateResponse: { ExpirationDate: [{ year: 2027, month: 1, day: 15, expiryType: 'QUARTERLY' }] } });
    server.setScript((url) =>
      url.includes('/optionexpiredate')
        ? { status: 200, body: expiries }
        : url.includes('/optionchains')
          ? { status: 200, body: chainJson(3) }
          : { status: 200, body: quotesFor(url) },
    );
    const client = realClient();
    const dates = await client.getExpiryDates('AAPL');
    expect(dates.ok).toBe(true);
    const chain = await client.getOptionChain({
      underlier: 'AAPL',
      month: 1,
      year: 2027,
      day: 15,
      chainType: 'CALLPUT',
      includeAdjusted: false,
      strikeCount: 3,
    });
    expect(chain.ok && chain.data.chain.expiries[0]?.expiryType).toBe('QUARTERLY');
  });

  it('a budget smaller than the unseen-ladder bound still lets a whole chain through an empty hour (then counts it as answered)', async () => {
    server.setScript((url) => (url.includes('/optionchains') ? { status: 200, body: chainJson(3) } : { status: 200, body: quotesFor(url) }));
    const result = await realClient(1_000).getOptionChain({ underlier: 'AAPL', month: 1, year: 2027, day: 15, chainType: 'CALLPUT', includeAdjusted: false });
    expect(result.ok).toBe(true);
    expect(server.received.some((url) => url.includes('/optionchains'))).toBe(true);
  });
});

describe('the estimate a chain is admitted on', () => {
  const base: ChainQuery = { underlier: 'SPX', month: 1, year: 2027, day: 15, chainType: 'CALLPUT', includeAdjusted: false };
  const nothing = { lastCost: () => undefined, ladder: () => undefined };

  it('the strikes asked for near the money; the whole ladder (a conservative bound until seen) when the strikes are not limited', () => {
    expect(estimatedChainCost({ ...base, strikeCount: 32 }, nothing)).toBe(64);
    expect(estimatedChainCost({ ...base, strikeCount: 32, priceType: 'ATNM' }, nothing)).toBe(64);
    expect(estimatedChainCost({ ...base, strikeCount: 32, priceType: 'ALL' }, nothing)).toBe(UNSEEN_LADDER_COST);
    expect(estimatedChainCost(base, nothing)).toBe(UNSEEN_LADDER_COST);
    expect(estimatedChainCost({ ...base, strikeCount: 32, priceType: 'ALL' }, { lastCost: () => undefined, ladder: () => 900 })).toBe(900);
    // The same query really cost more than it asked for last time: that cost.
    expect(estimatedChainCost({ ...base, strikeCount: 32 }, { lastCost: () => 500, ladder: () => 900 })).toBe(500);
  });
});

describe('against the demo broker v1 market', () => {
  let fixture: DemoFixture | null = null;
  afterEach(async () => {
    await fixture?.close();
    fixture = null;
  });

  async function demoClient(markets: number) {
    fixture = await signedInDemo({ api: 'v1', start: '2026-11-18T17:00:00Z' });
    const clock = skippingClock(fixture.time);
    const meter = createQuotaMeter({ clock, limits: () => ({ ...DEFAULT_QUOTA_PER_HOUR, markets }) });
    const client = createV1Client({ session: fixture.session, environment: fixture.environment, clock, meter });
    return { client, meter, sent: fixture.sent };
  }

  it('an unknown symbol among known ones: its quote problem carries its symbol and code, once', async () => {
    const { client } = await demoClient(DEFAULT_QUOTA_PER_HOUR.markets);
    const result = await client.getQuotes(['AAPL', 'NOSUCHSYM', 'MSFT']);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.data.quotes.map((quote) => quote.symbol)).toEqual(['AAPL', 'MSFT']);
    expect(result.data.problems).toEqual([expect.objectContaining({ symbol: 'NOSUCHSYM', code: expect.any(String) })]);
  });

  it('priceType=ALL: admitted on the ladder it answered last time, refused before it is sent when that no longer fits', async () => {
    const { client, meter, sent } = await demoClient(60_000);
    const query: ChainQuery = {
      underlier: 'SPX',
      month: 12,
      year: 2026,
      day: 18,
      chainType: 'CALLPUT',
      includeAdjusted: false,
      strikesNear: 5100,
      strikeCount: 32,
      priceType: 'ALL',
    };
    const first = await client.getOptionChain(query);
    if (!first.ok) throw new Error(first.error.message);
    const pairs = first.data.chain.expiries[0]?.strikes.length ?? 0;
    // ALL answers every strike whatever noOfStrikes says.
    expect(pairs).toBeGreaterThan(32);
    const ladder = 2 * pairs;
    expect(meter.snapshot().modules.markets.used).toBe(ladder + 1);
    // Leave one quote less than the ladder in the hour: the chain is refused, nothing is sent for it.
    meter.charge('markets', 60_000 - (ladder + 1) - (ladder - 1));
    sent.length = 0;
    const second = await client.getOptionChain(query);
    expect(second).toMatchObject({ ok: false, error: { code: 'rate-limited' } });
    expect(sent.some((url) => url.includes('/optionchains'))).toBe(false);
  });
});
