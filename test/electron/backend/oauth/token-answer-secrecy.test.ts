/**
 * A token answer is never echoed (finding 4): whatever is wrong with the answer to a token
 * operation, the Result (shown in the window and the CLI) says what was wrong by field name and
 * size, and never carries the token or secret values it was sent.
 */
import { describe, expect, it } from 'vitest';
import { getAccessToken, getRequestToken, renewAccessToken, revokeAccessToken, type OAuthContext } from '../../../../electron/backend/oauth/operations.ts';
import { parseTokenResponse } from '../../../../electron/backend/oauth/token-response.ts';
import type { Fetch } from '../../../../electron/backend/services.ts';
import { createFakeClock } from '../session/fake-clock.ts';

const SECRET = 'TopSecretValue0123456789abcdef';
const TOKEN = 'AccessTokenValue9876543210zyx';

/** Answers every request with the given status and body. */
function answering(status: number, body: string, contentType = 'text/plain'): OAuthContext {
  const fetchFn: Fetch = async () => new Response(body, { status, headers: { 'content-type': contentType } });
  const clock = createFakeClock(Date.parse('2026-06-10T14:00:00Z'));
  return {
    fetch: fetchFn,
    clock,
    nonce: () => 'nonce',
    environment: { oauthUrl: 'https://oauth.example.test', authorizeUrl: 'https://oauth.example.test/authorize', credentialsInQuery: false },
    consumer: { key: 'consumer-key', secret: 'consumer-secret' },
  };
}

const held = { token: 'held-token', secret: 'held-secret' };

const OPERATIONS = {
  'request token': (context: OAuthContext) => getRequestToken(context),
  'access token': (context: OAuthContext) => getAccessToken(context, held, 'VERIFY1'),
  renew: (context: OAuthContext) => renewAccessToken(context, held),
  revoke: (context: OAuthContext) => revokeAccessToken(context, held),
} as const;

/** Answers that carry the values in every shape a broken provider might send them. */
const LEAKY_ANSWERS: { name: string; status: number; body: string; contentType?: string }[] = [
  { name: 'no oauth_token', status: 200, body: `oauth_token_secret=${SECRET}&oauth_callback_confirmed=true` },
  { name: 'no secret', status: 200, body: `oauth_token=${TOKEN}` },
  { name: 'a broken escape in the secret', status: 200, body: `oauth_token=${TOKEN}&oauth_token_secret=${SECRET}%ZZ` },
  { name: 'a broken escape in the token', status: 200, body: `oauth_token=${TOKEN}%E0%A4%A&oauth_token_secret=${SECRET}` },
  {
    name: 'an HTML page around the fields',
    status: 200,
    body: `<html><body><p>oauth_token=${TOKEN}&amp;oauth_token_secret=${SECRET}</p></body></html>`,
    contentType: 'text/html',
  },
  { name: 'a JSON document', status: 200, body: `{"oauth_token":"${TOKEN}","oauth_token_secret":"${SECRET}"}`, contentType: 'application/json' },
  { name: 'an error status quoting the fields', status: 500, body: `Internal error while sending oauth_token=${TOKEN}&oauth_token_secret=${SECRET}` },
  { name: 'a refusal quoting the fields', status: 401, body: `oauth_problem=token_rejected&oauth_token=${TOKEN}&oauth_token_secret=${SECRET}` },
];

describe('a token answer is never echoed', () => {
  for (const [operation, run] of Object.entries(OPERATIONS)) {
    it.each(LEAKY_ANSWERS)(`${operation}: $name`, async ({ status, body, contentType }) => {
      const result = await run(answering(status, body, contentType));
      const everything = JSON.stringify(result);
      expect(everything).not.toContain(SECRET);
      expect(everything).not.toContain(TOKEN);
    });
  }

  it('says what was wrong by name and size', async () => {
    const missing = await getRequestToken(answering(200, `oauth_token_secret=${SECRET}`));
    expect(!missing.ok && missing.error).toEqual({
      code: 'malformed',
      message: "The provider's request token answer could not be read (no oauth_token in the answer).",
      detail: `The answer (text/plain, ${'oauth_token_secret='.length + SECRET.length} bytes) holds the field oauth_token_secret.`,
    });
    const broken = await getAccessToken(answering(200, `oauth_token=${TOKEN}&oauth_token_secret=${SECRET}%ZZ`), held, 'VERIFY1');
    expect(!broken.ok && broken.error.message).toBe("The provider's access token answer could not be read (malformed percent-encoding in oauth_token_secret).");
  });

  it('the parser names the field, never the value', () => {
    const parsed = parseTokenResponse(`oauth_token=${TOKEN}&oauth_token_secret=${SECRET}%Z`);
    expect(parsed).toEqual({ ok: false, reason: 'malformed percent-encoding in oauth_token_secret' });
  });
});
