/**
 * The alerts service for the IPC layer: one feed for the session the app holds, started
 * by the first session news (a sign-in, or a session restored at start) and following every later
 * one: signed out, it stops and keeps the last list, stale; another environment or sign-in, it
 * forgets the old inbox and reads the new one as a baseline; back, it resumes. An alert opened
 * here is read with its details (the message as text, never markup) and shown read at once.
 * Read-only: nothing here deletes an alert.
 */
import type { AlertDetails } from '../../../shared/domain/alerts.ts';
import { inboxKeying, type AlertsPush, type AlertsState, type InboxAlert } from '../../../shared/domain/alerts-watch.ts';
import { fail, ok, type Result } from '../../../shared/result.ts';
import { budgetPace, withSessionClient, type SessionClient } from '../broker/session-client.ts';
import { pushEncoder } from '../live/push-encoder.ts';
import { createFeedSet, type LiveLifecycle } from '../live/feed-set.ts';
import { followSessionNews } from '../live/session-news.ts';
import type { Clock, Logger } from '../services.ts';
import { LEGACY_ALERTS, readInbox } from './alerts-read.ts';
import { createAlertsFeed, type AlertsFeed } from './alerts-feed.ts';

export interface AlertsServiceDeps {
  client: SessionClient;
  clock: Clock;
  logger: Logger;
  random?: () => number;
  /** Push to the UI: the list as a change against the revision the last push for the environment brought (shared/domain/feed-push.ts). */
  emitAlerts(push: AlertsPush): void;
  /** Unread alerts a refresh brought: the desktop notifications. */
  notify(alerts: readonly InboxAlert[]): void;
  /** Settings `alerts.refreshSeconds`, read at every plan. */
  refreshSeconds(): number;
}

export interface AlertsService extends LiveLifecycle {
  state(): Result<AlertsState>;
  refresh(): Promise<Result<AlertsState>>;
  pause(paused: boolean): Result<AlertsState>;
  /** One alert in full; it shows read from then on (the platform may mark it so). */
  details(id: string): Promise<Result<AlertDetails>>;
}

/** Creates the service; its feed starts with the first session news. */
export function createAlertsService(deps: AlertsServiceDeps): AlertsService {
  let started = false;
  /** What the feed's pushes sent: each carries the alerts that changed since the last one, by ID. */
  const encoder = pushEncoder(inboxKeying);
  const make = (): AlertsFeed =>
    createAlertsFeed({
      clock: deps.clock,
      random: deps.random ?? Math.random,
      logger: deps.logger,
      session: deps.client.news,
      read: (signal) => readInbox(deps.client, signal),
      pace: (intervalMs, requests) => budgetPace(deps.client, 'users', requests, intervalMs),
      refreshSeconds: deps.refreshSeconds,
      windowVisible: () => feeds.windowVisible(),
      emit: (state) => deps.emitAlerts({ ...state, alerts: encoder.encode(state.environment ?? '', state.alerts) }),
      news: deps.notify,
    });

  const feeds = createFeedSet(deps.client.news, make, (news, feed) => {
    if (started) followSessionNews(news, feed);
    else if (news.kind !== 'signed-out') {
      // The first session: read the inbox now (its unread are the baseline, not news).
      started = true;
      void feed.refresh();
    }
  });
  const feed = feeds.open('inbox');

  // A session already live when the service is built (one restored before the parts were made).
  if (deps.client.news.environment() !== null) {
    started = true;
    void feed.refresh();
  }

  const closed = () => fail('internal', 'The alerts service has been shut down.');

  return {
    state: () => (feeds.disposed() ? closed() : ok(feed.state())),
    async refresh() {
      if (feeds.disposed()) return closed();
      started = true;
      return ok(await feed.refresh());
    },
    pause: (paused) => (feeds.disposed() ? closed() : ok(feed.pause(paused))),
    async details(id) {
      if (feeds.disposed()) return closed();
      // An answer of a session replaced meanwhile is dropped (and marks nothing read).
      const answer = await withSessionClient(deps.client, (api) =>
        api.generation === 'legacy' ? Promise.resolve(fail('unsupported', LEGACY_ALERTS)) : api.getAlertDetails(id, { html: true }),
      );
      if (answer.ok) feed.markRead(answer.data.id);
      return answer;
    },
    setWindowVisible: feeds.setWindowVisible,
    settingsChanged: feeds.settingsChanged,
    dispose: feeds.dispose,
  };
}
