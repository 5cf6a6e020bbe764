/**
 * The signed transport reads an API answer within the caller's cap (finding 2): the cap travels
 * from the request to the stream reader, an absent cap means 8 MB, and an oversized answer is the
 * answer's fault, not the session's (the session stays active).
 */
import { describe, expect, it } from 'vitest';
import { API, signedIn } from './session-fixture.ts';

const path = new URL(API).pathname;

describe('signed requests within a size cap', () => {
  it("stops at the request's own cap", async () => {
    const t = await signedIn();
    t.provider.next(path, { status: 200, body: 'x'.repeat(2_000) });
    const answer = await t.session.signedFetch({ url: API, maxBodyBytes: 1_000 });
    expect(!answer.ok && answer.error).toMatchObject({ code: 'malformed', message: "The provider's answer was larger than 1000 bytes; stopped reading." });
    expect(t.session.snapshot().state).toBe('active');
  });

  it('caps at 8 MB when the request names no cap', async () => {
    const t = await signedIn();
    t.provider.next(path, { status: 200, body: 'x'.repeat(8 * 1024 * 1024 + 1) });
    const answer = await t.session.signedFetch({ url: API });
    expect(!answer.ok && answer.error.message).toBe("The provider's answer was larger than 8 MB; stopped reading.");
  });

  it('reads an answer within its cap whole', async () => {
    const t = await signedIn();
    t.provider.next(path, { status: 200, body: '{"ok":"TRUE"}' });
    const answer = await t.session.signedFetch({ url: API, maxBodyBytes: 13 });
    expect(answer.ok && answer.data.body).toBe('{"ok":"TRUE"}');
  });
});
