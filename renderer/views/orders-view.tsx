import { EmptyState } from '../components/empty-state.tsx';

/** The orders view: today's orders of an account, refreshing by themselves. */
export function OrdersView() {
  return (
    <EmptyState
      title="Today's orders"
      icon={
        <svg viewBox="0 0 48 48" width="48" height="48">
          <rect x="6" y="8" width="36" height="6" rx="2" className="empty-shape-accent" />
          <rect x="6" y="18" width="36" height="6" rx="2" className="empty-shape" />
          <rect x="6" y="28" width="36" height="6" rx="2" className="empty-shape" />
          <rect x="6" y="38" width="24" height="4" rx="2" className="empty-shape" />
        </svg>
      }
    >
      <p>Open orders and everything placed, filled or cancelled today (US Eastern), updated live.</p>
      <p className="muted">Multi-leg and group orders expand to their legs and members. Sign in and choose an account to start.</p>
    </EmptyState>
  );
}
