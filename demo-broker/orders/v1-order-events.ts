/**
 * The single-order call's `Events.Event[]` (undocumented on the platform): the life of an order as
 * far as it has happened at an instant, oldest first, times in epoch milliseconds, each naming the
 * instruments with what of them was filled by then.
 */
import type { WireObject } from '../wire/wire-tree.ts';
import type { OrderSpec } from './order-model.ts';
import type { DatedEntry } from './v1-account-history.ts';
import { instrumentTree } from './v1-order-wire.ts';
import { isAssignment, v1StateAt } from './v1-order-status.ts';

const STEP_EVENTS: Record<string, string> = {
  EXECUTED: 'ORDER_EXECUTED',
  CANCEL_REQUESTED: 'CANCEL_REQUESTED',
  CANCELLED: 'ORDER_CANCELLED',
  EXPIRED: 'ORDER_EXPIRED',
  REJECTED: 'ORDER_REJECTED',
};

interface TimedEvent {
  at: number;
  tree: WireObject;
}

function orderEvents(order: OrderSpec, dayEnd: number, at: number): TimedEvent[] {
  const event = (time: number, name: string, filledFraction: number): TimedEvent => ({
    at: time,
    tree: { name, dateTime: time, Instrument: order.legs.map((leg) => instrumentTree(leg, filledFraction)) },
  });
  const events = [event(order.placedAt, 'ORDER_PLACED', 0)];
  // Sent when the rules sent it (a one-triggers group's later members once the first filled), never when held back or refused.
  if (order.sentAt !== undefined && order.sentAt <= at) events.push(event(order.sentAt, 'SENT_TO_MARKET', 0));
  for (const step of order.timeline.slice(1)) {
    const name = step.status === 'OPEN' && step.filledFraction > 0 ? 'ORDER_PARTIALLY_EXECUTED' : STEP_EVENTS[step.status];
    if (name !== undefined) events.push(event(step.at, name, step.filledFraction));
  }
  const final = v1StateAt(order, at, dayEnd);
  if (final.status === 'EXPIRED' && !order.timeline.some((step) => step.status === 'EXPIRED'))
    events.push(event(dayEnd, 'ORDER_EXPIRED', final.filledFraction));
  if (final.status === 'OPTION_ASSIGNMENT' && isAssignment(order)) events.push(event(dayEnd, 'OPTION_ASSIGNED', 1));
  return events.filter((e) => e.at <= at);
}

/** The events of every order of an entry (a group's members together), oldest first. */
export function entryEvents(dated: DatedEntry, at: number): WireObject[] {
  return dated.entry.orders
    .flatMap((order) => orderEvents(order, dated.dayEnd, at))
    .sort((a, b) => a.at - b.at)
    .map((e) => e.tree);
}
