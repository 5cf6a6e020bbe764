/**
 * The platform's alerts, live while a session is signed in: a feed on the one poller
 * (live/poller.ts), which owns the timing. What is the feed's own: the fetch (the unread and the
 * newest alerts of each category, alerts-read.ts), the diff of each read against the last
 * (alert-diff.ts: which unread alerts are news) and its push. It keeps its pace while the window
 * is hidden (`keep`): an alert's news must arrive as a notification whoever looks. Slow by design:
 * a minute at least, backing off after failures, and slower still when the Users budget runs low.
 * When a refresh fails the last list stays, marked stale with the reason.
 */
import { ALERT_LISTS_PER_REFRESH, ALERTS_REFRESH_SECONDS, type AlertsState, type InboxAlert } from '../../../shared/domain/alerts-watch.ts';
import type { EnvironmentId } from '../../../shared/environment-ids.ts';
import type { Result } from '../../../shared/result.ts';
import type { FeedDeps, Poller } from '../live/feed.ts';
import { createPoller } from '../live/poller.ts';
import { revisionOf } from '../live/push-encoder.ts';
import { diffAlerts, type AlertMemory } from './alert-diff.ts';
import type { MergedInbox } from './inbox-merge.ts';

export interface AlertsFeedOptions extends FeedDeps {
  /** The session news (live/session-news.ts): an answer fetched with a replaced session is dropped. */
  session?: { check(): number; environment(): EnvironmentId | null };
  /** One read of the inbox; `signal` aborts it. */
  read(signal: AbortSignal): Promise<Result<MergedInbox>>;
  /** Settings `alerts.refreshSeconds`, read at every plan. */
  refreshSeconds(): number;
  emit(state: AlertsState): void;
  /** Unread alerts a refresh brought (never on the first read), newest first: the notifications. */
  news(alerts: readonly InboxAlert[]): void;
}

export interface AlertsFeed extends Poller<AlertsState> {
  /** An alert was opened (its details read): it is read now, as the platform may have marked it. */
  markRead(id: string): void;
}

type InboxData = Pick<AlertsState, 'alerts' | 'unread' | 'total' | 'fresh' | 'dataTime' | 'environment'>;
const EMPTY: InboxData = { alerts: [], unread: 0, total: null, fresh: [], dataTime: null, environment: null };

/** Creates the feed; nothing runs until `refresh()` (or `resume()`). */
export function createAlertsFeed(options: AlertsFeedOptions): AlertsFeed {
  let memory: AlertMemory | null = null;
  let data: InboxData = EMPTY;
  let brought: InboxAlert[] = [];

  const feed = createPoller<MergedInbox, AlertsState>({
    ...options,
    name: 'alerts',
    hidden: 'keep',
    seconds: options.refreshSeconds,
    bounds: ALERTS_REFRESH_SECONDS,
    // Four lists a read (alerts-read.ts).
    cost: () => ALERT_LISTS_PER_REFRESH,
    fetch: (signal) => options.read(signal),
    accept(inbox, at) {
      const diff = diffAlerts(memory, inbox.alerts);
      memory = diff.memory;
      const fresh = new Set(diff.fresh);
      brought = inbox.alerts.filter((alert) => fresh.has(alert.id));
      data = {
        alerts: inbox.alerts,
        unread: inbox.unread,
        total: inbox.total,
        fresh: diff.fresh,
        dataTime: at,
        environment: options.session?.environment() ?? data.environment,
      };
    },
    settle(_status, landed) {
      // A push that is not a new read carries no news: it was told once already.
      if (!landed) data = { ...data, fresh: [] };
    },
    compose: (status) => ({ ...data, revision: revisionOf(data.alerts), ...status }),
    emit(state, landed) {
      options.emit(state);
      if (landed && brought.length > 0) {
        const news = brought;
        brought = [];
        options.news(news);
      }
    },
    forget() {
      memory = null;
      brought = [];
      data = EMPTY;
    },
  });

  return {
    ...feed,
    markRead(id) {
      const found = data.alerts.find((alert) => alert.id === id);
      if (found === undefined || found.status !== 'UNREAD') return;
      // In place: the row a person just opened does not move away under the cursor; the next read sorts it among the read.
      const alerts = data.alerts.map((alert) => (alert.id === id ? { ...alert, status: 'READ' } : alert));
      data = { ...data, alerts, unread: Math.max(0, data.unread - 1), fresh: [] };
      feed.push();
    },
  };
}
