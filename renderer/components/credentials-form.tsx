import { useState } from 'react';
import type { FormEvent } from 'react';
import { toAppError } from '../api.ts';
import { useCredentialStatus, useSaveCredentials } from '../queries/session-queries.ts';
import { Problem } from './problem.tsx';

/**
 * Consumer key and secret for sandbox or production: the only thing a new user types (hosts and
 * generation are built in). The secret is masked, sent once to main, stored in the OS keychain and
 * never shown again; only a masked hint of the key comes back.
 */
export function CredentialsForm({ environment }: { environment: 'sandbox' | 'production' }) {
  const status = useCredentialStatus();
  const save = useSaveCredentials();
  const [key, setKey] = useState('');
  const [secret, setSecret] = useState('');
  const hint = status.data?.[environment].consumerKeyHint ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { environment, consumerKey: key, consumerSecret: secret },
      {
        onSuccess: () => {
          setKey('');
          setSecret('');
        },
      },
    );
  };

  return (
    <form className="credentials-form" onSubmit={submit} aria-label={`${environment} consumer key`}>
      <p className="hint">
        {hint ? (
          <>
            Stored consumer key: <code data-testid="consumer-key-hint">{hint}</code>. Enter a new pair to replace it.
          </>
        ) : (
          <>
            Your {environment} consumer key and secret, from E*TRADE's developer portal: all Strikeboard needs (the hosts are built in). They are kept in your
            system keychain.
          </>
        )}
      </p>
      <label className="field">
        <span>Consumer key</span>
        <input value={key} onChange={(e) => setKey(e.target.value)} autoComplete="off" spellCheck={false} required />
      </label>
      <label className="field">
        <span>Consumer secret</span>
        <input type="password" value={secret} onChange={(e) => setSecret(e.target.value)} autoComplete="off" required />
      </label>
      <button type="submit" className="button button-primary" disabled={save.isPending || key === '' || secret === ''}>
        {save.isPending ? 'Saving…' : 'Save to keychain'}
      </button>
      {save.isError ? <Problem error={toAppError(save.error)} /> : null}
    </form>
  );
}
