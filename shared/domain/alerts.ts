/**
 * The platform's user alerts (docs/platform/current-api.md, "Alerts"): price alerts, execution
 * notices and account notices in the user's inbox. The list gives a summary per alert; the details
 * add the message, already plain text (the provider's HTML and leftover CSS never leave the
 * backend), and the symbol, read as an option when it is an OSI key. Read-only: nothing here
 * deletes.
 */
import { z } from 'zod';
import { formatCalendarDay } from './calendar.ts';
import type { OpenEnum } from './open-enum.ts';

/** An alert's status on the wire. */
export const ALERT_STATUSES = ['READ', 'UNREAD', 'DELETED'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

/** The categories the list can be asked for; the list itself names none per alert. */
export const ALERT_CATEGORIES = ['STOCK', 'ACCOUNT'] as const;
export type AlertCategory = (typeof ALERT_CATEGORIES)[number];

/** The list's order by creation time. */
export const ALERT_DIRECTIONS = ['ASC', 'DESC'] as const;

/** The most alerts one list asks for (the list has no paging: the count is raised instead). */
export const MAX_ALERT_COUNT = 300;

/** What a list request asks for; every field is optional (the provider's defaults: 25, every category and status). */
export const alertListQuerySchema = z
  .object({
    count: z.number().int('must be a whole number').min(1, 'must be at least 1').max(MAX_ALERT_COUNT, `must be at most ${MAX_ALERT_COUNT}`).optional(),
    category: z.enum(ALERT_CATEGORIES).optional(),
    status: z.enum(ALERT_STATUSES).optional(),
    direction: z.enum(ALERT_DIRECTIONS).optional(),
    /** Text in the subject; printable characters only. */
    search: z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .max(100, 'must be at most 100 characters')
      .refine((text) => !/\p{Cc}/u.test(text), 'must not hold control characters')
      .optional(),
  })
  .strict();
export type AlertListQuery = z.infer<typeof alertListQuerySchema>;

/** An alert's id: the platform's positive number, as decimal text (exact beyond 2^53, like order IDs). */
export const alertIdSchema = z.string().regex(/^[1-9]\d{0,19}$/, 'must be the alert’s number (a whole number above 0)');

/** One alert of the list. */
export interface AlertSummary {
  /** Decimal text without leading zeros. */
  readonly id: string;
  /** Epoch ms (wire `createTime`, seconds); `null` when absent or unreadable. */
  readonly createdAt: number | null;
  /** Plain text on one line (entities decoded, markup removed). */
  readonly subject: string;
  /** READ, UNREAD or DELETED; an unknown word is kept; `null` when absent. */
  readonly status: OpenEnum<AlertStatus> | null;
  /** The category the list was asked for (`category=`); `null` when the list was not split. */
  readonly category: AlertCategory | null;
}

/** The answer to a list request. An empty inbox is an empty list, not an error. */
export interface AlertList {
  /** Wire `totalAlerts`; `null` when absent. */
  readonly total: number | null;
  readonly alerts: readonly AlertSummary[];
}

/** The empty inbox (the platform's HTTP 404 with code 53, or 204). */
export const emptyAlertList = (): AlertList => ({ total: 0, alerts: [] });

/** What an alert's `symbol` names: a stock (ticker), an option (OSI key), or text that is neither. */
export type AlertSymbol =
  | { readonly kind: 'stock'; readonly symbol: string }
  | {
      readonly kind: 'option';
      /** The OSI key as sent (`EDIT--211001P00055000`). */
      readonly symbol: string;
      /** The root symbol (the underlier for a standard option). */
      readonly underlier: string;
      /** ISO date `YYYY-MM-DD`. */
      readonly expiry: string;
      readonly callPut: 'CALL' | 'PUT';
      readonly strike: number;
    }
  | { readonly kind: 'other'; readonly symbol: string };

/** A link of the message: its words and its http(s) URL, kept as text until a person clicks it. */
export interface AlertLink {
  readonly text: string;
  readonly url: string;
}

/** One alert in full. */
export interface AlertDetails {
  readonly id: string;
  readonly createdAt: number | null;
  readonly subject: string;
  /** The message as plain text: markup and leftover CSS removed, entities decoded, blocks as lines. */
  readonly message: string;
  /** The message's http(s) links, in the order they appear in `message` (where their URL is written out too). */
  readonly links: readonly AlertLink[];
  /** `null` when absent (account alerts). */
  readonly symbol: AlertSymbol | null;
  /** Epoch ms the alert was read (wire `readTime`; 0 means unread: `null`). */
  readonly readAt: number | null;
  /** Epoch ms it was deleted (wire `deleteTime`; 0 means not deleted: `null`). */
  readonly deletedAt: number | null;
}

/** An alert's status as its details tell it: deleted, read, or unread. */
export const detailsStatus = (details: Pick<AlertDetails, 'readAt' | 'deletedAt'>): AlertStatus =>
  details.deletedAt !== null ? 'DELETED' : details.readAt !== null ? 'READ' : 'UNREAD';

/** The symbol in words, the option as the option: "EDIT $55 put, expires Fri, Oct 1, 2021"; a stock or text as it is. */
export const describeAlertSymbol = (symbol: AlertSymbol): string =>
  symbol.kind === 'option'
    ? `${symbol.underlier} $${String(symbol.strike)} ${symbol.callPut === 'CALL' ? 'call' : 'put'}, expires ${formatCalendarDay(symbol.expiry) ?? symbol.expiry}`
    : symbol.symbol;
