/**
 * The demo broker's inbox follows its simulated day (over a real loopback server): at several
 * clock times through a Wednesday, the execution notices are exactly the fills the v1 order list
 * shows by then (time, price, quantity, symbol), ids never change as the clock moves and grow with
 * time, price alerts fire where the quote at that instant shows the move, and each user's inbox is
 * their own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../demo-broker/index.ts';
import { MINUTES } from '../../helpers/manual-clock.ts';
import { OTHER, PROD, v1Fixture, type V1Fixture, type V1Order, type V1OrdersResponse } from '../v1/v1-fixture.ts';
import { alertsOf, executionPrice, type AlertDetailsResponse, type WireAlert } from './alert-wire.ts';

/** Wednesday 20 October 2027, 09:50 New York (EDT): before the open. */
const WEDNESDAY_MORNING = '2027-10-20T13:50:00Z';
const OTHER_ACCOUNT = DEMO_ACCOUNTS.find((account) => account.owner === 'other');
/** The first New York midnight the inbox reaches back to (seven days, today included). */
const INBOX_START = Date.parse('2027-10-14T04:00:00Z');

let f: V1Fixture;
beforeAll(async () => {
  // Many fills of every kind to read notices of: the load volume's books.
  f = await v1Fixture(WEDNESDAY_MORNING, { volume: 'load' });
});
afterAll(() => f.close());

/**
 * Moves the clock to `at`, an hour at a time when it moves forward, using both users' tokens on
 * the way: a token unused for two hours is idle (docs/platform/oauth.md), as on the platform.
 */
async function moveTo(at: number): Promise<void> {
  while (f.clock.now() + 60 * MINUTES < at) {
    f.clock.advance(60 * MINUTES);
    for (const consumer of [PROD, OTHER]) expect((await f.get('/v1/accounts/list.json', { consumer })).status).toBe(200);
  }
  f.clock.set(at);
}

/** Every order of an account's history, following markers. */
async function history(key: string): Promise<V1Order[]> {
  const orders: V1Order[] = [];
  let marker: string | undefined;
  for (let pages = 0; pages < 200; pages += 1) {
    const answer = await f.get(`/v1/accounts/${key}/orders.json?count=100${marker === undefined ? '' : `&marker=${marker}`}`, { consumer: OTHER });
    if (answer.status === 204) break;
    const page = (JSON.parse(answer.body) as V1OrdersResponse).OrdersResponse;
    orders.push(...page.Order);
    marker = page.marker;
    if (marker === undefined) break;
  }
  return orders;
}

/** The fills the order list shows, as the notices should tell them: second, price, quantity and symbol of the first leg. */
async function fillsShown(): Promise<string[]> {
  const fills: string[] = [];
  for (const order of await history(OTHER_ACCOUNT?.accountIdKey ?? '')) {
    for (const detail of order.OrderDetail) {
      if (!['EXECUTED', 'OPTION_ASSIGNMENT'].includes(detail.status) || detail.executedTime === undefined || detail.executedTime < INBOX_START) continue;
      const [leg] = detail.Instrument;
      // A net-priced order (a spread) executes at the net its legs filled at, a spread's worth; any other at its first leg's fill.
      const lots = (item: (typeof detail.Instrument)[number]) => (item.Product.securityType === 'OPTN' ? item.orderedQuantity : item.orderedQuantity / 100);
      const spreads = Math.min(...detail.Instrument.map(lots));
      const net = detail.Instrument.reduce(
        (sum, item) => sum + (item.orderAction.startsWith('BUY') ? 1 : -1) * (lots(item) / spreads) * (item.averageExecutionPrice ?? 0),
        0,
      );
      const price = detail.priceType.startsWith('NET_') ? Math.round(Math.abs(net) * 100) / 100 : leg?.averageExecutionPrice;
      fills.push(`${Math.floor(detail.executedTime / 1000)} ${price} ${leg?.orderedQuantity} ${leg?.Product.symbol}`);
    }
  }
  return fills.sort();
}

/** The execution notices of the other user's inbox, told the same way. */
function noticesTold(alerts: readonly WireAlert[]): string[] {
  return alerts
    .filter((alert) => alert.subject.includes(' Executed @ '))
    .map((alert) => {
      const [, quantity, symbol] = /^(?:Buy|Sell|Buy to Cover|Sell Short) (\d+) (\S+)/.exec(alert.subject) ?? [];
      return `${alert.createTime} ${executionPrice(alert.subject)} ${quantity} ${symbol}`;
    })
    .sort();
}

describe('execution notices follow the day’s fills', () => {
  const seen = new Map<number, string>();

  it.each([
    ['before the open', 0],
    ['late morning', 100 * MINUTES],
    ['early afternoon', 200 * MINUTES],
    ['after the close', 390 * MINUTES],
  ])('%s: one notice per fill the order list shows, none other; ids kept', async (_when, minutes) => {
    await moveTo(Date.parse(WEDNESDAY_MORNING) + minutes);
    const alerts = await alertsOf(f, 'category=ACCOUNT&count=300', { consumer: OTHER });
    expect(alerts.length).toBeLessThan(300);
    expect(noticesTold(alerts)).toEqual(await fillsShown());
    expect(noticesTold(alerts).length).toBeGreaterThan(0);
    // What was there before is still there, with the same id and subject.
    const now = new Map(alerts.map((alert) => [alert.id, alert.subject]));
    for (const [id, subject] of seen) expect(now.get(id), String(id)).toBe(subject);
    for (const [id, subject] of now) seen.set(id, subject);
    // Newest first; ids grow with time.
    const times = alerts.map((alert) => alert.createTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const ids = alerts.map((alert) => alert.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('the day brought new notices between the clock times', () => {
    // An id is the day's number, the user's place (of ten), then the alert's place in the day (of 10,000).
    const today = [...seen.keys()].filter((id) => Math.floor(id / 100_000) === Math.floor(Date.parse('2027-10-20T12:00:00Z') / 86_400_000));
    expect(today.length).toBeGreaterThan(3);
  });

  it('a notice’s details give the account, the order and the price, the symbol as its OSI key or ticker', async () => {
    await moveTo(Date.parse(WEDNESDAY_MORNING) + 390 * MINUTES);
    const [alert] = (await alertsOf(f, 'category=ACCOUNT&search=executed', { consumer: OTHER })).filter(
      (candidate) => / (?:Call|Put) Executed/.test(candidate.subject) && !candidate.subject.includes(' / '),
    );
    if (alert === undefined) throw new Error('no single-option notice');
    const details = (await f.json<AlertDetailsResponse>(`/v1/user/alerts/${alert.id}.json`, OTHER)).AlertDetailsResponse;
    expect(details.subject).toBe(alert.subject);
    expect(details.msgText).toContain(`Account: XXXX-${OTHER_ACCOUNT?.accountId.slice(-4)}`);
    expect(details.msgText).toContain(`Execution price: $${executionPrice(alert.subject)}`);
    expect(details.symbol).toMatch(/^[A-Z]{1,5}-*\d{6}[CP]\d{8}$/);
  });
});

describe('price alerts follow the moving market', () => {
  it('each fires at the first quote that shows the move, once per direction and day', async () => {
    await moveTo(Date.parse(WEDNESDAY_MORNING) + 390 * MINUTES);
    const alerts = await alertsOf(f, 'category=STOCK&count=300');
    const price = alerts.filter((alert) => / (?:up|down) by at least /.test(alert.subject));
    expect(price.length).toBeGreaterThan(2);
    const keys = price.map((alert) => `${Math.floor(alert.id / 100_000)} ${alert.subject}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const alert of price.slice(0, 6)) {
      const [, symbol = '', direction, percent] = /^(\S+) (up|down) by at least (\d+\.\d+)%$/.exec(alert.subject) ?? [];
      const move = async (at: number): Promise<number> => {
        f.clock.set(at);
        const quote = (
          await f.json<{ QuoteResponse: { QuoteData: { All: { lastTrade: number; previousClose: number } }[] } }>(`/v1/market/quote/${symbol}.json`)
        ).QuoteResponse.QuoteData[0];
        const { lastTrade, previousClose } = quote?.All ?? { lastTrade: 0, previousClose: 1 };
        return ((lastTrade - previousClose) / previousClose) * 100 * (direction === 'up' ? 1 : -1);
      };
      expect(await move(alert.createTime * 1000), alert.subject).toBeGreaterThanOrEqual(Number(percent) - 1e-9);
      // Ten seconds before, on the same session, the move was not there yet (unless it fired at the open).
      const opening = new Date(alert.createTime * 1000).toISOString().endsWith('13:30:00.000Z');
      if (!opening) expect(await move(alert.createTime * 1000 - 10_000), alert.subject).toBeLessThan(Number(percent));
    }
    await moveTo(Date.parse(WEDNESDAY_MORNING) + 390 * MINUTES);
  });
});

describe('each user has an inbox of their own', () => {
  it('the ids, the accounts and the watched symbols differ; one cannot read another’s alert', async () => {
    const demo = await alertsOf(f, 'count=300');
    const other = await alertsOf(f, 'count=300', { consumer: OTHER });
    const otherIds = new Set(other.map((alert) => alert.id));
    expect(demo.some((alert) => otherIds.has(alert.id))).toBe(false);
    expect(demo.some((alert) => alert.subject.startsWith('AAPL '))).toBe(true);
    expect(other.some((alert) => alert.subject.startsWith('AAPL '))).toBe(false);
    const foreign = other[0];
    if (foreign === undefined) throw new Error('the other user has no alerts');
    const answer = await f.get(`/v1/user/alerts/${foreign.id}.json`);
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toEqual({ Error: { code: 2009, message: `Invalid alert id ${foreign.id}` } });
  });
});
