/**
 * v1 order and account errors are explained from the one code table (review finding: the order
 * decoders read errors the legacy way, without words), and code 105 "no records" is an empty
 * page / no accounts / no order rather than a failure that breaks today's orders.
 */
import { describe, expect, it } from 'vitest';
import { V1_ERROR_CODES } from '../../../../../../electron/backend/broker/v1/decode/provider-error-codes.ts';
import { decodeAccountList, decodeV1OrderDetails, decodeV1OrderList } from '../../../../../../electron/backend/broker/v1/decode/index.ts';

const json = (code: number | string, message: string) => JSON.stringify({ Error: { code, message } });
const xml = (code: string, message: string) => `<?xml version="1.0" encoding="UTF-8"?><Error><code>${code}</code><message>${message}</message></Error>`;

describe('v1 order errors in words', () => {
  it.each([
    ['100', 500],
    ['2002', 400],
    ['2004', 400],
    ['2005', 400],
  ])('code %s on the order list is explained, the provider’s words verbatim', (code, status) => {
    for (const body of [json(Number(code), 'Provider words'), xml(code, 'Provider words')]) {
      expect(decodeV1OrderList({ body, status })).toEqual({
        ok: false,
        // 100 also means "service unavailable": only the date and count codes refuse the request as asked.
        error: {
          code: 'provider',
          message: `The provider answered with an error (code ${code}): ${V1_ERROR_CODES[code]}.`,
          detail: 'Provider words',
          ...(code === '100' ? {} : { refusedAsAsked: true }),
        },
      });
    }
  });

  it('the single-order call’s error 100 (the sandbox’s answer) is explained', () => {
    const result = decodeV1OrderDetails({ body: xml('100', 'Service unavailable'), status: 500 });
    expect(result.ok ? '' : result.error.message).toBe(`The provider answered with an error (code 100): ${V1_ERROR_CODES['100']}.`);
  });

  it('102 on the order list is the user’s mistake to correct', () => {
    const result = decodeV1OrderList({ body: json(102, 'Invalid account key'), status: 400 });
    expect(result.ok ? '' : result.error.code).toBe('invalid-argument');
  });
});

describe('code 105, no records', () => {
  it.each([
    ['JSON, HTTP 400', json(105, 'No records found'), 400],
    ['XML, HTTP 400', xml('105', 'No records found'), 400],
    ['JSON in a 200', json('0105', 'No records found'), 200],
    ['XML, HTTP 404', xml(' 105 ', 'No records found'), 404],
  ])('%s: an empty order page', (_what, body, status) => {
    expect(decodeV1OrderList({ body, status })).toEqual({ ok: true, data: { count: 0, marker: null, orders: [], groups: [] } });
  });

  it('no accounts', () => {
    expect(decodeAccountList({ body: json(105, 'No records found'), status: 400 })).toEqual({ ok: true, data: [] });
  });

  it('the single-order call: a failure that says so in words, not a crash', () => {
    const result = decodeV1OrderDetails({ body: json(105, 'No records found'), status: 400 });
    expect(result.ok ? '' : result.error.message).toContain(V1_ERROR_CODES['105']);
  });

  it('other codes and bodies stay failures', () => {
    expect(decodeV1OrderList({ body: json(1050, 'x'), status: 400 }).ok).toBe(false);
    expect(decodeV1OrderList({ body: '<html>105</html>', status: 400 }).ok).toBe(false);
    expect(decodeAccountList({ body: json(100, 'Service unavailable'), status: 500 }).ok).toBe(false);
  });
});
