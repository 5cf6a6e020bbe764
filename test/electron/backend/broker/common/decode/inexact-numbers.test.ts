/**
 * Numbers past 2^53 in provider text: a number field whose text is a whole number beyond
 * Number.MAX_SAFE_INTEGER (a double would round it silently) is refused with a decode error naming
 * the field, in JSON (a bare number or a string) and XML alike, on both API generations; an ID
 * field keeps such a value as text, exact; 2^53 - 1 itself still reads as it is.
 */
import { describe, expect, it, vi } from 'vitest';
import { ExactReadingNeeded, inQuickPass, metInexactValue } from '../../../../../../electron/backend/broker/common/decode/inexact-number.ts';
import { decodeOrderList } from '../../../../../../electron/backend/broker/legacy/decode/decode-order-list.ts';
import { decodeAlertDetails } from '../../../../../../electron/backend/broker/v1/decode/decode-alerts.ts';
import { decodeV1OrderList } from '../../../../../../electron/backend/broker/v1/decode/decode-orders.ts';
import { decodePortfolioPage } from '../../../../../../electron/backend/broker/v1/decode/decode-portfolio.ts';
import { generateV1OrderList } from '../../../../../fixtures/wire/generate-v1-orders.ts';
import { generateV1Portfolio } from '../../../../../fixtures/wire/generate-v1-portfolio.ts';
import { wireSample } from '../../../../../fixtures/wire/load.ts';
import { renderXml, type WireValue } from '../../../../../fixtures/wire/render.ts';
import { renderV1Json, renderV1Xml, type V1Value } from '../../../../../fixtures/wire/v1-render.ts';

const BEYOND = '9007199254740993';
const SAFE = String(Number.MAX_SAFE_INTEGER);
const LONG_ID = '12345678901234567890';
const NOW = Date.parse('2026-11-20T20:30:00Z');

/** A v1 order list of three orders whose first ordered quantity and order ID are `quantity` and `id`, as the wire writes them. */
function v1Orders(format: 'json' | 'xml', quantity: string, id: string): string {
  const document = generateV1OrderList(3) as { Order: { orderId: number; OrderDetail: { Instrument: { orderedQuantity: number }[] }[] }[] };
  const first = document.Order[0];
  if (first === undefined) throw new Error('no order');
  first.orderId = 777_001;
  (first.OrderDetail[0]?.Instrument[0] as { orderedQuantity: number }).orderedQuantity = 777_002;
  const text = format === 'json' ? JSON.stringify({ OrdersResponse: document }) : renderXml('OrdersResponse', document as unknown as WireValue);
  // Bare numbers in the JSON, as the platform writes them: JSON.stringify cannot write them exactly.
  return text.replace('777001', id).replace('777002', quantity);
}

const refusedNaming = (field: RegExp) => ({ ok: false, error: { code: 'malformed', detail: expect.stringMatching(field) } });

describe('a whole number beyond 2^53 in a number field', () => {
  it.each(['json', 'xml'] as const)('is refused naming the field (v1 orders, %s)', (format) => {
    const answer = decodeV1OrderList({ body: v1Orders(format, BEYOND, '777001') });
    expect(answer).toMatchObject(refusedNaming(/OrdersResponse\.Order\[0\]\.OrderDetail(\[0\])?\.Instrument(\[0\])?\.orderedQuantity holds 9007199254740993/));
  });

  it('is refused in a JSON string too (the legacy order list)', () => {
    const body = wireSample('order-list.sample.json').replace('"orderedQuantity": "100"', `"orderedQuantity": "${BEYOND}"`);
    expect(body).toContain(BEYOND);
    expect(decodeOrderList({ body })).toMatchObject(refusedNaming(/orderedQuantity holds 9007199254740993/));
  });

  it('is refused in legacy XML', () => {
    const body = wireSample('order-list.sample.xml').replace('<orderedQuantity>100</orderedQuantity>', `<orderedQuantity>${BEYOND}</orderedQuantity>`);
    expect(body).toContain(BEYOND);
    expect(decodeOrderList({ body })).toMatchObject(refusedNaming(/orderedQuantity holds 9007199254740993/));
  });

  it.each(['json', 'xml'] as const)('is refused in a portfolio (%s)', (format) => {
    const document = generateV1Portfolio(2, 'QUICK') as { AccountPortfolio: { Position: { quantity: number }[] }[] };
    const first = document.AccountPortfolio[0]?.Position[0];
    if (first === undefined) throw new Error('no position');
    first.quantity = 777_003;
    const text =
      format === 'json' ? renderV1Json('PortfolioResponse', document as unknown as V1Value) : renderV1Xml('PortfolioResponse', document as unknown as V1Value);
    const answer = decodePortfolioPage({ body: text.replace('777003', BEYOND) }, NOW);
    expect(answer).toMatchObject(refusedNaming(/Position\[0\]\.quantity holds 9007199254740993/));
  });

  it.each(['json', 'xml'] as const)('2^53 - 1 itself still reads as it is (%s)', (format) => {
    const answer = decodeV1OrderList({ body: v1Orders(format, SAFE, '777001') });
    if (!answer.ok) throw new Error(answer.error.detail ?? answer.error.message);
    const order = answer.data.orders.find((candidate) => candidate.orderId === '777001');
    expect(order?.legs[0]?.orderedQuantity).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe('an ID beyond 2^53', () => {
  it.each(['json', 'xml'] as const)('is kept as text, exact (%s)', (format) => {
    const answer = decodeV1OrderList({ body: v1Orders(format, '100', LONG_ID) });
    if (!answer.ok) throw new Error(answer.error.detail ?? answer.error.message);
    expect(answer.data.orders.map((order) => order.orderId)).toContain(LONG_ID);
  });
});

describe('the exact reading, asked for only when a read value needs it', () => {
  it('is not asked for by a body whose only such number is in a field nothing reads', () => {
    // An unknown field beyond 2^53 in the first pass: the decode answers without the exact reading.
    const body = v1Orders('json', '100', '777001').replace('"Order":[', `"unread":${BEYOND},"Order":[`);
    expect(body).toContain(`"unread":${BEYOND}`);
    const parse = vi.spyOn(JSON, 'parse');
    try {
      expect(decodeV1OrderList({ body }).ok).toBe(true);
      expect(parse).toHaveBeenCalledTimes(1);
      // The same number where it is read: the body is parsed once more, exactly.
      parse.mockClear();
      expect(decodeV1OrderList({ body: v1Orders('json', BEYOND, '777001') }).ok).toBe(false);
      expect(parse).toHaveBeenCalledTimes(2);
    } finally {
      parse.mockRestore();
    }
  });

  it('is asked for in the quick pass only, which ends with a failure too', () => {
    expect(() => inQuickPass(() => metInexactValue())).toThrow(ExactReadingNeeded);
    expect(() =>
      inQuickPass(() => {
        throw new Error('a reader failed');
      }),
    ).toThrow('a reader failed');
    expect(metInexactValue()).toBeUndefined();
  });

  it.each(['json', 'xml'] as const)('reads an alert message that is a number beyond 2^53 as written (%s)', (format) => {
    const document = {
      AlertDetailsResponse: { id: 7, createTime: 1_764_000_000, subject: 'Quote', msgText: 777_004, readTime: 0, deleteTime: 0, symbol: 'AAPL' },
    };
    const text = format === 'json' ? JSON.stringify(document) : renderXml('AlertDetailsResponse', document.AlertDetailsResponse as unknown as WireValue);
    const answer = decodeAlertDetails({ body: text.replace('777004', LONG_ID) });
    if (!answer.ok) throw new Error(answer.error.detail ?? answer.error.message);
    expect(answer.data.message).toBe(LONG_ID);
  });
});
