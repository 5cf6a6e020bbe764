import { describe, expect, it } from 'vitest';
import { API, signedIn } from './session-fixture.ts';

const refusal = (body: string, status = 401) => ({ status, body });

describe('an API call the provider refuses', () => {
  it('renews once on an idle-token 401 and retries, invisibly to the caller', async () => {
    const t = await signedIn();
    t.provider.next('/v1/accounts/list.json', refusal('{"Error":{"message":"oauth_problem=token_rejected"}}'));
    const before = t.provider.seen.length;
    const answer = await t.session.signedFetch({ url: API });
    expect(answer.ok && answer.data.status).toBe(200);
    expect(t.provider.paths().slice(before)).toEqual(['/v1/accounts/list.json', '/oauth/renew_access_token', '/v1/accounts/list.json']);
    expect(t.session.snapshot().state).toBe('active');
  });

  it('expires the session when the token is still refused after a renew that "succeeded"', async () => {
    const t = await signedIn();
    t.provider.next('/v1/accounts/list.json', refusal('oauth_problem=token_rejected'), refusal('oauth_problem=token_rejected'));
    const answer = await t.session.signedFetch({ url: API });
    expect(!answer.ok && answer.error.code).toBe('not-signed-in');
    expect(!answer.ok && answer.error.message).toMatch(/after renewing/);
    expect(t.session.snapshot().state).toBe('expired');
    expect(t.provider.paths().filter((path) => path === '/oauth/renew_access_token')).toHaveLength(1);
  });

  it('expires the session when the provider refuses to renew', async () => {
    const t = await signedIn();
    t.provider.next('/v1/accounts/list.json', refusal('<html><body>oauth_problem=token_expired</body></html>'));
    t.provider.next('/oauth/renew_access_token', refusal('<Error><message>oauth_problem=token_expired</message></Error>'));
    const answer = await t.session.signedFetch({ url: API });
    expect(!answer.ok && answer.error.code).toBe('not-signed-in');
    expect(t.session.snapshot().state).toBe('expired');
    expect(await t.vault.getAccessToken('production')).toEqual({ ok: true, data: null });
  });

  it('treats a renew answering 200 with an oauth_problem body as refused', async () => {
    const t = await signedIn();
    await t.clock.advance(2 * 3_600_000);
    t.provider.next('/oauth/renew_access_token', { status: 200, body: 'oauth_problem=token_expired' });
    const answer = await t.session.signedFetch({ url: API });
    expect(!answer.ok && answer.error.code).toBe('not-signed-in');
    expect(t.session.snapshot().state).toBe('expired');
  });

  const stays: { name: string; body: string; message: RegExp }[] = [
    { name: 'signature_invalid', body: 'oauth_problem=signature_invalid', message: /consumer secret/ },
    { name: 'consumer_key_rejected', body: '<html>oauth_problem=consumer_key_rejected</html>', message: /two years/ },
    { name: 'nonce_used', body: 'oauth_problem=nonce_used', message: /nonce/ },
    { name: 'parameter_absent', body: 'oauth_problem=parameter_absent', message: /missing/ },
  ];
  it.each(stays)('$name: no renew, the session stays, the error says what to do', async ({ body, message }) => {
    const t = await signedIn();
    t.provider.next('/v1/accounts/list.json', refusal(body));
    const answer = await t.session.signedFetch({ url: API });
    expect(!answer.ok && answer.error.code).toBe('oauth');
    expect(!answer.ok && answer.error.message).toMatch(message);
    expect(t.provider.paths()).not.toContain('/oauth/renew_access_token');
    expect(t.session.snapshot().state).toBe('active');
    expect(t.session.snapshot().lastError?.message).toMatch(message);
  });

  it('tells the user by how much the clock is off when the timestamp is refused', async () => {
    const t = await signedIn();
    const ours = Math.floor(t.clock.now() / 1000);
    // The provider's clock is 7 minutes behind ours: its window is centred there.
    const centre = ours - 420;
    t.provider.next('/v1/accounts/list.json', refusal(`oauth_problem=timestamp_refused,oauth_acceptable_timestamps=${centre - 300}-${centre + 300}`));
    const answer = await t.session.signedFetch({ url: API });
    expect(!answer.ok && answer.error.message).toMatch(/7 minutes ahead of the provider's/);
    expect(t.session.snapshot().clockSkewSeconds).toBe(420);
    expect(t.session.snapshot().state).toBe('active');
  });

  it('passes other HTTP statuses to the caller to decode', async () => {
    const t = await signedIn();
    t.provider.next('/v1/accounts/list.json', { status: 204, body: '' }, refusal('<Error><code>10033</code><message>Bad symbol</message></Error>', 400));
    const empty = await t.session.signedFetch({ url: API });
    expect(empty.ok && empty.data.status).toBe(204);
    const bad = await t.session.signedFetch({ url: API });
    expect(bad.ok && bad.data.status).toBe(400);
  });

  it('reports the network being down without changing state', async () => {
    const t = await signedIn();
    t.provider.next('/v1/accounts/list.json', 'network-down');
    const answer = await t.session.signedFetch({ url: API });
    expect(!answer.ok && answer.error.code).toBe('network');
    expect(!answer.ok && answer.error.detail).toMatch(/ECONNREFUSED/);
    expect(t.session.snapshot().state).toBe('active');
  });

  it('times out on the injected clock', async () => {
    const t = await signedIn();
    t.provider.next('/v1/accounts/list.json', 'hang');
    const pending = t.session.signedFetch({ url: API, timeoutMs: 15_000 });
    await t.clock.advance(15_000);
    const answer = await pending;
    expect(!answer.ok && answer.error.code).toBe('timeout');
  });

  it('puts the credentials in the query when the environment says so, and then nowhere else', async () => {
    const t = await signedIn({ environment: { credentialsInQuery: true } });
    const answer = await t.session.signedFetch({ url: `${API}?count=5` });
    expect(answer.ok).toBe(true);
    const sent = t.provider.seen.at(-1);
    expect(sent?.authorization).toBeNull();
    const url = new URL(sent?.url ?? '');
    expect(url.searchParams.get('count')).toBe('5');
    expect(url.searchParams.get('oauth_token')).toBe('at+/A==');
    expect(url.searchParams.has('oauth_signature')).toBe(true);
  });
});
