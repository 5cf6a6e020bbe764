/**
 * A day of believable volume (docs/demo-broker.md, "How many orders"): under the demo's default
 * volume each account places a few orders an hour by day and the busy one a few dozen a day, none
 * at night; the first sign-in finds tens of unread alerts, not hundreds; the first minutes raise a
 * few notifications. The load volume keeps the large books paging and the benches need.
 */
import { describe, expect, it } from 'vitest';
import { AlertInboxes } from '../../../demo-broker/alerts/alert-inbox.ts';
import { easternParts } from '../../../demo-broker/eastern-time.ts';
import { DEMO_ACCOUNTS, HIGH_VOLUME_ACCOUNT_ID, OrderBook, startDemoBroker } from '../../../demo-broker/index.ts';
import { V1OrderHistory } from '../../../demo-broker/orders/v1-account-history.ts';
import type { ListEntry } from '../../../demo-broker/orders/order-model.ts';

/** Broker starts: a weekday before the open, at the open, midday, after the close, and a Monday morning. */
const STARTS = ['2026-12-02T12:30:00Z', '2026-12-02T14:30:00Z', '2026-06-10T17:00:00Z', '2026-11-19T20:30:00Z', '2026-03-16T13:00:00Z'];
const SEEDS = [1, 2, 3, 5, 8, 13, 21, 20_260_101];
const cases = SEEDS.flatMap((seed) => STARTS.map((start) => ({ seed, start: Date.parse(start) })));

/** Orders as the app counts them: a group's members one each. */
const orderCount = (entries: readonly ListEntry[]): number => entries.reduce((sum, entry) => sum + entry.orders.length, 0);

/** The whole of an account's first day, midnight to midnight. */
function wholeDay(seed: number, start: number, accountId: string): ListEntry[] {
  const day = new OrderBook(seed, DEMO_ACCOUNTS, start).dayAt(accountId, start);
  if (day === undefined) throw new Error(`no day for ${accountId}`);
  day.extendTo(day.options.dayEnd);
  return day.entries;
}

describe('the demo’s day: a few orders an hour', () => {
  it.each(cases)('seed $seed, started at $start: the busy account a few dozen a day, the others under three dozen, the closed one none', ({ seed, start }) => {
    for (const account of DEMO_ACCOUNTS) {
      const orders = orderCount(wholeDay(seed, start, account.accountId));
      if (account.accountStatus === 'CLOSED') expect(orders).toBe(0);
      else if (account.accountId === HIGH_VOLUME_ACCOUNT_ID) expect(orders, account.accountId).toBeGreaterThanOrEqual(24);
      if (account.accountId === HIGH_VOLUME_ACCOUNT_ID) expect(orders, account.accountId).toBeLessThanOrEqual(72);
      else expect(orders, account.accountId).toBeLessThanOrEqual(36);
    }
  });

  it.each(cases)('seed $seed, started at $start: nothing is placed at night (before 07:00 or after 20:00 New York)', ({ seed, start }) => {
    for (const account of DEMO_ACCOUNTS) {
      for (const entry of wholeDay(seed, start, account.accountId)) {
        const { hour, minute } = easternParts(entry.placedAt);
        expect(hour * 60 + minute, `${account.accountId} order ${entry.key}`).toBeGreaterThanOrEqual(7 * 60);
        expect(hour * 60 + minute, `${account.accountId} order ${entry.key}`).toBeLessThanOrEqual(20 * 60);
      }
    }
  });

  it.each(SEEDS)('seed %i: the day is the same whenever the broker starts, the morning’s orders there in the afternoon', (seed) => {
    const morning = Date.parse('2026-12-02T14:00:00Z');
    const afternoon = Date.parse('2026-12-02T19:30:00Z');
    for (const account of DEMO_ACCOUNTS) {
      const early = wholeDay(seed, morning, account.accountId);
      const late = wholeDay(seed, afternoon, account.accountId);
      expect(late.map((entry) => entry.placedAt)).toEqual(early.map((entry) => entry.placedAt));
      const before = late.filter((entry) => entry.placedAt <= afternoon).length;
      if (account.accountStatus === 'ACTIVE') expect(before, account.accountId).toBeGreaterThanOrEqual(5);
    }
  });

  it.each(cases)('seed $seed, started at $start: the first sign-in finds tens of unread alerts, not hundreds', ({ seed, start }) => {
    const book = new OrderBook(seed, DEMO_ACCOUNTS, start);
    const inbox = new AlertInboxes(seed, new V1OrderHistory(seed, book, start), { now: () => start });
    const unread = inbox.alertsOf('demo', start).filter((alert) => alert.readAt === null).length;
    expect(unread).toBeGreaterThan(0);
    expect(unread).toBeLessThan(60);
  });

  it.each(cases)('seed $seed, started at $start: the first 17 minutes bring at most a dozen order changes worth a notification', ({ seed, start }) => {
    const end = start + 17 * 60_000;
    const book = new OrderBook(seed, DEMO_ACCOUNTS, start);
    let changes = 0;
    for (const account of DEMO_ACCOUNTS.filter((candidate) => candidate.owner === 'demo')) {
      const day = book.dayAt(account.accountId, start);
      day?.extendTo(end);
      for (const order of day?.entries.flatMap((entry) => entry.orders) ?? []) {
        for (const step of order.timeline) {
          // What the app speaks of: a fill (whole or part), a cancel, a refusal, an expiry.
          const news = step.status === 'OPEN' ? step.filledFraction > 0 : step.status !== 'CANCEL_REQUESTED';
          if (news && step.at > start && step.at <= end) changes += 1;
        }
      }
    }
    expect(changes).toBeLessThanOrEqual(12);
  });

  it('is what a broker runs unless asked for the load volume, which keeps the busy account’s 1,200 a day', async () => {
    const clock = { now: () => Date.parse('2026-12-02T19:00:00Z') };
    const day = await startDemoBroker({ clock });
    const load = await startDemoBroker({ clock, volume: 'load' });
    try {
      const busy = (broker: typeof day) => broker.accounts.find((account) => account.accountId === HIGH_VOLUME_ACCOUNT_ID)?.orderCount ?? 0;
      expect(busy(day)).toBeLessThan(72);
      expect(busy(load)).toBeGreaterThanOrEqual(1_200);
    } finally {
      await day.close();
      await load.close();
    }
  });
});
