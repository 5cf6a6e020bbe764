import { beforeEach, describe, expect, it } from 'vitest';
import { settle } from './fake-clock.ts';
import { ISSUED } from './scripted-provider.ts';
import { createSession } from '../../../../electron/backend/session/session.ts';
import { API, consumer, environment, HOUR, setup, signedIn as signIn, type Answer, type Fixture } from './session-fixture.ts';

let t: Fixture;
const signedIn = async (options: Parameters<typeof setup>[0] = {}) => {
  t = await signIn(options);
  return t;
};

describe('signing in', () => {
  beforeEach(async () => {
    await signedIn();
  });

  it('goes signed-out → signing-in → active, with the Eastern midnight expiry and the sign-in as last activity', () => {
    expect(t.states).toEqual(['signing-in', 'active']);
    const snapshot = t.session.snapshot();
    expect(snapshot.expiresAt).toBe(Date.parse('2026-06-11T04:00:00Z'));
    expect(snapshot.lastActivityAt).toBe(Date.parse('2026-06-10T13:30:00Z'));
    expect(snapshot.lastError).toBeNull();
  });

  it('asks for a request token with oauth_callback=oob and no token', () => {
    const first = t.provider.seen[0];
    expect(first?.path).toBe('/oauth/request_token');
    expect(first?.oauth.oauth_callback).toBe('oob');
    expect(first?.oauth.oauth_token).toBeUndefined();
    expect(first?.oauth.oauth_version).toBeUndefined();
  });

  it('sends the user to {authorizeUrl}?key=&token= with the token encoded once', () => {
    const url = new URL(t.authorizations[0]?.authorizeUrl ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://auth.provider.test/authorize');
    expect(url.searchParams.get('key')).toBe('consumer-key');
    expect(url.searchParams.get('token')).toBe(ISSUED.requestToken);
    expect(t.authorizations[0]?.authorizeUrl).toContain('token=rt%2B1%2F%3D');
    expect(t.authorizations[0]?.callbackUrl).toBeNull();
  });

  it('trades the decoded request token and the verifier for the access token, and stores it', async () => {
    const access = t.provider.seen[1];
    expect(access?.path).toBe('/oauth/access_token');
    expect(access?.oauth.oauth_token).toBe(ISSUED.requestToken);
    expect(access?.oauth.oauth_verifier).toBe('WXYZ89');
    await settle();
    const stored = await t.vault.getAccessToken('production');
    expect(stored.ok && stored.data?.token).toBe(ISSUED.accessToken);
    expect(stored.ok && stored.data?.secret).toBe(ISSUED.accessSecret);
  });

  it('signs API calls with the access token', async () => {
    const answer = await t.session.signedFetch({ url: API });
    expect(answer.ok && answer.data.status).toBe(200);
    expect(t.provider.seen.at(-1)?.oauth.oauth_token).toBe(ISSUED.accessToken);
  });

  it('never lets a secret into the snapshot or the logs', async () => {
    await t.session.signedFetch({ url: API });
    await t.session.signOut();
    const everything = JSON.stringify([t.session.snapshot(), t.logger.lines]);
    for (const secret of [consumer.secret, ISSUED.accessSecret, ISSUED.requestSecret, ISSUED.accessToken]) expect(everything).not.toContain(secret);
  });
});

describe('sign-in that does not complete', () => {
  it.each([
    { name: 'the user closes the window', answer: async (): Promise<Answer> => ({ cancelled: true, reason: 'window closed' }), code: 'cancelled' },
    { name: 'the authorizer throws', answer: async (): Promise<Answer> => Promise.reject(new Error('popup crashed')), code: 'cancelled' },
    { name: 'the typed code is not a code', answer: async (): Promise<Answer> => ({ verifier: 'not a code!' }), code: 'invalid-argument' },
  ])('$name: back to signed-out with a $code error', async ({ answer, code }) => {
    t = setup({ answer });
    await t.vault.setConsumer('production', consumer);
    const result = await t.session.signIn();
    expect(!result.ok && result.error.code).toBe(code);
    expect(t.states).toEqual(['signing-in', 'signed-out']);
    expect(t.provider.paths()).not.toContain('/oauth/access_token');
  });

  it('accepts a code with spaces around it, or pasted inside the callback address', async () => {
    for (const typed of ['  wxyz89 \n', 'https://cb.example/done?x=1&oauth_verifier=AB12CD']) {
      t = setup({ answer: async () => ({ verifier: typed }) });
      await t.vault.setConsumer('production', consumer);
      expect((await t.session.signIn()).ok).toBe(true);
      expect(t.provider.seen.find((r) => r.path === '/oauth/access_token')?.oauth.oauth_verifier).toBe(typed.includes('AB12CD') ? 'AB12CD' : 'wxyz89');
    }
  });

  it('gives up when the request token dies (five minutes) and tells the authorizer to close', async () => {
    t = setup({ answer: () => new Promise<Answer>(() => {}) });
    await t.vault.setConsumer('production', consumer);
    const authorize = t.session.signIn();
    await settle();
    const signal = t.authorizations[0]?.signal ?? null;
    await t.clock.advance(5 * 60_000);
    const result = await authorize;
    expect(!result.ok && result.error.message).toMatch(/five minutes/);
    expect(signal?.aborted).toBe(true);
  });

  it.each([
    ['token_rejected', '<html>oauth_problem=token_rejected</html>'],
    ['a bare 401', 'Unauthorized'],
    ['a problem name we do not know', 'oauth_problem=verifier_invalid'],
  ])('a refused exchange (%s) means the code was not accepted, never "idle for two hours"', async (_case, body) => {
    t = setup();
    await t.vault.setConsumer('production', consumer);
    t.provider.next('/oauth/access_token', { status: 401, body });
    const result = await t.session.signIn();
    expect(!result.ok && result.error).toMatchObject({
      code: 'oauth',
      message: 'The verification code was not accepted. Start the sign-in again and copy the code exactly as the authorize page shows it.',
    });
    expect(t.session.snapshot().state).toBe('signed-out');
  });

  it('a refused exchange that names the request token expired says so', async () => {
    t = setup();
    await t.vault.setConsumer('production', consumer);
    t.provider.next('/oauth/access_token', { status: 401, body: 'oauth_problem=token_expired' });
    const result = await t.session.signIn();
    expect(!result.ok && result.error.message).toMatch(/took longer than five minutes, so its request token expired/);
  });

  it('a refusal about the clock at the exchange is not blamed on the code', async () => {
    t = setup();
    await t.vault.setConsumer('production', consumer);
    t.provider.next('/oauth/access_token', { status: 401, body: 'oauth_problem=timestamp_refused' });
    const result = await t.session.signIn();
    expect(!result.ok && result.error.message).toMatch(/time stamp/);
  });

  it('asks an authorizer that can ask again, at most three codes in all, while the request token lives', async () => {
    t = setup();
    await t.vault.setConsumer('production', consumer);
    const asked: { problem: string; triesLeft: number }[] = [];
    const session = createSession({
      environment,
      clock: t.clock,
      fetch: t.provider.fetch,
      nonce: () => crypto.randomUUID(),
      vault: t.vault,
      logger: t.logger,
      authorizer: {
        authorize: async () => ({ verifier: 'AAAAAA' }),
        askAgain: async ({ problem, triesLeft }) => {
          asked.push({ problem, triesLeft });
          return { verifier: 'BBBBBB' };
        },
      },
    });
    t.provider.next(
      '/oauth/access_token',
      { status: 401, body: 'oauth_problem=token_rejected' },
      { status: 401, body: 'oauth_problem=token_rejected' },
      { status: 401, body: 'oauth_problem=token_rejected' },
    );
    const result = await session.signIn();
    expect(asked).toEqual([
      { problem: 'The code was not accepted. Check it against the page and paste it again', triesLeft: 2 },
      { problem: 'The code was not accepted. Check it against the page and paste it again', triesLeft: 1 },
    ]);
    expect(t.provider.paths().filter((path) => path === '/oauth/access_token')).toHaveLength(3);
    expect(!result.ok && result.error.message).toMatch(/not accepted, 3 times/);
    session.dispose();
  });

  it('needs a consumer key first', async () => {
    t = setup();
    const result = await t.session.signIn();
    expect(!result.ok && result.error.message).toMatch(/consumer key/);
    expect(t.provider.seen).toEqual([]);
  });

  it('reports a refused consumer key with what to do', async () => {
    t = setup();
    await t.vault.setConsumer('production', consumer);
    t.provider.next('/oauth/request_token', { status: 401, body: '<html><body>oauth_problem=consumer_key_rejected</body></html>' });
    const result = await t.session.signIn();
    expect(!result.ok && result.error.message).toMatch(/about two years/);
    expect(t.session.snapshot().state).toBe('signed-out');
  });
});

describe('idle tokens (2 h without requests)', () => {
  it('go inactive, and are renewed before the next request', async () => {
    await signedIn();
    await t.clock.advance(2 * HOUR - 1);
    expect(t.session.snapshot().state).toBe('active');
    await t.clock.advance(1);
    expect(t.session.snapshot().state).toBe('inactive');
    const before = t.provider.seen.length;
    const answer = await t.session.signedFetch({ url: API });
    expect(answer.ok).toBe(true);
    expect(t.provider.paths().slice(before)).toEqual(['/oauth/renew_access_token', '/v1/accounts/list.json']);
    expect(t.session.snapshot().state).toBe('active');
    expect(t.states).toEqual(['signing-in', 'active', 'inactive', 'active']);
  });

  it('share one renew between concurrent requests', async () => {
    await signedIn();
    await t.clock.advance(3 * HOUR);
    await Promise.all([t.session.signedFetch({ url: API }), t.session.signedFetch({ url: API }), t.session.signedFetch({ url: API })]);
    expect(t.provider.paths().filter((path) => path === '/oauth/renew_access_token')).toHaveLength(1);
  });

  it('each accepted request restarts the two hours', async () => {
    await signedIn();
    await t.clock.advance(HOUR);
    await t.session.signedFetch({ url: API });
    await t.clock.advance(HOUR + 30 * 60_000);
    expect(t.session.snapshot().state).toBe('active');
    expect(t.session.snapshot().lastActivityAt).toBe(Date.parse('2026-06-10T14:30:00Z'));
  });

  it('are kept alive by a renew ten minutes before going idle when the user chose so', async () => {
    await signedIn({ keepAlive: true });
    await t.clock.advance(6 * HOUR);
    expect(t.states).toEqual(['signing-in', 'active']);
    const renews = t.provider.paths().filter((path) => path === '/oauth/renew_access_token');
    expect(renews).toHaveLength(3);
  });

  it('keep-alive retries a failed renew a minute later, not in a loop', async () => {
    await signedIn({ keepAlive: true });
    t.provider.next('/oauth/renew_access_token', 'network-down', 'network-down');
    await t.clock.advance(2 * HOUR - 10 * 60_000);
    await t.clock.advance(2 * 60_000);
    expect(t.provider.paths().filter((path) => path === '/oauth/renew_access_token')).toHaveLength(3);
    expect(t.session.snapshot().state).toBe('active');
  });

  it('can be switched to keep-alive later', async () => {
    await signedIn();
    t.session.setKeepAlive(true);
    await t.clock.advance(2 * HOUR);
    expect(t.session.snapshot().state).toBe('active');
    expect(t.session.snapshot().keepAlive).toBe(true);
  });
});

describe('midnight US Eastern', () => {
  it('expires the session, forgets the token and refuses further calls', async () => {
    await signedIn({ keepAlive: true });
    await t.clock.advanceTo(Date.parse('2026-06-11T03:59:59Z'));
    expect(t.session.snapshot().state).toBe('active');
    await t.clock.advanceTo(Date.parse('2026-06-11T04:00:00Z'));
    expect(t.session.snapshot().state).toBe('expired');
    expect(t.session.snapshot().lastError?.message).toMatch(/midnight/);
    expect(await t.vault.getAccessToken('production')).toEqual({ ok: true, data: null });
    const before = t.provider.seen.length;
    const answer = await t.session.signedFetch({ url: API });
    expect(!answer.ok && answer.error.code).toBe('not-signed-in');
    expect(t.provider.seen.length).toBe(before);
  });

  it.each([
    // 2026-03-08: clocks spring forward; the day has 23 hours and ends at 04:00Z, not 05:00Z.
    ['spring-forward day', '2026-03-08T06:00:00Z', '2026-03-09T03:59:59Z', '2026-03-09T04:00:00Z'],
    // 2026-11-01: clocks fall back; the day has 25 hours and ends at 05:00Z, not 04:00Z.
    ['fall-back day', '2026-11-01T05:30:00Z', '2026-11-02T04:59:59Z', '2026-11-02T05:00:00Z'],
  ])('on the %s', async (_name, start, lastActive, expired) => {
    await signedIn({ start, keepAlive: true });
    expect(new Date(t.session.snapshot().expiresAt ?? 0).toISOString()).toBe(new Date(expired).toISOString());
    await t.clock.advanceTo(Date.parse(lastActive));
    expect(t.session.snapshot().state).toBe('active');
    await t.clock.advanceTo(Date.parse(expired));
    expect(t.session.snapshot().state).toBe('expired');
  });

  it('is noticed on the next call even if the timer was late (a sleeping laptop)', async () => {
    await signedIn();
    t.session.dispose();
    await t.clock.advanceTo(Date.parse('2026-06-11T09:00:00Z'));
    const answer = await t.session.signedFetch({ url: API });
    expect(!answer.ok && answer.error.code).toBe('not-signed-in');
    expect(t.session.snapshot().state).toBe('expired');
  });
});
