/**
 * What the live region says when the session moves: a finished sign-in, a sign-out, the
 * midnight expiry, and the moment a sign-in waits for a typed code. Renewals (idle and back)
 * and the session the app starts with are not news. A sign-in that fails says so through its
 * own error message on screen, not a second time here.
 */
import type { SessionState, SessionView } from '../../shared/session.ts';

const holding = (state: SessionState): boolean => state === 'active' || state === 'inactive';

/** What to announce for the session view `next` after `previous`, or null. */
export function sessionAnnouncement(previous: SessionView | undefined, next: SessionView): string | null {
  if (previous === undefined || previous.session.environment !== next.session.environment) return null;
  const name = next.session.environmentName;
  const before = previous.session.state;
  const now = next.session.state;
  if (!holding(before) && holding(now)) return `Signed in to ${name}.`;
  if (holding(before) && (now === 'revoked' || now === 'signed-out')) return `Signed out of ${name}.`;
  if (before !== 'expired' && now === 'expired') return `The ${name} session expired at midnight New York time. Sign in again to update.`;
  if (previous.signIn.phase !== 'awaiting-code' && next.signIn.phase === 'awaiting-code') {
    return 'Approve Strikeboard in the sign-in window, then type the code it shows.';
  }
  return null;
}
