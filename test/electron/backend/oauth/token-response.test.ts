import { describe, expect, it } from 'vitest';
import { parseTokenResponse } from '../../../../electron/backend/oauth/token-response.ts';
import { validateVerifierCode } from '../../../../electron/backend/session/verifier-code.ts';

describe('token responses', () => {
  it.each([
    { name: 'plain', body: 'oauth_token=abc&oauth_token_secret=def', token: 'abc', secret: 'def' },
    { name: 'base64 percent-encoded, decoded once', body: 'oauth_token=a%2Bb%2Fc%3D%3D&oauth_token_secret=s%2B%2F%3D', token: 'a+b/c==', secret: 's+/=' },
    { name: 'double-encoded stays encoded once', body: 'oauth_token=x%253D&oauth_token_secret=y', token: 'x%3D', secret: 'y' },
    { name: 'a literal + is a plus, not a space', body: 'oauth_token=a+b&oauth_token_secret=c+d', token: 'a+b', secret: 'c+d' },
    {
      name: 'fields in any order, extra fields, trailing newline',
      body: 'oauth_callback_confirmed=true&oauth_token_secret=s&x=1&oauth_token=t\n',
      token: 't',
      secret: 's',
    },
    { name: 'an empty secret', body: 'oauth_token=t&oauth_token_secret=', token: 't', secret: '' },
    { name: 'the first of repeated fields', body: 'oauth_token=t1&oauth_token=t2&oauth_token_secret=s', token: 't1', secret: 's' },
  ])('$name', ({ body, token, secret }) => {
    const parsed = parseTokenResponse(body);
    expect(parsed.ok && parsed.pair).toEqual({ token, secret });
  });

  it('reads oauth_callback_confirmed in any case', () => {
    const confirmed = parseTokenResponse('oauth_token=t&oauth_token_secret=s&oauth_callback_confirmed=TRUE');
    expect(confirmed.ok && confirmed.callbackConfirmed).toBe(true);
    const absent = parseTokenResponse('oauth_token=t&oauth_token_secret=s');
    expect(absent.ok && absent.callbackConfirmed).toBeNull();
  });

  it.each([
    { name: 'an HTML page', body: '<html><body>Error</body></html>', reason: /no oauth_token/ },
    { name: 'an empty body', body: '', reason: /no oauth_token/ },
    { name: 'no secret', body: 'oauth_token=t', reason: /no oauth_token_secret/ },
    { name: 'an empty token', body: 'oauth_token=&oauth_token_secret=s', reason: /no oauth_token/ },
    { name: 'a broken escape', body: 'oauth_token=%E0%A4%A&oauth_token_secret=s', reason: /malformed/ },
  ])('refuses $name', ({ body, reason }) => {
    const parsed = parseTokenResponse(body);
    expect(!parsed.ok && parsed.reason).toMatch(reason);
  });
});

describe('the verification code a user types', () => {
  it.each([
    ['WXYZ89', 'WXYZ89'],
    ['  wxyz89\t\n', 'wxyz89'],
    ['http://127.0.0.1/strikeboard-callback?oauth_verifier=AB12CD&oauth_token=x', 'AB12CD'],
    ['oauth_token=x&oauth_verifier=Q1W2E3', 'Q1W2E3'],
    ['abc-DEF_1.2~3', 'abc-DEF_1.2~3'],
  ])('accepts %j', (typed, code) => {
    expect(validateVerifierCode(typed)).toEqual({ ok: true, data: code });
  });

  it.each(['', '   ', 'ab', 'WXYZ 89', 'code"; drop', '<script>', 'x'.repeat(65), 'é1234', 'https://cb.example/done?oauth_verifier=%E0%A4%A'])(
    'refuses %j',
    (typed) => {
      const result = validateVerifierCode(typed);
      expect(!result.ok && result.error.code).toBe('invalid-argument');
    },
  );
});
