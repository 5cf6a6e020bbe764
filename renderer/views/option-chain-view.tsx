import { EmptyState } from '../components/empty-state.tsx';

/** The option chain view: calls | strike | puts for an underlier and an expiry month. */
export function OptionChainView() {
  return (
    <EmptyState
      title="Option chain"
      icon={
        <svg viewBox="0 0 48 48" width="48" height="48">
          <rect x="4" y="8" width="16" height="32" rx="2" className="empty-shape" />
          <rect x="22" y="8" width="4" height="32" rx="1" className="empty-shape-accent" />
          <rect x="28" y="8" width="16" height="32" rx="2" className="empty-shape" />
        </svg>
      }
    >
      <p>Calls on the left, strikes in the middle, puts on the right, one section per expiration date.</p>
      <p className="muted">Sign in, then pick an underlier and an expiry month to load its chain.</p>
    </EmptyState>
  );
}
