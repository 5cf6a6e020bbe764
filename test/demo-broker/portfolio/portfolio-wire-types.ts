/**
 * TEST-ONLY: the demo broker's portfolio answers as the tests read them, and walks over every
 * page of the portfolio and of today's order list (pages asked by number and by marker, never by
 * the `next` links), with the signed quantity each holding moves by.
 */
import { expect } from 'vitest';
import type { V1Fixture, V1Instrument, V1OrdersResponse } from '../v1/v1-fixture.ts';

export interface WirePosition {
  positionId: number;
  symbolDescription: string;
  osiKey?: string;
  dateAcquired: number;
  pricePaid: number;
  quantity: number;
  positionType: 'LONG' | 'SHORT';
  daysGain: number;
  daysGainPct?: number;
  marketValue: number;
  totalCost: number;
  totalGain: number;
  totalGainPct: number;
  pctOfPortfolio: number;
  costPerShare: number;
  todayQuantity: number;
  Product: {
    symbol: string;
    securityType: string;
    callPut?: string;
    expiryYear?: number;
    expiryMonth?: number;
    expiryDay?: number;
    strikePrice?: number;
    productId?: { symbol: string; typeCode: string };
  };
  Quick?: Record<string, number | string>;
  Complete?: Record<string, number | string>;
  OptionsWatch?: Record<string, number | string>;
}

export interface WireTotals {
  todaysGainLoss: number;
  todaysGainLossPct: number;
  totalMarketValue: number;
  totalGainLoss: number;
  totalGainLossPct: number;
  totalPricePaid: number;
  cashBalance: number;
}

export interface WirePortfolio {
  PortfolioResponse: {
    Totals?: WireTotals;
    AccountPortfolio: { accountId: string; totalPages: number; nextPageNo?: number; next?: string; Position?: WirePosition[] }[];
  };
}

export const portfolioPath = (key: string, query = ''): string => `/v1/accounts/${key}/portfolio.json${query === '' ? '' : `?${query}`}`;

/** Every position of the account, page after page by `nextPageNo`; the pages' answers too. */
export async function walkPortfolio(f: V1Fixture, key: string, query: string): Promise<{ positions: WirePosition[]; pages: WirePortfolio[] }> {
  const positions: WirePosition[] = [];
  const pages: WirePortfolio[] = [];
  for (let page = 1; page <= 1000;) {
    const answer = await f.get(portfolioPath(key, `${query}&pageNumber=${page}`));
    if (answer.status === 204) break;
    expect(answer.status, answer.body).toBe(200);
    const read = JSON.parse(answer.body) as WirePortfolio;
    pages.push(read);
    const portfolio = read.PortfolioResponse.AccountPortfolio[0];
    positions.push(...(portfolio?.Position ?? []));
    if (portfolio?.nextPageNo === undefined) break;
    page = portfolio.nextPageNo;
  }
  return { positions, pages };
}

/** The one key of what a position or an order's instrument holds: the OSI key of an option, else the symbol. */
export const positionHolding = (position: WirePosition): string => position.osiKey ?? position.Product.symbol;
const instrumentHolding = (instrument: V1Instrument): string =>
  instrument.Product.securityType === 'OPTN' ? (instrument.Product.productId?.symbol ?? '?') : instrument.Product.symbol;

const BUYING = new Set(['BUY', 'BUY_OPEN', 'BUY_TO_COVER', 'BUY_CLOSE']);

/** The signed quantity each holding is moved by the filled quantities of an order list. */
export function filledByHolding(orders: V1OrdersResponse['OrdersResponse']['Order']): Map<string, number> {
  const moved = new Map<string, number>();
  for (const order of orders) {
    for (const detail of order.OrderDetail) {
      for (const instrument of detail.Instrument) {
        if (instrument.filledQuantity === 0) continue;
        const key = instrumentHolding(instrument);
        moved.set(key, (moved.get(key) ?? 0) + (BUYING.has(instrument.orderAction) ? 1 : -1) * instrument.filledQuantity);
      }
    }
  }
  return moved;
}

/** Net quantity per holding (long and short books together). */
export function netByHolding(positions: readonly WirePosition[]): Map<string, number> {
  const net = new Map<string, number>();
  for (const position of positions) net.set(positionHolding(position), (net.get(positionHolding(position)) ?? 0) + position.quantity);
  return net;
}

/** Every order of a query, following markers. */
export async function walkOrders(f: V1Fixture, key: string, query: string): Promise<V1OrdersResponse['OrdersResponse']['Order']> {
  const orders: V1OrdersResponse['OrdersResponse']['Order'] = [];
  let marker: string | undefined;
  for (let pages = 0; pages < 500; pages += 1) {
    const answer = await f.get(`/v1/accounts/${key}/orders.json?${query}${marker === undefined ? '' : `&marker=${marker}`}`);
    if (answer.status === 204) break;
    const page = (JSON.parse(answer.body) as V1OrdersResponse).OrdersResponse;
    orders.push(...page.Order);
    marker = page.marker;
    if (marker === undefined) break;
  }
  return orders;
}
