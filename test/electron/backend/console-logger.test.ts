import { describe, expect, it } from 'vitest';
import { createConsoleLogger, redact } from '../../../electron/backend/console-logger.ts';
import { scrubText } from '../../../electron/backend/credential-text.ts';

/** Everything one log entry writes, as text. */
function logged(fields: Record<string, unknown>, message = 'x'): string {
  const lines: string[] = [];
  createConsoleLogger((l) => lines.push(l)).info(message, fields);
  return lines.join('\n');
}

const SIGNED_URL =
  'https://api.broker.example/v1/accounts/list?oauth_consumer_key=CK123abc&oauth_nonce=N0nce&oauth_signature=SiG%2B%2F%3D&oauth_signature_method=HMAC-SHA1&oauth_timestamp=1700000000&oauth_token=AT%2Btok&oauth_version=1.0';
const AUTH_HEADER =
  'OAuth realm="",oauth_consumer_key="CK123abc",oauth_nonce="N0nce",oauth_signature="SiG%2B%2F%3D",oauth_signature_method="HMAC-SHA1",oauth_timestamp="1700000000",oauth_token="AT%2Btok",oauth_version="1.0"';
/** The secrets in the two above; none may ever reach a log line. */
const SECRETS = ['CK123abc', 'SiG', 'Btok', 'N0nce'];

describe('the console logger', () => {
  it('writes one JSON line per entry', () => {
    const lines: string[] = [];
    createConsoleLogger((l) => lines.push(l)).warn('settings: repaired', { backupPath: '/x.bak' });
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'warn', message: 'settings: repaired', backupPath: '/x.bak' });
  });

  it('keeps its own level and message whatever the fields say', () => {
    const lines: string[] = [];
    createConsoleLogger((l) => lines.push(l)).error('real', { level: 'info', message: 'forged' });
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'error', message: 'real' });
  });

  it.each([
    ['oauth_token', 'tok+/='],
    ['accessTokenSecret', 's3cr3t'],
    ['consumerKey', 'key123'],
    ['password', 'hunter2'],
    ['Authorization', 'OAuth realm=""'],
    ['oauth_verifier', 'WXYZ89'],
    ['signature', 'abc='],
  ])('never writes the value of %s', (field, value) => {
    expect(logged({ [field]: value, nested: { [field]: value } })).not.toContain(value);
    expect(redact({ [field]: value })).toEqual({ [field]: '[redacted]' });
  });

  it.each<[string, unknown]>([
    ['a signed URL under an innocent name', { url: SIGNED_URL }],
    ['an Authorization header under an innocent name', { header: AUTH_HEADER }],
    ['a header inside a longer sentence', { detail: `request failed; sent Authorization: ${AUTH_HEADER} and got 401` }],
    ['a signed URL inside a longer sentence', { detail: `GET ${SIGNED_URL} answered 500` }],
    ['a signed URL in an array', { urls: ['https://ok.example/', SIGNED_URL] }],
    ['a header in an array of objects', { requests: [{ headers: [['Authorization', AUTH_HEADER]] }] }],
    ['a secret deep down', { a: { b: { c: { d: { e: { f: { g: { h: SIGNED_URL } } } } } } } }],
    ['a secret field deep down', { a: [{ b: [{ c: { d: { e: { token: 'CK123abc' } } } }] }] }],
    ['an Error', { error: new Error(`fetch ${SIGNED_URL} failed`) }],
    ['an Error with a cause', { error: new Error('outer', { cause: new Error(AUTH_HEADER) }) }],
    ['a percent-encoded signature base string', { base: `GET&${encodeURIComponent(SIGNED_URL)}` }],
    ['a twice-encoded URL', { next: encodeURIComponent(encodeURIComponent(SIGNED_URL)) }],
    ['a token answer body', { body: 'oauth_token=AT%2Btok&oauth_token_secret=N0nce&oauth_callback_confirmed=true' }],
    ['the authorize URL', { url: 'https://us.broker.example/e/t/etws/authorize?key=CK123abc&token=AT%2Btok' }],
    ['uppercase parameter names', { url: SIGNED_URL.replace(/oauth_/g, 'OAUTH_') }],
    ['spaces around =', { header: 'OAuth oauth_consumer_key = "CK123abc", oauth_token = "AT%2Btok"' }],
  ])('scrubs %s', (_name, fields) => {
    const line = logged(fields as Record<string, unknown>);
    for (const secret of SECRETS) expect(line).not.toContain(secret);
    expect(line).toContain('[redacted]');
  });

  it.each([
    ['Bearer', 'Authorization failed for Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl', 'eyJhbGciOiJIUzI1NiJ9'],
    ['Basic', 'sent basic dXNlcjpodW50ZXIy to the proxy', 'dXNlcjpodW50ZXIy'],
  ])('scrubs %s credentials inside text', (_name, text, secret) => {
    expect(scrubText(text)).not.toContain(secret);
    expect(logged({ detail: text }, text)).not.toContain(secret);
  });

  it('scrubs the message itself', () => {
    expect(logged({}, `calling ${SIGNED_URL}`)).not.toContain('CK123abc');
  });

  it('keeps what helps a diagnosis and is not secret', () => {
    const line = logged({
      url: SIGNED_URL,
      body: 'oauth_problem=signature_invalid&oauth_parameters_absent=oauth_verifier',
      status: 401,
      environment: 'sandbox',
    });
    expect(line).toContain('https://api.broker.example/v1/accounts/list?');
    expect(line).toContain('oauth_signature_method=HMAC-SHA1');
    expect(line).toContain('oauth_timestamp=1700000000');
    expect(line).toContain('oauth_problem=signature_invalid');
    expect(line).toContain('oauth_parameters_absent=oauth_verifier');
    expect(line).toContain('"status":401');
    expect(line).toContain('"environment":"sandbox"');
  });

  it('survives cycles, shared objects and absurd depth', () => {
    const cyclic: Record<string, unknown> = { name: 'root', url: SIGNED_URL };
    cyclic['self'] = cyclic;
    const list: unknown[] = [cyclic];
    list.push(list);
    const shared = { ok: true };
    let deep: Record<string, unknown> = { url: SIGNED_URL };
    for (let i = 0; i < 10_000; i++) deep = { deep };
    const line = logged({ cyclic, list, a: shared, b: shared, deep });
    const parsed = JSON.parse(line) as Record<string, unknown>;
    expect(parsed['cyclic']).toMatchObject({ name: 'root', self: '[circular]' });
    expect(parsed['b']).toEqual({ ok: true });
    expect(line).toContain('[too deep]');
    expect(line).not.toContain('CK123abc');
  });

  it('bounds what one entry writes', () => {
    const many = Array.from({ length: 100_000 }, (_, i) => ({ i, url: SIGNED_URL }));
    const huge = `${'x'.repeat(1_000_000)} ${SIGNED_URL}`;
    const line = logged({ many, huge });
    expect(line.length).toBeLessThan(200_000);
    expect(line).not.toContain('CK123abc');
  });

  it('writes other values as JSON would, without throwing', () => {
    const line = logged({ n: 1n, f: () => 1, s: Symbol('x'), u: undefined, d: new Date(0), nil: null });
    expect(JSON.parse(line)).toMatchObject({ n: '1', d: '1970-01-01T00:00:00.000Z', nil: null });
  });
});
