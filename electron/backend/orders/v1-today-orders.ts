/**
 * Today's orders of one account on v1, by the rule in today-window.ts: the two-day window paged
 * until a page reaches before today, the still-working older orders (status=OPEN every refresh,
 * status=INDIVIDUAL_FILLS when the rule needs it), the older working orders no list answers
 * (PARTIAL, CANCEL_REQUESTED, or just left OPEN) by the single-order call on every refresh, and
 * the older orders that stopped working today, kept for the day. Keeps only what the rule needs
 * between refreshes: the older orders of today's book, by platform orderId.
 */
import type { OrderDetails } from '../../../shared/domain/order-history.ts';
import type { OrderBook } from '../../../shared/domain/order-watch.ts';
import { mergeOrders } from '../../../shared/domain/order-assembly.ts';
import { PARTLY_FILLED_STATUSES, platformIdOf, type GroupOrder, type Order, type OrderListPage } from '../../../shared/domain/orders.ts';
import { ok, type Result } from '../../../shared/result.ts';
import type { Logger } from '../services.ts';
import { fetchAllOrders, uniteGroups, type DayOrders, type PageFetcher, type PagingOptions, type PartialBook } from './order-paging.ts';
import { todayWindow } from './today-window.ts';

/** What the source needs: pages and, for orders leaving OPEN, the single-order call. */
export interface TodaySourceDeps {
  /** One page; `signal` is the refresh's own (stopping the watcher cancels it). */
  fetchPage(page: Parameters<PageFetcher>[0], signal?: AbortSignal): ReturnType<PageFetcher>;
  fetchDetails(orderId: string, signal?: AbortSignal): Promise<Result<OrderDetails>>;
  logger: Logger;
  paging?: PagingOptions;
}

/** The newest time an order of the book has (a group's newest member). */
const placedOf = (entry: Order | GroupOrder): number | null => {
  if ('orderId' in entry) return entry.placedAt;
  let newest: number | null = null;
  for (const member of entry.orders) if (member.placedAt !== null && (newest === null || member.placedAt > newest)) newest = member.placedAt;
  return newest;
};

/** Placed today, or of unknown time (kept: dropping an order is worse than showing one too many). */
const isToday = (entry: Order | GroupOrder, dayStart: number): boolean => {
  const placed = placedOf(entry);
  return placed === null || placed >= dayStart;
};

/**
 * Whether a page reaches before today: orders come newest first, so once one order of a page was
 * placed before today every later page is older still, and asking for it would be a wasted request.
 */
const reachesBefore = (page: OrderListPage, dayStart: number): boolean =>
  page.orders.some((order) => !isToday(order, dayStart)) || page.groups.some((group) => !isToday(group, dayStart));

const groupKey = (group: GroupOrder): string => group.groupOrderId ?? group.orders.map((member) => member.orderId).join(',');

/** One older order (or group) as the book holds it. */
type Older = { kind: 'order'; order: Order } | { kind: 'group'; group: GroupOrder };

/**
 * Statuses of an order still working: it can still fill or be cancelled today. Partly filled
 * (INDIVIDUAL_FILLS, PARTIAL) and CANCEL_REQUESTED are working too: a partly filled order fills
 * further, a cancel request may be refused.
 */
const isWorkingStatus = (status: string | null): boolean =>
  status !== null && (status === 'OPEN' || status === 'CANCEL_REQUESTED' || PARTLY_FILLED_STATUSES.has(status));

const isWorking = (older: Older): boolean =>
  older.kind === 'order' ? isWorkingStatus(older.order.status) : older.group.orders.some((member) => isWorkingStatus(member.status));

/** Working but not OPEN: only the INDIVIDUAL_FILLS ask or the single-order call sees it. */
const isWorkingNotOpen = (older: Older): boolean => {
  const statuses = older.kind === 'order' ? [older.order.status] : older.group.orders.map((member) => member.status);
  return statuses.some((status) => status !== 'OPEN' && isWorkingStatus(status));
};

/** Only today's orders and groups of a book. */
const todayOf = (book: OrderBook, dayStart: number): OrderBook => ({
  orders: book.orders.filter((order) => isToday(order, dayStart)),
  groups: book.groups.filter((group) => isToday(group, dayStart)),
});

/**
 * Today's source: `fetch()` answers the day's book and the requests it cost. `onPartial` (a first
 * load) hears today's orders of the window's pages read so far while more requests follow: after
 * each page the window goes on from, and once more when the window is read (the older working
 * orders, one to three requests, come with the whole book).
 */
export function createTodayOrdersSource(deps: TodaySourceDeps): {
  fetch(now: number, signal?: AbortSignal, onPartial?: PartialBook): Promise<Result<DayOrders>>;
} {
  /** The older orders of the last book, by platform orderId, and the day they were for. */
  let older = new Map<string, Older>();
  let olderDay: string | null = null;

  return {
    async fetch(now, signal, onPartial) {
      const fetchPage: PageFetcher = (page) => deps.fetchPage(page, signal);
      const window = todayWindow(now);
      const startOfDay = olderDay !== window.today;
      if (startOfDay) older = new Map();
      // A day of one page says nothing before its whole book: partial books only for a longer walk.
      let partial = false;
      const onPage: PartialBook | undefined =
        onPartial === undefined
          ? undefined
          : (book, pages) => {
              partial = true;
              onPartial(todayOf(book, window.dayStart), pages);
            };
      const recent = await fetchAllOrders(fetchPage, {
        ...deps.paging,
        filter: { from: window.from, to: window.today },
        enough: (page) => reachesBefore(page, window.dayStart),
        ...(onPage === undefined ? {} : { onPage }),
      });
      if (!recent.ok) return recent;
      if (partial) onPage?.(recent.data.book, recent.data.pages);
      const open = await fetchAllOrders(fetchPage, { ...deps.paging, filter: { from: window.openFrom, to: window.today, status: 'OPEN' } });
      if (!open.ok) return open;
      let pages = recent.data.pages + open.data.pages;
      // Older partly filled orders: asked on the day's first refresh (a fresh start would miss
      // them: status=OPEN does not return them), and on each refresh while the book holds an
      // older working order that is not OPEN (one list ask instead of one call per order).
      const askFills = startOfDay || [...older.values()].some(isWorkingNotOpen);
      const fills = askFills
        ? await fetchAllOrders(fetchPage, { ...deps.paging, filter: { from: window.openFrom, to: window.today, status: 'INDIVIDUAL_FILLS' } })
        : null;
      if (fills !== null && !fills.ok) return fills;
      if (fills !== null) pages += fills.data.pages;
      const stillWorking = fills === null ? [open.data.book] : [open.data.book, fills.data.book];

      const orders = recent.data.book.orders.filter((order) => isToday(order, window.dayStart));
      const groups = recent.data.book.groups.filter((group) => isToday(group, window.dayStart));
      const seen = new Set<string>([...orders.map(platformIdOf), ...groups.map(groupKey)]);
      const nextOlder = new Map<string, Older>();
      for (const book of stillWorking) {
        for (const order of book.orders) {
          if (seen.has(order.orderId) || nextOlder.has(order.orderId)) continue;
          nextOlder.set(order.orderId, { kind: 'order', order });
        }
        for (const group of book.groups) {
          const key = groupKey(group);
          if (!seen.has(key) && !nextOlder.has(key)) nextOlder.set(key, { kind: 'group', group });
        }
      }
      // Older orders seen before and in neither answer: done working (kept as known), or working at
      // the last refresh (left OPEN, partly filled, cancel requested): asked by the single-order
      // call on every refresh until they stop working, then kept for the day.
      for (const [key, was] of older) {
        if (nextOlder.has(key) || seen.has(key)) continue;
        if (!isWorking(was)) {
          nextOlder.set(key, was);
          continue;
        }
        const details = await deps.fetchDetails(key, signal);
        pages += 1;
        if (!details.ok) {
          deps.logger.warn('an older working order could not be fetched', { code: details.error.code });
          continue;
        }
        if (details.data.order !== null) nextOlder.set(key, { kind: 'order', order: details.data.order });
        else if (details.data.group !== null) nextOlder.set(key, { kind: 'group', group: details.data.group });
      }
      older = nextOlder;
      olderDay = window.today;

      for (const entry of nextOlder.values()) {
        if (entry.kind === 'order') orders.push(entry.order);
        else groups.push(entry.group);
      }
      const truncated = recent.data.book.truncated === true || open.data.book.truncated === true || fills?.data.book.truncated === true;
      const book: OrderBook = { orders: mergeOrders(orders), groups: uniteGroups(groups), ...(truncated ? { truncated } : {}) };
      return ok({ book, pages });
    },
  };
}
