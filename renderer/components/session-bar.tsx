import type { SessionState, SessionView } from '../../shared/session.ts';
import { toAppError } from '../api.ts';
import { useSession, useSignIn, useSignOut } from '../queries/session-queries.ts';
import { formatNewYorkTime } from '../../shared/domain/market-time.ts';
import { formatAgo, formatDuration, useNow } from '../time.ts';

const STATE_LABELS: Record<SessionState, string> = {
  'signed-out': 'Signed out',
  'signing-in': 'Signing in…',
  active: 'Active',
  inactive: 'Idle',
  expired: 'Expired',
  revoked: 'Signed out',
};

/**
 * The session, always visible in the header: state, the countdown to the midnight-Eastern expiry,
 * the last accepted request, and sign in / sign out.
 */
export function SessionBar() {
  const session = useSession();
  const signIn = useSignIn();
  const signOut = useSignOut();
  const now = useNow(1000);
  const view: SessionView | undefined = session.data;
  if (!view) return <span className="session-area muted">…</span>;
  const { state, expiresAt, lastActivityAt } = view.session;
  const holding = state === 'active' || state === 'inactive';

  return (
    <div className="session-area" data-testid="session-bar" data-state={state}>
      <span className={`session-dot session-dot-${state}`} aria-hidden="true" />
      <span className="session-state" data-testid="session-state">
        {STATE_LABELS[state]}
      </span>
      {holding && expiresAt !== null ? (
        <span
          className="session-countdown"
          data-testid="session-countdown"
          title={`The token expires at midnight New York time (${formatNewYorkTime(expiresAt)}).`}
        >
          expires in {formatDuration(expiresAt - now)}
        </span>
      ) : null}
      {holding && lastActivityAt !== null ? (
        <span className="session-activity muted" title="The last request the brokerage accepted">
          · last request {formatAgo(lastActivityAt, now)}
        </span>
      ) : null}
      {holding ? (
        <button type="button" className="button button-small" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          {signOut.isPending ? 'Signing out…' : 'Sign out'}
        </button>
      ) : state !== 'signing-in' && view.setupNeeded === null ? (
        <button type="button" className="button button-small button-primary" onClick={() => signIn.mutate()} disabled={signIn.isPending}>
          Sign in
        </button>
      ) : null}
      {signOut.isError ? <span className="form-error">{toAppError(signOut.error).message}</span> : null}
    </div>
  );
}
