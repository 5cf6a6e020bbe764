/**
 * Which order changes deserve a desktop notification, and their words: an order executed,
 * cancelled, rejected or expired, or partly filled. A refresh that brings many at once (the first
 * refresh after a night, a mass cancel) gives one summary instead of a burst.
 */
import { shownOrderId } from '../../../shared/domain/order-identity.ts';
import { fillNews, type OrderChange } from '../../../shared/domain/order-watch.ts';
import { accountHint, changedOrdersHead, finalStatusWords, NAMED_CHANGES_MAX } from '../../../shared/domain/order-words.ts';
import type { Order } from '../../../shared/domain/orders.ts';
import { orderFillWords, spreadQuantity, spreadsWords } from '../../../shared/domain/spread-units.ts';
import { classifyStrategy } from '../../../shared/domain/strategy.ts';
import type { OrderIndex } from '../orders/order-diff.ts';

/** One notification to show; a click focuses `orderId`. */
export interface OrderNote {
  orderId: string;
  title: string;
  body: string;
}

const quantity = (value: number | null): string => (value === null ? '?' : value.toLocaleString('en-US'));

/** Multi-leg: "AAPL iron condor, 2 spreads"; "3 legs: SPREADS" where the legs make no strategy we name or cannot be counted in spreads. */
function describeLegs(order: Order): string {
  const spreads = spreadQuantity(order.legs);
  const strategy = classifyStrategy(order.legs, order.orderType);
  if (spreads === null || strategy === null || strategy.kind === 'custom')
    return `${order.legs.length} legs${order.orderType === null ? '' : `: ${order.orderType}`}`;
  const symbol = order.legs[0]?.symbol ?? '';
  return `${symbol} ${strategy.name.charAt(0).toLowerCase()}${strategy.name.slice(1)}, ${spreadsWords(spreads.ordered)}`.trim();
}

/** "BUY 100 AAPL · Limit 12.50", or "AAPL iron condor, 2 spreads · Net credit 1.25". */
export function describeOrder(order: Order): string {
  const first = order.legs[0];
  const what =
    order.legs.length > 1
      ? describeLegs(order)
      : first === undefined
        ? (order.orderType ?? 'order')
        : [first.action, quantity(first.orderedQuantity), first.symbolDescription ?? first.symbol].filter((part) => part !== null).join(' ');
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
