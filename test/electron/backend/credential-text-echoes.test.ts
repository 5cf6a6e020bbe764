/**
 * Echoed headers and bodies: a provider or proxy that repeats our request back in an
 * error page or a JSON field, with the header value starting at `oauth_token="…"` (no scheme), with
 * quotes escaped once or twice for a JSON string, or as HTML entities. The header used to be masked
 * only up to its first quote, which left the token right after it in plain sight.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REDACTED, scrubText } from '../../../electron/backend/credential-text.ts';
import { callTimes, MEGABYTE } from '../../helpers/linear-time.ts';

const SECRET = 'S3cr3tV4lue';
const OTHER = 'An0therS3cret';

/** [what it is, the echo, what must stay readable around the secrets]. */
const ECHOES: [string, string, string[]][] = [
  ['a header value that starts with oauth_token', `Authorization: oauth_token="${SECRET}", oauth_signature="${OTHER}"`, ['Authorization:']],
  ['the same without a space', `authorization:oauth_token="${SECRET}"`, ['authorization:']],
  ['a header with the OAuth scheme and no realm', `Authorization: OAuth oauth_token="${SECRET}", oauth_nonce="${OTHER}"`, ['Authorization:']],
  ['a header line among others', `Authorization: OAuth oauth_token="${SECRET}"\r\nX-Request-Id: 42`, ['X-Request-Id: 42']],
  [
    'a header as a JSON field with escaped quotes',
    `{"Authorization":"OAuth oauth_consumer_key=\\"${SECRET}\\", oauth_token=\\"${OTHER}\\"","status":401}`,
    ['"status":401'],
  ],
  ['a header as a JSON field with a realm', `{"authorization": "OAuth realm=\\"\\",oauth_token=\\"${SECRET}\\"", "id": 7}`, ['"id": 7']],
  [
    'an echoed header inside a JSON string',
    `{"echo":"OAuth oauth_token=\\"${SECRET}\\", oauth_signature=\\"${OTHER}\\"","code":401}`,
    ['"code":401', 'oauth_token='],
  ],
  ['escaped quotes around a parameter', `oauth_token=\\"${SECRET}\\" and oauth_token_secret=\\'${OTHER}\\'`, [' and ']],
  ['twice-escaped quotes', `{"outer":"{\\"inner\\":\\"oauth_token=\\\\\\"${SECRET}\\\\\\"\\"}"}`, ['"outer"']],
  ['a JSON-escaped key and value', `{\\"oauth_token\\":\\"${SECRET}\\",\\"ok\\":true}`, ['ok']],
  ['HTML entities for quotes', `oauth_token=&quot;${SECRET}&quot; oauth_verifier=&#34;${OTHER}&#34;`, ['oauth_token=']],
  ['unicode escapes for quotes', `oauth_token=\\u0022${SECRET}\\u0022, x=1`, ['x=1']],
  ['a header name in quotes set with =', `Authorization="oauth_token=\\"${SECRET}\\""`, ['Authorization=']],
  ['a proxy header', `Proxy-Authorization: oauth_token="${SECRET}"`, ['Proxy-']],
  ['a quoted value with an escaped quote inside', `oauth_token="${SECRET}\\"${OTHER}" next=1`, ['next=1']],
  ['an unclosed quoted value', `oauth_token="${SECRET} and ${OTHER}`, ['oauth_token=']],
];

describe('echoed headers and bodies', () => {
  it.each(ECHOES)('masks %s', (_name, text, kept) => {
    const scrubbed = scrubText(text);
    expect(scrubbed).not.toContain(SECRET);
    expect(scrubbed).not.toContain(OTHER);
    expect(scrubbed).toContain(REDACTED);
    for (const part of kept) expect(scrubbed).toContain(part);
  });

  it('masks an Authorization header once, to the end of its line, and keeps the next line', () => {
    expect(scrubText(`Authorization: oauth_token="${SECRET}"\nNext: 1`)).toBe(`Authorization: ${REDACTED}\nNext: 1`);
    expect(scrubText(`{"Authorization":"OAuth oauth_token=\\"${SECRET}\\"","next":1}`)).toBe(`{"Authorization":"${REDACTED}","next":1}`);
  });

  it('keeps what diagnoses a refusal, whatever its quotes', () => {
    const text = 'oauth_problem=\\"signature_invalid\\", oauth_acceptable_timestamps="1-2"';
    expect(scrubText(text)).toBe(text);
  });
});

describe('the scrubber on a megabyte of hostile text', () => {
  const module = join(import.meta.dirname, '../../../electron/backend/credential-text.ts');

  it('stays linear: it looks at the first 4 KiB only, and that scan is linear too', async () => {
    const hostile = [
      { label: 'escaped quotes', args: [{ pump: 'oauth_token=\\"', bytes: MEGABYTE }] },
      { label: 'unclosed values', args: [{ pump: 'token="', bytes: MEGABYTE }] },
      { label: 'authorization headers', args: [{ pump: 'Authorization: "', bytes: MEGABYTE }] },
      { label: 'backslashes', args: [{ prefix: 'oauth_token=', pump: '\\', bytes: MEGABYTE, suffix: '"' }] },
      { label: 'names without values', args: [{ pump: 'oauth_token ', bytes: MEGABYTE }] },
      { label: 'references for = cut short', args: [{ pump: 'oauth_token&#0', bytes: MEGABYTE }] },
      { label: 'a reference for = of a megabyte of zeros', args: [{ prefix: 'oauth_token&#', pump: '0', bytes: MEGABYTE, suffix: '61;x' }] },
      { label: 'escapes for = cut short', args: [{ pump: 'token\\u003', bytes: MEGABYTE }] },
    ];
    expect(await callTimes(module, 'scrubText', hostile)).toHaveLength(hostile.length);
  });
});
