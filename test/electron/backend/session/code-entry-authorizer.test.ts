import { describe, expect, it } from 'vitest';
import { withCodeEntry } from '../../../../electron/backend/session/code-entry-authorizer.ts';
import type { Authorizer } from '../../../../electron/backend/services.ts';
import type { SignInPhase } from '../../../../shared/session.ts';

type Outcome = Awaited<ReturnType<Authorizer['authorize']>>;

/** A sign-in window the test controls: it answers when told, and records when it is closed. */
function fakeWindow() {
  let answer: (o: Outcome) => void = () => {};
  let closed = false;
  const inner: Authorizer = {
    authorize: ({ signal }) =>
      new Promise<Outcome>((resolve) => {
        answer = resolve;
        signal.addEventListener('abort', () => {
          closed = true;
          resolve({ cancelled: true, reason: 'closed by the app' });
        });
      }),
  };
  return { inner, answer: (o: Outcome) => answer(o), closed: () => closed };
}

function setup(callbackUrl: string | null) {
  const window = fakeWindow();
  const phases: SignInPhase[] = [];
  const authorizer = withCodeEntry(window.inner, (p) => phases.push(p));
  const control = new AbortController();
  const outcome = authorizer.authorize({ authorizeUrl: 'http://127.0.0.1:1/authorize', requestToken: 't', callbackUrl, signal: control.signal });
  return { window, phases, authorizer, control, outcome };
}

describe('the code field beside the sign-in window', () => {
  it('with a callback, takes the verifier the window caught, then closes the window', async () => {
    const s = setup('http://127.0.0.1/cb');
    s.window.answer({ verifier: 'ABC123' });
    await expect(s.outcome).resolves.toEqual({ verifier: 'ABC123' });
    expect(s.phases).toEqual(['authorizing', 'finishing']);
    expect(s.window.closed()).toBe(true);
  });

  it('without a callback, waits for the typed code and closes the window when it comes', async () => {
    const s = setup(null);
    expect(s.phases).toEqual(['awaiting-code']);
    expect(s.authorizer.submitCode('  WXYZ89 ')).toEqual({ ok: true, data: { accepted: true } });
    await expect(s.outcome).resolves.toEqual({ verifier: 'WXYZ89' });
    expect(s.window.closed()).toBe(true);
  });

  it('without a callback, closing the window does not cancel: the code may have been copied', async () => {
    const s = setup(null);
    s.window.answer({ cancelled: true, reason: 'The sign-in window was closed.' });
    await new Promise((r) => setTimeout(r, 5));
    expect(s.authorizer.submitCode('Q7RT2')).toMatchObject({ ok: true });
    await expect(s.outcome).resolves.toEqual({ verifier: 'Q7RT2' });
  });

  it.each(['', 'not a code!', 'x'.repeat(200), '<script>'])('refuses the typed code %j and keeps waiting', async (code) => {
    const s = setup(null);
    expect(s.authorizer.submitCode(code)).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
    s.control.abort();
    await expect(s.outcome).resolves.toMatchObject({ cancelled: true });
  });

  it('accepts a pasted callback address holding the verifier', async () => {
    const s = setup(null);
    expect(s.authorizer.submitCode('http://127.0.0.1/cb?oauth_token=t&oauth_verifier=K9K9K')).toMatchObject({ ok: true });
    await expect(s.outcome).resolves.toEqual({ verifier: 'K9K9K' });
  });

  it('cancel settles the attempt and closes the window; a code afterwards is refused', async () => {
    const s = setup(null);
    s.control.abort();
    await expect(s.outcome).resolves.toMatchObject({ cancelled: true });
    expect(s.window.closed()).toBe(true);
    expect(s.authorizer.submitCode('ABCDE')).toMatchObject({ ok: false, error: { message: expect.stringMatching(/No sign-in is waiting/) } });
  });
});
