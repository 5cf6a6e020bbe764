/**
 * Orders as the terminal shows them: one line per order (a single leg's action, or a multi-leg
 * order's strategy counted in spreads; fill, price in words and a spread's net fill), each leg of
 * a multi-leg order on its own line under it, group orders as a heading (total value and
 * commission on v1) over their numbered members ("500 #2", as the app names them), changed orders with "replaced by #377" / "replaces #374" under
 * them; times in US Eastern (with the date when the book spans several days: history). Also the
 * one-line form of a change for `orders --watch`, and an order's event timeline. The provider's
 * codes are printed in the app's words (Sell short, Spread, Partly filled); `--json` keeps them.
 */
import type { OrderDetails } from '../../shared/domain/order-history.ts';
import type { OrderBook, OrderChange } from '../../shared/domain/order-watch.ts';
import { actionLabel, eventWords, orderTypeLabel, statusLabel } from '../../shared/domain/order-labels.ts';
import { unitFillFigure } from '../../shared/domain/order-words.ts';
import { UNIT_SHORT } from '../../shared/domain/order-quantities.ts';
import { memberNumber, shownOrderId } from '../../shared/domain/order-identity.ts';
import { contractWords, legDoneWords } from '../../shared/domain/leg-words.ts';
import { formatPrice } from '../../shared/domain/price-description.ts';
import { netFillWords, ratioText, spreadQuantity, spreadsWords, tradedQuantities } from '../../shared/domain/spread-units.ts';
import { classifyStrategy, strategyWords } from '../../shared/domain/strategy.ts';
import type { Order, OrderLeg } from '../../shared/domain/orders.ts';
import { formatNewYorkClock, formatNewYorkStamp, newYorkDate } from '../../shared/domain/market-time.ts';
import { money, quantity, renderTable } from './text-table.ts';

/** "Buy to open 14 F Dec 18 '26 $15 call": what a leg orders. */
const legText = (leg: OrderLeg): string => `${leg.action === null ? '?' : actionLabel(leg.action)} ${quantity(leg.orderedQuantity)} ${contractWords(leg)}`;

/**
 * "40/100"; "14/14" spreads for a multi-leg order; per unit where its legs cannot be counted in
 * spreads and count different units ("0/1450 sh · 0/14 ct"): shares and contracts never add up.
 */
function filledText(order: Order): string {
  const units = tradedQuantities(order.legs);
  const figure = (filled: number | null, ordered: number | null) => `${quantity(filled)}/${quantity(ordered)}`;
  const only = units.length === 1 ? units[0] : undefined;
  if (only !== undefined && only.unit === 'spreads') return figure(only.filled, only.ordered);
  if (units.length <= 1) return figure(order.filledQuantity, order.orderedQuantity);
  return units.map((unit) => unitFillFigure(unit, quantity)).join(' · ');
}

/** A multi-leg order's line: "AAPL Iron condor, 2 spreads", the ratio where not 1:1, what the platform called it where the legs disagree. */
function multiLegText(order: Order): string {
  const strategy = classifyStrategy(order.legs, order.orderType);
  const spreads = spreadQuantity(order.legs);
  const symbols = [...new Set(order.legs.map((leg) => leg.symbol ?? leg.symbolDescription ?? '?'))].join(', ');
  const name = strategy === null ? '' : ` ${strategyWords(strategy)}`;
  if (spreads === null) return `${symbols}${name}, ${order.legs.length} legs`;
  const ratio = ratioText(spreads.ratio);
  return `${symbols}${name}, ${spreadsWords(spreads.ordered)}${ratio === null ? '' : ` · ${ratio}`}`;
}

/** The price in words and, for a spread, its net fill: "Net credit 0.33, filled at 0.38 credit". */
function priceText(order: Order): string {
  const net = order.legs.length > 1 ? netFillWords(order.legs) : null;
  return net === null ? order.priceDescription : `${order.priceDescription}, ${net}`;
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
  // A group member shows the platform's orderId and its number ("501 #2"), as the app does; a
  // member the platform left unnumbered says so, never a made-up number.
  const unnumbered = order.platformOrderId !== undefined && memberNumber(order) === null ? ' (unnumbered)' : '';
  const rows = [
    [
      `${indent}${shownOrderId(order)}${unnumbered}`,
      order.placedAt === null ? '' : time(order.placedAt),
      statusText(order.status),
      order.orderType === null ? '' : orderTypeLabel(order.orderType),
      order.legs.length > 1 ? multiLegText(order) : order.legs[0] === undefined ? '' : legText(order.legs[0]),
      filledText(order),
      priceText(order),
    ],
  ];
  // Each leg of a multi-leg order on its own line, with its own fill and price: the order's line
  // counts spreads, a leg's contracts (or shares).
  if (order.legs.length > 1) {
    for (const leg of order.legs) {
      rows.push([
        `${indent}  leg ${leg.legNumber ?? '?'}`,
        '',
        '',
        '',
        legText(leg),
        `${quantity(leg.filledQuantity)}/${quantity(leg.orderedQuantity)}`,
        leg.executedPrice === null ? '' : `@ ${formatPrice(leg.executedPrice)}`,
      ]);
    }
  }
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
    rows.push([
      `group ${group.groupOrderId ?? '?'}`,
      '',
      '',
      group.groupType === null ? '' : orderTypeLabel(group.groupType),
      `${group.orders.length} order${group.orders.length === 1 ? '' : 's'}${costs.length === 0 ? '' : ` (${costs.join(', ')})`}`,
      '',
      '',
    ]);
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
    // A fill names what was filled and its price; any other event what was ordered.
    const legs = event.legs
      .map((leg) => legDoneWords(leg, leg.filledQuantity !== null && leg.filledQuantity > 0 ? leg.filledQuantity : leg.orderedQuantity))
      .join('; ');
    lines.push(
      `  ${event.time === null ? '(no time)'.padEnd(19) : formatNewYorkStamp(event.time).padEnd(19)}  ${eventWords(event.name)}${legs === '' ? '' : `  ${legs}`}`,
    );
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
      if (change.units !== undefined)
        return `~ ${change.orderId} filled ${change.units.map((move) => `${quantity(move.from)} → ${quantity(move.to)} ${UNIT_SHORT[move.unit]}`).join(' · ')}`;
      return `~ ${change.orderId} filled ${quantity(change.from)} → ${quantity(change.to)}`;
  }
}
