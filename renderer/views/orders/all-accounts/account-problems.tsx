/**
 * Above the All accounts table: what it lacks, account by account. The accounts still loading,
 * those whose first load failed, and those whose feed stopped updating (their rows stay, marked
 * stale), each with the provider's reason and since when; or, for a window of history, the
 * accounts whose window could not be read.
 */
import { formatNewYorkClock } from '../../../../shared/domain/market-time.ts';
import type { AppError } from '../../../../shared/result.ts';
import type { AccountTag } from '../../../components/accounts/account-options.ts';
import type { AccountProblem } from './all-orders.ts';
import { accountText } from '../table/order-rows.ts';

interface AccountProblemsProps {
  loading: readonly AccountTag[];
  failed: readonly { account: AccountTag; error: AppError }[];
  stale: readonly AccountProblem[];
  /** "today's orders", "the orders of the last 7 days". */
  what: string;
}

/** The accounts' problems, or nothing when every account is in the table and up to date. */
export function AccountProblems({ loading, failed, stale, what }: AccountProblemsProps) {
  if (loading.length === 0 && failed.length === 0 && stale.length === 0) return null;
  return (
    <div className="view-notice account-problems" role="status" data-testid="account-problems">
      {loading.length === 0 ? null : (
        <p>
          Loading {what} of {loading.map(accountText).join(', ')}…
        </p>
      )}
      {failed.map(({ account, error }) => (
        <p key={account.key} data-account={account.number}>
          Account {accountText(account)} could not be read: {error.message}
        </p>
      ))}
      {stale.map(({ account, error, since }) => (
        <p key={account.key} data-account={account.number} data-testid="account-stale">
          Account {accountText(account)} is not updating{since === null ? '' : ` since ${formatNewYorkClock(since)} ET`}: {error.message} Its rows below are the
          last ones received, marked stale.
        </p>
      ))}
    </div>
  );
}
