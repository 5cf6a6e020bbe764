/** GET .../orderlist/{accountId}: the account's orders of the day, newest first, one page. */
import { DEMO_ACCOUNTS } from '../accounts.ts';
import type { Clock } from '../clock.ts';
import { BadParameterError, type ApiRequest } from '../http/api-request.ts';
import { wireReply, type Reply } from '../http/reply.ts';
import type { OrderBook } from './order-book.ts';
import { orderListTree } from './order-wire.ts';
import { pageOf, parseCount, parseMarker } from './order-paging.ts';

/** Builds the order list handler over a book and the market clock. */
export function orderListHandler(book: OrderBook, market: Clock): (request: ApiRequest) => Reply {
  return (request) => {
    const accountId = request.path.accountId ?? '';
    if (!/^\d{1,12}$/.test(accountId)) throw new BadParameterError(`Invalid account ID "${accountId}" (numeric expected)`);
    const account = DEMO_ACCOUNTS.find((candidate) => candidate.accountId === accountId);
    // Someone else's account is as unknown as a missing one: no hint that it exists.
    if (!account || account.owner !== request.username) throw new BadParameterError(`Invalid account ID ${accountId}`);
    const now = market.now();
    const count = parseCount(request.query);
    const cursor = parseMarker(request.query, now);
    const day = book.dayAt(accountId, cursor?.snapshot ?? now);
    if (!day) throw new BadParameterError(`Invalid account ID ${accountId}`);
    const page = pageOf(day, cursor, count, now);
    return wireReply(200, request.format, 'GetOrderListResponse', orderListTree(page.entries, page.marker, now));
  };
}
