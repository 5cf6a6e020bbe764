import { describe, expect, it } from 'vitest';
import { sessionAnnouncement } from '../../../renderer/queries/session-announcement.ts';
import type { SessionState, SessionView, SignInPhase } from '../../../shared/session.ts';

function view(state: SessionState, phase: SignInPhase = 'idle', environment: 'demo' | 'sandbox' = 'demo'): SessionView {
  return {
    session: {
      state,
      environment,
      environmentName: environment === 'demo' ? 'Local demo' : 'Sandbox',
      sandbox: environment === 'sandbox',
      expiresAt: null,
      lastActivityAt: null,
      keepAlive: true,
      persistent: true,
      lastError: null,
      clockSkewSeconds: null,
    },
    signIn: { phase, authorizePage: null },
    keychain: { available: true, reason: null, sessionOnly: false },
    setupNeeded: null,
  };
}

describe('sessionAnnouncement: what the live region says when the session moves', () => {
  it('follows a day of one session: sign-in through the window and a code, idle and renewed, sign-out, sign-in, midnight', () => {
    const day: [SessionView, string | null][] = [
      [view('signed-out'), null],
      [view('signing-in', 'authorizing'), null],
      [view('signing-in', 'awaiting-code'), 'Approve Strikeboard in the sign-in window, then type the code it shows.'],
      [view('signing-in', 'finishing'), null],
      [view('active'), 'Signed in to Local demo.'],
      [view('inactive'), null],
      [view('active'), null],
      [view('revoked'), 'Signed out of Local demo.'],
      [view('signing-in', 'authorizing'), null],
      [view('active'), 'Signed in to Local demo.'],
      [view('expired'), 'The Local demo session expired at midnight New York time. Sign in again to update.'],
      [view('signing-in', 'authorizing'), null],
      [view('active'), 'Signed in to Local demo.'],
    ];
    let previous: SessionView | undefined;
    const said = day.map(([next]) => {
      const text = sessionAnnouncement(previous, next);
      previous = next;
      return text;
    });
    expect(said).toEqual(day.map(([, text]) => text));
  });

  it('says nothing for the session the app starts with, nor for a switch to another environment', () => {
    expect(sessionAnnouncement(undefined, view('active'))).toBeNull();
    expect(sessionAnnouncement(view('signed-out'), view('active', 'idle', 'sandbox'))).toBeNull();
  });

  it('says a sign-in that ended without a session is over only through its own error (no second voice)', () => {
    expect(sessionAnnouncement(view('signing-in', 'authorizing'), view('signed-out'))).toBeNull();
  });
});
