/** TEST-ONLY: v1 order documents (docs/platform/current-api.md, "Orders") and their two renderings. */
import { renderXml, type WireValue } from '../../../../../fixtures/wire/render.ts';

/** v1 JSON: real numbers and booleans, lists as arrays (as every recording had them). */
export const v1Json = (root: string, content: WireValue): string => JSON.stringify({ [root]: content });

/** v1 XML: the same document as elements. */
export const v1Xml = (root: string, content: WireValue): string => `<?xml version="1.0" encoding="UTF-8"?>${renderXml(root, content)}`;

export const PLACED = Date.parse('2026-11-20T15:31:00Z');

/** An instrument; an option one when `option` is given. */
export const instrument = (
  symbol: string,
  fields: Record<string, WireValue> = {},
  option?: { callPut: string; year: number; month: number; day: number; strike: number },
): Record<string, WireValue> => ({
  symbolDescription: `${symbol} description`,
  orderAction: 'BUY',
  quantityType: 'QUANTITY',
  orderedQuantity: 100,
  filledQuantity: 0,
  estimatedCommission: 6.95,
  estimatedFees: 0,
  Product:
    option === undefined
      ? { symbol, securityType: 'EQ' }
      : {
          symbol,
          securityType: 'OPTN',
          callPut: option.callPut,
          expiryYear: option.year,
          expiryMonth: option.month,
          expiryDay: option.day,
          strikePrice: option.strike,
          productId: { symbol: `${symbol}---261218C00150000`, typeCode: 'OPTION' },
        },
  ...fields,
});

/** An OrderDetail. */
export const detail = (fields: Record<string, WireValue> = {}, instruments: WireValue[] = [instrument('IBM')]): Record<string, WireValue> => ({
  placedTime: PLACED,
  orderValue: 12_345.5,
  status: 'OPEN',
  orderTerm: 'GOOD_FOR_DAY',
  priceType: 'LIMIT',
  limitPrice: 123.45,
  stopPrice: 0,
  marketSession: 'REGULAR',
  allOrNone: false,
  netPrice: 0,
  netBid: 0,
  netAsk: 0,
  gcd: 0,
  ratio: '',
  Instrument: instruments,
  ...fields,
});

/** An Order with one or more details. */
export const order = (orderId: number, orderType: string, details: WireValue[], fields: Record<string, WireValue> = {}): Record<string, WireValue> => ({
  orderId,
  details: `https://api.example/v1/accounts/key/orders/${orderId}`,
  orderType,
  OrderDetail: details,
  ...fields,
});

/** An OrdersResponse body content. */
export const ordersResponse = (orders: WireValue[], marker?: string): Record<string, WireValue> => ({
  ...(marker === undefined ? {} : { marker, next: 'https://internal.example/v1/accounts/key/orders?marker=' + marker }),
  Order: orders,
});
