/**
 * Which order changes deserve a desktop notification, and their words: an order executed,
 * cancelled, rejected or expired, or partly filled. A refresh that brings many at once (the first
 * refresh after a night, a mass cancel) gives one summary instead of a burst.
 */
import { shownOrderId } from '../../../shared/domain/order-identity.ts';
import { fillNews, type OrderChange } from '../../../shared/domain/order-watch.ts';
import { accountHint, changedOrdersHead, finalStatusWords, formatQuantity, NAMED_CHANGES_MAX } from '../../../shared/domain/order-words.ts';
import type { Order } from '../../../shared/domain/orders.ts';
import { orderFillWords, spreadQuantity, spreadsWords } from '../../../shared/domain/spread-units.ts';
import { classifyStrategy } from '../../../shared/domain/strategy.ts';
import { actionLabel, orderTypeLabel } from '../../../shared/domain/order-labels.ts';
import { contractWords } from '../../../shared/domain/leg-words.ts';
import type { OrderIndex } from '../orders/order-diff.ts';

/** One notification to show; a click focuses `orderId`. */
export interface OrderNote {
  orderId: string;
  title: string;
  body: string;
}

/**
 * Multi-leg, in a trader's words: "AAPL iron condor, 2 spreads"; "AAPL 2-leg vertical" where the
 * legs cannot be counted in spreads; "AAPL 3-leg spread" (the platform's order type in words) where
 * they make no strategy we name. Never the platform's codes.
 */
function describeLegs(order: Order): string {
  const spreads = spreadQuantity(order.legs);
  const strategy = classifyStrategy(order.legs, order.orderType);
  const symbol = order.legs[0]?.symbol ?? '';
  const named = strategy !== null && strategy.kind !== 'custom' ? lowerFirst(strategy.name) : null;
  if (spreads !== null && named !== null) return `${symbol} ${named}, ${spreadsWords(spreads.ordered)}`.trim();
  const kind = named ?? (order.orderType === null ? 'order' : lowerFirst(orderTypeLabel(order.orderType)));
  return `${symbol} ${order.legs.length}-leg ${kind}`.trim();
}

const lowerFirst = (words: string): string => words.charAt(0).toLowerCase() + words.slice(1);

/** "Buy to cover 100 AAPL · Limit 12.50", or "AAPL iron condor, 2 spreads · Net credit 1.25". */
export function describeOrder(order: Order): string {
  const first = order.legs[0];
  const what =
    order.legs.length > 1
      ? describeLegs(order)
      : first === undefined
        ? order.orderType === null
          ? 'Order'
          : orderTypeLabel(order.orderType)
        : `${actionLabel(first.action)} ${formatQuantity(first.orderedQuantity)} ${contractWords(first)}`;
  return order.priceDescription === '' ? what : `${what} · ${order.priceDescription}`;
}

function noteFor(change: OrderChange, order: Order, account: string): OrderNote | null {
  const id = shownOrderId(order);
  if (change.kind === 'status') {
    const word = finalStatusWords(change.to);
    if (word === null) return null;
    return { orderId: order.orderId, title: `Order ${id} ${word}`, body: `${describeOrder(order)}${account}` };
  }
  // An order filled whole gets its note from the status change to executed that comes with it.
  if (change.kind === 'fill' && fillNews(change, order) === 'partly filled' && order.status !== 'EXECUTED') {
    return {
      orderId: order.orderId,
      title: `Order ${id} partly filled`,
      body: `${orderFillWords(order.legs)} filled: ${describeOrder(order)}${account}`,
    };
  }
  return null;
}

/**
 * The notes for one refresh's changes: at most one per order, a summary past the limit.
 * `accountId` is the account number people know; `null` when unknown (a v1 key the accounts list
 * has not named): the notes then name no account, never the opaque key.
 */
export function notesFor(changes: readonly OrderChange[], index: OrderIndex, accountId: string | null): OrderNote[] {
  const account = accountId === null || accountId === '' ? '' : ` (account ${accountHint(accountId)})`;
  const notes: OrderNote[] = [];
  const noted = new Set<string>();
  for (const change of changes) {
    if (noted.has(change.orderId)) continue;
    const order = index.get(change.orderId);
    const note = order === undefined ? null : noteFor(change, order, account);
    if (note !== null) {
      noted.add(change.orderId);
      notes.push(note);
    }
  }
  if (notes.length <= NAMED_CHANGES_MAX) return notes;
  const first = notes[0] as OrderNote;
  return [
    {
      orderId: first.orderId,
      title: changedOrdersHead(notes.length, accountId),
      body:
        notes
          .map((note) => note.title)
          .slice(0, 5)
          .join('; ') + (notes.length > 5 ? '; …' : ''),
    },
  ];
}
