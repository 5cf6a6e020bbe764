/**
 * What a view shows while its first data is coming or when it could not come: the first load (a
 * line and a skeleton of rows), and a failure before any data came (the provider's message
 * verbatim, with a retry). Every view of a feed shows these (orders, positions, alerts).
 */
import { Problem } from './problem.tsx';
import type { AppError } from '../../shared/result.ts';

/** The first load of an account (later refreshes keep the table). */
export function FirstLoad({ accountId, what = 'today’s orders', whose = `account ${accountId}` }: { accountId: string; what?: string; whose?: string }) {
  return (
    <div className="view-loading" data-testid="orders-loading">
      <span className="spinner" aria-hidden="true" /> Loading {what} of {whose}…
      <div className="skeleton" aria-hidden="true">
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className="skeleton-row" />
        ))}
      </div>
    </div>
  );
}

/** Loading failed before any data came. */
export function LoadFailed({
  error,
  onRetry,
  retrying,
  title = 'Today’s orders could not be loaded.',
}: {
  error: AppError;
  onRetry(): void;
  retrying: boolean;
  title?: string;
}) {
  return (
    <div className="view-failed" data-testid="orders-failed">
      <Problem error={error} title={title} />
      <button type="button" className="button" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Trying…' : 'Try again'}
      </button>
    </div>
  );
}
