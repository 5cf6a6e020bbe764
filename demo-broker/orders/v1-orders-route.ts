/**
 * GET /v1/accounts/{accountIdKey}/orders and /orders/{orderId} (docs/platform/current-api.md,
 * "Orders"): the account's history newest first, filtered and paged. The marker is the placedTime
 * (ms, as digits text, as in the live sample) of the page's last order, and the next page holds the
 * orders placed strictly before it: orders placed since the first page wait for the next refresh
 * from the top, so paging neither loses nor repeats an order while the day moves. `marker` and
 * `next` appear only when another page exists; `next` names an internal host and only the marker,
 * as the platform's links do (clients must build their own URLs). An empty answer is 204.
 */
import { DEMO_ACCOUNTS, type DemoAccount } from '../accounts.ts';
import type { Clock } from '../clock.ts';
import { V1ApiError, type ApiRequest } from '../http/api-request.ts';
import type { Reply } from '../http/reply.ts';
import { V1_ERROR_CODES } from '../wire/v1-errors.ts';
import { noContentReply, v1Reply } from '../wire/v1-wire.ts';
import type { DatedEntry, V1OrderHistory } from './v1-account-history.ts';
import { entryEvents } from './v1-order-events.ts';
import { parseV1OrderQuery, type V1OrderQuery } from './v1-order-query.ts';
import { marketSessionOf, v1StateAt } from './v1-order-status.ts';
import { orderTree, v1OrderId } from './v1-order-wire.ts';
import { cannedOrdersTree } from './v1-sandbox-orders.ts';

/** The host `next` and `details` links name: not this broker, as on the platform. */
export const LINK_HOST = 'http://orders-internal.demo.invalid:8080';

/** The account a key names for this user; 102 for an unknown key, 100 for another user's. */
export function accountFor(request: ApiRequest): DemoAccount {
  const key = request.path.accountIdKey ?? '';
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.accountIdKey === key);
  if (!account) throw new V1ApiError(400, V1_ERROR_CODES.invalidAccountKey, 'Invalid account key');
  if (account.owner !== request.username) throw new V1ApiError(400, V1_ERROR_CODES.unavailable, 'The account key does not belong to the user');
  return account;
}

function matches(dated: DatedEntry, query: V1OrderQuery, now: number): boolean {
  const { entry } = dated;
  if (query.before !== null && entry.placedAt >= query.before) return false;
  if (query.window && (entry.placedAt < query.window.from || entry.placedAt >= query.window.to)) return false;
  const legs = entry.orders.flatMap((order) => order.legs);
  if (query.symbols && !legs.some((leg) => query.symbols?.has(leg.symbol))) return false;
  if (query.securityType && !legs.some((leg) => (leg.option ? 'OPTN' : 'EQ') === query.securityType)) return false;
  if (query.marketSession && marketSessionOf(entry.placedAt) !== query.marketSession) return false;
  if (query.status && !entry.orders.some((order) => v1StateAt(order, now, dated.dayEnd).status === query.status)) return false;
  return true;
}

const detailsUrl = (key: string, entry: DatedEntry, suffix: string): string => `${LINK_HOST}/v1/accounts/${key}/orders/${v1OrderId(entry.entry)}${suffix}`;

/** The list handler over the history and the market clock. */
export function v1OrderListHandler(history: V1OrderHistory, market: Clock, canned: boolean): (request: ApiRequest) => Reply {
  return (request) => {
    if (canned || request.environment === 'sandbox') return v1Reply(200, request.format, 'OrdersResponse', cannedOrdersTree());
    const account = accountFor(request);
    const query = parseV1OrderQuery(request.query);
    const now = market.now();
    const all = history.entriesBy(account, now);
    const page: DatedEntry[] = [];
    let more = false;
    for (const dated of all) {
      if (!matches(dated, query, now)) continue;
      if (page.length === query.count) {
        more = true;
        break;
      }
      page.push(dated);
    }
    if (page.length === 0) return noContentReply();
    const suffix = request.format === 'json' ? '.json' : '';
    const last = page[page.length - 1];
    const marker = more && last ? String(last.entry.placedAt) : undefined;
    return v1Reply(200, request.format, 'OrdersResponse', {
      marker,
      next: marker === undefined ? undefined : `${LINK_HOST}/v1/accounts/${account.accountIdKey}/orders${suffix}?marker=${marker}`,
      Order: page.map((dated) => orderTree(dated, now, detailsUrl(account.accountIdKey, dated, suffix))),
    });
  };
}

/** The single-order handler: the order with its events; the sandbox answers error 100. */
export function v1OrderDetailsHandler(history: V1OrderHistory, market: Clock, canned: boolean): (request: ApiRequest) => Reply {
  return (request) => {
    if (canned || request.environment === 'sandbox') throw new V1ApiError(400, V1_ERROR_CODES.unavailable, 'Service is temporarily unavailable');
    const account = accountFor(request);
    const idText = request.path.orderId ?? '';
    const now = market.now();
    const all = history.entriesBy(account, now);
    const id = /^\d{1,15}$/.test(idText) ? Number(idText) : Number.NaN;
    // A group answers to its own id and to its members'.
    const dated = all.find(({ entry }) => v1OrderId(entry) === id || entry.orders.some((order) => order.orderId === id));
    if (!dated) throw new V1ApiError(404, V1_ERROR_CODES.unknownOrder, `Invalid order id "${idText}"`);
    const suffix = request.format === 'json' ? '.json' : '';
    const order = orderTree(dated, now, detailsUrl(account.accountIdKey, dated, suffix));
    return v1Reply(200, request.format, 'OrdersResponse', { Order: [{ ...order, Events: { Event: entryEvents(dated, now) } }] });
  };
}
