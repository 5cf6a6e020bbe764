/**
 * The price checks of the order rules (index.ts): an order's limit and whether a price is within
 * it, when a stop (a trailing one, a bracket's trigger) is reached, when a contingent order's
 * condition holds, and which price types and terms work at the open, at the close, at once.
 */
import type { OrderTerm, PriceType } from '../../../shared/spec-constants.ts';
import type { OrderCondition } from '../order-model.ts';
import type { RuleOrder, Side } from './rule-types.ts';

/** How long an immediate order takes to be cancelled when it cannot fill. */
export const IMMEDIATE_CANCEL_MS = 400;
/** On-close orders are taken until 15:45 New York: 15 minutes before the close. */
export const ON_CLOSE_CUTOFF_MS = 15 * 60_000;

export const isOnOpen = (type: PriceType): boolean => type === 'MARKET_ON_OPEN' || type === 'LIMIT_ON_OPEN';
export const isOnClose = (type: PriceType): boolean => type === 'MARKET_ON_CLOSE' || type === 'LIMIT_ON_CLOSE';
export const lasts = (term: OrderTerm): boolean => term === 'GOOD_UNTIL_CANCEL';
export const immediate = (term: OrderTerm): boolean => term === 'IMMEDIATE_OR_CANCEL' || term === 'FILL_OR_KILL';

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

/**
 * The stop-like machinery of an order at a point: triggered yet, the best price since, and what
 * its price type says of its stop (read once per order, not at every point it is looked at).
 */
export interface StopState {
  armed: boolean;
  best: number;
  /** A bracket's trigger is a lower one (else an upper one). */
  lower: boolean;
  /** The stop trails the best price, by a percentage or by an amount. */
  trailing: boolean;
  percent: boolean;
}

/** A stop's state before it is looked at. */
export function stopStateOf(priceType: PriceType, best: number): StopState {
  return { armed: false, best, lower: priceType.includes('LOWER_TRIGGER'), trailing: priceType.includes('TRAILING_STOP'), percent: priceType.includes('PRCT') };
}

/** Whether an order has a stop phase, and whether it is reached at a point. */
export function stopReached(order: RuleOrder, price: number, state: StopState): boolean {
  const { prices, side } = order;
  const sell = side === 'SELL';
  if (!state.armed) {
    // A bracket's trigger: a lower trigger at or under it, an upper one at or over it.
    const trigger = prices.triggerPrice;
    if (trigger !== undefined) {
      if (state.lower ? price > trigger : price < trigger) return false;
    }
    state.armed = true;
    state.best = price;
  }
  state.best = sell ? Math.max(state.best, price) : Math.min(state.best, price);
  let stop = prices.stopPrice;
  if (state.trailing) {
    const trail = prices.trailPrice ?? 0;
    const trailed = state.percent ? state.best * (sell ? 1 - trail / 100 : 1 + trail / 100) : state.best + (sell ? -trail : trail);
    const initial = prices.initialStopPrice;
    stop = initial === undefined ? trailed : sell ? Math.max(initial, trailed) : Math.min(initial, trailed);
  }
  if (stop === undefined) return true;
  return sell ? price <= stop + 1e-9 : price >= stop - 1e-9;
}

/** True for the price types with a stop phase. */
export const hasStop = (type: PriceType): boolean => type.includes('STOP');

/** Whether a contingent order's condition holds at a point. */
export function conditionHolds(condition: OrderCondition | undefined, underlier: number): boolean {
  if (condition === undefined) return true;
  return condition.conditionType === 'CONTINGENT_GTE' ? underlier >= condition.conditionPrice : underlier <= condition.conditionPrice;
}
