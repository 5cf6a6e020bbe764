import { describe, expect, it } from 'vitest';
import { decodeV1OrderDetails, decodeV1OrderList } from '../../../../../../electron/backend/broker/v1/decode/decode-orders.ts';
import type { OrderDetails } from '../../../../../../shared/domain/order-history.ts';
import { legUnit, quantitiesByUnit } from '../../../../../../shared/domain/order-quantities.ts';
import type { OrderListPage } from '../../../../../../shared/domain/orders.ts';
import { fillWords, statusWords } from '../../../../../../shared/domain/order-words.ts';
import type { Result } from '../../../../../../shared/result.ts';
import type { WireValue } from '../../../../../fixtures/wire/render.ts';
import { detail, instrument, order, ordersResponse, PLACED, v1Json, v1Xml } from './v1-order-fixtures.ts';

const data = <T>(result: Result<T>): T => {
  if (!result.ok) throw new Error(`expected data, got ${result.error.code}: ${result.error.detail ?? result.error.message}`);
  return result.data;
};

/** Decodes one document in both formats and asserts they agree. */
const listBoth = (content: WireValue): OrderListPage => {
  const json = decodeV1OrderList({ body: v1Json('OrdersResponse', content) });
  expect(decodeV1OrderList({ body: v1Xml('OrdersResponse', content) })).toEqual(json);
  return data(json);
};

const detailsBoth = (content: WireValue): OrderDetails => {
  const json = decodeV1OrderDetails({ body: v1Json('OrdersResponse', content) });
  expect(decodeV1OrderDetails({ body: v1Xml('OrdersResponse', content) })).toEqual(json);
  return data(json);
};

const OPTION = { callPut: 'CALL', year: 2026, month: 12, day: 18, strike: 150 };

describe('the v1 order list', () => {
  it('reads a single equity order with every field typed, 0 stop price as none', () => {
    const page = listBoth(ordersResponse([order(374, 'EQ', [detail()])]));
    expect(page.marker).toBeNull();
    expect(page.groups).toEqual([]);
    expect(page.orders).toHaveLength(1);
    expect(page.orders[0]).toMatchObject({
      orderId: '374',
      placedAt: PLACED,
      executedAt: null,
      orderValue: 12_345.5,
      status: 'OPEN',
      orderType: 'EQ',
      orderTerm: 'GOOD_FOR_DAY',
      priceType: 'LIMIT',
      limitPrice: 123.45,
      stopPrice: null,
      marketSession: 'REGULAR',
      allOrNone: false,
      replacedByOrderId: null,
      replacesOrderId: null,
      orderedQuantity: 100,
      filledQuantity: 0,
      priceDescription: expect.stringContaining('123.45'),
    });
    expect(page.orders[0]?.legs[0]).toMatchObject({
      legNumber: 1,
      symbol: 'IBM',
      action: 'BUY',
      quantityType: 'QUANTITY',
      option: null,
      estimatedCommission: 6.95,
    });
  });

  it('keeps the marker of the next page and never reads next', () => {
    const page = listBoth(ordersResponse([order(1, 'EQ', [detail()])], '1763652660000'));
    expect(page.marker).toBe('1763652660000');
  });

  it('reads a spread as one order whose legs are the instruments', () => {
    const legs = [
      instrument('IBM', { orderAction: 'BUY_OPEN', orderedQuantity: 2, filledQuantity: 2, averageExecutionPrice: 3.1 }, OPTION),
      instrument('IBM', { orderAction: 'SELL_OPEN', orderedQuantity: 2, filledQuantity: 2, averageExecutionPrice: 1.2 }, { ...OPTION, strike: 160 }),
    ];
    const executed = PLACED + 5_000;
    const page = listBoth(
      ordersResponse([order(400, 'SPREADS', [detail({ priceType: 'NET_DEBIT', limitPrice: 1.9, status: 'EXECUTED', executedTime: executed }, legs)])]),
    );
    const spread = page.orders[0];
    expect(spread?.orderType).toBe('SPREADS');
    expect(spread?.status).toBe('EXECUTED');
    expect(spread?.executedAt).toBe(executed);
    expect(spread?.legs.map((leg) => [leg.legNumber, leg.action, leg.option?.strikePrice, leg.executedPrice])).toEqual([
      [1, 'BUY_OPEN', 150, 3.1],
      [2, 'SELL_OPEN', 160, 1.2],
    ]);
    expect(spread?.legs[0]?.option).toEqual({ callPut: 'CALL', expiry: '2026-12-18', strikePrice: 150 });
    expect([spread?.orderedQuantity, spread?.filledQuantity]).toEqual([4, 4]);
  });

  it.each(['ONE_CANCELS_ALL', 'ONE_TRIGGERS_ALL', 'ONE_TRIGGERS_OCO', 'BRACKETED', 'CONTINGENT', 'SOMETHING_NEW'])(
    'reads a %s order with several details as a group with numbered members',
    (type) => {
      const page = listBoth(
        ordersResponse([
          order(500, type, [detail({ orderNumber: 1, limitPrice: 120 }), detail({ orderNumber: 2, status: 'CANCELLED', priceType: 'STOP', stopPrice: 110 })], {
            totalOrderValue: 24_000,
            totalCommission: 13.9,
          }),
        ]),
      );
      expect(page.orders).toEqual([]);
      const group = page.groups[0];
      expect(group).toMatchObject({ groupOrderId: '500', groupType: type, totalOrderValue: 24_000, totalCommission: 13.9 });
      expect(group?.orders.map((member) => [member.orderId, member.platformOrderId, member.orderNumber, member.status, member.stopPrice])).toEqual([
        ['500-1', '500', 1, 'OPEN', null],
        ['500-2', '500', 2, 'CANCELLED', 110],
      ]);
      expect(page.count).toBe(2);
    },
  );

  it('reads a group type with one detail as a group, and numbers members without orderNumber by place, never twice the same ID', () => {
    const page = listBoth(
      ordersResponse([order(600, 'BRACKETED', [detail()]), order(601, 'ONE_CANCELS_ALL', [detail({ orderNumber: 1 }), detail({ orderNumber: 1 }), detail()])]),
    );
    expect(page.groups.map((group) => group.orders.map((member) => member.orderId))).toEqual([['600-1'], ['601-1', '601-1.2', '601-3']]);
  });

  it('reads a CONTINGENT order with one unnumbered detail as one order with its condition, and as a group when several or numbered', () => {
    const condition = { conditionSymbol: 'IBM', conditionPrice: 150, conditionType: 'CONTINGENT_GTE' };
    const page = listBoth(
      ordersResponse([
        order(700, 'CONTINGENT', [detail(condition)]),
        order(701, 'CONTINGENT', [detail({ ...condition, orderNumber: 1 })]),
        order(702, 'CONTINGENT', [detail({ orderNumber: 1 }), detail({ orderNumber: 2 })]),
      ]),
    );
    expect(page.orders.map((o) => [o.orderId, o.orderType, o.conditionSymbol, o.conditionPrice])).toEqual([['700', 'CONTINGENT', 'IBM', 150]]);
    expect(page.orders[0]?.platformOrderId).toBeUndefined();
    expect(page.groups.map((group) => group.orders.map((member) => [member.orderId, member.orderNumber]))).toEqual([
      [['701-1', 1]],
      [
        ['702-1', 1],
        ['702-2', 2],
      ],
    ]);
  });

  it('reads an expiry that is not a real day as none, even after a real one', () => {
    const page = listBoth(
      ordersResponse([
        order(1, 'OPTN', [detail({}, [instrument('IBM', {}, { callPut: 'PUT', year: 2027, month: 1, day: 31, strike: 150 })])]),
        order(2, 'OPTN', [detail({}, [instrument('IBM', {}, { callPut: 'PUT', year: 2027, month: 0, day: 131, strike: 150 })])]),
        order(3, 'OPTN', [detail({}, [instrument('IBM', {}, { callPut: 'PUT', year: 2027, month: 2, day: 30, strike: 150 })])]),
      ]),
    );
    expect(page.orders.map((o) => o.legs[0]?.option?.expiry)).toEqual(['2027-01-31', null, null]);
  });

  it('links a changed order both ways', () => {
    const page = listBoth(
      ordersResponse([order(377, 'EQ', [detail({ replacesOrderId: 374 })]), order(374, 'EQ', [detail({ status: 'CANCELLED', replacedByOrderId: 377 })])]),
    );
    expect(page.orders.map((o) => [o.orderId, o.replacesOrderId, o.replacedByOrderId])).toEqual([
      ['377', '374', null],
      ['374', null, '377'],
    ]);
  });

  it('reads INDIVIDUAL_FILLS and PARTIAL as partly filled, and keeps unknown statuses and types', () => {
    const page = listBoth(
      ordersResponse([
        order(1, 'EQ', [detail({ status: 'INDIVIDUAL_FILLS', executedTime: PLACED + 1000 }, [instrument('IBM', { filledQuantity: 40 })])]),
        order(2, 'EQ', [detail({ status: 'PARTIAL' })]),
        order(3, 'BRAND_NEW_TYPE', [detail({ status: 'WHO_KNOWS' })]),
      ]),
    );
    expect(page.orders.map((o) => statusWords(o.status))).toEqual(['partly filled', 'partly filled', 'WHO_KNOWS']);
    expect(page.orders[0]?.executedAt).toBe(PLACED + 1000);
    expect(page.orders[2]?.orderType).toBe('BRAND_NEW_TYPE');
  });

  it.each([
    ['EXPIRED with the recorded garbage', 'EXPIRED', 2_129_352_816],
    ['CANCELLED with a plausible-looking time', 'CANCELLED', PLACED + 1000],
    ['OPEN with a time', 'OPEN', PLACED + 1000],
    ['EXECUTED with a 10-digit garbage in 2037', 'EXECUTED', 2_129_352_816],
    ['EXECUTED before it was placed', 'EXECUTED', PLACED - 86_400_000],
    ['EXECUTED with zero', 'EXECUTED', 0],
    ['EXECUTED with text', 'EXECUTED', 'soon'],
  ])('gives no execution time for %s', (_name, status, executedTime) => {
    const page = listBoth(ordersResponse([order(9, 'EQ', [detail({ status, executedTime })])]));
    expect(page.orders[0]?.executedAt).toBeNull();
  });

  it('reads placed times in seconds as the sandbox mixes them in', () => {
    const page = listBoth(ordersResponse([order(9, 'EQ', [detail({ placedTime: PLACED / 1000, status: 'EXECUTED', executedTime: PLACED / 1000 + 3 })])]));
    expect([page.orders[0]?.placedAt, page.orders[0]?.executedAt]).toEqual([PLACED, PLACED + 3000]);
  });

  it('counts a DOLLAR quantity in dollars and ALL_I_OWN in shares', () => {
    const page = listBoth(
      ordersResponse([
        order(1, 'MF', [detail({}, [instrument('VFIAX', { quantityType: 'DOLLAR', orderedQuantity: 5000, filledQuantity: 0 })])]),
        order(2, 'EQ', [detail({}, [instrument('IBM', { quantityType: 'ALL_I_OWN', orderAction: 'SELL', orderedQuantity: 0 })])]),
      ]),
    );
    const [dollars, all] = page.orders;
    expect(dollars?.legs.map(legUnit)).toEqual(['dollars']);
    expect(fillWords(quantitiesByUnit(dollars?.legs ?? []))).toBe('$0 of $5,000');
    expect(all?.legs[0]?.quantityType).toBe('ALL_I_OWN');
    expect(fillWords(quantitiesByUnit(all?.legs ?? []))).toBe('0 of 0 shares');
  });

  it.each([
    ['HTTP 204', { body: '', status: 204 }],
    ['an empty body', { body: '' }],
    ['an empty root', { body: '<OrdersResponse/>' }],
    ['a root without orders', { body: '{"OrdersResponse":{}}' }],
  ])('reads %s as an empty page', (_name, response) => {
    expect(data(decodeV1OrderList(response))).toEqual({ count: 0, marker: null, orders: [], groups: [] });
  });

  it.each([
    ['an XML error for a JSON request', '<Error><code>2002</code><message>Invalid date range</message></Error>', 400],
    ['a JSON error', '{"Error":{"code":2005,"message":"Invalid count"}}', 400],
  ])('gives the provider’s code for %s', (_name, body, status) => {
    const result = decodeV1OrderList({ body, status });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('provider');
  });

  it('says an order without an orderId is malformed, and never throws', () => {
    const result = decodeV1OrderList({ body: v1Json('OrdersResponse', { Order: [{ orderType: 'EQ' }] }) });
    expect(result.ok ? 'ok' : result.error.code).toBe('malformed');
  });
});

describe('the v1 single-order call', () => {
  it('gives the order with its events oldest first, legs on the events', () => {
    const content = ordersResponse([
      {
        ...order(377, 'EQ', [
          detail({ status: 'EXECUTED', executedTime: PLACED + 2000 }, [instrument('IBM', { filledQuantity: 100, averageExecutionPrice: 123.4 })]),
        ]),
        Events: {
          Event: [
            { name: 'ORDER_EXECUTED', dateTime: PLACED + 2000, Instrument: [instrument('IBM', { filledQuantity: 100 })] },
            { name: 'ORDER_PLACED', dateTime: PLACED },
            { name: 'SENT_TO_MARKET', dateTime: PLACED + 1000 },
            { name: 'SOMETHING_ELSE' },
          ],
        },
      },
    ]);
    const details = detailsBoth(content);
    expect(details.order?.orderId).toBe('377');
    expect(details.group).toBeNull();
    expect(details.events.map((event) => [event.name, event.time, event.legs.length])).toEqual([
      ['ORDER_PLACED', PLACED, 0],
      ['SENT_TO_MARKET', PLACED + 1000, 0],
      ['ORDER_EXECUTED', PLACED + 2000, 1],
      ['SOMETHING_ELSE', null, 0],
    ]);
  });

  it('gives a group with its members', () => {
    const details = detailsBoth(ordersResponse([order(500, 'ONE_CANCELS_ALL', [detail({ orderNumber: 1 }), detail({ orderNumber: 2 })])]));
    expect(details.group?.orders.map((member) => member.orderId)).toEqual(['500-1', '500-2']);
    expect(details.events).toEqual([]);
  });

  it('answers the sandbox’s error 100 as the provider’s error, and 204 as a failure the panel can show', () => {
    const sandbox = decodeV1OrderDetails({ body: '<Error><code>100</code><message>Service unavailable</message></Error>', status: 400 });
    expect(sandbox.ok ? 'ok' : sandbox.error.code).toBe('provider');
    const empty = decodeV1OrderDetails({ body: '', status: 204 });
    expect(empty.ok ? 'ok' : empty.error.code).toBe('provider');
  });
});

describe('an order the account does not have', () => {
  it('a 404 with the provider’s error says there is no such order, refused as asked', () => {
    const result = decodeV1OrderDetails({ body: '{"Error":{"code":2008,"message":"Invalid order id \\"1\\""}}', status: 404 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ code: 'provider', refusedAsAsked: true, message: 'The provider has no such order in this account (code 2008).' });
  });

  it('the sandbox’s 100 (service unavailable) with a 400 stays worth retrying', () => {
    const result = decodeV1OrderDetails({ body: '{"Error":{"code":100,"message":"Service is temporarily unavailable"}}', status: 400 });
    expect(result.ok === false && result.error.refusedAsAsked).toBeUndefined();
  });
});
