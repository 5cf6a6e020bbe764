/**
 * What the order rules (index.ts) read and say: the points an order can trade at, the order's
 * facts, the trader's and the platform's part in it, its window in the day, and its outcome.
 */
import type { OrderTerm, PriceType } from '../../../shared/spec-constants.ts';
import type { OrderCondition, PriceField, StatusStep } from '../order-model.ts';

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
