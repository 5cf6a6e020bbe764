/**
 * A live feed's status line: "Updated 3 s ago · every 10 s, next in 4 s" (and why slower, when
 * the budget slowed it), pause/resume and refresh now, and when refreshing fails a Stale badge
 * with the reason (the view keeps the last good data); below the toolbar, the notice that says why.
 * For every feed: the orders, the positions and the alerts (the chain's bar says the same
 * words, feed-words.ts, in its own place).
 */
import type { FeedStatus } from '../../../shared/domain/feed-status.ts';
import { formatAgo, useNow } from '../../time.ts';
import { loadingWords, scheduleWords, staleReason, type ItemNames } from './feed-words.ts';

/** A feed's status and the time of the data it shows (`null` before the first answer). */
export type FeedState = FeedStatus & { dataTime: number | null };

interface FeedStatusLineProps {
  state: FeedState;
  /** The session expired or signed out: nothing will refresh until the user signs in. */
  sessionEnded: boolean;
  onRefresh(): void;
  onPause(paused: boolean): void;
  busy: boolean;
  /**
   * A first load under way whose first pages are shown: how many items are in so far and what
   * they are called ("Loading the rest… 300 orders so far"). Absent or `null`: the load is whole.
   */
  loading?: ({ count: number } & ItemNames) | null;
}

/** The freshness line with its controls. */
export function FeedStatusLine({ state, sessionEnded, onRefresh, onPause, busy, loading = null }: FeedStatusLineProps) {
  // Only this line ticks every second; the view does not re-render with it.
  const now = useNow(1000);
  const reason = staleReason(state.stale, sessionEnded);
  return (
    <div className="refresh-status" data-testid="refresh-status">
      {reason === null ? null : (
        <span className="stale-badge" data-testid="stale-badge" title={reason.detail ?? reason.message}>
          Stale
        </span>
      )}
      <span className="refresh-text" role="status" aria-live="off">
        {loading !== null ? (
          <>
            <span className="spinner spinner-small" aria-hidden="true" /> <span data-testid="feed-loading-rest">{loadingWords(loading.count, loading)}</span>
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

/**
 * Under the toolbar while the data is stale: why, in the app's words and the provider's own.
 * `kept` says what is still shown ("The orders below are the last ones received."), when any is.
 */
export function StaleNotice({ state, sessionEnded, kept }: { state: FeedState; sessionEnded: boolean; kept: string | null }) {
  const now = useNow(5000);
  const reason = staleReason(state.stale, sessionEnded);
  if (reason === null) return null;
  return (
    // Not an alert: the app's polite live region says it once.
    <div className="stale-notice" data-testid="stale-reason">
      <strong>Not updating. </strong>
      {reason.message}
      {reason.detail === undefined ? null : <code className="stale-detail">{reason.detail}</code>}
      <span className="muted">
        {' '}
        {state.stale === null ? '' : `Since ${formatAgo(state.stale.since, now)}. `}
        {kept ?? ''}
      </span>
    </div>
  );
}
