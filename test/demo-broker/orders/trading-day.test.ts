/**
 * The simulated trading day as a client receives it: every order type, status, term and price type
 * of a legacy order record (docs/platform/legacy-api.md, "Order records") with the right price
 * fields, multi-leg orders in both shapes with the status on the first leg only, group orders of
 * every group type, equity versus option symbol info, wire quirks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_ORDER_TYPES, ORDER_STATUSES, ORDER_TERMS, ORDER_TYPES, PRICE_TYPES } from '../../../shared/spec-constants.ts';
import { DEMO_ACCOUNTS, DEMO_CONSUMERS, startDemoBroker, type DemoBroker, type DemoConsumer } from '../../../demo-broker/index.ts';
import { signedFetch, signIn } from '../../helpers/demo-broker-client.ts';
import { HOURS, ManualClock } from '../../helpers/manual-clock.ts';
import { legsOf, readOrderPage, type ReadEntry, type WireOrder } from '../../helpers/order-list-reader.ts';

const PROD = DEMO_CONSUMERS[0] as DemoConsumer;
let broker: DemoBroker;
let token: { token: string; secret: string };
const clock = new ManualClock('2027-09-08T14:30:00Z'); // 10:30 New York

beforeAll(async () => {
  // Every order type, status and shape from the first minutes: the load volume's books.
  broker = await startDemoBroker({ clock, seed: 42, volume: 'load' });
  token = await signIn(broker, clock, PROD);
});
afterAll(() => broker.close());

async function wholeDay(accountId: string): Promise<ReadEntry[]> {
  const entries: ReadEntry[] = [];
  let marker = '';
  do {
    const query = `?count=100${marker === '' ? '' : `&marker=${encodeURIComponent(marker)}`}`;
    const response = await signedFetch(broker, clock, PROD, `/order/rest/orderlist/${accountId}.json${query}`, { token });
    const page = readOrderPage(await response.json());
    entries.push(...page.entries);
    marker = page.marker;
  } while (marker !== '');
  return entries;
}

const orders = (entries: ReadEntry[]): WireOrder[] => entries.flatMap((entry) => (entry.group ? entry.records : [entry.records[0]!]));

describe.each(['83405188', '83405261'])('account %s at start-up', (accountId) => {
  let entries: ReadEntry[];
  beforeAll(async () => {
    entries = await wholeDay(accountId);
  });

  it('has at least 60 orders today, and the closed account none', () => {
    expect(entries.length).toBeGreaterThanOrEqual(60);
    const closed = new Set(DEMO_ACCOUNTS.filter((account) => account.accountStatus === 'CLOSED').map((account) => account.accountId));
    for (const account of broker.accounts) expect(account.orderCount >= 60).toBe(!closed.has(account.accountId));
    expect(broker.accounts.filter((account) => closed.has(account.accountId)).map((account) => account.orderCount)).toEqual([0]);
  });

  it.each([
    ['orderType', ORDER_TYPES],
    ['orderStatus', ORDER_STATUSES],
    ['orderTerm', ORDER_TERMS],
    ['priceType', PRICE_TYPES],
  ] as const)('covers every %s', (field, values) => {
    const seen = new Set(orders(entries).map((order) => order[field]));
    expect([...values].filter((value) => !seen.has(value))).toEqual([]);
  });

  it('covers every group type, with cumulative commission and fees summed over the members', () => {
    const groups = entries.filter((entry) => entry.group);
    expect(new Set(groups.map((group) => group.group!.groupOrderType))).toEqual(new Set(GROUP_ORDER_TYPES));
    for (const group of groups) {
      const legs = group.records.flatMap(legsOf);
      const sum = (field: string) => Math.round(legs.reduce((total, leg) => total + Number(leg[field]), 0) * 100) / 100;
      expect(Number(group.group!.cumulativeEstimatedCommission)).toBeCloseTo(sum('estimatedCommission'), 2);
      expect(Number(group.group!.cumulativeEstimatedFees)).toBeCloseTo(sum('estimatedFees'), 2);
      expect(group.records.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('carries the price fields of each price type (docs/platform/legacy-api.md, "Price fields")', () => {
    for (const order of orders(entries)) {
      const isOption = legsOf(order).some((leg) => (leg.symbolInfo as Record<string, unknown>).callPut !== undefined);
      const has = (field: string) => order[field] !== undefined;
      switch (order.priceType) {
        case 'MARKET':
          expect([has('limitPrice'), has('stopPrice'), has('stopLimitPrice')]).toEqual([false, false, false]);
          break;
        case 'LIMIT':
          expect([has('limitPrice'), has('stopPrice')]).toEqual([true, false]);
          break;
        case 'STOP':
          expect([has('limitPrice'), has('stopPrice')]).toEqual([false, true]);
          break;
        case 'STOP_LIMIT':
          expect(has('stopPrice')).toBe(true);
          expect([has('limitPrice'), has('stopLimitPrice')]).toEqual(isOption ? [false, true] : [true, false]);
          break;
        case 'TRAILING_STOP_CNST':
        case 'TRAILING_STOP_PRCT':
          expect([has('initialStopPrice'), has('trailPrice')]).toEqual([true, true]);
          break;
        default:
          if (/TRIGGER/.test(String(order.priceType))) expect([has('triggerPrice'), has('bracketLimitPrice')]).toEqual([true, true]);
      }
    }
  });

  it('sends multi-leg orders of 2 to 4 legs, in one record or one record per leg with the status on the first', () => {
    const multi = entries.filter((entry) => !entry.group && (entry.records.length > 1 || legsOf(entry.records[0]!).length > 1));
    const legCounts = new Set(multi.map((entry) => entry.records.flatMap(legsOf).length));
    expect([...legCounts].sort()).toEqual(expect.arrayContaining([2, 3, 4]));
    const perLeg = multi.filter((entry) => entry.records.length > 1);
    expect(perLeg.length).toBeGreaterThan(0);
    expect(multi.length).toBeGreaterThan(perLeg.length);
    for (const entry of perLeg) {
      expect(entry.records.slice(1).every((record) => record.orderStatus === 'OPEN')).toBe(true);
      expect(entry.records.map((record) => legsOf(record).length)).toEqual(entry.records.map(() => 1));
    }
    expect(perLeg.some((entry) => entry.records[0]!.orderStatus !== 'OPEN')).toBe(true);
  });

  it('gives equity legs only a symbol and option legs the full contract', () => {
    for (const leg of orders(entries).flatMap(legsOf)) {
      const keys = Object.keys(leg.symbolInfo as object).sort();
      expect([['symbol'], ['callPut', 'expDay', 'expMonth', 'expYear', 'strikePrice', 'symbol']]).toContainEqual(keys);
    }
  });

  it('writes 13-digit epoch milliseconds, an execution time exactly on executed orders, and strings only', () => {
    for (const order of orders(entries)) {
      expect(order.orderPlacedTime).toMatch(/^\d{13}$/);
      expect(order.orderExecutedTime !== undefined).toBe(order.orderStatus === 'EXECUTED');
      expect(['TRUE', 'FALSE']).toContain(order.allOrNone);
      expect(typeof order.orderValue).toBe('string');
    }
  });
});

describe('replaced orders', () => {
  it('names the replacing order, a newer order of the same day, on some cancelled orders', async () => {
    const all = orders(await wholeDay('83405261'));
    const replaced = all.filter((order) => order.replacedByOrderId !== undefined);
    expect(replaced.length).toBeGreaterThan(0);
    for (const order of replaced) {
      expect(order.orderStatus).toBe('CANCELLED');
      const replacement = all.find((candidate) => candidate.orderId === order.replacedByOrderId);
      expect(Number(replacement?.orderPlacedTime)).toBeGreaterThan(Number(order.orderPlacedTime));
    }
  });
});

describe('the day moves', () => {
  it('places new orders and moves existing ones as the clock advances', async () => {
    const before = await wholeDay('83405188');
    clock.advance(1 * HOURS);
    await signedFetch(broker, clock, PROD, '/oauth/renew_access_token', { token });
    const after = await wholeDay('83405188');
    expect(after.length).toBeGreaterThan(before.length);
    const statusBefore = new Map(orders(before).map((order) => [order.orderId, order.orderStatus]));
    const moved = orders(after).filter((order) => statusBefore.has(order.orderId) && statusBefore.get(order.orderId) !== order.orderStatus);
    expect(moved.length).toBeGreaterThan(0);
  });

  it('runs clockSpeed times faster than the injected clock', async () => {
    const fast = new ManualClock('2027-09-08T14:30:00Z');
    const quick = await startDemoBroker({ clock: fast, seed: 42, clockSpeed: 60, volume: 'load' });
    try {
      const quickToken = await signIn(quick, fast, PROD);
      const newestPlaced = async () => {
        const response = await signedFetch(quick, fast, PROD, '/order/rest/orderlist/83405188.json?count=100', { token: quickToken });
        return readOrderPage(await response.json()).entries[0]!.placedTime;
      };
      const newestBefore = await newestPlaced();
      fast.advance(60_000); // one real minute is a simulated hour: new orders arrive
      const newestAfter = await newestPlaced();
      expect(newestAfter - newestBefore).toBeGreaterThan(30 * 60_000);
      expect(newestAfter).toBeLessThanOrEqual(fast.now() + 59 * 60_000 + 1);
    } finally {
      await quick.close();
    }
  });

  it('is the same day for the same seed and clock', async () => {
    const twin = await startDemoBroker({ clock: new ManualClock('2027-09-08T14:30:00Z'), seed: 42, volume: 'load' });
    try {
      expect(twin.accounts).toEqual(broker.accounts);
    } finally {
      await twin.close();
    }
  });
});
