/**
 * What the polite live region says when the inbox changes: the unread alerts that were not in the
 * list shown before, once (the next state holds them, so they are never new again). Nothing on the
 * first list (what waited in the inbox is counted, not announced), nor when an alert is opened.
 */
import { isUnread, type AlertsState } from '../../../shared/domain/alerts-watch.ts';

/** The most subjects named in one announcement. */
const NAMED = 3;

/** The words for `next` after `previous` (`null`: nothing to say). */
export function alertAnnouncement(previous: AlertsState | undefined, next: AlertsState): string | null {
  if (previous === undefined || previous.dataTime === null) return null;
  const known = new Set(previous.alerts.map((alert) => alert.id));
  const arrived = next.alerts.filter((alert) => isUnread(alert) && !known.has(alert.id));
  const first = arrived[0];
  if (first === undefined) return null;
  if (arrived.length === 1) return `New alert: ${first.subject}`;
  const named = arrived
    .slice(0, NAMED)
    .map((alert) => alert.subject)
    .join('; ');
  return `${String(arrived.length)} new alerts: ${named}${arrived.length > NAMED ? '; …' : ''}`;
}
