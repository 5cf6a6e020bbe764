/**
 * What the orders view shows when there is no table to show: no account chosen, no orders today,
 * no history, nothing matching the filter (the first load and a failure before any data came are
 * components/load-states.tsx, shared with the other views).
 */
import { EmptyState } from '../../components/empty-state.tsx';

const listIcon = (
  <svg viewBox="0 0 48 48" width="48" height="48">
    <rect x="6" y="8" width="36" height="6" rx="2" className="empty-shape-accent" />
    <rect x="6" y="18" width="36" height="6" rx="2" className="empty-shape" />
    <rect x="6" y="28" width="36" height="6" rx="2" className="empty-shape" />
    <rect x="6" y="38" width="24" height="4" rx="2" className="empty-shape" />
  </svg>
);

/** No account chosen yet in this environment. */
export function NoAccount({ storedNumber = null, listFailed = false }: { storedNumber?: string | null; listFailed?: boolean } = {}) {
  // A number chosen on the legacy API waits for the list to name its key on the current one.
  const waiting =
    storedNumber === null ? null : listFailed ? (
      <p data-testid="orders-number-needs-key">
        Account {storedNumber} was chosen by its number, but the current API names accounts by their key, and the accounts list that finds it is not available.
        Choose “Other account…” and paste the account key.
      </p>
    ) : (
      <p data-testid="orders-number-needs-key">Finding the key of account {storedNumber} in the accounts list…</p>
    );
  return (
    <div data-testid="orders-no-account">
      <EmptyState title="Choose an account" icon={listIcon}>
        {waiting}
        <p>Pick an account above, or choose “Other account…” to type one.</p>
        <p className="muted">
          You will see its open orders and everything placed, filled or cancelled today (US Eastern), updated live; Yesterday, Last 7 days, This month or a
          custom range show its history.
        </p>
      </EmptyState>
    </div>
  );
}

/** The account has no orders today. */
export function NoOrders({ accountId, all = false }: { accountId: string; all?: boolean }) {
  return (
    <div data-testid="orders-none">
      <EmptyState title="No orders today" icon={listIcon}>
        <p>{all ? 'No open account has' : `Account ${accountId} has`} no open orders and nothing placed, filled or cancelled today (US Eastern).</p>
        <p className="muted">New orders appear here by themselves.</p>
      </EmptyState>
    </div>
  );
}

/** A window of history with no orders (the server-side filters included). */
export function NoHistory({ accountId, range, filtered }: { accountId: string; range: string; filtered: boolean }) {
  return (
    <div data-testid="orders-none">
      <EmptyState title="No orders in this range" icon={listIcon}>
        <p>
          Account {accountId} has no orders in {range}
          {filtered ? ' that match the status, symbol and type filters' : ''}.
        </p>
        <p className="muted">History is not live: use Refresh to ask again.</p>
      </EmptyState>
    </div>
  );
}

/** Filters hide every order. */
export function NoMatches({ onClear }: { onClear(): void }) {
  return (
    <div className="orders-no-match" data-testid="orders-no-match">
      <p>No orders match the status tab and search.</p>
      <button type="button" className="button button-small" onClick={onClear}>
        Show all orders
      </button>
    </div>
  );
}
