/**
 * Today's orders as the terminal shows them: one line per order (first leg, fill, price in words),
 * further legs indented under it, group orders as a heading over their members; times in
 * US Eastern. Also the one-line form of a change for `orders --watch`.
 */
import type { OrderBook, OrderChange } from '../../shared/domain/order-watch.ts';
import { unitFillFigure } from '../../shared/domain/order-words.ts';
import { quantitiesByUnit, UNIT_SHORT, type Order, type OrderLeg } from '../../shared/domain/orders.ts';
import { formatNewYorkClock } from '../../shared/domain/market-time.ts';
import { money, quantity, renderTable } from './text-table.ts';

const legText = (leg: OrderLeg): string => {
  const what = leg.option === null ? (leg.symbol ?? '?') : (leg.symbolDescription ?? `${leg.symbol ?? '?'} ${leg.option.expiry ?? ''} ${money(leg.option.strikePrice)} ${leg.option.callPut ?? ''}`.trim());
  return `${leg.action ?? '?'} ${quantity(leg.orderedQuantity)} ${what}`;
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

function rowsOf(order: Order, indent: string): string[][] {
  const [first, ...rest] = order.legs;
  const rows = [
    [
      `${indent}${order.orderId}`,
      order.placedAt === null ? '' : formatNewYorkClock(order.placedAt),
      order.status ?? '?',
      order.orderType ?? '',
      first === undefined ? '' : legText(first),
      filledText(order),
      order.priceDescription,
    ],
  ];
  for (const leg of rest) rows.push([`${indent}  leg ${leg.legNumber ?? '?'}`, '', '', '', legText(leg), `${quantity(leg.filledQuantity)}/${quantity(leg.orderedQuantity)}`, '']);
  return rows;
}

/** The lines of a book: normal orders, then each group with its members. */
export function orderLines(book: OrderBook): string[] {
  if (book.orders.length === 0 && book.groups.length === 0) return ['No orders today.'];
  const rows: string[][] = book.orders.flatMap((order) => rowsOf(order, ''));
  for (const group of book.groups) {
    const costs = [group.cumulativeEstimatedCommission === null ? '' : `commission ${money(group.cumulativeEstimatedCommission)}`, group.cumulativeEstimatedFees === null ? '' : `fees ${money(group.cumulativeEstimatedFees)}`].filter((part) => part !== '');
    rows.push([`group ${group.groupOrderId ?? '?'}`, '', '', group.groupType ?? '', `${group.orders.length} orders${costs.length === 0 ? '' : ` (${costs.join(', ')})`}`, '', '']);
    for (const order of group.orders) rows.push(...rowsOf(order, '  '));
  }
  return renderTable(COLUMNS, rows);
}

/** A change as one line: `+ 123 added`, `~ 123 OPEN → EXECUTED`, `~ 123 filled 0 → 40` (per unit for a buy-write). */
export function changeLine(change: OrderChange): string {
  switch (change.kind) {
    case 'added':
      return `+ ${change.orderId} added`;
    case 'removed':
      return `- ${change.orderId} no longer listed`;
    case 'status':
      return `~ ${change.orderId} ${change.from ?? '?'} → ${change.to ?? '?'}`;
    case 'fill':
      if (change.units !== undefined) return `~ ${change.orderId} filled ${change.units.map((move) => `${quantity(move.from)} → ${quantity(move.to)} ${UNIT_SHORT[move.unit]}`).join(' · ')}`;
      return `~ ${change.orderId} filled ${quantity(change.from)} → ${quantity(change.to)}`;
  }
}
