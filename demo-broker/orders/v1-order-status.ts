/**
 * The v1 status of a simulated order at an instant. The book's timelines use the legacy statuses;
 * v1 adds its own on top: a partly filled open order reads INDIVIDUAL_FILLS or PARTIAL (nobody
 * can tell them apart yet, so both appear), a day order still open when its day ended has EXPIRED,
 * and some executed option orders of past days were assignments (OPTION_ASSIGNMENT).
 */
import { easternParts } from '../eastern-time.ts';
import type { OrderSpec } from './order-model.ts';
import { orderStateAt } from './order-model.ts';

/** REGULAR for an order placed 09:30-16:00 New York, EXTENDED otherwise. */
export function marketSessionOf(placedAt: number): 'REGULAR' | 'EXTENDED' {
  const placed = easternParts(placedAt);
  const minutes = placed.hour * 60 + placed.minute;
  return minutes >= 9 * 60 + 30 && minutes < 16 * 60 ? 'REGULAR' : 'EXTENDED';
}

/** What an order looks like on v1 at an instant. */
export interface V1OrderState {
  status: string;
  filledFraction: number;
  /** Epoch ms of the execution, only for executed orders. */
  executedAt?: number;
  /** When the status last changed. */
  since: number;
}

/** True for an option order that the simulation reports as an assignment once executed. */
export function isAssignment(order: OrderSpec): boolean {
  return order.legs.length === 1 && order.legs[0]?.option !== undefined && order.orderId % 7 === 3;
}

/** The v1 state of `order` at `at`; `dayEnd` is the midnight after the order's day. */
export function v1StateAt(order: OrderSpec, at: number, dayEnd: number): V1OrderState {
  const state = orderStateAt(order, at);
  let since = order.placedAt;
  for (const step of order.timeline) if (step.at <= at) since = step.at;
  const open = state.status === 'OPEN' || state.status === 'CANCEL_REQUESTED';
  if (open && at >= dayEnd && order.orderTerm !== 'GOOD_UNTIL_CANCEL') {
    return { status: 'EXPIRED', filledFraction: state.filledFraction, since: dayEnd };
  }
  if (state.status === 'OPEN' && state.filledFraction > 0 && state.filledFraction < 1) {
    return { status: order.orderId % 20 < 10 ? 'INDIVIDUAL_FILLS' : 'PARTIAL', filledFraction: state.filledFraction, since };
  }
  if (state.status === 'EXECUTED' && state.executedAt !== undefined) {
    const status = at >= dayEnd && isAssignment(order) ? 'OPTION_ASSIGNMENT' : 'EXECUTED';
    return { status, filledFraction: 1, executedAt: state.executedAt, since };
  }
  return { status: state.status, filledFraction: state.filledFraction, since };
}
