/**
 * The first load of a day's orders, shown as its pages arrive: the first page at once,
 * marked `loading`; after it, the book of the pages so far once it holds at least twice the orders
 * shown last and PARTIAL_SPACING_MS have passed since the last push. Every push carries the whole
 * book so far, so one push per page would send and render the day's orders once per page (13
 * pages: seven times the book, a backlog of seconds in the page behind a backend that was done);
 * doubling sends under twice the book, the spacing sends nothing more while the pages come fast
 * (the demo's whole day follows its first page within a few hundred milliseconds: the first page,
 * then the whole book), and no empty book passes for "no orders today".
 */
import type { OrderBook, OrderWatchState } from '../../../shared/domain/order-watch.ts';
import type { PartialBook } from './order-paging.ts';

/** What a first load under way adds to the watcher's state. */
export type PartialState = Pick<OrderWatchState, 'book' | 'loading'>;

/** The least time between two pushes of a first load's pages (ms): the rest grows at a reading pace. */
export const PARTIAL_SPACING_MS = 400;

const countOrders = (book: OrderBook): number => book.groups.reduce((sum, group) => sum + group.orders.length, book.orders.length);

/**
 * A listener for one first load's pages: `show` hears the partial state to show. `current` says
 * whether the cycle that reads the pages is still the one that counts: stopped, suspended, or
 * the session changed since it began, its pages are nobody's. `now` is the watcher's clock.
 */
export function firstLoadPages(current: () => boolean, show: (partial: PartialState) => void, now: () => number): PartialBook {
  let shown = 0;
  let shownAt = 0;
  return (book, pages) => {
    const orders = countOrders(book);
    if (orders === 0 || orders < 2 * shown || !current()) return;
    if (shown > 0 && now() - shownAt < PARTIAL_SPACING_MS) return;
    shown = orders;
    shownAt = now();
    show({ book, loading: { pages, orders } });
  };
}
