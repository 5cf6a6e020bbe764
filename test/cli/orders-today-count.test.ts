/**
 * The count of today's orders is one number in the app, the command line and the demo broker at
 * the same moment, and each says what it counts: orders, a group's members one each,
 * the groups apart, the older still-working ones apart. A real signed session against the demo
 * broker on loopback, its clock held; the app's count is the All tab's (visibleUnits), the
 * command line's the last line `orders` prints, the demo broker's its banner figure.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCommand } from '../../cli/flags/parse-command.ts';
import { runV1Orders } from '../../cli/commands/orders-v1.ts';
import { createQuotaMeter } from '../../electron/backend/broker/quota/quota-meter.ts';
import { createV1Client } from '../../electron/backend/broker/v1/api-client.ts';
import { createTodayOrdersSource } from '../../electron/backend/orders/v1-today-orders.ts';
import { effectiveSort } from '../../renderer/views/orders/table/order-columns.ts';
import { visibleUnits } from '../../renderer/views/orders/table/order-rows.ts';
import { newYorkDayStart } from '../../shared/domain/market-time.ts';
import { countOrders, orderCountWords } from '../../shared/domain/order-count.ts';
import { DEFAULT_QUOTA_PER_HOUR } from '../../shared/domain/quota.ts';
import { signedInDemo, skippingClock, type DemoFixture } from '../helpers/signed-in-demo.ts';
import { silentLogger } from '../helpers/silent-logger.ts';
import { fakeIo } from './fake-io.ts';

let fixture: DemoFixture;
beforeAll(async () => {
  // 14:30 in New York: the day's coverage block and more are placed, groups among them.
  fixture = await signedInDemo({ api: 'v1', start: '2026-06-10T18:30:00Z' });
});
afterAll(() => fixture.close());

const clientOf = (f: DemoFixture) => {
  const clock = skippingClock(f.time);
  const meter = createQuotaMeter({ clock, limits: () => DEFAULT_QUOTA_PER_HOUR });
  return { clock, client: createV1Client({ session: f.session, environment: { ...f.environment, api: 'v1' }, clock, meter }) };
};

describe.each(['83405188', '83409917'])('account %s: today’s orders counted', (accountId) => {
  it('are one number in the app, the command line and the demo broker', async () => {
    const account = fixture.broker.accounts.find((candidate) => candidate.accountId === accountId);
    if (account === undefined) throw new Error(`no demo account ${accountId}`);
    const { client, clock } = clientOf(fixture);
    const now = clock.now();

    // The app: the watcher's source, and the All tab's count of its book.
    const source = createTodayOrdersSource({
      fetchPage: (page) => client.getOrderPage(account.accountIdKey, page),
      fetchDetails: (id) => client.getOrderDetails(account.accountIdKey, id),
      logger: silentLogger,
    });
    const day = await source.fetch(now);
    if (!day.ok) throw new Error(day.error.message);
    const all = visibleUnits(day.data.book, { tab: 'all', search: '', sort: effectiveSort(null) }).counts.all;
    const dayStart = newYorkDayStart(now);
    const count = countOrders(day.data.book, dayStart);
    const book = day.data.book;
    const placedToday = countOrders({
      orders: book.orders.filter((order) => (order.placedAt ?? now) >= dayStart),
      groups: book.groups.filter((group) => group.orders.every((member) => (member.placedAt ?? now) >= dayStart)),
    });

    // The command line, at the same moment.
    const { io, out } = fakeIo();
    const parsed = parseCommand(['orders', '--account', accountId]);
    if (!parsed.ok || parsed.data.name !== 'orders') throw new Error('bad command');
    const ran = await runV1Orders(parsed.data, client, account.accountIdKey, { ...io, clock });
    expect(ran.ok).toBe(true);
    const last = out.at(-1) ?? '';

    expect(count.orders).toBe(all);
    expect(last).toBe(`${orderCountWords(count)} today (New York), in ${day.data.pages} requests.`);
    expect(last.startsWith(`${all.toLocaleString('en-US')} orders`)).toBe(true);
    // The demo broker says what was placed today: the list's orders less the older working ones.
    expect(account.today).toEqual({ orders: placedToday.orders, groups: placedToday.groups, inGroups: placedToday.inGroups });
    expect(placedToday.orders).toBe(count.orders - count.earlier);
    // A day with groups says so: their members are counted, the groups said apart.
    expect(count.groups).toBeGreaterThan(0);
    expect(last).toMatch(/^[\d,]+ orders \([\d,]+ of them in [\d,]+ group orders/);
  });
});

describe('the words of a count', () => {
  it('say what is counted, one and many', () => {
    expect(orderCountWords({ orders: 1, groups: 0, inGroups: 0, earlier: 0 })).toBe('1 order');
    expect(orderCountWords({ orders: 58, groups: 0, inGroups: 0, earlier: 0 })).toBe('58 orders');
    expect(orderCountWords({ orders: 1450, groups: 87, inGroups: 174, earlier: 3 })).toBe(
      '1,450 orders (174 of them in 87 group orders; 3 placed before today, still working)',
    );
    expect(orderCountWords({ orders: 2, groups: 1, inGroups: 2, earlier: 0 })).toBe('2 orders (2 of them in 1 group order)');
    expect(orderCountWords({ orders: 2, groups: 0, inGroups: 0, earlier: 1 })).not.toMatch(/\b1 orders\b|#\?/);
  });
});
