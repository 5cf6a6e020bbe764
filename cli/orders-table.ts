/**
 * Orders as the terminal shows them: one line per order (first leg, fill, price in words),
 * further legs indented under it, group orders as a heading (total value and commission on v1)
 * over their numbered members, changed orders with "replaced by #377" / "replaces #374" under
 * them; times in US Eastern (with the date when the book spans several days: history). Also the
 * one-line form of a change for `orders --watch`, and an order's event timeline. The provider's
 * codes are printed in the app's words (Sell short, Spread, Partly filled); `--json` keeps them.
 */
import type { OrderDetails } from '../shared/domain/order-history.ts';
import type { OrderBook, OrderChange } from '../shared/domain/order-watch.ts';
import { actionLabel, eventWords, orderTypeLabel, statusLabel } from '../shared/domain/order-labels.ts';
import { unitFillFigure } from '../shared/domain/order-words.ts';
import { quantitiesByUnit, UNIT_SHORT } from '../shared/domain/order-quantities.ts';
import type { Order, OrderLeg } from '../shared/domain/orders.ts';
import { formatNewYorkClock, formatNewYorkStamp, newYorkDate } from '../shared/domain/market-time.ts';
import { money, quantity, renderTable } from './text-table.ts';

const legText = (leg: OrderLeg): string => {
  const what = leg.option === null ? (leg.symbol ?? '?') : (leg.symbolDescription ?? `${leg.symbol ?? '?'} ${leg.option.expiry ?? ''} ${money(leg.option.strikePrice)} ${leg.option.callPut ?? ''}`.trim());
  return `${leg.action === null ? '?' : actionLabel(leg.action)} ${quantity(leg.orderedQuantity)} ${what}`;
};

/**
 * "40/100"; per unit when the legs count different units ("0/1400 sh · 0/14 ct" for a
 * buy-write): shares and contracts never add up to one figure.
 */
function filledText(order: Order): string {
  const units = quantitiesByUnit(order.legs);
  const figure = (filled: number | null, ordered: number | null) => `${quantity(filled)}/${quantity(ordered)}`;
  if (units.length <= 1) return figure(order.filledQuantity, order.orderedQuantity);
  return units.map((unit) => unitFillFigure(unit, quantity)).join(' · ');
}

const COLUMNS = [
  { title: 'Order ID' },
  { title: 'Placed ET' },
  { title: 'Status' },
  { title: 'Type' },
  { title: 'Order' },
  { title: 'Filled', right: true },
  { title: 'Price' },
] as const;

/** Placed time: the clock alone when every order is of one day, else date and clock. */
type TimeFormat = (epochMs: number) => string;

/** The status in words ("Partly filled", "Cancel requested"); an unknown one as it came. */
const statusText = (status: string | null): string => (status === null ? '?' : statusLabel(status));

function rowsOf(order: Order, indent: string, time: TimeFormat): string[][] {
  const [first, ...rest] = order.legs;
  // A group member shows its number and the platform's orderId, not the book's composite ID;
  // a member the platform left unnumbered says so rather than showing a made-up number.
  const member = typeof order.orderNumber === 'number' ? `#${order.orderNumber}` : 'unnumbered';
  const id = order.platformOrderId === undefined ? order.orderId : `${member} of ${order.platformOrderId}`;
  const rows = [
    [
      `${indent}${id}`,
      order.placedAt === null ? '' : time(order.placedAt),
      statusText(order.status),
      order.orderType === null ? '' : orderTypeLabel(order.orderType),
      first === undefined ? '' : legText(first),
      filledText(order),
      order.priceDescription,
    ],
  ];
  for (const leg of rest) rows.push([`${indent}  leg ${leg.legNumber ?? '?'}`, '', '', '', legText(leg), `${quantity(leg.filledQuantity)}/${quantity(leg.orderedQuantity)}`, '']);
  const links = [
    order.replacesOrderId === null || order.replacesOrderId === undefined ? '' : `replaces #${order.replacesOrderId}`,
    order.replacedByOrderId === null ? '' : `replaced by #${order.replacedByOrderId}`,
  ].filter((link) => link !== '');
  if (links.length > 0) rows.push([`${indent}  ↳`, '', '', '', links.join(', '), '', '']);
  return rows;
}

/** Every placed time of a book. */
const timesOf = (book: OrderBook): number[] =>
  [...book.orders, ...book.groups.flatMap((group) => group.orders)].flatMap((order) => (order.placedAt === null ? [] : [order.placedAt]));

/** The lines of a book: normal orders, then each group with its members. */
export function orderLines(book: OrderBook, empty = 'No orders today.'): string[] {
  if (book.orders.length === 0 && book.groups.length === 0) return [empty];
  const days = new Set(timesOf(book).map(newYorkDate));
  const time: TimeFormat = days.size > 1 ? formatNewYorkStamp : formatNewYorkClock;
  const rows: string[][] = book.orders.flatMap((order) => rowsOf(order, '', time));
  for (const group of book.groups) {
    const costs = [
      group.totalOrderValue === null || group.totalOrderValue === undefined ? '' : `value ${money(group.totalOrderValue)}`,
      group.totalCommission === null || group.totalCommission === undefined ? '' : `commission ${money(group.totalCommission)}`,
      group.cumulativeEstimatedCommission === null ? '' : `commission ${money(group.cumulativeEstimatedCommission)}`,
      group.cumulativeEstimatedFees === null ? '' : `fees ${money(group.cumulativeEstimatedFees)}`,
    ].filter((part) => part !== '');
    rows.push([`group ${group.groupOrderId ?? '?'}`, '', '', group.groupType === null ? '' : orderTypeLabel(group.groupType), `${group.orders.length} order${group.orders.length === 1 ? '' : 's'}${costs.length === 0 ? '' : ` (${costs.join(', ')})`}`, '', '']);
    for (const order of group.orders) for (const row of rowsOf(order, '  ', time)) rows.push(row);
  }
  return renderTable(COLUMNS, rows);
}

/** An order with its event timeline: the order's table, then one line per event, oldest first. */
export function orderDetailLines(details: OrderDetails): string[] {
  const book: OrderBook = { orders: details.order === null ? [] : [details.order], groups: details.group === null ? [] : [details.group] };
  const lines = orderLines(book, 'The provider answered without the order.');
  lines.push('', details.events.length === 0 ? 'No events.' : 'Events (US Eastern):');
  for (const event of details.events) {
    const legs = event.legs.map((leg) => `${legText(leg)}${leg.filledQuantity === null ? '' : ` filled ${quantity(leg.filledQuantity)}`}`).join('; ');
    lines.push(`  ${event.time === null ? '(no time)'.padEnd(19) : formatNewYorkStamp(event.time).padEnd(19)}  ${eventWords(event.name)}${legs === '' ? '' : `  ${legs}`}`);
  }
  return lines;
}

/** A change as one line: `+ 123 added`, `~ 123 OPEN → EXECUTED`, `~ 123 filled 0 → 40` (per unit for a buy-write). */
export function changeLine(change: OrderChange): string {
  switch (change.kind) {
    case 'added':
      return `+ ${change.orderId} added`;
    case 'removed':
      return `- ${change.orderId} no longer listed`;
    case 'status':
      return `~ ${change.orderId} ${change.from === null ? '?' : statusLabel(change.from)} → ${change.to === null ? '?' : statusLabel(change.to)}`;
    case 'fill':
      if (change.units !== undefined) return `~ ${change.orderId} filled ${change.units.map((move) => `${quantity(move.from)} → ${quantity(move.to)} ${UNIT_SHORT[move.unit]}`).join(' · ')}`;
      return `~ ${change.orderId} filled ${quantity(change.from)} → ${quantity(change.to)}`;
  }
}
