/**
 * One inbox from the four lists a refresh asks (alerts-read.ts): the unread and the newest alerts
 * of each category. The list names no category per alert, so an alert's category is the list it
 * came in; one both categories' lists carried (the sandbox answers its canned list whatever is
 * asked) has none. Its status is the one it says itself, never the filter it was asked with.
 * Ordered unread first, then read, newest first within each (ids grow with time: ties by id).
 */
import type { AlertCategory, AlertList } from '../../../shared/domain/alerts.ts';
import { isUnread, type InboxAlert } from '../../../shared/domain/alerts-watch.ts';

/** The lists of one category. */
export interface CategoryLists {
  readonly category: AlertCategory;
  /** Asked with `status=UNREAD`. */
  readonly unread: AlertList;
  /** The newest, any status. */
  readonly recent: AlertList;
}

/** The merged inbox and its counts. */
export interface MergedInbox {
  readonly alerts: readonly InboxAlert[];
  /** Unread alerts, those the unread lists left out included. */
  readonly unread: number;
  /** Every alert the lists counted (their `totalAlerts`, or what they brought). */
  readonly total: number;
}

/** Compares decimal ids without leading zeros as numbers (they may pass 2^53). */
const compareIds = (a: string, b: string): number => (a.length !== b.length ? a.length - b.length : a < b ? -1 : a > b ? 1 : 0);

/** Newest first: by creation time, then by id (an alert without a time last). */
export const newestFirst = (a: InboxAlert, b: InboxAlert): number => (b.createdAt ?? -Infinity) - (a.createdAt ?? -Infinity) || compareIds(b.id, a.id);

/** The inbox's order: unread first, then read, newest first within each. */
export const inboxOrder = (a: InboxAlert, b: InboxAlert): number => Number(isUnread(b)) - Number(isUnread(a)) || newestFirst(a, b);

/** The alerts a list counted beyond those it brought. */
const leftOut = (list: AlertList): number => Math.max(0, (list.total ?? list.alerts.length) - list.alerts.length);

/** Merges the lists of each category into one inbox, unread first. */
export function mergeInbox(lists: readonly CategoryLists[]): MergedInbox {
  const byId = new Map<string, InboxAlert>();
  for (const { category, unread, recent } of lists) {
    for (const summary of [...unread.alerts, ...recent.alerts]) {
      const known = byId.get(summary.id);
      const alert: InboxAlert = { id: summary.id, createdAt: summary.createdAt, subject: summary.subject, status: summary.status, category };
      if (known === undefined) byId.set(summary.id, alert);
      else if (known.category !== category) byId.set(summary.id, { ...known, category: null });
    }
  }
  const alerts = [...byId.values()].sort(inboxOrder);
  const shownUnread = alerts.filter(isUnread).length;
  // What each category's unread list left out is unread too; a list cut the same alerts twice only on the sandbox, whose lists are never cut.
  const unread = shownUnread + lists.reduce((sum, { unread: list }) => sum + leftOut(list), 0);
  const total = Math.max(
    alerts.length,
    lists.reduce((sum, { recent }) => sum + (recent.total ?? recent.alerts.length), 0),
  );
  return { alerts, unread, total };
}
