/**
 * The one credential scrubber, as the logger and the provider's words in errors use it: every
 * shape a credential takes in text, including the ones a review found missing (single quotes,
 * schemes other than Bearer/Basic, twice-encoded URLs in a provider's page).
 */
import { describe, expect, it } from 'vitest';
import { scrubText } from '../../../electron/backend/credential-text.ts';
import { providerText } from '../../../electron/backend/oauth/provider-text.ts';

const SECRET = 'S3cr3tV4lue';

const SHAPES: [string, string][] = [
  ['a query string', `https://api.example/v1/x?oauth_token=${SECRET}&a=1`],
  ['single quotes', `oauth_token='${SECRET}'`],
  ['double quotes', `oauth_token_secret="${SECRET}"`],
  ['JSON', `{"oauth_verifier": "${SECRET}"}`],
  ['a header with the OAuth scheme', `Authorization: OAuth realm="", oauth_consumer_key="${SECRET}", oauth_signature="x%3D"`],
  ['a header with another scheme', `Authorization: Token ${SECRET}abcdef`],
  ['a Bearer credential on its own', `sent Bearer ${SECRET}abcdef to the API`],
  ['once-encoded inside another URL', `next=https%3A%2F%2Fapi.example%2Fx%3Foauth_token%3D${SECRET}%26a%3D1`],
  ['twice-encoded inside another URL', `base%253Foauth_token%253D${SECRET}%2526a%253D1`],
  ['a key parameter', `authorize?key=${SECRET}&token=${SECRET}`],
  // An `=` written as a character reference or a JSON escape, in raw text or a page.
  ['a decimal reference for =', `oauth_token&#61;${SECRET}&amp;a&#61;1`],
  ['a padded decimal reference for =', `oauth_token&#0061;${SECRET}`],
  ['a hexadecimal reference for =', `oauth_verifier&#x3D;${SECRET} next`],
  ['a named reference for =', `oauth_token&equals;${SECRET}&amp;x&equals;1`],
  ['a JSON escape for =', `{"next":"https://api.example/x?oauth_token\\u003d${SECRET}\\u0026a\\u003d1"}`],
  ['a JSON escape for = and the quotes', `oauth_token\\u003d\\u0022${SECRET}\\u0022`],
];

describe('the credential scrubber', () => {
  it.each(SHAPES)('masks %s', (_name, text) => {
    expect(scrubText(text)).not.toContain(SECRET);
  });

  it.each(SHAPES)('hides %s in the provider words of an error page', (_name, text) => {
    expect(providerText(`<html><body><p>Request failed: ${text}</p></body></html>`)).not.toContain(SECRET);
  });

  it('keeps what diagnoses a refusal', () => {
    expect(scrubText('oauth_problem=timestamp_refused&oauth_acceptable_timestamps=1-2')).toBe(
      'oauth_problem=timestamp_refused&oauth_acceptable_timestamps=1-2',
    );
  });
});
