/**
 * What each column shows for an order, a leg and a group. Leg rows use the order's columns for
 * the leg's own figures (action, quantities, executed price, commission, fees, and call/put,
 * expiry and strike in the symbol column), so the eye does not have to change grids.
 */
import { createContext, useContext, type CSSProperties, type ReactNode } from 'react';
import { fillProgress, quantitiesByUnit, type UnitQuantity } from '../../../../shared/domain/order-quantities.ts';
import type { GroupOrder, Order, OrderLeg } from '../../../../shared/domain/orders.ts';
import { formatQuantity } from '../../../../shared/domain/order-words.ts';
import { ordersWords } from '../../../../shared/domain/order-count.ts';
import type { ColumnId } from './order-columns.ts';
import {
  actionLabel,
  fillLines,
  fillTitle,
  formatEasternClock,
  formatEasternDayClock,
  formatExpiry,
  formatLegPrice,
  formatMoney,
  groupTypeWords,
  localTimeTitle,
  statusLabel,
} from '../format/order-format.ts';
import { OrderLinksInline } from '../details/order-jump.tsx';
import { memberLabel, platformId, shownOrderId } from '../details/order-links.ts';
import { statusTone } from '../format/order-status.ts';
import { groupValues, orderValues, type UnitValues } from './unit-values.ts';

/**
 * Short texts on a line each, smaller, so two fit a row (a buy-write's shares and contracts); a
 * screen reader hears them with a pause between.
 */
function Lines({ lines, className }: { lines: readonly string[]; className: string }) {
  return (
    <span className={`${className} cell-lines`}>
      {lines.map((line, index) => (
        // Keyed by place: a recycled row slot showing other lines rewrites these spans.
        <span key={index}>
          {index === 0 ? null : <span className="visually-hidden"> · </span>}
          {line}
        </span>
      ))}
    </span>
  );
}

/**
 * "3 / 6" with a thin bar; a buy-write's shares and contracts on a line each, never added. The
 * bar is decoration (the text says it): the filled share with each unit weighing the same.
 */
function Filled({ quantities, progress }: { quantities: readonly UnitQuantity[]; progress: number | null }) {
  const lines = fillLines(quantities);
  return (
    // The bar is the box's ::after, painted by a gradient: no element of its own (a <progress>
    // brought every row a shadow tree of three more, a span one more element to restyle per row).
    <span className="fill" title={fillTitle(quantities)} style={{ '--fill': progress ?? 0 } as CSSProperties}>
      {lines.length > 1 ? <Lines lines={lines} className="fill-text" /> : <span className="fill-text">{lines[0]}</span>}
    </span>
  );
}

/** The status word in a coloured badge; an open order with fills says so. */
export function StatusBadge({ status, progress }: { status: string | null; progress: number | null }) {
  const partly = status === 'OPEN' && progress !== null && progress > 0 && progress < 1;
  return (
    <span className={`status-badge tone-${statusTone(status)}`} data-status={status ?? ''}>
      {partly ? 'Partly filled' : statusLabel(status)}
    </span>
  );
}

/** What the symbol column shows for a row of any kind (see symbolCell). */
interface SymbolParts {
  /** The whole description, the cell's tooltip. */
  title: string | undefined;
  /** The symbol in bold, if the row has one. */
  code: string | null;
  text: string;
  textClass: string;
  /** What follows the text (a group's count), if anything. */
  after?: ReactNode;
  /** A new order's pill, before the symbol. */
  isNew?: boolean;
  /** An order's links ("replaces #…"), on a line of their own under it. */
  links?: ReactNode;
}

/**
 * The symbol column's one shape for an order, a leg and a group: the elements stay the same
 * whatever the row, so a recycled row slot that turns from an order to a leg or a group while the
 * list scrolls rewrites their text and classes instead of building the cell again.
 */
function symbolCell({ title, code, text, textClass, after = null, isNew = false, links = null }: SymbolParts): ReactNode {
  return (
    <span className="symbol-cell symbol-stack" title={title}>
      <span className="symbol-line">
        {isNew ? <span className="new-pill">New</span> : null}
        {code === null ? null : <strong className="symbol-code">{code}</strong>}
        {/* Provider words (a description) or a leg's: isolated, so none reorders the symbol beside it. */}
        <bdi className={textClass}>{text}</bdi>
        {after}
      </span>
      {links}
    </span>
  );
}

/**
 * The symbol in bold, then what the description adds: "NVDA Jul 17 '26 $175 Call" reads as
 * NVDA + the contract; "EXXON MOBIL CORP COM" as XOM + the company. Links to a changed order
 * ("replaces #…") go on a line of their own under it, so they never take the description's room.
 */
function orderSymbol(order: Order, description: string, isNew: boolean): ReactNode {
  const first = order.legs[0];
  const symbol = order.legs.length === 1 ? (first?.symbol ?? null) : null;
  const rest = symbol !== null && description.startsWith(`${symbol} `) ? description.slice(symbol.length + 1) : description;
  return symbolCell({
    title: description,
    code: symbol,
    text: symbol === rest ? '' : rest,
    textClass: symbol === null ? 'symbol-text' : 'symbol-text symbol-rest',
    isNew,
    links: <OrderLinksInline order={order} />,
  });
}

/**
 * How the Placed column reads: the time of day for today's list, the day and time for a window
 * of history. A context, so rows need no prop of their own for it.
 */
export const PlacedWithDate = createContext(false);

function Placed({ at }: { at: number | null }) {
  const withDate = useContext(PlacedWithDate);
  return <time title={localTimeTitle(at)}>{withDate ? formatEasternDayClock(at) : formatEasternClock(at)}</time>;
}

function commonCell(id: ColumnId, v: UnitValues): ReactNode {
  switch (id) {
    case 'placed':
      return <Placed at={v.placedAt} />;
    case 'action':
      // Stacked when the legs mix units ("Buy 1,400 sh / Sell 14 ct") or a spread's ratio follows its
      // count ("8 spreads", "1×2×1"): either is too long for the column on one line.
      return v.actionParts.length > 1 && (v.quantities.length > 1 || v.quantities[0]?.unit === 'spreads') ? (
        <Lines lines={v.actionParts} className="action-text" />
      ) : (
        v.action
      );
    case 'filled':
      return <Filled quantities={v.quantities} progress={v.progress} />;
    case 'term':
      return v.term;
    case 'status':
      return <StatusBadge status={v.status} progress={v.progress} />;
    case 'value':
      return formatMoney(v.value);
    case 'commission':
      return formatMoney(v.commission);
    case 'fees':
      return formatMoney(v.fees);
    default:
      return null;
  }
}

/** An order's cell. */
export function orderCell(id: ColumnId, order: Order, isNew: boolean): ReactNode {
  const v = orderValues(order);
  switch (id) {
    case 'order': {
      // A group member carries the number the platform gives it.
      const member = memberLabel(order);
      // The platform's ID people know (a v1 group member's is its group's), never the book's
      // internal "374-2"; the member's number after it, so the ID's start is never cut.
      return (
        <span className="mono order-id" title={shownOrderId(order)}>
          {platformId(order)}
          {member === null ? null : (
            <span className="member-number" title={`Member ${member} of its group`}>
              {member}
            </span>
          )}
        </span>
      );
    }
    case 'symbol':
      return orderSymbol(order, v.description, isNew);
    case 'type':
      return v.type;
    case 'price': {
      const single = order.legs.length === 1 ? order.legs[0] : undefined;
      const average = single?.executedPrice ?? null;
      // A spread's net fill from its legs' fills and ratio under its limit: "Net credit 0.33",
      // "filled at 0.38 credit" (one line would not fit the column).
      if (average === null && v.netFill !== null) {
        return (
          <span title={`${v.price}, ${v.netFill}`}>
            <Lines lines={[v.price, v.netFill]} className="price-text" />
          </span>
        );
      }
      return (
        <span title={v.price}>
          {v.price}
          {average === null ? null : <span className="muted"> @ {formatLegPrice(average)}</span>}
        </span>
      );
    }
    default:
      return commonCell(id, v);
  }
}

/** A group's cell: its type and cumulative figures; members are the rows under it. */
export function groupCell(id: ColumnId, group: GroupOrder, shown: number): ReactNode {
  const v = groupValues(group);
  switch (id) {
    case 'order':
      return <span className="mono">{group.groupOrderId ?? '—'}</span>;
    case 'symbol':
      return symbolCell({
        title: v.description,
        code: null,
        text: v.symbols.join(', ') || 'Group',
        textClass: 'symbol-text',
        after: <span className="muted">{` · ${shown === group.orders.length ? ordersWords(shown) : `${shown} of ${ordersWords(group.orders.length)}`}`}</span>,
      });
    case 'type':
      return (
        <span className="group-type" title={groupTypeWords(group.groupType)}>
          {v.type}
        </span>
      );
    case 'price':
      return <span className="muted">Group order</span>;
    default:
      return commonCell(id, v);
  }
}

/** The option side of a leg: "Put 8.00 · Jul 17 '26". */
function optionWords(leg: OrderLeg): string | null {
  if (leg.option === null) return null;
  const side = leg.option.callPut === 'CALL' ? 'Call' : leg.option.callPut === 'PUT' ? 'Put' : (leg.option.callPut ?? 'Option');
  const strike = leg.option.strikePrice === null ? '—' : formatLegPrice(leg.option.strikePrice);
  return `${side} ${strike} · ${formatExpiry(leg.option.expiry)}`;
}

/** A leg's cell; columns that belong to the whole order stay empty. */
export function legCell(id: ColumnId, leg: OrderLeg, legIndex: number): ReactNode {
  switch (id) {
    case 'order':
      return <span className="muted">Leg {leg.legNumber ?? legIndex + 1}</span>;
    case 'symbol': {
      const option = optionWords(leg);
      return symbolCell({
        title: leg.symbolDescription ?? undefined,
        code: leg.symbol ?? leg.symbolDescription ?? '—',
        text: option === null ? ' Equity' : ` ${option}`,
        textClass: option === null ? 'symbol-text muted' : 'symbol-text leg-option',
      });
    }
    case 'type':
      // Muted by the leg row's own colour: text, as an order's type is, so a slot keeps its nodes.
      return leg.option === null ? 'Equity' : 'Option';
    case 'action':
      return `${actionLabel(leg.action)} ${formatQuantity(leg.orderedQuantity)}`;
    case 'filled': {
      const quantities = quantitiesByUnit([leg]);
      return <Filled quantities={quantities} progress={fillProgress(quantities)} />;
    }
    case 'price':
      // A span either way, as an order's price is.
      return leg.executedPrice === null ? <span className="muted">Not filled</span> : <span>{`Executed ${formatLegPrice(leg.executedPrice)}`}</span>;
    case 'commission':
      return formatMoney(leg.estimatedCommission);
    case 'fees':
      return formatMoney(leg.estimatedFees);
    default:
      return null;
  }
}
