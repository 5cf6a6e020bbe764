/**
 * Paged reads that a provider would make hold everything, on loopback with the real v1 client and
 * decoders: a portfolio or an order page holding more than the `count` asked is refused naming the
 * page; a portfolio past PORTFOLIO_MAX_POSITIONS positions, or past PORTFOLIO_READ_MAX_BYTES of
 * pages, and an order read past ORDER_READ_MAX_BYTES are clear errors, stopped there; a day of
 * more than DEFAULT_MAX_ORDERS orders (groups' members counted) is capped and says `truncated`,
 * as a history window is.
 */
import { describe, expect, it } from 'vitest';
import { PORTFOLIO_MAX_POSITIONS, PORTFOLIO_READ_MAX_BYTES } from '../../../../../electron/backend/broker/v1/portfolio-pages.ts';
import { DEFAULT_MAX_ORDERS, fetchAllOrders, ORDER_READ_MAX_BYTES } from '../../../../../electron/backend/orders/order-paging.ts';
import { generateV1OrderList } from '../../../../fixtures/wire/generate-v1-orders.ts';
import { generateV1Portfolio } from '../../../../fixtures/wire/generate-v1-portfolio.ts';
import { renderV1Json, type V1Value } from '../../../../fixtures/wire/v1-render.ts';
import { loopbackClient, suiteLoopback } from './v1-loopback.ts';

const KEY = 'dBZOKt9xDrtRSAOl4MSiiA';
const loopback = suiteLoopback();
const client = () => loopbackClient(loopback(), { now: '2026-11-20T20:30:00Z', limits: { accounts: 1e6, orders: 1e6 } }).client;
const pageNumberOf = (url: string): number => Number(new URL(url, 'http://x').searchParams.get('pageNumber') ?? '1');
const markerOf = (url: string): number => Number(new URL(url, 'http://x').searchParams.get('marker') ?? '0');

/** Portfolio page `n` of `positions` positions with IDs of their own, naming `next` (null: the last); `pad` bytes of padding each. */
function portfolioPage(n: number, positions: number, next: number | null, pad = 0): string {
  const document = generateV1Portfolio(positions, 'QUICK') as {
    AccountPortfolio: { Position: { positionId: number; padding?: string }[]; nextPageNo?: number; totalPages?: number }[];
  };
  const account = document.AccountPortfolio[0];
  if (account === undefined) throw new Error('no account');
  account.Position.forEach((position, i) => {
    position.positionId = n * 100_000 + i;
    if (pad > 0) position.padding = 'x'.repeat(pad);
  });
  if (next !== null) account.nextPageNo = next;
  account.totalPages = next ?? n;
  return renderV1Json('PortfolioResponse', document as unknown as V1Value);
}

/** An order page of `entries` entries (each a group of two orders when `groups`) and a marker to page `next`. */
function orderPage(n: number, entries: number, next: number | null, options: { groups?: boolean; pad?: number } = {}): string {
  const source = generateV1OrderList(25 * entries) as { Order: { orderId: number; orderType: string; padding?: string }[]; marker?: string };
  const picked = source.Order.filter((order) => (order.orderType === 'ONE_CANCELS_ALL') === (options.groups === true)).slice(0, entries);
  if (picked.length < entries) throw new Error('too few generated entries');
  picked.forEach((order, i) => {
    order.orderId = n * 1_000 + i;
    if (options.pad !== undefined) order.padding = 'x'.repeat(options.pad);
  });
  const document: Record<string, unknown> = { Order: picked };
  if (next !== null) document.marker = String(next);
  return JSON.stringify({ OrdersResponse: document });
}

describe('a portfolio read', () => {
  it('refuses a page holding more positions than the count asked, naming the page', async () => {
    loopback().setScript((url) => ({ status: 200, body: pageNumberOf(url) === 1 ? portfolioPage(1, 100, 2) : portfolioPage(2, 150, null) }));
    const read = await client().getPortfolio(KEY, { view: 'QUICK' });
    expect(read).toEqual({
      ok: false,
      error: { code: 'malformed', message: "Page 2 of the portfolio holds 150 positions, more than the 100 asked for: the provider's answer was not read." },
    });
  });

  it(`stops past ${PORTFOLIO_MAX_POSITIONS.toLocaleString('en-US')} positions with words`, async () => {
    const pages = PORTFOLIO_MAX_POSITIONS / 100 + 5;
    loopback().setScript((url) => {
      const n = pageNumberOf(url);
      return { status: 200, body: portfolioPage(n, 100, n < pages ? n + 1 : null) };
    });
    const read = await client().getPortfolio(KEY, { view: 'QUICK' });
    expect(read).toEqual({
      ok: false,
      error: { code: 'unsupported', message: 'The portfolio has more than 10,000 positions; Strikeboard shows at most 10,000.' },
    });
    // Read no further than the page that passed it.
    expect(loopback().received).toHaveLength(PORTFOLIO_MAX_POSITIONS / 100 + 1);
  });

  it(`stops past ${PORTFOLIO_READ_MAX_BYTES / 2 ** 20} MB of pages with words`, async () => {
    // Pages of 100 positions near the 8 MiB cap on one answer.
    const body = (n: number) => portfolioPage(n, 100, n + 1, 75_000);
    loopback().setScript((url) => ({ status: 200, body: body(pageNumberOf(url)) }));
    const read = await client().getPortfolio(KEY, { view: 'QUICK' });
    expect(read).toMatchObject({
      ok: false,
      error: {
        code: 'unsupported',
        message: expect.stringMatching(/^The portfolio's pages came to more than 64 MB by page 9; Strikeboard reads at most 64 MB of one portfolio\.$/),
      },
    });
    expect(loopback().received).toHaveLength(9);
  }, 60_000);
});

describe('an order read', () => {
  const walk = () => {
    const api = client();
    return fetchAllOrders((page) => api.getOrderPage(KEY, page));
  };

  it('refuses a page holding more entries than the count asked, naming the page', async () => {
    loopback().setScript((url) => ({ status: 200, body: markerOf(url) === 0 ? orderPage(0, 100, 1) : orderPage(1, 101, null) }));
    expect(await walk()).toEqual({
      ok: false,
      error: { code: 'malformed', message: "Page 2 of the order list holds 101 orders, more than the 100 asked for: the provider's answer was not read." },
    });
  });

  it(`stops past ${ORDER_READ_MAX_BYTES / 2 ** 20} MB of pages with words`, async () => {
    loopback().setScript((url) => ({ status: 200, body: orderPage(markerOf(url), 100, markerOf(url) + 1, { pad: 75_000 }) }));
    expect(await walk()).toEqual({
      ok: false,
      error: {
        code: 'malformed',
        message:
          "The order list's pages came to more than 32 MB by page 5: Strikeboard reads at most 32 MB of one account's orders at a time, so none of them were read.",
      },
    });
    expect(loopback().received).toHaveLength(5);
  }, 60_000);

  it(`caps today's book at ${DEFAULT_MAX_ORDERS.toLocaleString('en-US')} orders (groups' members counted) and says it is truncated`, async () => {
    // 100 groups of two a page: the cap is reached after 25 pages, well before the 50-page cap.
    loopback().setScript((url) => ({ status: 200, body: orderPage(markerOf(url), 100, markerOf(url) + 1, { groups: true }) }));
    const read = await walk();
    if (!read.ok) throw new Error(read.error.message);
    expect(read.data.book.truncated).toBe(true);
    expect(read.data.pages).toBe(DEFAULT_MAX_ORDERS / 200);
    expect(read.data.book.groups).toHaveLength(DEFAULT_MAX_ORDERS / 2);
  }, 60_000);
});
