/**
 * GET /v1/accounts/{accountIdKey}/orders/{orderId}: the list's shape for one order plus its
 * events (placed, sent, executed, cancelled…) in milliseconds, oldest first, only what has
 * happened by now; groups answer to their own id and their members'; unknown ids are errors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../demo-broker/index.ts';
import { readV1Xml, scalarsAsText, v1Fixture, WEDNESDAY_2PM, type V1Fixture, type V1Order, type V1OrdersResponse } from './v1-fixture.ts';

const MAIN = DEMO_ACCOUNTS[0]?.accountIdKey ?? '';
let f: V1Fixture;
let orders: V1Order[];
beforeAll(async () => {
  // Every status and shape of order to read the details of: the load volume's books.
  f = await v1Fixture(WEDNESDAY_2PM, { volume: 'load' });
  orders = (await f.json<V1OrdersResponse>(`/v1/accounts/${MAIN}/orders.json?count=100`)).OrdersResponse.Order;
});
afterAll(() => f.close());

const one = async (id: number | string): Promise<V1Order> => {
  const answer = await f.json<V1OrdersResponse>(`/v1/accounts/${MAIN}/orders/${id}.json`);
  expect(answer.OrdersResponse.Order).toHaveLength(1);
  return answer.OrdersResponse.Order[0] as V1Order;
};
const withStatus = (status: string): V1Order => {
  const found = orders.find((order) => order.OrderDetail.length === 1 && order.OrderDetail[0]?.status === status);
  if (!found) throw new Error(`no ${status} order`);
  return found;
};

describe('one order', () => {
  it('is the list entry plus its events', async () => {
    const listed = withStatus('EXECUTED');
    const { Events, ...rest } = await one(listed.orderId);
    expect(rest).toEqual(listed);
    const names = Events?.Event.map((event) => event.name);
    expect(names?.[0]).toBe('ORDER_PLACED');
    expect(names).toContain('SENT_TO_MARKET');
    expect(names?.at(-1)).toBe('ORDER_EXECUTED');
    const times = Events?.Event.map((event) => event.dateTime) ?? [];
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBe(listed.OrderDetail[0]?.placedTime);
    expect(times.at(-1)).toBe(listed.OrderDetail[0]?.executedTime);
    expect(times.every((time) => time <= f.clock.now())).toBe(true);
    // The execution event names the instruments as filled.
    const executed = Events?.Event.at(-1);
    expect(executed?.Instrument.every((instrument) => instrument.filledQuantity === instrument.orderedQuantity)).toBe(true);
  });

  it.each([
    ['CANCELLED', 'ORDER_CANCELLED'],
    ['REJECTED', 'ORDER_REJECTED'],
    ['CANCEL_REQUESTED', 'CANCEL_REQUESTED'],
  ])('a %s order ends with %s', async (status, event) => {
    const { Events } = await one(withStatus(status).orderId);
    expect(Events?.Event.at(-1)?.name).toBe(event);
  });

  it('an open order has not gone further than sent (or partly executed)', async () => {
    const { Events } = await one(withStatus('OPEN').orderId);
    expect(Events?.Event.map((event) => event.name).filter((name) => !['ORDER_PLACED', 'SENT_TO_MARKET', 'ORDER_PARTIALLY_EXECUTED'].includes(name))).toEqual(
      [],
    );
  });

  it("a group answers to its own id and to its members', with every member's events", async () => {
    const group = orders.find((order) => order.OrderDetail.length > 1);
    if (!group) throw new Error('no group');
    const byGroup = await one(group.orderId);
    expect(byGroup.orderId).toBe(group.orderId);
    expect(byGroup.OrderDetail).toHaveLength(group.OrderDetail.length);
    expect(byGroup.Events?.Event.filter((event) => event.name === 'ORDER_PLACED')).toHaveLength(group.OrderDetail.length);
    expect((await one(group.orderId + 1)).orderId).toBe(group.orderId);
  });

  it('is the same in XML', async () => {
    const id = withStatus('EXECUTED').orderId;
    const json = scalarsAsText(await f.json<V1OrdersResponse>(`/v1/accounts/${MAIN}/orders/${id}.json`)) as V1OrdersResponse;
    const xml = readV1Xml((await f.get(`/v1/accounts/${MAIN}/orders/${id}`)).body) as V1OrdersResponse;
    for (const order of xml.OrdersResponse.Order) order.details = `${order.details}.json`;
    expect(xml).toEqual(json);
  });
});

describe('errors', () => {
  it.each([['999'], ['abc'], ['1']])('an order id the account does not have (%s): 404 with code 2008 (no such order)', async (id) => {
    const answer = await f.get(`/v1/accounts/${MAIN}/orders/${id}.json`);
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toMatchObject({ Error: { code: 2008 } });
  });

  it('an unknown account key: 102', async () => {
    expect(JSON.parse((await f.get(`/v1/accounts/AAAAAAAAAAAAAAAAAAAAAA/orders/1.json`)).body)).toMatchObject({ Error: { code: 102 } });
  });
});
