/**
 * Fault injection, one fault at a time, as a client meets it over a real socket. Latency uses a
 * small real delay; everything else is immediate.
 */
import { XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { validateFaultPlan } from '../../demo-broker/faults.ts';
import { DEMO_CONSUMERS, startDemoBroker, type DemoBroker, type DemoConsumer, type FaultPlan } from '../../demo-broker/index.ts';
import { getRequestToken, signedFetch, signIn } from '../helpers/demo-broker-client.ts';
import { ManualClock } from '../helpers/manual-clock.ts';

const PROD = DEMO_CONSUMERS[0] as DemoConsumer;
const JSON_LIST = '/order/rest/orderlist/83405188.json?count=10';
const XML_LIST = '/order/rest/orderlist/83405188?count=10';
let broker: DemoBroker;
let token: { token: string; secret: string };
const clock = new ManualClock('2027-02-17T17:00:00Z');

beforeAll(async () => {
  broker = await startDemoBroker({ clock });
  token = await signIn(broker, clock, PROD);
});
beforeEach(() => broker.setFaults({}));
afterAll(() => broker.close());

const get = (path: string) => signedFetch(broker, clock, PROD, path, { token });

describe('each fault', () => {
  it('server-error: 503 by default with an error document in the asked format', async () => {
    broker.setFaults({ fault: 'server-error' });
    const response = await get(JSON_LIST);
    expect(response.status).toBe(503);
    expect(((await response.json()) as { Error: { message: string } }).Error.message).toMatch(/temporarily unavailable/);
  });

  it('server-error with a chosen status', async () => {
    broker.setFaults({ fault: 'server-error', status: 502 });
    const response = await get(XML_LIST);
    expect(response.status).toBe(502);
    expect(await response.text()).toContain('<Error><code>');
  });

  it('rate-limit: 429 with Retry-After', async () => {
    broker.setFaults({ fault: 'rate-limit' });
    const response = await get(JSON_LIST);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('1');
  });

  it('empty-204: no body at all, which a JSON parser cannot take', async () => {
    broker.setFaults({ fault: 'empty-204' });
    const response = await get(JSON_LIST);
    expect(response.status).toBe(204);
    const body = await response.text();
    expect(body).toBe('');
    expect(() => JSON.parse(body) as unknown).toThrow();
  });

  it('html-error: an HTML server error page', async () => {
    broker.setFaults({ fault: 'html-error' });
    const response = await get(JSON_LIST);
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toMatch(/^<!DOCTYPE html>[\s\S]*HTTP Status 500/);
  });

  it('truncated: the real body cut in half, with a matching length', async () => {
    const whole = await (await get(JSON_LIST)).text();
    broker.setFaults({ fault: 'truncated' });
    const response = await get(JSON_LIST);
    const cut = await response.text();
    expect(response.status).toBe(200);
    expect(cut.length).toBe(Math.floor(whole.length / 2));
    expect(() => JSON.parse(cut) as unknown).toThrow();
  });

  it.each([
    ['JSON', JSON_LIST, (body: string) => expect(() => JSON.parse(body) as unknown).toThrow()],
    ['XML', XML_LIST, (body: string) => expect(XMLValidator.validate(body)).not.toBe(true)],
  ])('malformed %s: looks like the format, parses as nothing', async (_label, path, check) => {
    broker.setFaults({ fault: 'malformed' });
    const response = await get(path);
    expect(response.status).toBe(200);
    check(await response.text());
  });

  it('drop: the connection closes without an answer', async () => {
    broker.setFaults({ fault: 'drop' });
    await expect(get(JSON_LIST)).rejects.toThrow();
  });

  it.each([
    [JSON_LIST, /^text\/html/],
    [XML_LIST, /^application\/json/],
  ])('wrong-content-type: %s arrives labelled %s', async (path, type) => {
    broker.setFaults({ fault: 'wrong-content-type' });
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(type);
  });

  it('latency: the answer waits, then arrives intact', async () => {
    broker.setFaults({ latencyMs: 120 });
    const started = performance.now();
    const response = await get(JSON_LIST);
    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
  });
});

describe('plans', () => {
  it('hold: answers wait, however long, until the plan changes; then they arrive intact', async () => {
    broker.setFaults({ hold: true });
    let answered = false;
    const pending = get(JSON_LIST).then((response) => ((answered = true), response));
    // Long past any latency a client would see, on the loopback socket.
    for (let i = 0; i < 50; i += 1) await new Promise((resolve) => setTimeout(resolve, 2));
    expect(answered).toBe(false);
    broker.setFaults({});
    const response = await pending;
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveProperty('GetOrderListResponse');
  });

  it('injects only `count` faults, then behaves', async () => {
    broker.setFaults({ fault: 'server-error', count: 2 });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await get(JSON_LIST)).status);
    expect(statuses).toEqual([503, 503, 200, 200]);
  });

  it('leaves the OAuth host alone by default, and hits it with scope oauth', async () => {
    broker.setFaults({ fault: 'server-error' });
    expect((await getRequestToken(broker, clock, PROD)).token).not.toBe('');
    broker.setFaults({ fault: 'server-error', scope: 'oauth' });
    await expect(getRequestToken(broker, clock, PROD)).rejects.toThrow(/503/);
    expect((await get(JSON_LIST)).status).toBe(200);
  });

  it('starts with the faults given as an option', async () => {
    const faulty = await startDemoBroker({ clock, faults: { fault: 'rate-limit' } });
    try {
      expect((await fetch(`${faulty.url}/v1/accounts/list`)).status).toBe(429);
    } finally {
      await faulty.close();
    }
  });

  it.each<[string, FaultPlan]>([
    ['an unknown fault', { fault: 'explode' as never }],
    ['a negative latency', { latencyMs: -1 }],
    ['a non-5xx status', { status: 404 }],
    ['a fractional count', { count: 1.5 }],
    ['an unknown scope', { scope: 'everything' as never }],
  ])('refuses %s', (_label, plan) => {
    expect(() => validateFaultPlan(plan)).toThrow();
    expect(() => broker.setFaults(plan)).toThrow();
  });
});
