/**
 * The user alerts requests (docs/platform/current-api.md, "Alerts"): `/v1/user/alerts` with count
 * (at most 300), category, status, direction and search; `/v1/user/alerts/{id}` with and without
 * `htmlTags=true`; `.json` before the query, the sandbox on its own host; every bad parameter
 * refused before a URL exists. No DELETE is ever built.
 */
import { describe, expect, it } from 'vitest';
import * as alertRequests from '../../../../../electron/backend/broker/v1/alert-requests.ts';
import { v1AlertDetailsUrl, v1AlertListUrl } from '../../../../../electron/backend/broker/v1/alert-requests.ts';
import type { Environment } from '../../../../../shared/environments.ts';
import { environment } from '../../session/session-fixture.ts';

const production: Environment = { ...environment, api: 'v1' };
const sandbox: Environment = { ...production, id: 'sandbox', apiUrl: 'https://apisb.provider.test', sandbox: true };
const xml: Environment = { ...production, wireFormat: 'xml' };
const base = `${production.apiUrl}/v1/user/alerts`;

const data = <T>(result: { ok: true; data: T } | { ok: false }): T => {
  if (!result.ok) throw new Error('expected ok');
  return result.data;
};

describe('the alerts list', () => {
  it('without a query: the provider’s defaults; JSON by suffix, XML without; the sandbox on its own host', () => {
    expect(data(v1AlertListUrl(production))).toBe(`${base}.json`);
    expect(data(v1AlertListUrl(xml))).toBe(base);
    expect(data(v1AlertListUrl(sandbox))).toBe('https://apisb.provider.test/v1/user/alerts.json');
  });

  it('every parameter, in order, percent-encoded', () => {
    const url = data(v1AlertListUrl(production, { count: 300, category: 'STOCK', status: 'UNREAD', direction: 'ASC', search: ' AAPL down & out ' }));
    expect(url).toBe(`${base}.json?count=300&category=STOCK&status=UNREAD&direction=ASC&search=AAPL%20down%20%26%20out`);
  });

  it.each([
    [{ count: 301 }, 'count must be at most 300'],
    [{ count: 0 }, 'count must be at least 1'],
    [{ count: 2.5 }, 'count must be a whole number'],
    [{ count: '25' }, 'count'],
    [{ category: 'stock' }, 'category'],
    [{ category: 'OPTION' }, 'category'],
    [{ status: 'ARCHIVED' }, 'status'],
    [{ direction: 'UP' }, 'direction'],
    [{ search: '' }, 'search must not be empty'],
    [{ search: 'x'.repeat(101) }, 'search must be at most 100 characters'],
    [{ search: 'a\u0000b' }, 'search must not hold control characters'],
    [{ search: 'line\nbreak' }, 'search must not hold control characters'],
    [{ marker: '5' }, 'marker'],
    [null, 'value'],
  ])('%j is refused before any URL exists', (query, words) => {
    const result = v1AlertListUrl(production, query);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('invalid-argument');
      expect(result.error.message).toContain(words);
    }
  });
});

describe('one alert', () => {
  it('in markup (htmlTags=true) or plain', () => {
    expect(data(v1AlertDetailsUrl(production, '6774', { html: true }))).toBe(`${base}/6774.json?htmlTags=true`);
    expect(data(v1AlertDetailsUrl(xml, '6774'))).toBe(`${base}/6774`);
    expect(data(v1AlertDetailsUrl(sandbox, '98765432109876543210', { html: false }))).toBe(
      'https://apisb.provider.test/v1/user/alerts/98765432109876543210.json',
    );
  });

  it.each<[string, unknown]>([
    ['zero', '0'],
    ['negative', '-1'],
    ['leading zeros', '0042'],
    ['not digits', '12a'],
    ['two ids (the delete call’s list)', '6774,6775'],
    ['a path', '../accounts/list'],
    ['empty', ''],
    ['a number, not text', 6774],
    ['null', null],
    ['an object', { id: 1 }],
    ['a bigint', 10n],
    ['21 digits', '1'.repeat(21)],
  ])('%s is no alert ID', (_what, id) => {
    const result = v1AlertDetailsUrl(production, id);
    expect(result.ok === false && result.error.code).toBe('invalid-argument');
  });

  it('only GET URLs exist: nothing deletes an alert', () => {
    expect(Object.keys(alertRequests).sort()).toEqual(['v1AlertDetailsUrl', 'v1AlertListUrl']);
  });
});
