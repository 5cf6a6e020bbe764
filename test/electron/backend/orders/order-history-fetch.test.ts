import { describe, expect, it } from 'vitest';
import { fetchOrderHistory, historyWindowProblem } from '../../../../electron/backend/orders/order-history-fetch.ts';
import type { OrderHistoryQuery } from '../../../../shared/domain/order-history.ts';
import { fakeV1Orders, placed } from './v1-fake-orders.ts';

const NOW = Date.parse('2026-11-20T15:00:00Z');
const DAY = 86_400_000;
const KEY = 'dBZOKt9xDrtRSAOl4MSiiA';
const query = (fields: Partial<OrderHistoryQuery> = {}): OrderHistoryQuery => ({ accountKey: KEY, from: '2026-10-01', to: '2026-11-20', ...fields });

describe('order history on v1', () => {
  it('sends the window and the filters with every page, pages of 100, and loses or repeats nothing', async () => {
    const all = Array.from({ length: 250 }, (_, i) => placed(10_000 - i, NOW - i * 3_600_000, i % 3 === 0 ? 'EXECUTED' : 'OPEN'));
    const fake = fakeV1Orders(all);
    const history = await fetchOrderHistory(fake.fetchPage, query({ symbols: ['IBM'], securityType: 'EQ' }), NOW);
    if (!history.ok) throw new Error(history.error.message);
    expect(history.data.book.orders.map((order) => order.orderId)).toEqual(all.map((order) => order.orderId));
    expect(history.data.capped).toBeNull();
    expect(fake.requests.map((request) => [request.marker, request.count])).toEqual([
      [undefined, 100],
      ['100', 100],
      ['200', 100],
    ]);
    expect(fake.requests[0]?.filter).toEqual({ from: '2026-10-01', to: '2026-11-20', symbols: ['IBM'], securityType: 'EQ' });
  });

  it('a one-day window: the wire asks from the day before, the answer keeps only the day (New York), paging stops before the day', async () => {
    // 19 November in New York: 05:00Z on the 19th to 05:00Z on the 20th.
    const dayStart = Date.parse('2026-11-19T05:00:00Z');
    const onTheDay = Array.from({ length: 120 }, (_, i) => placed(5_000 - i, dayStart + DAY - 60_000 - i * 60_000, 'EXECUTED'));
    const before = Array.from({ length: 150 }, (_, i) => placed(4_000 - i, dayStart - 1 - i * 60_000, 'EXECUTED'));
    const older = Array.from({ length: 150 }, (_, i) => placed(3_000 - i, dayStart - 2 * DAY - i * 60_000, 'EXECUTED'));
    const fake = fakeV1Orders([...onTheDay, ...before, ...older]);
    const asked: unknown[] = [];
    // The URL builder's widening (api-requests.ts), as the platform sees it.
    const wire: typeof fake.fetchPage = (page) => {
      asked.push(page.filter);
      const filter = page.filter;
      return fake.fetchPage(filter !== undefined && filter.from === filter.to ? { ...page, filter: { ...filter, from: '2026-11-18' } } : page);
    };
    const history = await fetchOrderHistory(wire, query({ from: '2026-11-19', to: '2026-11-19' }), NOW);
    if (!history.ok) throw new Error(history.error.message);
    expect(history.data.book.orders.map((order) => order.orderId)).toEqual(onTheDay.map((order) => order.orderId));
    expect(history.data.query).toMatchObject({ from: '2026-11-19', to: '2026-11-19' });
    expect(history.data.capped).toBeNull();
    // Page 1: 100 of the day; page 2: 20 of the day and 80 of the day before: stop there.
    expect(fake.requests.map((request) => request.marker)).toEqual([undefined, '100']);
    expect(asked[0]).toEqual({ from: '2026-11-19', to: '2026-11-19' });
  });

  it('caps a huge window at the newest N and says so', async () => {
    const all = Array.from({ length: 450 }, (_, i) => placed(10_000 - i, NOW - i * 60_000));
    const fake = fakeV1Orders(all);
    const history = await fetchOrderHistory(fake.fetchPage, query(), NOW, { maxOrders: 120 });
    if (!history.ok) throw new Error(history.error.message);
    expect(history.data.capped).toEqual({ shown: 120 });
    expect(history.data.book.orders.map((order) => order.orderId)).toEqual(all.slice(0, 120).map((order) => order.orderId));
    expect(fake.requests).toHaveLength(2); // stopped as soon as the cap was reached
  });

  it.each([
    [{ from: '2026-11-21', to: '2026-11-20' }, 'The window ends before it starts.'],
    [{ from: '2026-11-01', to: '2026-11-21' }, 'The window ends after today (2026-11-20, New York).'],
    [{ from: '2024-11-20', to: '2026-11-20' }, 'The platform keeps two years of orders: choose a window of at most two years.'],
    [{ from: '2024-11-21', to: '2026-11-20' }, null],
    [{ from: '2026-11-20', to: '2026-11-20' }, null],
  ])('window %j: %s', (window, problem) => {
    expect(historyWindowProblem(window, NOW)).toBe(problem);
  });

  it('refuses a window the platform would refuse, without asking', async () => {
    const fake = fakeV1Orders([]);
    const history = await fetchOrderHistory(fake.fetchPage, query({ from: '2020-01-01' }), NOW);
    expect(history.ok ? 'ok' : history.error.code).toBe('invalid-argument');
    expect(fake.requests).toEqual([]);
  });

  it('answers an empty window with an empty book', async () => {
    const fake = fakeV1Orders([placed(1, NOW - 100 * DAY)]);
    const history = await fetchOrderHistory(fake.fetchPage, query(), NOW);
    expect(history.ok && history.data).toMatchObject({ book: { orders: [], groups: [] }, capped: null, fetchedAt: NOW });
  });
});
