/**
 * Paging (docs/platform/legacy-api.md, "Paging"): markers followed until an empty one, pages united
 * by order ID in the provider's order, a page cap, a repeated marker, a failing page.
 */
import { describe, expect, it } from 'vitest';
import type { OrderPageRequest } from '../../../../electron/backend/broker/broker-client.ts';
import { fetchAllOrders } from '../../../../electron/backend/orders/order-paging.ts';
import type { OrderListPage } from '../../../../shared/domain/orders.ts';
import { fail, ok, type Result } from '../../../../shared/result.ts';
import { order, page } from './order-builders.ts';

/** Serves scripted pages by marker ('' = the first). */
function scripted(pages: Record<string, Result<OrderListPage>>) {
  const asked: OrderPageRequest[] = [];
  const fetchPage = async (request: OrderPageRequest) => {
    asked.push(request);
    const answer = pages[request.marker ?? ''];
    if (answer === undefined) throw new Error(`no page for marker ${request.marker}`);
    return answer;
  };
  return { asked, fetchPage };
}

const ids = (result: Awaited<ReturnType<typeof fetchAllOrders>>) => (result.ok ? result.data.book.orders.map((o) => o.orderId) : []);

describe('following markers', () => {
  it('asks for full pages and follows each marker until one is empty', async () => {
    const { asked, fetchPage } = scripted({
      '': ok(page('m1', order(9), order(8))),
      m1: ok(page('m2', order(7), order(6))),
      m2: ok(page(null, order(5))),
    });
    const result = await fetchAllOrders(fetchPage);
    expect(asked).toEqual([{ count: 100 }, { count: 100, marker: 'm1' }, { count: 100, marker: 'm2' }]);
    expect(ids(result)).toEqual(['9', '8', '7', '6', '5']);
    expect(result.ok && result.data.pages).toBe(3);
    expect(result.ok && result.data.book.truncated).toBeUndefined();
  });

  it('keeps one record per order ID, where the provider first listed it', async () => {
    // Order 7 moved down between two requests and is listed on both pages.
    const { fetchPage } = scripted({
      '': ok(page('m1', order(9), order(7, { status: 'OPEN' }))),
      m1: ok(page(null, order(7, { status: 'OPEN' }), order(6))),
    });
    expect(ids(await fetchAllOrders(fetchPage))).toEqual(['9', '7', '6']);
  });

  it('stops at the page cap and says the book is truncated', async () => {
    const endless = async (request: OrderPageRequest) => ok(page(`m${Number((request.marker ?? 'm0').slice(1)) + 1}`, order(request.marker ?? 'first')));
    const result = await fetchAllOrders(endless, { maxPages: 4 });
    expect(result.ok && result.data.pages).toBe(4);
    expect(result.ok && result.data.book.truncated).toBe(true);
  });

  it('stops when the provider hands out a marker it gave before', async () => {
    const { asked, fetchPage } = scripted({ '': ok(page('m1', order(1))), m1: ok(page('m1', order(2))) });
    const result = await fetchAllOrders(fetchPage);
    expect(asked).toHaveLength(2);
    expect(result.ok && result.data.book).toMatchObject({ truncated: true });
  });

  it('fails as a whole when one page fails: half a day must not pass for all of it', async () => {
    const { fetchPage } = scripted({ '': ok(page('m1', order(1))), m1: fail('timeout', 'too slow') });
    expect(await fetchAllOrders(fetchPage)).toEqual(fail('timeout', 'too slow'));
  });

  it('tells the book of the pages so far after each page it goes on from, never after the last', async () => {
    const { fetchPage } = scripted({
      '': ok(page('m1', order(9), order(8))),
      m1: ok(page('m2', order(8), order(7))),
      m2: ok(page(null, order(6))),
    });
    const heard: { ids: string[]; pages: number }[] = [];
    const result = await fetchAllOrders(fetchPage, { onPage: (book, pages) => heard.push({ ids: book.orders.map((o) => o.orderId), pages }) });
    // United as the whole book is: order 8, on two pages, once.
    expect(heard).toEqual([
      { ids: ['9', '8'], pages: 1 },
      { ids: ['9', '8', '7'], pages: 2 },
    ]);
    expect(ids(result)).toEqual(['9', '8', '7', '6']);
  });

  it('tells nothing for a day of one page, nor after the page that ends the walk early', async () => {
    const heard: number[] = [];
    await fetchAllOrders(scripted({ '': ok(page(null, order(1))) }).fetchPage, { onPage: (_book, pages) => heard.push(pages) });
    await fetchAllOrders(scripted({ '': ok(page('m1', order(1))) }).fetchPage, { onPage: (_book, pages) => heard.push(pages), enough: () => true });
    await fetchAllOrders(scripted({ '': ok(page('m1', order(1))), m1: ok(page('m1', order(2))) }).fetchPage, { onPage: (_book, pages) => heard.push(pages) });
    // Only the first page of the repeated-marker walk was followed by another request.
    expect(heard).toEqual([1]);
  });

  it('an empty answer (204) is an empty day', async () => {
    const { fetchPage } = scripted({ '': ok({ count: 0, marker: null, orders: [], groups: [] }) });
    const result = await fetchAllOrders(fetchPage);
    expect(result.ok && result.data.book).toEqual({ orders: [], groups: [] });
  });
});
