/**
 * Orders on the current API (v1): the order list is a history (two years, filters, no "today"
 * mode), and a single order can be asked for with its events. The IPC shapes of both live here.
 */
import { z } from 'zod';
import { isoDate } from './calendar.ts';
import type { OrderBook } from './order-watch.ts';
import type { GroupOrder, Order, OrderLeg } from './orders.ts';

/** The `status` filter values the provider takes (one at a time). */
export const ORDER_STATUS_FILTERS = ['OPEN', 'EXECUTED', 'CANCELLED', 'INDIVIDUAL_FILLS', 'CANCEL_REQUESTED', 'EXPIRED', 'REJECTED'] as const;
/** The `securityType` filter values. */
export const ORDER_SECURITY_TYPES = ['EQ', 'OPTN', 'MF', 'MMF'] as const;

/**
 * The account key of a request: v1 `accountIdKey` (opaque letters, digits, `-` and `_`, may start
 * with `-`) or a legacy numeric account ID.
 */
export const accountKeySchema = z.string().regex(/^[\w-]{1,64}$/, 'must be an account key (letters, digits, - and _)');

/** ISO calendar date `YYYY-MM-DD` (New York days) that names a real day: 2026-02-30 is refused. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be a date as YYYY-MM-DD')
  // The pattern lets 30 February through; a day that rolls over into the next month is not real.
  .refine((text) => isoDate(Number(text.slice(0, 4)), Number(text.slice(5, 7)), Number(text.slice(8, 10))) === text, {
    message: 'must be a real calendar date (YYYY-MM-DD)',
    abort: true,
  });

/** A history window and the filters sent to the server. */
export const orderHistoryQuerySchema = z
  .object({
    accountKey: accountKeySchema,
    /** First New York day of the window. */
    from: isoDateSchema,
    /** Last New York day of the window (at most two years after `from`). */
    to: isoDateSchema,
    status: z.enum(ORDER_STATUS_FILTERS).optional(),
    /** Up to 25 symbols, comma-separated on the wire. */
    symbols: z
      .array(z.string().regex(/^[A-Z][A-Z0-9./-]{0,9}$/, 'must be a market symbol'))
      .max(25)
      .optional(),
    securityType: z.enum(ORDER_SECURITY_TYPES).optional(),
  })
  .strict();
export type OrderHistoryQuery = z.infer<typeof orderHistoryQuerySchema>;

/** A window of history (not live: it has a Refresh). */
export interface OrderHistory {
  readonly query: OrderHistoryQuery;
  readonly book: OrderBook;
  /** Epoch ms when it was fetched. */
  readonly fetchedAt: number;
  /** Set when the window held more than the cap: only the newest `shown` orders are here. */
  readonly capped: { readonly shown: number } | null;
}

/** The single-order call's arguments. */
export const orderDetailsQuerySchema = z
  .object({ accountKey: accountKeySchema, orderId: z.string().regex(/^\d{1,20}$/, 'must be the numeric order ID') })
  .strict();
export type OrderDetailsQuery = z.infer<typeof orderDetailsQuerySchema>;

/** One event of an order's life (v1 `Events.Event`): ORDER_PLACED, SENT_TO_MARKET, ORDER_EXECUTED… */
export interface OrderEvent {
  /** As the provider names it; unknown names are kept. */
  readonly name: string;
  /** Epoch ms (wire `dateTime`, milliseconds). */
  readonly time: number | null;
  /** The legs the event names (fills show here), possibly none. */
  readonly legs: readonly OrderLeg[];
}

/** An order as the single-order call gives it, with its timeline. */
export interface OrderDetails {
  readonly order: Order | null;
  readonly group: GroupOrder | null;
  /** Oldest first. */
  readonly events: readonly OrderEvent[];
}
