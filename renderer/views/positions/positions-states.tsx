/**
 * What the positions view shows when there is no table: no account chosen, the legacy API (which
 * has no portfolio), an account without positions. The first load and a failure before any data
 * are the orders view's own states (orders-states.tsx), with the positions' words.
 */
import type { AppError } from '../../../shared/result.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import type { AccountTag } from './position-rows.ts';

const icon = (
  <svg viewBox="0 0 48 48" width="48" height="48">
    <rect x="6" y="8" width="10" height="32" rx="2" className="empty-shape" />
    <rect x="19" y="16" width="10" height="24" rx="2" className="empty-shape-accent" />
    <rect x="32" y="24" width="10" height="16" rx="2" className="empty-shape" />
  </svg>
);

/** No account chosen yet in this environment (or, under All accounts, no open account listed yet). */
export function NoPositionsAccount({ all = false, loading = false }: { all?: boolean; loading?: boolean }) {
  if (all)
    return (
      <div data-testid="positions-no-account">
        <EmptyState title={loading ? 'Loading the accounts…' : 'No open accounts'} icon={icon}>
          <p>{loading ? 'The positions of every open account show here once the accounts list has come.' : 'The accounts list names no open account.'}</p>
        </EmptyState>
      </div>
    );
  return (
    <div data-testid="positions-no-account">
      <EmptyState title="Choose an account" icon={icon}>
        <p>Pick an account above to see its positions, its gains and what it can still buy, or All accounts to see every open account's.</p>
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

/** The account (or every account: `all accounts`) holds nothing. */
export function NoPositions({ accountId }: { accountId: string }) {
  return (
    <div data-testid="positions-none">
      <EmptyState title="No positions" icon={icon}>
        <p>
          {accountId === 'all accounts' ? 'No open account holds positions.' : `${accountId.charAt(0).toUpperCase()}${accountId.slice(1)} holds no positions.`}
        </p>
        <p className="muted">A fill that opens one shows here at the next refresh.</p>
      </EmptyState>
    </div>
  );
}

/**
 * Above the table: what the table lacks. Under All accounts, the accounts still loading and those
 * whose read failed (with the reason); for any account, the rows the provider's pages left out.
 */
export function FeedProblems({
  loading,
  failed,
  problems,
}: {
  loading: readonly AccountTag[];
  failed: readonly { account: AccountTag; error: AppError }[];
  problems: readonly string[];
}) {
  if (loading.length === 0 && failed.length === 0 && problems.length === 0) return null;
  return (
    <div className="view-notice" data-testid="positions-problems">
      {loading.length === 0 ? null : <p>Loading the positions of {loading.map((a) => a.number).join(', ')}…</p>}
      {failed.map(({ account, error }) => (
        <p key={account.key}>
          Account {account.number} could not be read: {error.message}
        </p>
      ))}
      {problems.length === 0 ? null : <p>{problems.join(' ')}</p>}
    </div>
  );
}
