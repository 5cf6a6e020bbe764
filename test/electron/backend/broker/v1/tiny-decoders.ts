/**
 * TEST-ONLY: small v1 decoders, enough to test the client's plumbing (URLs, batching, metering,
 * errors) while the real v1 decoders are built elsewhere. They go through the shared response
 * path (decodeResponse), so 204, error documents and OAuth refusals behave as in the app.
 */
import { decodeAccountList } from '../../../../../electron/backend/broker/common/decode/decode-accounts.ts';
import { decodeResponse, type ResponseBody } from '../../../../../electron/backend/broker/common/decode/index.ts';
import { asNode, nodesOf, readNumber, readText } from '../../../../../electron/backend/broker/common/decode/scalars.ts';
import type { V1Decoders } from '../../../../../electron/backend/broker/v1/api-client.ts';
import { fail } from '../../../../../shared/result.ts';
import type { OptionChain, OptionContract, StrikeRow } from '../../../../../shared/domain/option-chain.ts';
import type { Quote, QuoteAnswer } from '../../../../../shared/domain/quotes.ts';
import type { OrderListPage } from '../../../../../shared/domain/orders.ts';

const num = (value: unknown): number | null => readNumber(value) ?? null;

const contract = (node: Record<string, unknown> | undefined): OptionContract | null =>
  node === undefined
    ? null
    : {
        optionSymbol: readText(node.displaySymbol) ?? null,
        exchange: null,
        rootSymbol: readText(node.optionRootSymbol) ?? null,
        adjusted: false,
        osiKey: readText(node.osiKey) ?? null,
        category: readText(node.optionCategory) ?? null,
        quote: {
          bid: num(node.bid),
          ask: num(node.ask),
          bidSize: null,
          askSize: null,
          last: num(node.lastPrice),
          netChange: null,
          volume: num(node.volume),
          openInterest: null,
          inTheMoney: null,
          time: null,
        },
        greeks: null,
      };

const readChain = (content: unknown): OptionChain => {
  const root = asNode(content) ?? {};
  const selected = asNode(root.SelectedED) ?? {};
  const date = `${readText(selected.year) ?? '0000'}-${(readText(selected.month) ?? '0').padStart(2, '0')}-${(readText(selected.day) ?? '0').padStart(2, '0')}`;
  const strikes: StrikeRow[] = nodesOf(root.OptionPair, 'OptionPair').map((pair) => {
    const call = contract(asNode(pair.Call));
    const put = contract(asNode(pair.Put));
    const strike = num(asNode(pair.Call)?.strikePrice ?? asNode(pair.Put)?.strikePrice) ?? 0;
    return { strike, pairType: call !== null && put !== null ? 'CALLPUT' : call !== null ? 'CALLONLY' : 'PUTONLY', call, put };
  });
  return {
    symbol: null,
    expiries: [{ date, daysToExpiry: 0, expiryType: null, strikes }],
    mismatch: null,
    quoteType: readText(root.quoteType) ?? null,
    quoteTime: null,
    nearPrice: num(root.nearPrice),
  };
};

const readQuote = (node: Record<string, unknown>): Quote => {
  const all = asNode(node.All) ?? {};
  return {
    symbol: readText(asNode(node.Product)?.symbol) ?? '',
    securityType: readText(asNode(node.Product)?.securityType) ?? null,
    companyName: null,
    status: readText(node.quoteStatus) ?? null,
    time: null,
    last: num(all.lastTrade),
    change: num(all.changeClose),
    changePercent: null,
    bid: num(all.bid),
    ask: num(all.ask),
    previousClose: null,
    volume: null,
    lastTradeTime: null,
  };
};

const readQuotes = (content: unknown): QuoteAnswer => {
  const root = asNode(content) ?? {};
  const quotes = nodesOf(root.QuoteData, 'QuoteData').map(readQuote);
  const problems = nodesOf(asNode(root.Messages)?.Message, 'Message').map((message) => {
    const text = readText(message.description) ?? '';
    return { symbol: /\b([A-Z][A-Z0-9.]*) is not/.exec(text)?.[1] ?? null, code: readText(message.code) ?? null, message: text };
  });
  return { quotes, problems };
};

const readOrderPage = (content: unknown): OrderListPage => {
  const root = asNode(content) ?? {};
  return { count: nodesOf(root.Order, 'Order').length, marker: readText(root.marker) ?? null, orders: [], groups: [] };
};

export const tinyDecoders: V1Decoders = {
  decodeAccountList,
  decodeExpiryDates: (response: ResponseBody) =>
    decodeResponse(response, {
      root: 'OptionExpireDateResponse',
      what: 'expiry dates',
      read: (content) =>
        nodesOf(asNode(content)?.ExpirationDate, 'ExpirationDate').map((node) => ({
          date: `${readText(node.year)}-${(readText(node.month) ?? '').padStart(2, '0')}-${(readText(node.day) ?? '').padStart(2, '0')}`,
          kind: readText(node.expiryType) ?? null,
          daysToExpiry: 0,
        })),
      empty: () => [],
    }),
  decodeV1OptionChain: (response: ResponseBody) =>
    decodeResponse(response, {
      root: 'OptionChainResponse',
      what: 'an option chain',
      read: readChain,
      empty: () => ({ symbol: null, expiries: [], mismatch: null }),
    }),
  decodeQuotes: (response: ResponseBody) =>
    decodeResponse(response, { root: 'QuoteResponse', what: 'quotes', read: readQuotes, empty: () => ({ quotes: [], problems: [] }) }),
  decodeV1OrderList: (response: ResponseBody) =>
    decodeResponse(response, {
      root: 'OrdersResponse',
      what: 'an order list',
      read: readOrderPage,
      empty: () => ({ count: 0, marker: null, orders: [], groups: [] }),
    }),
  decodeV1OrderDetails: () => fail('malformed', 'not used in these tests'),
};
