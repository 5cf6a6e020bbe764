/**
 * The v1 order calls (docs/platform/current-api.md, "Orders"), either format, into the shared
 * models: `GET /v1/accounts/{key}/orders` → one OrderListPage; the undocumented single-order call
 * `GET /v1/accounts/{key}/orders/{id}` → OrderDetails with the events. `next` and `details` links
 * are never read: the client builds its own URLs from the marker.
 */
import type { OrderDetails, OrderEvent } from '../../../../../shared/domain/order-history.ts';
import { emptyOrderListPage, type GroupOrder, type Order, type OrderListPage } from '../../../../../shared/domain/orders.ts';
import { fail, type Result } from '../../../../../shared/result.ts';
import type { ResponseBody } from '../../common/decode/decode-response.ts';
import { asNode, eachNode, readText, type Node } from '../../common/decode/scalars.ts';
import { decodeV1ListResponse } from './no-records.ts';
import { orderMs } from './order-times.ts';
import { readLegs, readV1Order } from './read-v1-order.ts';
import { decodeV1Response } from './v1-response.ts';

const ROOT = 'OrdersResponse';

/** Orders and groups of an OrdersResponse, in the platform's order (newest first). */
const readOrders = (content: Node): { orders: Order[]; groups: GroupOrder[] } => {
  const orders: Order[] = [];
  const groups: GroupOrder[] = [];
  eachNode(content.Order, 'Order', (node) => {
    const entry = readV1Order(node);
    if (entry.kind === 'order') orders.push(entry.order);
    else groups.push(entry.group);
  });
  return { orders, groups };
};

/** The marker of the next page (digits on the wire, opaque to us); `null` when absent or empty. */
const readMarker = (content: Node): string | null => readText(content.marker) ?? null;

/** The content of the root element; an empty one (`<OrdersResponse/>`) holds no orders. */
const contentOf = (content: unknown): Node => asNode(content) ?? {};

const readPage = (raw: unknown): OrderListPage => {
  const content = contentOf(raw);
  const { orders, groups } = readOrders(content);
  const count = orders.length + groups.reduce((sum, group) => sum + group.orders.length, 0);
  return { count, marker: readMarker(content), orders, groups };
};

/**
 * One page of the v1 order list: orders (spreads with their legs), groups with numbered members,
 * marker `null` when there is no next page. 204, an empty body or error 105 ("no records") is an
 * empty page; other errors are explained from the v1 code table. Never throws.
 */
export const decodeV1OrderList = (response: ResponseBody): Result<OrderListPage> =>
  decodeV1ListResponse(response, { root: ROOT, what: 'an order list', read: readPage, empty: emptyOrderListPage });

const NO_DETAILS = (): OrderDetails => ({ order: null, group: null, events: [] });

/** The events of an order, oldest first (an event without a time sorts last, in the platform's order). */
const readEvents = (order: Node): OrderEvent[] => {
  const events: OrderEvent[] = [];
  eachNode(order.Events, 'Events', (container) => {
    eachNode(container.Event, 'Event', (event) => {
      events.push({ name: readText(event.name) ?? 'UNKNOWN', time: orderMs(event.dateTime), legs: readLegs(event.Instrument) });
    });
  });
  return events
    .map((event, position) => ({ event, position }))
    .sort((a, b) => (a.event.time ?? Number.POSITIVE_INFINITY) - (b.event.time ?? Number.POSITIVE_INFINITY) || a.position - b.position)
    .map(({ event }) => event);
};

const readDetails = (raw: unknown): OrderDetails => {
  const content = contentOf(raw);
  let first: Node | undefined;
  eachNode(content.Order, 'Order', (node) => {
    first ??= node;
  });
  if (first === undefined) return NO_DETAILS();
  const entry = readV1Order(first);
  const events = readEvents(first);
  return entry.kind === 'order' ? { order: entry.order, group: null, events } : { order: null, group: entry.group, events };
};

/**
 * The single-order call: the order (or the group) with its event timeline. An answer without the
 * order (204) is `not-found`-like: `malformed` would blame the platform, so it says what happened.
 */
export const decodeV1OrderDetails = (response: ResponseBody): Result<OrderDetails> => {
  // Errors in words from the v1 code table (the sandbox answers this call with 100); a 105 stays a
  // failure here: "no such order" is worth saying, an empty order is not.
  // A 404 with the provider's error: no such order in this account (asking again gets the same answer).
  const decoded = decodeV1Response(response, {
    root: ROOT,
    what: 'an order',
    read: readDetails,
    empty: NO_DETAILS,
    notFound: 'The provider has no such order in this account',
  });
  if (decoded.ok && decoded.data.order === null && decoded.data.group === null) return fail('provider', 'The provider answered without the order.');
  return decoded;
};
