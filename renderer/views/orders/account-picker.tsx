/**
 * Which account's orders to watch: one from the accounts list, or a numeric account ID typed in
 * (an account the list does not show, or when the list cannot be had).
 */
import { useId, useState, type FormEvent } from 'react';
import type { Account } from '../../../shared/domain/accounts.ts';
import type { AppError } from '../../../shared/result.ts';

const TYPED = '__typed';

/** Spec 4.3: the account ID in the order list's path is numeric. */
export const accountIdProblem = (text: string): string | null =>
  /^\d{1,20}$/.test(text) ? null : 'An account ID is a number of up to 20 digits.';

interface AccountPickerProps {
  accountId: string | null;
  accounts: Account[] | undefined;
  loading: boolean;
  error: AppError | null;
  onChoose(accountId: string): void;
}

const accountLabel = (account: Account): string =>
  [account.accountId, account.description, account.type].filter((part) => part !== null && part !== '').join(' · ');

/** A select of the accounts plus "Other account ID…" with a field for it. */
export function AccountPicker({ accountId, accounts, loading, error, onChoose }: AccountPickerProps) {
  const id = useId();
  const [typing, setTyping] = useState(false);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const listed = accounts?.some((account) => account.accountId === accountId) ?? false;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = typed.trim();
    const found = accountIdProblem(value);
    setProblem(found);
    if (found !== null) return;
    setTyping(false);
    onChoose(value);
  };

  return (
    <div className="account-picker">
      <label htmlFor={`${id}-select`} className="toolbar-label">
        Account
      </label>
      <select
        id={`${id}-select`}
        value={typing ? TYPED : (accountId ?? '')}
        onChange={(event) => {
          const value = event.target.value;
          if (value === TYPED) {
            setTyping(true);
            setProblem(null);
          } else if (value !== '') {
            setTyping(false);
            onChoose(value);
          }
        }}
        data-testid="account-select"
      >
        <option value="" disabled>
          {loading ? 'Loading accounts…' : 'Choose an account…'}
        </option>
        {accounts?.map((account) => (
          <option key={account.accountId} value={account.accountId}>
            {accountLabel(account)}
          </option>
        ))}
        {accountId !== null && !listed ? <option value={accountId}>{accountId} (typed)</option> : null}
        <option value={TYPED}>Other account ID…</option>
      </select>
      {typing ? (
        <form className="account-typed" onSubmit={submit} noValidate>
          <input
            aria-label="Account ID"
            inputMode="numeric"
            autoComplete="off"
            placeholder="e.g. 83405188"
            value={typed}
            aria-invalid={problem !== null}
            aria-describedby={problem === null ? undefined : `${id}-problem`}
            onChange={(event) => setTyped(event.target.value)}
            autoFocus
          />
          <button type="submit" className="button button-small">
            Open
          </button>
          {problem === null ? null : (
            <span id={`${id}-problem`} className="field-error" role="alert">
              {problem}
            </span>
          )}
        </form>
      ) : null}
      {error !== null && !typing ? (
        <span className="muted account-error" title={error.detail ?? error.message}>
          Accounts list unavailable: {error.message} Type an account ID instead.
        </span>
      ) : null}
    </div>
  );
}
