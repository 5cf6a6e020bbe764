/**
 * GET /v1/accounts/{accountIdKey}/orders over a real loopback server: weeks of history behind
 * today's simulated day, newest first; spreads, groups, changed-order pairs and every status the
 * notes name; times in milliseconds (and a garbage executedTime only where nothing executed);
 * paging by marker that neither loses nor repeats while the day moves; filters; today's orders
 * changing through the day; the same story from the same seed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, V1_HISTORY_DAYS } from '../../../demo-broker/index.ts';
import { GARBAGE_EXECUTED_TIME } from '../../../demo-broker/orders/v1-order-wire.ts';
import { HOURS, MINUTES } from '../../helpers/manual-clock.ts';
import { readV1Xml, scalarsAsText, v1Fixture, WEDNESDAY_2PM, type V1Detail, type V1Fixture, type V1Order, type V1OrdersResponse } from './v1-fixture.ts';

/** The books these tests read: the load volume's (docs/demo-broker.md, "How many orders"). */
const LOAD = { volume: 'load' } as const;
const MAIN = DEMO_ACCOUNTS[0]?.accountIdKey ?? '';
const IRA = DEMO_ACCOUNTS[1]?.accountIdKey ?? '';
const BUSY = DEMO_ACCOUNTS[2]?.accountIdKey ?? '';
const list = (key: string, query = '') => `/v1/accounts/${key}/orders.json${query === '' ? '' : `?${query}`}`;

let f: V1Fixture;
beforeAll(async () => {
  // Weeks of every status, shape and change to list: the load volume's books.
  f = await v1Fixture(WEDNESDAY_2PM, LOAD);
});
afterAll(() => f.close());

/** Every order of a query, following markers (built by hand: `next` names another host). */
async function walk(fixture: V1Fixture, key: string, query: string, between: () => void = () => {}): Promise<{ orders: V1Order[]; pages: number }> {
  const orders: V1Order[] = [];
  let marker: string | undefined;
  let pages = 0;
  do {
    const answer = await fixture.get(list(key, [query, marker === undefined ? '' : `marker=${marker}`].filter((part) => part !== '').join('&')));
    if (answer.status === 204) break;
    expect(answer.status).toBe(200);
    const page = (JSON.parse(answer.body) as V1OrdersResponse).OrdersResponse;
    orders.push(...page.Order);
    marker = page.marker;
    pages += 1;
    between();
  } while (marker !== undefined && pages < 500);
  return { orders, pages };
}

const details = (orders: V1Order[]): V1Detail[] => orders.flatMap((order) => order.OrderDetail);
const newest = (order: V1Order): number => Math.max(...order.OrderDetail.map((detail) => detail.placedTime));

describe('the history', () => {
  let all: V1Order[];
  beforeAll(async () => {
    all = [...(await walk(f, MAIN, 'count=100')).orders, ...(await walk(f, IRA, 'count=100')).orders];
  });

  it('reaches weeks back from today, newest first, with today in it', async () => {
    const main = (await walk(f, MAIN, 'count=100')).orders;
    const times = main.map(newest);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const now = f.clock.now();
    expect(times[0]).toBeLessThanOrEqual(now);
    expect(now - (times[0] ?? 0)).toBeLessThan(30 * MINUTES);
    expect(now - (times.at(-1) ?? now)).toBeGreaterThan((V1_HISTORY_DAYS - 4) * 24 * HOURS);
    expect(main.length).toBeGreaterThan(150);
  });

  it('has every status the platform names', () => {
    const statuses = new Set(details(all).map((detail) => detail.status));
    for (const status of ['OPEN', 'EXECUTED', 'CANCELLED', 'INDIVIDUAL_FILLS', 'PARTIAL', 'EXPIRED', 'REJECTED', 'CANCEL_REQUESTED', 'OPTION_ASSIGNMENT']) {
      expect(statuses, status).toContain(status);
    }
  });

  it('has equity and option orders, spreads as ONE detail with several instruments at a net price', () => {
    const types = new Set(all.map((order) => order.orderType));
    for (const type of ['EQ', 'OPTN', 'SPREADS', 'BUY_WRITES', 'CONTINGENT']) expect(types, type).toContain(type);
    expect([...types].some((type) => type === 'BUTTERFLY' || type === 'IRON_CONDOR')).toBe(true);
    const spreads = all.filter((order) => ['SPREADS', 'BUTTERFLY', 'IRON_CONDOR'].includes(order.orderType));
    expect(spreads.length).toBeGreaterThan(0);
    for (const spread of spreads) {
      expect(spread.OrderDetail).toHaveLength(1);
      expect(spread.OrderDetail[0]?.Instrument.length).toBeGreaterThanOrEqual(2);
      expect(spread.OrderDetail[0]?.priceType).toMatch(/^NET_(DEBIT|CREDIT|EVEN)$/);
    }
  });

  it('has group orders as ONE order with totals and numbered details', () => {
    const groups = all.filter((order) => ['ONE_CANCELS_ALL', 'ONE_TRIGGERS_ALL', 'ONE_TRIGGERS_OCO', 'BRACKETED'].includes(order.orderType));
    expect(new Set(groups.map((group) => group.orderType)).size).toBeGreaterThanOrEqual(3);
    for (const group of groups) {
      expect(group.OrderDetail.length).toBeGreaterThanOrEqual(2);
      expect(group.OrderDetail.map((detail) => detail.orderNumber)).toEqual(group.OrderDetail.map((_, i) => i + 1));
      expect(group.totalOrderValue).toEqual(expect.any(Number));
      expect(group.totalCommission).toEqual(expect.any(Number));
    }
    // Single orders carry no numbers and no totals.
    const single = all.find((order) => order.orderType === 'EQ');
    expect(single?.OrderDetail[0]?.orderNumber).toBeUndefined();
    expect(single?.totalOrderValue).toBeUndefined();
  });

  it('links changed orders both ways: the old one CANCELLED with replacedByOrderId, the new one with replacesOrderId', async () => {
    // Order ids are unique per account, so each account is checked on its own.
    for (const key of [MAIN, IRA]) {
      const orders = (await walk(f, key, 'count=100')).orders;
      const byId = new Map(orders.map((order) => [order.orderId, order]));
      const old = orders.filter((order) => order.OrderDetail[0]?.replacedByOrderId !== undefined);
      expect(old.length).toBeGreaterThan(2);
      // Today has one too, for a watcher to see.
      expect(old.some((order) => f.clock.now() - newest(order) < 12 * HOURS)).toBe(true);
      for (const order of old) {
        expect(order.OrderDetail[0]?.status).toBe('CANCELLED');
        const replacement = byId.get(order.OrderDetail[0]?.replacedByOrderId ?? 0);
        expect(replacement?.OrderDetail[0]?.replacesOrderId).toBe(order.orderId);
      }
      expect(orders.filter((order) => order.OrderDetail[0]?.replacesOrderId !== undefined).length).toBe(old.length);
    }
  });

  it("gives times in milliseconds, executedTime only for executions (or the platform's garbage on some that never executed)", () => {
    const all_ = details(all);
    for (const detail of all_) {
      expect(detail.placedTime).toBeGreaterThan(1e12);
      if (detail.status === 'EXECUTED' || detail.status === 'OPTION_ASSIGNMENT') {
        expect(detail.executedTime).toBeGreaterThanOrEqual(detail.placedTime);
      } else if (detail.executedTime !== undefined) {
        expect(detail.executedTime).toBe(GARBAGE_EXECUTED_TIME);
        expect(['EXPIRED', 'CANCELLED', 'REJECTED']).toContain(detail.status);
      }
    }
    expect(all_.some((detail) => detail.executedTime === GARBAGE_EXECUTED_TIME)).toBe(true);
  });

  it('shows averageExecutionPrice only on what is filled, and full option products', () => {
    const instruments = details(all).flatMap((detail) => detail.Instrument);
    for (const instrument of instruments) {
      expect(instrument.quantityType).toBe('QUANTITY');
      expect(instrument.averageExecutionPrice !== undefined).toBe(instrument.filledQuantity > 0);
      if (instrument.Product.securityType === 'OPTN') {
        expect(instrument.Product).toMatchObject({
          callPut: expect.stringMatching(/^(CALL|PUT)$/),
          expiryYear: expect.any(Number),
          strikePrice: expect.any(Number),
        });
        expect(instrument.Product.productId).toEqual({ symbol: expect.stringMatching(/^[A-Z-]{6}\d{6}[CP]\d{8}$/), typeCode: 'OPTION' });
      }
    }
    expect(details(all).every((detail) => detail.ratio === '')).toBe(true);
  });
});

describe('paging', () => {
  it('gives the same orders with any page size, with marker and next only when another page exists', async () => {
    const big = await walk(f, MAIN, 'count=100');
    const small = await walk(f, MAIN, 'count=7');
    expect(small.orders.map((order) => order.orderId)).toEqual(big.orders.map((order) => order.orderId));
    expect(new Set(big.orders.map((order) => order.orderId)).size).toBe(big.orders.length);
    expect(small.pages).toBe(Math.ceil(big.orders.length / 7));
    const first = (JSON.parse((await f.get(list(MAIN, 'count=7'))).body) as V1OrdersResponse).OrdersResponse;
    expect(first.marker).toMatch(/^\d+$/);
    expect(new URL(first.next ?? '').host).not.toBe(new URL(f.broker.url).host);
    expect(new URL(first.next ?? '').searchParams.get('marker')).toBe(first.marker);
    const total = big.orders.length;
    const last = (JSON.parse((await f.get(list(MAIN, `count=100&marker=${newest(big.orders[total - 2] as V1Order)}`))).body) as V1OrdersResponse)
      .OrdersResponse;
    expect(last.Order).toHaveLength(1);
    expect(last.marker).toBeUndefined();
    expect(last.next).toBeUndefined();
  });

  it('returns 25 by default and never more than asked', async () => {
    expect((await f.json<V1OrdersResponse>(list(MAIN))).OrdersResponse.Order).toHaveLength(25);
    expect((await f.json<V1OrdersResponse>(list(BUSY, 'count=100'))).OrdersResponse.Order).toHaveLength(100);
  });

  it('neither loses nor repeats an order while the day moves between pages', async () => {
    const own = await v1Fixture(WEDNESDAY_2PM, LOAD);
    try {
      const before = (await walk(own, BUSY, 'count=100')).orders.map((order) => order.orderId);
      // Ten minutes pass between pages: new orders arrive at the top meanwhile.
      const during = (await walk(own, BUSY, 'count=50', () => own.clock.advance(10 * MINUTES))).orders.map((order) => order.orderId);
      expect(during).toEqual(before);
      const after = (await walk(own, BUSY, 'count=100')).orders.map((order) => order.orderId);
      expect(after.length).toBeGreaterThan(before.length);
      expect(after.slice(after.length - before.length)).toEqual(before);
    } finally {
      await own.close();
    }
  });
});

describe('filters', () => {
  it('status: every order has a detail in that status', async () => {
    for (const status of ['EXECUTED', 'OPEN', 'EXPIRED', 'INDIVIDUAL_FILLS']) {
      const { orders } = await walk(f, MAIN, `count=100&status=${status}`);
      expect(orders.length, status).toBeGreaterThan(0);
      expect(orders.every((order) => order.OrderDetail.some((detail) => detail.status === status))).toBe(true);
    }
  });

  it('symbol: up to 25, comma-separated, matching any instrument', async () => {
    const { orders } = await walk(f, MAIN, 'count=100&symbol=AAPL,msft');
    expect(orders.length).toBeGreaterThan(0);
    expect(
      orders.every((order) => details([order]).some((detail) => detail.Instrument.some((i) => i.Product.symbol === 'AAPL' || i.Product.symbol === 'MSFT'))),
    ).toBe(true);
  });

  it('securityType and marketSession', async () => {
    const options = (await walk(f, MAIN, 'count=100&securityType=OPTN')).orders;
    expect(options.length).toBeGreaterThan(0);
    expect(options.every((order) => details([order]).some((detail) => detail.Instrument.some((i) => i.Product.securityType === 'OPTN')))).toBe(true);
    const extended = (await walk(f, BUSY, 'count=100&marketSession=EXTENDED')).orders;
    expect(extended.length).toBeGreaterThan(0);
    expect(details(extended).every((detail) => detail.marketSession === 'EXTENDED')).toBe(true);
  });

  it('fromDate/toDate: New York days, both ends included; fromDate == toDate is one day', async () => {
    const today = (await walk(f, MAIN, 'count=100&fromDate=10202027&toDate=10202027')).orders;
    expect(today.length).toBeGreaterThan(50);
    const dayStart = Date.parse('2027-10-20T04:00:00Z');
    expect(today.every((order) => newest(order) >= dayStart && newest(order) < dayStart + 24 * HOURS)).toBe(true);
    const week = (await walk(f, MAIN, 'count=100&fromDate=10112027&toDate=10152027')).orders;
    expect(week.length).toBeGreaterThan(10);
    expect(week.every((order) => newest(order) >= Date.parse('2027-10-11T04:00:00Z') && newest(order) < Date.parse('2027-10-16T04:00:00Z'))).toBe(true);
    const all = (await walk(f, MAIN, 'count=100')).orders;
    expect(week.map((order) => order.orderId)).toEqual(all.filter((order) => week.some((w) => w.orderId === order.orderId)).map((order) => order.orderId));
  });

  it('a weekend in the past: 204', async () => {
    expect((await f.get(list(MAIN, 'fromDate=10162027&toDate=10172027'))).status).toBe(204);
  });
});

describe('errors', () => {
  it.each([
    ['count=0', 2005],
    ['count=101', 2005],
    ['count=ten', 2005],
    ['fromDate=10012027', 2002],
    ['toDate=10012027', 2002],
    ['fromDate=10202027&toDate=10012027', 2002],
    ['fromDate=10012024&toDate=10202027', 2002],
    ['fromDate=2027-10-01&toDate=10202027', 2004],
    ['fromDate=13012027&toDate=12012027', 2004],
    ['fromDate=02302027&toDate=03012027', 2004],
    ['status=SHIPPED', 2006],
    ['securityType=BOND', 2006],
    [`symbol=${Array.from({ length: 26 }, (_, i) => `S${i}`).join(',')}`, 2006],
    ['marker=abc', 2001],
  ])('%s: 400 with code %i', async (query, code) => {
    const answer = await f.get(list(MAIN, query));
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ Error: { code, message: expect.any(String) } });
  });

  it('accepts a window of exactly two years', async () => {
    expect((await f.get(list(MAIN, 'fromDate=10202025&toDate=10202027'))).status).toBe(200);
  });

  it("an unknown key: 102; another user's key: 100", async () => {
    expect(JSON.parse((await f.get(list('AAAAAAAAAAAAAAAAAAAAAA'))).body)).toEqual({ Error: { code: 102, message: 'Invalid account key' } });
    const other = DEMO_ACCOUNTS.find((account) => account.owner === 'other')?.accountIdKey ?? '';
    expect(JSON.parse((await f.get(list(other))).body)).toMatchObject({ Error: { code: 100 } });
  });
});

describe('the day moves', () => {
  it('shows new orders, fills and cancels to a watcher', async () => {
    const own = await v1Fixture(WEDNESDAY_2PM, LOAD);
    try {
      const first = (await own.json<V1OrdersResponse>(list(MAIN, 'count=100'))).OrdersResponse.Order;
      own.clock.advance(90 * MINUTES);
      const later = (await own.json<V1OrdersResponse>(list(MAIN, 'count=100'))).OrdersResponse.Order;
      const known = new Map(first.map((order) => [order.orderId, order]));
      expect(later.filter((order) => !known.has(order.orderId)).length).toBeGreaterThan(5);
      const changed = later.filter((order) => {
        const was = known.get(order.orderId);
        return was !== undefined && JSON.stringify(was.OrderDetail.map((d) => d.status)) !== JSON.stringify(order.OrderDetail.map((d) => d.status));
      });
      expect(changed.length).toBeGreaterThan(0);
    } finally {
      await own.close();
    }
  });
});

describe('both formats and the seed', () => {
  it('carries the same data in XML', async () => {
    for (const query of ['count=40', 'count=3&securityType=OPTN']) {
      const json = JSON.parse((await f.get(list(MAIN, query))).body) as unknown;
      const xml = await f.get(`/v1/accounts/${MAIN}/orders?${query}`);
      expect(xml.type).toMatch(/^application\/xml/);
      const expected = scalarsAsText(json) as V1OrdersResponse;
      // `next` names the same link with the asked format's suffix.
      const fromXml = readV1Xml(xml.body) as V1OrdersResponse;
      expect(fromXml.OrdersResponse.next?.replace('/orders?', '/orders.json?')).toBe(expected.OrdersResponse.next);
      fromXml.OrdersResponse.next = expected.OrdersResponse.next;
      for (const order of fromXml.OrdersResponse.Order) order.details = `${order.details}.json`;
      expect(fromXml).toEqual(expected);
    }
  });

  it('tells the same story from the same seed, and another from another seed', async () => {
    const twin = await v1Fixture(WEDNESDAY_2PM, LOAD);
    const other = await v1Fixture(WEDNESDAY_2PM, { ...LOAD, seed: 7 });
    try {
      const path = list(IRA, 'count=100&fromDate=10012027&toDate=10202027');
      const mine = (await f.get(path)).body;
      expect((await twin.get(path)).body).toBe(mine);
      expect((await other.get(path)).body).not.toBe(mine);
    } finally {
      await twin.close();
      await other.close();
    }
  });
});

describe('New York days', () => {
  it('windows follow New York midnights, on the night daylight saving time ends too', async () => {
    // 23:30 EST on Sunday 2027-11-07, a 25-hour day: its last hours are already 8 November in UTC.
    const own = await v1Fixture('2027-11-08T04:30:00Z', LOAD);
    try {
      const sunday = (await walk(own, MAIN, 'count=100&fromDate=11072027&toDate=11072027')).orders;
      const start = Date.parse('2027-11-07T04:00:00Z'); // 00:00 EDT
      const end = Date.parse('2027-11-08T05:00:00Z'); // 00:00 EST
      expect(sunday.every((order) => newest(order) >= start && newest(order) < end)).toBe(true);
      expect(sunday.some((order) => newest(order) >= Date.parse('2027-11-08T00:00:00Z'))).toBe(true);
      const all = (await walk(own, MAIN, 'count=100')).orders;
      expect(sunday.map((order) => order.orderId)).toEqual(all.filter((order) => newest(order) >= start).map((order) => order.orderId));
      // Monday in New York has not begun: nothing yet.
      expect((await own.get(list(MAIN, 'fromDate=11082027&toDate=11082027'))).status).toBe(204);
    } finally {
      await own.close();
    }
  });
});
