/**
 * The demo broker's portfolio and balance as docs/platform/current-api.md describes the platform's:
 * older positions from the seed (one of unknown cost and date, a stock short on a margin account,
 * never a holding both long and short), options with their OSI key and, in COMPLETE, greeks from the market's model;
 * shorts negative; Totals that add up; a balance consistent with the positions and the cash, a
 * margin account's and a cash account's told apart; the platform's errors; the sandbox's canned
 * answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, startDemoBroker } from '../../../demo-broker/index.ts';
import { TRANSFERRED_SYMBOL } from '../../../demo-broker/portfolio/seeded-positions.ts';
import { signedFetch, signIn } from '../../helpers/demo-broker-client.ts';
import { ManualClock } from '../../helpers/manual-clock.ts';
import { OTHER, PROD, SANDBOX, v1Fixture, type V1Fixture } from '../v1/v1-fixture.ts';
import { portfolioPath, walkPortfolio, type WirePortfolio, type WirePosition, type WireTotals } from './portfolio-wire-types.ts';

const [MAIN, IRA, , CLOSED, JOINT] = DEMO_ACCOUNTS.map((account) => account.accountIdKey);
const START = '2027-10-20T16:30:00Z';

interface WireBalance {
  accountId: string;
  accountType: string;
  accountMode: string;
  Margin?: Record<string, number>;
  Computed: Record<string, number> & { RealTimeValues?: Record<string, number>; OpenCalls: Record<string, number> };
}

let f: V1Fixture;
beforeAll(async () => {
  f = await v1Fixture(START);
});
afterAll(() => f.close());

const balance = async (key: string, query = 'instType=BROKERAGE&realTimeNAV=true'): Promise<WireBalance> =>
  (await f.json<{ BalanceResponse: WireBalance }>(`/v1/accounts/${key}/balance.json?${query}`)).BalanceResponse;

const everything = async (key: string, view = 'QUICK'): Promise<{ positions: WirePosition[]; totals: WireTotals | undefined }> => {
  const { positions, pages } = await walkPortfolio(f, key, `count=1000&view=${view}&totalsRequired=true`);
  return { positions, totals: pages[0]?.PortfolioResponse.Totals };
};

const isOption = (position: WirePosition): boolean => position.Product.securityType === 'OPTN';
const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);

describe('the positions', () => {
  it('seeded: a holding of unknown cost and date, a stock short, none both long and short, IDs beyond 2^32', async () => {
    const { positions } = await everything(MAIN ?? '');
    const transferred = positions.find((position) => position.Product.symbol === TRANSFERRED_SYMBOL);
    expect(transferred).toMatchObject({ positionType: 'LONG', totalCost: 0, costPerShare: 0, pricePaid: 0, dateAcquired: -1 });
    const stocks = positions.filter((position) => !isOption(position));
    // Positions are net: a margin account is short of a stock it does not also hold long.
    const twice = positions.filter((position) => positions.some((other) => other !== position && other.symbolDescription === position.symbolDescription));
    expect(twice).toEqual([]);
    expect(stocks.some((position) => position.positionType === 'SHORT')).toBe(true);
    for (const position of positions) expect(position.positionId > 2 ** 32 && Number.isSafeInteger(position.positionId)).toBe(true);
    expect(new Set(positions.map((position) => position.positionId)).size).toBe(positions.length);
  });

  it('shorts are negative; value is quantity × multiplier × last; an option names its contract and its underlier', async () => {
    const { positions } = await everything(MAIN ?? '');
    for (const position of positions) {
      const multiplier = isOption(position) ? 100 : 1;
      expect(position.marketValue).toBeCloseTo(position.quantity * multiplier * Number(position.Quick?.lastTrade), 1);
      if (position.positionType === 'SHORT') expect([position.quantity < 0, position.marketValue <= 0, position.totalCost <= 0]).toEqual([true, true, true]);
      else expect(position.quantity).toBeGreaterThan(0);
      if (position.totalCost !== 0) expect(position.dateAcquired).toBeGreaterThan(Date.UTC(2020, 0, 1));
      if (!isOption(position)) continue;
      expect(position.osiKey).toMatch(/^[A-Z]{1,5}-*\d{6}[CP]\d{8}$/);
      expect(position.Product).toMatchObject({
        symbol: expect.any(String),
        callPut: expect.stringMatching(/^(CALL|PUT)$/),
        expiryYear: expect.any(Number),
        productId: { symbol: position.Product.symbol, typeCode: 'EQUITY' },
      });
    }
    expect(positions.filter(isOption).length).toBeGreaterThan(5);
  });

  it('COMPLETE: greeks of the market’s model on every option (a call’s delta positive, a put’s negative), bid and ask around the last', async () => {
    const { positions } = await everything(MAIN ?? '', 'COMPLETE');
    for (const position of positions) {
      const complete = position.Complete ?? {};
      expect(Number(complete.bid)).toBeLessThanOrEqual(Number(complete.ask));
      if (!isOption(position)) {
        expect(complete.delta).toBeUndefined();
        continue;
      }
      const delta = Number(complete.delta);
      expect(position.Product.callPut === 'CALL' ? delta >= 0 && delta <= 1 : delta <= 0 && delta >= -1).toBe(true);
      expect(Number(complete.gamma)).toBeGreaterThanOrEqual(0);
      expect(Number(complete.ivPct)).toBeGreaterThan(0);
      expect(complete).toMatchObject({
        optionMultiplier: 100,
        daysToExpiration: expect.any(Number),
        theta: expect.any(Number),
        vega: expect.any(Number),
        rho: expect.any(Number),
      });
    }
    expect(positions.every((position) => position.Quick === undefined)).toBe(true);
  });

  it('the Totals add up the positions; the cash is the balance’s', async () => {
    const { positions, totals } = await everything(MAIN ?? '');
    const cents = positions.length * 0.01;
    expect(Math.abs((totals?.totalMarketValue ?? 0) - sum(positions.map((p) => p.marketValue)))).toBeLessThanOrEqual(cents);
    expect(Math.abs((totals?.todaysGainLoss ?? 0) - sum(positions.map((p) => p.daysGain)))).toBeLessThanOrEqual(cents);
    expect(Math.abs((totals?.totalPricePaid ?? 0) - sum(positions.map((p) => p.totalCost)))).toBeLessThanOrEqual(cents);
    expect(Math.abs((totals?.totalGainLoss ?? 0) - sum(positions.filter((p) => p.totalCost !== 0).map((p) => p.totalGain)))).toBeLessThanOrEqual(cents);
    expect(totals?.cashBalance).toBe((await balance(MAIN ?? '')).Computed.cashBalance);
  });

  it('the same seed at the same time holds the same positions', async () => {
    const again = await v1Fixture(START);
    try {
      const path = portfolioPath(MAIN ?? '', 'count=1000&view=COMPLETE');
      expect((await again.get(path)).body).toBe((await f.get(path)).body);
    } finally {
      await again.close();
    }
  });
});

describe('the balance', () => {
  it.each([
    ['a margin account', MAIN, 'MARGIN'],
    ['an IRA, a cash account', IRA, 'CASH'],
  ])('%s: the value is the cash and the positions’ net value', async (_what, key, type) => {
    const read = await balance(key ?? '');
    const { positions, totals } = await everything(key ?? '');
    const values = read.Computed.RealTimeValues ?? {};
    expect(read.accountType).toBe(type);
    expect(values.netMv).toBe(totals?.totalMarketValue);
    expect(values.totalAccountValue).toBeCloseTo((read.Computed.cashBalance ?? 0) + (values.netMv ?? 0), 2);
    expect(values.netMvLong).toBeCloseTo(sum(positions.filter((p) => p.positionType === 'LONG').map((p) => p.marketValue)), 1);
    // On the broker's first day every account trades within its means.
    expect(read.Computed.cashBalance).toBeGreaterThan(0);
  });

  it('a margin account has its Margin block and margin buying power; a cash account has neither', async () => {
    const margin = await balance(MAIN ?? '');
    expect(margin.Margin).toBeDefined();
    expect(margin.Computed).toMatchObject({ marginBuyingPower: expect.any(Number), dtMarginBuyingPower: expect.any(Number), regtEquity: expect.any(Number) });
    const cash = await balance(IRA ?? '');
    expect(cash.Margin).toBeUndefined();
    expect(cash.Computed.marginBuyingPower).toBeUndefined();
    expect(cash.Computed.cashBuyingPower).toEqual(expect.any(Number));
    expect(Object.keys(cash.Computed.OpenCalls)).toEqual(['cashCall']);
  });

  it('realTimeNAV asks for the real-time values; the busy account’s mode has a space in it', async () => {
    expect((await balance(MAIN ?? '', 'instType=BROKERAGE')).Computed.RealTimeValues).toBeUndefined();
    expect((await balance(DEMO_ACCOUNTS[2]?.accountIdKey ?? '')).accountMode).toBe('PDT ACCOUNT');
  });
});

describe('errors and the empty portfolio', () => {
  it.each([
    ['an unknown key', portfolioPath('AAAAAAAAAAAAAAAAAAAAAA'), 102],
    ['another user’s key', portfolioPath(JOINT ?? ''), 100],
    ['a count of 0', portfolioPath(MAIN ?? '', 'count=0'), 2005],
    ['an unknown view', portfolioPath(MAIN ?? '', 'view=EVERYTHING'), 2006],
    ['page 0', portfolioPath(MAIN ?? '', 'pageNumber=0'), 2006],
    ['a balance without instType', `/v1/accounts/${MAIN}/balance.json`, 7002],
    ['a balance of another institution type', `/v1/accounts/${MAIN}/balance.json?instType=BANK`, 7002],
    ['another user’s balance', `/v1/accounts/${JOINT}/balance.json?instType=BROKERAGE`, 100],
  ])('%s answers its code, in the format asked', async (_what, path, code) => {
    const answer = await f.get(path);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ Error: { code, message: expect.any(String) } });
  });

  it('the other user reads their own account', async () => {
    expect((await f.json<WirePortfolio>(portfolioPath(JOINT ?? ''), OTHER)).PortfolioResponse.AccountPortfolio[0]?.Position?.length).toBeGreaterThan(0);
  });

  it('a closed account holds nothing: 204 for its portfolio, a balance of nothing', async () => {
    const answer = await f.get(portfolioPath(CLOSED ?? ''));
    expect([answer.status, answer.body]).toEqual([204, '']);
    expect((await balance(CLOSED ?? '')).Computed).toMatchObject({ cashBalance: 0, RealTimeValues: { totalAccountValue: 0, netMv: 0 } });
  });
});

describe('the sandbox', () => {
  it('answers its canned portfolio and balance whatever account and page is asked', async () => {
    const one = await f.get('/sandbox/v1/accounts/anything/portfolio.json?view=COMPLETE&pageNumber=4', { consumer: SANDBOX });
    const other = await f.get(`/sandbox/v1/accounts/${MAIN}/portfolio.json`, { consumer: SANDBOX });
    expect(one.body).toBe(other.body);
    const canned = JSON.parse(one.body) as WirePortfolio;
    expect(canned.PortfolioResponse.AccountPortfolio[0]?.Position?.map((position) => position.osiKey ?? position.Product.symbol)).toEqual([
      'IBM',
      'AAPL--180720C00190000',
    ]);
    const cash = await f.get('/sandbox/v1/accounts/anything/balance.json?instType=BROKERAGE&realTimeNAV=true', { consumer: SANDBOX });
    expect(JSON.parse(cash.body)).toHaveProperty('BalanceResponse.Computed.RealTimeValues.totalAccountValue');
  });

  it('stored-sample mode answers the same canned data on production paths', async () => {
    const clock = new ManualClock(START);
    const stored = await startDemoBroker({ clock, storedSample: true });
    try {
      const token = await signIn(stored, clock, PROD);
      const answer = await signedFetch(stored, clock, PROD, portfolioPath(MAIN ?? ''), { token });
      const sandbox = await f.get('/sandbox/v1/accounts/x/portfolio.json', { consumer: SANDBOX });
      expect(await answer.text()).toBe(sandbox.body);
    } finally {
      await stored.close();
    }
  });
});
