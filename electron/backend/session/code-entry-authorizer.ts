import { fail, ok } from '../../../shared/result.ts';
import type { Result } from '../../../shared/result.ts';
import type { SignInPhase } from '../../../shared/session.ts';
import { validateVerifierCode } from './verifier-code.ts';
import type { Authorizer } from '../services.ts';

type Outcome = Awaited<ReturnType<Authorizer['authorize']>>;

export interface CodeEntryAuthorizer extends Authorizer {
  /** The code the user typed from the authorize page; settles the waiting sign-in. */
  submitCode(code: string): Result<{ accepted: true }>;
}

/**
 * Puts the app's code field beside a browser-style authorizer (popup, Playwright page). With a
 * callback, the window's interception usually answers first; a typed code is accepted too. Without
 * one, the window stays open on the code page and closing it does not cancel: the user may have
 * copied the code first. Only the caller's signal (Cancel, request token expiry) ends the wait.
 */
export function withCodeEntry(inner: Authorizer, onPhase: (phase: SignInPhase) => void): CodeEntryAuthorizer {
  let waiting: ((outcome: Outcome) => void) | null = null;
  return {
    async authorize(request) {
      onPhase(request.callbackUrl === null ? 'awaiting-code' : 'authorizing');
      const typed = new Promise<Outcome>((resolve) => {
        waiting = resolve;
        request.signal.addEventListener('abort', () => resolve({ cancelled: true, reason: 'Sign-in was cancelled.' }), { once: true });
      });
      // Our own signal for the window, so it closes once the sign-in is settled either way.
      const windowControl = new AbortController();
      const stopWindow = () => windowControl.abort();
      request.signal.addEventListener('abort', stopWindow, { once: true });
      const fromWindow = inner
        .authorize({ ...request, signal: windowControl.signal })
        .then((outcome) => ('verifier' in outcome || request.callbackUrl !== null ? outcome : typed));
      try {
        const outcome = await Promise.race([typed, fromWindow]);
        if ('verifier' in outcome) onPhase('finishing');
        return outcome;
      } finally {
        waiting = null;
        request.signal.removeEventListener('abort', stopWindow);
        windowControl.abort();
      }
    },
    submitCode(code) {
      if (!waiting) return fail('invalid-argument', 'No sign-in is waiting for a code. Start the sign-in first.');
      const checked = validateVerifierCode(code);
      if (!checked.ok) return checked;
      waiting({ verifier: checked.data });
      return ok({ accepted: true });
    },
  };
}
