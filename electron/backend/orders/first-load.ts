/**
 * The first load of a day's orders, shown as its pages arrive (issue 21): the book of the pages so
 * far is shown, marked `loading`, once it holds at least twice the orders shown last (the first
 * page at once, then 2, 4, 8 pages' worth). Every push carries the whole book so far, so one push
 * per page would send and render the day's orders once per page (13 pages: seven times the book,
 * a backlog of seconds in the page behind a backend that was done); doubling sends under twice
 * the book, and no empty book passes for "no orders today".
 */
import type { OrderBook, OrderWatchState } from '../../../shared/domain/order-watch.ts';
import type { PartialBook } from './order-paging.ts';

/** What a first load under way adds to the watcher's state. */
export type PartialState = Pick<OrderWatchState, 'book' | 'loading'>;

const countOrders = (book: OrderBook): number => book.groups.reduce((sum, group) => sum + group.orders.length, book.orders.length);

/**
 * A listener for one first load's pages: `show` hears the partial state to show. `current` says
 * whether the cycle that reads the pages is still the one that counts: stopped, suspended, or
 * the session changed since it began, its pages are nobody's.
 */
export function firstLoadPages(current: () => boolean, show: (partial: PartialState) => void): PartialBook {
  let shown = 0;
  return (book, pages) => {
    const orders = countOrders(book);
    if (orders === 0 || orders < 2 * shown || !current()) return;
    shown = orders;
    show({ book, loading: { pages, orders } });
  };
}
