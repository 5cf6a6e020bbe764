import { useState } from 'react';
import type { FormEvent } from 'react';
import type { SessionView, SetupKind } from '../../shared/session.ts';
import { toAppError } from '../api.ts';
import { useCancelSignIn, useSessionOnlyMode, useSignIn, useSubmitCode } from '../queries/session-queries.ts';
import { useUiStore } from '../state/ui-store.ts';
import { CredentialsForm } from './credentials-form.tsx';
import { Problem } from './problem.tsx';

const ENV_HELP: Record<string, string> = {
  demo: 'The local demo broker runs on this computer: no account, no network. On its page, log in as demo (password demo) and accept.',
  sandbox: "The brokerage's sandbox answers with stored sample data, never your account.",
  production: 'Sign in on your brokerage’s own page. Strikeboard never sees your password and never places orders.',
};

/** " (us.etrade.com)": where the sign-in window is, to recognise it among the windows; '' when unknown. */
function hostOf(page: string | null): string {
  if (page === null) return '';
  try {
    return ` (${new URL(page).host})`;
  } catch {
    return '';
  }
}

/** The form that fills in what is missing; the keychain choice is offered above, whatever the kind. */
function SetupAction({ kind, environment, openSettings }: { kind: SetupKind; environment: SessionView['session']['environment']; openSettings: () => void }) {
  switch (kind) {
    case 'consumer-key':
      return environment === 'demo' ? null : <CredentialsForm environment={environment} />;
    case 'hosts':
      return (
        <button type="button" className="button" onClick={openSettings}>
          Open Settings to fill in the hosts
        </button>
      );
    case 'keychain':
      return null;
    default:
      return kind satisfies never;
  }
}

/** Where a signed-out user starts: sign in, follow the sign-in window, type the code if asked. */
export function SignInPanel({ view }: { view: SessionView }) {
  const signIn = useSignIn();
  const cancel = useCancelSignIn();
  const submit = useSubmitCode();
  const sessionOnly = useSessionOnlyMode();
  const openSettings = useUiStore((s) => s.openSettings);
  const [code, setCode] = useState('');
  const { phase } = view.signIn;
  const environment = view.session.environment;
  const error = signIn.isError ? toAppError(signIn.error) : view.session.lastError;

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    submit.mutate(code, { onSuccess: () => setCode('') });
  };

  return (
    <section className="sign-in card" aria-labelledby="sign-in-title" data-testid="sign-in-panel" data-phase={phase}>
      <h2 id="sign-in-title">Sign in to {view.session.environmentName}</h2>
      <p className="muted">{ENV_HELP[environment]}</p>

      {!view.keychain.available && !view.keychain.sessionOnly ? (
        <div className="notice" data-testid="keychain-missing">
          <p>
            <strong>No system keychain is available</strong>, so Strikeboard will not store keys or tokens
            {view.keychain.reason ? ` (${view.keychain.reason})` : ''}. You can keep them in memory until you quit instead.
          </p>
          <button type="button" className="button" onClick={() => sessionOnly.mutate()}>
            Keep secrets in memory for this session
          </button>
        </div>
      ) : null}

      {view.setupNeeded !== null ? (
        <div className="setup" data-testid="setup-needed">
          <p>{view.setupNeeded.message}</p>
          <SetupAction kind={view.setupNeeded.kind} environment={environment} openSettings={openSettings} />
        </div>
      ) : phase === 'idle' ? (
        <button type="button" className="button button-primary button-large" onClick={() => signIn.mutate()} disabled={signIn.isPending}>
          Sign in
        </button>
      ) : (
        <div className="sign-in-progress">
          {phase === 'awaiting-code' ? (
            <form onSubmit={sendCode} className="code-form">
              <p>Approve Strikeboard in the sign-in window. It then shows a code: type or paste it here.</p>
              <label className="field">
                <span>Code from the sign-in page</span>
                <input
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                  autoFocus
                  autoComplete="off"
                  spellCheck={false}
                  placeholder="e.g. WXYZ89"
                  aria-describedby="code-help"
                />
              </label>
              <div className="row">
                <button type="submit" className="button button-primary" disabled={code.trim() === '' || submit.isPending}>
                  Continue
                </button>
                <button type="button" className="button" onClick={() => cancel.mutate()}>
                  Cancel
                </button>
              </div>
              <p id="code-help" className="hint">
                Closed the window too early? Cancel and sign in again: the code is valid for five minutes.
              </p>
              {submit.isError ? <Problem error={toAppError(submit.error)} /> : null}
            </form>
          ) : (
            <div className="row">
              <span className="spinner" aria-hidden="true" />
              <span>
                {phase === 'finishing'
                  ? 'Finishing the sign-in…'
                  : `Waiting for you to approve Strikeboard in the sign-in window${hostOf(view.signIn.authorizePage)}…`}
              </span>
              {phase === 'authorizing' ? (
                <button type="button" className="button" onClick={() => cancel.mutate()}>
                  Cancel
                </button>
              ) : null}
            </div>
          )}
        </div>
      )}
      {error && phase === 'idle' ? <Problem error={error} title="Sign-in failed." /> : null}
      {view.session.clockSkewSeconds !== null && Math.abs(view.session.clockSkewSeconds) >= 60 ? (
        <p className="notice" data-testid="clock-skew">
          This computer’s clock is {Math.abs(Math.round(view.session.clockSkewSeconds))} seconds {view.session.clockSkewSeconds > 0 ? 'ahead of' : 'behind'} the
          brokerage’s. Signed requests must be within five minutes: set the clock automatically in your system settings, then sign in again.
        </p>
      ) : null}
    </section>
  );
}
