/**
 * v1 option expiry dates: both formats to one list, ascending, New York days to expiry (the day
 * turns at New York midnight, not UTC's), unknown kinds kept, bad days a typed error.
 */
import { describe, expect, it } from 'vitest';
import { decodeExpiryDates } from '../../../../../../electron/backend/broker/v1/decode/index.ts';
import { wireSample } from '../../../../../fixtures/wire/load.ts';
import { renderV1Json, renderV1Xml, type V1Value } from '../../../../../fixtures/wire/v1-render.ts';
import { googExpiries } from '../../../../../fixtures/wire/v1-samples.ts';

// 2018-06-22 03:30 UTC is still June 21 in New York (23:30 EDT).
const LATE_JUNE_21_NY = Date.parse('2018-06-22T03:30:00Z');

describe('decodeExpiryDates', () => {
  it('reads the GOOG sample shape in both formats alike, nearest first, kinds as sent', () => {
    const json = decodeExpiryDates({ body: wireSample('v1/expiries-goog.json') }, LATE_JUNE_21_NY);
    const xml = decodeExpiryDates({ body: wireSample('v1/expiries-goog.xml') }, LATE_JUNE_21_NY);
    expect(xml).toEqual(json);
    expect(decodeExpiryDates({ body: renderV1Json('OptionExpireDateResponse', googExpiries) }, LATE_JUNE_21_NY)).toEqual(json);
    expect(decodeExpiryDates({ body: renderV1Xml('OptionExpireDateResponse', googExpiries) }, LATE_JUNE_21_NY)).toEqual(json);
    expect(json.ok && json.data).toEqual([
      { date: '2018-06-22', kind: 'WEEKLY', daysToExpiry: 1 },
      { date: '2018-06-29', kind: 'WEEKLY', daysToExpiry: 8 },
      { date: '2018-07-20', kind: 'MONTHLY', daysToExpiry: 29 },
      { date: '2018-09-28', kind: 'QUARTERLY', daysToExpiry: 99 },
      { date: '2018-12-31', kind: 'MONTHEND', daysToExpiry: 193 },
      { date: '2019-01-18', kind: 'LEAP_NEW', daysToExpiry: 211 },
    ]);
  });

  it('sorts, merges a day listed twice, and reads "06" and 6 alike; no kind is null', () => {
    const doc: V1Value = {
      ExpirationDate: [
        { year: 2018, month: '07', day: '20', expiryType: 'MONTHLY' },
        { year: '2018', month: 6, day: 22 },
        { year: 2018, month: 7, day: 20, expiryType: 'QUARTERLY' },
      ],
    };
    const json = decodeExpiryDates({ body: renderV1Json('OptionExpireDateResponse', doc) }, LATE_JUNE_21_NY);
    expect(decodeExpiryDates({ body: renderV1Xml('OptionExpireDateResponse', doc) }, LATE_JUNE_21_NY)).toEqual(json);
    expect(json.ok && json.data).toEqual([
      { date: '2018-06-22', kind: null, daysToExpiry: 1 },
      { date: '2018-07-20', kind: 'MONTHLY', daysToExpiry: 29 },
    ]);
  });

  it('one date as a single object, an empty root, and 204 read as lists', () => {
    const one = { ExpirationDate: { year: 2018, month: 6, day: 22, expiryType: 'WEEKLY' } };
    expect(decodeExpiryDates({ body: renderV1Json('OptionExpireDateResponse', one) }, LATE_JUNE_21_NY)).toEqual({
      ok: true,
      data: [{ date: '2018-06-22', kind: 'WEEKLY', daysToExpiry: 1 }],
    });
    expect(decodeExpiryDates({ body: '<OptionExpireDateResponse/>' }, 0)).toEqual({ ok: true, data: [] });
    expect(decodeExpiryDates({ body: '', status: 204 }, 0)).toEqual({ ok: true, data: [] });
  });

  it('a day that does not exist is malformed, naming the entry', () => {
    const result = decodeExpiryDates({ body: renderV1Json('OptionExpireDateResponse', { ExpirationDate: [{ year: 2018, month: 2, day: 30 }] }) }, 0);
    expect(result.ok).toBe(false);
    if (!result.ok) expect([result.error.code, result.error.detail]).toEqual(['malformed', 'expiry date 1 is not a real day (year 2018, month 2, day 30)']);
  });

  it('an error document about the symbol is explained in words, the provider text verbatim', () => {
    const body = '<Error><code>10032</code><message>There are no options for the given symbol.</message></Error>';
    expect(decodeExpiryDates({ body, status: 400 }, 0)).toEqual({
      ok: false,
      error: {
        code: 'provider',
        message: 'The provider answered with an error (code 10032): there are no options for this symbol.',
        detail: 'There are no options for the given symbol.',
        refusedAsAsked: true,
      },
    });
  });
});
