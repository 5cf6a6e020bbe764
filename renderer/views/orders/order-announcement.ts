/**
 * What the live region says about a push of the orders watch: orders that changed status, new
 * orders and fills in the last refresh, and the feed going stale or recovering. Up to
 * NAMED_CHANGES_MAX orders are named one by one; more become one summary by kind, as the desktop
 * notifications do (electron/backend/notifications/order-notices.ts), so a night's worth of
 * changes in the first refresh is one sentence, not a minute of speech. The words and the fill
 * rule are the notifications' own (shared/domain/order-words.ts, `fillNews`).
 */
import { fillNews, type OrderChange, type OrderWatchState } from '../../../shared/domain/order-watch.ts';
import { accountHint, changedOrdersHead, formatQuantity, inAccountWords, NAMED_CHANGES_MAX, statusWords } from '../../../shared/domain/order-words.ts';
import type { Order } from '../../../shared/domain/orders.ts';
import { shownOrderId } from './details/order-links.ts';
import { allOrders } from './table/order-rows.ts';
import { orderValues } from './table/unit-values.ts';

/** One order's news: its kind for a summary, its sentence when named alone. */
interface OrderNews {
  kind: string;
  sentence: string;
}

/** Kinds in the order a summary counts them; any other word follows, as the provider sent it. */
const KIND_ORDER = [
  'new',
  'partly filled',
  'filled',
  'executed',
  'trade executed',
  'assigned',
  'exercised',
  'cancel requested',
  'cancelled',
  'expired',
  'rejected',
  'open',
];

const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

/** "Buy 100 KO"; a multi-leg order by its strategy and spreads: "KO call debit vertical, 2 spreads". */
function whatItDoes(order: Order): string {
  const values = orderValues(order);
  const symbols = values.symbols.join(', ');
  if (values.strategy !== null && values.quantities[0]?.unit === 'spreads') return `${symbols} ${lowerFirst(values.strategy.name)}, ${values.action}`.trim();
  return values.symbols.length === 0 ? values.action : `${values.action} ${symbols}`;
}

function newsOf(change: Exclude<OrderChange, { kind: 'removed' }>, order: Order, inAccount: string): OrderNews | null {
  const id = `${shownOrderId(order)}${inAccount}`;
  if (change.kind === 'added') {
    const price = order.priceDescription === '' ? '' : `, ${lowerFirst(order.priceDescription)}`;
    return { kind: 'new', sentence: `New order ${id}: ${whatItDoes(order)}${price}.` };
  }
  if (change.kind === 'status') {
    const words = statusWords(change.to);
    return { kind: words, sentence: `Order ${id} ${words}: ${whatItDoes(order)}.` };
  }
  const kind = fillNews(change, order);
  if (kind === null) return null;
  // Legs of a multi-leg order may count different units (shares, contracts): no sum of them.
  const ordered = order.orderedQuantity;
  const amount = order.legs.length > 1 || ordered === null ? '' : `, ${formatQuantity(order.filledQuantity ?? 0)} of ${formatQuantity(ordered)}`;
  return { kind, sentence: `Order ${id} ${kind}${amount}: ${whatItDoes(order)}.` };
}

const kindRank = (kind: string): number => {
  const at = KIND_ORDER.indexOf(kind);
  return at === -1 ? KIND_ORDER.length : at;
};

/** The news of one refresh's changes, or null when none is worth saying. */
function changesAnnouncement(state: OrderWatchState, namedAccount: boolean): string | null {
  const inAccount = namedAccount ? inAccountWords(state.accountId) : '';
  if (state.book === null || state.changes.length === 0) return null;
  const orders = new Map<string, Order>();
  for (const order of allOrders(state.book)) orders.set(order.orderId, order);
  const news = new Map<string, OrderNews>();
  for (const change of state.changes) {
    // One piece of news per order: a status change comes before the fill that goes with it.
    if (change.kind === 'removed' || news.has(change.orderId)) continue;
    const order = orders.get(change.orderId);
    const item = order === undefined ? null : newsOf(change, order, inAccount);
    if (item !== null) news.set(change.orderId, item);
  }
  if (news.size === 0) return null;
  if (news.size <= NAMED_CHANGES_MAX) return [...news.values()].map((item) => item.sentence).join(' ');
  const counts = new Map<string, number>();
  for (const item of news.values()) counts.set(item.kind, (counts.get(item.kind) ?? 0) + 1);
  // A stable sort keeps unknown kinds in the order they first appeared.
  const parts = [...counts].sort((a, b) => kindRank(a[0]) - kindRank(b[0])).map(([kind, count]) => `${count} ${kind}`);
  return `${changedOrdersHead(news.size, state.accountId)}: ${parts.join(', ')}.`;
}

/** Whether the feed went stale or recovered between two pushes: its sentence, or null. */
function feedAnnouncement(previous: OrderWatchState, next: OrderWatchState): string | null {
  // The account by its number (never the opaque v1 key); unnamed while the list has not named it.
  const account = next.accountId === null || next.accountId === undefined || next.accountId === '' ? '' : ` of account ${accountHint(next.accountId)}`;
  // A feed held because the session ended or changed is the session's news, said once by its own
  // sentence ("Signed out of …"); the feed's echo of it would replace that sentence in the region.
  const sessionHeld = (state: OrderWatchState): boolean => state.stale?.error.code === 'not-signed-in';
  if (sessionHeld(previous) || sessionHeld(next)) return null;
  if (previous.stale === null && next.stale !== null) return `Orders${account} are not updating: ${next.stale.error.message}`;
  if (previous.stale !== null && next.stale === null) return `Orders${account} are updating again.`;
  return null;
}

/**
 * What to announce for the push `next` after `previous` (the state shown before it), or null.
 * Only new data is news: pushes that move `refreshing` or the schedule, or repeat the same
 * refresh, say nothing. The first state of an account is a baseline. Under All accounts
 * (`namedAccount`) each order's sentence says its account ("Order 12 in account …5188 executed").
 */
export function orderAnnouncement(previous: OrderWatchState | undefined, next: OrderWatchState, namedAccount = false): string | null {
  if (previous === undefined || previous.accountKey !== next.accountKey) return null;
  const parts = [feedAnnouncement(previous, next), next.dataTime !== previous.dataTime ? changesAnnouncement(next, namedAccount) : null];
  const said = parts.filter((part): part is string => part !== null);
  return said.length === 0 ? null : said.join(' ');
}
