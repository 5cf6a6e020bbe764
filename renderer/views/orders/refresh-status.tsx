/**
 * How fresh the orders are: "Updated 3 s ago · every 10 s" (and why slower, when the budget slowed it), pause/resume and refresh now, and
 * when refreshing fails a Stale badge with the reason (the table keeps the last good data).
 */
import type { OrderWatchState } from '../../../shared/domain/order-watch.ts';
import type { AppError } from '../../../shared/result.ts';
import { formatAgo, useNow } from '../../time.ts';
import { loadingWords, scheduleWords } from './refresh-words.ts';

interface RefreshStatusProps {
  state: OrderWatchState;
  /** The session expired or signed out: nothing will refresh until the user signs in. */
  sessionEnded: boolean;
  onRefresh(): void;
  onPause(paused: boolean): void;
  busy: boolean;
}

/** The reason shown with the Stale badge. */
export function staleReason(state: OrderWatchState, sessionEnded: boolean): AppError | null {
  if (state.stale !== null) return state.stale.error;
  return sessionEnded ? { code: 'not-signed-in', message: 'The session has ended; sign in again to refresh.' } : null;
}

/** The freshness line with its controls. */
export function RefreshStatus({ state, sessionEnded, onRefresh, onPause, busy }: RefreshStatusProps) {
  // Only this line ticks every second; the table does not re-render with it.
  const now = useNow(1000);
  const reason = staleReason(state, sessionEnded);
  return (
    <div className="refresh-status" data-testid="refresh-status">
      {reason === null ? null : (
        <span className="stale-badge" data-testid="stale-badge" title={reason.detail ?? reason.message}>
          Stale
        </span>
      )}
      <span className="refresh-text" role="status" aria-live="off">
        {state.loading ? (
          <>
            <span className="spinner spinner-small" aria-hidden="true" /> <span data-testid="orders-loading-more">{loadingWords(state.loading.orders)}</span>
          </>
        ) : state.refreshing ? (
          <>
            <span className="spinner spinner-small" aria-hidden="true" /> Refreshing…
          </>
        ) : state.dataTime === null ? (
          'Not loaded yet'
        ) : (
          <>
            Updated <span data-testid="updated-ago">{formatAgo(state.dataTime, now)}</span>
          </>
        )}
        <span className="muted" data-testid="refresh-schedule">
          {scheduleWords(state, now)}
        </span>
      </span>
      <button type="button" className="button button-small" onClick={() => onPause(!state.paused)} aria-pressed={state.paused} disabled={sessionEnded}>
        {state.paused ? 'Resume' : 'Pause'}
      </button>
      <button type="button" className="button button-small" onClick={onRefresh} disabled={busy || state.refreshing || sessionEnded}>
        Refresh now
      </button>
    </div>
  );
}

/** Under the toolbar while the data is stale: why, in the app's words and the provider's own. */
export function StaleNotice({ state, sessionEnded }: { state: OrderWatchState; sessionEnded: boolean }) {
  const now = useNow(5000);
  const reason = staleReason(state, sessionEnded);
  if (reason === null) return null;
  return (
    // Not an alert: the app's polite live region says it once (order-announcement.ts).
    <div className="stale-notice" data-testid="stale-reason">
      <strong>Not updating. </strong>
      {reason.message}
      {reason.detail === undefined ? null : <code className="stale-detail">{reason.detail}</code>}
      <span className="muted">
        {' '}
        {state.stale === null ? '' : `Since ${formatAgo(state.stale.since, now)}. `}
        {state.book === null ? '' : 'The orders below are the last ones received.'}
      </span>
    </div>
  );
}
