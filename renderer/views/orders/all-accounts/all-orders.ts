/**
 * What the orders view shows of "All accounts": the open accounts' books merged into
 * one (each order and group tagged with its account, the objects themselves untouched, so rows
 * stay memoised across refreshes), the accounts still loading, those whose first load failed,
 * those whose feed is stale (their rows are marked), and one status line for them all
 * (combined-status.ts, as the positions view's All accounts).
 */
import type { OrderBook, OrderWatchState } from '../../../../shared/domain/order-watch.ts';
import type { GroupOrder, Order } from '../../../../shared/domain/orders.ts';
import type { AppError } from '../../../../shared/result.ts';
import { combinedStatus, type FeedState } from '../../../components/feed-status/combined-status.ts';
import type { AccountTag } from '../../../components/accounts/account-options.ts';
import type { AccountOf } from '../table/order-rows.ts';

/** One account's feed as the view holds it. */
export interface AccountFeed {
  readonly account: AccountTag;
  readonly state: OrderWatchState | undefined;
}

/** An account whose feed is not updating, and why. */
export interface AccountProblem {
  readonly account: AccountTag;
  readonly error: AppError;
  /** Epoch ms since when (the feed's stale time). */
  readonly since: number | null;
}

/** The feeds, read. */
export interface AllOrdersShown {
  /** The merged book of the accounts shown (the filter's), `null` until one of them has a book. */
  readonly book: OrderBook | null;
  readonly accountOf: AccountOf;
  /** Accounts still loading their first book (the first pages may be shown already). */
  readonly loading: readonly AccountTag[];
  /** Accounts with no book whose load failed. */
  readonly failed: readonly AccountProblem[];
  /** Accounts with a book that no longer refreshes: their rows are marked. */
  readonly stale: readonly AccountProblem[];
  readonly staleKeys: ReadonlySet<string>;
  /** One status for all the feeds that answered; `null` before any did. */
  readonly status: FeedState | null;
}

const NO_ACCOUNT: AccountOf = () => null;

/** Books of several accounts as one, each order and group tagged with its account. */
export type BookMerger = (books: readonly OrderBook[], tags: readonly AccountTag[]) => { book: OrderBook; accountOf: AccountOf };

/**
 * A merger that keeps its last merge while the books are the same (pushes that only move
 * `refreshing`): the same book and `accountOf`, so the rows made from them are not made again.
 */
export function createBookMerger(): BookMerger {
  let last: { books: readonly OrderBook[]; tags: readonly AccountTag[]; book: OrderBook; accountOf: AccountOf } | null = null;
  return (books, tags) => {
    const kept = last;
    if (kept !== null && kept.books.length === books.length && books.every((book, i) => book === kept.books[i] && tags[i] === kept.tags[i])) return kept;
    const accounts = new WeakMap<Order | GroupOrder, AccountTag>();
    const orders: Order[] = [];
    const groups: GroupOrder[] = [];
    let truncated = false;
    books.forEach((book, i) => {
      const tag = tags[i] as AccountTag;
      for (const order of book.orders) {
        accounts.set(order, tag);
        orders.push(order);
      }
      for (const group of book.groups) {
        accounts.set(group, tag);
        for (const member of group.orders) accounts.set(member, tag);
        groups.push(group);
      }
      truncated ||= book.truncated === true;
    });
    const book: OrderBook = truncated ? { orders, groups, truncated } : { orders, groups };
    last = { books, tags, book, accountOf: (item) => accounts.get(item) ?? null };
    return last;
  };
}

/** The merged books of `entries` (those with a book), or `null` when none has one. */
export function mergeAccountBooks(
  merge: BookMerger,
  entries: readonly { account: AccountTag; book: OrderBook | null | undefined }[],
): { book: OrderBook; accountOf: AccountOf } | null {
  const shown = entries.filter((entry): entry is { account: AccountTag; book: OrderBook } => entry.book != null);
  return shown.length === 0
    ? null
    : merge(
        shown.map((entry) => entry.book),
        shown.map((entry) => entry.account),
      );
}

/** The feeds shown; `shown` limits the table to some accounts (the Account filter), `null`: every one. */
export function allOrdersShown(feeds: readonly AccountFeed[], shown: ReadonlySet<string> | null, merge: BookMerger): AllOrdersShown {
  const loading: AccountTag[] = [];
  const failed: AccountProblem[] = [];
  const stale: AccountProblem[] = [];
  const states: OrderWatchState[] = [];
  const books: { account: AccountTag; book: OrderBook }[] = [];
  for (const { account, state } of feeds) {
    if (state === undefined) {
      loading.push(account);
      continue;
    }
    states.push(state);
    if (state.book === null && state.stale !== null) failed.push({ account, error: state.stale.error, since: state.stale.since });
    else if (state.book === null || state.loading) loading.push(account);
    if (state.book !== null && state.stale !== null) stale.push({ account, error: state.stale.error, since: state.stale.since });
    if (state.book !== null && (shown === null || shown.has(account.key))) books.push({ account, book: state.book });
  }
  const merged = mergeAccountBooks(merge, books);
  return {
    book: merged?.book ?? null,
    accountOf: merged?.accountOf ?? NO_ACCOUNT,
    loading,
    failed,
    stale,
    staleKeys: new Set(stale.map((problem) => problem.account.key)),
    status: combinedStatus(states),
  };
}
