/**
 * `GET /v1/market/quote/{symbols}` (QuoteResponse → QuoteData[] with Product and an `All` or
 * `Intraday` block; `Messages.Message[]` for symbols it could not quote, inside a 200) of either
 * wire format into quotes and per-symbol problems, matched by `Product.symbol`, never by position.
 */
import type { Quote, QuoteAnswer, QuoteProblem } from '../../../../../shared/domain/quotes.ts';
import type { Result } from '../../../../../shared/result.ts';
import type { ResponseBody } from '../../common/decode/decode-response.ts';
import { malformed } from '../../common/decode/malformed.ts';
import { asNode, eachNode, firstNode, readText, type Node } from '../../common/decode/scalars.ts';
import { explainV1ErrorCode } from './provider-error-codes.ts';
import { numberOrNull, readCode, readEpochSeconds } from './v1-scalars.ts';
import { namedSymbol } from './message-symbol.ts';
import { decodeV1Response } from './v1-response.ts';

const EMPTY: Node = {};

const readQuote = (data: Node, symbol: string): Quote => {
  const product = firstNode(data.Product ?? data.product, 'Product') ?? EMPTY;
  // detailFlag=INTRADAY sends the smaller Intraday block instead of All; both share these names.
  const block = firstNode(data.All ?? data.all, 'All') ?? firstNode(data.Intraday ?? data.intraday, 'Intraday') ?? EMPTY;
  return {
    symbol,
    securityType: readText(product.securityType) ?? null,
    companyName: readText(block.companyName) ?? null,
    status: readText(data.quoteStatus) ?? null,
    time: readEpochSeconds(data.dateTimeUTC),
    last: numberOrNull(block.lastTrade),
    change: numberOrNull(block.changeClose),
    changePercent: numberOrNull(block.changeClosePercentage),
    bid: numberOrNull(block.bid),
    ask: numberOrNull(block.ask),
    previousClose: numberOrNull(block.previousClose),
    volume: numberOrNull(block.totalVolume),
    lastTradeTime: readEpochSeconds(block.timeOfLastTrade),
  };
};

const readProblem = (node: Node, requested: readonly string[]): QuoteProblem => {
  const code = readCode(node.code);
  const description = readText(node.description) ?? readText(node.message) ?? null;
  const meaning = explainV1ErrorCode(code);
  const message =
    description ?? (meaning === undefined ? 'The provider could not quote this symbol.' : `The provider could not quote this symbol: ${meaning}.`);
  return { symbol: description === null ? null : namedSymbol(description, requested), code, message };
};

const readQuotes = (content: unknown, requested: readonly string[]): QuoteAnswer => {
  const root = content === '' || content === null ? EMPTY : (asNode(content) ?? malformed('QuoteResponse holds text, not elements'));
  const quotes: Quote[] = [];
  const problems: QuoteProblem[] = [];
  const seen = new Set<string>();
  eachNode(root.QuoteData ?? root.quoteData, 'QuoteData', (data) => {
    const product = firstNode(data.Product ?? data.product, 'Product');
    const symbol = readText(product?.symbol)?.toUpperCase();
    if (symbol === undefined) {
      problems.push({ symbol: null, code: null, message: 'The provider sent a quote without a symbol; it was left out.' });
      return;
    }
    // The same symbol asked twice is answered once.
    if (seen.has(symbol)) return;
    seen.add(symbol);
    quotes.push(readQuote(data, symbol));
  });
  const messages = firstNode(root.Messages ?? root.messages, 'Messages');
  eachNode(messages?.Message ?? messages?.message, 'Message', (node) => problems.push(readProblem(node, requested)));
  // A message that names no symbol belongs to the one requested symbol left unanswered, if there is one.
  const unanswered = requested.filter((symbol) => !seen.has(symbol) && !problems.some((problem) => problem.symbol === symbol));
  const anonymous = problems.filter((problem) => problem.symbol === null);
  if (unanswered.length === 1 && anonymous.length === 1) {
    const index = problems.indexOf(anonymous[0] as QuoteProblem);
    problems[index] = { ...(anonymous[0] as QuoteProblem), symbol: unanswered[0] ?? null };
  } else {
    for (const symbol of unanswered) problems.push({ symbol, code: null, message: `The provider sent no quote for ${symbol}.` });
  }
  return { quotes, problems };
};

/**
 * v1 `market/quote` → quotes by symbol plus per-symbol problems (`Messages` inside a 200).
 * `requested` (the symbols asked for, any case) attributes messages to symbols and reports the
 * symbols nothing came back for. 204 or an empty body is no quotes. Never throws.
 */
export const decodeQuotes = (response: ResponseBody, requested: readonly string[] = []): Result<QuoteAnswer> => {
  const asked = [...new Set(requested.map((symbol) => symbol.trim().toUpperCase()).filter((symbol) => symbol !== ''))];
  return decodeV1Response(response, {
    root: 'QuoteResponse',
    what: 'a quote answer',
    read: (content) => readQuotes(content, asked),
    empty: () => ({ quotes: [], problems: asked.map((symbol) => ({ symbol, code: null, message: `The provider sent no quote for ${symbol}.` })) }),
  });
};
