import { describe, expect, it } from 'vitest';
import { createTodayOrdersSource } from '../../../../electron/backend/orders/v1-today-orders.ts';
import { silentLogger } from '../../../helpers/silent-logger.ts';
import { fakeV1Orders, placed } from './v1-fake-orders.ts';

const HOUR = 3_600_000;
/** 20 November 2026, 10:00 in New York (15:00Z); the day started at 05:00Z. */
const NOW = Date.parse('2026-11-20T15:00:00Z');
const DAY_START = Date.parse('2026-11-20T05:00:00Z');

const ids = (orders: readonly { orderId: string }[]): string[] => orders.map((order) => order.orderId);

describe('today’s orders on v1', () => {
  it('takes today’s orders of the two-day window and the older still-working ones: three requests at the start', async () => {
    const fake = fakeV1Orders([
      placed(10, NOW - HOUR, 'EXECUTED'),
      placed(9, DAY_START + 1, 'CANCELLED'),
      placed(8, DAY_START - 1, 'EXECUTED'), // yesterday 23:59:59.999: not today's
      placed(7, DAY_START - 20 * HOUR, 'OPEN'), // yesterday, still open (GTC)
      placed(3, DAY_START - 40 * 24 * HOUR, 'OPEN'), // 40 days ago, still open
      placed(2, DAY_START - 40 * 24 * HOUR, 'EXECUTED'),
    ]);
    const source = createTodayOrdersSource({ fetchPage: fake.fetchPage, fetchDetails: fake.fetchDetails, logger: silentLogger });
    const day = await source.fetch(NOW);
    if (!day.ok) throw new Error(day.error.message);
    expect(ids(day.data.book.orders)).toEqual(['10', '9', '7', '3']);
    expect(day.data.pages).toBe(3);
    expect(fake.requests.map((request) => request.filter)).toEqual([
      { from: '2026-11-19', to: '2026-11-20' },
      { from: '2024-11-21', to: '2026-11-20', status: 'OPEN' },
      { from: '2024-11-21', to: '2026-11-20', status: 'INDIVIDUAL_FILLS' },
    ]);
    expect(fake.requests.every((request) => request.count === 100)).toBe(true);
    // Later refreshes of a day with no older partly filled order: two requests.
    fake.requests.length = 0;
    const next = await source.fetch(NOW + 10_000);
    expect(next.ok && next.data.pages).toBe(2);
    expect(fake.requests.map((request) => request.filter?.status ?? 'window')).toEqual(['window', 'OPEN']);
  });

  it('lists an older partly filled order on a fresh start (status=OPEN does not return it)', async () => {
    const fake = fakeV1Orders([placed(10, NOW - HOUR), placed(4, DAY_START - 5 * 24 * HOUR, 'INDIVIDUAL_FILLS')]);
    const source = createTodayOrdersSource({ fetchPage: fake.fetchPage, fetchDetails: fake.fetchDetails, logger: silentLogger });
    const day = await source.fetch(NOW);
    expect(day.ok && day.data.book.orders.map((order) => [order.orderId, order.status])).toEqual([
      ['10', 'OPEN'],
      ['4', 'INDIVIDUAL_FILLS'],
    ]);
  });

  it('follows an older order through partly filled to filled instead of freezing it', async () => {
    const at = DAY_START - 10 * 24 * HOUR;
    const fake = fakeV1Orders([placed(10, NOW - HOUR), placed(3, at, 'OPEN')]);
    const source = createTodayOrdersSource({ fetchPage: fake.fetchPage, fetchDetails: fake.fetchDetails, logger: silentLogger });
    await source.fetch(NOW);
    const statusOf3 = (day: Awaited<ReturnType<typeof source.fetch>>) =>
      day.ok ? day.data.book.orders.find((order) => order.orderId === '3')?.status : day.error.code;
    fake.orders = [placed(10, NOW - HOUR), placed(3, at, 'INDIVIDUAL_FILLS')];
    const partly = await source.fetch(NOW + 10_000);
    expect(statusOf3(partly)).toBe('INDIVIDUAL_FILLS');
    expect(partly.ok && partly.data.pages).toBe(3); // window, OPEN, the single-order call
    // While it is partly filled: the INDIVIDUAL_FILLS ask finds it (no single-order call).
    fake.detailRequests.length = 0;
    const still = await source.fetch(NOW + 20_000);
    expect(statusOf3(still)).toBe('INDIVIDUAL_FILLS');
    expect(still.ok && still.data.pages).toBe(3); // window, OPEN, INDIVIDUAL_FILLS
    expect(fake.detailRequests).toEqual([]);
    fake.orders = [placed(10, NOW - HOUR), placed(3, at, 'EXECUTED')];
    const filled = await source.fetch(NOW + 30_000);
    expect(statusOf3(filled)).toBe('EXECUTED');
    expect(fake.detailRequests).toEqual(['3']);
    // Done working: kept for the day without asking again.
    const later = await source.fetch(NOW + 40_000);
    expect(statusOf3(later)).toBe('EXECUTED');
    expect(fake.detailRequests).toEqual(['3']);
    expect(later.ok && later.data.pages).toBe(2);
  });

  it('re-reads an older cancel-requested order every refresh until the cancel is settled', async () => {
    const at = DAY_START - 3 * 24 * HOUR;
    const fake = fakeV1Orders([placed(3, at, 'OPEN')]);
    const source = createTodayOrdersSource({ fetchPage: fake.fetchPage, fetchDetails: fake.fetchDetails, logger: silentLogger });
    await source.fetch(NOW);
    fake.orders = [placed(3, at, 'CANCEL_REQUESTED')];
    await source.fetch(NOW + 10_000);
    const again = await source.fetch(NOW + 20_000);
    expect(again.ok && again.data.book.orders.map((order) => order.status)).toEqual(['CANCEL_REQUESTED']);
    expect(fake.detailRequests).toEqual(['3', '3']);
    fake.orders = [placed(3, at, 'CANCELLED')];
    const settled = await source.fetch(NOW + 30_000);
    expect(settled.ok && settled.data.book.orders.map((order) => order.status)).toEqual(['CANCELLED']);
    expect(fake.detailRequests).toEqual(['3', '3', '3']);
  });

  it('stops paging at the first page that reaches before today', async () => {
    const today = Array.from({ length: 150 }, (_, i) => placed(1000 - i, NOW - i * 1000));
    const yesterday = Array.from({ length: 250 }, (_, i) => placed(500 - i, DAY_START - 1000 - i * 1000, 'EXECUTED'));
    const fake = fakeV1Orders([...today, ...yesterday]);
    const source = createTodayOrdersSource({ fetchPage: fake.fetchPage, fetchDetails: fake.fetchDetails, logger: silentLogger });
    const day = await source.fetch(NOW);
    if (!day.ok) throw new Error(day.error.message);
    expect(day.data.book.orders).toHaveLength(150);
    // Page 1: 100 of today; page 2: 50 of today and 50 of yesterday: stop. Then the OPEN and INDIVIDUAL_FILLS asks.
    const windowPages = fake.requests.filter((request) => request.filter?.status === undefined);
    expect(windowPages.map((request) => request.marker)).toEqual([undefined, '100']);
    expect(day.data.pages).toBe(windowPages.length + 2 + 1); // OPEN: 150 open orders, two pages; INDIVIDUAL_FILLS: one empty page
  });

  it('on a long day tells today’s orders of the window’s pages as they come; the older working ones come with the whole book', async () => {
    const today = Array.from({ length: 250 }, (_, i) => placed(1000 - i, NOW - i * 1000));
    const yesterday = Array.from({ length: 20 }, (_, i) => placed(500 - i, DAY_START - 1000 - i * 1000, 'EXECUTED'));
    const gtc = placed(3, DAY_START - 10 * 24 * HOUR, 'OPEN');
    const fake = fakeV1Orders([...today, ...yesterday, gtc]);
    const source = createTodayOrdersSource({ fetchPage: fake.fetchPage, fetchDetails: fake.fetchDetails, logger: silentLogger });
    const heard: { count: number; requests: number; pages: number }[] = [];
    const day = await source.fetch(NOW, undefined, (book, pages) => {
      expect(book.orders.every((order) => (order.placedAt ?? 0) >= DAY_START)).toBe(true);
      heard.push({ count: book.orders.length, requests: fake.requests.length, pages });
    });
    if (!day.ok) throw new Error(day.error.message);
    // Window pages of 100, 100 and 70 (50 of today): told after the first two, then once the window is read, before the OPEN ask.
    expect(heard).toEqual([
      { count: 100, requests: 1, pages: 1 },
      { count: 200, requests: 2, pages: 2 },
      { count: 250, requests: 3, pages: 3 },
    ]);
    expect(ids(day.data.book.orders)).toEqual([...ids(today), '3']);
  });

  it('tells nothing before the whole book on a day of one page', async () => {
    const fake = fakeV1Orders([placed(10, NOW - HOUR), placed(3, DAY_START - 10 * 24 * HOUR, 'OPEN')]);
    const source = createTodayOrdersSource({ fetchPage: fake.fetchPage, fetchDetails: fake.fetchDetails, logger: silentLogger });
    const heard: number[] = [];
    const day = await source.fetch(NOW, undefined, (_book, pages) => heard.push(pages));
    expect(day.ok && ids(day.data.book.orders)).toEqual(['10', '3']);
    expect(heard).toEqual([]);
  });

  it('keeps an older order that left OPEN today, fetched once, so its change is seen', async () => {
    const gtc = placed(3, DAY_START - 10 * 24 * HOUR, 'OPEN');
    const fake = fakeV1Orders([placed(10, NOW - HOUR), gtc]);
    const source = createTodayOrdersSource({ fetchPage: fake.fetchPage, fetchDetails: fake.fetchDetails, logger: silentLogger });
    const first = await source.fetch(NOW);
    expect(first.ok && ids(first.data.book.orders)).toEqual(['10', '3']);
    fake.orders = [placed(10, NOW - HOUR), placed(3, gtc.placedAt ?? 0, 'EXECUTED')];
    const second = await source.fetch(NOW + 10_000);
    expect(second.ok && second.data.book.orders.map((order) => [order.orderId, order.status])).toEqual([
      ['10', 'OPEN'],
      ['3', 'EXECUTED'],
    ]);
    expect(second.ok && second.data.pages).toBe(3);
    expect(fake.detailRequests).toEqual(['3']);
    // Kept for the rest of the day without asking again...
    const third = await source.fetch(NOW + 20_000);
    expect(third.ok && ids(third.data.book.orders)).toEqual(['10', '3']);
    expect(fake.detailRequests).toEqual(['3']);
    // ...and gone the next New York day, when only what is still open stays.
    const tomorrow = await source.fetch(Date.parse('2026-11-21T05:00:00Z'));
    expect(tomorrow.ok && ids(tomorrow.data.book.orders)).toEqual(['10']);
  });

  it('fails the whole refresh when a page fails (half a day shown as the whole would hide orders)', async () => {
    const fake = fakeV1Orders([placed(10, NOW - HOUR)]);
    let calls = 0;
    const source = createTodayOrdersSource({
      fetchPage: async (page) => (++calls === 2 ? { ok: false, error: { code: 'rate-limited', message: 'slow down' } } : fake.fetchPage(page)),
      fetchDetails: fake.fetchDetails,
      logger: silentLogger,
    });
    const day = await source.fetch(NOW);
    expect(day.ok ? 'ok' : day.error.code).toBe('rate-limited');
  });

  it('on a DST day counts the 25 hours of the day as today', async () => {
    const fallBack = Date.parse('2026-11-02T04:30:00Z'); // 23:30 EST on 1 November, a 25-hour day
    const fake = fakeV1Orders([placed(2, Date.parse('2026-11-01T04:00:00Z'), 'EXECUTED'), placed(1, Date.parse('2026-11-01T03:59:59Z'), 'EXECUTED')]);
    const source = createTodayOrdersSource({ fetchPage: fake.fetchPage, fetchDetails: fake.fetchDetails, logger: silentLogger });
    const day = await source.fetch(fallBack);
    expect(day.ok && ids(day.data.book.orders)).toEqual(['2']);
  });
});
