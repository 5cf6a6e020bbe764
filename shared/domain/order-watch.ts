/**
 * What the order watcher tells the UI: the day's orders of one account, what changed in the last
 * refresh, how fresh the data is and, when refreshing fails, why (the last good data stays).
 */
import type { FeedStatus } from './feed-status.ts';
import { pushReader, uniqueRows, type Keying, type Pushed } from './feed-push.ts';
import { fillProgress, quantitiesByUnit, type UnitFillMove } from './order-quantities.ts';
import type { GroupOrder, Order } from './orders.ts';

/** Today's orders of an account, in the order the provider gave them. */
export interface OrderBook {
  /** Orders outside any group. */
  orders: Order[];
  /** Group orders, each with its member orders. */
  groups: GroupOrder[];
  /**
   * Set when paging stopped at the page cap (or the provider repeated a marker) before the last
   * page: the book may lack the oldest orders.
   */
  truncated?: boolean;
}

/** One difference between two consecutive snapshots, by order ID. */
export type OrderChange =
  | { kind: 'added'; orderId: string }
  | { kind: 'removed'; orderId: string }
  | { kind: 'status'; orderId: string; from: string | null; to: string | null }
  /** Filled totals; `units` too (and null totals) when the legs count different units (a buy-write). */
  | { kind: 'fill'; orderId: string; from: number | null; to: number | null; units?: UnitFillMove[] };

/** The state of watching one account, as pushed with `orders:changed`: its data and its feed status. */
export interface OrderWatchState extends FeedStatus {
  /** The account key watched: v1 `accountIdKey`, or the legacy numeric account ID. */
  accountKey: string;
  /**
   * The account number people know (v1 `accountId`; legacy: the key itself), for every word the
   * UI says about the account. `null`/absent while the accounts list has not named the key: the
   * opaque v1 key is never printed in its place.
   */
  accountId?: string | null;
  /** `null` until the first refresh succeeded (or, while `loading`, its first pages arrived). */
  book: OrderBook | null;
  /** The revision of `book` (feed-push.ts): a listener that holds it holds this book. */
  revision: number;
  /**
   * Set while the first load is under way and `book` holds the pages read so far (newest first):
   * the rest is loading and merges in. Absent or `null` once the book is whole.
   */
  loading?: { pages: number; orders: number } | null;
  /** What the last successful refresh changed (empty on the first one). */
  changes: OrderChange[];
  /** Epoch ms when the shown data was fetched. */
  dataTime: number | null;
}

/** One row of a book as a push keys it: an order outside any group, or a group with its members. */
export type BookRow = { readonly order: Order; readonly group?: never } | { readonly group: GroupOrder; readonly order?: never };

/** What a book holds besides its rows: whether paging stopped at the cap (`null`: not said). */
export interface BookMeta {
  readonly truncated: boolean | null;
}

/**
 * How a push keys a book (feed-push.ts): `order:` and the order ID for an order outside any
 * group, `group:` and the group ID (or its first member's, where the provider gave none) for a
 * group, which goes whole when one of its members changed. The orders first, then the groups.
 */
export const bookKeying: Keying<OrderBook, BookRow, BookMeta> = {
  rows: (book) => [
    ...uniqueRows(
      book.orders,
      (order) => `order:${order.orderId}`,
      (order): BookRow => ({ order }),
    ),
    ...uniqueRows(
      book.groups,
      (group) => `group:${group.groupOrderId ?? group.orders[0]?.orderId ?? ''}`,
      (group): BookRow => ({ group }),
    ),
  ],
  meta: (book) => ({ truncated: book.truncated ?? null }),
  build(rows, meta) {
    const orders: Order[] = [];
    const groups: GroupOrder[] = [];
    for (const row of rows) {
      if (row.order !== undefined) orders.push(row.order);
      else groups.push(row.group);
    }
    return meta.truncated === null ? { orders, groups } : { orders, groups, truncated: meta.truncated };
  },
};

/** What `orders:changed` carries: the state with its book as a change against the revision before (feed-push.ts). */
export type OrderWatchPush = Pushed<OrderWatchState, 'book', BookRow, BookMeta>;

/**
 * A listener's reading of `orders:changed` pushes in the order they come (feed-push.ts): the
 * state each stands for, `null` for one it cannot read (no base of its account before it).
 */
export function orderPushReader(): (push: OrderWatchPush) => OrderWatchState | null {
  const read = pushReader<OrderWatchState, 'book', BookRow, BookMeta>(bookKeying, 'book', (push) => push.accountKey);
  return (push) => read(push)?.state ?? null;
}

/**
 * "All accounts": the watch state of each open account (closed ones are never watched), in the
 * accounts list's order. Each account's feed is its own: one failing is stale on its own.
 */
export interface AllOrdersState {
  states: OrderWatchState[];
  /**
   * Set when the provider lists more open accounts than All accounts watches: which ones it
   * shows, in words ("Showing the first 50 of 1,000 open accounts; choose an account to see the
   * others."). `null`: it watches every open account.
   */
  limited: string | null;
}

/** A fill change as the watcher reports it. */
export type FillChange = Extract<OrderChange, { kind: 'fill' }>;

/** What a fill that grew made of the order. */
export type FillNews = 'partly filled' | 'filled';

/**
 * What a fill change says about `order` (the order as it is after the change): `null` when no
 * fill grew (a correction taking fills back is no news); `'filled'` when every unit is filled to
 * what was ordered; else `'partly filled'`. A buy-write's change carries no totals, only `units`:
 * each unit is compared on its own. The one rule of the notifications and the live region.
 */
export function fillNews(change: Pick<FillChange, 'from' | 'to' | 'units'>, order: Order): FillNews | null {
  const grew = change.units === undefined ? (change.to ?? 0) > (change.from ?? 0) : change.units.some((move) => (move.to ?? 0) > (move.from ?? 0));
  if (!grew) return null;
  return fillProgress(quantitiesByUnit(order.legs)) === 1 ? 'filled' : 'partly filled';
}
