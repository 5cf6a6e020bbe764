import { describe, expect, it } from 'vitest';
import { decodeOrderList } from '../../../../../../electron/backend/broker/legacy/decode/decode-order-list.ts';
import { errorBodyToAppError, findOAuthProblem } from '../../../../../../electron/backend/broker/common/decode/error-body.ts';

describe('findOAuthProblem finds oauth_problem in a body of any format', () => {
  it.each([
    ['an HTML error page', '<html><head><title>401</title></head><body><p>oauth_problem=token_expired</p></body></html>', 'token_expired'],
    ['plain text', 'oauth_problem=signature_invalid', 'signature_invalid'],
    ['XML', '<Error><message>oauth_problem=token_rejected</message></Error>', 'token_rejected'],
    ['JSON', '{"Error":{"message":"oauth_problem=consumer_key_rejected"}}', 'consumer_key_rejected'],
    ['a percent-encoded form', 'error=oauth_problem%3Dnonce_used', 'nonce_used'],
    ['a name the documentation does not list', 'oauth_problem=version_rejected', 'version_rejected'],
  ])('in %s', (_format, body, problem) => {
    expect(findOAuthProblem(body)?.problem).toBe(problem);
  });

  it('reads the acceptable timestamps of timestamp_refused', () => {
    expect(findOAuthProblem('oauth_problem=timestamp_refused,oauth_acceptable_timestamps=1767364000-1767364600')).toEqual({
      kind: 'oauth',
      problem: 'timestamp_refused',
      acceptableTimestamps: { from: 1767364000, to: 1767364600 },
      text: 'oauth_problem=timestamp_refused,oauth_acceptable_timestamps=1767364000-1767364600',
    });
  });

  it('reads them from a form-encoded body too', () => {
    expect(findOAuthProblem('oauth_problem=timestamp_refused&oauth_acceptable_timestamps=1767364000-1767364600')?.acceptableTimestamps).toEqual({
      from: 1767364000,
      to: 1767364600,
    });
  });

  it('finds nothing in a body without one', () => {
    expect(findOAuthProblem('<html><body>Internal Server Error</body></html>')).toBeNull();
  });
});

describe('errorBodyToAppError', () => {
  it('explains a known OAuth problem and keeps the provider’s words in detail', () => {
    expect(errorBodyToAppError({ kind: 'oauth', problem: 'token_expired', acceptableTimestamps: null, text: 'oauth_problem=token_expired' })).toEqual({
      code: 'oauth',
      message: 'The session has expired (sessions end at midnight US Eastern). Sign in again.',
      detail: 'oauth_problem=token_expired',
    });
  });

  it('still explains an unknown OAuth problem, by its name', () => {
    const error = errorBodyToAppError({ kind: 'oauth', problem: 'toString', acceptableTimestamps: null, text: 'oauth_problem=toString' });
    expect(error.message).toBe('The provider refused the credentials (toString). Sign in again.');
  });
});

describe('decoding a refusal instead of a page', () => {
  const providerMessage = 'Unauthorized request - invalid Consumer key and/or session token';

  it.each([
    ['JSON', `{"Error":{"code":"100","message":"${providerMessage}"}}`],
    ['JSON with an unquoted code', `{"Error":{"code":100,"message":"${providerMessage}"}}`],
    ['XML', `<?xml version="1.0"?><Error><code>100</code><message>${providerMessage}</message></Error>`],
  ])('the provider’s error document in %s, verbatim in detail', (_format, body) => {
    expect(decodeOrderList({ body, status: 500 })).toEqual({
      ok: false,
      error: { code: 'provider', message: 'The provider answered with an error (code 100).', detail: providerMessage },
    });
  });

  it('an error document even with HTTP 200 (the sandbox’s answer to a syntax error)', () => {
    // (This example said "Invalid account" before; an account refusal now has its own meaning, below.)
    const result = decodeOrderList({ body: '{"Error":{"message":"Invalid request syntax"}}', status: 200 });
    expect(result).toEqual({ ok: false, error: { code: 'provider', message: 'The provider answered with an error.', detail: 'Invalid request syntax' } });
  });

  it.each([
    ['an HTML page', '<!DOCTYPE html><html><body><h1>Unauthorized</h1><p>oauth_problem=token_expired<br></p></body></html>'],
    ['plain text', 'oauth_problem=token_expired'],
    ['an XML error document', '<Error><message>oauth_problem=token_expired</message></Error>'],
    ['a JSON error document', '{"Error":{"message":"oauth_problem=token_expired"}}'],
  ])('an OAuth refusal in %s is an oauth error, not a provider one', (_format, body) => {
    const result = decodeOrderList({ body, status: 401 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect([result.error.code, result.error.detail]).toEqual(['oauth', 'oauth_problem=token_expired']);
  });

  it("an HTTP failure with no document is an http error that quotes the page's words", () => {
    expect(decodeOrderList({ body: '<html><body>Service Unavailable</body></html>', status: 503 })).toEqual({
      ok: false,
      error: { code: 'http', message: 'The provider answered HTTP 503.', detail: 'Service Unavailable' },
    });
  });

  it('a gateway page that echoes the signed URL gives its words without the markup or the credentials', () => {
    const page = `<html><head><script>var u = "/v1?oauth_token=ACCESS123&oauth_signature=SIG%3D";</script></head>
      <body><h1>502 Bad Gateway</h1><p>GET /orders?oauth_token=ACCESS123&amp;oauth_signature=SIG%3D failed</p></body></html>`;
    const decoded = decodeOrderList({ body: page, status: 502 });
    expect(decoded).toMatchObject({ ok: false, error: { code: 'http', detail: expect.stringMatching(/^502 Bad Gateway GET \/orders\?oauth_token=/) } });
    expect(JSON.stringify(decoded)).not.toMatch(/ACCESS123|SIG%3D|<script/);
  });

  it('a body that is neither JSON nor XML is described without quoting credentials the parser saw', () => {
    const decoded = decodeOrderList({ body: '{"oauth_token": "ACCESS123", ', status: 200 });
    expect(decoded).toMatchObject({ ok: false, error: { code: 'malformed' } });
    expect(JSON.stringify(decoded)).not.toContain('ACCESS123');
  });

  it('an HTTP failure with an empty body is an http error, not an empty page', () => {
    expect(decodeOrderList({ body: '', status: 500 })).toMatchObject({ ok: false, error: { code: 'http' } });
  });
});

describe("an account that is not the user's", () => {
  it.each([
    ['the demo broker and the legacy API', 400, '{"Error":{"code":10033,"message":"Invalid account ID 61022457"}}', '10033', 'Invalid account ID 61022457'],
    [
      'v1 code 100 in its "does not belong" sense',
      500,
      '<Error><code>100</code><message>Account key does not belong to user</message></Error>',
      '100',
      'Account key does not belong to user',
    ],
    ['v1 code 102', 400, '{"Error":{"code":102,"message":"Invalid accountIdKey"}}', '102', 'Invalid accountIdKey'],
    ['v1 code 102 without words', 400, '{"Error":{"code":102}}', '102', undefined],
    ['another wording', 400, '{"Error":{"code":"9","message":"The account id is unknown"}}', '9', 'The account id is unknown'],
  ])('%s is a mistake to correct (invalid-argument, exit 2 in the CLI), not a provider failure', (_case, status, body, code, detail) => {
    expect(decodeOrderList({ body, status })).toEqual({
      ok: false,
      error: {
        code: 'invalid-argument',
        message: `The provider says this account is not one of the signed-in user's accounts, or does not exist (code ${code}).`,
        ...(detail === undefined ? {} : { detail }),
      },
    });
  });

  it.each([
    ['code 100 in its "service unavailable" sense', '{"Error":{"code":100,"message":"Service unavailable"}}'],
    ['an invalid symbol', '{"Error":{"code":10033,"message":"Invalid symbol ZZZZ"}}'],
    ['a bad count', '{"Error":{"code":2005,"message":"Invalid count"}}'],
  ])('%s stays a provider error', (_case, body) => {
    const result = decodeOrderList({ body, status: 400 });
    expect(!result.ok && result.error.code).toBe('provider');
  });
});
