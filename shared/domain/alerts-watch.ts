/**
 * What the alerts feed tells the UI: the inbox as last read (unread first, then the
 * newest), how many are unread, which alerts the last refresh brought, how fresh it is and, when
 * refreshing fails, why (the last good list stays, marked stale). Carried by `alerts:changed` and
 * the answers of the alerts channels. The feed runs while a session is signed in, whichever view
 * is shown: its news must arrive as notifications.
 */
import { z } from 'zod';
import type { EnvironmentId } from '../environment-ids.ts';
import { alertIdSchema, type AlertCategory, type AlertStatus } from './alerts.ts';
import { pushReader, uniqueRows, type Keying, type Pushed } from './feed-push.ts';
import type { FeedStatus } from './feed-status.ts';
import type { OpenEnum } from './open-enum.ts';

/**
 * Refresh bounds in seconds: a minute at least (alerts are polled slowly:
 * docs/platform/budgets.md), an hour at most. Alerts are news, not prices: a minute late costs
 * nothing, and the Users budget is shared with the session's own renewals.
 */
export const ALERTS_REFRESH_SECONDS = { min: 60, max: 3600, default: 60 } as const;

/** Unread alerts asked per category each refresh (the list has no paging; at most 300). */
export const UNREAD_ASKED = 300;
/** The newest alerts asked per category each refresh, read or not: what the list shows besides the unread. */
export const RECENT_ASKED = 50;
/** The lists one refresh asks: unread and newest, for each category (the list names no category per alert). */
export const ALERT_LISTS_PER_REFRESH = 4;

/** One alert of the inbox as the view lists it. */
export interface InboxAlert {
  /** Decimal text. */
  readonly id: string;
  /** Epoch ms; `null` when the platform gave none. */
  readonly createdAt: number | null;
  /** Plain text on one line. */
  readonly subject: string;
  /** READ or UNREAD (an unknown word is kept); `null` when absent. */
  readonly status: OpenEnum<AlertStatus> | null;
  /** STOCK or ACCOUNT, from the category list it came in; `null` when both lists (or neither) named it. */
  readonly category: AlertCategory | null;
}

/** The state of the alerts feed. */
export interface AlertsState extends FeedStatus {
  /** The environment whose inbox this is; `null` before any session. */
  readonly environment: EnvironmentId | null;
  /** Unread first, then read; newest first within each. Empty until the first read (and for an empty inbox). */
  readonly alerts: readonly InboxAlert[];
  /** The revision of `alerts` (feed-push.ts): a listener that holds it holds this list. */
  readonly revision: number;
  /** Unread alerts in the inbox, the ones the lists left out included. */
  readonly unread: number;
  /** Every alert in the inbox as the lists counted them; `null` before the first read. */
  readonly total: number | null;
  /** Ids of unread alerts the last refresh brought (notified once); empty on the first read and on status pushes. */
  readonly fresh: readonly string[];
  /** Epoch ms when the shown list was fetched; `null` before the first read. */
  readonly dataTime: number | null;
}

/** How a push keys the inbox (feed-push.ts): each alert by its ID, in the list's order. */
export const inboxKeying: Keying<readonly InboxAlert[], InboxAlert, null> = {
  rows: (alerts) =>
    uniqueRows(
      alerts,
      (alert) => alert.id,
      (alert) => alert,
    ),
  meta: () => null,
  build: (alerts) => alerts,
};

/** What `alerts:changed` carries: the state with its list as a change against the revision before (feed-push.ts). */
export type AlertsPush = Pushed<AlertsState, 'alerts', InboxAlert, null>;

/** A listener's reading of `alerts:changed` pushes in order (feed-push.ts): `null` for one it cannot read. */
export function alertsPushReader(): (push: AlertsPush) => AlertsState | null {
  const read = pushReader<AlertsState, 'alerts', InboxAlert, null>(inboxKeying, 'alerts', (push) => push.environment ?? '');
  return (push) => read(push)?.state ?? null;
}

/** `alerts:pause`. */
export const alertsPauseSchema = z.object({ paused: z.boolean() }).strict();
/** `alerts:details`: one alert's number. */
export const alertDetailsQuerySchema = z.object({ id: alertIdSchema }).strict();

/** Whether an alert is unread. */
export const isUnread = (alert: Pick<InboxAlert, 'status'>): boolean => alert.status === 'UNREAD';

/** "Stock alert", "Account alert", or "Alert" when the category is unknown. */
export const alertCategoryWords = (category: InboxAlert['category']): string =>
  category === 'STOCK' ? 'Stock alert' : category === 'ACCOUNT' ? 'Account alert' : 'Alert';
