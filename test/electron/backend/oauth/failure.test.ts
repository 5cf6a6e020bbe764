import { describe, expect, it } from 'vitest';
import { classifyFailure, describeSkew } from '../../../../electron/backend/oauth/failure.ts';
import { extractOAuthProblem } from '../../../../electron/backend/oauth/oauth-problem.ts';
import { providerText } from '../../../../electron/backend/oauth/provider-text.ts';

describe('oauth_problem in every body format', () => {
  const cases: { name: string; body: string; header?: string; problem: string | null }[] = [
    { name: 'plain text', body: 'oauth_problem=token_expired', problem: 'token_expired' },
    { name: 'form-encoded with more fields', body: 'oauth_problem=token_rejected&oauth_problem_advice=renew', problem: 'token_rejected' },
    { name: 'JSON Error message', body: '{"Error":{"message":"oauth_problem=token_expired"}}', problem: 'token_expired' },
    { name: 'JSON with an escaped =', body: '{"Error":{"message":"oauth_problem\\u003dsignature_invalid"}}', problem: 'signature_invalid' },
    { name: 'XML Error', body: '<?xml version="1.0"?><Error><message>oauth_problem=consumer_key_rejected</message></Error>', problem: 'consumer_key_rejected' },
    {
      name: 'HTML server error page',
      body: '<html><head><title>401</title></head><body><h1>Unauthorized</h1><p>oauth_problem=nonce_used</p></body></html>',
      problem: 'nonce_used',
    },
    { name: 'HTML with an entity for =', body: '<p>oauth_problem&#61;parameter_absent</p>', problem: 'parameter_absent' },
    { name: 'percent-encoded inside a quoted URL', body: '<a href="/x?oauth_problem%3Dtoken_expired">retry</a>', problem: 'token_expired' },
    { name: 'unknown names are kept', body: 'oauth_problem=permission_denied', problem: 'permission_denied' },
    {
      name: 'only in WWW-Authenticate',
      body: '<html>Unauthorized</html>',
      header: 'OAuth realm="", oauth_problem="token_rejected"',
      problem: 'token_rejected',
    },
    { name: 'no problem named', body: '<html><body>Internal Server Error</body></html>', problem: null },
    { name: 'empty body', body: '', problem: null },
  ];
  it.each(cases)('$name', ({ body, header, problem }) => {
    expect(extractOAuthProblem(body, header ?? null)?.problem ?? null).toBe(problem);
  });

  it('reads the acceptable timestamps after timestamp_refused', () => {
    expect(extractOAuthProblem('oauth_problem=timestamp_refused,oauth_acceptable_timestamps=1700000000-1700000600')).toEqual({
      problem: 'timestamp_refused',
      acceptableTimestamps: { from: 1700000000, to: 1700000600 },
    });
  });
});

describe('classifying a refusal', () => {
  const answer = (body: string, status = 401) => ({ status, body, wwwAuthenticate: null, sentTimestamp: 1_700_000_000 });
  const cases: { body: string; status?: number; recovery: string; code: string }[] = [
    { body: 'oauth_problem=token_expired', recovery: 'renew', code: 'oauth' },
    { body: 'oauth_problem=token_rejected', recovery: 'renew', code: 'oauth' },
    { body: 'oauth_problem=signature_invalid', recovery: 'fix-credentials', code: 'oauth' },
    { body: 'oauth_problem=consumer_key_rejected', recovery: 'fix-credentials', code: 'oauth' },
    { body: 'oauth_problem=timestamp_refused', recovery: 'fix-clock', code: 'oauth' },
    { body: 'oauth_problem=nonce_used', recovery: 'retry', code: 'oauth' },
    { body: 'oauth_problem=parameter_absent', recovery: 'none', code: 'oauth' },
    { body: 'oauth_problem=signature_method_rejected', recovery: 'none', code: 'oauth' },
    { body: '<html>Unauthorized</html>', recovery: 'renew', code: 'oauth' },
    {
      body: '{"Error":{"code":100,"message":"Unauthorized request - invalid Consumer key and/or session token"}}',
      status: 500,
      recovery: 'renew',
      code: 'provider',
    },
    { body: '<Error><code>10033</code><message>The symbol is invalid</message></Error>', status: 400, recovery: 'none', code: 'provider' },
    { body: 'slow down', status: 429, recovery: 'retry', code: 'http' },
    { body: '', status: 503, recovery: 'retry', code: 'http' },
    { body: 'Moved', status: 302, recovery: 'none', code: 'http' },
  ];
  it.each(cases)('$status $body → $recovery ($code)', ({ body, status, recovery, code }) => {
    const failure = classifyFailure(answer(body, status));
    expect(failure.recovery).toBe(recovery);
    expect(failure.error.code).toBe(code);
  });

  it('keeps the provider message verbatim in detail', () => {
    const failure = classifyFailure(answer('{"Error":{"message":"oauth_problem=token_expired"}}'));
    expect(failure.error.detail).toBe('oauth_problem=token_expired');
    expect(failure.problem).toBe('token_expired');
  });

  it('turns a refused timestamp into the clock skew, in seconds, for the user', () => {
    // The provider accepts its own time ±5 minutes: the window's middle is its clock.
    const failure = classifyFailure(answer('oauth_problem=timestamp_refused,oauth_acceptable_timestamps=1699999100-1699999700'));
    expect(failure.clockSkewSeconds).toBe(600);
    expect(failure.error.message).toContain('10 minutes ahead of');
    const behind = classifyFailure(answer('oauth_problem=timestamp_refused&oauth_acceptable_timestamps=1700000500-1700001100'));
    expect(behind.clockSkewSeconds).toBe(-800);
    expect(behind.error.message).toContain('13 minutes 20 seconds behind');
  });

  it('words skews naturally', () => {
    expect(describeSkew(1)).toBe('1 second ahead of');
    expect(describeSkew(-60)).toBe('1 minute behind');
    expect(describeSkew(0)).toBe('0 seconds ahead of');
    expect(describeSkew(3725)).toBe('62 minutes 5 seconds ahead of');
  });
});

describe("the provider's words", () => {
  it.each([
    ['JSON', '{"Error":{"code":100,"message":"Bad  symbol"}}', 'Bad symbol'],
    ['XML', '<Error><code>1</code><message>a &amp; b</message></Error>', 'a & b'],
    ['HTML', '<html><style>p{}</style><body><h1>Oops</h1>\n<p>Try later</p></body></html>', 'Oops Try later'],
    ['text', 'Access Token has been renewed', 'Access Token has been renewed'],
  ])('%s', (_name, body, text) => {
    expect(providerText(body)).toBe(text);
  });

  it('bounds a huge page', () => {
    expect(providerText('x'.repeat(10_000)).length).toBeLessThanOrEqual(501);
  });
});
