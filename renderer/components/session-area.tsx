/**
 * The session area of the header. Until sign-in exists the app is always signed out; the
 * session bar of the sign-in work replaces this with the live state and the expiry countdown.
 */
export function SessionArea() {
  return (
    <span className="session-area" data-testid="session-area">
      <span className="session-dot session-dot-off" aria-hidden="true" />
      Signed out
    </span>
  );
}
