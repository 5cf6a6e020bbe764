import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { CONSUMER_FIELD_NAMES, consumerPairProblems, type ConsumerField } from '../../shared/consumer-key-rules.ts';
import { toAppError } from '../api.ts';
import { useCredentialStatus, useSaveCredentials, useSession } from '../queries/session-queries.ts';
import { Problem } from './problem.tsx';

/**
 * Consumer key and secret for sandbox or production: the only thing a new user types (hosts and
 * generation are built in). The secret is masked, sent once to main, stored in the OS keychain (or,
 * in the session-only mode a missing keychain offers, in memory until the app quits) and never shown
 * again; only a masked hint of the key comes back. A pair that breaks the rules main checks
 * (consumer-key-rules.ts) is not sent: the field says which rule, beside it.
 */
export function CredentialsForm({ environment }: { environment: 'sandbox' | 'production' }) {
  const status = useCredentialStatus();
  const save = useSaveCredentials();
  const keychain = useSession().data?.keychain;
  const id = useId();
  const [values, setValues] = useState<Record<ConsumerField, string>>({ consumerKey: '', consumerSecret: '' });
  // A field's problem shows once the person has left it or tried to save: not while they type it.
  const [checked, setChecked] = useState<Record<ConsumerField, boolean>>({ consumerKey: false, consumerSecret: false });
  const inputs = useRef<Partial<Record<ConsumerField, HTMLInputElement | null>>>({});
  const hint = status.data?.[environment].consumerKeyHint ?? null;
  const problems = consumerPairProblems(values);
  // Without a keychain, the person chose to keep secrets for this run only: say where they go.
  const inMemory = keychain !== undefined && !keychain.available;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked({ consumerKey: true, consumerSecret: true });
    const first = (['consumerKey', 'consumerSecret'] as const).find((field) => problems[field] !== undefined);
    if (first !== undefined) {
      inputs.current[first]?.focus();
      return;
    }
    save.mutate(
      { environment, consumerKey: values.consumerKey, consumerSecret: values.consumerSecret },
      {
        onSuccess: () => {
          setValues({ consumerKey: '', consumerSecret: '' });
          setChecked({ consumerKey: false, consumerSecret: false });
        },
      },
    );
  };

  const field = (name: ConsumerField, type: 'text' | 'password') => {
    const problem = checked[name] ? (problems[name] ?? null) : null;
    const problemId = `${id}-${name}-problem`;
    return (
      <div className="credentials-field">
        <label className="field">
          <span>{CONSUMER_FIELD_NAMES[name]}</span>
          <input
            ref={(element) => {
              inputs.current[name] = element;
            }}
            type={type}
            value={values[name]}
            onChange={(e) => setValues((current) => ({ ...current, [name]: e.target.value }))}
            onBlur={() => setChecked((current) => (values[name] === '' ? current : { ...current, [name]: true }))}
            autoComplete="off"
            spellCheck={false}
            required
            aria-invalid={problem !== null}
            aria-describedby={problem === null ? undefined : problemId}
          />
        </label>
        {problem === null ? null : (
          <span id={problemId} className="field-error" data-testid={`${name}-problem`}>
            {CONSUMER_FIELD_NAMES[name]} {problem}.
          </span>
        )}
      </div>
    );
  };

  return (
    <form className="credentials-form" onSubmit={submit} aria-label={`${environment} consumer key`} noValidate>
      <p className="hint">
        {hint ? (
          <>
            {inMemory ? 'Consumer key kept in memory for this session' : 'Stored consumer key'}: <code data-testid="consumer-key-hint">{hint}</code>. Enter a
            new pair to replace it.
          </>
        ) : (
          <>
            Your {environment} consumer key and secret, from E*TRADE's developer portal: all Strikeboard needs (the hosts are built in).{' '}
            {inMemory
              ? 'No system keychain is available: they are kept in memory until you quit, and asked for again next time.'
              : 'They are kept in your system keychain.'}
          </>
        )}
      </p>
      {field('consumerKey', 'text')}
      {field('consumerSecret', 'password')}
      <button type="submit" className="button button-primary" disabled={save.isPending || values.consumerKey === '' || values.consumerSecret === ''}>
        {save.isPending ? 'Saving…' : inMemory ? 'Keep for this session' : 'Save to keychain'}
      </button>
      {save.isError ? <Problem error={toAppError(save.error)} /> : null}
    </form>
  );
}
