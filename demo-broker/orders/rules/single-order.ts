/**
 * One order through the rules (index.ts) over its day: where on its points it fills, triggers,
 * is cancelled, expires or is refused.
 */
import type { StatusStep } from '../order-model.ts';
import {
  conditionHolds,
  hasStop,
  IMMEDIATE_CANCEL_MS,
  immediate,
  isOnClose,
  isOnOpen,
  lasts,
  limitOf,
  ON_CLOSE_CUTOFF_MS,
  stopReached,
  stopStateOf,
  withinLimit,
} from './price-rules.ts';
import type { Fill, OrderIntent, OrderOutcome, OrderWindow, RuleOrder, TradePoints } from './rule-types.ts';

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
    const stopState = stopStateOf(order.priceType, fill.price);
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
  const stopState = stopStateOf(order.priceType, 0);
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
  // In two parts: the rest fills the next time the market is back at the same price, at least a
  // minute on, looked at as the order is (every `scan`-th point: an option's premium is dear).
  const partStep: StatusStep = { at: filled.at, status: 'OPEN', filledFraction: part };
  for (let i = filled.index + 1; i < points.count; i += scan) {
    const at = points.instant(i);
    if (at >= stopAt || at > until) break;
    if (at - filled.at >= 60_000 && points.price(i) === filled.price) {
      return done([filled, fillAt(i)], [partStep, { at, status: 'EXECUTED', filledFraction: 1 }], triggeredAt);
    }
  }
  return done([filled], [partStep, ...endWithout(part, filled.at + 1)], triggeredAt);
}
