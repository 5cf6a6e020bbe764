/**
 * All of today's orders of an account (docs/platform/legacy-api.md, "Paging"): ask for the newest
 * page, then follow each page's marker until one comes back empty. Orders can move between pages
 * while the day goes on, so the pages are united by order ID (first appearance wins the place,
 * records of one order are merged) and the provider's order is kept. A page cap and a
 * repeated-marker check stop a provider that never says "no more". One read holds at most
 * DEFAULT_MAX_ORDERS orders (the book then says `truncated`, as a capped history window does) and
 * ORDER_READ_MAX_BYTES of answers together, and a page holding more entries than the `count`
 * asked for is refused: a provider cannot make one read hold everything it sends.
 */
import type { OrderBook } from '../../../shared/domain/order-watch.ts';
import { mergeOrders } from '../../../shared/domain/order-assembly.ts';
import type { GroupOrder, Order, OrderListPage } from '../../../shared/domain/orders.ts';
import { fail, ok, type Result } from '../../../shared/result.ts';
import { LIMITS } from '../../../shared/spec-constants.ts';
import type { OrderPageRequest } from '../broker/broker-client.ts';

/** How to walk the pages. */
export interface PagingOptions {
  /** Orders per page (1-100); the provider's maximum by default, to keep the chain short. */
  pageSize?: number;
  /** Stop after this many pages even if the provider offers more. */
  maxPages?: number;
}

/** What else a walk can be told (v1: a window and filters, an early stop, a cap). */
export interface WalkOptions extends PagingOptions {
  /** v1 server-side window and filters, sent with every page. */
  filter?: OrderPageRequest['filter'];
  /**
   * After each page: `true` ends the walk there, as if it were the last page (not truncated). The
   * today rule stops once a page reaches before today: orders come newest first.
   */
  enough?: (page: OrderListPage) => boolean;
  /** Stop once this many orders (group members counted) are in hand; the book says `truncated`. */
  maxOrders?: number;
  /**
   * After each page the walk goes on from: the book of the pages so far. A first load shows it
   * at once rather than after the last page (the rest merges in as it comes).
   */
  onPage?: PartialBook;
}

/** The book of the pages read so far, and how many that is; the walk goes on after it. */
export type PartialBook = (book: OrderBook, pages: number) => void;

export const DEFAULT_PAGE_SIZE = LIMITS.orderListMaxCount;
/** 50 pages of 100: far above any day seen, low enough to end a runaway loop quickly. */
export const DEFAULT_MAX_PAGES = 50;
/** The most orders (group members counted) one read keeps when its caller names no cap: 50 full pages. */
export const DEFAULT_MAX_ORDERS = DEFAULT_MAX_PAGES * DEFAULT_PAGE_SIZE;
/** The most bytes of answers one read's pages hold together (each page is at most 8 MiB on its own). */
export const ORDER_READ_MAX_BYTES = 32 * 1024 * 1024;

const MIB = 1024 * 1024;

/** The day's orders and how they were obtained. */
export interface DayOrders {
  book: OrderBook;
  /** Requests made. */
  pages: number;
}

/** Fetches one page. */
export type PageFetcher = (page: OrderPageRequest) => Promise<Result<OrderListPage>>;

/** Group orders seen on several pages count once, by group ID; their members are united too. */
export function uniteGroups(groups: readonly GroupOrder[]): GroupOrder[] {
  const byId = new Map<string, GroupOrder>();
  const united: GroupOrder[] = [];
  for (const group of groups) {
    const id = group.groupOrderId;
    const seen = id === null ? undefined : byId.get(id);
    if (seen === undefined) {
      if (id !== null) byId.set(id, group);
      united.push(group);
      continue;
    }
    const merged: GroupOrder = { ...seen, orders: mergeOrders([...seen.orders, ...group.orders]) };
    byId.set(id as string, merged);
    united[united.indexOf(seen)] = merged;
  }
  return united;
}

/**
 * Walks every page. Any failed page fails the whole walk: half a day's orders shown as the whole
 * would hide orders. A capped walk says so in the book (`truncated`).
 */
export async function fetchAllOrders(fetchPage: PageFetcher, options: WalkOptions = {}): Promise<Result<DayOrders>> {
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  const maxPages = Math.max(1, options.maxPages ?? DEFAULT_MAX_PAGES);
  const maxOrders = options.maxOrders ?? DEFAULT_MAX_ORDERS;
  let bytes = 0;
  const orders: Order[] = [];
  const groups: GroupOrder[] = [];
  const markers = new Set<string>();
  let marker: string | undefined;
  let pages = 0;
  let truncated = false;
  let held = 0;
  const filter = options.filter === undefined ? {} : { filter: options.filter };
  for (;;) {
    const page = await fetchPage({ count: pageSize, ...(marker === undefined ? {} : { marker }), ...filter });
    pages += 1;
    if (!page.ok) return page;
    const entries = page.data.orders.length + page.data.groups.length;
    if (entries > pageSize) {
      return fail(
        'malformed',
        `Page ${pages} of the order list holds ${entries} orders, more than the ${pageSize} asked for: the provider's answer was not read.`,
      );
    }
    bytes += page.data.bytes ?? 0;
    if (bytes > ORDER_READ_MAX_BYTES) {
      return fail(
        'malformed',
        `The order list's pages came to more than ${ORDER_READ_MAX_BYTES / MIB} MB by page ${pages}: Strikeboard reads at most ${ORDER_READ_MAX_BYTES / MIB} MB of one account's orders at a time, so none of them were read.`,
      );
    }
    for (const order of page.data.orders) orders.push(order);
    for (const group of page.data.groups) groups.push(group);
    held += page.data.orders.length;
    for (const group of page.data.groups) held += group.orders.length;
    const next = page.data.marker;
    if (next === null || options.enough?.(page.data) === true) break;
    if (markers.has(next) || pages >= maxPages || held >= maxOrders) {
      truncated = true;
      break;
    }
    markers.add(next);
    marker = next;
    options.onPage?.({ orders: mergeOrders(orders), groups: uniteGroups(groups) }, pages);
  }
  const book: OrderBook = { orders: mergeOrders(orders), groups: uniteGroups(groups), ...(truncated ? { truncated } : {}) };
  return ok({ book, pages });
}
