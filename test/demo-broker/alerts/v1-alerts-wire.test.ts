/**
 * The demo broker's user alerts on the wire (docs/platform/current-api.md, "Alerts"), over a real
 * loopback server: one answer in JSON and XML; the list's count, category, status, direction and
 * search; the empty inbox as HTTP 404 with code 53; the other refusals; details with markup
 * (`htmlTags=true`) or text behind the leftover style sheet; reading details marks READ; the
 * sandbox's canned inbox; counted under the Users budget; nothing deletes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTED_BUDGETS } from '../../../demo-broker/index.ts';
import { signedFetch } from '../../helpers/demo-broker-client.ts';
import { readV1Xml, SANDBOX, scalarsAsText, v1Fixture, WEDNESDAY_2PM, type V1Fixture } from '../v1/v1-fixture.ts';
import { alertsOf, type AlertDetailsResponse, type AlertsResponse } from './alert-wire.ts';

let f: V1Fixture;
beforeAll(async () => {
  // Over 300 alerts to page and filter: the load volume's books.
  f = await v1Fixture(WEDNESDAY_2PM, { volume: 'load' });
});
afterAll(() => f.close());

const errorOf = async (path: string): Promise<{ status: number; code: unknown; type: string }> => {
  const answer = await f.get(path);
  const body = answer.body.trimStart().startsWith('{')
    ? (JSON.parse(answer.body) as { Error: { code: unknown } })
    : (readV1Xml(answer.body) as { Error: { code: unknown } });
  return { status: answer.status, code: body.Error.code, type: answer.type };
};

describe('the list', () => {
  it('JSON and XML are one answer: numbers in JSON, text in XML, the same alerts', async () => {
    const json = await f.get('/v1/user/alerts.json?count=40');
    const xml = await f.get('/v1/user/alerts?count=40');
    expect([json.status, xml.status]).toEqual([200, 200]);
    expect(json.type).toContain('application/json');
    expect(xml.type).toContain('application/xml');
    const parsed = JSON.parse(json.body) as AlertsResponse;
    expect(typeof parsed.AlertsResponse.Alert[0]?.id).toBe('number');
    const asXml = readV1Xml(xml.body) as { AlertsResponse: { Alert: unknown[] } };
    expect(asXml.AlertsResponse.Alert.length).toBe(40);
    expect({ AlertsResponse: { ...asXml.AlertsResponse } }).toEqual(scalarsAsText(parsed));
  });

  it('newest first (25 unless told), oldest first with direction=ASC; totalAlerts counts every match', async () => {
    const newest = (await f.json<AlertsResponse>('/v1/user/alerts.json')).AlertsResponse;
    expect(newest.Alert).toHaveLength(25);
    expect(newest.totalAlerts).toBeGreaterThan(25);
    const oldest = (await f.json<AlertsResponse>('/v1/user/alerts.json?direction=asc&count=3')).AlertsResponse;
    expect(oldest.totalAlerts).toBe(newest.totalAlerts);
    const times = oldest.Alert.map((alert) => alert.createTime);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBeLessThan(newest.Alert.at(-1)?.createTime ?? 0);
  });

  it('count up to 300; category, status and search filter', async () => {
    expect(await alertsOf(f, 'count=300')).toHaveLength(300);
    const stock = await alertsOf(f, 'category=STOCK&count=300');
    const account = await alertsOf(f, 'category=ACCOUNT&count=300');
    expect(stock.length).toBeGreaterThan(0);
    expect(stock.some((alert) => alert.subject.includes(' Executed @ '))).toBe(false);
    expect(account.every((alert) => !/ (?:up|down) by at least /.test(alert.subject))).toBe(true);
    const unread = await alertsOf(f, 'status=UNREAD&count=300');
    const read = await alertsOf(f, 'status=read&count=300');
    expect(unread.every((alert) => alert.status === 'UNREAD')).toBe(true);
    expect(read.length).toBeGreaterThan(0);
    expect(read.every((alert) => alert.status === 'READ')).toBe(true);
    const aapl = await alertsOf(f, 'search=aapl%20DOWN&count=300');
    expect(aapl.every((alert) => alert.subject.toLowerCase().includes('aapl down'))).toBe(true);
  });

  it.each([
    ['status=DELETED (nothing is ever deleted here)', 'status=DELETED'],
    ['a search that matches nothing', 'search=no%20such%20subject'],
  ])('the empty inbox, %s: HTTP 404 with code 53, in the format asked', async (_what, query) => {
    for (const suffix of ['.json', '']) {
      const answer = await f.get(`/v1/user/alerts${suffix}?${query}`);
      expect(answer.status).toBe(404);
      if (suffix === '.json') expect(JSON.parse(answer.body)).toEqual({ Error: { code: 53, message: 'There are currently no alerts in your inbox' } });
      else expect(readV1Xml(answer.body)).toEqual({ Error: { code: '53', message: 'There are currently no alerts in your inbox' } });
    }
  });

  it.each([['count=301'], ['count=0'], ['count=ten'], ['category=OPTIONS'], ['status=ARCHIVED'], ['direction=UP'], ['count=5&count=6']])(
    '%s is refused with 400 (the broker’s code 2006)',
    async (query) => {
      expect(await errorOf(`/v1/user/alerts.json?${query}`)).toMatchObject({ status: 400, code: 2006 });
    },
  );
});

describe('one alert', () => {
  it('with htmlTags=true its message is HTML; without, text behind kilobytes of the style sheet; JSON and XML alike', async () => {
    const [alert] = await alertsOf(f, 'category=ACCOUNT&search=executed');
    if (alert === undefined) throw new Error('no execution notice');
    const markup = (await f.json<AlertDetailsResponse>(`/v1/user/alerts/${alert.id}.json?htmlTags=true`)).AlertDetailsResponse;
    expect(markup.msgText).toMatch(/^<!DOCTYPE html><html>/);
    expect(markup.msgText).toContain('<style type="text/css">');
    expect(markup.msgText).toContain('&#36;');
    expect(markup.msgText).toContain('<a href="https://us.etrade.com/"');
    const plain = (await f.json<AlertDetailsResponse>(`/v1/user/alerts/${alert.id}.json`)).AlertDetailsResponse;
    expect(plain.msgText).toMatch(/^\.smart-alert p \{ margin: 0px !important;/);
    const css = plain.msgText.indexOf('Your order below was successfully executed:');
    expect(css).toBeGreaterThan(2048);
    expect(plain.msgText.slice(0, css)).not.toMatch(/[<>]/);
    const xml = readV1Xml((await f.get(`/v1/user/alerts/${alert.id}?htmlTags=TRUE`)).body) as { AlertDetailsResponse: Record<string, string> };
    expect(xml.AlertDetailsResponse.msgText).toBe(markup.msgText);
    expect(xml.AlertDetailsResponse.subject).toBe(alert.subject);
    expect(markup).toMatchObject({ id: alert.id, createTime: alert.createTime, subject: alert.subject, deleteTime: 0 });
    expect(markup.next).toMatch(/^http:\/\/alerts-internal\.demo\.invalid:8080\/v1\/user\/alerts\/\d+\.json$/);
  });

  it('reading the details marks an unread alert READ, with the time it was read (unconfirmed on the platform)', async () => {
    const [alert] = await alertsOf(f, 'status=UNREAD');
    if (alert === undefined) throw new Error('no unread alert');
    f.clock.advance(1_000);
    const details = (await f.json<AlertDetailsResponse>(`/v1/user/alerts/${alert.id}.json`)).AlertDetailsResponse;
    expect(details.readTime).toBe(Math.floor(f.clock.now() / 1000));
    const after = await alertsOf(f, `count=300&search=${encodeURIComponent(alert.subject)}`);
    expect(after.find((candidate) => candidate.id === alert.id)?.status).toBe('READ');
    f.clock.advance(60_000);
    expect((await f.json<AlertDetailsResponse>(`/v1/user/alerts/${alert.id}.json`)).AlertDetailsResponse.readTime).toBe(details.readTime);
  });

  it.each([
    ['0', 400, 499],
    ['-3', 400, 499],
    ['abc', 400, 499],
    ['6774,6775', 400, 499],
    ['999999999', 404, 2009],
  ])('id %s is refused (%i, code %i)', async (id, status, code) => {
    expect(await errorOf(`/v1/user/alerts/${id}.json`)).toMatchObject({ status, code });
  });

  it('DELETE is not served: the demo broker never deletes an alert', async () => {
    const [alert] = await alertsOf(f, '');
    const response = await fetch(`${f.broker.url}/v1/user/alerts/${alert?.id}.json`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, POST');
    expect((await alertsOf(f, 'count=300')).some((candidate) => candidate.id === alert?.id)).toBe(true);
  });
});

describe('the sandbox', () => {
  it('answers its canned inbox whatever is asked, and details for any id', async () => {
    const canned = await f.get('/sandbox/v1/user/alerts.json?status=DELETED&count=1', { consumer: SANDBOX });
    expect(canned.status).toBe(200);
    const list = (JSON.parse(canned.body) as AlertsResponse).AlertsResponse;
    expect(list.totalAlerts).toBe(3);
    expect(list.Alert.map((alert) => [alert.id, alert.subject, alert.status])).toEqual([
      [6774, "Sell 1 EDIT Oct 01 '21 $55 Put Executed @ $3.3", 'UNREAD'],
      [6773, 'AAPL down by at least 2.00%', 'READ'],
      [6770, 'Transfer failed-Insufficient Funds', 'READ'],
    ]);
    const details = JSON.parse((await f.get('/sandbox/v1/user/alerts/12345.json', { consumer: SANDBOX })).body) as AlertDetailsResponse;
    expect(details.AlertDetailsResponse).toMatchObject({ id: 6774, symbol: 'EDIT--211001P00055000', readTime: 0 });
    const second = JSON.parse((await f.get('/sandbox/v1/user/alerts/6770.json', { consumer: SANDBOX })).body) as AlertDetailsResponse;
    expect(second.AlertDetailsResponse.symbol).toBeUndefined();
  });
});

describe('the Users budget', () => {
  it('alerts count under Users (35,600 an hour as reported); over it, the over-limit page', async () => {
    expect(REPORTED_BUDGETS.users).toBe(35_600);
    f.broker.setRateLimit({ users: 2 });
    try {
      expect((await f.get('/v1/user/alerts.json')).status).toBe(200);
      expect((await f.get('/v1/accounts/list.json')).status).toBe(200);
      expect((await f.get('/v1/user/alerts.json?count=1')).status).toBe(200);
      const over = await f.get('/v1/user/alerts.json');
      expect(over.status).toBe(400);
      expect(over.body).toContain('Number of requests exceeded the rate limit set');
    } finally {
      f.broker.setRateLimit(null);
    }
  });

  it('an unsigned request is refused like every other API call', async () => {
    const response = await signedFetch(f.broker, f.clock, SANDBOX, '/v1/user/alerts.json', {});
    expect(response.status).toBe(401);
  });
});
