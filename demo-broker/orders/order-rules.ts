/**
 * The rules every simulated order obeys, in one place (docs/demo-broker.md, "Orders that obey
 * their rules"). An order trades only at the points of its session's price grid (order-market.ts
 * gives the order's own price there: a stock's last trade, an option's premium, a spread's net), so
 * each fill is a time and a price the underlier was at:
 *
 * - a market order fills at the first point it reaches the market; a limit order at the first
 *   point whose price is its limit or better (a buy at or under it, a sell at or over it);
 * - a stop triggers at the first point the price reaches it (a sell stop at or under, a buy stop at
 *   or over) and then fills there as a market order; a stop-limit, once triggered, fills only at a
 *   point within its limit; a trailing stop trails the best price since it went out; a bracket's
 *   trigger must be reached before its stop works;
 * - a contingent order works once its condition (the underlier at or over, at or under a price) holds;
 * - fill-or-kill fills whole at once or is cancelled at once; immediate-or-cancel fills what it can
 *   at once and cancels the rest at once (never "cancel requested");
 * - on-open orders trade at the open only and on-close orders at the close only (a limit one not
 *   met there expires there); an on-open order placed after the open is refused;
 * - a day order still working at the close expires at the close; a good-until-cancelled one lives on;
 * - a working order the trader cancels is "cancel requested", then cancelled, unless it filled first.
 *
 * Group orders (entry-factory.ts) run their members through these rules with `sentAt`: a member of
 * a one-triggers group goes out only when the first member fills, and one-cancels-other members
 * are cancelled the instant another fills.
 */
import type { OrderTerm, PriceType } from '../../shared/spec-constants.ts';
import type { OrderCondition, PriceField, StatusStep } from './order-model.ts';

/** Which way an order trades. */
export type Side = 'BUY' | 'SELL';

/** The points an order can trade at: its session's grid, with the order's own price at each. */
export interface TradePoints {
  /** How many points (0 on a day without a session). */
  readonly count: number;
  /** The instant of point `i`, ascending. */
  instant(i: number): number;
  /** What a fill of the order at point `i` gets (a bought option near the ask, a sold one near the bid). */
  price(i: number): number;
  /** The underlier's last trade at point `i` (what a contingent order's condition watches). */
  underlier(i: number): number;
  /**
   * A working order looks at every `scan`-th point (option premiums are dear to compute) and then
   * back for the first point that met it: a touch in between may pass without a fill, as one does
   * for a limit at the back of the queue.
   */
  readonly scan?: number;
  /**
   * The first point from `from` on whose price is at or under `level` (`paid`) or at or over it,
   * -1 when none: a fast path for a plain limit on a stock (its price is the path's).
   */
  seek?(from: number, level: number, paid: boolean): number;
  /** The session's open and close instants (undefined without a session). */
  readonly open: number | undefined;
  readonly close: number | undefined;
}

/** The facts of an order the rules read. */
export interface RuleOrder {
  side: Side;
  priceType: PriceType;
  term: OrderTerm;
  allOrNone: boolean;
  prices: Partial<Record<PriceField, number>>;
  condition?: OrderCondition;
  placedAt: number;
  /**
   * A net-priced order (a spread) quotes its price as a debit (positive) or a credit (negative):
   * `NET_CREDIT`'s limit is the least credit it takes, `NET_EVEN`'s is 0.
   */
  net?: 'NET_DEBIT' | 'NET_CREDIT' | 'NET_EVEN';
}

/** What the trader and the platform do to the order, apart from the market. */
export interface OrderIntent {
  /** The platform refuses it on arrival, this long after placing. */
  rejectAfter?: number;
  /** The trader asks to cancel it at this instant if it still works, and the cancel takes this long. */
  cancelAt?: number;
  cancelTakes?: number;
  /** A resting order may fill in two parts: this share first (0 or absent: whole). */
  firstPart?: number;
  /** Milliseconds from reaching the market to a fill of an order that arrives marketable (its latency). */
  latency: number;
}

/** When the order reaches the market and until when it may work there. */
export interface OrderWindow {
  /** When the order goes out (a one-triggers member: when its first member fills); undefined: never. */
  sentAt: number | undefined;
  /** Midnight after the order's day (a good-until-cancelled order works beyond; this day's list stops here). */
  dayEnd: number;
  /** Another member's fill cancels this one from this instant (one-cancels-other). */
  cancelledBy?: number;
}

/** A fill: the grid point, its instant and the order's price there. */
export interface Fill {
  index: number;
  at: number;
  price: number;
}

/** What became of the order. */
export interface OrderOutcome {
  timeline: StatusStep[];
  /** The instant it went out, if it did. */
  sentAt?: number;
  /** The first fill and, when it filled in two parts, the second (at the same price). */
  fills: Fill[];
  /** When it triggered (stops and brackets), if it did. */
  triggeredAt?: number;
}

/** How long an immediate order takes to be cancelled when it cannot fill. */
const IMMEDIATE_CANCEL_MS = 400;
/** On-close orders are taken until 15:45 New York: 15 minutes before the close. */
export const ON_CLOSE_CUTOFF_MS = 15 * 60_000;

const isOnOpen = (type: PriceType): boolean => type === 'MARKET_ON_OPEN' || type === 'LIMIT_ON_OPEN';
const isOnClose = (type: PriceType): boolean => type === 'MARKET_ON_CLOSE' || type === 'LIMIT_ON_CLOSE';
const lasts = (term: OrderTerm): boolean => term === 'GOOD_UNTIL_CANCEL';
const immediate = (term: OrderTerm): boolean => term === 'IMMEDIATE_OR_CANCEL' || term === 'FILL_OR_KILL';

/** The limit an order must fill within, if any (a stop-limit's limit is stopLimitPrice on an option, limitPrice on a stock). */
export function limitOf(order: Pick<RuleOrder, 'priceType' | 'prices' | 'net'>): number | undefined {
  if (order.net === 'NET_EVEN') return 0;
  switch (order.priceType) {
    case 'LIMIT':
    case 'LIMIT_ON_OPEN':
    case 'LIMIT_ON_CLOSE':
      return order.prices.limitPrice;
    case 'NET_DEBIT':
      return order.prices.limitPrice;
    case 'NET_CREDIT':
      return order.prices.limitPrice === undefined ? undefined : -order.prices.limitPrice;
    case 'STOP_LIMIT':
      return order.prices.stopLimitPrice ?? order.prices.limitPrice;
    default:
      return undefined;
  }
}

/**
 * Whether a price is within an order's limit: a buy (or a debit, whose price is what it pays) at or
 * under it, a sell at or over it. A net order's price is signed (a credit negative), so it pays at
 * most its limit whichever way it is quoted.
 */
export function withinLimit(side: Side, price: number, limit: number | undefined, net: boolean): boolean {
  if (limit === undefined) return true;
  const paid = net || side === 'BUY';
  return paid ? price <= limit + 1e-9 : price >= limit - 1e-9;
}

/** The stop-like machinery of an order at a point: triggered yet, and the stop level it watches. */
interface StopState {
  armed: boolean;
  best: number;
}

/** Whether an order has a stop phase, and whether it is reached at a point. */
function stopReached(order: RuleOrder, price: number, state: StopState): boolean {
  const { prices, priceType, side } = order;
  const sell = side === 'SELL';
  if (!state.armed) {
    // A bracket's trigger: a lower trigger at or under it, an upper one at or over it.
    const trigger = prices.triggerPrice;
    if (trigger !== undefined) {
      const lower = priceType.includes('LOWER_TRIGGER');
      if (lower ? price > trigger : price < trigger) return false;
    }
    state.armed = true;
    state.best = price;
  }
  state.best = sell ? Math.max(state.best, price) : Math.min(state.best, price);
  let stop = prices.stopPrice;
  if (priceType.includes('TRAILING_STOP')) {
    const trail = prices.trailPrice ?? 0;
    const percent = priceType.includes('PRCT');
    const trailed = percent ? state.best * (sell ? 1 - trail / 100 : 1 + trail / 100) : state.best + (sell ? -trail : trail);
    const initial = prices.initialStopPrice;
    stop = initial === undefined ? trailed : sell ? Math.max(initial, trailed) : Math.min(initial, trailed);
  }
  if (stop === undefined) return true;
  return sell ? price <= stop + 1e-9 : price >= stop - 1e-9;
}

/** True for the price types with a stop phase. */
export const hasStop = (type: PriceType): boolean => type.includes('STOP');

/** Whether a contingent order's condition holds at a point. */
function conditionHolds(condition: OrderCondition | undefined, underlier: number): boolean {
  if (condition === undefined) return true;
  return condition.conditionType === 'CONTINGENT_GTE' ? underlier >= condition.conditionPrice : underlier <= condition.conditionPrice;
}

/** The first point at or after `instant`. */
function firstPointFrom(points: TradePoints, instant: number): number {
  let low = 0;
  let high = points.count;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (points.instant(mid) < instant) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Runs an order through the rules over its day. */
export function runOrder(order: RuleOrder, points: TradePoints, intent: OrderIntent, window: OrderWindow): OrderOutcome {
  const placed = order.placedAt;
  const open: StatusStep[] = [{ at: placed, status: 'OPEN', filledFraction: 0 }];
  if (intent.rejectAfter !== undefined) return { timeline: [...open, { at: placed + intent.rejectAfter, status: 'REJECTED', filledFraction: 0 }], fills: [] };
  const { sentAt } = window;
  const close = points.close;
  const limit = limitOf(order);
  const net = order.net !== undefined;
  // Where the order stops working without a fill, and how.
  const cancelRequest = intent.cancelAt;
  const cancelTakes = intent.cancelTakes ?? 1_000;
  const cancelled = (at: number, filledFraction: number): StatusStep[] => [{ at, status: 'CANCELLED', filledFraction }];
  const endWithout = (filledFraction: number, from: number): StatusStep[] => {
    const ends: { at: number; steps: StatusStep[] }[] = [];
    if (window.cancelledBy !== undefined) ends.push({ at: window.cancelledBy, steps: cancelled(window.cancelledBy, filledFraction) });
    if (cancelRequest !== undefined)
      ends.push({
        at: cancelRequest,
        steps: [
          { at: cancelRequest, status: 'CANCEL_REQUESTED', filledFraction },
          { at: cancelRequest + cancelTakes, status: 'CANCELLED', filledFraction },
        ],
      });
    if (!lasts(order.term)) {
      // At the close, or at once for one that reached the market just after it; without a session, at midnight.
      const expiresAt = close !== undefined && placed < close ? Math.max(close, from) : window.dayEnd - 1;
      ends.push({ at: expiresAt, steps: [{ at: expiresAt, status: 'EXPIRED', filledFraction }] });
    }
    const first = ends.filter((end) => end.at >= from).sort((a, b) => a.at - b.at)[0];
    return first?.steps ?? [];
  };
  if (sentAt === undefined) {
    // Never sent (its first member never filled): it ends with the group, as the group ends.
    return { timeline: [...open, ...endWithout(0, placed)], fills: [] };
  }
  // On-open orders are taken until the open, on-close orders until 15 minutes before the close.
  if (isOnOpen(order.priceType) && (points.open === undefined || sentAt >= points.open)) {
    return { timeline: [...open, { at: placed + 1_000, status: 'REJECTED', filledFraction: 0 }], fills: [] };
  }
  if (isOnClose(order.priceType) && (close === undefined || sentAt > close - ON_CLOSE_CUTOFF_MS)) {
    return { timeline: [...open, { at: placed + 1_000, status: 'REJECTED', filledFraction: 0 }], fills: [] };
  }
  // The order reaches the market at its arrival (latency after going out), or at the open.
  const arrival = sentAt + intent.latency;
  const stopAt = Math.min(cancelRequest ?? Infinity, window.cancelledBy ?? Infinity);
  const fillAt = (index: number): Fill => ({ index, at: points.instant(index), price: points.price(index) });
  const done = (fills: Fill[], steps: StatusStep[], triggeredAt?: number): OrderOutcome => ({
    timeline: [...open, ...steps],
    sentAt,
    fills,
    ...(triggeredAt === undefined ? {} : { triggeredAt }),
  });

  if (isOnOpen(order.priceType) || isOnClose(order.priceType)) {
    const index = isOnOpen(order.priceType) ? 0 : points.count - 1;
    const at = points.instant(index);
    if (at >= stopAt) return done([], endWithout(0, arrival));
    const fill = fillAt(index);
    if (withinLimit(order.side, fill.price, limit, net)) return done([fill], [{ at, status: 'EXECUTED', filledFraction: 1 }]);
    return done([], [{ at, status: 'EXPIRED', filledFraction: 0 }]);
  }

  const first = firstPointFrom(points, arrival);
  if (immediate(order.term)) {
    // Evaluated once, where it meets the market; outside a session there is none to meet.
    if (first >= points.count || (close !== undefined && arrival > close)) return done([], cancelled(arrival + IMMEDIATE_CANCEL_MS, 0));
    const fill = fillAt(first);
    const stopState: StopState = { armed: false, best: fill.price };
    const marketable =
      withinLimit(order.side, fill.price, limit, net) &&
      conditionHolds(order.condition, points.underlier(first)) &&
      (!hasStop(order.priceType) || stopReached(order, fill.price, stopState));
    if (!marketable) return done([], cancelled(fill.at + IMMEDIATE_CANCEL_MS, 0));
    const part = intent.firstPart ?? 0;
    if (order.term === 'FILL_OR_KILL' || order.allOrNone || part <= 0) return done([fill], [{ at: fill.at, status: 'EXECUTED', filledFraction: 1 }]);
    // Immediate-or-cancel: what the market holds at once is filled, the rest cancelled at once.
    return done(
      [fill],
      [
        { at: fill.at, status: 'OPEN', filledFraction: part },
        { at: fill.at + IMMEDIATE_CANCEL_MS, status: 'CANCELLED', filledFraction: part },
      ],
    );
  }

  // A working order: scan its points until it fills or stops working.
  const until = lasts(order.term) ? window.dayEnd : (close ?? window.dayEnd);
  const stopState: StopState = { armed: false, best: 0 };
  let triggeredAt: number | undefined;
  let live = !hasStop(order.priceType);
  let filled: Fill | undefined;
  const scan = Math.max(1, points.scan ?? 1);
  const meets = (i: number): boolean => conditionHolds(order.condition, points.underlier(i)) && withinLimit(order.side, points.price(i), limit, net);
  for (let i = first; i < points.count; i += scan) {
    const at = points.instant(i);
    if (at >= stopAt || at > until) break;
    if (!conditionHolds(order.condition, points.underlier(i))) continue;
    const price = points.price(i);
    if (!live) {
      if (!stopReached(order, price, stopState)) continue;
      live = true;
      triggeredAt = at;
      if (withinLimit(order.side, price, limit, net)) {
        filled = fillAt(i);
        break;
      }
      continue;
    }
    if (points.seek !== undefined && limit !== undefined && order.condition === undefined) {
      // A plain limit on a stock: straight to the first point at or better than it.
      const next = points.seek(i, limit, net || order.side === 'BUY');
      if (next >= 0 && points.instant(next) < stopAt && points.instant(next) <= until) filled = fillAt(next);
      break;
    }
    if (withinLimit(order.side, price, limit, net)) {
      // Back to the first point since the last look that met the order.
      let j = i;
      while (j - 1 >= first && j - 1 > i - scan && meets(j - 1)) j -= 1;
      filled = fillAt(j);
      break;
    }
  }
  if (filled === undefined) return done([], endWithout(0, arrival), triggeredAt);
  const part = order.allOrNone ? 0 : (intent.firstPart ?? 0);
  if (part <= 0) return done([filled], [{ at: filled.at, status: 'EXECUTED', filledFraction: 1 }], triggeredAt);
  // In two parts: the rest fills the next time the market is back at the same price, at least a minute on.
  const partStep: StatusStep = { at: filled.at, status: 'OPEN', filledFraction: part };
  for (let i = filled.index + 1; i < points.count; i += 1) {
    const at = points.instant(i);
    if (at >= stopAt || at > until) break;
    if (at - filled.at >= 60_000 && points.price(i) === filled.price) {
      return done([filled, fillAt(i)], [partStep, { at, status: 'EXECUTED', filledFraction: 1 }], triggeredAt);
    }
  }
  return done([filled], [partStep, ...endWithout(part, filled.at + 1)], triggeredAt);
}
