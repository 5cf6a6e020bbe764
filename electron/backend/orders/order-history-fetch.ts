/**
 * A window of order history on v1 (`orders:history`, the CLI's `--from/--to`): the window and the
 * filters go to the server, pages of 100 are followed by marker with the pager's no-loss,
 * no-repeat guarantees, and a window too big to show is capped with "showing the first N".
 */
import { calendarDayNumber } from '../../../shared/domain/calendar.ts';
import { newYorkDate } from '../../../shared/domain/market-time.ts';
import type { OrderHistory, OrderHistoryQuery } from '../../../shared/domain/order-history.ts';
import type { GroupOrder, Order, OrderListPage } from '../../../shared/domain/orders.ts';
import { fail, ok, type Result } from '../../../shared/result.ts';
import { fetchAllOrders, type PageFetcher } from './order-paging.ts';
import { earliestFrom } from './today-window.ts';

/** At most this many orders (group members counted) are shown; the newest, as the platform sends newest first. */
export const HISTORY_MAX_ORDERS = 2_000;
/** ...and at most this many pages are asked (2,000 orders at 100 a page, plus slack for repeats). */
export const HISTORY_MAX_PAGES = 25;

/** Why a window cannot be asked for, in the words of a form's error; `null` when it can. */
export function historyWindowProblem(query: Pick<OrderHistoryQuery, 'from' | 'to'>, now: number): string | null {
  if (calendarDayNumber(query.to) < calendarDayNumber(query.from)) return 'The window ends before it starts.';
  const today = newYorkDate(now);
  if (calendarDayNumber(query.to) > calendarDayNumber(today)) return `The window ends after today (${today}, New York).`;
  if (calendarDayNumber(query.from) < calendarDayNumber(earliestFrom(query.to)))
    return 'The platform keeps two years of orders: choose a window of at most two years.';
  return null;
}

const countOf = (orders: readonly Order[], groups: readonly GroupOrder[]): number =>
  orders.length + groups.reduce((sum, group) => sum + group.orders.length, 0);

/**
 * Keeps the first `cap` orders in the platform's order (newest first); a group counts its
 * members and is kept whole or not at all (half a group would misstate it).
 */
function cap(orders: readonly Order[], groups: readonly GroupOrder[], limit: number): { orders: Order[]; groups: GroupOrder[] } {
  const newest = (group: GroupOrder): number => group.orders.reduce((latest, member) => Math.max(latest, member.placedAt ?? 0), Number.NEGATIVE_INFINITY);
  const entries: { at: number; order?: Order; group?: GroupOrder }[] = [
    ...orders.map((order) => ({ at: order.placedAt ?? 0, order })),
    ...groups.map((group) => ({ at: newest(group), group })),
  ];
  // Stable: equal times keep the platform's order.
  entries.sort((a, b) => b.at - a.at);
  const kept = { orders: [] as Order[], groups: [] as GroupOrder[] };
  let held = 0;
  for (const entry of entries) {
    const size = entry.group === undefined ? 1 : entry.group.orders.length;
    if (held + size > limit) break;
    held += size;
    if (entry.order !== undefined) kept.orders.push(entry.order);
    if (entry.group !== undefined) kept.groups.push(entry.group);
  }
  return kept;
}

/** Whether an order (a group: its newest member) was placed within [from, to] by New York day; unknown times are kept. */
const placedWithin = (placedAt: number | null, from: string, to: string): boolean => {
  if (placedAt === null) return true;
  const day = newYorkDate(placedAt);
  return day >= from && day <= to;
};
const newestOf = (group: GroupOrder): number | null =>
  group.orders.reduce<number | null>(
    (newest, member) => (member.placedAt !== null && (newest === null || member.placedAt > newest) ? member.placedAt : newest),
    null,
  );

/** Whether a page reaches before `from` (New York day): orders come newest first, so later pages are older still. */
const reachesBefore = (page: OrderListPage, from: string): boolean =>
  page.orders.some((order) => order.placedAt !== null && newYorkDate(order.placedAt) < from) ||
  page.groups.some((group) => {
    const newest = newestOf(group);
    return newest !== null && newYorkDate(newest) < from;
  });

/**
 * Fetches a history window (the query already validated by its schema). A one-day window goes out
 * on the wire as [day before, day] (api-requests.ts: fromDate == toDate is unconfirmed), so its
 * answer is kept to the day by New York day of placement, and paging stops at the first page that
 * reaches before the day.
 */
export async function fetchOrderHistory(
  fetchPage: PageFetcher,
  query: OrderHistoryQuery,
  now: number,
  limits: { maxOrders?: number; maxPages?: number } = {},
): Promise<Result<OrderHistory>> {
  const problem = historyWindowProblem(query, now);
  if (problem !== null) return fail('invalid-argument', problem);
  const maxOrders = limits.maxOrders ?? HISTORY_MAX_ORDERS;
  const { accountKey: _key, ...filter } = query;
  const oneDay = query.from === query.to;
  const walked = await fetchAllOrders(fetchPage, {
    filter,
    maxPages: limits.maxPages ?? HISTORY_MAX_PAGES,
    maxOrders,
    ...(oneDay ? { enough: (page: OrderListPage) => reachesBefore(page, query.from) } : {}),
  });
  if (!walked.ok) return walked;
  const book = oneDay
    ? {
        ...walked.data.book,
        orders: walked.data.book.orders.filter((order) => placedWithin(order.placedAt, query.from, query.to)),
        groups: walked.data.book.groups.filter((group) => placedWithin(newestOf(group), query.from, query.to)),
      }
    : walked.data.book;
  const total = countOf(book.orders, book.groups);
  const capped = book.truncated === true || total > maxOrders;
  const shown = total > maxOrders ? cap(book.orders, book.groups, maxOrders) : { orders: book.orders, groups: book.groups };
  return ok({
    query,
    book: shown,
    fetchedAt: now,
    capped: capped ? { shown: countOf(shown.orders, shown.groups) } : null,
  });
}
