/**
 * How v1 answers fail: error bodies sniffed by their first byte (XML for a JSON request, JSON for
 * an XML one), numeric codes kept and explained from the one table, the provider's words verbatim,
 * over-limit answers (unconfirmed shape) as `rate-limited`, and the legacy generation untouched.
 */
import { describe, expect, it } from 'vitest';
import { decodeOptionChain } from '../../../../../../electron/backend/broker/legacy/decode/decode-option-chain.ts';
import { explainV1ErrorCode, isV1RefusedAsAsked, V1_ERROR_CODES } from '../../../../../../electron/backend/broker/v1/decode/provider-error-codes.ts';
import { decodeAccountList, decodeExpiryDates, decodeQuotes, decodeV1OptionChain } from '../../../../../../electron/backend/broker/v1/decode/index.ts';

const REQUEST = { underlier: 'AAPL', expirationMonth: 1, expirationYear: 2021 };
const chain = (body: string, status?: number) => decodeV1OptionChain(status === undefined ? { body } : { body, status }, REQUEST, 0);

describe('the v1 error codes in words', () => {
  it('every code the platform is known to send has words', () => {
    const alerts = ['53', '300', '25', '27', '36', '464', '499'];
    for (const code of [
      '100',
      '102',
      '105',
      '253',
      '670',
      '2002',
      '2004',
      '2005',
      '7001',
      '7002',
      '10031',
      '10032',
      '10033',
      '10037',
      '10039',
      '10043',
      '10044',
      '1019',
      '1023',
      ...alerts,
    ]) {
      expect(explainV1ErrorCode(code), code).toMatch(/\w{4}/);
    }
    expect(Object.keys(V1_ERROR_CODES)).toHaveLength(19 + alerts.length);
  });

  it.each([['010031'], [' 10031 ']])('%j reads as 10031', (code) => expect(explainV1ErrorCode(code)).toBe(V1_ERROR_CODES['10031']));

  it('the codes that refuse the request as asked (symbol, day, range, count) are told from those worth a retry', () => {
    const asked = Object.keys(V1_ERROR_CODES).filter((code) => isV1RefusedAsAsked(code));
    expect(asked.sort()).toEqual(['10031', '10032', '10033', '10037', '10039', '10043', '10044', '1019', '102', '1023', '2002', '2004', '2005', '464', '499']);
    // 100 also means "service unavailable"; 105 is "no records" (an empty answer); 670 is maintenance.
    for (const code of ['100', '105', '670', '99999', 'toString', '', null]) expect(isV1RefusedAsAsked(code), String(code)).toBe(false);
    expect(isV1RefusedAsAsked(' 010033 ')).toBe(true);
  });

  it.each([[null], ['99999'], ['toString'], ['__proto__'], ['']])('%j has no words (and never reaches the prototype)', (code) => {
    expect(explainV1ErrorCode(code)).toBeUndefined();
  });
});

describe('error bodies, whatever format was asked', () => {
  it.each([
    ['XML for a JSON request', '<?xml version="1.0"?>\n<Error><code>10031</code><message>There are no options for the given month.</message></Error>'],
    ['JSON for an XML request', '{"Error":{"code":10031,"message":"There are no options for the given month."}}'],
    ['JSON with the code as text and blanks before it', '\n  {"Error":{"code":"10031","message":"There are no options for the given month."}}'],
  ])('%s: code kept, explained, the provider words verbatim', (_what, body) => {
    expect(chain(body, 400)).toEqual({
      ok: false,
      error: {
        code: 'provider',
        message: 'The provider answered with an error (code 10031): there are no options for the given month or day (no expiry on that date).',
        detail: 'There are no options for the given month.',
        // A day with no expiry refuses the request as asked: asking again gets the same answer.
        refusedAsAsked: true,
      },
    });
  });

  it('an unknown code is kept, with the general sentence', () => {
    expect(chain('{"Error":{"code":4242,"message":"Something new"}}', 500)).toEqual({
      ok: false,
      error: { code: 'provider', message: 'The provider answered with an error (code 4242).', detail: 'Something new' },
    });
  });

  it('maintenance (670, HTTP 500) and an error document inside a 200', () => {
    const maintenance = chain('<Error><code>670</code><message>Service under maintenance</message></Error>', 500);
    expect(maintenance.ok === false && maintenance.error.message).toContain('maintenance');
    const in200 = decodeExpiryDates({ body: '{"Error":{"code":10033,"message":"Invalid symbol"}}', status: 200 }, 0);
    expect(in200.ok === false && in200.error.message).toBe('The provider answered with an error (code 10033): the symbol is not valid.');
  });

  it('an account key that is not the user’s (100 with those words, or 102) is the user’s mistake to correct', () => {
    const result = decodeAccountList({ body: '{"Error":{"code":100,"message":"Account key does not belong to user"}}', status: 400 });
    expect(result.ok === false && result.error.code).toBe('invalid-argument');
    const invalid = decodeAccountList({ body: '<Error><code>102</code><message>Invalid account key</message></Error>', status: 400 });
    expect(invalid.ok === false && [invalid.error.code, invalid.error.detail]).toEqual(['invalid-argument', 'Invalid account key']);
  });

  it('an OAuth refusal stays an OAuth refusal', () => {
    const result = decodeQuotes({ body: 'oauth_problem=token_rejected', status: 401 });
    expect(result.ok === false && result.error.code).toBe('oauth');
  });
});

describe('over the hourly limit (the shape is unconfirmed)', () => {
  it.each([
    ['429 with text', 429, 'Too Many Requests'],
    ['429 with JSON', 429, '{"Error":{"code":429,"message":"slow down"}}'],
    ['400 with the legacy HTML page', 400, '<html><body><h1>Error</h1><p>Number of requests exceeded the rate limit set</p></body></html>'],
    ['400 with plain text', 400, 'Number of requests exceeded the rate limit set'],
  ])('%s is rate-limited, the page’s words kept', (_what, status, body) => {
    const result = chain(body, status);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('rate-limited');
      expect(result.error.detail).toMatch(/Too Many|slow down|exceeded the rate limit/);
    }
  });

  it('400 with any other page is not', () => {
    const result = chain('<html><body>Bad request</body></html>', 400);
    expect(result.ok === false && result.error.code).toBe('http');
  });

  it('the legacy generation keeps its reading: 429 with an error document is a provider error, codes unexplained', () => {
    const legacy = decodeOptionChain({ body: '{"Error":{"code":10031,"message":"m"}}', status: 429 }, REQUEST, 0);
    expect(legacy).toEqual({ ok: false, error: { code: 'provider', message: 'The provider answered with an error (code 10031).', detail: 'm' } });
  });
});
