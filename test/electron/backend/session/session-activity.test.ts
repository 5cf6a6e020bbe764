/**
 * Every signed request is activity, and activity reaches the stored token, so another process
 * (`strikeboard status`, the app after a restart) sees a session in use as active. Writes are
 * coalesced: a burst of requests costs one keychain write; `flush()` writes at once (the CLI
 * exits right after its command).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_WRITE_DELAY_MS } from '../../../../electron/backend/session/token-storage.ts';
import { settle } from './fake-clock.ts';
import { API, HOUR, signedIn, type Fixture } from './session-fixture.ts';

let t: Fixture;
afterEach(() => t.session.dispose());

const storedActivity = async (fixture: Fixture) => {
  const stored = await fixture.vault.getAccessToken('production');
  return stored.ok ? (stored.data?.lastActivityAt ?? null) : null;
};

/** Counts the access-token writes that reach the store from now on. */
function countTokenWrites(fixture: Fixture) {
  const write = vi.spyOn(fixture.store, 'setPassword');
  return () => write.mock.calls.filter(([, account]) => account === 'production/access-token').length;
}

describe('activity of signed requests', () => {
  it('a burst of requests costs one keychain write, carrying the last activity', async () => {
    t = await signedIn();
    const signedInAt = t.clock.now();
    await t.clock.advance(HOUR);
    const writes = countTokenWrites(t);
    const burstAt = t.clock.now();
    await Promise.all(Array.from({ length: 10 }, () => t.session.signedFetch({ url: API })));
    await settle();
    expect(writes()).toBe(0);
    expect(await storedActivity(t)).toBe(signedInAt);

    await t.clock.advance(ACTIVITY_WRITE_DELAY_MS);
    expect(writes()).toBe(1);
    expect(await storedActivity(t)).toBe(burstAt);
  });

  it('flush() writes a pending activity at once, and only once', async () => {
    t = await signedIn();
    await t.clock.advance(HOUR);
    const writes = countTokenWrites(t);
    await t.session.signedFetch({ url: API });
    await t.session.flush();
    expect(writes()).toBe(1);
    expect(await storedActivity(t)).toBe(t.clock.now());
    await t.clock.advance(ACTIVITY_WRITE_DELAY_MS);
    expect(writes()).toBe(1);
  });

  it('a restored session picks up the activity another process stored: active, not idle', async () => {
    t = await signedIn();
    await t.clock.advance(1.5 * HOUR);
    await t.session.signedFetch({ url: API });
    await t.session.flush();
    await t.clock.advance(HOUR);
    const later = t.make();
    expect((await later.restore()).state).toBe('active');
    later.dispose();
  });

  it('signing out drops a pending write: the token is not stored again after it was deleted', async () => {
    t = await signedIn();
    await t.session.signedFetch({ url: API });
    await t.session.signOut();
    await t.clock.advance(ACTIVITY_WRITE_DELAY_MS);
    expect(await t.vault.getAccessToken('production')).toEqual({ ok: true, data: null });
  });

  it('another process signed out meanwhile: the activity write does not bring the removed token back', async () => {
    t = await signedIn();
    await t.session.signedFetch({ url: API });
    // `strikeboard logout` or `forget` in a terminal, while the app's write waits.
    await t.vault.deleteAccessToken('production');
    await t.clock.advance(ACTIVITY_WRITE_DELAY_MS);
    await t.session.flush();
    expect(await t.vault.getAccessToken('production')).toEqual({ ok: true, data: null });
  });

  it("another process signed in again meanwhile: the old token's activity never replaces the new token", async () => {
    t = await signedIn();
    await t.session.signedFetch({ url: API });
    const stored = await t.vault.getAccessToken('production');
    if (!stored.ok || stored.data === null) throw new Error('expected a stored token');
    const newer = { ...stored.data, token: 'a-newer-token', secret: 'a-newer-secret', lastActivityAt: stored.data.lastActivityAt - 1 };
    await t.vault.setAccessToken('production', newer);
    await t.clock.advance(ACTIVITY_WRITE_DELAY_MS);
    await t.session.flush();
    expect(await t.vault.getAccessToken('production')).toEqual({ ok: true, data: newer });
  });

  it('dispose() leaves no timer behind (a CLI process can exit)', async () => {
    t = await signedIn();
    await t.session.signedFetch({ url: API });
    t.session.dispose();
    await settle();
    expect(t.clock.pending()).toBe(0);
  });
});
