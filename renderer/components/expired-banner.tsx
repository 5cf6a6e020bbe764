import { useSignIn } from '../queries/session-queries.ts';

/**
 * The token died at midnight New York time: say so, keep the last data on screen (marked stale),
 * and offer a one-click sign-in that returns to the same view.
 */
export function ExpiredBanner() {
  const signIn = useSignIn();
  return (
    // No live region of its own: the app's one region says the expiry (session-announcement.ts).
    <div className="banner banner-warning" data-testid="expired-banner">
      <div>
        <strong>Your session has expired. </strong>
        Brokerage sign-ins end at midnight New York time. What you see is the last data, no longer updating.
      </div>
      <button type="button" className="button button-primary" onClick={() => signIn.mutate()} disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in…' : 'Sign in again'}
      </button>
    </div>
  );
}
