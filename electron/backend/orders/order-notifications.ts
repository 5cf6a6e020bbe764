/**
 * Which order changes deserve a desktop notification, and their words: an order executed,
 * cancelled, rejected or expired, or partly filled. A refresh that brings many at once (the first
 * refresh after a night, a mass cancel) gives one summary instead of a burst.
 */
import type { OrderChange } from '../../../shared/domain/order-watch.ts';
import { fillProgress, quantitiesByUnit, type Order, type UnitQuantity } from '../../../shared/domain/orders.ts';
import type { OrderIndex } from './order-diff.ts';

/** One notification to show; a click focuses `orderId`. */
export interface OrderNote {
  orderId: string;
  title: string;
  body: string;
}

/** More notes than this in one refresh become one summary. */
export const MAX_NOTES_PER_REFRESH = 3;

const FINAL_WORDS: Readonly<Record<string, string>> = {
  EXECUTED: 'executed',
  CANCELLED: 'cancelled',
  REJECTED: 'rejected',
  EXPIRED: 'expired',
};

/**
 * The account as a notification names it: its last four digits. Notifications show on a locked
 * screen and stay in the system's notification history, so the whole number never goes there.
 */
function accountHint(accountId: string): string {
  return `…${accountId.slice(-4)}`;
}

const quantity = (value: number | null): string => (value === null ? '?' : value.toLocaleString('en-US'));

/** "40 of 100" for one unit; "700 of 1,400 shares and 7 of 14 contracts" when the legs count several. */
function fillWords(quantities: readonly UnitQuantity[]): string {
  const parts = quantities.map(({ unit, ordered, filled }) => `${quantity(filled ?? 0)} of ${quantity(ordered)}${quantities.length > 1 ? ` ${unit}` : ''}`);
  return parts.join(' and ');
}

/** "BUY 100 AAPL · Limit 12.50", or "3 legs: SPREADS · Net debit 1.25". */
export function describeOrder(order: Order): string {
  const first = order.legs[0];
  const what =
    order.legs.length > 1
      ? `${order.legs.length} legs${order.orderType === null ? '' : `: ${order.orderType}`}`
      : first === undefined
        ? (order.orderType ?? 'order')
        : [first.action, quantity(first.orderedQuantity), first.symbolDescription ?? first.symbol].filter((part) => part !== null).join(' ');
  return order.priceDescription === '' ? what : `${what} · ${order.priceDescription}`;
}

function noteFor(change: OrderChange, order: Order, account: string): OrderNote | null {
  if (change.kind === 'status') {
    const word = change.to === null ? undefined : FINAL_WORDS[change.to];
    if (word === undefined) return null;
    return { orderId: order.orderId, title: `Order ${order.orderId} ${word}`, body: `${describeOrder(order)} (account ${account})` };
  }
  if (change.kind === 'fill') {
    // A buy-write's shares and contracts have no total: each unit is counted on its own.
    const grew = change.units === undefined ? (change.to ?? 0) > (change.from ?? 0) : change.units.some((move) => (move.to ?? 0) > (move.from ?? 0));
    const quantities = quantitiesByUnit(order.legs);
    const progress = fillProgress(quantities);
    const partly = grew && progress !== null && progress > 0 && progress < 1 && order.status !== 'EXECUTED';
    if (!partly) return null;
    return {
      orderId: order.orderId,
      title: `Order ${order.orderId} partly filled`,
      body: `${fillWords(quantities)} filled: ${describeOrder(order)} (account ${account})`,
    };
  }
  return null;
}

/** The notes for one refresh's changes: at most one per order, a summary past the limit. */
export function notesFor(changes: readonly OrderChange[], index: OrderIndex, accountId: string): OrderNote[] {
  const account = accountHint(accountId);
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
  if (notes.length <= MAX_NOTES_PER_REFRESH) return notes;
  const first = notes[0] as OrderNote;
  return [{ orderId: first.orderId, title: `${notes.length} orders changed in account ${account}`, body: notes.map((note) => note.title).slice(0, 5).join('; ') + (notes.length > 5 ? '; …' : '') }];
}
