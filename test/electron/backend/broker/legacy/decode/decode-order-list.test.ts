import { describe, expect, it } from 'vitest';
import { decodeOrderList } from '../../../../../../electron/backend/broker/legacy/decode/decode-order-list.ts';
import type { Order, OrderListPage } from '../../../../../../shared/domain/orders.ts';
import type { Result } from '../../../../../../shared/result.ts';
import { wireSample } from '../../../../../fixtures/wire/load.ts';
import { renderJson, renderXml } from '../../../../../fixtures/wire/render.ts';
import type { WireValue } from '../../../../../fixtures/wire/render.ts';

const pageOf = (result: Result<OrderListPage>): OrderListPage => {
  if (!result.ok) throw new Error(`expected a page, got ${result.error.code}: ${result.error.detail ?? result.error.message}`);
  return result.data;
};

/** Decodes a logical order list document in both formats, asserting they agree. */
const decodeBoth = (content: WireValue): Result<OrderListPage> => {
  const json = decodeOrderList({ body: renderJson('GetOrderListResponse', content) });
  expect(decodeOrderList({ body: renderXml('GetOrderListResponse', content) })).toEqual(json);
  return json;
};

const wireOrder = (orderId: string, fields: Record<string, WireValue> = {}): Record<string, WireValue> => ({
  orderId,
  orderPlacedTime: '1767366600000',
  orderStatus: 'OPEN',
  orderType: 'EQ',
  priceType: 'LIMIT',
  limitPrice: '10',
  legDetails: { LegDetails: [{ legNumber: '1', orderAction: 'BUY', orderedQuantity: '5', filledQuantity: '0', symbolInfo: { symbol: 'IBM' } }] },
  ...fields,
});

const list = (orders: WireValue[], fields: Record<string, WireValue> = {}): WireValue => ({
  orderListResponse: { count: String(orders.length), marker: '', orderDetails: { OrderDetails: orders.map((order) => ({ order })) }, ...fields },
});

const byId = (page: OrderListPage, id: string): Order | undefined => page.orders.find((order) => order.orderId === id);

describe('the order list samples', () => {
  const page = pageOf(decodeOrderList({ body: wireSample('order-list.sample.json') }));

  it('give the same model from XML as from JSON', () => {
    expect(decodeOrderList({ body: wireSample('order-list.sample.xml') })).toEqual({ ok: true, data: page });
  });

  it('carry count and the opaque marker of the next page', () => {
    expect([page.count, page.marker]).toEqual([6, '1767364200000|2']);
  });

  it('list the orders in the provider’s order, one per orderId', () => {
    expect(page.orders.map((order) => order.orderId)).toEqual(['510', '511', '512', '513']);
  });

  it('type every field of an order and read its times as epoch milliseconds, seconds or not', () => {
    expect(byId(page, '510')).toEqual({
      orderId: '510',
      placedAt: Date.parse('2026-01-02T14:31:00Z'),
      executedAt: Date.parse('2026-01-02T14:31:05Z'),
      orderValue: 1255.95,
      status: 'EXECUTED',
      orderType: 'EQ',
      orderTerm: 'GOOD_FOR_DAY',
      priceType: 'LIMIT',
      routingDestination: 'AUTO',
      limitPrice: 12.5,
      stopPrice: 0,
      stopLimitPrice: null,
      bracketLimitPrice: null,
      initialStopPrice: null,
      trailPrice: null,
      triggerPrice: null,
      conditionPrice: null,
      conditionSymbol: null,
      conditionType: null,
      conditionFollowPrice: null,
      replacedByOrderId: null,
      allOrNone: false,
      legs: [
        {
          legNumber: 1,
          symbol: 'INTC',
          symbolDescription: 'INTEL CORP COM',
          action: 'BUY',
          orderedQuantity: 100,
          filledQuantity: 100,
          executedPrice: 12.49,
          estimatedCommission: 6.95,
          estimatedFees: 0,
          reserveQuantity: null,
          option: null,
        },
      ],
      orderedQuantity: 100,
      filledQuantity: 100,
      priceDescription: 'Limit 12.50',
    });
  });

  it('read an option leg’s expiry whatever the month form', () => {
    expect(byId(page, '511')?.legs.map((leg) => leg.option)).toEqual([
      { callPut: 'CALL', expiry: '2026-01-16', strikePrice: 250 },
      { callPut: 'CALL', expiry: '2026-01-16', strikePrice: 255 },
    ]);
  });

  it('total a multi-leg order over its legs and describe its net price', () => {
    expect(byId(page, '511')).toMatchObject({ orderedQuantity: 4, filledQuantity: 0, priceDescription: 'Net debit 1.25' });
  });

  it('merge an order sent as one record per leg, with the status of the first leg', () => {
    expect(byId(page, '512')).toMatchObject({
      status: 'EXECUTED',
      executedAt: Date.parse('2026-01-02T15:10:00Z'),
      filledQuantity: 2,
      priceDescription: 'Net credit 0.80',
    });
    expect(byId(page, '512')?.legs.map((leg) => [leg.legNumber, leg.action])).toEqual([
      [1, 'SELL_OPEN'],
      [2, 'BUY_OPEN'],
    ]);
  });

  it('keep an unknown routing destination and read TRUE as true', () => {
    expect(byId(page, '513')).toMatchObject({
      routingDestination: 'EDGX',
      allOrNone: true,
      priceDescription: 'Trailing stop $0.50 (now 101.20)',
    });
  });

  it('carry the group order with its type, cumulative costs and member orders', () => {
    expect(page.groups).toHaveLength(1);
    expect(page.groups[0]).toMatchObject({
      groupOrderId: '900',
      groupType: 'ONE_CANCELS_ALL',
      cumulativeEstimatedCommission: 13.9,
      cumulativeEstimatedFees: 0.02,
    });
    expect(page.groups[0]?.orders.map((order) => [order.orderId, order.priceDescription])).toEqual([
      ['601', 'Limit 150.00'],
      ['602', 'Stop 140.00'],
    ]);
  });
});

describe('group orders wherever the provider puts them (their position is not documented)', () => {
  const group: WireValue = {
    groupOrderId: '900',
    groupOrderType: 'BRACKETED',
    cumulativeEstimatedCommission: '1.00',
    cumulativeEstimatedFees: '0.10',
    order: [wireOrder('601'), wireOrder('602')],
  };
  const expected = pageOf(decodeBoth({ orderListResponse: { count: '2', marker: 'm|1', groupOrder: group } }));

  it('inside orderListResponse', () => {
    expect(expected.groups.map((g) => [g.groupOrderId, g.groupType, g.orders.length])).toEqual([['900', 'BRACKETED', 2]]);
    expect([expected.count, expected.marker, expected.orders]).toEqual([2, 'm|1', []]);
  });

  it('inside an OrderDetails', () => {
    const content = { orderListResponse: { count: '2', marker: 'm|1', orderDetails: { OrderDetails: [{ groupOrder: group }] } } };
    expect(decodeBoth(content)).toEqual({ ok: true, data: expected });
  });

  it('beside orderListResponse', () => {
    expect(decodeBoth({ orderListResponse: { count: '2', marker: 'm|1' }, groupOrder: group })).toEqual({ ok: true, data: expected });
  });

  it('beside orderListResponse with count and marker beside it too', () => {
    expect(decodeBoth({ count: '2', marker: 'm|1', groupOrder: group })).toEqual({ ok: true, data: expected });
  });

  it('with member orders inside orderDetails', () => {
    const nested = { ...group, order: null, orderDetails: { OrderDetails: [{ order: wireOrder('601') }, { order: wireOrder('602') }] } };
    expect(decodeBoth({ orderListResponse: { count: '2', marker: 'm|1', groupOrder: nested } })).toEqual({ ok: true, data: expected });
  });
});

describe('order list quirks', () => {
  it.each([
    ['HTTP 204', { body: '', status: 204 }],
    ['an empty body', { body: '' }],
    ['an empty root element', { body: '<GetOrderListResponse/>' }],
    ['an empty root object', { body: '{"GetOrderListResponse":{}}' }],
  ])('%s is an empty page', (_name, response) => {
    expect(decodeOrderList(response)).toEqual({ ok: true, data: { count: 0, marker: null, orders: [], groups: [] } });
  });

  it.each([
    ['an empty marker', { marker: '' }],
    ['an absent marker', { marker: null }],
    ['a blank marker', { marker: '  ' }],
  ])('reads %s as "no next page"', (_name, fields) => {
    expect(pageOf(decodeBoth(list([wireOrder('1')], fields))).marker).toBeNull();
  });

  it('reads <marker/> as no next page', () => {
    const body = '<GetOrderListResponse><orderListResponse><count>0</count><marker/></orderListResponse></GetOrderListResponse>';
    expect(pageOf(decodeOrderList({ body })).marker).toBeNull();
  });

  it('reads single objects and arrays alike, for order details and leg details', () => {
    const order = wireOrder('7');
    const asObjects = decodeOrderList({ body: renderJson('GetOrderListResponse', list([order])) });
    const asArrays = decodeOrderList({ body: renderJson('GetOrderListResponse', list([order]), { singleAsObject: false }) });
    expect(pageOf(asObjects).orders[0]?.legs).toHaveLength(1);
    expect(asObjects).toEqual(asArrays);
  });

  it('understands orderDetails and legDetails without their inner element names', () => {
    const flat = {
      orderListResponse: {
        orderDetails: [{ order: wireOrder('7', { legDetails: [{ legNumber: '1', orderedQuantity: '3' }] }) }],
      },
    };
    const page = pageOf(decodeBoth(flat));
    expect(page.orders[0]?.orderedQuantity).toBe(3);
  });

  it('keeps unknown enumeration words and ignores unknown fields', () => {
    const page = pageOf(
      decodeBoth(
        list([
          wireOrder('7', {
            orderStatus: 'PARTIALLY_FILLED',
            orderTerm: 'GOOD_TILL_DATE',
            priceType: 'PEGGED_MID',
            orderSource: 'MOBILE',
            legDetails: { LegDetails: { legNumber: '1', orderAction: 'EXERCISE', venue: { code: 'X' } } },
          }),
        ]),
      ),
    );
    expect(page.orders[0]).toMatchObject({
      status: 'PARTIALLY_FILLED',
      orderTerm: 'GOOD_TILL_DATE',
      priceType: 'PEGGED_MID',
      priceDescription: 'PEGGED_MID (limit 10.00)',
    });
    expect(page.orders[0]?.legs[0]?.action).toBe('EXERCISE');
  });

  it('treats IDs with leading zeros as the same order', () => {
    const page = pageOf(
      decodeBoth(
        list([
          wireOrder('0042', { orderStatus: 'EXECUTED', legDetails: { LegDetails: { legNumber: '1' } } }),
          wireOrder('42', { legDetails: { LegDetails: { legNumber: '2' } } }),
        ]),
      ),
    );
    expect(page.orders.map((o) => [o.orderId, o.status, o.legs.length])).toEqual([['42', 'EXECUTED', 2]]);
  });

  it('counts the orders itself when the provider gives no count', () => {
    expect(pageOf(decodeBoth(list([wireOrder('1'), wireOrder('2')], { count: null }))).count).toBe(2);
  });

  it('keeps an order without legs', () => {
    expect(pageOf(decodeBoth(list([wireOrder('1', { legDetails: {} })]))).orders[0]?.legs).toEqual([]);
  });

  it('refuses an order without an orderId as malformed', () => {
    expect(decodeBoth(list([wireOrder('', { orderId: null })]))).toEqual({
      ok: false,
      error: { code: 'malformed', message: "The provider's answer could not be read as an order list.", detail: 'an order without an orderId' },
    });
  });

  it('finds the root in another letter case', () => {
    expect(pageOf(decodeOrderList({ body: renderJson('getOrderListResponse', list([wireOrder('1')])) })).orders).toHaveLength(1);
  });

  it('does not mistake an order mentioning oauth_problem for a refusal', () => {
    const page = decodeBoth(list([wireOrder('1', { legDetails: { LegDetails: { legNumber: '1', symbolDescription: 'oauth_problem=token_expired' } } })]));
    expect(page.ok).toBe(true);
  });
});
