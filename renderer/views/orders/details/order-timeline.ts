/**
 * An order's life as a timeline (the single-order call's `Events`): each event's name in words,
 * its time in New York, and the fills it names. Unknown event names are shown as they came.
 * Also the one rule for an order's executed time: shown only where it is real.
 */
import type { OrderEvent } from '../../../../shared/domain/order-history.ts';
import type { Order } from '../../../../shared/domain/orders.ts';
import { EXECUTED_STATUSES } from '../../../../shared/domain/order-words.ts';
import { legDoneWords } from '../../../../shared/domain/leg-words.ts';
import { formatNewYorkStamp } from '../../../../shared/domain/market-time.ts';
import { eventWords } from '../../../../shared/domain/order-labels.ts';

/** One line of the timeline. */
export interface TimelineEntry {
  /** The provider's name, kept for the element's data and tests. */
  name: string;
  /** "Sent to market", or the provider's word when unknown to us. */
  words: string;
  /** "2026-11-23 09:31:02 ET", or "time not given". */
  when: string;
  /** Epoch ms, for a `<time dateTime>`; `null` when not given. */
  at: number | null;
  /** What the event's legs say: "Buy 100 KO @ 60.25", "Buy to open 14 F Dec 18 '26 $15 call @ 0.14". */
  legs: string[];
  /** Event styling: fills, ends and the rest. */
  tone: 'fill' | 'end' | 'step';
}

// The events' words are the terminal's too: shared/domain/order-labels.ts.
export { eventWords } from '../../../../shared/domain/order-labels.ts';

const toneOf = (name: string): TimelineEntry['tone'] =>
  /EXECUTED|FILL|ASSIGNED|EXERCISED/.test(name) ? 'fill' : /CANCELLED|EXPIRED|REJECTED/.test(name) ? 'end' : 'step';

/** The timeline, oldest first; events without a time keep their place among their neighbours. */
export function timelineEntries(events: readonly OrderEvent[]): TimelineEntry[] {
  const indexed = events.map((event, index) => ({ event, index }));
  // Only events that both have a time are compared: a stable order for the rest.
  indexed.sort((a, b) => (a.event.time !== null && b.event.time !== null ? a.event.time - b.event.time : 0) || a.index - b.index);
  return indexed.map(({ event }) => ({
    name: event.name,
    words: eventWords(event.name),
    when: event.time === null ? 'time not given' : `${formatNewYorkStamp(event.time)} ET`,
    at: event.time,
    // A fill says what was filled; any other event what was ordered (its fills are still 0).
    legs: event.legs.map((leg) => legDoneWords(leg, leg.filledQuantity !== null && leg.filledQuantity > 0 ? leg.filledQuantity : leg.orderedQuantity)),
    tone: toneOf(event.name),
  }));
}

/** Statuses under which an order has executed, in whole (the Executed tab's) or in part. */
const TRADED_STATUSES: ReadonlySet<string> = new Set([...EXECUTED_STATUSES, 'INDIVIDUAL_FILLS', 'PARTIAL']);

/** The earliest instant the platform could have executed anything: its v1 API is newer than this. */
const EARLIEST = Date.UTC(2000, 0, 1);
/** A little clock skew is tolerated between placement and execution. */
const SKEW_MS = 60_000;

/**
 * The order's executed time when it is real, else `null`: only for an order that executed (or
 * has fills), never before it was placed, never in the future of `nowMs` nor before 2000. The
 * platform sends garbage (`2129352816`) on some orders that never executed.
 */
export function realExecutedAt(order: Order, nowMs: number): number | null {
  const at = order.executedAt;
  if (at === null || !Number.isFinite(at)) return null;
  const filled = (order.filledQuantity ?? 0) > 0 || order.legs.some((leg) => (leg.filledQuantity ?? 0) > 0);
  if (!(order.status !== null && TRADED_STATUSES.has(order.status)) && !filled) return null;
  if (at < EARLIEST || at > nowMs + SKEW_MS) return null;
  if (order.placedAt !== null && at < order.placedAt - SKEW_MS) return null;
  return at;
}

/**
 * The Executed field in words: the real time ("2026-11-23 10:02:11 ET"); "time not given" for an
 * order that has fills (or traded) but no credible time; `null` when nothing executed.
 */
export function executedWords(order: Order, nowMs: number, stamp: (epochMs: number) => string): string | null {
  const at = realExecutedAt(order, nowMs);
  if (at !== null) return `${stamp(at)} ET`;
  const filled = (order.filledQuantity ?? 0) > 0 || order.legs.some((leg) => (leg.filledQuantity ?? 0) > 0);
  return filled || (order.status !== null && EXECUTED_STATUSES.has(order.status)) ? 'time not given' : null;
}
