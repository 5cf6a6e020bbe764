/**
 * The plumbing every v1 route shares, over a real loopback server: format negotiation, v1 JSON
 * (real numbers and booleans, lists always arrays), the error envelopes in both formats (and XML
 * for market errors whatever was asked), 204 for nothing, and the sandbox's canned answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, SANDBOX_ACCOUNTS } from '../../../demo-broker/index.ts';
import { isXmlOnlyCode, v1ErrorReply } from '../../../demo-broker/wire/v1-errors.ts';
import { noContentReply, renderV1Json } from '../../../demo-broker/wire/v1-wire.ts';
import { readV1Xml, SANDBOX, v1Fixture, type V1Fixture, type V1OrdersResponse } from './v1-fixture.ts';

const KEY = DEMO_ACCOUNTS[0]?.accountIdKey ?? '';
const CLOSED_KEY = DEMO_ACCOUNTS.find((account) => account.accountStatus === 'CLOSED')?.accountIdKey ?? '';
let f: V1Fixture;
beforeAll(async () => {
  f = await v1Fixture();
});
afterAll(() => f.close());

describe('v1 JSON rendering', () => {
  it('keeps numbers and booleans, keeps one-member lists as arrays, leaves out what is absent', () => {
    const tree = { count: 27, price: 27.5, flag: true, off: false, ratio: '', marker: '1710000000000', none: undefined, list: [{ a: 1 }], empty: [] };
    expect(renderV1Json('R', tree)).toBe('{"R":{"count":27,"price":27.5,"flag":true,"off":false,"ratio":"","marker":"1710000000000","list":[{"a":1}]}}');
  });

  it('answers "no records" with 204 and nothing else', () => {
    expect(noContentReply()).toEqual({ status: 204, headers: {}, body: '' });
  });
});

describe('format negotiation', () => {
  it.each([
    ['no suffix, no Accept: XML', '/v1/accounts/list', {}, /^application\/xml/, /^<\?xml/],
    ['.json suffix: JSON', '/v1/accounts/list.json', {}, /^application\/json/, /^\{"AccountListResponse"/],
    ['Accept: application/json: JSON', '/v1/accounts/list', { Accept: 'application/json' }, /^application\/json/, /^\{"AccountListResponse"/],
    ['Accept listing JSON among others: JSON', '/v1/accounts/list', { Accept: 'text/html, application/json;q=0.9' }, /^application\/json/, /^\{/],
    ['Accept: application/xml: XML', '/v1/accounts/list', { Accept: 'application/xml' }, /^application\/xml/, /^<\?xml/],
    [
      'Accept on a legacy route: still XML (the legacy API knows only the suffix)',
      '/order/rest/orderlist/83405188?count=1',
      { Accept: 'application/json' },
      /^application\/xml/,
      /^<\?xml/,
    ],
  ])('%s', async (_label, path, headers, type, body) => {
    const answer = await f.get(path, { headers });
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(type);
    expect(answer.body).toMatch(body);
  });

  it('answers an error in JSON to a request that asked JSON by Accept', async () => {
    const answer = await f.get('/v1/accounts/nope/orders', { headers: { Accept: 'application/json' } });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ Error: { code: 102, message: 'Invalid account key' } });
  });
});

describe('error envelopes', () => {
  it('JSON: {"Error":{"code":N,"message":"..."}} with the code a number', async () => {
    const answer = await f.get(`/v1/accounts/${KEY}/orders.json?count=0`);
    expect(answer.status).toBe(400);
    expect(answer.type).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ Error: { code: 2005, message: expect.stringMatching(/count/) } });
  });

  it('XML: <Error><code>N</code><message>...</message></Error>', async () => {
    const answer = await f.get(`/v1/accounts/${KEY}/orders?count=0`);
    expect(answer.status).toBe(400);
    expect(answer.type).toMatch(/^application\/xml/);
    expect(answer.body).toMatch(/<Error><code>2005<\/code><message>[^<]*count[^<]*<\/message><\/Error>$/);
  });

  it.each([
    [10031, true],
    [10044, true],
    [1019, true],
    [1023, true],
    [100, false],
    [102, false],
    [2002, false],
    [2004, false],
    [2005, false],
  ])('code %i is answered in XML to a JSON request: %s', (code, xml) => {
    expect(isXmlOnlyCode(code)).toBe(xml);
    const reply = v1ErrorReply('json', 400, code, 'm');
    expect(reply.body.startsWith('<?xml')).toBe(xml);
    if (xml) expect(reply.body).toContain(`<Error><code>${code}</code><message>m</message></Error>`);
    else expect(JSON.parse(reply.body)).toEqual({ Error: { code, message: 'm' } });
  });
});

describe('204', () => {
  it.each([
    ['a closed account with no orders in the window', `/v1/accounts/${CLOSED_KEY}/orders.json`],
    ['a window with no orders', `/v1/accounts/${KEY}/orders.json?fromDate=01012020&toDate=01312020`],
  ])('%s: 204 with an empty body and no Content-Type', async (_label, path) => {
    const answer = await f.get(path);
    expect(answer.status).toBe(204);
    expect(answer.body).toBe('');
    expect(answer.type).toBe('');
  });
});

describe('the sandbox (/sandbox/v1/...)', () => {
  it('lists the four canned accounts, in both formats', async () => {
    const json = await f.json<{ AccountListResponse: { Accounts: { Account: { accountId: string }[] } } }>('/sandbox/v1/accounts/list.json', SANDBOX);
    expect(json.AccountListResponse.Accounts.Account.map((a) => a.accountId)).toEqual(SANDBOX_ACCOUNTS.map((a) => a.accountId));
    const xml = await f.get('/sandbox/v1/accounts/list', { consumer: SANDBOX });
    expect(readV1Xml(xml.body)).toMatchObject({ AccountListResponse: { Accounts: { Account: SANDBOX_ACCOUNTS.map((a) => ({ accountId: a.accountId })) } } });
  });

  it('answers every order list request with the same canned list, whatever account, page or filter', async () => {
    const a = await f.get('/sandbox/v1/accounts/anything/orders.json', { consumer: SANDBOX });
    const b = await f.get(`/sandbox/v1/accounts/${KEY}/orders.json?count=2&marker=123&status=OPEN&fromDate=99999999`, { consumer: SANDBOX });
    expect(a.status).toBe(200);
    expect(b.body).toBe(a.body);
    const orders = (JSON.parse(a.body) as V1OrdersResponse).OrdersResponse.Order;
    expect(orders.length).toBeGreaterThan(2);
    const placed = orders.flatMap((order) => order.OrderDetail.map((detail) => detail.placedTime));
    // Old data, and one placedTime in seconds among the milliseconds, as the sandbox sends.
    expect(placed.filter((time) => time < 1e11)).toHaveLength(1);
    expect(placed.filter((time) => time >= 1e11).every((time) => new Date(time).getUTCFullYear() === 2018)).toBe(true);
  });

  it('answers the single-order call with error 100, in both formats', async () => {
    const json = await f.get('/sandbox/v1/accounts/anything/orders/123.json', { consumer: SANDBOX });
    expect(json.status).toBe(400);
    expect(JSON.parse(json.body)).toMatchObject({ Error: { code: 100 } });
    const xml = await f.get('/sandbox/v1/accounts/anything/orders/123', { consumer: SANDBOX });
    expect(xml.body).toMatch(/<Error><code>100<\/code>/);
  });

  it('still refuses a production key on a sandbox path', async () => {
    expect((await f.get('/sandbox/v1/accounts/list.json')).status).toBe(401);
  });
});

describe('stored-sample mode', () => {
  it('answers production v1 paths with the canned answers too', async () => {
    const stored = await v1Fixture(undefined, { storedSample: true });
    try {
      const accounts = await stored.json<{ AccountListResponse: { Accounts: { Account: { accountId: string }[] } } }>('/v1/accounts/list.json');
      expect(accounts.AccountListResponse.Accounts.Account).toHaveLength(4);
      expect((await stored.get('/v1/accounts/x/orders.json')).status).toBe(200);
      expect(JSON.parse((await stored.get('/v1/accounts/x/orders/1.json')).body)).toMatchObject({ Error: { code: 100 } });
    } finally {
      await stored.close();
    }
  });
});

describe('a parameter given twice', () => {
  it('is a v1 error on a v1 route (code 2006), the legacy error on a legacy route', async () => {
    const v1 = await f.get(`/v1/accounts/${KEY}/orders.json?count=1&count=2`);
    expect(v1.status).toBe(400);
    expect(JSON.parse(v1.body)).toEqual({ Error: { code: 2006, message: expect.stringMatching(/count/) } });
    const legacy = await f.get('/order/rest/orderlist/83405188.json?count=1&count=2');
    expect(legacy.status).toBe(400);
    expect(JSON.parse(legacy.body)).toMatchObject({ Error: { code: 10033 } });
  });
});
