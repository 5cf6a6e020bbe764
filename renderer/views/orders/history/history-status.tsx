/**
 * How fresh a window of history is: it is not live, so it says when it was fetched and offers
 * Refresh; a failed refresh keeps the last good window and says why.
 */
import { formatNewYorkClock } from '../../../../shared/domain/market-time.ts';
import type { AppError } from '../../../../shared/result.ts';

interface HistoryStatusProps {
  fetchedAt: number | null;
  fetching: boolean;
  onRefresh(): void;
}

/** "History, not live · fetched 14:03:07 ET" with Refresh. */
export function HistoryStatus({ fetchedAt, fetching, onRefresh }: HistoryStatusProps) {
  return (
    <div className="refresh-status" data-testid="history-status-line">
      <span className="refresh-text" role="status" aria-live="off">
        {fetching ? (
          <>
            <span className="spinner spinner-small" aria-hidden="true" /> Loading…
          </>
        ) : fetchedAt === null ? (
          'Not loaded yet'
        ) : (
          <>History, not live · fetched {formatNewYorkClock(fetchedAt)} ET</>
        )}
      </span>
      <button type="button" className="button button-small" onClick={onRefresh} disabled={fetching}>
        Refresh
      </button>
    </div>
  );
}

/** Under the toolbar when a Refresh failed: the window below is the last one received. */
export function HistoryRefreshFailed({ error }: { error: AppError }) {
  return (
    <div className="stale-notice" data-testid="history-refresh-failed">
      <strong>Refresh failed. </strong>
      {error.message}
      {error.detail === undefined ? null : <code className="stale-detail">{error.detail}</code>}
      <span className="muted"> The orders below are the last ones received.</span>
    </div>
  );
}

/** The window held more orders than the app reads: only the newest are shown. */
export function CappedNote({ shown }: { shown: number }) {
  return (
    <p className="view-notice" role="note" data-testid="history-capped">
      Showing the first {shown.toLocaleString('en-US')} orders of this range (the newest). Narrow the range or filter by status or symbol to see the rest.
    </p>
  );
}
