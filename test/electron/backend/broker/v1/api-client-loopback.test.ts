/**
 * The v1 client against a real HTTP server on loopback with canned answers: the URLs it sends,
 * both formats, every error shape (JSON, XML for a JSON request, OAuth, HTML), 204, paging by
 * marker without following `next`, 25-symbol quote batches merged by symbol, the chain with its
 * underlier, faults (timeouts, drops, 503 then success) and the over-limit answer held back.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createQuotaMeter } from '../../../../../electron/backend/broker/quota/quota-meter.ts';
import { createV1Client } from '../../../../../electron/backend/broker/v1/api-client.ts';
import { DEFAULT_QUOTA_PER_HOUR, type QuotaModule } from '../../../../../shared/domain/quota.ts';
import type { Environment } from '../../../../../shared/environments.ts';
import { manualTime, skippingClock } from '../../../../helpers/signed-in-demo.ts';
import { environment as fixtureEnvironment } from '../../session/session-fixture.ts';
import type { ChainQuery } from '../../../../../shared/domain/chain-query.ts';
import { ACCOUNT_KEY, accountsJson, accountsXml, chainJson, jsonError, OVER_LIMIT_PAGE, quotesFor, xmlError } from './v1-canned.ts';
import { tinyDecoders } from './tiny-decoders.ts';
import { plainTransport, startLoopback, type Loopback, type Reply } from './v1-loopback.ts';

let server: Loopback;
beforeAll(async () => {
  server = await startLoopback(() => ({ status: 404 }));
});
afterAll(() => server.close());
beforeEach(() => {
  server.received.length = 0;
});

const chainQuery: ChainQuery = {
  underlier: 'AAPL',
  month: 1,
  year: 2027,
  day: 15,
  chainType: 'CALLPUT',
  includeAdjusted: false,
  strikesNear: 131,
  strikeCount: 3,
};

function clientWith(options: { wireFormat?: 'json' | 'xml'; limits?: Partial<Record<QuotaModule, number>>; timeoutMs?: number; sandbox?: boolean } = {}) {
  const time = manualTime('2026-06-10T15:00:00Z');
  const clock = skippingClock(time);
  const meter = createQuotaMeter({ clock, limits: () => ({ ...DEFAULT_QUOTA_PER_HOUR, ...options.limits }) });
  const environment: Environment = {
    ...fixtureEnvironment,
    api: 'v1',
    apiUrl: options.sandbox === true ? `${server.url}/sandbox` : server.url,
    sandbox: options.sandbox ?? false,
    wireFormat: options.wireFormat ?? 'json',
  };
  const client = createV1Client({
    session: plainTransport(),
    environment,
    clock,
    meter,
    random: () => 0,
    timeoutMs: options.timeoutMs ?? 5_000,
    decoders: tinyDecoders,
  });
  return { client, meter, time, waits: clock.waits };
}

const routes = (table: Record<string, Reply | ((url: string) => Reply)>) =>
  server.setScript((url) => {
    const path = url.split('?')[0] ?? '';
    const found = Object.entries(table).find(([prefix]) => path.startsWith(prefix));
    if (found === undefined) return { status: 404, body: xmlError(404, `no route ${path}`) };
    const reply = found[1];
    return typeof reply === 'function' ? reply(url) : reply;
  });

describe('accounts', () => {
  it('JSON and XML decode to the same accounts; the URL is {apiUrl}/v1/accounts/list(.json)', async () => {
    routes({ '/v1/accounts/list.json': { status: 200, body: accountsJson }, '/v1/accounts/list': { status: 200, body: accountsXml } });
    const json = await clientWith().client.listAccounts();
    const xml = await clientWith({ wireFormat: 'xml' }).client.listAccounts();
    expect(server.received).toEqual(['/v1/accounts/list.json', '/v1/accounts/list']);
    expect(json.ok && json.data.map((a) => [a.accountId, a.accountIdKey, a.status])).toEqual([
      ['84010429', ACCOUNT_KEY, 'ACTIVE'],
      ['84010430', 'JIVxCJmM1Pcz9DVyuQ0DBQ', 'CLOSED'],
    ]);
    expect(xml).toEqual(json);
  });

  it('a sandbox uses its own apiUrl (no /sandbox/ segment added), and 204 means no accounts', async () => {
    routes({ '/sandbox/v1/accounts/list.json': { status: 204 } });
    const { client, meter } = clientWith({ sandbox: true });
    expect(await client.listAccounts()).toEqual({ ok: true, data: [] });
    expect(server.received).toEqual(['/sandbox/v1/accounts/list.json']);
    expect(meter.snapshot().modules.accounts.used).toBe(1);
  });
});

describe('error shapes', () => {
  it.each([
    [
      'JSON error document',
      { status: 400, body: jsonError(10033, 'The symbol is invalid.') },
      { code: 'provider', message: expect.stringContaining('code 10033'), detail: 'The symbol is invalid.' },
    ],
    [
      'XML error for a JSON request',
      { status: 400, body: xmlError(10031, 'There are no options for the given month.') },
      { code: 'provider', message: expect.stringContaining('code 10031'), detail: 'There are no options for the given month.' },
    ],
    ['code 100 naming the account', { status: 400, body: jsonError(100, 'The account key does not belong to the user.') }, { code: 'invalid-argument' }],
    ['an OAuth refusal', { status: 401, body: 'oauth_problem=token_rejected' }, { code: 'oauth' }],
    ['an HTML page', { status: 404, body: '<html><body>Not Found</body></html>' }, { code: 'http', message: expect.stringContaining('HTTP 404') }],
    ['a 200 that is not JSON or XML', { status: 200, body: 'hello' }, { code: 'malformed' }],
  ] as const)('%s: a typed error, not retried', async (_name, reply, error) => {
    routes({ '/v1/': reply });
    const result = await clientWith().client.getExpiryDates('GOOG');
    expect(result).toEqual({ ok: false, error: expect.objectContaining(error) });
    expect(server.received).toEqual(['/v1/market/optionexpiredate.json?symbol=GOOG']);
  });
});

describe('orders', () => {
  it('follows the marker with its own parameters, never the `next` link; 204 is an empty page', async () => {
    routes({
      [`/v1/accounts/${ACCOUNT_KEY}/orders.json`]: (url) =>
        url.includes('marker=')
          ? { status: 200, body: JSON.stringify({ OrdersResponse: { Order: [{ orderId: 1 }] } }) }
          : {
              status: 200,
              body: JSON.stringify({
                OrdersResponse: {
                  marker: '1602519017000',
                  next: 'https://elsewhere.invalid/v1/accounts/x/orders?marker=1602519017000',
                  Order: [{ orderId: 3 }, { orderId: 2 }],
                },
              }),
            },
      [`/v1/accounts/JIVxCJmM1Pcz9DVyuQ0DBQ/orders`]: { status: 204 },
    });
    const { client, meter } = clientWith();
    const filter = { from: '2026-06-01', to: '2026-06-10', status: 'OPEN' } as const;
    const first = await client.getOrderPage(ACCOUNT_KEY, { count: 100, filter });
    // The page says how many bytes it was read from (the cap on one read's pages counts them).
    expect(first).toEqual({ ok: true, data: { count: 2, marker: '1602519017000', orders: [], groups: [], bytes: expect.any(Number) } });
    const second = await client.getOrderPage(ACCOUNT_KEY, { count: 100, filter, marker: first.ok ? (first.data.marker ?? '') : '' });
    expect(second.ok && second.data.marker).toBeNull();
    expect(server.received).toEqual([
      `/v1/accounts/${ACCOUNT_KEY}/orders.json?count=100&fromDate=06012026&toDate=06102026&status=OPEN`,
      `/v1/accounts/${ACCOUNT_KEY}/orders.json?marker=1602519017000&count=100&fromDate=06012026&toDate=06102026&status=OPEN`,
    ]);
    expect(await client.getOrderPage('JIVxCJmM1Pcz9DVyuQ0DBQ')).toEqual({ ok: true, data: { count: 0, marker: null, orders: [], groups: [] } });
    expect(meter.snapshot().modules.orders.used).toBe(3);
  });

  it('a bad key is refused before anything is sent', async () => {
    const result = await clientWith().client.getOrderPage('../../list');
    expect(result.ok).toBe(false);
    expect(server.received).toEqual([]);
  });
});

describe('quotes', () => {
  it('60 symbols: three requests of 25, 25 and 10, merged in the order asked, matched by symbol; 60 quotes counted', async () => {
    routes({ '/v1/market/quote/': (url) => ({ status: 200, body: quotesFor(url) }) });
    const symbols = Array.from({ length: 60 }, (_, i) => `S${i}`);
    const { client, meter } = clientWith();
    const result = await client.getQuotes(symbols);
    expect(server.received.map((url) => url.split('/quote/')[1]?.split(',').length)).toEqual([25, 25, 10]);
    expect(result.ok && result.data.quotes.map((q) => q.symbol)).toEqual(symbols);
    expect(result.ok && result.data.problems).toEqual([]);
    expect(meter.snapshot().modules.markets.used).toBe(60);
  });

  it('Messages inside a 200 is a per-symbol problem; the other symbols are quoted', async () => {
    routes({ '/v1/market/quote/': (url) => ({ status: 200, body: quotesFor(url) }) });
    const result = await clientWith().client.getQuotes(['AAPL', 'UNKNOWN', 'MSFT']);
    expect(result.ok && result.data.quotes.map((q) => [q.symbol, q.last])).toEqual([
      ['AAPL', 101],
      ['MSFT', 100],
    ]);
    expect(result.ok && result.data.problems).toEqual([{ symbol: 'UNKNOWN', code: '1019', message: 'UNKNOWN is not a valid symbol' }]);
  });

  it('one batch failing leaves the others answered, with a problem per symbol of the failed batch', async () => {
    routes({ '/v1/market/quote/': (url) => (url.includes('S0,') ? { status: 400, body: jsonError(1019, 'bad') } : { status: 200, body: quotesFor(url) }) });
    const symbols = Array.from({ length: 30 }, (_, i) => `S${i}`);
    const result = await clientWith().client.getQuotes(symbols);
    expect(result.ok && result.data.quotes.length).toBe(5);
    expect(result.ok && result.data.problems.length).toBe(25);
  });

  it('more than the budget allows is refused before sending', async () => {
    const { client } = clientWith({ limits: { markets: 10 } });
    const result = await client.getQuotes(Array.from({ length: 11 }, (_, i) => `S${i}`));
    expect(result).toMatchObject({ ok: false, error: { code: 'rate-limited' } });
    expect(server.received).toEqual([]);
  });
});

describe('option chain', () => {
  it('every parameter on the wire, the underlier quoted beside it, 2 quotes per pair answered + 1', async () => {
    routes({ '/v1/market/optionchains.json': { status: 200, body: chainJson(5) }, '/v1/market/quote/': (url) => ({ status: 200, body: quotesFor(url) }) });
    const { client, meter } = clientWith();
    const result = await client.getOptionChain({ ...chainQuery, includeWeekly: true, category: 'STANDARD', priceType: 'ATNM' });
    expect([...server.received].sort()).toEqual([
      '/v1/market/optionchains.json?symbol=AAPL&expiryYear=2027&expiryMonth=1&expiryDay=15&strikePriceNear=131&noOfStrikes=3&includeWeekly=true&skipAdjusted=true&optionCategory=STANDARD&chainType=CALLPUT&priceType=ATNM',
      '/v1/market/quote/AAPL.json',
    ]);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.data.underlier).toMatchObject({ symbol: 'AAPL', last: 100 });
    expect(result.data.chain.expiries[0]?.strikes.map((row) => row.call?.osiKey)).toContain('AAPL--270115C00130000');
    expect(meter.snapshot().modules.markets.used).toBe(2 * 5 + 1);
  });

  it('the underlier quote failing leaves the chain shown with underlier null', async () => {
    routes({ '/v1/market/optionchains.json': { status: 200, body: chainJson(3) }, '/v1/market/quote/': { status: 500, body: '<html>oops</html>' } });
    const result = await clientWith().client.getOptionChain(chainQuery);
    expect(result.ok && result.data.underlier).toBeNull();
    expect(result.ok && result.data.chain.expiries[0]?.strikes.length).toBe(3);
  });

  it('an XML error for a JSON chain request (10031, no expiry that day) is the provider error', async () => {
    routes({
      '/v1/market/optionchains.json': { status: 400, body: xmlError(10031, 'There are no options for the given month.') },
      '/v1/market/quote/': (url) => ({ status: 200, body: quotesFor(url) }),
    });
    const result = await clientWith().client.getOptionChain(chainQuery);
    expect(result).toMatchObject({ ok: false, error: { code: 'provider', detail: 'There are no options for the given month.' } });
  });
});

describe('faults', () => {
  it('503 then success: retried once after a backoff wait', async () => {
    let calls = 0;
    routes({
      '/v1/accounts/list.json': () => (++calls === 1 ? { status: 503, body: '<html>Service Unavailable</html>' } : { status: 200, body: accountsJson }),
    });
    const { client, waits, meter } = clientWith();
    const result = await client.listAccounts();
    expect(result.ok && result.data.length).toBe(2);
    expect(server.received.length).toBe(2);
    expect(waits.filter((ms) => ms >= 250)).toEqual([250]);
    expect(meter.snapshot().modules.accounts.used).toBe(2);
  });

  it('no answer within the timeout: three attempts, then a timeout error', async () => {
    routes({ '/v1/': { hang: true } });
    const result = await clientWith({ timeoutMs: 60 }).client.listAccounts();
    expect(result).toMatchObject({ ok: false, error: { code: 'timeout', message: expect.stringContaining('tried 3 times') } });
    expect(server.received.length).toBe(3);
  });

  it('cancelled while waiting to retry: cancelled, no further attempt', async () => {
    const controller = new AbortController();
    // Cancelled as soon as the first attempt reaches the server: the wait before the retry ends it.
    routes({ '/v1/': () => (controller.abort(), { status: 503, body: 'busy' }) });
    const { client } = clientWith();
    expect(await client.listAccounts(controller.signal)).toMatchObject({ ok: false, error: { code: 'cancelled' } });
    expect(server.received.length).toBe(1);
  });

  it('a dropped connection: retried, then a network error', async () => {
    routes({ '/v1/': { drop: true } });
    const result = await clientWith().client.listAccounts();
    expect(result).toMatchObject({ ok: false, error: { code: 'network' } });
    expect(server.received.length).toBe(3);
  });
});

describe('over the provider limit', () => {
  it('400 with the HTML over-limit page: rate-limited at once (no retry), the module held back, then free again', async () => {
    routes({ '/v1/market/quote/': { status: 400, body: OVER_LIMIT_PAGE, headers: { 'content-type': 'text/html' } } });
    const { client, meter, time } = clientWith();
    const first = await client.getQuotes(['AAPL']);
    expect(first).toEqual({
      ok: false,
      error: {
        code: 'rate-limited',
        message: expect.stringMatching(/Market data \(quotes\) request limit was reached \(HTTP 400\): requests resume in 1 min/),
        detail: expect.stringContaining('Number of requests exceeded the rate limit set'),
      },
    });
    expect(server.received.length).toBe(1);
    expect(meter.snapshot().modules.markets.level).toBe('exhausted');
    // Held back: refused without a request; other modules are unaffected.
    expect((await client.getQuotes(['AAPL'])).ok).toBe(false);
    expect(server.received.length).toBe(1);
    routes({ '/v1/market/quote/': (url) => ({ status: 200, body: quotesFor(url) }), '/v1/accounts/list.json': { status: 200, body: accountsJson } });
    expect((await client.listAccounts()).ok).toBe(true);
    time.advance(60_000);
    expect((await client.getQuotes(['AAPL'])).ok).toBe(true);
  });

  it('over-limit answers in a row hold back longer each time', async () => {
    routes({ '/v1/': { status: 400, body: 'Number of requests exceeded the rate limit set' } });
    const { client, meter, time } = clientWith();
    const holds: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      await client.listAccounts();
      const until = meter.heldUntil('accounts') ?? 0;
      holds.push(until - time.now());
      time.advance(until - time.now());
    }
    expect(holds).toEqual([60_000, 120_000, 240_000]);
  });

  it.each([
    ['429 with any body and Retry-After', { status: 429, body: '', headers: { 'retry-after': '30' } }, 30_000],
    ['503 whose text speaks of the rate limit', { status: 503, body: 'Rate limit exceeded, slow down', headers: { 'retry-after': '5' } }, 5_000],
    ['429 with a JSON error document', { status: 429, body: jsonError(429, 'Too many requests') }, 60_000],
  ] as const)('%s: rate-limited, held back as asked', async (_name, reply, holdMs) => {
    routes({ '/v1/': reply });
    const { client, meter, time } = clientWith();
    const result = await client.getExpiryDates('AAPL');
    expect(result).toMatchObject({ ok: false, error: { code: 'rate-limited' } });
    expect(server.received.length).toBe(1);
    expect(meter.heldUntil('markets')).toBe(time.now() + holdMs);
  });

  it('a 400 error document about something else is not a rate limit', async () => {
    routes({ '/v1/': { status: 400, body: jsonError(10043, 'Missing symbol') } });
    const { client, meter } = clientWith();
    expect(await client.getExpiryDates('AAPL')).toMatchObject({ ok: false, error: { code: 'provider' } });
    expect(meter.heldUntil('markets')).toBeNull();
  });
});
