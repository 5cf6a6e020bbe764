/**
 * The request builders: the legacy URL shapes with the sandbox segment in a sandbox
 * (docs/platform/legacy-api.md, "URLs"), the accounts list under the environment's API host,
 * `.json` before the query string, and parameters checked before any URL exists. The chain query
 * arrives parsed at the edge; its checks are in test/shared/domain/chain-query.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { wireFormatOf } from '../../../../../electron/backend/broker/common/request-url.ts';
import { accountsListUrl, optionChainUrl, orderListUrl } from '../../../../../electron/backend/broker/legacy/api-requests.ts';
import { chainQuerySchema } from '../../../../../shared/domain/chain-query.ts';
import type { Environment } from '../../../../../shared/environments.ts';
import { environment } from '../../session/session-fixture.ts';

const production: Environment = environment;
const sandbox: Environment = {
  ...production,
  id: 'sandbox',
  name: 'Sandbox',
  apiUrl: 'https://apisb.provider.test',
  legacyUrl: 'https://legacysb.provider.test',
  sandbox: true,
};
const query = chainQuerySchema.parse({ underlier: 'aapl', month: 1, year: 2027, chainType: 'CALLPUT', includeAdjusted: false });

const data = <T>(result: { ok: true; data: T } | { ok: false }): T => {
  if (!result.ok) throw new Error('expected ok');
  return result.data;
};

describe('URL shapes', () => {
  it.each([
    [
      'production, JSON',
      production,
      'json',
      'https://legacy.provider.test/market/rest/optionchains.json?chainType=CALLPUT&expirationMonth=1&expirationYear=2027&underlier=AAPL&skipAdjusted=TRUE',
    ],
    [
      'production, XML',
      production,
      'xml',
      'https://legacy.provider.test/market/rest/optionchains?chainType=CALLPUT&expirationMonth=1&expirationYear=2027&underlier=AAPL&skipAdjusted=TRUE',
    ],
    [
      'sandbox, JSON',
      sandbox,
      'json',
      'https://legacysb.provider.test/market/sandbox/rest/optionchains.json?chainType=CALLPUT&expirationMonth=1&expirationYear=2027&underlier=AAPL&skipAdjusted=TRUE',
    ],
    [
      'sandbox, XML',
      sandbox,
      'xml',
      'https://legacysb.provider.test/market/sandbox/rest/optionchains?chainType=CALLPUT&expirationMonth=1&expirationYear=2027&underlier=AAPL&skipAdjusted=TRUE',
    ],
  ] as const)('option chains, %s', (_name, environment, wireFormat, expected) => {
    expect(optionChainUrl({ ...environment, wireFormat }, query)).toBe(expected);
  });

  it.each([
    ['production, JSON', production, 'json', 'https://legacy.provider.test/order/rest/orderlist/83405188.json?count=100&marker=17%7C1781103600000'],
    ['sandbox, XML', sandbox, 'xml', 'https://legacysb.provider.test/order/sandbox/rest/orderlist/83405188?count=100&marker=17%7C1781103600000'],
  ] as const)('order list, %s: the marker is percent-encoded, .json stays on the path', (_name, environment, wireFormat, expected) => {
    expect(data(orderListUrl({ ...environment, wireFormat }, '83405188', { count: 100, marker: '17|1781103600000' }))).toBe(expected);
  });

  it('order list without paging parameters asks for the newest page', () => {
    expect(data(orderListUrl(production, '83405188'))).toBe('https://legacy.provider.test/order/rest/orderlist/83405188.json');
  });

  it('accounts list is a current-style /v1 path on the API host (the sandbox host in a sandbox)', () => {
    expect(accountsListUrl(production)).toBe('https://api.provider.test/v1/accounts/list.json');
    expect(accountsListUrl({ ...sandbox, wireFormat: 'xml' })).toBe('https://apisb.provider.test/v1/accounts/list');
  });

  it('asks for adjusted options only when told to (skipAdjusted=FALSE)', () => {
    expect(optionChainUrl(production, { ...query, includeAdjusted: true })).toContain('skipAdjusted=FALSE');
  });

  it('JSON is the default wire format', () => {
    expect(wireFormatOf(production)).toBe('json');
    expect(wireFormatOf({ wireFormat: 'xml' })).toBe('xml');
  });
});

describe('parameters are checked before a URL exists', () => {
  it.each([
    ['a non-numeric account ID', 'ABC123', {}, /account ID "ABC123"/],
    ['an empty account ID', '', {}, /account ID ""/],
    ['count 0', '83405188', { count: 0 }, /count\) must be at least 1/],
    ['count 101', '83405188', { count: 101 }, /at most 100/],
    ['a fractional count', '83405188', { count: 2.5 }, /whole number/],
    ['a marker with a space', '83405188', { marker: '1 2' }, /marker/],
  ])('order list refuses %s', (_name, accountId, page, message) => {
    const result = orderListUrl(production, accountId, page);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('invalid-argument');
      expect(result.error.message).toMatch(message);
    }
  });
});
