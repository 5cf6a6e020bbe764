import { describe, expect, it } from 'vitest';
import { ISSUED } from './scripted-provider.ts';
import { API, consumer, environment, HOUR, setup, signedIn } from './session-fixture.ts';

describe('signing out', () => {
  it('revokes the access token at the provider, forgets it and refuses further calls', async () => {
    const t = await signedIn();
    const result = await t.session.signOut();
    expect(result.ok && result.data.state).toBe('revoked');
    const revoke = t.provider.seen.at(-1);
    expect(revoke?.path).toBe('/oauth/revoke_access_token');
    expect(revoke?.oauth.oauth_token).toBe(ISSUED.accessToken);
    expect(await t.vault.getAccessToken('production')).toEqual({ ok: true, data: null });
    const answer = await t.session.signedFetch({ url: API });
    expect(!answer.ok && answer.error.code).toBe('not-signed-in');
    expect(t.states).toEqual(['signing-in', 'active', 'revoked']);
  });

  it('still forgets the token when the provider cannot be reached, and says the token lives on', async () => {
    const t = await signedIn();
    t.provider.next('/oauth/revoke_access_token', 'network-down');
    const result = await t.session.signOut();
    expect(!result.ok && result.error.message).toMatch(/until midnight/);
    expect(t.session.snapshot().state).toBe('signed-out');
    expect(await t.vault.getAccessToken('production')).toEqual({ ok: true, data: null });
  });

  it('keeps the consumer key (only the session ends)', async () => {
    const t = await signedIn();
    await t.session.signOut();
    expect(await t.vault.getConsumer('production')).toEqual({ ok: true, data: consumer });
  });
});

describe('quitting', () => {
  it('revokes within the bounded wait', async () => {
    const t = await signedIn();
    await t.session.shutdown(2_000);
    expect(t.provider.paths().at(-1)).toBe('/oauth/revoke_access_token');
    expect(t.session.snapshot().state).toBe('revoked');
  });

  it('does not wait longer than allowed for a provider that never answers', async () => {
    const t = await signedIn();
    t.provider.next('/oauth/revoke_access_token', 'hang');
    let done = false;
    const quitting = t.session.shutdown(2_000).then(() => {
      done = true;
    });
    await t.clock.advance(1_999);
    expect(done).toBe(false);
    await t.clock.advance(1);
    await quitting;
    expect(done).toBe(true);
  });

  it('leaves no timer behind', async () => {
    const t = await signedIn({ keepAlive: true });
    await t.session.shutdown(2_000);
    await t.clock.advance(3_000);
    expect(t.clock.pending()).toBe(0);
  });
});

describe('restoring a stored session (next start, or after the CLI signed in)', () => {
  async function stored(token: { issuedAt: string; lastActivityAt: string; expiresAt: string; hosts?: Partial<typeof environment> }) {
    const t = setup({ start: '2026-06-10T15:00:00Z' });
    await t.vault.setConsumer('production', consumer);
    await t.vault.setAccessToken('production', {
      token: 'stored+token=',
      secret: 'stored-secret',
      environment: { ...environment, ...token.hosts },
      issuedAt: Date.parse(token.issuedAt),
      lastActivityAt: Date.parse(token.lastActivityAt),
      expiresAt: Date.parse(token.expiresAt),
    });
    return t;
  }

  it('is active when recently used', async () => {
    const t = await stored({ issuedAt: '2026-06-10T13:00:00Z', lastActivityAt: '2026-06-10T14:00:00Z', expiresAt: '2026-06-11T04:00:00Z' });
    const snapshot = await t.session.restore();
    expect(snapshot.state).toBe('active');
    await t.session.signedFetch({ url: API });
    expect(t.provider.seen.at(-1)?.oauth.oauth_token).toBe('stored+token=');
  });

  it('is inactive after two idle hours, and renews before the first call', async () => {
    const t = await stored({ issuedAt: '2026-06-10T12:00:00Z', lastActivityAt: '2026-06-10T12:30:00Z', expiresAt: '2026-06-11T04:00:00Z' });
    expect((await t.session.restore()).state).toBe('inactive');
    await t.session.signedFetch({ url: API });
    expect(t.provider.paths()).toEqual(['/oauth/renew_access_token', '/v1/accounts/list.json']);
  });

  it('is expired past its midnight, and the stale token is deleted', async () => {
    const t = await stored({ issuedAt: '2026-06-09T13:00:00Z', lastActivityAt: '2026-06-09T14:00:00Z', expiresAt: '2026-06-10T04:00:00Z' });
    expect((await t.session.restore()).state).toBe('expired');
    expect(await t.vault.getAccessToken('production')).toEqual({ ok: true, data: null });
  });

  it.each([
    ['the OAuth host (a demo broker on another port)', { oauthUrl: 'http://127.0.0.1:9999' }],
    ['the API host', { apiUrl: 'https://api.elsewhere.example' }],
    ['only the legacy host', { legacyUrl: 'https://legacy.elsewhere.example' }],
  ])('ignores and forgets a token issued for other hosts: %s', async (_name, hosts) => {
    const t = await stored({ issuedAt: '2026-06-10T13:00:00Z', lastActivityAt: '2026-06-10T14:00:00Z', expiresAt: '2026-06-11T04:00:00Z', hosts });
    expect((await t.session.restore()).state).toBe('signed-out');
    await expect.poll(async () => t.vault.getAccessToken('production')).toEqual({ ok: true, data: null });
  });

  it('keeps a token when only the authorize page moved (the access token is never sent there)', async () => {
    const t = await stored({
      issuedAt: '2026-06-10T13:00:00Z',
      lastActivityAt: '2026-06-10T14:00:00Z',
      expiresAt: '2026-06-11T04:00:00Z',
      hosts: { authorizeUrl: 'https://login.elsewhere.example/authorize' },
    });
    expect((await t.session.restore()).state).toBe('active');
  });

  it('goes idle on the clock after restoring', async () => {
    const t = await stored({ issuedAt: '2026-06-10T13:00:00Z', lastActivityAt: '2026-06-10T14:00:00Z', expiresAt: '2026-06-11T04:00:00Z' });
    await t.session.restore();
    await t.clock.advance(HOUR);
    expect(t.session.snapshot().state).toBe('inactive');
  });
});

describe('when the keychain refuses to store the token', () => {
  it('the session still works in memory, and says it will not survive a restart', async () => {
    const t = setup();
    await t.vault.setConsumer('production', consumer);
    t.store.setPassword = () => Promise.reject(new Error('Secret Service: object locked'));
    const result = await t.session.signIn();
    expect(result.ok && result.data.state).toBe('active');
    expect(t.session.snapshot().lastError?.code).toBe('keychain-unavailable');
    const answer = await t.session.signedFetch({ url: API });
    expect(answer.ok).toBe(true);
  });
});
