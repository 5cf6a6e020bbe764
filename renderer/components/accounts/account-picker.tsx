/**
 * Which account's orders to show, by account key (v1's `accountIdKey`, the legacy numeric ID):
 * one from the accounts list (number, description and nickname; closed accounts apart, greyed),
 * or one typed in (an account the list does not show, or when the list cannot be had).
 */
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { Account } from '../../../shared/domain/accounts.ts';
import type { ApiGeneration } from '../../../shared/environments.ts';
import type { AppError } from '../../../shared/result.ts';
import { accountOptions, typedAccount } from './account-options.ts';

const TYPED = '__typed';
/** The select's value for "All accounts" (never an account key: those have no space). */
const ALL = 'all accounts';

interface AccountPickerProps {
  /** The chosen account key. */
  accountKey: string | null;
  accounts: Account[] | undefined;
  /** The environment's API generation: v1 names accounts by key, legacy by number. */
  generation: ApiGeneration;
  loading: boolean;
  error: AppError | null;
  onChoose(accountKey: string): void;
  /** "All accounts" as the first choice (the Orders view on the current API); `chosen` while it is shown. */
  allAccounts?: { chosen: boolean; onChoose(): void };
}

/** A select of the accounts (closed ones in their own group) plus "Other account…" with a field for it. */
export function AccountPicker({ accountKey, accounts, generation, loading, error, onChoose, allAccounts }: AccountPickerProps) {
  const id = useId();
  const [typing, setTyping] = useState(false);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // The view re-renders on every push of the watched account; the list only changes with the accounts.
  const { open, closed } = useMemo(() => accountOptions(accounts ?? [], generation), [accounts, generation]);
  const listed = allAccounts?.chosen === true || [...open, ...closed].some((option) => option.key === accountKey);
  const chosenClosed = closed.some((option) => option.key === accountKey);
  const byKey = generation === 'v1';
  const select = useRef<HTMLSelectElement | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = typedAccount(typed, accounts, generation);
    if ('problem' in found) {
      setProblem(found.problem);
      return;
    }
    setProblem(null);
    setTyping(false);
    onChoose(found.key);
    // The field and its Open button go away: the focus goes back to the select that showed them.
    select.current?.focus();
  };

  return (
    <div className="account-picker">
      <label htmlFor={`${id}-select`} className="toolbar-label">
        Account
      </label>
      <select
        id={`${id}-select`}
        ref={select}
        className={chosenClosed ? 'account-closed' : undefined}
        value={typing ? TYPED : allAccounts?.chosen === true ? ALL : (accountKey ?? '')}
        onChange={(event) => {
          const value = event.target.value;
          if (value === ALL) {
            setTyping(false);
            allAccounts?.onChoose();
          } else if (value === TYPED) {
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
        {allAccounts === undefined || open.length === 0 ? null : <option value={ALL}>All accounts</option>}
        {open.map((option) => (
          <option key={option.key} value={option.key}>
            {option.label}
          </option>
        ))}
        {closed.length === 0 ? null : (
          <optgroup label="Closed accounts" className="account-closed-group">
            {closed.map((option) => (
              <option key={option.key} value={option.key} className="account-closed">
                {option.label}
              </option>
            ))}
          </optgroup>
        )}
        {accountKey !== null && !listed ? <option value={accountKey}>{accountKey} (typed)</option> : null}
        <option value={TYPED}>Other account…</option>
      </select>
      {chosenClosed ? <span className="muted account-closed-note">Closed account: history only, nothing new will come.</span> : null}
      {typing ? (
        <form className="account-typed" onSubmit={submit} noValidate>
          <input
            aria-label={byKey ? 'Account number or key' : 'Account ID'}
            autoComplete="off"
            placeholder={byKey ? 'account number or key' : 'e.g. 83405188'}
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
          Accounts list unavailable: {error.message}{' '}
          {byKey
            ? 'Type the account key instead: the current API names accounts by key, and without the list a number cannot be turned into one.'
            : 'Type an account ID instead.'}
        </span>
      ) : null}
    </div>
  );
}
