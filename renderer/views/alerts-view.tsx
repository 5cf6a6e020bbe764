/**
 * The Alerts view: the platform's alerts of the environment signed in, unread first,
 * live (main's alerts feed reads the inbox every minute or more while signed in, whatever view is
 * shown: the header's tab counts the unread), and one alert's details beside the list. Built as
 * the orders and positions views are and from their parts: the feed status line, the stale notice,
 * the details panel's look. Read-only: nothing here deletes an alert.
 */
import { useCallback } from 'react';
import type { AppError } from '../../shared/result.ts';
import { DEFAULT_USER_SETTINGS } from '../../shared/settings.ts';
import { toAppError } from '../api.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { FeedStatusLine, StaleNotice } from '../components/feed-status/feed-status.tsx';
import { LoadFailed } from '../components/load-states.tsx';
import { useSettings } from '../queries/app-queries.ts';
import { useSession } from '../queries/session-queries.ts';
import { shownWords, unreadWords } from './alerts/alert-counts.ts';
import { AlertDetailsPanel } from './alerts/alert-details.tsx';
import { AlertList } from './alerts/alert-list.tsx';
import { useAlertsStore } from '../feeds/alerts/alerts-store.ts';
import { useAlertControls, useAlerts } from './alerts/use-alerts.ts';
import '../styles/view-frame.css';
import '../styles/orders.css';
import '../styles/alerts.css';

const bellIcon = (
  <svg viewBox="0 0 24 24" width="40" height="40">
    <path d="M12 3a6 6 0 0 0-6 6v4l-2 3h16l-2-3V9a6 6 0 0 0-6-6Zm-2 15a2 2 0 0 0 4 0" fill="none" stroke="currentColor" strokeWidth="1.5" />
  </svg>
);

/** Why nothing is listed yet: the legacy API, a first read that failed, or the first read under way. */
function NotListed({ error, onRetry, retrying }: { error: AppError | null; onRetry(): void; retrying: boolean }) {
  if (error?.code === 'unsupported')
    return (
      <div data-testid="alerts-unsupported">
        <EmptyState title="No alerts on the legacy API" icon={bellIcon}>
          <p>{error.message}</p>
        </EmptyState>
      </div>
    );
  if (error !== null) return <LoadFailed error={error} onRetry={onRetry} retrying={retrying} title="The alerts could not be read." />;
  return (
    <div className="view-loading" data-testid="alerts-loading">
      <span className="spinner" aria-hidden="true" /> Reading your alerts…
    </div>
  );
}

/** The alerts view. */
export function AlertsView() {
  const settings = useSettings();
  const session = useSession();
  const environment = (settings.data?.values ?? DEFAULT_USER_SETTINGS).environment;
  const sessionState = session.data?.session.state;
  const sessionEnded = sessionState !== undefined && sessionState !== 'active' && sessionState !== 'inactive';
  const inbox = useAlerts(environment, settings.data !== undefined);
  const controls = useAlertControls();
  const activeId = useAlertsStore((s) => s.activeId);
  const openId = useAlertsStore((s) => s.openId);
  const focusDetails = useAlertsStore((s) => s.focusDetails);
  const onOpen = useCallback((id: string, focus: boolean) => useAlertsStore.getState().open(id, { focus }), []);
  const onActive = useCallback((id: string) => useAlertsStore.getState().setActive(id), []);
  const onFocused = useCallback(() => useAlertsStore.getState().focused(), []);
  const onClose = useCallback(() => {
    useAlertsStore.getState().close();
    document.querySelector<HTMLElement>('[data-testid="alerts-table"]')?.focus();
  }, []);

  const state = inbox.data;
  const retry = () => controls.refresh.mutate();
  const retrying = controls.refresh.isPending || state?.refreshing === true;
  let body;
  if (inbox.isError)
    body = (
      <LoadFailed error={toAppError(inbox.error)} onRetry={() => void inbox.refetch()} retrying={inbox.isFetching} title="The alerts could not be read." />
    );
  else if (state === undefined || state.dataTime === null) body = <NotListed error={state?.stale?.error ?? null} onRetry={retry} retrying={retrying} />;
  else if (state.alerts.length === 0)
    body = (
      <div data-testid="alerts-none">
        <EmptyState title="No alerts" icon={bellIcon}>
          <p>Your inbox is empty. Price alerts, execution notices and account notices appear here by themselves, and as desktop notifications.</p>
        </EmptyState>
      </div>
    );
  else
    body = (
      <AlertList
        alerts={state.alerts}
        activeId={activeId}
        openId={openId}
        onActive={onActive}
        onOpen={onOpen}
        onClose={onClose}
        stale={state.stale !== null || sessionEnded}
      />
    );
  const shown = state?.alerts.find((alert) => alert.id === openId);

  return (
    <section className="view-frame alerts-view" aria-labelledby="alerts-title" data-testid="alerts-view">
      <h2 id="alerts-title" className="visually-hidden">
        Alerts
      </h2>
      <div className="view-toolbar">
        {state === undefined || state.dataTime === null ? null : (
          <p className="alerts-counts" data-testid="alerts-counts">
            <strong>{unreadWords(state.unread)}</strong>
            <span className="muted">{` · ${shownWords(state.alerts.length, state.total)}`}</span>
          </p>
        )}
        {state === undefined ? null : (
          <FeedStatusLine
            state={state}
            sessionEnded={sessionEnded}
            busy={controls.refresh.isPending}
            onRefresh={retry}
            onPause={(paused) => controls.pause.mutate(paused)}
          />
        )}
      </div>
      {state !== undefined && state.dataTime !== null ? (
        <StaleNotice state={state} sessionEnded={sessionEnded} kept="The alerts below are the last ones read." />
      ) : null}
      {controls.refresh.isError || controls.pause.isError ? (
        <p className="view-action-error" role="alert">
          {toAppError(controls.refresh.error ?? controls.pause.error).message}
        </p>
      ) : null}
      <div className="view-main alerts-main">
        <div className="view-content">{body}</div>
        {openId === null ? null : (
          <AlertDetailsPanel key={openId} environment={environment} alert={shown} id={openId} focus={focusDetails} onFocused={onFocused} onClose={onClose} />
        )}
      </div>
      {openId === null && state !== undefined && state.alerts.length > 0 ? (
        <p className="alerts-help muted">Up and Down to move, Enter to open an alert, Escape to close it.</p>
      ) : null}
    </section>
  );
}
