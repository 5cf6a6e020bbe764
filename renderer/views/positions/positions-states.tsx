/**
 * What the positions view shows when there is no table: no account chosen, the legacy API (which
 * has no portfolio), an account without positions. The first load and a failure before any data
 * are the orders view's own states (orders-states.tsx), with the positions' words.
 */
import { EmptyState } from '../../components/empty-state.tsx';

const icon = (
  <svg viewBox="0 0 48 48" width="48" height="48">
    <rect x="6" y="8" width="10" height="32" rx="2" className="empty-shape" />
    <rect x="19" y="16" width="10" height="24" rx="2" className="empty-shape-accent" />
    <rect x="32" y="24" width="10" height="16" rx="2" className="empty-shape" />
  </svg>
);

/** No account chosen yet in this environment. */
export function NoPositionsAccount() {
  return (
    <div data-testid="positions-no-account">
      <EmptyState title="Choose an account" icon={icon}>
        <p>Pick an account above to see its positions, its gains and what it can still buy.</p>
        <p className="muted">Prices, gains and greeks refresh by themselves while this view is shown.</p>
      </EmptyState>
    </div>
  );
}

/** The environment speaks the legacy API, which has no portfolio. */
export function LegacyPositions() {
  return (
    <div data-testid="positions-legacy">
      <EmptyState title="Positions need the current API" icon={icon}>
        <p>The legacy API has no portfolio or balance. Choose the current API (v1) under Settings → Advanced to see positions.</p>
      </EmptyState>
    </div>
  );
}

/** The account holds nothing. */
export function NoPositions({ accountId }: { accountId: string }) {
  return (
    <div data-testid="positions-none">
      <EmptyState title="No positions" icon={icon}>
        <p>Account {accountId} holds no positions.</p>
        <p className="muted">A fill that opens one shows here at the next refresh.</p>
      </EmptyState>
    </div>
  );
}
