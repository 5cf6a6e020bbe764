/**
 * The demo broker's positions follow from its simulated fills: between any two clock times of a
 * trading day, each holding (a stock or an option contract, long and short books together) moves
 * by exactly the signed filled quantities the order list serves for those times. Prices move with
 * the clock: a position nothing traded moves its value and its day's gain alike. Paging by
 * `pageNumber` walks every position once, in order; JSON and XML carry the same answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../demo-broker/index.ts';
import { MINUTES } from '../../helpers/manual-clock.ts';
import { readV1Xml, scalarsAsText, v1Fixture, type V1Fixture } from '../v1/v1-fixture.ts';
import {
  filledByHolding,
  netByHolding,
  portfolioPath,
  positionHolding,
  walkOrders,
  walkPortfolio,
  type WirePortfolio,
  type WirePosition,
} from './portfolio-wire-types.ts';

const MAIN = DEMO_ACCOUNTS[0]?.accountIdKey ?? '';
const IRA = DEMO_ACCOUNTS[1]?.accountIdKey ?? '';
/** The fixture's day: Wednesday 2027-10-20, from 09:40 New York on. */
const START = '2027-10-20T13:40:00Z';
const TODAY = 'fromDate=10202027&toDate=10202027';

let f: V1Fixture;
beforeAll(async () => {
  f = await v1Fixture(START);
});
afterAll(() => f.close());

interface Moment {
  net: Map<string, number>;
  filled: Map<string, number>;
  positions: WirePosition[];
}

const read = async (key: string): Promise<Moment> => {
  const { positions } = await walkPortfolio(f, key, 'count=100&view=QUICK');
  return { net: netByHolding(positions), filled: filledByHolding(await walkOrders(f, key, `count=100&${TODAY}`)), positions };
};

/** Every holding's change between two moments, by the portfolio and by the order list. */
const changes = (from: Moment, to: Moment): { byPortfolio: Record<string, number>; byFills: Record<string, number> } => {
  const keys = new Set([...from.net.keys(), ...to.net.keys(), ...from.filled.keys(), ...to.filled.keys()]);
  const byPortfolio: Record<string, number> = {};
  const byFills: Record<string, number> = {};
  for (const key of keys) {
    const moved = (to.net.get(key) ?? 0) - (from.net.get(key) ?? 0);
    const filled = (to.filled.get(key) ?? 0) - (from.filled.get(key) ?? 0);
    if (moved !== 0) byPortfolio[key] = moved;
    if (filled !== 0) byFills[key] = filled;
  }
  return { byPortfolio, byFills };
};

describe.each([
  ['a margin account', MAIN],
  ['an IRA (a cash account)', IRA],
])('%s: positions move by the day’s fills', (_what, key) => {
  it('at 09:40, 10:25, 12:10, 13:50 and 15:45 New York, every change is the order list’s fills in between', async () => {
    f.clock.set(START);
    const moments = [await read(key)];
    // Steps under two hours: a token idle that long is refused.
    for (const step of [45, 105, 100, 115]) {
      f.clock.advance(step * MINUTES);
      moments.push(await read(key));
    }
    let moved = 0;
    for (let i = 1; i < moments.length; i += 1) {
      const { byPortfolio, byFills } = changes(moments[0] as Moment, moments[i] as Moment);
      expect(byPortfolio).toEqual(byFills);
      moved += Object.keys(byFills).length;
    }
    // The day really moved something, so the comparison is not between two empty sets.
    expect(moved).toBeGreaterThan(3);
  });
});

describe('prices move with the clock', () => {
  it('a position nothing traded in between: its value and its day’s gain move alike, its total gain too', async () => {
    f.clock.set(START);
    const before = (await walkPortfolio(f, MAIN, 'count=500')).positions;
    f.clock.advance(17 * MINUTES);
    const after = new Map((await walkPortfolio(f, MAIN, 'count=500')).positions.map((position) => [position.positionId, position]));
    let compared = 0;
    let valueMoved = 0;
    for (const old of before) {
      const now = after.get(old.positionId);
      if (now === undefined || now.quantity !== old.quantity || now.todayQuantity !== old.todayQuantity) continue;
      const move = now.marketValue - old.marketValue;
      expect(now.daysGain - old.daysGain).toBeCloseTo(move, 1);
      if (old.totalCost !== 0) expect(now.totalGain - old.totalGain).toBeCloseTo(move, 1);
      compared += 1;
      if (Math.abs(move) >= 0.01) valueMoved += 1;
    }
    expect(compared).toBeGreaterThan(10);
    expect(valueMoved).toBeGreaterThan(compared / 2);
  });
});

describe('paging', () => {
  it('pageNumber while nextPageNo walks every position once, in the one-page order; totalPages on every page', async () => {
    f.clock.set(START);
    const whole = (await walkPortfolio(f, MAIN, 'count=100000')).positions;
    const { positions, pages } = await walkPortfolio(f, MAIN, 'count=7');
    expect(positions.map((position) => position.positionId)).toEqual(whole.map((position) => position.positionId));
    const total = Math.ceil(whole.length / 7);
    expect(pages).toHaveLength(total);
    pages.forEach((page, i) => {
      const portfolio = page.PortfolioResponse.AccountPortfolio[0];
      expect(portfolio?.totalPages).toBe(total);
      expect(portfolio?.nextPageNo).toBe(i + 1 < total ? i + 2 : undefined);
      // A link to an internal host, never to be followed.
      if (portfolio?.next !== undefined)
        expect(portfolio.next).toMatch(/^http:\/\/orders-internal\.demo\.invalid:8080\/v1\/accounts\/.+\/portfolio\.json\?pageNumber=\d+$/);
    });
    expect(new Set(positions.map(positionHolding).map((holding, i) => `${holding}|${positions[i]?.positionType}`)).size).toBe(positions.length);
  });

  it('a page past the last answers its AccountPortfolio without Position; 50 a page by default', async () => {
    const answer = await f.get(portfolioPath(MAIN, 'pageNumber=999'));
    const portfolio = (JSON.parse(answer.body) as WirePortfolio).PortfolioResponse.AccountPortfolio[0];
    expect(portfolio?.Position).toBeUndefined();
    expect(portfolio?.nextPageNo).toBeUndefined();
    const first = (JSON.parse((await f.get(portfolioPath(MAIN))).body) as WirePortfolio).PortfolioResponse.AccountPortfolio[0];
    expect(first?.Position).toHaveLength(50);
  });
});

describe('both formats', () => {
  it.each(['QUICK', 'COMPLETE', 'OPTIONSWATCH'])('%s: the XML answer is the JSON one, every scalar as text', async (view) => {
    const query = `count=20&pageNumber=2&view=${view}&totalsRequired=true`;
    const json = await f.get(portfolioPath(MAIN, query));
    const xml = await f.get(`/v1/accounts/${MAIN}/portfolio?${query}`);
    expect(xml.type).toMatch(/xml/);
    // Only the `next` link differs: it names the path of the format asked.
    const withoutNext = (tree: unknown): unknown => JSON.parse(JSON.stringify(tree, (name, value: unknown) => (name === 'next' ? undefined : value)));
    expect(withoutNext(readV1Xml(xml.body))).toEqual(withoutNext(scalarsAsText(JSON.parse(json.body))));
  });

  it('Accept: application/json answers JSON on the path without .json', async () => {
    const answer = await f.get(`/v1/accounts/${MAIN}/balance?instType=BROKERAGE`, { headers: { Accept: 'application/json' } });
    expect(answer.type).toMatch(/json/);
    expect(JSON.parse(answer.body)).toHaveProperty('BalanceResponse.accountId', DEMO_ACCOUNTS[0]?.accountId);
  });
});
