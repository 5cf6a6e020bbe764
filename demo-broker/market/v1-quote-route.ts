/**
 * GET /v1/market/quote/{symbols}: comma-separated symbols, at most 25 (50 with
 * overrideSymbolCount=true), else error 1023. Known symbols get a QuoteData record; unknown ones
 * a Messages.Message {description, code 1019, type} in the same 200 answer. Costs one quote per
 * symbol asked.
 */
import type { ApiRequest } from '../http/api-request.ts';
import { booleanParam } from '../http/api-request.ts';
import type { WireObject } from '../wire/wire-tree.ts';
import { findInstrument, SYMBOL_PATTERN } from './instruments.ts';
import type { SimulatedMarket } from './simulated-market.ts';
import { enumParam } from './v1-params.ts';
import { quoteData } from './v1-quote-data.ts';
import { MARKET_ERROR_CODES, v1Error, v1Reply, type MarketReply } from './v1-reply.ts';

/** Symbols per request, and with overrideSymbolCount=true. */
export const QUOTE_SYMBOL_LIMITS = { normal: 25, override: 50 } as const;

/** detailFlag values; only INTRADAY changes the block (the others answer All). */
const DETAIL_FLAGS = ['ALL', 'FUNDAMENTAL', 'INTRADAY', 'OPTIONS', 'WEEK_52', 'MF_DETAIL'] as const;

/** The symbols of the path segment, or undefined when it cannot be percent-decoded. */
export function pathSymbols(segment: string): string[] | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return undefined;
  }
  return decoded
    .split(',')
    .map((symbol) => symbol.trim())
    .filter((symbol) => symbol !== '');
}

/** Checks the symbol list: the symbols, or the error answer. */
export function checkQuoteSymbols(request: ApiRequest): string[] | MarketReply {
  const symbols = pathSymbols(request.path.symbols ?? '');
  if (symbols === undefined) return v1Error(request.format, 400, MARKET_ERROR_CODES.invalidSymbol, 'Invalid symbol list');
  if (symbols.length === 0) return v1Error(request.format, 400, MARKET_ERROR_CODES.missingSymbol, 'Missing symbol. Please provide a symbol.');
  const limit = booleanParam(request.query, 'overrideSymbolCount', false) ? QUOTE_SYMBOL_LIMITS.override : QUOTE_SYMBOL_LIMITS.normal;
  if (symbols.length > limit) return v1Error(request.format, 400, MARKET_ERROR_CODES.tooManySymbols, `The number of symbols exceeds ${limit}.`);
  return symbols;
}

/** The quote handler over a simulated market. */
export function v1QuoteHandler(market: SimulatedMarket): (request: ApiRequest) => MarketReply {
  return (request) => {
    const symbols = checkQuoteSymbols(request);
    if (!Array.isArray(symbols)) return symbols;
    const detail = enumParam(request.query, 'detailFlag', DETAIL_FLAGS, 'ALL') === 'INTRADAY' ? 'INTRADAY' : 'ALL';
    const moment = market.moment();
    const quotes: WireObject[] = [];
    const messages: WireObject[] = [];
    for (const symbol of symbols) {
      const instrument = SYMBOL_PATTERN.test(symbol) ? findInstrument(symbol) : undefined;
      if (instrument) quotes.push(quoteData(instrument, moment, market.paths, market.seed, detail));
      else messages.push({ description: `${symbol} is not a valid symbol`, code: MARKET_ERROR_CODES.invalidQuoteSymbol, type: 'WARNING' });
    }
    const tree: WireObject = { QuoteData: quotes.length > 0 ? quotes : undefined, Messages: messages.length > 0 ? { Message: messages } : undefined };
    return v1Reply(request.format, 'QuoteResponse', tree, symbols.length);
  };
}
