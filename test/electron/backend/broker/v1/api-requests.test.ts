/**
 * The v1 request builders: `{apiUrl}/v1/...` (a sandbox's apiUrl is its own host, no /sandbox/
 * segment), `.json` before the query, every optionchains and order-list parameter, 25 quote
 * symbols a request, opaque account keys percent-encoded, and bad parameters refused before any
 * URL exists.
 */
import { describe, expect, it } from 'vitest';
import {
  expiryDatesUrl,
  quoteBatches,
  v1AccountsListUrl,
  v1OptionChainUrl,
  v1OrderDetailsUrl,
  v1OrderListUrl,
  wireDate,
} from '../../../../../electron/backend/broker/v1/api-requests.ts';
import { chainQuerySchema } from '../../../../../shared/domain/chain-query.ts';
import type { Environment } from '../../../../../shared/environments.ts';
import { environment } from '../../session/session-fixture.ts';

const production: Environment = { ...environment, api: 'v1' };
const sandbox: Environment = { ...production, id: 'sandbox', apiUrl: 'https://apisb.provider.test', sandbox: true };
const xml: Environment = { ...production, wireFormat: 'xml' };
const base = `${production.apiUrl}/v1`;

const data = <T>(result: { ok: true; data: T } | { ok: false }): T => {
  if (!result.ok) throw new Error('expected ok');
  return result.data;
};
const errorOf = (result: { ok: true } | { ok: false; error: { code: string; message: string } }) => {
  if (result.ok) throw new Error('expected a failure');
  return result.error;
};

describe('accounts and expiry dates', () => {
  it('accounts list: JSON suffix, XML without, sandbox on its own host', () => {
    expect(v1AccountsListUrl(production)).toBe(`${base}/accounts/list.json`);
    expect(v1AccountsListUrl(xml)).toBe(`${base}/accounts/list`);
    expect(v1AccountsListUrl(sandbox)).toBe('https://apisb.provider.test/v1/accounts/list.json');
  });

  it('expiry dates: the symbol upper-cased, the type when asked', () => {
    expect(data(expiryDatesUrl(production, ' goog '))).toBe(`${base}/market/optionexpiredate.json?symbol=GOOG`);
    expect(data(expiryDatesUrl(xml, 'BRK.B', 'WEEKLY'))).toBe(`${base}/market/optionexpiredate?symbol=BRK.B&expiryType=WEEKLY`);
  });

  it.each([
    ['', undefined],
    ['AAPL&x=1', undefined],
    ['AAPL', 'SOMETIMES'],
    [42, undefined],
  ])('refuses symbol %j / type %j', (symbol, kind) => {
    expect(errorOf(expiryDatesUrl(production, symbol, kind)).code).toBe('invalid-argument');
  });
});

describe('option chains (the query parsed at the edge: its checks are in test/shared/domain/chain-query.test.ts)', () => {
  const query = chainQuerySchema.parse({ underlier: 'aapl', month: 1, year: 2027, chainType: 'CALLPUT', includeAdjusted: false });

  it('the minimal query: symbol, expiry month and year, skipAdjusted, chainType', () => {
    expect(v1OptionChainUrl(production, query)).toBe(
      `${base}/market/optionchains.json?symbol=AAPL&expiryYear=2027&expiryMonth=1&skipAdjusted=true&chainType=CALLPUT`,
    );
  });

  it('every documented parameter, in a stable order', () => {
    const full = chainQuerySchema.parse({
      ...query,
      includeAdjusted: true,
      day: 15,
      strikesNear: 131.5,
      strikeCount: 12,
      includeWeekly: true,
      category: 'MINI',
      priceType: 'ALL',
      chainType: 'PUT',
    });
    expect(v1OptionChainUrl(xml, full)).toBe(
      `${base}/market/optionchains?symbol=AAPL&expiryYear=2027&expiryMonth=1&expiryDay=15&strikePriceNear=131.5&noOfStrikes=12&includeWeekly=true&skipAdjusted=false&optionCategory=MINI&chainType=PUT&priceType=ALL`,
    );
  });
});

describe('quotes', () => {
  const symbols = (n: number) => Array.from({ length: n }, (_, i) => `S${i}`);

  it('25 symbols a request; more are split; each named once, in the order asked', () => {
    const batches = data(quoteBatches(production, [...symbols(60), 's0', 'S1']));
    expect(batches.map((batch) => batch.symbols.length)).toEqual([25, 25, 10]);
    expect(batches[0]?.url).toBe(`${base}/market/quote/${symbols(25).join(',')}.json`);
    expect(batches[2]?.symbols).toEqual(symbols(60).slice(50));
  });

  it('a symbol with a slash is percent-encoded; the separating comma is not', () => {
    expect(data(quoteBatches(xml, ['BF/B', 'aapl']))[0]?.url).toBe(`${base}/market/quote/BF%2FB,AAPL`);
  });

  it('refuses no symbols, and any bad one', () => {
    expect(errorOf(quoteBatches(production, [])).code).toBe('invalid-argument');
    expect(errorOf(quoteBatches(production, ['AAPL', 'MS FT'])).message).toMatch(/MS FT/);
  });
});

describe('orders', () => {
  const key = '-dBZOKt9xDrtRSAOuFd4Ow';

  it('an opaque key starting with "-" is kept as the path segment', () => {
    expect(data(v1OrderListUrl(production, key))).toBe(`${base}/accounts/${key}/orders.json`);
    expect(data(v1OrderDetailsUrl(xml, key, '374'))).toBe(`${base}/accounts/${key}/orders/374`);
  });

  it('marker, count and every filter; dates as MMDDYYYY', () => {
    const url = data(
      v1OrderListUrl(production, key, {
        marker: '1602519017000',
        count: 100,
        marketSession: 'EXTENDED',
        filter: { from: '2026-06-01', to: '2026-06-10', status: 'OPEN', symbols: ['AAPL', 'MSFT'], securityType: 'OPTN' },
      }),
    );
    expect(url).toBe(
      `${base}/accounts/${key}/orders.json?marker=1602519017000&count=100&fromDate=06012026&toDate=06102026&status=OPEN&symbol=AAPL%2CMSFT&securityType=OPTN&marketSession=EXTENDED`,
    );
    expect(wireDate('2027-12-31')).toBe('12312027');
  });

  it('a one-day window goes out as [day before, day] ("toDate should be greater than fromDate"; fromDate == toDate is unconfirmed)', () => {
    const url = (from: string, to: string) => new URLSearchParams(data(v1OrderListUrl(production, key, { filter: { from, to } })).split('?')[1]);
    const oneDay = url('2026-11-19', '2026-11-19');
    expect([oneDay.get('fromDate'), oneDay.get('toDate')]).toEqual(['11182026', '11192026']);
    const newYear = url('2026-01-01', '2026-01-01');
    expect([newYear.get('fromDate'), newYear.get('toDate')]).toEqual(['12312025', '01012026']);
    const leap = url('2028-03-01', '2028-03-01');
    expect([leap.get('fromDate'), leap.get('toDate')]).toEqual(['02292028', '03012028']);
    const twoDays = url('2026-11-18', '2026-11-19');
    expect([twoDays.get('fromDate'), twoDays.get('toDate')]).toEqual(['11182026', '11192026']);
  });

  it.each([
    ['a key with a slash', 'abc/def', {}],
    ['a key with a query', 'abc?x=1', {}],
    ['count above 100', 'abc', { count: 101 }],
    ['a marker with spaces', 'abc', { marker: 'a b' }],
    ['a window ending before it starts', 'abc', { filter: { from: '2026-06-10', to: '2026-06-01' } }],
    ['a date that is not YYYY-MM-DD', 'abc', { filter: { from: '06/01/2026', to: '2026-06-10' } }],
    ['an unknown status', 'abc', { filter: { from: '2026-06-01', to: '2026-06-10', status: 'SOMETIMES' } }],
    ['an unknown market session', 'abc', { marketSession: 'NIGHT' }],
  ])('refuses %s', (_name, accountKey, page) => {
    expect(errorOf(v1OrderListUrl(production, accountKey, page as never)).code).toBe('invalid-argument');
  });

  it('refuses an order ID that is not numeric', () => {
    expect(errorOf(v1OrderDetailsUrl(production, key, '../list')).code).toBe('invalid-argument');
  });
});
